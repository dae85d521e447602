//! The saves' SQLite database: its schema, versioned (`PRAGMA user_version`) and migrated
//! forward one step at a time, in WAL with `synchronous=FULL`; a file opened read-write, a
//! rebuilt one read as it is, or one in memory. Opening a file safely (locks, probes, damage)
//! is [`super::open`]'s.
//!
//! Tables: `games` and `actions` ([`super::games`]), `settings` ([`super::settings`]),
//! `lesson_progress` and `lessons_offered` ([`super::lessons`]), `results`
//! ([`super::results`]) and `drills` ([`super::drills`]).

use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use rusqlite::Connection;

use super::status::{Failure, Problem};
use crate::service::error::AppResult;

/// The current time, RFC 3339 in UTC with milliseconds (`2026-11-29T23:55:01.123Z`).
pub fn now_rfc3339() -> String {
    let d = SystemTime::now().duration_since(UNIX_EPOCH).unwrap_or_default();
    let secs = d.as_secs() as i64;
    let (y, m, day) = civil_from_days(secs.div_euclid(86_400));
    let rem = secs.rem_euclid(86_400);
    format!(
        "{y:04}-{m:02}-{day:02}T{:02}:{:02}:{:02}.{:03}Z",
        rem / 3600,
        rem % 3600 / 60,
        rem % 60,
        d.subsec_millis()
    )
}

/// Days since 1970-01-01 → (year, month, day) (H. Hinnant's algorithm).
fn civil_from_days(z: i64) -> (i64, u32, u32) {
    let z = z + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    (yoe + era * 400 + i64::from(m <= 2), m, d)
}

/// Migration `i` takes the schema from version `i` to `i + 1`.
const MIGRATIONS: &[&str] = &[
    // 1: the three tables.
    "CREATE TABLE games (
        id TEXT PRIMARY KEY,
        game TEXT NOT NULL,
        options TEXT NOT NULL,
        start_position TEXT NOT NULL,
        position TEXT NOT NULL,
        ply INTEGER NOT NULL,
        phase TEXT NOT NULL,
        outcome TEXT,
        forced_outcome TEXT,
        clock_remaining_ms INTEGER,
        pending_ms INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
    );
    CREATE TABLE actions (
        game_id TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seq INTEGER NOT NULL,
        action TEXT NOT NULL,
        side TEXT NOT NULL,
        seat INTEGER,
        ms INTEGER NOT NULL,
        undone INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (game_id, seq)
    );
    CREATE TABLE settings (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL
    );",
    // 2: the "Continue" list sorts unfinished games first, newest first.
    "CREATE INDEX games_by_phase_and_time ON games (phase = 'over', updated_at DESC);",
    // 3: Generals' setup phase (the armies submitted so far, JSON; NULL once play starts).
    "ALTER TABLE games ADD COLUMN setup TEXT;",
    // 4: the turn clock at each ply, so undo and redo restore it: an action's remaining time
    // when it was played, and the remaining time at the furthest undone ply.
    "ALTER TABLE actions ADD COLUMN clock_ms INTEGER;
     ALTER TABLE games ADD COLUMN redo_clock_ms INTEGER;",
    // 5: the lessons' progress (a row per lesson tried) and the games whose first lesson has
    // been offered (once, on the first visit).
    "CREATE TABLE lesson_progress (
        lesson_id TEXT PRIMARY KEY,
        game TEXT NOT NULL,
        passed_at TEXT,
        wrong_tries INTEGER NOT NULL DEFAULT 0,
        updated_at TEXT NOT NULL
    );
    CREATE TABLE lessons_offered (
        game TEXT PRIMARY KEY,
        offered_at TEXT NOT NULL
    );",
    // 6: the statistics: one row per finished game (its mode, the AI's level, the result for
    // the human side, its length in actions and in time).
    "CREATE TABLE results (
        game_id TEXT PRIMARY KEY,
        game TEXT NOT NULL,
        mode TEXT NOT NULL,
        level TEXT NOT NULL,
        result TEXT NOT NULL,
        plies INTEGER NOT NULL,
        ms INTEGER NOT NULL,
        finished_at TEXT NOT NULL
    );",
    // 7: training: the hints and undos a game has had (JSON; NULL in a game saved
    // before, which had none counted), and whether a finished game had help.
    "ALTER TABLE games ADD COLUMN help TEXT;
     ALTER TABLE results ADD COLUMN helped INTEGER NOT NULL DEFAULT 0;",
    // 8: practice mode: the grades of a game's moves (JSON; NULL when it has none).
    "ALTER TABLE games ADD COLUMN graded TEXT;",
    // 9: "learn from your mistakes": a row per drill, the position before a move
    // of a game against the computer (its start and the actions before it, so that it does not
    // depend on the game being kept) with what the engine found there, and the player's
    // progress (the missed tries, when it was first solved, when its answer was shown).
    "CREATE TABLE drills (
        id INTEGER PRIMARY KEY,
        source_game TEXT NOT NULL,
        game TEXT NOT NULL,
        ply INTEGER NOT NULL,
        kind TEXT NOT NULL,
        start_position TEXT NOT NULL,
        line TEXT NOT NULL,
        spot TEXT NOT NULL,
        missed_tries INTEGER NOT NULL DEFAULT 0,
        solved_at TEXT,
        shown_at TEXT,
        created_at TEXT NOT NULL,
        UNIQUE (source_game, ply, kind)
    );",
    // 10: the hand-over curtain: each team's PIN, salted and hashed (JSON; NULL
    // when no team set one).
    "ALTER TABLE games ADD COLUMN pins TEXT;",
    // 11: the game clock: each side's time left (NULL without a game clock).
    "ALTER TABLE games ADD COLUMN first_clock_ms INTEGER;
     ALTER TABLE games ADD COLUMN second_clock_ms INTEGER;",
];

