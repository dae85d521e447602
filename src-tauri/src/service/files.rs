//! Games that leave the device or come into it as files: a game's record written to a file
//! and read from one (or from text the player pasted), a record file opened from the desktop,
//! and the backup of everything with its restore. The paths come from the platform's dialogs
//! or its file hand-over (the app's `files.rs`); nothing here knows of Tauri. A refusal changes
//! nothing and says what is wrong in one line (`record.*`, `backup.*`, `file.*` codes).

use std::io::Read;
use std::path::Path;

use super::error::{AppError, AppResult, Detail};
use super::events::{Event, RecordOpened};
use super::record::MAX_RECORD_BYTES;
use super::saves::backup::{BackedUp, Restored};
use super::types::Snapshot;
use super::Service;

/// A record file's extension and MIME type, as the desktop packages register them
/// (`tauri.conf.json`, `src-tauri/packaging/shuangcheng.desktop`) and a phone's share sheet
/// is told.
pub const RECORD_EXTENSION: &str = "screc";
pub const RECORD_MIME: &str = "application/x-shuangcheng-record";
/// A backup file's extension.
pub const BACKUP_EXTENSION: &str = "scbackup";

/// Every code a file's refusal can carry besides the record's and the backup's own.
pub const FILE_CODES: [&str; 3] = ["file.read", "file.write", "record.not-text"];

fn file_error(code: &str, path: &Path, e: &dyn std::fmt::Display) -> AppError {
    let verb = if code == "file.write" { "written" } else { "read" };
    AppError::BadRequest(Detail::with_params(
        code,
        [],
        format!("{} could not be {verb}: {e}", path.display()),
    ))
}

/// The text of the record file at `path`: at most [`MAX_RECORD_BYTES`], in UTF-8.
fn read_record(path: &Path) -> AppResult<String> {
    let file = std::fs::File::open(path).map_err(|e| file_error("file.read", path, &e))?;
    let mut bytes = Vec::new();
    // One byte past the limit is enough to tell the record is too large.
    let limit = MAX_RECORD_BYTES as u64 + 1;
    file.take(limit).read_to_end(&mut bytes).map_err(|e| file_error("file.read", path, &e))?;
    String::from_utf8(bytes).map_err(|e| {
        let why = format!("{} is not text (UTF-8): {e}", path.display());
        AppError::BadRequest(Detail::with_params("record.not-text", [], why))
    })
}

impl Service {
    /// Writes game `id`'s record to `path`; what was written.
    pub fn export_record_to(&self, id: &str, path: &Path) -> AppResult<String> {
        let text = self.export_game(id)?;
        std::fs::write(path, &text).map_err(|e| file_error("file.write", path, &e))?;
        Ok(text)
    }

    /// A new game from the record file at `path` (as `import_game`).
    pub fn import_record_file(&self, path: &Path) -> AppResult<Snapshot> {
        self.import_game(&read_record(path)?)
    }

    /// A record file the platform handed over (opened from the desktop): imported and put on
    /// screen, and the page told which game to show, or why the file was refused.
    pub fn open_record_file(&self, path: &Path) {
        let opened = match self.import_record_file(path) {
            Ok(snap) => RecordOpened { game_id: Some(snap.id), error: None },
            Err(e) => {
                log::warn!("a record file opened from the desktop was refused: {e}");
                RecordOpened { game_id: None, error: Some(e) }
            }
        };
        log::info!("record file opened from the desktop: {:?}", opened.game_id);
        self.inner.ctx.events.emit(Event::RecordOpened(opened));
    }

    /// A backup of everything the saves hold, written to `to`.
    pub fn back_up(&self, to: &Path) -> AppResult<BackedUp> {
        self.inner.saves.with_store(|st| st.back_up(to))
    }

    /// The backup at `from` merged into the saves (see `saves::backup`); the settings it
    /// brought are in force at once.
    pub fn restore(&self, from: &Path) -> AppResult<Restored> {
        let restored = self.inner.saves.with_store(|st| st.restore(from))?;
        if restored.settings > 0 {
            let settings = self.inner.saves.with_store(|st| st.load_settings())?;
            self.inner.settings.replace(settings);
        }
        Ok(restored)
    }
}
