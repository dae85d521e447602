//! The `#[tauri::command]`s: thin wrappers over [`Service`]. Every argument arrives as raw
//! JSON and is parsed here, so a malformed payload is a typed `bad-request` (not a string from
//! the IPC layer); every error is an [`AppError`]; every call runs under
//! [`Service::guarded`] (`hint` and `next_events`, which await, under
//! [`Service::guarded_task`]), so even a bug's panic comes back as an `internal` error and the UI
//! stays usable. Commands are `async` so they run on the async runtime, never on the UI thread.

use std::sync::Arc;

use serde::de::DeserializeOwned;
use serde_json::Value;
use shuangcheng_engine::threats::Threats;
use shuangcheng_engine::{excerpt, GameKind, Side};
use tauri::State;

use crate::service::drills::{DrillEntry, DrillList, DrillView};
use crate::service::lessons::{GameProgress, LessonList, LessonView};
use crate::service::review::{ReviewBoard, ReviewView};
use crate::service::stats::StatsLine;
use crate::service::table::SinceLastTurn;
use crate::service::{
    parse_payload, AppError, BootState, CatalogEntry, EventMessage, EventQueue, Hint, NewGameOptions,
    Refused, SaveEntry, Service, Settings, Snapshot, StorageStatus,
};

type Res<T> = Result<T, AppError>;

/// A required argument, parsed.
fn arg<T: DeserializeOwned>(name: &str, value: Option<Value>) -> Res<T> {
    let value = value.ok_or_else(|| AppError::bad_request(format!("missing argument '{name}'")))?;
    parse_payload(value)
        .map_err(|e| AppError::bad_request(format!("argument '{name}': {}", excerpt(&e.to_string()))))
}

#[tauri::command]
pub async fn boot(svc: State<'_, Service>) -> Res<BootState> {
    svc.guarded("boot", || Ok(svc.boot()))
}

#[tauri::command]
pub async fn catalog(svc: State<'_, Service>) -> Res<Vec<CatalogEntry>> {
    svc.guarded("catalog", || Ok(svc.catalog()))
}

#[tauri::command]
pub async fn retry_storage(svc: State<'_, Service>) -> Res<StorageStatus> {
    svc.guarded("retry_storage", || Ok(svc.retry_storage()))
}

#[tauri::command]
pub async fn play_without_saving(svc: State<'_, Service>) -> Res<StorageStatus> {
    svc.guarded("play_without_saving", || Ok(svc.play_without_saving()))
}

#[tauri::command]
pub async fn new_game(svc: State<'_, Service>, options: Option<Value>) -> Res<Snapshot> {
    svc.guarded("new_game", || svc.new_game(arg::<NewGameOptions>("options", options)?))
}

#[tauri::command]
pub async fn snapshot(svc: State<'_, Service>, game_id: Option<Value>) -> Res<Snapshot> {
    svc.guarded("snapshot", || svc.snapshot(&arg::<String>("gameId", game_id)?))
}

#[tauri::command]
pub async fn act(
    svc: State<'_, Service>,
    game_id: Option<Value>,
    action: Option<Value>,
    ply: Option<Value>,
) -> Res<Snapshot> {
    svc.guarded("act", || {
        let game_id: String = arg("gameId", game_id)?;
        let action: String = arg("action", action)?;
        let ply: usize = arg("ply", ply)?;
        svc.act(&game_id, &action, ply)
    })
}

#[tauri::command]
pub async fn undo(svc: State<'_, Service>, game_id: Option<Value>) -> Res<Snapshot> {
    svc.guarded("undo", || svc.undo(&arg::<String>("gameId", game_id)?))
}

#[tauri::command]
pub async fn redo(svc: State<'_, Service>, game_id: Option<Value>) -> Res<Snapshot> {
    svc.guarded("redo", || svc.redo(&arg::<String>("gameId", game_id)?))
}

#[tauri::command]
pub async fn refusal(
    svc: State<'_, Service>,
    game_id: Option<Value>,
    chosen: Option<Value>,
    at: Option<Value>,
    ply: Option<Value>,
) -> Res<Option<Refused>> {
    svc.guarded("refusal", || {
        let game_id: String = arg("gameId", game_id)?;
        let chosen: Vec<String> = arg("chosen", chosen)?;
        let at: String = arg("at", at)?;
        svc.refusal(&game_id, &chosen, &at, arg("ply", ply)?)
    })
}

