//! Opening the saves database so that no fault path loses, moves or hides a player's saves
//! unless they are proven corrupt (`docs/app-core.md`, "Saves under faults").
//!
//! In order: the data directory's lock ([`lock`]); the write-ahead journal, read before SQLite
//! replays it ([`wal`]), and the database file checked against it ([`cut_short`]); a read-only probe of the schema version and `PRAGMA integrity_check`;
//! then the read-write connection, its migrations and a write probe ([`Store::open_file`]).
//! Only SQLite's CORRUPT/NOTADB or a failed integrity check moves the file aside, its bytes kept;
//! a newer schema is left untouched; anything else is retried for a moment and then reported as
//! a [`StorageStatus`] the UI shows as a banner with Retry and "play without saving".

pub mod cut_short;
pub mod lock;
pub mod state;
pub mod wal;

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use rusqlite::{Connection, OpenFlags};

use super::storage_status::{Failure, Problem, StorageState, StorageStatus};
pub use lock::{DirLock, LOCK_FILE};

use super::store::{self, Store, SCHEMA_VERSION};

/// How long a transient problem (a lock, a full disk, an I/O error) is retried at start.
const RETRY_FOR: Duration = Duration::from_millis(1500);
const RETRY_PAUSE: Duration = Duration::from_millis(250);
/// How long a probe waits on another process's SQLite lock before it counts as locked.
const PROBE_BUSY: Duration = Duration::from_millis(400);

/// A damaged file kept aside while the saves went on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Recovery {
    pub problem: Problem,
    pub kept_at: PathBuf,
    pub detail: String,
    /// The games rebuilt from the kept files (a database cut short).
    pub games: Option<usize>,
}

impl Recovery {
    pub fn status(&self, path: &Path) -> StorageStatus {
        let message = match self.problem {
            Problem::Corrupt => format!(
                "{}: it was moved to {} (kept, unchanged) and a new, empty one was started",
                self.problem.explain(&self.detail),
                self.kept_at.display()
            ),
            Problem::CutShort => format!(
                "{}: it was moved with its journal to {} (kept, unchanged); {} games were rebuilt from them",
                self.problem.explain(&self.detail),
                self.kept_at.display(),
                self.games.unwrap_or(0)
            ),
            _ => format!(
                "{}: the changes before the damage were kept; a copy of the damaged files is at {}",
                self.problem.explain(&self.detail),
                self.kept_at.display()
            ),
        };
        let mut status = StorageStatus::new(StorageState::Recovered, Some(self.problem), message, Some(path));
        status.kept_at = Some(self.kept_at.display().to_string());
        status.recovered_games = self.games;
        status
    }
}

/// An open database: the store, the directory's lock (held while the store lives) and what
/// was kept aside on the way.
pub struct Opened {
    pub store: Store,
    pub lock: DirLock,
    pub recovered: Option<Recovery>,
}

impl Opened {
    /// The status the player sees: a kept-aside file first, then a refused lock.
    pub fn status(&self, path: &Path) -> StorageStatus {
        match (&self.recovered, self.lock.refused()) {
            (Some(r), _) => r.status(path),
            (None, Some(why)) => StorageStatus::new(
                StorageState::Unlocked,
                Some(Problem::NoLock),
                Problem::NoLock.explain(&why),
                Some(path),
            ),
            (None, None) => StorageStatus::ok(Some(path)),
        }
    }
}

/// Opens the saves at `path`, retrying transient problems for a moment.
pub fn open(path: &Path) -> Result<Opened, Failure> {
    let deadline = Instant::now() + RETRY_FOR;
    // A damaged journal is copied once per open, however often a lock makes it retry.
    let mut journal_copy = None;
    // A corrupt file moved aside stays said, however often the fresh start is retried.
    let mut moved = None;
    loop {
        let attempt = open_once(path, &mut journal_copy, &mut moved);
        match attempt.map_err(|f| read_only_dir(folder(path), f)) {
            Err(f) if f.problem.transient() && Instant::now() < deadline => {
                log::info!("storage: {}; retrying", f.message());
                std::thread::sleep(RETRY_PAUSE);
            }
            Err(f) => {
                log::warn!("storage: cannot open {}: {}", path.display(), f.message());
                return Err(f);
            }
            Ok(opened) => {
                if let Some(r) = &opened.recovered {
                    log::warn!("storage: {}", r.status(path).message);
                }
                return Ok(opened);
            }
        }
    }
}

/// The folder of the database.
fn folder(path: &Path) -> &Path {
    path.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new("."))
}

fn open_once(
    path: &Path,
    journal_copy: &mut Option<Recovery>,
    moved: &mut Option<Recovery>,
) -> Result<Opened, Failure> {
    let dir = folder(path);
    std::fs::create_dir_all(dir).map_err(|e| Failure::io("cannot create the saves folder", &e))?;
    let lock = DirLock::acquire(dir)?;
    if journal_copy.is_none() {
        let short = cut_short::check(path).map_err(|e| Failure::io("cannot read the saves database", &e))?;
        if let Some(what) = short {
            *journal_copy = Some(cut_short::rescue(path, what)?);
        }
    }
    if journal_copy.is_none() {
        let damage =
            wal::check(&sidecar(path, "-wal")).map_err(|e| Failure::io("cannot read the journal", &e))?;
        if let Some(damage) = damage {
            // Keep the bytes before SQLite replays the journal and, on its next write, reuses it.
            let kept_at = keep_copy(path, "journal-damaged")?;
            *journal_copy = Some(Recovery {
                problem: Problem::JournalDamaged,
                kept_at,
                detail: damage.what,
                games: None,
            });
        }
    }
    let with_kept = |mut f: Failure, moved: &Option<Recovery>| {
        f.kept_at = moved.as_ref().map(|r| r.kept_at.clone());
        f
    };
    if let Err(f) = probe(path) {
        if f.problem != Problem::Corrupt {
            return Err(with_kept(f, moved));
        }
        let kept_at = move_aside(path, "corrupt")?;
        *moved = Some(Recovery { problem: Problem::Corrupt, kept_at, detail: f.detail, games: None });
    }
    let store = match Store::open_file(path) {
        // Proven corrupt only now (a page the probe did not reach): the same as above, once.
        Err(f) if f.problem == Problem::Corrupt && moved.is_none() => {
            let kept_at = move_aside(path, "corrupt")?;
            *moved = Some(Recovery { problem: Problem::Corrupt, kept_at, detail: f.detail, games: None });
            Store::open_file(path).map_err(|f| with_kept(f, moved))?
        }
        other => other.map_err(|f| with_kept(f, moved))?,
    };
    let recovered = moved.clone().or_else(|| journal_copy.clone());
    Ok(Opened { store, lock, recovered })
}

