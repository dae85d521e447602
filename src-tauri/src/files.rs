//! The platform's side of files: the system's open and save dialogs (tauri-plugin-dialog), the
//! clipboard (tauri-plugin-clipboard-manager), the share sheet on phones (tauri-plugin-sharekit),
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
use tauri_plugin_dialog::DialogExt;
#[cfg(desktop)]
use tauri_plugin_dialog::FilePath;

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

/// A chosen file as a path (a desktop's dialogs answer paths).
#[cfg(desktop)]
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

/// On a phone, where a file of `kind` named `name` is written before [`deliver`] hands it to
/// the share sheet (the player chooses where it goes there).
#[cfg(mobile)]
pub async fn save_path<R: Runtime>(
    app: &AppHandle<R>,
    kind: Kind,
    _title: &str,
    name: &str,
) -> AppResult<Option<PathBuf>> {
    Ok(Some(phone::folder(app, "outgoing")?.join(format!("{name}.{}", kind.extension()))))
}

/// Asks the player where to save a file of `kind`, suggesting `name`; `None` when cancelled.
#[cfg(desktop)]
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
    file_dialog(app, kind, title)
        .set_file_name(format!("{name}.{}", kind.extension()))
        .save_file(move |p| drop(tx.send(p)));
    path_of(rx.await.ok().flatten())
}

/// The platform's file dialog titled `title`, showing files of `kind`.
fn file_dialog<R: Runtime>(
    app: &AppHandle<R>,
    kind: Kind,
    title: &str,
) -> tauri_plugin_dialog::FileDialogBuilder<R> {
    app.dialog().file().set_title(title).add_filter(kind.extension(), &[kind.extension()])
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
    file_dialog(app, kind, title).pick_file(move |p| drop(tx.send(p)));
    #[cfg(desktop)]
    return path_of(rx.await.ok().flatten());
    #[cfg(mobile)]
    return rx.await.ok().flatten().map(|picked| phone::readable(app, picked, kind)).transpose();
}

/// The file written at `path`, delivered; what the page may say of where it went. On a
/// desktop it is where the player chose: its path. On a phone it goes to the share sheet,
/// which is the player's answer: nothing more is said, as after a cancelled dialog.
pub async fn deliver<R: Runtime>(
    app: &AppHandle<R>,
    path: &Path,
    kind: Kind,
    title: &str,
) -> AppResult<Option<String>> {
    #[cfg(mobile)]
    return phone::share(app, path, kind, title).await.map(|()| None);
    #[cfg(desktop)]
    {
        let _ = (app, kind, title);
        Ok(Some(path.display().to_string()))
    }
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

/// Phones: files go out through the share sheet (tauri-plugin-sharekit) and come in through
/// the system's picker, whose answer may be no path (Android's `content://`), read through
/// tauri-plugin-fs. Type-checked only (docs/mobile.md).
#[cfg(mobile)]
mod phone {
    use std::path::{Path, PathBuf};

    use tauri::{AppHandle, Manager, Runtime};
    use tauri_plugin_dialog::FilePath;

    use super::Kind;
    use crate::service::error::{AppError, AppResult, Detail};

    impl Kind {
        fn mime(self) -> &'static str {
            match self {
                Kind::Record => crate::service::files::RECORD_MIME,
                Kind::Backup => "application/vnd.sqlite3",
                Kind::Svg => "image/svg+xml",
                Kind::Png => "image/png",
            }
        }
    }

    /// The app's cache folder `name`, made if missing. Not the cache folder itself: on Android
    /// the plugin copies the file it shares to the cache folder under the same name, which
    /// would empty a file already there before reading it.
    pub fn folder<R: Runtime>(app: &AppHandle<R>, name: &str) -> AppResult<PathBuf> {
        let failed = |e: &dyn std::fmt::Display| AppError::Internal(format!("no cache folder: {e}"));
        let dir = app.path().app_cache_dir().map_err(|e| failed(&e))?.join(name);
        std::fs::create_dir_all(&dir).map_err(|e| failed(&e))?;
        Ok(dir)
    }

    /// The file at `path` handed to the share sheet. The plugin answers once the sheet closes
    /// (it blocks, so on a thread of its own); Android's chooser reports a share as cancelled
    /// as often as not, so a cancel is no error.
    pub async fn share<R: Runtime>(
        app: &AppHandle<R>,
        path: &Path,
        kind: Kind,
        title: &str,
    ) -> AppResult<()> {
        use tauri_plugin_sharekit::{ShareExt, ShareFileOptions};
        let window = app.get_webview_window("main").ok_or_else(|| AppError::Internal("no window".into()))?;
        let url = tauri::Url::from_file_path(path)
            .map_err(|()| AppError::Internal(format!("{} is no file address", path.display())))?;
        // iOS's side copies the file to the temporary folder and keeps an older copy of the
        // same name there, so that one goes first.
        #[cfg(target_os = "ios")]
        if let Some(name) = path.file_name() {
            let _ = std::fs::remove_file(std::env::temp_dir().join(name));
        }
        let options = ShareFileOptions {
            mime_type: Some(kind.mime().into()),
            title: Some(title.into()),
            position: None,
        };
        let app = app.clone();
        let shared =
            tauri::async_runtime::spawn_blocking(move || app.share().share_file(window, url.into(), options))
                .await
                .map_err(|e| AppError::Internal(format!("the share sheet's thread failed: {e}")))?;
        match shared {
            Err(e) if !e.to_string().contains("cancelled") => {
                Err(AppError::Internal(format!("the share sheet failed: {e}")))
            }
            _ => Ok(()),
        }
    }

    /// A file the player picked, as a path the saves can open: copied into the app's cache
    /// through tauri-plugin-fs, which reads Android's `content://` addresses and iOS's
    /// security-scoped files.
    pub fn readable<R: Runtime>(app: &AppHandle<R>, picked: FilePath, kind: Kind) -> AppResult<PathBuf> {
        use tauri_plugin_fs::{FsExt, OpenOptions};
        let unread = |e: std::io::Error| {
            let why = format!("the chosen file cannot be read: {e}");
            AppError::BadRequest(Detail::with_params("file.read", [], why))
        };
        let copy = folder(app, "incoming")?.join(format!("opened.{}", kind.extension()));
        let mut from =
            app.fs().open(picked.clone(), OpenOptions::new().read(true).clone()).map_err(unread)?;
        let copied = std::fs::File::create(&copy).and_then(|mut to| std::io::copy(&mut from, &mut to));
        #[cfg(target_os = "ios")]
        let _ = app.fs().stop_accessing_security_scoped_resource(picked);
        copied.map_err(unread)?;
        Ok(copy)
    }
}