#[tauri::command]
pub async fn threats(
    svc: State<'_, Service>,
    game_id: Option<Value>,
    ply: Option<Value>,
) -> Res<Option<Threats>> {
    svc.guarded("threats", || svc.threats(&arg::<String>("gameId", game_id)?, arg("ply", ply)?))
}

#[tauri::command]
pub async fn skip_to_turn(svc: State<'_, Service>, game_id: Option<Value>) -> Res<Snapshot> {
    svc.guarded("skip_to_turn", || svc.skip_to_turn(&arg::<String>("gameId", game_id)?))
}

/// The hand-over curtain: `pin` and `newPin` may be absent or null.
#[tauri::command]
pub async fn open_curtain(
    svc: State<'_, Service>,
    game_id: Option<Value>,
    side: Option<Value>,
    pin: Option<Value>,
    new_pin: Option<Value>,
) -> Res<Snapshot> {
    svc.guarded("open_curtain", || {
        let game_id: String = arg("gameId", game_id)?;
        let side: Side = arg("side", side)?;
        let pin: Option<String> = arg("pin", Some(pin.unwrap_or(Value::Null)))?;
        let new_pin: Option<String> = arg("newPin", Some(new_pin.unwrap_or(Value::Null)))?;
        svc.open_curtain(&game_id, side, pin.as_deref(), new_pin.as_deref())
    })
}

#[tauri::command]
pub async fn since_last_turn(
    svc: State<'_, Service>,
    game_id: Option<Value>,
    ply: Option<Value>,
) -> Res<SinceLastTurn> {
    svc.guarded("since_last_turn", || {
        svc.since_last_turn(&arg::<String>("gameId", game_id)?, arg("ply", ply)?)
    })
}

#[tauri::command]
pub async fn hint(svc: State<'_, Service>, game_id: Option<Value>) -> Res<Hint> {
    let game_id: String = arg("gameId", game_id)?;
    let owned: Service = svc.inner().clone();
    svc.guarded_task("hint", async move { owned.hint(&game_id).await }).await
}

#[tauri::command]
pub async fn cancel_hint(svc: State<'_, Service>, game_id: Option<Value>) -> Res<()> {
    svc.guarded("cancel_hint", || svc.cancel_hint(&arg::<String>("gameId", game_id)?))
}

#[tauri::command]
pub async fn resign(svc: State<'_, Service>, game_id: Option<Value>, side: Option<Value>) -> Res<Snapshot> {
    svc.guarded("resign", || {
        let game_id: String = arg("gameId", game_id)?;
        let side: Side = arg("side", side)?;
        svc.resign(&game_id, side)
    })
}

#[tauri::command]
pub async fn agree_draw(svc: State<'_, Service>, game_id: Option<Value>) -> Res<Snapshot> {
    svc.guarded("agree_draw", || svc.agree_draw(&arg::<String>("gameId", game_id)?))
}

#[tauri::command]
pub async fn rematch(svc: State<'_, Service>, game_id: Option<Value>) -> Res<Snapshot> {
    svc.guarded("rematch", || svc.rematch(&arg::<String>("gameId", game_id)?))
}

#[tauri::command]
pub async fn list_saves(svc: State<'_, Service>) -> Res<Vec<SaveEntry>> {
    svc.guarded("list_saves", || svc.list_saves())
}

#[tauri::command]
pub async fn resume_game(svc: State<'_, Service>, game_id: Option<Value>) -> Res<Snapshot> {
    svc.guarded("resume_game", || svc.resume_game(&arg::<String>("gameId", game_id)?))
}

#[tauri::command]
pub async fn delete_game(svc: State<'_, Service>, game_id: Option<Value>) -> Res<()> {
    svc.guarded("delete_game", || svc.delete_game(&arg::<String>("gameId", game_id)?))
}

#[tauri::command]
pub async fn export_raw_save(svc: State<'_, Service>, game_id: Option<Value>) -> Res<String> {
    svc.guarded("export_raw_save", || svc.export_raw_save(&arg::<String>("gameId", game_id)?))
}

#[tauri::command]
pub async fn pause(svc: State<'_, Service>, game_id: Option<Value>) -> Res<Snapshot> {
    svc.guarded("pause", || svc.pause(&arg::<String>("gameId", game_id)?))
}

#[tauri::command]
pub async fn suspend(svc: State<'_, Service>) -> Res<()> {
    svc.guarded("suspend", || {
        svc.suspend();
        Ok(())
    })
}

#[tauri::command]
pub async fn safe_area_insets(
    app: tauri::AppHandle,
    svc: State<'_, Service>,
) -> Res<crate::safe_area::Insets> {
    svc.guarded("safe_area_insets", || Ok(crate::safe_area::current(&app)))
}

