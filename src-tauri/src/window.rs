//! The main window. The app builds it from its config itself (`"create": false` in
//! `tauri.conf.json`), so that its first frame already has the theme's background, with no
//! white or black flash before the page paints (tauri #12743), and so that the page knows the
//! theme before its first paint (`window.__SC_THEME__`, read by `ui/js/theme-boot.js`).

use tauri::window::Color;
use tauri::{WebviewWindow, WebviewWindowBuilder};

use crate::service::settings::Theme;

/// The themes' page backgrounds: `--bg` of `ui/css/app.css` (the test below reads it there).
const LIGHT: Color = Color(0xf4, 0xec, 0xdf, 0xff);
const DARK: Color = Color(0x17, 0x13, 0x0f, 0xff);

/// Opens the main window of the config with `theme`'s background.
pub fn open_main(app: &tauri::App, theme: Theme) -> tauri::Result<()> {
    let config = app.config().app.windows.iter().find(|w| w.label == "main").cloned();
    let config = config.ok_or_else(|| tauri::Error::WindowNotFound)?;
    let chosen = match theme {
        Theme::Light => "light",
        Theme::Dark => "dark",
        Theme::System => "system",
    };
    let window = WebviewWindowBuilder::from_config(app.handle(), &config)?
        .background_color(if theme == Theme::Dark { DARK } else { LIGHT })
        .initialization_script(format!("window.__SC_THEME__ = '{chosen}';"))
        .build()?;
    if theme == Theme::System {
        follow_theme(&window, theme);
    }
    Ok(())
}

/// Gives the window `theme`'s background (the system's, as the platform reports it, for
/// [`Theme::System`]); a window that cannot take it keeps the one it has.
pub fn follow_theme(window: &WebviewWindow, theme: Theme) {
    let dark = match theme {
        Theme::Dark => true,
        Theme::Light => false,
        Theme::System => matches!(window.theme(), Ok(tauri::Theme::Dark)),
    };
    if let Err(e) = window.set_background_color(Some(if dark { DARK } else { LIGHT })) {
        log::warn!("the window's background could not follow the theme: {e}");
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
