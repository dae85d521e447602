//! The main window. The app builds it from its config itself (`"create": false` in
//! `tauri.conf.json`), so that its first frame already has the theme's background, with no
//! white or black flash before the page paints (tauri #12743), and so that the page knows the
//! saved settings before its first paint (`window.__SC_SETTINGS__`, read by
//! `ui/js/theme-boot.js`): its first frame has the chosen theme, board and piece styles and
//! text size.

use tauri::window::Color;
use tauri::{WebviewWindow, WebviewWindowBuilder};

use crate::service::settings::{Settings, Theme};

/// The themes' page backgrounds: `--bg` of `ui/css/app.css` (the test below reads it there).
const LIGHT: Color = Color(0xf4, 0xec, 0xdf, 0xff);
const DARK: Color = Color(0x17, 0x13, 0x0f, 0xff);

/// How often, and how far apart, the display is tried before the app gives up.
#[cfg(target_os = "linux")]
const DISPLAY_TRIES: u32 = 5;
#[cfg(target_os = "linux")]
const DISPLAY_PAUSE: std::time::Duration = std::time::Duration::from_millis(400);

/// Opens the display with GTK before Tauri does (tao panics when GTK cannot start). A display
/// that does not answer at once (an X server busy under load, a session still starting) is
/// tried five times, 400 ms apart, each failure told on standard error (the log starts
/// later); then the reason is returned for a one-line exit instead of a panic.
#[cfg(target_os = "linux")]
pub fn open_display() -> Result<(), String> {
    let display = ["WAYLAND_DISPLAY", "DISPLAY"]
        .iter()
        .find_map(|name| std::env::var(name).ok().filter(|d| !d.is_empty()))
        .unwrap_or_else(|| "(none)".into());
    let mut attempt = 1;
    loop {
        match gtk::init() {
            Ok(()) => return Ok(()),
            Err(e) if attempt == DISPLAY_TRIES => {
                return Err(format!(
                    "the display '{display}' did not open after {DISPLAY_TRIES} tries ({e})"
                ));
            }
            Err(e) => {
                eprintln!("shuangcheng: the display '{display}' did not open ({e}), try {attempt} of {DISPLAY_TRIES}");
                std::thread::sleep(DISPLAY_PAUSE);
                attempt += 1;
            }
        }
    }
}

/// Opens the main window of the config with the background of the saved theme, the page
/// given the saved settings.
pub fn open_main(app: &tauri::App, settings: &Settings) -> tauri::Result<()> {
    let config = app.config().app.windows.iter().find(|w| w.label == "main").cloned();
    let config = config.ok_or_else(|| tauri::Error::WindowNotFound)?;
    // Settings are plain data (enums, numbers, flags): their JSON is a JS literal.
    let saved = serde_json::to_string(settings).unwrap_or_else(|_| "null".to_string());
    let window = WebviewWindowBuilder::from_config(app.handle(), &config)?
        .background_color(if settings.theme == Theme::Dark { DARK } else { LIGHT })
        .initialization_script(format!(
            "window.__SC_SETTINGS__ = {saved}; window.__SC_BOOT_TRACE__ = {};",
            crate::boot_trace::enabled()
        ))
        .build()?;
    if settings.theme == Theme::System {
        follow_theme(&window, settings.theme);
    }
    #[cfg(all(debug_assertions, target_os = "linux"))]
    emulate_text_scale(&window);
    Ok(())
}

/// Debug builds: `SC_TEXT_ZOOM=<factor>` scales the page's text only, not its layout, as
/// Android's system font size does through the WebView's `textZoom` (the end-to-end
/// test `tests/e2e/text-scale.test.mjs` runs at 2). WebKitGTK's `zoom-text-only` with that
/// zoom level does the same on the desktop.
#[cfg(all(debug_assertions, target_os = "linux"))]
fn emulate_text_scale(window: &WebviewWindow) {
    let Ok(text) = std::env::var("SC_TEXT_ZOOM") else { return };
    let Some(zoom) = text.parse::<f64>().ok().filter(|z| (0.5..=4.0).contains(z)) else {
        log::warn!("SC_TEXT_ZOOM={text:?}: a factor from 0.5 to 4 was expected");
        return;
    };
    let set = window.with_webview(move |webview| {
        use webkit2gtk::{SettingsExt, WebViewExt};
        let view = webview.inner();
        if let Some(settings) = WebViewExt::settings(&view) {
            settings.set_zoom_text_only(true);
        }
        view.set_zoom_level(zoom);
    });
    match set {
        Ok(()) => log::info!("text scaled by {zoom} (SC_TEXT_ZOOM)"),
        Err(e) => log::warn!("SC_TEXT_ZOOM: the WebView could not be reached: {e}"),
    }
}

/// Gives the window `theme`'s background (the system's, as the platform reports it, for
/// [`Theme::System`]); a window that cannot take it keeps the one it has.
pub fn follow_theme<R: tauri::Runtime>(window: &WebviewWindow<R>, theme: Theme) {
    let dark = match theme {
        Theme::Dark => true,
        Theme::Light => false,
        Theme::System => matches!(window.theme(), Ok(tauri::Theme::Dark)),
    };
    if let Err(e) = window.set_background_color(Some(if dark { DARK } else { LIGHT })) {
        log::warn!("the window's background could not follow the theme: {e}");
    }
}

/// A second launch of the app was handed over to this one: its window comes to the front (early
/// in the start there is none yet, and nothing does).
#[cfg(desktop)]
pub fn bring_to_front(app: &tauri::AppHandle) {
    use tauri::Manager;
    let Some(window) = app.get_webview_window("main") else {
        log::info!("a second launch was handed over before this app's window was built");
        return;
    };
    log::info!("a second launch was handed over to this window");
    let shown = window.unminimize().and_then(|()| window.show()).and_then(|()| window.set_focus());
    if let Err(e) = shown {
        log::warn!("the window could not be brought to the front: {e}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn css_background(theme_block: &str) -> String {
        let css = include_str!("../../ui/css/app.css");
        let block = &css[css.find(theme_block).expect("the theme's block")..];
        let at = block.find("--bg: #").expect("its --bg") + "--bg: #".len();
        block[at..at + 6].to_string()
    }

    fn hex(c: Color) -> String {
        format!("{:02x}{:02x}{:02x}", c.0, c.1, c.2)
    }

    #[test]
    fn the_window_background_is_the_pages() {
        assert_eq!(hex(LIGHT), css_background(":root {"));
        assert_eq!(hex(DARK), css_background("[data-theme='dark'] {"));
    }
}
