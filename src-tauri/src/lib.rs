//! Shuangcheng's app core: the Tauri shell ([`run`]) over a service layer without Tauri types
//! ([`service`]), which owns the games, the saves, the timers and the AI.

mod commands;
pub mod service;

use std::sync::Arc;

use tauri::{Emitter, Manager};

use service::{Event, EventSink, Service, StorageNotice};

/// Sends the service's events to every window.
struct TauriEvents(tauri::AppHandle);

impl EventSink for TauriEvents {
    fn emit(&self, event: Event) {
        let name = event.name();
        let _ = match &event {
            Event::GameUpdated(p) => self.0.emit(name, p),
            Event::ClockTick(p) => self.0.emit(name, p),
            Event::TurnTimeout(p) => self.0.emit(name, p),
            Event::AiThinking(p) => self.0.emit(name, p),
            Event::StorageNotice(p) => self.0.emit(name, p),
        };
    }
}

/// Opens the service on the app data directory's database (in memory, with a notice, when
/// the platform gives no usable directory).
fn open_service(app: &tauri::App) -> Service {
    let events: Arc<dyn EventSink> = Arc::new(TauriEvents(app.handle().clone()));
    let runtime = tauri::async_runtime::handle().inner().clone();
    match app.path().app_data_dir() {
        Ok(dir) => Service::open(&dir.join(service::DB_FILE), events, runtime),
        Err(e) => Service::in_memory(
            Some(StorageNotice {
                message: format!(
                    "No app data directory ({e}); games are kept in memory until the app closes."
                ),
                moved_to: None,
                in_memory: true,
            }),
            events,
            runtime,
        ),
    }
}

#[cfg_attr(mobile, tauri::mobile_entry_point)]
pub fn run() {
    let app = tauri::Builder::default()
        .setup(|app| {
            let service = open_service(app);
            app.manage(service);
            Ok(())
        })
        .invoke_handler(tauri::generate_handler![
            commands::catalog,
            commands::storage_notice,
            commands::new_game,
            commands::snapshot,
            commands::act,
            commands::undo,
            commands::redo,
            commands::hint,
            commands::resign,
            commands::agree_draw,
            commands::rematch,
            commands::list_saves,
            commands::resume_game,
            commands::delete_game,
            commands::pause,
            commands::get_settings,
            commands::set_settings,
            commands::export_game,
            commands::import_game,
            commands::generals_presets,
            commands::validate_army,
            commands::submit_army,
        ])
        .build(tauri::tauri_build_context!());
    let app = match app {
        Ok(app) => app,
        Err(e) => {
            eprintln!("shuangcheng: cannot start: {e}");
            std::process::exit(1);
        }
    };
    app.run(|handle, event| {
        let Some(service) = handle.try_state::<Service>() else { return };
        match event {
            // Closing the app: every clock is saved where it stands, every AI stops.
            tauri::RunEvent::Exit => service.shutdown(),
            // Android's onPause / iOS's resign-active: the game on screen pauses…
            #[cfg(mobile)]
            tauri::RunEvent::WindowEvent { event: tauri::WindowEvent::Suspended, .. } => service.suspend(),
            // …and runs again when the app comes back.
            #[cfg(mobile)]
            tauri::RunEvent::WindowEvent { event: tauri::WindowEvent::Resumed, .. } => service.wake(),
            _ => {}
        }
    });
}
