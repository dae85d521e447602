//! Each platform's switch that keeps the screen on, for the core's wake lock
//! ([`crate::service::wake_lock`]): the keep-screen-on plugin on phones (Android's
//! `FLAG_KEEP_SCREEN_ON`, iOS's `isIdleTimerDisabled`), the freedesktop screensaver inhibit on
//! the Linux session bus, `SetThreadExecutionState` on Windows and an IOKit power assertion on
//! macOS.

use crate::service::wake_lock::ScreenInhibitor;

/// This platform's switch, or `None` where the app has none.
pub fn inhibitor(_app: &tauri::AppHandle) -> Option<Box<dyn ScreenInhibitor>> {
    #[cfg(mobile)]
    let found: Option<Box<dyn ScreenInhibitor>> = Some(Box::new(phone::KeepScreenOn(_app.clone())));
    #[cfg(target_os = "linux")]
    let found: Option<Box<dyn ScreenInhibitor>> = Some(Box::new(freedesktop::ScreenSaver::default()));
    #[cfg(windows)]
    let found: Option<Box<dyn ScreenInhibitor>> = Some(Box::new(windows::ExecutionState));
    #[cfg(target_os = "macos")]
    let found: Option<Box<dyn ScreenInhibitor>> = Some(Box::new(macos::DisplayAwake::default()));
    #[cfg(not(any(mobile, target_os = "linux", windows, target_os = "macos")))]
    let found = None;
    found
}

#[cfg(mobile)]
mod phone {
    use tauri_plugin_keep_screen_on::KeepScreenOnExt;

    use super::ScreenInhibitor;

    pub struct KeepScreenOn(pub tauri::AppHandle);

    impl KeepScreenOn {
        fn set(&self, on: bool) -> Result<(), String> {
            self.0.keep_screen_on().keep_screen_on(on).map_err(|e| e.to_string())
        }
    }

    impl ScreenInhibitor for KeepScreenOn {
        fn hold(&mut self) -> Result<(), String> {
            self.set(true)
        }

        fn release(&mut self) -> Result<(), String> {
            self.set(false)
        }
    }
}

/// `org.freedesktop.ScreenSaver` on the session bus (GNOME, KDE, Xfce and others): `Inhibit`
/// gives a cookie that `UnInhibit` hands back.
#[cfg(target_os = "linux")]
mod freedesktop {
    use std::time::Duration;

    use dbus::blocking::Connection;

    use super::ScreenInhibitor;

    const NAME: &str = "org.freedesktop.ScreenSaver";
    const PATH: &str = "/org/freedesktop/ScreenSaver";
    const ANSWER_WITHIN: Duration = Duration::from_secs(5);

    #[derive(Default)]
    pub struct ScreenSaver {
        bus: Option<Connection>,
        cookie: Option<u32>,
    }

    impl ScreenSaver {
        fn bus(&mut self) -> Result<&Connection, String> {
            if self.bus.is_none() {
                self.bus = Some(Connection::new_session().map_err(|e| format!("no session bus ({e})"))?);
            }
            Ok(self.bus.as_ref().expect("just connected"))
        }
    }

    impl ScreenInhibitor for ScreenSaver {
        fn hold(&mut self) -> Result<(), String> {
            if self.cookie.is_some() {
                return Ok(());
            }
            let (cookie,): (u32,) = self
                .bus()?
                .with_proxy(NAME, PATH, ANSWER_WITHIN)
                .method_call(NAME, "Inhibit", ("Shuangcheng", "a timed game is in play"))
                .map_err(|e| format!("{NAME}.Inhibit: {e}"))?;
            self.cookie = Some(cookie);
            Ok(())
        }

        fn release(&mut self) -> Result<(), String> {
            let Some(cookie) = self.cookie.take() else { return Ok(()) };
            self.bus()?
                .with_proxy(NAME, PATH, ANSWER_WITHIN)
                .method_call::<(), _, _, _>(NAME, "UnInhibit", (cookie,))
                .map_err(|e| format!("{NAME}.UnInhibit: {e}"))
        }
    }
}

/// Windows keeps the display on while the thread that asked keeps `ES_CONTINUOUS` set: the
/// wake lock's own thread makes both calls.
#[cfg(windows)]
mod windows {
    use windows_sys::Win32::System::Power::{
        SetThreadExecutionState, ES_CONTINUOUS, ES_DISPLAY_REQUIRED, ES_SYSTEM_REQUIRED,
    };

    use super::ScreenInhibitor;

    pub struct ExecutionState;

    fn set(state: u32) -> Result<(), String> {
        // SAFETY: a plain Win32 call on flags; it fails by returning 0.
        if unsafe { SetThreadExecutionState(state) } == 0 {
            return Err("SetThreadExecutionState failed".into());
        }
        Ok(())
    }

    impl ScreenInhibitor for ExecutionState {
        fn hold(&mut self) -> Result<(), String> {
            set(ES_CONTINUOUS | ES_DISPLAY_REQUIRED | ES_SYSTEM_REQUIRED)
        }

        fn release(&mut self) -> Result<(), String> {
            set(ES_CONTINUOUS)
        }
    }
}

/// macOS keeps the display awake while an IOKit assertion of the type
/// `PreventUserIdleDisplaySleep` is held (the one `caffeinate -d` takes).
#[cfg(target_os = "macos")]
mod macos {
    use core_foundation::base::TCFType;
    use core_foundation::string::{CFString, CFStringRef};

    use super::ScreenInhibitor;

    #[link(name = "IOKit", kind = "framework")]
    extern "C" {
        fn IOPMAssertionCreateWithName(kind: CFStringRef, level: u32, name: CFStringRef, id: *mut u32)
            -> i32;
        fn IOPMAssertionRelease(id: u32) -> i32;
    }

    /// `kIOPMAssertionLevelOn`.
    const LEVEL_ON: u32 = 255;

    #[derive(Default)]
    pub struct DisplayAwake {
        assertion: Option<u32>,
    }

    impl ScreenInhibitor for DisplayAwake {
        fn hold(&mut self) -> Result<(), String> {
            if self.assertion.is_some() {
                return Ok(());
            }
            let kind = CFString::from_static_string("PreventUserIdleDisplaySleep");
            let name = CFString::from_static_string("Shuangcheng: a timed game is in play");
            let mut id = 0;
            // SAFETY: both strings outlive the call; IOKit writes the id only on success (0).
            let status = unsafe {
                IOPMAssertionCreateWithName(
                    kind.as_concrete_TypeRef(),
                    LEVEL_ON,
                    name.as_concrete_TypeRef(),
                    &mut id,
                )
            };
            if status != 0 {
                return Err(format!("IOPMAssertionCreateWithName failed ({status:#x})"));
            }
            self.assertion = Some(id);
            Ok(())
        }

        fn release(&mut self) -> Result<(), String> {
            let Some(id) = self.assertion.take() else { return Ok(()) };
            // SAFETY: `id` came from IOPMAssertionCreateWithName and is released once.
            let status = unsafe { IOPMAssertionRelease(id) };
            if status != 0 {
                return Err(format!("IOPMAssertionRelease failed ({status:#x})"));
            }
            Ok(())
        }
    }
}
