//! The saves' health, as the core and the UI see it: what can go wrong with the database,
//! classified from SQLite's and the OS's errors so that only proven corruption ever moves a
//! file and everything else is told and retried ([`Problem`], [`Failure`]), and where the
//! saves stand ([`StorageStatus`]). A leaf: opening the file is [`super::open`]'s.

use std::io;
use std::path::Path;

use rusqlite::ErrorCode;
use serde::Serialize;

use crate::service::error::{AppError, Detail, DAMAGED_SAVE};
use crate::service::quote::one_line;

/// A storage problem, as the UI switches on it (`docs/ipc.md`, `StorageStatus.problem`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, specta::Type)]
#[serde(rename_all = "kebab-case")]
pub enum Problem {
    /// Another copy of the app holds this data directory's lock file.
    InUse,
    /// Another program holds a lock on the database (SQLite BUSY or LOCKED).
    Locked,
    /// The disk is full.
    Full,
    /// The folder or the file may not be written (read-only file system, permissions).
    ReadOnly,
    /// Any other error while reading or writing the file.
    Io,
    /// The platform gave the app no data directory.
    NoDirectory,
    /// SQLite reported CORRUPT or NOTADB, or `PRAGMA integrity_check` failed: the file was
    /// moved aside (bytes kept) and a fresh database started.
    Corrupt,
    /// The write-ahead journal held committed changes that were damaged; a copy of the
    /// database and its journal was kept.
    JournalDamaged,
    /// The database file was empty, or shorter than its journal's last commit needs: both were
    /// moved aside (bytes kept) and the games that still replay were rebuilt from them.
    CutShort,
    /// The database was written by a newer version of the app (`user_version` above ours).
    NewerVersion,
    /// The data directory's file system refuses locks: the saves are open without the lock
    /// that keeps a second copy of the app out.
    NoLock,
}

impl Problem {
    /// Every problem an error can carry, for the tests that check the UI says each one
    /// (`CutShort` and `NoLock` only describe saves that did open: the banner's texts).
    pub const ALL: [Problem; 9] = [
        Problem::InUse,
        Problem::Locked,
        Problem::Full,
        Problem::ReadOnly,
        Problem::Io,
        Problem::NoDirectory,
        Problem::Corrupt,
        Problem::JournalDamaged,
        Problem::NewerVersion,
    ];

    /// The name the UI switches on (its JSON form: `full`, `read-only`, …).
    pub fn code(self) -> &'static str {
        match self {
            Problem::InUse => "in-use",
            Problem::Locked => "locked",
            Problem::Full => "full",
            Problem::ReadOnly => "read-only",
            Problem::Io => "io",
            Problem::NoDirectory => "no-directory",
            Problem::Corrupt => "corrupt",
            Problem::JournalDamaged => "journal-damaged",
            Problem::NewerVersion => "newer-version",
            Problem::CutShort => "cut-short",
            Problem::NoLock => "no-lock",
        }
    }

    /// The class of an SQLite error. Only CORRUPT and NOTADB count as proof of corruption.
    pub fn of_sqlite(e: &rusqlite::Error) -> Problem {
        let Some(code) = e.sqlite_error_code() else { return Problem::Io };
        match code {
            ErrorCode::DatabaseCorrupt | ErrorCode::NotADatabase => Problem::Corrupt,
            ErrorCode::DatabaseBusy | ErrorCode::DatabaseLocked | ErrorCode::FileLockingProtocolFailed => {
                Problem::Locked
            }
            ErrorCode::DiskFull => Problem::Full,
            ErrorCode::ReadOnly
            | ErrorCode::PermissionDenied
            | ErrorCode::AuthorizationForStatementDenied => Problem::ReadOnly,
            _ => Problem::Io,
        }
    }

    /// The class of an OS error on the data directory or the lock file.
    pub fn of_io(e: &io::Error) -> Problem {
        match e.kind() {
            io::ErrorKind::StorageFull | io::ErrorKind::QuotaExceeded => Problem::Full,
            io::ErrorKind::ReadOnlyFilesystem | io::ErrorKind::PermissionDenied => Problem::ReadOnly,
            _ => Problem::Io,
        }
    }

    /// One English sentence for the player and the log.
    pub fn summary(self) -> &'static str {
        match self {
            Problem::InUse => "another copy of Shuangcheng is using these saves",
            Problem::Locked => "another program is holding a lock on the saves database",
            Problem::Full => "the disk is full",
            Problem::ReadOnly => "the saves folder or file may not be written",
            Problem::Io => "the saves database could not be read or written",
            Problem::NoDirectory => "this device gave the app no folder for its saves",
            Problem::Corrupt => "the saves database was damaged",
            Problem::JournalDamaged => "the saves journal was damaged",
            Problem::CutShort => "the saves file was cut short while its journal still held changes",
            Problem::NewerVersion => "these saves are from a newer version of 双城棋院; update the app",
            Problem::NoLock => {
                "the saves folder's file system refuses locks: saving without one, so open one copy of the app at a time"
            }
        }
    }

    /// Worth trying again in a moment (a lock that is let go, space that is freed).
    pub fn transient(self) -> bool {
        matches!(self, Problem::InUse | Problem::Locked | Problem::Full | Problem::ReadOnly | Problem::Io)
    }

    /// The summary with the underlying error's own words, on one line.
    pub fn explain(self, detail: &dyn std::fmt::Display) -> String {
        one_line(&format!("{} ({detail})", self.summary()), 240)
    }
}

