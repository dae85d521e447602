//! The `#[tauri::command]`s: thin wrappers over [`Service`]. Every argument is typed and read
//! as an [`Arg`], so a malformed payload is the one typed `bad-request` naming its field (not a
//! string from the IPC layer); every error is an [`AppError`]; every call runs under
//! [`Service::guarded`] (those that await, `hint`, `next_events` and the file commands, under
//! [`Service::guarded_task`]), so even a bug's panic comes back as an `internal` error and the UI
//! stays usable. Commands are `async` so they run on the async runtime, never on the UI thread.
//! Each also describes itself (`#[specta::specta]`) for the UI's generated bindings
//! (`bindings.rs`).

use std::sync::Arc;

use shuangcheng_engine::threats::Threats;
use shuangcheng_engine::{GameKind, SetupChoice, Side};
use tauri::{AppHandle, Runtime, State};

use crate::boot_trace::PageTrace;
use crate::command_arg::Arg;
use crate::files::{self, Kind, PictureFormat};
use crate::service::drills::{DrillEntry, DrillList, DrillView};
use crate::service::lessons::{GameProgress, LessonList, LessonView};
use crate::service::review::{ReviewBoard, ReviewView};
use crate::service::saves::backup::{BackedUp, Restored};
use crate::service::setup::PresetInfo;
use crate::service::stats::StatsLine;
use crate::service::SinceLastTurn;
use crate::service::{
    AppError, BootState, CatalogEntry, Event, EventQueue, Hint, NewGameOptions, Refused, SaveEntry, Service,
    Settings, Snapshot, StorageStatus,
};

type Res<T> = Result<T, AppError>;

#[tauri::command]
#[specta::specta]
pub async fn boot(svc: State<'_, Service>) -> Res<BootState> {
    svc.guarded("boot", || Ok(svc.boot()))
}

#[tauri::command]
#[specta::specta]
pub async fn catalog(svc: State<'_, Service>) -> Res<Vec<CatalogEntry>> {
    svc.guarded("catalog", || Ok(svc.catalog()))
}

#[tauri::command]
#[specta::specta]
pub async fn retry_storage(svc: State<'_, Service>) -> Res<StorageStatus> {
    svc.guarded("retry_storage", || Ok(svc.retry_storage()))
}

#[tauri::command]
#[specta::specta]
pub async fn play_without_saving(svc: State<'_, Service>) -> Res<StorageStatus> {
    svc.guarded("play_without_saving", || Ok(svc.play_without_saving()))
}

#[tauri::command]
#[specta::specta]
pub async fn new_game(svc: State<'_, Service>, options: Arg<NewGameOptions>) -> Res<Snapshot> {
    svc.guarded("new_game", || svc.new_game(options.into_inner()))
}

#[tauri::command]
#[specta::specta]
pub async fn snapshot(svc: State<'_, Service>, game_id: Arg<String>) -> Res<Snapshot> {
    svc.guarded("snapshot", || svc.snapshot(&game_id))
}

#[tauri::command]
#[specta::specta]
pub async fn act(
    svc: State<'_, Service>,
    game_id: Arg<String>,
    action: Arg<String>,
    ply: Arg<usize>,
) -> Res<Snapshot> {
    svc.guarded("act", || svc.act(&game_id, &action, *ply))
}

#[tauri::command]
#[specta::specta]
pub async fn undo(svc: State<'_, Service>, game_id: Arg<String>) -> Res<Snapshot> {
    svc.guarded("undo", || svc.undo(&game_id))
}

#[tauri::command]
#[specta::specta]
pub async fn redo(svc: State<'_, Service>, game_id: Arg<String>) -> Res<Snapshot> {
    svc.guarded("redo", || svc.redo(&game_id))
}

#[tauri::command]
#[specta::specta]
pub async fn refusal(
    svc: State<'_, Service>,
    game_id: Arg<String>,
    chosen: Arg<Vec<String>>,
    at: Arg<String>,
    ply: Arg<usize>,
) -> Res<Option<Refused>> {
    svc.guarded("refusal", || svc.refusal(&game_id, &chosen, &at, *ply))
}

#[tauri::command]
#[specta::specta]
pub async fn threats(svc: State<'_, Service>, game_id: Arg<String>, ply: Arg<usize>) -> Res<Option<Threats>> {
    svc.guarded("threats", || svc.threats(&game_id, *ply))
}