/// How long a write waits on another program's lock before it fails as `locked`.
const BUSY_TIMEOUT: Duration = Duration::from_secs(2);
/// The same while opening, where the caller retries.
const OPEN_BUSY_TIMEOUT: Duration = Duration::from_millis(400);

pub const SCHEMA_VERSION: i64 = MIGRATIONS.len() as i64;

/// A connection to the saves' database.
pub struct Store {
    pub(super) conn: Connection,
    pub(super) path: Option<PathBuf>,
    /// A fault armed by [`Store::fail_commit_at`].
    pub(super) fail_at: Option<usize>,
}

impl Store {
    /// Opens the database file read-write: WAL, `synchronous=FULL` (`fullfsync` where the OS
    /// needs it for a real flush), the migrations, and a write probe that proves the file can
    /// be written now. The caller holds the directory's lock and has probed the file.
    pub fn open_file(path: &Path) -> Result<Store, Failure> {
        let fail = |e: rusqlite::Error| Failure::sqlite(&e);
        let conn = Connection::open(path).map_err(fail)?;
        conn.busy_timeout(OPEN_BUSY_TIMEOUT).map_err(fail)?;
        let version: i64 = conn.query_row("PRAGMA user_version", [], |r| r.get(0)).map_err(fail)?;
        if version > SCHEMA_VERSION {
            return Err(Failure::new(Problem::NewerVersion, format!("schema version {version}")));
        }
        let mode: String = conn.query_row("PRAGMA journal_mode = WAL", [], |r| r.get(0)).map_err(fail)?;
        if !mode.eq_ignore_ascii_case("wal") {
            return Err(Failure::new(Problem::Io, format!("cannot switch to WAL (journal mode {mode})")));
        }
        conn.execute_batch("PRAGMA synchronous = FULL; PRAGMA fullfsync = ON; PRAGMA foreign_keys = ON;")
            .map_err(fail)?;
        let mut store = Store { conn, path: Some(path.to_path_buf()), fail_at: None };
        store.migrate().map_err(fail)?;
        store.conn.execute_batch("BEGIN IMMEDIATE; COMMIT;").map_err(fail)?;
        store.conn.busy_timeout(BUSY_TIMEOUT).map_err(fail)?;
        Ok(store)
    }

    /// A database rebuilt from damaged files, read as it is: no migration, nothing written.
    pub(crate) fn open_rebuilt(path: &Path) -> rusqlite::Result<Store> {
        let flags = rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY | rusqlite::OpenFlags::SQLITE_OPEN_NO_MUTEX;
        Ok(Store { conn: Connection::open_with_flags(path, flags)?, path: None, fail_at: None })
    }

    /// A database in memory (tests, and playing without saving).
    pub fn in_memory() -> Store {
        let conn = match Connection::open_in_memory() {
            Ok(c) => c,
            Err(e) => panic!("SQLite cannot open an in-memory database: {e}"),
        };
        let mut store = Store { conn, path: None, fail_at: None };
        if let Err(e) = store.conn.execute_batch("PRAGMA foreign_keys = ON;").and_then(|()| store.migrate()) {
            panic!("SQLite cannot create the schema in memory: {e}");
        }
        store
    }

    /// The database file (`None` in memory).
    pub fn path(&self) -> Option<&Path> {
        self.path.as_deref()
    }

    pub(crate) fn conn(&self) -> &Connection {
        &self.conn
    }

    pub(super) fn migrate(&mut self) -> rusqlite::Result<()> {
        let version: i64 = self.conn.query_row("PRAGMA user_version", [], |r| r.get(0))?;
        for (i, sql) in MIGRATIONS.iter().enumerate().skip(version.max(0) as usize) {
            let tx = self.conn.transaction()?;
            tx.execute_batch(sql)?;
            tx.pragma_update(None, "user_version", (i + 1) as i64)?;
            tx.commit()?;
            if self.path.is_some() {
                log::info!("storage: migrated the saves database to schema version {}", i + 1);
            }
        }
        Ok(())
    }

    pub fn schema_version(&self) -> AppResult<i64> {
        Ok(self.conn.query_row("PRAGMA user_version", [], |r| r.get(0))?)
    }

    pub fn journal_mode(&self) -> AppResult<String> {
        Ok(self.conn.query_row("PRAGMA journal_mode", [], |r| r.get(0))?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rfc3339_dates() {
        assert_eq!(civil_from_days(0), (1970, 1, 1));
        assert_eq!(civil_from_days(20_786), (2026, 11, 29));
        assert_eq!(civil_from_days(11_016), (2000, 2, 29));
        let now = now_rfc3339();
        assert_eq!(now.len(), 24, "{now}");
        assert!(now.ends_with('Z'));
    }

    #[test]
    fn fresh_database_is_migrated_in_wal_and_synchronous_full() {
        let dir = std::env::temp_dir().join(format!("sc-store-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("saves.db");
        let store = Store::open_file(&path).unwrap();
        assert_eq!(store.schema_version().unwrap(), SCHEMA_VERSION);
        assert_eq!(store.journal_mode().unwrap().to_lowercase(), "wal");
        let sync: i64 = store.conn.query_row("PRAGMA synchronous", [], |r| r.get(0)).unwrap();
        assert_eq!(sync, 2, "FULL: a commit is on disk before the answer");
        drop(store);
        // Reopening runs no migration twice.
        let store = Store::open_file(&path).unwrap();
        assert_eq!(store.schema_version().unwrap(), SCHEMA_VERSION);
        drop(store);
        let _ = std::fs::remove_dir_all(&dir);
    }
}