#[tauri::command]
pub async fn get_settings(svc: State<'_, Service>) -> Res<Settings> {
    svc.guarded("get_settings", || Ok(svc.settings().get()))
}

#[tauri::command]
pub async fn set_settings(
    app: tauri::AppHandle,
    svc: State<'_, Service>,
    settings: Option<Value>,
) -> Res<Settings> {
    svc.guarded("set_settings", || {
        let saved = svc.settings().set(arg("settings", settings)?)?;
        if let Some(window) = tauri::Manager::get_webview_window(&app, "main") {
            crate::window::follow_theme(&window, saved.theme);
        }
        Ok(saved)
    })
}

#[tauri::command]
pub async fn export_game(svc: State<'_, Service>, game_id: Option<Value>) -> Res<String> {
    svc.guarded("export_game", || svc.export_game(&arg::<String>("gameId", game_id)?))
}

#[tauri::command]
pub async fn import_game(svc: State<'_, Service>, text: Option<Value>) -> Res<Snapshot> {
    svc.guarded("import_game", || svc.import_game(&arg::<String>("text", text)?))
}

#[tauri::command]
pub async fn generals_presets(svc: State<'_, Service>) -> Res<Vec<crate::service::army::PresetInfo>> {
    svc.guarded("generals_presets", || Ok(svc.generals_presets()))
}

#[tauri::command]
pub async fn validate_army(svc: State<'_, Service>, team: Option<Value>, army: Option<Value>) -> Res<()> {
    svc.guarded("validate_army", || {
        let team: String = arg("team", team)?;
        let army: Value = arg("army", army)?;
        svc.validate_army(&team, &army)
    })
}

#[tauri::command]
pub async fn submit_army(
    svc: State<'_, Service>,
    game_id: Option<Value>,
    team: Option<Value>,
    army: Option<Value>,
) -> Res<Snapshot> {
    svc.guarded("submit_army", || {
        let game_id: String = arg("gameId", game_id)?;
        let team: String = arg("team", team)?;
        let army: Value = arg("army", army)?;
        svc.submit_army(&game_id, &team, &army)
    })
}

#[tauri::command]
pub async fn lessons(svc: State<'_, Service>, game: Option<Value>) -> Res<LessonList> {
    svc.guarded("lessons", || svc.lessons().list(arg::<GameKind>("game", game)?))
}

#[tauri::command]
pub async fn lesson_progress(svc: State<'_, Service>) -> Res<Vec<GameProgress>> {
    svc.guarded("lesson_progress", || svc.lessons().progress())
}

#[tauri::command]
pub async fn lesson_offered(svc: State<'_, Service>, game: Option<Value>) -> Res<()> {
    svc.guarded("lesson_offered", || svc.lessons().mark_offered(arg::<GameKind>("game", game)?))
}

#[tauri::command]
pub async fn start_lesson(svc: State<'_, Service>, lesson_id: Option<Value>) -> Res<LessonView> {
    svc.guarded("start_lesson", || svc.lessons().start(&arg::<String>("lessonId", lesson_id)?))
}

#[tauri::command]
pub async fn lesson_act(
    svc: State<'_, Service>,
    lesson_id: Option<Value>,
    action: Option<Value>,
    ply: Option<Value>,
) -> Res<LessonView> {
    svc.guarded("lesson_act", || {
        let lesson_id: String = arg("lessonId", lesson_id)?;
        let action: String = arg("action", action)?;
        let ply: usize = arg("ply", ply)?;
        svc.lessons().act(&lesson_id, &action, ply)
    })
}

#[tauri::command]
pub async fn lesson_refusal(
    svc: State<'_, Service>,
    lesson_id: Option<Value>,
    chosen: Option<Value>,
    at: Option<Value>,
    ply: Option<Value>,
) -> Res<Option<Refused>> {
    svc.guarded("lesson_refusal", || {
        let lesson_id: String = arg("lessonId", lesson_id)?;
        let chosen: Vec<String> = arg("chosen", chosen)?;
        let at: String = arg("at", at)?;
        svc.lessons().refusal(&lesson_id, &chosen, &at, arg("ply", ply)?)
    })
}

#[tauri::command]
pub async fn retry_lesson(svc: State<'_, Service>, lesson_id: Option<Value>) -> Res<LessonView> {
    svc.guarded("retry_lesson", || svc.lessons().retry(&arg::<String>("lessonId", lesson_id)?))
}