#[tauri::command]
#[specta::specta]
pub async fn skip_to_turn(svc: State<'_, Service>, game_id: Arg<String>) -> Res<Snapshot> {
    svc.guarded("skip_to_turn", || svc.skip_to_turn(&game_id))
}

/// The hand-over curtain: `pin` and `newPin` may be absent or null.
#[tauri::command]
#[specta::specta]
pub async fn open_curtain(
    svc: State<'_, Service>,
    game_id: Arg<String>,
    side: Arg<Side>,
    pin: Arg<Option<String>>,
    new_pin: Arg<Option<String>>,
) -> Res<Snapshot> {
    svc.guarded("open_curtain", || svc.open_curtain(&game_id, *side, pin.as_deref(), new_pin.as_deref()))
}

#[tauri::command]
#[specta::specta]
pub async fn since_last_turn(
    svc: State<'_, Service>,
    game_id: Arg<String>,
    ply: Arg<usize>,
) -> Res<SinceLastTurn> {
    svc.guarded("since_last_turn", || svc.since_last_turn(&game_id, *ply))
}

#[tauri::command]
#[specta::specta]
pub async fn hint(svc: State<'_, Service>, game_id: Arg<String>) -> Res<Hint> {
    let owned: Service = svc.inner().clone();
    svc.guarded_task("hint", async move { owned.hint(&game_id).await }).await
}

#[tauri::command]
#[specta::specta]
pub async fn cancel_hint(svc: State<'_, Service>, game_id: Arg<String>) -> Res<()> {
    svc.guarded("cancel_hint", || svc.cancel_hint(&game_id))
}

#[tauri::command]
#[specta::specta]
pub async fn resign(svc: State<'_, Service>, game_id: Arg<String>, side: Arg<Side>) -> Res<Snapshot> {
    svc.guarded("resign", || svc.resign(&game_id, *side))
}

#[tauri::command]
#[specta::specta]
pub async fn agree_draw(svc: State<'_, Service>, game_id: Arg<String>) -> Res<Snapshot> {
    svc.guarded("agree_draw", || svc.agree_draw(&game_id))
}

#[tauri::command]
#[specta::specta]
pub async fn rematch(svc: State<'_, Service>, game_id: Arg<String>) -> Res<Snapshot> {
    svc.guarded("rematch", || svc.rematch(&game_id))
}

#[tauri::command]
#[specta::specta]
pub async fn list_saves(svc: State<'_, Service>) -> Res<Vec<SaveEntry>> {
    svc.guarded("list_saves", || svc.list_saves())
}

#[tauri::command]
#[specta::specta]
pub async fn resume_game(svc: State<'_, Service>, game_id: Arg<String>) -> Res<Snapshot> {
    svc.guarded("resume_game", || svc.resume_game(&game_id))
}

#[tauri::command]
#[specta::specta]
pub async fn delete_game(svc: State<'_, Service>, game_id: Arg<String>) -> Res<()> {
    svc.guarded("delete_game", || svc.delete_game(&game_id))
}

#[tauri::command]
#[specta::specta]
pub async fn export_raw_save(svc: State<'_, Service>, game_id: Arg<String>) -> Res<String> {
    svc.guarded("export_raw_save", || svc.export_raw_save(&game_id))
}

#[tauri::command]
#[specta::specta]
pub async fn pause(svc: State<'_, Service>, game_id: Arg<String>) -> Res<Snapshot> {
    svc.guarded("pause", || svc.pause(&game_id))
}

#[tauri::command]
#[specta::specta]
pub async fn suspend(svc: State<'_, Service>) -> Res<()> {
    svc.guarded("suspend", || {
        svc.suspend();
        Ok(())
    })
}

#[tauri::command]
#[specta::specta]
pub async fn safe_area_insets<R: Runtime>(
    app: AppHandle<R>,
    svc: State<'_, Service>,
) -> Res<crate::safe_area::Insets> {
    svc.guarded("safe_area_insets", || Ok(crate::safe_area::current(&app)))
}

#[tauri::command]
#[specta::specta]
pub async fn get_settings(svc: State<'_, Service>) -> Res<Settings> {
    svc.guarded("get_settings", || Ok(svc.settings().get()))
}

#[tauri::command]
#[specta::specta]
pub async fn set_settings<R: Runtime>(
    app: AppHandle<R>,
    svc: State<'_, Service>,
    settings: Arg<Settings>,
) -> Res<Settings> {
    svc.guarded("set_settings", || {
        let saved = svc.settings().set(settings.into_inner())?;
        if let Some(window) = tauri::Manager::get_webview_window(&app, "main") {
            crate::window::follow_theme(&window, saved.theme);
        }
        Ok(saved)
    })
}

