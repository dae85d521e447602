//! The platform's side of files: the system's open and save dialogs (tauri-plugin-dialog), the
//! clipboard (tauri-plugin-clipboard-manager), the share sheet on phones (tauri-plugin-share),
//! and the record files the desktop hands to the app (a path on the command line, the D-Bus
//! hand-over on Linux, the single-instance plugin's arguments on Windows, `RunEvent::Opened`
//! on macOS). What is done with a file is the service's (`service::files`).
//!
//! The dialogs are called from the core, so the page is granted none of the plugins' own
//! commands. Their titles come from the page, in the player's language.

use std::path::{Path, PathBuf};
use std::sync::Mutex;

use tauri::{AppHandle, Manager, Runtime};
use tauri_plugin_clipboard_manager::ClipboardExt;
use tauri_plugin_dialog::{DialogExt, FilePath};

use crate::service::error::{AppError, AppResult, Detail};
use crate::service::files::{BACKUP_EXTENSION, RECORD_EXTENSION};
use crate::service::Service;

/// What a dialog is for: the files it offers and the name it suggests.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Record,
    Backup,
    Svg,
    Png,
}

impl Kind {
    fn extension(self) -> &'static str {
        match self {
            Kind::Record => RECORD_EXTENSION,
            Kind::Backup => BACKUP_EXTENSION,
            Kind::Svg => "svg",
            Kind::Png => "png",
        }
    }
}

/// Debug builds: `SC_PICK_FILE=<path>` answers every dialog with that path without showing it
/// (empty: the player cancelled), so the end-to-end tests can save and open files; a test
/// cannot click a system dialog's buttons.
#[cfg(debug_assertions)]
fn picked_for_tests() -> Option<Option<PathBuf>> {
    let path = std::env::var_os("SC_PICK_FILE")?;
    Some((!path.is_empty()).then(|| PathBuf::from(path)))
}

#[cfg(not(debug_assertions))]
fn picked_for_tests() -> Option<Option<PathBuf>> {
    None
}

/// A chosen file as a path (on Android a `content://` address that is not one is refused).
fn path_of(picked: Option<FilePath>) -> AppResult<Option<PathBuf>> {
    picked
        .map(|p| {
            p.into_path().map_err(|e| {
                let why = format!("the chosen file has no path here: {e}");
                AppError::BadRequest(Detail::with_params("file.read", [], why))
            })
        })
        .transpose()
}

/// Asks the player where to save a file of `kind`, suggesting `name`; `None` when cancelled.
pub async fn save_path<R: Runtime>(
    app: &AppHandle<R>,
    kind: Kind,
    title: &str,
    name: &str,
) -> AppResult<Option<PathBuf>> {
    if let Some(picked) = picked_for_tests() {
        return Ok(picked);
    }
    let (tx, rx) = tokio::sync::oneshot::channel();
    app.dialog()
        .file()
        .set_title(title)
        .set_file_name(format!("{name}.{}", kind.extension()))
        .add_filter(kind.extension(), &[kind.extension()])
        .save_file(move |p| drop(tx.send(p)));
    path_of(rx.await.ok().flatten())
}

/// Asks the player for a file of `kind` to open; `None` when cancelled.
pub async fn open_path<R: Runtime>(
    app: &AppHandle<R>,
    kind: Kind,
    title: &str,
) -> AppResult<Option<PathBuf>> {
    if let Some(picked) = picked_for_tests() {
        return Ok(picked);
    }
    let (tx, rx) = tokio::sync::oneshot::channel();
    app.dialog()
        .file()
        .set_title(title)
        .add_filter(kind.extension(), &[kind.extension()])
        .pick_file(move |p| drop(tx.send(p)));
    path_of(rx.await.ok().flatten())
}

/// The clipboard's text; an empty clipboard is said so.
pub fn clipboard_text<R: Runtime>(app: &AppHandle<R>) -> AppResult<String> {
    let empty = |why: String| AppError::BadRequest(Detail::with_params("clipboard.empty", [], why));
    let text = app.clipboard().read_text().map_err(|e| empty(format!("no text on the clipboard: {e}")))?;
    if text.trim().is_empty() {
        return Err(empty("the clipboard holds no text".into()));
    }
    Ok(text)
}

