//! Shuangcheng's app core: the Tauri shell ([`run`]) over a service layer without Tauri types
//! ([`service`]), which owns the games, the saves, the timers and the AI.

mod app_log;
mod boot_trace;
mod command_arg;
#[macro_use]
mod command_list;
#[cfg(test)]
mod bindings;
mod commands;
#[cfg(target_os = "linux")]
mod cpu_raster;
mod diagnostics;
mod files;
mod safe_area;
mod screen_awake;
pub mod service;
#[cfg(target_os = "linux")]
mod single_instance;
mod window;

pub use command_list::COMMANDS;

/// `tauri::generate_handler!` over `commands::<name>` for every command of `command_list`.
macro_rules! handler {
    ($($name:ident $(<$runtime:ident>)?,)*) => {
        tauri::generate_handler![$(commands::$name),*]
    };
}

#[cfg(test)]
mod malformed_calls;

use std::sync::Arc;

use tauri::Manager;

use service::{EventQueue, EventSink, Service};

/// The log (`app_log`): standard error, and `shuangcheng.log` in the app's log directory when
/// it can be written (see docs/app-core.md for where that is on each platform). The app runs on
/// without the file: a log must never stop it.
fn start_log(app: &tauri::App) {
    let writes_file = app_log::start(app.path().app_log_dir().ok().as_deref());
    service::panics::log_panics();
    log::info!("Shuangcheng {} starting", app.package_info().version);
    if !writes_file {
        log::warn!("the app's log directory cannot be written: the log goes to standard error only");
    }
}