#[tauri::command]
#[specta::specta]
pub async fn export_game(svc: State<'_, Service>, game_id: Arg<String>) -> Res<String> {
    svc.guarded("export_game", || svc.export_game(&game_id))
}

#[tauri::command]
#[specta::specta]
pub async fn import_game(svc: State<'_, Service>, text: Arg<String>) -> Res<Snapshot> {
    svc.guarded("import_game", || svc.import_game(&text))
}

/// The presets of `game`'s setup phase, each laid out for every side (none for a game without
/// a setup phase).
#[tauri::command]
#[specta::specta]
pub async fn setup_presets(svc: State<'_, Service>, game: Arg<GameKind>) -> Res<Vec<PresetInfo>> {
    svc.guarded("setup_presets", || Ok(svc.setup_presets(*game)))
}

/// Checks a side's setup of `game` with the engine; `seat` is the side's id in the catalog,
/// `setup` a preset's id or the side's units in the game's form.
#[tauri::command]
#[specta::specta]
pub async fn validate_setup(
    svc: State<'_, Service>,
    game: Arg<GameKind>,
    seat: Arg<String>,
    setup: Arg<SetupChoice>,
) -> Res<()> {
    svc.guarded("validate_setup", || svc.validate_setup(*game, &seat, &setup))
}

/// A human side submits its setup (`seat`: the side's id in the catalog); when every side's is
/// in, play starts.
#[tauri::command]
#[specta::specta]
pub async fn submit_setup(
    svc: State<'_, Service>,
    game_id: Arg<String>,
    seat: Arg<String>,
    setup: Arg<SetupChoice>,
) -> Res<Snapshot> {
    svc.guarded("submit_setup", || svc.submit_setup(&game_id, &seat, &setup))
}

#[tauri::command]
#[specta::specta]
pub async fn lessons(svc: State<'_, Service>, game: Arg<GameKind>) -> Res<LessonList> {
    svc.guarded("lessons", || svc.lessons().list(*game))
}

#[tauri::command]
#[specta::specta]
pub async fn lesson_progress(svc: State<'_, Service>) -> Res<Vec<GameProgress>> {
    svc.guarded("lesson_progress", || svc.lessons().progress())
}

#[tauri::command]
#[specta::specta]
pub async fn lesson_offered(svc: State<'_, Service>, game: Arg<GameKind>) -> Res<()> {
    svc.guarded("lesson_offered", || svc.lessons().mark_offered(*game))
}

#[tauri::command]
#[specta::specta]
pub async fn start_lesson(svc: State<'_, Service>, lesson_id: Arg<String>) -> Res<LessonView> {
    svc.guarded("start_lesson", || svc.lessons().start(&lesson_id))
}

#[tauri::command]
#[specta::specta]
pub async fn lesson_act(
    svc: State<'_, Service>,
    lesson_id: Arg<String>,
    action: Arg<String>,
    ply: Arg<usize>,
) -> Res<LessonView> {
    svc.guarded("lesson_act", || svc.lessons().act(&lesson_id, &action, *ply))
}

#[tauri::command]
#[specta::specta]
pub async fn lesson_refusal(
    svc: State<'_, Service>,
    lesson_id: Arg<String>,
    chosen: Arg<Vec<String>>,
    at: Arg<String>,
    ply: Arg<usize>,
) -> Res<Option<Refused>> {
    svc.guarded("lesson_refusal", || svc.lessons().refusal(&lesson_id, &chosen, &at, *ply))
}

#[tauri::command]
#[specta::specta]
pub async fn retry_lesson(svc: State<'_, Service>, lesson_id: Arg<String>) -> Res<LessonView> {
    svc.guarded("retry_lesson", || svc.lessons().retry(&lesson_id))
}

#[tauri::command]
#[specta::specta]
pub async fn review_game(svc: State<'_, Service>, game_id: Arg<String>) -> Res<ReviewView> {
    svc.guarded("review_game", || svc.review().open(&game_id))
}

#[tauri::command]
#[specta::specta]
pub async fn review_board(
    svc: State<'_, Service>,
    game_id: Arg<String>,
    ply: Arg<usize>,
) -> Res<ReviewBoard> {
    svc.guarded("review_board", || svc.review().board(&game_id, *ply))
}