/// A failed attempt to open the saves: what went wrong, and the underlying error's words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure {
    pub problem: Problem,
    pub detail: String,
    /// A proven-corrupt file moved aside on the way (its bytes kept there), when the fresh
    /// database could not be started after it (a full disk).
    pub kept_at: Option<std::path::PathBuf>,
}

impl Failure {
    pub fn new(problem: Problem, detail: impl std::fmt::Display) -> Failure {
        Failure { problem, detail: one_line(&detail.to_string(), 200), kept_at: None }
    }

    pub fn sqlite(e: &rusqlite::Error) -> Failure {
        Failure::new(Problem::of_sqlite(e), e)
    }

    pub fn io(what: &str, e: &io::Error) -> Failure {
        Failure::new(Problem::of_io(e), format!("{what}: {e}"))
    }

    /// The player's sentence with the detail (and where a damaged file was kept).
    pub fn message(&self) -> String {
        match &self.kept_at {
            Some(at) => format!(
                "{}; the damaged saves file was kept at {}",
                self.problem.explain(&self.detail),
                at.display()
            ),
            None => self.problem.explain(&self.detail),
        }
    }
}

/// Where the saves stand, as the UI shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, specta::Type)]
#[serde(rename_all = "kebab-case")]
pub enum StorageState {
    /// Saving to the database.
    Ok,
    /// Saving to the database, after a damaged file or journal was kept aside (`keptAt`).
    Recovered,
    /// Saving to the database without the data directory's lock: its file system refuses
    /// locks (an NFS home without a lock daemon), so a second copy of the app is not stopped.
    Unlocked,
    /// Not saving and not playing: the player chooses Retry or "play without saving".
    Unavailable,
    /// The database is from a newer app: left untouched; the player may play without saving.
    NewerVersion,
    /// Games live in memory until the app closes.
    WithoutSaving,
}

/// The saves' state for the UI (`boot`, the `storage-status` event).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct StorageStatus {
    pub state: StorageState,
    /// Why, when the state is not `ok`.
    pub problem: Option<Problem>,
    /// One English line for the player and the log; empty when all is well.
    pub message: String,
    /// The database file.
    pub path: Option<String>,
    /// Where a damaged database (or a copy of it and its journal) was kept.
    pub kept_at: Option<String>,
    /// How many games were rebuilt from a database cut short under its journal.
    pub recovered_games: Option<usize>,
    pub can_retry: bool,
    pub can_play_without_saving: bool,
}

impl StorageStatus {
    pub fn ok(path: Option<&Path>) -> StorageStatus {
        StorageStatus::new(StorageState::Ok, None, String::new(), path)
    }

    pub fn new(state: StorageState, problem: Option<Problem>, message: String, path: Option<&Path>) -> Self {
        let transient = problem.is_some_and(Problem::transient);
        StorageStatus {
            state,
            problem,
            message,
            path: path.map(|p| p.display().to_string()),
            kept_at: None,
            recovered_games: None,
            // A newer database needs an update, not a retry.
            can_retry: match state {
                StorageState::Unavailable => path.is_some(),
                StorageState::WithoutSaving => path.is_some() && transient,
                StorageState::NewerVersion
                | StorageState::Ok
                | StorageState::Recovered
                | StorageState::Unlocked => false,
            },
            can_play_without_saving: matches!(state, StorageState::Unavailable | StorageState::NewerVersion),
        }
    }

    /// The status after a failed attempt to open `path`.
    pub fn failed(f: &Failure, path: &Path) -> StorageStatus {
        let state = if f.problem == Problem::NewerVersion {
            StorageState::NewerVersion
        } else {
            StorageState::Unavailable
        };
        let mut status = StorageStatus::new(state, Some(f.problem), f.message(), Some(path));
        status.kept_at = f.kept_at.as_ref().map(|p| p.display().to_string());
        status
    }

