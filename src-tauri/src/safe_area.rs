//! The screen's safe area for the page: how far the status bar, a notch or a
//! camera cutout and the navigation bar reach into the window, in CSS pixels. The UI sets
//! them as `--native-inset-*` and lays out inside the larger of them and
//! `env(safe-area-inset-*)` (`ui/js/safe-area.js`, `ui/css/app.css`), because Android System
//! WebView below 140 reads `env()` as 0 (tauri #14240).
//!
//! On phones the numbers come from `tauri-plugin-safe-area-insets`; on desktops there are
//! none. Debug builds can be given insets in [`SIMULATED`], sent to the page the same way, so
//! the end-to-end tests see a notch or a cutout on the desktop WebView.

use serde::Serialize;

/// `SC_SIMULATED_INSETS=top,right,bottom,left` in CSS pixels (debug builds only).
#[cfg(any(debug_assertions, test))]
pub const SIMULATED: &str = "SC_SIMULATED_INSETS";

#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, specta::Type)]
pub struct Insets {
    pub top: f64,
    pub right: f64,
    pub bottom: f64,
    pub left: f64,
}

/// Reads `top,right,bottom,left`: four numbers of CSS pixels, each from 0 to 400.
#[cfg(any(debug_assertions, test))]
pub fn parse(text: &str) -> Result<Insets, String> {
    let numbers: Vec<f64> = text
        .split(',')
        .map(|n| n.trim().parse::<f64>().ok().filter(|v| (0.0..=400.0).contains(v)))
        .collect::<Option<_>>()
        .ok_or_else(|| format!("{SIMULATED}={text:?}: four numbers from 0 to 400 were expected"))?;
    match numbers[..] {
        [top, right, bottom, left] => Ok(Insets { top, right, bottom, left }),
        _ => Err(format!("{SIMULATED}={text:?}: four numbers (top,right,bottom,left) were expected")),
    }
}

/// The insets now: the simulated ones in a debug build given [`SIMULATED`], else the
/// platform's (zero where it has none or cannot tell: the page then relies on `env()`).
pub fn current<R: tauri::Runtime>(app: &tauri::AppHandle<R>) -> Insets {
    #[cfg(debug_assertions)]
    if let Ok(text) = std::env::var(SIMULATED) {
        match parse(&text) {
            Ok(insets) => return insets,
            Err(e) => log::warn!("{e}"),
        }
    }
    native(app)
}

/// The plugin's numbers: Android's system bars in dp (= CSS pixels); on iOS it answers 0, and
/// WKWebView's `env()` is what counts there.
#[cfg(mobile)]
fn native<R: tauri::Runtime>(app: &tauri::AppHandle<R>) -> Insets {
    use tauri_plugin_safe_area_insets::SafeAreaInsetsExt;
    match app.safe_area_insets().get_insets() {
        Ok(i) => {
            Insets { top: i.top.into(), right: i.right.into(), bottom: i.bottom.into(), left: i.left.into() }
        }
        Err(e) => {
            log::info!("the platform gave no safe-area insets ({e}); the page uses env() alone");
            Insets::default()
        }
    }
}

#[cfg(desktop)]
fn native<R: tauri::Runtime>(_app: &tauri::AppHandle<R>) -> Insets {
    Insets::default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn four_numbers_top_right_bottom_left() {
        let notch = parse("47, 0, 34, 0").unwrap();
        assert_eq!(notch, Insets { top: 47.0, right: 0.0, bottom: 34.0, left: 0.0 });
        assert_eq!(parse("0,0,21,48.5").unwrap().left, 48.5);
    }

    #[test]
    fn anything_else_is_refused_with_the_reason() {
        for bad in ["", "47", "1,2,3", "1,2,3,4,5", "a,0,0,0", "-1,0,0,0", "0,0,0,401", "NaN,0,0,0"] {
            let e = parse(bad).unwrap_err();
            assert!(e.starts_with(SIMULATED), "{bad}: {e}");
        }
    }
}
