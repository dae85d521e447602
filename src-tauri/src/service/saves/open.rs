//! Opening the saves database so that no fault path loses, moves or hides a player's saves
//! unless they are proven corrupt (`docs/app-core.md`, "Saves under faults").
//!
//! In order: the data directory's lock ([`super::lock`]); the write-ahead journal, read before
//! SQLite replays it ([`super::journal`]), and the database file checked against it
//! ([`super::rescue`]); a read-only probe of the schema version and `PRAGMA integrity_check`;
//! then the read-write connection, its migrations and a write probe ([`Store::open_file`]).
//! Only SQLite's CORRUPT/NOTADB or a failed integrity check moves the file aside, its bytes kept;
//! a newer schema is left untouched; anything else is retried for a moment and then reported as
//! a [`StorageStatus`] the UI shows as a banner with Retry and "play without saving".

use std::path::Path;
use std::time::{Duration, Instant};

use rusqlite::{Connection, OpenFlags};

use super::aside::{keep_copy, move_aside, sidecar, Recovery};
use super::lock::DirLock;
use super::schema::{Store, SCHEMA_VERSION};
use super::status::{Failure, Problem, StorageState, StorageStatus};
use super::{journal, rescue};

/// How long a transient problem (a lock, a full disk, an I/O error) is retried at start.
const RETRY_FOR: Duration = Duration::from_millis(1500);
const RETRY_PAUSE: Duration = Duration::from_millis(250);
/// How long a probe waits on another process's SQLite lock before it counts as locked.
const PROBE_BUSY: Duration = Duration::from_millis(400);

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
        let short = rescue::check(path).map_err(|e| Failure::io("cannot read the saves database", &e))?;
        if let Some(what) = short {
            *journal_copy = Some(rescue::rescue(path, what)?);
        }
    }
    if journal_copy.is_none() {
        let damage =
            journal::check(&sidecar(path, "-wal")).map_err(|e| Failure::io("cannot read the journal", &e))?;
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