    /// Whether games are written to the database file.
    pub fn saving(&self) -> bool {
        matches!(self.state, StorageState::Ok | StorageState::Recovered | StorageState::Unlocked)
    }
}

/// A storage problem as an error's detail (`storage.full`, `storage.read-only`, …): the
/// problem's own name as a parameter, the English summary with the underlying error's words.
impl Detail {
    pub fn storage(problem: Problem, why: &dyn std::fmt::Display) -> Detail {
        Detail::storage_code(problem.code(), problem.explain(why))
    }

    /// The storage problem this detail carries, if it is one of the file's.
    pub fn problem(&self) -> Option<Problem> {
        let code = self.code()?.strip_prefix("storage.")?;
        Problem::ALL.into_iter().find(|p| p.code() == code)
    }
}

impl AppError {
    /// The saves failed with `problem`; `why` is the underlying error's words (for the log).
    pub fn storage(problem: Problem, why: impl std::fmt::Display) -> AppError {
        AppError::Storage(Detail::storage(problem, &why))
    }

    /// The storage problem behind this error, if it is one.
    pub fn problem(&self) -> Option<Problem> {
        match self {
            AppError::Storage(d) => d.problem(),
            _ => None,
        }
    }
}

impl From<rusqlite::Error> for AppError {
    fn from(e: rusqlite::Error) -> Self {
        AppError::storage(Problem::of_sqlite(&e), &e)
    }
}

/// Every code a `storage` error can carry: one per [`Problem`], and a damaged save. The UI has
/// a template for each in every language (`tests/ui_texts.rs`).
pub fn storage_codes() -> Vec<String> {
    Problem::ALL.iter().map(|p| p.code()).chain([DAMAGED_SAVE]).map(|c| format!("storage.{c}")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sqlite(code: i32) -> rusqlite::Error {
        rusqlite::Error::SqliteFailure(rusqlite::ffi::Error::new(code), None)
    }

    #[test]
    fn only_corrupt_and_notadb_prove_corruption() {
        assert_eq!(Problem::of_sqlite(&sqlite(rusqlite::ffi::SQLITE_CORRUPT)), Problem::Corrupt);
        assert_eq!(Problem::of_sqlite(&sqlite(rusqlite::ffi::SQLITE_NOTADB)), Problem::Corrupt);
        assert_eq!(Problem::of_sqlite(&sqlite(rusqlite::ffi::SQLITE_BUSY)), Problem::Locked);
        assert_eq!(Problem::of_sqlite(&sqlite(rusqlite::ffi::SQLITE_LOCKED)), Problem::Locked);
        assert_eq!(Problem::of_sqlite(&sqlite(rusqlite::ffi::SQLITE_FULL)), Problem::Full);
        assert_eq!(Problem::of_sqlite(&sqlite(rusqlite::ffi::SQLITE_READONLY)), Problem::ReadOnly);
        assert_eq!(Problem::of_sqlite(&sqlite(rusqlite::ffi::SQLITE_PERM)), Problem::ReadOnly);
        assert_eq!(Problem::of_sqlite(&sqlite(rusqlite::ffi::SQLITE_IOERR)), Problem::Io);
        assert_eq!(Problem::of_sqlite(&sqlite(rusqlite::ffi::SQLITE_CANTOPEN)), Problem::Io);
        assert_eq!(Problem::of_sqlite(&rusqlite::Error::InvalidQuery), Problem::Io);
        for p in [
            Problem::Corrupt,
            Problem::NewerVersion,
            Problem::JournalDamaged,
            Problem::CutShort,
            Problem::NoLock,
            Problem::NoDirectory,
        ] {
            assert!(!p.transient(), "{p:?} is not retried");
        }
        for p in Problem::ALL {
            assert_eq!(serde_json::to_value(p).unwrap(), p.code(), "the code is the wire name");
        }
    }

    #[test]
    fn os_errors() {
        let e = io::Error::from(io::ErrorKind::ReadOnlyFilesystem);
        assert_eq!(Problem::of_io(&e), Problem::ReadOnly);
        assert_eq!(Problem::of_io(&io::Error::from(io::ErrorKind::StorageFull)), Problem::Full);
        assert_eq!(Problem::of_io(&io::Error::from(io::ErrorKind::NotFound)), Problem::Io);
        let msg = Failure::io("lock file", &io::Error::other("line one\nline two")).message();
        assert!(!msg.contains('\n'), "{msg}");
    }
}