/// Opens the service on the app data directory's database (in memory, with the reason shown,
/// when the platform gives no usable directory). Its events wait in `queue` until the page
/// asks for them (`next_events`).
fn open_service(app: &tauri::App, queue: Arc<EventQueue>) -> Service {
    let mut events: Arc<dyn EventSink> = queue;
    // The screen stays on while a player's clock runs, where the platform has a way.
    if let Some(inhibitor) = screen_awake::inhibitor(app.handle()) {
        events = Arc::new(service::wake_lock::WakeLock::new(events, inhibitor));
    }
    let runtime = tauri::async_runtime::handle().inner().clone();
    let service = match app.path().app_data_dir() {
        Ok(dir) => Service::open(&dir.join(service::DB_FILE), events, runtime),
        Err(e) => {
            let why = service::saves::status::Failure::new(service::Problem::NoDirectory, e);
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

/// One app per identifier and user session on macOS and Windows: a second launch hands over to the first
/// (its window comes to the front) and exits. Linux does the same over libdbus
/// (`single_instance`). The directory's lock file stands behind both (`service::saves::lock`).
#[cfg(any(target_os = "macos", windows))]
fn single_instance() -> tauri::plugin::TauriPlugin<tauri::Wry> {
    tauri_plugin_single_instance::init(|app, args, cwd| {
        window::bring_to_front(app);
        // Windows: a record file opened from the desktop is the later launch's argument
        // (relative to its folder).
        let files = args.into_iter().skip(1).map(|a| std::path::Path::new(&cwd).join(a));
        files::hand_over(app, files.filter(|p| p.is_file()).collect());
    })
}

/// Desktops: the window keeps its size, position and maximised state across launches; a
/// position no screen shows any more is left to the system (the plugin's own check).
#[cfg(desktop)]
fn window_state() -> tauri::plugin::TauriPlugin<tauri::Wry> {
    use tauri_plugin_window_state::StateFlags;
    let kept = StateFlags::SIZE | StateFlags::POSITION | StateFlags::MAXIMIZED;
    tauri_plugin_window_state::Builder::default().with_state_flags(kept).build()
}

/// The plugins each platform runs: the system's dialogs and clipboard everywhere (called from
/// the core: `files.rs`); on desktops the single instance (macOS, Windows) and the window's
/// state; on phones haptics, the screen kept on, the safe area's insets, the share sheet and
/// the file system's reading of a picked file (`files.rs`; the page is granted none of the
/// last two's commands).
fn with_plugins(builder: tauri::Builder<tauri::Wry>) -> tauri::Builder<tauri::Wry> {
    let builder = builder
        .manage(files::Handed::default())
        .plugin(tauri_plugin_dialog::init())
        .plugin(tauri_plugin_clipboard_manager::init());
    #[cfg(any(target_os = "macos", windows))]
    let builder = builder.plugin(single_instance());
    #[cfg(desktop)]
    let builder = builder.plugin(window_state());
    #[cfg(mobile)]
    let builder = builder
        .plugin(tauri_plugin_haptics::init())
        .plugin(tauri_plugin_keep_screen_on::init())
        .plugin(tauri_plugin_safe_area_insets::init())
        .plugin(tauri_plugin_sharekit::init())
        .plugin(tauri_plugin_fs::init());
    builder
}

/// Linux, before Tauri starts: the app's name claimed on the session bus (handing `handed`, the
/// record files of this launch, to a running app), then the display opened (the app exits,
/// saying why, when it cannot be). `None`: this is a second launch, handed over to the first,
/// and it leaves.
#[cfg(target_os = "linux")]
fn before_tauri(identifier: &str, handed: &[std::path::PathBuf]) -> Option<single_instance::Launch> {
    // A second launch hands over before GTK and WebKit start: leaving then ends no thread of
    // theirs mid-work (an exit from the app's setup could crash in them).
    let launch = single_instance::claim_or_hand_over(identifier, handed);
    boot_trace::mark("single instance claimed (session bus)");
    if matches!(launch, single_instance::Launch::HandedOver) {
        eprintln!("shuangcheng: the app already running here has brought its window to the front");
        return None;
    }
    if let Err(why) = window::open_display() {
        eprintln!("shuangcheng: cannot start: {why}");
        std::process::exit(1);
    }
    boot_trace::mark("display opened (GTK)");
    Some(launch)
}

#[cfg_attr(mobile, tauri::mobile_entry_point)]
pub fn run() {
    boot_trace::mark("run() entered");
    let context = tauri::tauri_build_context!();
    // Record files opened from the desktop arrive as the launch's arguments.
    let handed = files::on_command_line(std::env::args());
    #[cfg(target_os = "linux")]
    let Some(launch) = before_tauri(&context.config().identifier, &handed) else {
        return;
    };
    #[cfg(target_os = "linux")]
    let cpu_raster = cpu_raster::choose();
    let app = with_plugins(tauri::Builder::default())
        .setup(move |app| {
            boot_trace::mark("setup started (Tauri and GTK up)");
            start_log(app);
            #[cfg(target_os = "linux")]
            launch.start(app.handle());
            #[cfg(target_os = "linux")]
            if cpu_raster {
                log::info!("no GPU render node in /dev/dri: WebKit draws on the CPU (WEBKIT_SKIA_ENABLE_CPU_RENDERING=1)");
            }
            // Until the player picks a language, the UI speaks the system's.
            let language = service::settings::follow_system_locale(sys_locale::get_locales());
            log::info!("system locale {:?}: language {language:?}", sys_locale::get_locale());
            let queue = Arc::new(EventQueue::new());
            let service = open_service(app, queue.clone());
            app.manage(queue);
            boot_trace::mark("saves opened");
            let settings = service.settings().get();
            app.manage(service);
            files::hand_over(app.handle(), handed);
            files::service_ready(app.handle());
            window::open_main(app, &settings)?;
            boot_trace::mark("window built");
            Ok(())
        })
        .invoke_handler(with_commands!(handler))
        .build(context);
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
            // macOS: a record file opened from the Finder, at launch or while running.
            #[cfg(target_os = "macos")]
            tauri::RunEvent::Opened { urls } => {
                let paths = urls.into_iter().filter_map(|u| u.to_file_path().ok()).collect();
                files::hand_over(handle, paths);
            }
            // Android's onPause / iOS's resign-active: the game on screen pauses…
            #[cfg(mobile)]
            tauri::RunEvent::WindowEvent { event: tauri::WindowEvent::Suspended, .. } => service.suspend(),
            // …and comes back when the app does (a timed game stays paused until the player
            // taps).
            #[cfg(mobile)]
            tauri::RunEvent::WindowEvent { event: tauri::WindowEvent::Resumed, .. } => service.wake(),
            _ => {}
        }
    });
}
