//! The `#[tauri::command]`s: thin wrappers over [`Service`]. Every argument arrives as raw
//! JSON and is parsed here, so a malformed payload is a typed `bad-request` (not a string from
//! the IPC layer); every error is an [`AppError`]; nothing here can panic on user data.
//! Commands are `async` so they run on the async runtime, never on the UI thread.

use serde::de::DeserializeOwned;
use serde_json::Value;
use shuangcheng_engine::Side;
use tauri::State;

use crate::service::{
    parse_payload, AppError, CatalogEntry, Hint, NewGameOptions, SaveSummary, Service, Settings, Snapshot,
    StorageNotice,
};

type Res<T> = Result<T, AppError>;

/// A required argument, parsed.
fn arg<T: DeserializeOwned>(name: &str, value: Option<Value>) -> Res<T> {
    let value = value.ok_or_else(|| AppError::bad_request(format!("missing argument '{name}'")))?;
    parse_payload(value).map_err(|e| AppError::bad_request(format!("argument '{name}': {e}")))
}

#[tauri::command]
pub async fn catalog(svc: State<'_, Service>) -> Res<Vec<CatalogEntry>> {
    Ok(svc.catalog())
}

#[tauri::command]
pub async fn storage_notice(svc: State<'_, Service>) -> Res<Option<StorageNotice>> {
    Ok(svc.storage_notice())
}

#[tauri::command]
pub async fn new_game(svc: State<'_, Service>, options: Option<Value>) -> Res<Snapshot> {
    let options: NewGameOptions = arg("options", options)?;
    svc.new_game(options)
}

#[tauri::command]
pub async fn snapshot(svc: State<'_, Service>, game_id: Option<Value>) -> Res<Snapshot> {
    svc.snapshot(&arg::<String>("gameId", game_id)?)
}

#[tauri::command]
pub async fn act(
    svc: State<'_, Service>,
    game_id: Option<Value>,
    action: Option<Value>,
    ply: Option<Value>,
) -> Res<Snapshot> {
    let game_id: String = arg("gameId", game_id)?;
    let action: String = arg("action", action)?;
    let ply: usize = arg("ply", ply)?;
    svc.act(&game_id, &action, ply)
}

#[tauri::command]
pub async fn undo(svc: State<'_, Service>, game_id: Option<Value>) -> Res<Snapshot> {
    svc.undo(&arg::<String>("gameId", game_id)?)
}

#[tauri::command]
pub async fn redo(svc: State<'_, Service>, game_id: Option<Value>) -> Res<Snapshot> {
    svc.redo(&arg::<String>("gameId", game_id)?)
}

#[tauri::command]
pub async fn hint(svc: State<'_, Service>, game_id: Option<Value>) -> Res<Hint> {
    let game_id: String = arg("gameId", game_id)?;
    let svc: Service = svc.inner().clone();
    svc.hint(&game_id).await
}

#[tauri::command]
pub async fn resign(svc: State<'_, Service>, game_id: Option<Value>, side: Option<Value>) -> Res<Snapshot> {
    let game_id: String = arg("gameId", game_id)?;
    let side: Side = arg("side", side)?;
    svc.resign(&game_id, side)
}

#[tauri::command]
pub async fn agree_draw(svc: State<'_, Service>, game_id: Option<Value>) -> Res<Snapshot> {
    svc.agree_draw(&arg::<String>("gameId", game_id)?)
}

#[tauri::command]
pub async fn rematch(svc: State<'_, Service>, game_id: Option<Value>) -> Res<Snapshot> {
    svc.rematch(&arg::<String>("gameId", game_id)?)
}

#[tauri::command]
pub async fn list_saves(svc: State<'_, Service>) -> Res<Vec<SaveSummary>> {
    svc.list_saves()
}

#[tauri::command]
pub async fn resume_game(svc: State<'_, Service>, game_id: Option<Value>) -> Res<Snapshot> {
    svc.resume_game(&arg::<String>("gameId", game_id)?)
}

#[tauri::command]
pub async fn delete_game(svc: State<'_, Service>, game_id: Option<Value>) -> Res<()> {
    svc.delete_game(&arg::<String>("gameId", game_id)?)
}

#[tauri::command]
pub async fn pause(svc: State<'_, Service>, game_id: Option<Value>) -> Res<Snapshot> {
    svc.pause(&arg::<String>("gameId", game_id)?)
}

#[tauri::command]
pub async fn get_settings(svc: State<'_, Service>) -> Res<Settings> {
    Ok(svc.get_settings())
}

#[tauri::command]
pub async fn set_settings(svc: State<'_, Service>, settings: Option<Value>) -> Res<Settings> {
    svc.set_settings(arg("settings", settings)?)
}

#[tauri::command]
pub async fn export_game(svc: State<'_, Service>, game_id: Option<Value>) -> Res<String> {
    svc.export_game(&arg::<String>("gameId", game_id)?)
}

#[tauri::command]
pub async fn import_game(svc: State<'_, Service>, text: Option<Value>) -> Res<Snapshot> {
    svc.import_game(&arg::<String>("text", text)?)
}

#[tauri::command]
pub async fn generals_presets(svc: State<'_, Service>) -> Res<Vec<crate::service::army::PresetInfo>> {
    Ok(svc.generals_presets())
}

#[tauri::command]
pub async fn validate_army(svc: State<'_, Service>, team: Option<Value>, army: Option<Value>) -> Res<()> {
    let team: String = arg("team", team)?;
    let army: Value = arg("army", army)?;
    svc.validate_army(&team, &army)
}

#[tauri::command]
pub async fn submit_army(
    svc: State<'_, Service>,
    game_id: Option<Value>,
    team: Option<Value>,
    army: Option<Value>,
) -> Res<Snapshot> {
    let game_id: String = arg("gameId", game_id)?;
    let team: String = arg("team", team)?;
    let army: Value = arg("army", army)?;
    svc.submit_army(&game_id, &team, &army)
}