/// `msPerPly` may be absent or null: the review's default budget.
#[tauri::command]
#[specta::specta]
pub async fn analyze_game(
    svc: State<'_, Service>,
    game_id: Arg<String>,
    ms_per_ply: Arg<Option<u64>>,
) -> Res<u64> {
    svc.guarded("analyze_game", || svc.review().analyze(&game_id, *ms_per_ply))
}

#[tauri::command]
#[specta::specta]
pub async fn cancel_analysis(svc: State<'_, Service>, job: Arg<u64>) -> Res<()> {
    svc.guarded("cancel_analysis", || {
        svc.review().cancel(*job);
        Ok(())
    })
}

#[tauri::command]
#[specta::specta]
pub async fn make_drills(svc: State<'_, Service>, game_id: Arg<String>) -> Res<Vec<DrillEntry>> {
    svc.guarded("make_drills", || svc.drills().make(&game_id))
}

#[tauri::command]
#[specta::specta]
pub async fn drills(svc: State<'_, Service>) -> Res<DrillList> {
    svc.guarded("drills", || svc.drills().list())
}

#[tauri::command]
#[specta::specta]
pub async fn start_drill(svc: State<'_, Service>, drill_id: Arg<i64>) -> Res<DrillView> {
    svc.guarded("start_drill", || svc.drills().start(*drill_id))
}

#[tauri::command]
#[specta::specta]
pub async fn drill_act(
    svc: State<'_, Service>,
    drill_id: Arg<i64>,
    action: Arg<String>,
    ply: Arg<usize>,
) -> Res<DrillView> {
    svc.guarded("drill_act", || svc.drills().act(*drill_id, &action, *ply))
}

#[tauri::command]
#[specta::specta]
pub async fn drill_refusal(
    svc: State<'_, Service>,
    drill_id: Arg<i64>,
    chosen: Arg<Vec<String>>,
    at: Arg<String>,
    ply: Arg<usize>,
) -> Res<Option<Refused>> {
    svc.guarded("drill_refusal", || svc.drills().refusal(*drill_id, &chosen, &at, *ply))
}

#[tauri::command]
#[specta::specta]
pub async fn show_drill(svc: State<'_, Service>, drill_id: Arg<i64>) -> Res<DrillView> {
    svc.guarded("show_drill", || svc.drills().show(*drill_id))
}

#[tauri::command]
#[specta::specta]
pub async fn statistics(svc: State<'_, Service>) -> Res<Vec<StatsLine>> {
    svc.guarded("statistics", || svc.statistics().lines())
}

/// `game` absent or null resets every game's statistics.
#[tauri::command]
#[specta::specta]
pub async fn reset_statistics(svc: State<'_, Service>, game: Arg<Option<GameKind>>) -> Res<Vec<StatsLine>> {
    svc.guarded("reset_statistics", || svc.statistics().reset(*game))
}

/// The page's boot steps, printed with the core's when `SC_BOOT_TRACE` is set (`boot_trace.rs`).
#[tauri::command]
#[specta::specta]
pub async fn boot_trace(svc: State<'_, Service>, trace: Arg<PageTrace>) -> Res<()> {
    svc.guarded("boot_trace", || {
        crate::boot_trace::print(&trace);
        Ok(())
    })
}

/// The core's events, once there are any (a long poll: the page asks again after each answer).
#[tauri::command]
#[specta::specta]
pub async fn next_events(svc: State<'_, Service>, queue: State<'_, Arc<EventQueue>>) -> Res<Vec<Event>> {
    let queue = Arc::clone(&queue);
    svc.guarded_task("next_events", async move { Ok(queue.next().await) }).await
}

// ---- Files: records, pictures, the backup, the clipboard (files.rs, service/files.rs) ----
//
// Each runs as its own task (`guarded_task`): a dialog is awaited, and a panic anywhere in it
// is an `internal` error like any command's. `None` when the player cancelled the dialog, and
// on a phone for a file handed to the share sheet (the sheet is the player's answer).

/// Saves game `gameId`'s record to a file the player chooses (`title`: the dialog's, in the
/// player's language); the path written.
#[tauri::command]
#[specta::specta]
pub async fn export_record_file<R: Runtime>(
    app: AppHandle<R>,
    svc: State<'_, Service>,
    game_id: Arg<String>,
    title: Arg<String>,
) -> Res<Option<String>> {
    let (svc, id, title) = (svc.inner().clone(), game_id.into_inner(), title.into_inner());
    svc.clone()
        .guarded_task("export_record_file", async move {
            let name = files::dated_name(svc.snapshot(&id)?.game.id());
            let Some(path) = files::save_path(&app, Kind::Record, &title, &name).await? else {
                return Ok(None);
            };
            svc.export_record_to(&id, &path)?;
            files::deliver(&app, &path, Kind::Record, &title).await
        })
        .await
}

