//! Shuangcheng's app core: the Tauri shell ([`run`]) over a service layer without Tauri types
//! ([`service`]), which owns the games, the saves, the timers and the AI.

mod boot_trace;
#[macro_use]
mod command_list;
mod commands;
#[cfg(target_os = "linux")]
mod cpu_raster;
mod safe_area;
mod screen_awake;
pub mod service;
mod window;

pub use command_list::COMMANDS;

/// `tauri::generate_handler!` over `commands::<name>` for every command of `command_list`.
macro_rules! handler {
    ($($name:ident,)*) => {
        tauri::generate_handler![$(commands::$name),*]
    };
}

use std::sync::Arc;

use tauri::{Emitter, Manager};

use service::{Event, EventSink, Service};

/// Sends the service's events to every window.
struct TauriEvents(tauri::AppHandle);

impl EventSink for TauriEvents {
    fn emit(&self, event: Event) {
        let name = event.name();
        let sent = match &event {
            Event::GameUpdated(p) => self.0.emit(name, p),
            Event::ClockTick(p) => self.0.emit(name, p),
            Event::TurnTimeout(p) => self.0.emit(name, p),
            Event::AiThinking(p) => self.0.emit(name, p),
            Event::StorageStatus(p) => self.0.emit(name, p),
            Event::AppNotice(p) => self.0.emit(name, p),
            Event::AnalysisProgress(p) => self.0.emit(name, p),
        };
        // The UI asks for a fresh snapshot whenever it needs one: a lost event is logged only.
        if let Err(e) = sent {
            log::warn!("the {name} event could not be sent to the window: {e}");
        }
    }
}

/// The log: `shuangcheng.log` in the app's log directory, rotated at 1 MB keeping the last 3
/// (see docs/app-core.md for where that is on each platform), or standard error alone when the
/// directory cannot be written (the app runs on: a log must never stop it).
fn start_log(app: &tauri::App) {
    use tauri_plugin_log::{RotationStrategy, Target, TargetKind};
    const FILE: &str = "shuangcheng";
    let writable = app.path().app_log_dir().ok().filter(|dir| {
        std::fs::create_dir_all(dir).is_ok()
            && std::fs::OpenOptions::new()
                .create(true)
                .append(true)
                .open(dir.join(format!("{FILE}.log")))
                .is_ok()
    });
    let mut targets = vec![Target::new(TargetKind::Stderr)];
    if writable.is_some() {
        targets.push(Target::new(TargetKind::LogDir { file_name: Some(FILE.into()) }));
    }
    let plugin = tauri_plugin_log::Builder::new()
        .clear_targets()
        .targets(targets)
        .level(log::LevelFilter::Info)
        .max_file_size(1_000_000)
        .rotation_strategy(RotationStrategy::KeepSome(3))
        .build();
    if let Err(e) = app.handle().plugin(plugin) {
        eprintln!("shuangcheng: no log file: {e}");
    }
    service::panics::log_panics();
    log::info!("Shuangcheng {} starting", app.package_info().version);
    if writable.is_none() {
        log::warn!("the app's log directory cannot be written: the log goes to standard error only");
    }
}

/// Opens the service on the app data directory's database (in memory, with the reason shown,
/// when the platform gives no usable directory).
fn open_service(app: &tauri::App) -> Service {
    let mut events: Arc<dyn EventSink> = Arc::new(TauriEvents(app.handle().clone()));
    // The screen stays on while a player's clock runs, where the platform has a way.
    if let Some(inhibitor) = screen_awake::inhibitor(app.handle()) {
        events = Arc::new(service::wake_lock::WakeLock::new(events, inhibitor));
    }
    let runtime = tauri::async_runtime::handle().inner().clone();
    let service = match app.path().app_data_dir() {
        Ok(dir) => Service::open(&dir.join(service::DB_FILE), events, runtime),
        Err(e) => {
            let why = service::storage::Failure::new(service::Problem::NoDirectory, e);
            Service::in_memory(Some(why), events, runtime)
        }
    };
    // Debug builds only: `--fault=<name>` arms a fault for the end-to-end tests.
    #[cfg(debug_assertions)]
    for arg in std::env::args() {
        if let Some(fault) = arg.strip_prefix("--fault=").and_then(service::Fault::parse) {
            service.arm_fault(fault);
        }
    }
    service
}

/// One app per data directory on desktop: a second launch hands over to the first (its window
/// comes to the front) and exits. The directory's lock file stands behind this (`storage`).
#[cfg(desktop)]
fn single_instance() -> tauri::plugin::TauriPlugin<tauri::Wry> {
    tauri_plugin_single_instance::init(|app, _args, _cwd| {
        log::info!("a second launch was handed over to this window");
        if let Some(window) = app.get_webview_window("main") {
            let shown = window.unminimize().and_then(|()| window.show()).and_then(|()| window.set_focus());
            if let Err(e) = shown {
                log::warn!("the window could not be brought to the front: {e}");
            }
        }
    })
}

#[cfg_attr(mobile, tauri::mobile_entry_point)]
pub fn run() {
    #[cfg(target_os = "linux")]
    let cpu_raster = cpu_raster::choose();
    boot_trace::mark("run() entered");
    let builder = tauri::Builder::default();
    #[cfg(desktop)]
    let builder = builder.plugin(single_instance());
    #[cfg(mobile)]
    let builder = builder.plugin(tauri_plugin_haptics::init()).plugin(tauri_plugin_keep_screen_on::init());
    #[cfg(mobile)]
    let builder = builder.plugin(tauri_plugin_safe_area_insets::init());
    let app = builder
        .setup(move |app| {
            boot_trace::mark("setup started (Tauri and GTK up)");
            start_log(app);
            #[cfg(target_os = "linux")]
            if cpu_raster {
                log::info!("no GPU render node in /dev/dri: WebKit draws on the CPU (WEBKIT_SKIA_ENABLE_CPU_RENDERING=1)");
            }
            // Until the player picks a language, the UI speaks the system's.
            let language = service::settings::follow_system_locale(sys_locale::get_locales());
            log::info!("system locale {:?}: language {language:?}", sys_locale::get_locale());
            let service = open_service(app);
            boot_trace::mark("saves opened");
            let settings = service.get_settings();
            app.manage(service);
            window::open_main(app, &settings)?;
            boot_trace::mark("window built");
            Ok(())
        })
        .invoke_handler(with_commands!(handler))
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
            tauri::RunEvent::Exit => {
                service.shutdown();
                log::info!("Shuangcheng closed");
            }
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