/// SQLite says "unable to open" both for a folder where its journal cannot be created and for
/// other I/O trouble: a folder that refuses a new file makes it [`Problem::ReadOnly`].
fn read_only_dir(dir: &Path, f: Failure) -> Failure {
    if f.problem != Problem::Io {
        return f;
    }
    let probe = dir.join(format!(".shuangcheng-write-probe-{}", std::process::id()));
    match std::fs::OpenOptions::new().write(true).create_new(true).open(&probe) {
        Ok(_) => {
            if let Err(e) = std::fs::remove_file(&probe) {
                log::warn!("{}: the write probe could not be removed: {e}", probe.display());
            }
            f
        }
        Err(e) if Problem::of_io(&e) == Problem::ReadOnly => Failure {
            kept_at: f.kept_at.clone(),
            ..Failure::new(Problem::ReadOnly, format!("{}; {e}", f.detail))
        },
        Err(_) => f,
    }
}

/// Reads the schema version and checks integrity without writing anything: a newer database
/// is refused here, untouched, and corruption is proven here.
fn probe(path: &Path) -> Result<(), Failure> {
    match std::fs::metadata(path) {
        Ok(m) if m.len() == 0 => return Ok(()),
        Ok(_) => {}
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(()),
        Err(e) => return Err(Failure::io("cannot read the saves database", &e)),
    }
    let flags = OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX;
    let conn = Connection::open_with_flags(path, flags).map_err(|e| Failure::sqlite(&e))?;
    conn.busy_timeout(PROBE_BUSY).map_err(|e| Failure::sqlite(&e))?;
    let version: i64 =
        conn.query_row("PRAGMA user_version", [], |r| r.get(0)).map_err(|e| Failure::sqlite(&e))?;
    if version > SCHEMA_VERSION {
        return Err(Failure::new(
            Problem::NewerVersion,
            format!("schema version {version}; this app reads up to {SCHEMA_VERSION}"),
        ));
    }
    let check: String =
        conn.query_row("PRAGMA integrity_check", [], |r| r.get(0)).map_err(|e| Failure::sqlite(&e))?;
    if check != "ok" {
        return Err(Failure::new(Problem::Corrupt, format!("integrity check: {check}")));
    }
    Ok(())
}

/// `<db>-wal`, `<db>-shm`.
pub fn sidecar(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(suffix);
    PathBuf::from(name)
}

/// `<db>.<tag>-<UTC time>`, beside the database.
fn aside_name(path: &Path, tag: &str) -> PathBuf {
    let stamp: String = store::now_rfc3339().chars().filter(char::is_ascii_alphanumeric).collect();
    let mut name = path.file_name().unwrap_or_default().to_owned();
    name.push(format!(".{tag}-{stamp}"));
    path.with_file_name(name)
}

/// Moves a damaged database aside with its journal and shared-memory index (renamed to match,
/// so SQLite tools can open the kept copy as it was). Nothing is deleted; a database that is
/// missing under its journal leaves the journal alone to move.
fn move_aside(path: &Path, tag: &str) -> Result<PathBuf, Failure> {
    let to = aside_name(path, tag);
    match std::fs::rename(path, &to) {
        Err(e) if e.kind() != std::io::ErrorKind::NotFound => {
            return Err(Failure::io("cannot move the damaged database aside", &e))
        }
        _ => {}
    }
    for suffix in ["-wal", "-shm"] {
        let from = sidecar(path, suffix);
        if from.exists() {
            // A journal left beside a fresh database would be replayed into it: stop instead.
            std::fs::rename(&from, sidecar(&to, suffix))
                .map_err(|e| Failure::io("cannot move the damaged database's journal aside", &e))?;
        }
    }
    Ok(to)
}

/// Copies the database and its journal aside (the originals stay in use). A copy that cannot be
/// finished is removed (it is ours, not the player's) and the open fails, so that SQLite never
/// replays the damaged journal without a copy kept.
fn keep_copy(path: &Path, tag: &str) -> Result<PathBuf, Failure> {
    let to = aside_name(path, tag);
    let pairs = [(path.to_path_buf(), to.clone()), (sidecar(path, "-wal"), sidecar(&to, "-wal"))];
    for (from, copy) in &pairs {
        if !from.exists() {
            continue;
        }
        if let Err(e) = std::fs::copy(from, copy) {
            for (_, partial) in &pairs {
                match std::fs::remove_file(partial) {
                    Err(e) if e.kind() != std::io::ErrorKind::NotFound => {
                        log::warn!("{}: an unfinished copy could not be removed: {e}", partial.display());
                    }
                    _ => {}
                }
            }
            return Err(Failure::io("cannot keep a copy of the damaged journal", &e));
        }
    }
    Ok(to)
}