/// A new game from a record file the player chooses.
#[tauri::command]
#[specta::specta]
pub async fn import_record_file<R: Runtime>(
    app: AppHandle<R>,
    svc: State<'_, Service>,
    title: Arg<String>,
) -> Res<Option<Snapshot>> {
    let (svc, title) = (svc.inner().clone(), title.into_inner());
    svc.clone()
        .guarded_task("import_record_file", async move {
            let Some(path) = files::open_path(&app, Kind::Record, &title).await? else { return Ok(None) };
            svc.import_record_file(&path).map(Some)
        })
        .await
}

/// A new game from the record on the clipboard.
#[tauri::command]
#[specta::specta]
pub async fn paste_record<R: Runtime>(app: AppHandle<R>, svc: State<'_, Service>) -> Res<Snapshot> {
    svc.guarded("paste_record", || svc.import_game(&files::clipboard_text(&app)?))
}

/// Puts `text` on the clipboard (a record, a raw save).
#[tauri::command]
#[specta::specta]
pub async fn copy_text<R: Runtime>(app: AppHandle<R>, svc: State<'_, Service>, text: Arg<String>) -> Res<()> {
    svc.guarded("copy_text", || files::copy_text(&app, &text))
}

/// Saves the board as a picture the page drew (`format` "svg": the SVG's text; "png": its
/// bytes in base64) to a file the player chooses; the path written.
#[tauri::command]
#[specta::specta]
pub async fn save_picture<R: Runtime>(
    app: AppHandle<R>,
    svc: State<'_, Service>,
    title: Arg<String>,
    format: Arg<PictureFormat>,
    data: Arg<String>,
) -> Res<Option<String>> {
    let (title, format, data) = (title.into_inner(), *format, data.into_inner());
    svc.guarded_task("save_picture", async move {
        let bytes = files::picture_bytes(format, &data)?;
        let name = files::dated_name("board");
        let Some(path) = files::save_path(&app, format.kind(), &title, &name).await? else { return Ok(None) };
        files::write(&path, &bytes)?;
        files::deliver(&app, &path, format.kind(), &title).await
    })
    .await
}

/// Backs up everything the saves hold to a file the player chooses.
#[tauri::command]
#[specta::specta]
pub async fn back_up_saves<R: Runtime>(
    app: AppHandle<R>,
    svc: State<'_, Service>,
    title: Arg<String>,
) -> Res<Option<BackedUp>> {
    let (svc, title) = (svc.inner().clone(), title.into_inner());
    svc.clone()
        .guarded_task("back_up_saves", async move {
            let name = files::dated_name("backup");
            let Some(path) = files::save_path(&app, Kind::Backup, &title, &name).await? else {
                return Ok(None);
            };
            let backed_up = svc.back_up(&path)?;
            Ok(files::deliver(&app, &path, Kind::Backup, &title).await?.map(|_| backed_up))
        })
        .await
}

/// Merges a backup the player chooses into the saves; what it added.
#[tauri::command]
#[specta::specta]
pub async fn restore_saves<R: Runtime>(
    app: AppHandle<R>,
    svc: State<'_, Service>,
    title: Arg<String>,
) -> Res<Option<Restored>> {
    let (svc, title) = (svc.inner().clone(), title.into_inner());
    svc.clone()
        .guarded_task("restore_saves", async move {
            let Some(path) = files::open_path(&app, Kind::Backup, &title).await? else { return Ok(None) };
            svc.restore(&path).map(Some)
        })
        .await
}

/// The diagnostics (version, platform, settings, the log's last lines; the games only when
/// `withGames`), put on the clipboard and answered.
#[tauri::command]
#[specta::specta]
pub async fn copy_diagnostics<R: Runtime>(
    app: AppHandle<R>,
    svc: State<'_, Service>,
    with_games: Arg<bool>,
) -> Res<String> {
    svc.guarded("copy_diagnostics", || {
        let report = crate::diagnostics::report(&app, &svc, *with_games);
        files::copy_text(&app, &report)?;
        Ok(report)
    })
}