/// Puts `text` on the clipboard.
pub fn copy_text<R: Runtime>(app: &AppHandle<R>, text: &str) -> AppResult<()> {
    app.clipboard()
        .write_text(text)
        .map_err(|e| AppError::Internal(format!("the clipboard refused the text: {e}")))
}

/// A picture of the board, as the page drew it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Deserialize, specta::Type)]
#[serde(rename_all = "kebab-case")]
pub enum PictureFormat {
    /// The board's SVG, as text.
    Svg,
    /// The board drawn on a canvas, its PNG bytes in base64.
    Png,
}

impl PictureFormat {
    pub fn kind(self) -> Kind {
        match self {
            PictureFormat::Svg => Kind::Svg,
            PictureFormat::Png => Kind::Png,
        }
    }
}

/// The bytes of a picture the page sent; a PNG that is not base64 of a PNG is refused.
pub fn picture_bytes(format: PictureFormat, data: &str) -> AppResult<Vec<u8>> {
    use base64::Engine;
    let bad = |why: &str| AppError::bad_request(format!("the picture is not {format:?}: {why}"));
    match format {
        PictureFormat::Svg if data.trim_start().starts_with("<svg") => Ok(data.as_bytes().to_vec()),
        PictureFormat::Svg => Err(bad("no <svg> element")),
        PictureFormat::Png => {
            let bytes =
                base64::engine::general_purpose::STANDARD.decode(data).map_err(|e| bad(&e.to_string()))?;
            match bytes.starts_with(b"\x89PNG\r\n\x1a\n") {
                true => Ok(bytes),
                false => Err(bad("no PNG signature")),
            }
        }
    }
}

/// Writes `bytes` to `path` (the player chose it).
pub fn write(path: &Path, bytes: &[u8]) -> AppResult<()> {
    std::fs::write(path, bytes).map_err(|e| {
        let why = format!("{} could not be written: {e}", path.display());
        AppError::BadRequest(Detail::with_params("file.write", [], why))
    })
}

/// A file name to suggest: `shuangcheng-<what>-<today>`.
pub fn dated_name(what: &str) -> String {
    let today = crate::service::saves::now_rfc3339();
    format!("shuangcheng-{what}-{}", today.get(..10).unwrap_or_default())
}

/// The record files on a launch's command line (the arguments after the program that name a
/// file), made absolute: a later launch hands them to the first, which runs elsewhere.
pub fn on_command_line(args: impl IntoIterator<Item = String>) -> Vec<PathBuf> {
    let files = args.into_iter().skip(1).map(PathBuf::from).filter(|p| p.is_file());
    files.map(|p| std::path::absolute(&p).unwrap_or(p)).collect()
}

/// Record files handed to the app before its saves were open, opened once they are.
#[derive(Default)]
pub struct Handed(Mutex<Vec<PathBuf>>);

/// Opens record files the platform handed to the app (see [`Service::open_record_file`]): at
/// once when the saves are open, else once they are ([`service_ready`]).
pub fn hand_over<R: Runtime>(app: &AppHandle<R>, paths: Vec<PathBuf>) {
    let Some(handed) = app.try_state::<Handed>() else { return };
    // Under the lock, so that no path slips between the check and `service_ready`.
    let mut waiting = handed.0.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    match app.try_state::<Service>() {
        Some(service) => paths.iter().for_each(|p| service.open_record_file(p)),
        None => waiting.extend(paths),
    }
}

/// The service is managed: the record files handed over meanwhile are opened.
pub fn service_ready<R: Runtime>(app: &AppHandle<R>) {
    let (Some(handed), Some(service)) = (app.try_state::<Handed>(), app.try_state::<Service>()) else {
        return;
    };
    let waiting = std::mem::take(&mut *handed.0.lock().unwrap_or_else(|poisoned| poisoned.into_inner()));
    waiting.iter().for_each(|p| service.open_record_file(p));
}