#[tauri::command]
pub async fn review_game(svc: State<'_, Service>, game_id: Option<Value>) -> Res<ReviewView> {
    svc.guarded("review_game", || svc.review().open(&arg::<String>("gameId", game_id)?))
}

#[tauri::command]
pub async fn review_board(
    svc: State<'_, Service>,
    game_id: Option<Value>,
    ply: Option<Value>,
) -> Res<ReviewBoard> {
    svc.guarded("review_board", || {
        let game_id: String = arg("gameId", game_id)?;
        let ply: usize = arg("ply", ply)?;
        svc.review().board(&game_id, ply)
    })
}

#[tauri::command]
pub async fn analyze_game(
    svc: State<'_, Service>,
    game_id: Option<Value>,
    ms_per_ply: Option<Value>,
) -> Res<u64> {
    svc.guarded("analyze_game", || {
        let ms = ms_per_ply.filter(|v| !v.is_null()).map(|v| arg::<u64>("msPerPly", Some(v))).transpose()?;
        svc.review().analyze(&arg::<String>("gameId", game_id)?, ms)
    })
}

#[tauri::command]
pub async fn cancel_analysis(svc: State<'_, Service>, job: Option<Value>) -> Res<()> {
    svc.guarded("cancel_analysis", || {
        svc.review().cancel(arg::<u64>("job", job)?);
        Ok(())
    })
}

#[tauri::command]
pub async fn make_drills(svc: State<'_, Service>, game_id: Option<Value>) -> Res<Vec<DrillEntry>> {
    svc.guarded("make_drills", || svc.drills().make(&arg::<String>("gameId", game_id)?))
}

#[tauri::command]
pub async fn drills(svc: State<'_, Service>) -> Res<DrillList> {
    svc.guarded("drills", || svc.drills().list())
}

#[tauri::command]
pub async fn start_drill(svc: State<'_, Service>, drill_id: Option<Value>) -> Res<DrillView> {
    svc.guarded("start_drill", || svc.drills().start(arg("drillId", drill_id)?))
}

#[tauri::command]
pub async fn drill_act(
    svc: State<'_, Service>,
    drill_id: Option<Value>,
    action: Option<Value>,
    ply: Option<Value>,
) -> Res<DrillView> {
    svc.guarded("drill_act", || {
        let action: String = arg("action", action)?;
        svc.drills().act(arg("drillId", drill_id)?, &action, arg("ply", ply)?)
    })
}

#[tauri::command]
pub async fn drill_refusal(
    svc: State<'_, Service>,
    drill_id: Option<Value>,
    chosen: Option<Value>,
    at: Option<Value>,
    ply: Option<Value>,
) -> Res<Option<Refused>> {
    svc.guarded("drill_refusal", || {
        let chosen: Vec<String> = arg("chosen", chosen)?;
        let at: String = arg("at", at)?;
        svc.drills().refusal(arg("drillId", drill_id)?, &chosen, &at, arg("ply", ply)?)
    })
}

#[tauri::command]
pub async fn show_drill(svc: State<'_, Service>, drill_id: Option<Value>) -> Res<DrillView> {
    svc.guarded("show_drill", || svc.drills().show(arg("drillId", drill_id)?))
}

#[tauri::command]
pub async fn statistics(svc: State<'_, Service>) -> Res<Vec<StatsLine>> {
    svc.guarded("statistics", || svc.statistics().lines())
}

#[tauri::command]
pub async fn reset_statistics(svc: State<'_, Service>, game: Option<Value>) -> Res<Vec<StatsLine>> {
    svc.guarded("reset_statistics", || {
        let game: Option<GameKind> = match game {
            Some(Value::Null) | None => None,
            some => Some(arg("game", some)?),
        };
        svc.statistics().reset(game)
    })
}

/// The page's boot steps, printed with the core's when `SC_BOOT_TRACE` is set (`boot_trace.rs`).
#[tauri::command]
pub async fn boot_trace(svc: State<'_, Service>, trace: Option<Value>) -> Res<()> {
    svc.guarded("boot_trace", || {
        crate::boot_trace::print(&arg("trace", trace)?);
        Ok(())
    })
}

/// The core's events, once there are any (a long poll: the page asks again after each answer).
#[tauri::command]
pub async fn next_events(
    svc: State<'_, Service>,
    queue: State<'_, Arc<EventQueue>>,
) -> Res<Vec<EventMessage>> {
    let queue = Arc::clone(&queue);
    svc.guarded_task("next_events", async move { Ok(queue.next().await) }).await
}
