//! The SQLite saves: a versioned schema (`PRAGMA user_version`), WAL with `synchronous=FULL`,
//! one transaction per change. Opening a file safely (locks, probes, faults) is `storage`'s.
//!
//! Tables: `games` (one row per game: options, start and current position, clock, outcome),
//! `actions` (every action with the time spent on it; undone actions stay, flagged, for redo)
//! and `settings` (key → JSON value); the lessons' progress is `learn_store`'s, the
//! statistics' `results` are [`results`]'.

use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use rusqlite::{params, Connection, OptionalExtension};
use shuangcheng_engine::{excerpt, Side};

pub mod results;

use results::{insert_result, GameResult};

use super::error::{AppError, AppResult};
use super::settings::Settings;
use super::storage_status::{Failure, Problem};
use super::types::Record;

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
    // 7: training (issue 24): the hints and undos a game has had (JSON; NULL in a game saved
    // before, which had none counted), and whether a finished game had help.
    "ALTER TABLE games ADD COLUMN help TEXT;
     ALTER TABLE results ADD COLUMN helped INTEGER NOT NULL DEFAULT 0;",
    // 8: practice mode (issue 24): the grades of a game's moves (JSON; NULL when it has none).
    "ALTER TABLE games ADD COLUMN graded TEXT;",
    // 9: "learn from your mistakes" (issue 24): a row per drill, the position before a move
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
    // 10: the hand-over curtain (issue 25): each team's PIN, salted and hashed (JSON; NULL
    // when no team set one).
    "ALTER TABLE games ADD COLUMN pins TEXT;",
];

/// How long a write waits on another program's lock before it fails as `locked`.
const BUSY_TIMEOUT: Duration = Duration::from_secs(2);
/// The same while opening, where the caller retries.
const OPEN_BUSY_TIMEOUT: Duration = Duration::from_millis(400);

pub const SCHEMA_VERSION: i64 = MIGRATIONS.len() as i64;

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

/// One row of `actions`: a played action at its place in the game, undone or not. A save
/// from before schema 4 has no `clock_ms` (`None`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredAction {
    pub seq: usize,
    pub undone: bool,
    pub record: Record,
}

/// The mutable part of a game row, written with every change.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameState {
    /// The start position (set when a Generals setup completes).
    pub start_position: String,
    pub position: String,
    pub ply: usize,
    pub phase: String,
    pub outcome: Option<String>,
    pub forced_outcome: Option<String>,
    pub clock_remaining_ms: Option<u64>,
    pub pending_ms: u64,
    pub updated_at: String,
    /// Generals' setup phase (`army::SetupState` as JSON) while it lasts.
    pub setup: Option<String>,
    /// The turn clock at the furthest undone ply, for redo.
    pub redo_clock_ms: Option<u64>,
    /// The hints and undos the game has had (`training::Help` as JSON).
    pub help: Option<String>,
    /// Practice mode's grades of the game's moves (JSON).
    pub graded: Option<String>,
    /// The teams' curtain PINs, salted and hashed (`curtain::Pins` as JSON).
    pub pins: Option<String>,
}

/// A whole game row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRow {
    pub id: String,
    pub game: String,
    pub options: String,
    pub created_at: String,
    pub state: GameState,
}

/// A `games` row whose columns cannot be read as a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DamagedRow {
    pub rowid: i64,
    /// The id, if it is readable text.
    pub id: Option<String>,
    pub updated_at: Option<String>,
    pub reason: String,
}

/// The columns of a game row, in [`read_game_row`]'s order.
const GAME_COLUMNS: &str = "id, game, options, start_position, position, ply, phase, outcome, forced_outcome,
    clock_remaining_ms, pending_ms, created_at, updated_at, setup, redo_clock_ms, help, graded, pins";

pub struct Store {
    conn: Connection,
    path: Option<PathBuf>,
    /// A fault armed by [`Store::fail_commit_at`].
    fail_at: Option<usize>,
}

/// What a command did to a game's actions; its row is written with it ([`Store::commit`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Write {
    /// Only the row (a resignation, a draw, a setup step).
    Row,
    /// A new action: the undone tail (the redo list) is dropped.
    Played(StoredAction),
    /// Undo: the actions from `from_seq` on are flagged undone (kept for redo). `left` is the
    /// clock of the ply the undo left when that ply is itself an undone action's (`seq`, time).
    Undone { from_seq: usize, left: Option<(usize, Option<u64>)> },
    /// Redo: each action (`seq`) counts again, with the clock its ply had when redo left it.
    Redone(Vec<(usize, Option<u64>)>),
}

/// Counts a commit's statements down to an armed fault.
struct Steps {
    fail_at: Option<usize>,
}

impl Steps {
    fn next(&mut self) -> AppResult<()> {
        match self.fail_at.as_mut() {
            Some(0) => {
                self.fail_at = None;
                Err(AppError::storage(Problem::Io, "fault injected between two statements"))
            }
            Some(n) => {
                *n -= 1;
                Ok(())
            }
            None => Ok(()),
        }
    }
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

    fn migrate(&mut self) -> rusqlite::Result<()> {
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

    pub fn insert_game(&mut self, row: &GameRow, actions: &[StoredAction]) -> AppResult<()> {
        let tx = self.conn.transaction()?;
        insert_game(&tx, row, actions)?;
        tx.commit()?;
        Ok(())
    }

    /// Writes a whole game in place of the one with its id, if any.
    pub fn replace_game(&mut self, row: &GameRow, actions: &[StoredAction]) -> AppResult<()> {
        let tx = self.conn.transaction()?;
        tx.execute("DELETE FROM actions WHERE game_id = ?1", params![row.id])?;
        tx.execute("DELETE FROM games WHERE id = ?1", params![row.id])?;
        insert_game(&tx, row, actions)?;
        tx.commit()?;
        Ok(())
    }

    /// Commits one command's effects on game `id` in one transaction: what it did to the
    /// actions, the game's row and, for a game that has just ended, its result for the
    /// statistics (written once: a second result for the same game changes nothing).
    pub fn commit(
        &mut self,
        id: &str,
        write: &Write,
        state: &GameState,
        result: Option<&GameResult>,
    ) -> AppResult<()> {
        let fault = self.fail_at.take();
        let mut steps = Steps { fail_at: fault };
        let tx = self.conn.transaction()?;
        match write {
            Write::Row => {}
            Write::Played(action) => {
                steps.next()?;
                tx.execute(
                    "DELETE FROM actions WHERE game_id = ?1 AND seq >= ?2",
                    params![id, action.seq as i64],
                )?;
                steps.next()?;
                insert_action(&tx, id, action)?;
            }
            Write::Undone { from_seq, left } => {
                steps.next()?;
                tx.execute(
                    "UPDATE actions SET undone = 1 WHERE game_id = ?1 AND seq >= ?2",
                    params![id, *from_seq as i64],
                )?;
                if let Some((seq, clock)) = left {
                    steps.next()?;
                    tx.execute(
                        "UPDATE actions SET clock_ms = ?3 WHERE game_id = ?1 AND seq = ?2",
                        params![id, *seq as i64, clock.map(|v| v as i64)],
                    )?;
                }
            }
            Write::Redone(plies) => {
                for &(seq, clock_ms) in plies {
                    steps.next()?;
                    let n = tx.execute(
                        "UPDATE actions SET undone = 0, clock_ms = ?3 WHERE game_id = ?1 AND seq = ?2",
                        params![id, seq as i64, clock_ms.map(|v| v as i64)],
                    )?;
                    if n != 1 {
                        return Err(AppError::damaged_save(format!("no undone action {seq} in game {id}")));
                    }
                }
            }
        }
        steps.next()?;
        update_state(&tx, id, state)?;
        if let Some(r) = result {
            steps.next()?;
            insert_result(&tx, r)?;
        }
        steps.next()?;
        tx.commit()?;
        Ok(())
    }

    /// Makes the next [`Store::commit`] fail before its statement `n` (0: before the first;
    /// past the last: before the commit itself), as a kill there would: the fault tests' way
    /// to show that a command's effects are all saved or none.
    #[doc(hidden)]
    pub fn fail_commit_at(&mut self, n: usize) {
        self.fail_at = Some(n);
    }

    /// The clock alone (every tick and on pause); does not touch `updated_at`.
    pub fn update_clock(&mut self, id: &str, remaining_ms: Option<u64>, pending_ms: u64) -> AppResult<()> {
        self.conn.execute(
            "UPDATE games SET clock_remaining_ms = ?2, pending_ms = ?3 WHERE id = ?1",
            params![id, remaining_ms.map(|v| v as i64), pending_ms as i64],
        )?;
        Ok(())
    }

    /// Saves practice mode's grades of game `id` alone (they arrive after the move's commit).
    pub fn set_graded(&mut self, id: &str, graded: &str) -> AppResult<()> {
        self.conn.execute("UPDATE games SET graded = ?2 WHERE id = ?1", params![id, graded])?;
        Ok(())
    }

    pub fn load_game(&self, id: &str) -> AppResult<Option<(GameRow, Vec<StoredAction>)>> {
        let row = self
            .conn
            .query_row(&format!("SELECT {GAME_COLUMNS} FROM games WHERE id = ?1"), params![id], read_game_row)
            .optional()?;
        let Some(row) = row else { return Ok(None) };
        let mut stmt = self.conn.prepare(
            "SELECT seq, action, side, seat, ms, undone, clock_ms FROM actions WHERE game_id = ?1 ORDER BY seq",
        )?;
        let mut rows = stmt.query(params![id])?;
        let mut actions = Vec::new();
        while let Some(r) = rows.next()? {
            let seq = r.get::<_, i64>(0)? as usize;
            let side: String = r.get(2)?;
            let side = Side::BOTH.into_iter().find(|s| s.name() == side).ok_or_else(|| {
                AppError::damaged_game(id, format!("action {seq} has side '{}'", excerpt(&side)))
            })?;
            let record = Record {
                text: r.get(1)?,
                side,
                seat: r.get::<_, Option<i64>>(3)?.map(|s| s as usize),
                ms: r.get::<_, i64>(4)?.max(0) as u64,
                clock_ms: r.get::<_, Option<i64>>(6)?.map(|v| v.max(0) as u64),
            };
            actions.push(StoredAction { seq, undone: r.get::<_, i64>(5)? != 0, record });
        }
        Ok(Some((row, actions)))
    }

    /// Every game, unfinished first, newest first. A row that cannot be read is listed as
    /// damaged, in its place, and never hides the others.
    pub fn list_games(&self) -> AppResult<Vec<Result<GameRow, DamagedRow>>> {
        let mut stmt = self.conn.prepare(&format!(
            "SELECT {GAME_COLUMNS}, rowid FROM games ORDER BY phase = 'over', updated_at DESC, created_at DESC"
        ))?;
        let mut rows = stmt.query([])?;
        let mut out = Vec::new();
        while let Some(r) = rows.next()? {
            out.push(match read_game_row(r) {
                Ok(row) => Ok(row),
                Err(e) => Err(DamagedRow {
                    // The rowid comes after the game's columns.
                    rowid: r.get(r.as_ref().column_count() - 1)?,
                    id: r.get(0).ok(),
                    updated_at: r.get(12).ok(),
                    reason: e.to_string(),
                }),
            });
        }
        Ok(out)
    }

    /// The ids of every game (copying games from memory to a file that opened later).
    pub fn game_ids(&self) -> AppResult<Vec<String>> {
        let mut stmt = self.conn.prepare("SELECT id FROM games WHERE typeof(id) = 'text'")?;
        let ids = stmt.query_map([], |r| r.get(0))?.collect::<Result<Vec<String>, _>>()?;
        Ok(ids)
    }

    pub fn delete_game(&mut self, id: &str) -> AppResult<bool> {
        let tx = self.conn.transaction()?;
        tx.execute("DELETE FROM actions WHERE game_id = ?1", params![id])?;
        let n = tx.execute("DELETE FROM games WHERE id = ?1", params![id])?;
        tx.commit()?;
        Ok(n > 0)
    }

    /// Deletes a damaged row that has no readable id, by its rowid.
    pub fn delete_row(&mut self, rowid: i64) -> AppResult<bool> {
        let tx = self.conn.transaction()?;
        tx.execute(
            "DELETE FROM actions WHERE game_id = (SELECT id FROM games WHERE rowid = ?1)",
            params![rowid],
        )?;
        let n = tx.execute("DELETE FROM games WHERE rowid = ?1", params![rowid])?;
        tx.commit()?;
        Ok(n > 0)
    }

    pub fn load_settings(&self) -> AppResult<Settings> {
        let mut stmt = self.conn.prepare("SELECT key, value FROM settings")?;
        let rows = stmt
            .query_map([], |r| Ok((r.get::<_, String>(0)?, r.get::<_, String>(1)?)))?
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Settings::from_rows(&rows))
    }

    pub fn save_settings(&mut self, settings: &Settings) -> AppResult<()> {
        let tx = self.conn.transaction()?;
        for (key, value) in settings.to_rows() {
            tx.execute(
                "INSERT INTO settings (key, value) VALUES (?1, ?2)
                 ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                params![key, value],
            )?;
        }
        tx.commit()?;
        Ok(())
    }
}

fn insert_game(tx: &rusqlite::Transaction<'_>, row: &GameRow, actions: &[StoredAction]) -> AppResult<()> {
    let s = &row.state;
    tx.execute(
        "INSERT INTO games (id, game, options, start_position, position, ply, phase, outcome,
                forced_outcome, clock_remaining_ms, pending_ms, created_at, updated_at, setup, redo_clock_ms, help,
                graded, pins)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18)",
        params![
            row.id,
            row.game,
            row.options,
            s.start_position,
            s.position,
            s.ply as i64,
            s.phase,
            s.outcome,
            s.forced_outcome,
            s.clock_remaining_ms.map(|v| v as i64),
            s.pending_ms as i64,
            row.created_at,
            s.updated_at,
            s.setup,
            s.redo_clock_ms.map(|v| v as i64),
            s.help,
            s.graded,
            s.pins
        ],
    )?;
    for a in actions {
        insert_action(tx, &row.id, a)?;
    }
    Ok(())
}

fn insert_action(tx: &rusqlite::Transaction<'_>, id: &str, a: &StoredAction) -> AppResult<()> {
    tx.execute(
        "INSERT INTO actions (game_id, seq, action, side, seat, ms, undone, clock_ms)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
        params![
            id,
            a.seq as i64,
            a.record.text,
            a.record.side.name(),
            a.record.seat.map(|s| s as i64),
            a.record.ms as i64,
            a.undone as i64,
            a.record.clock_ms.map(|v| v as i64)
        ],
    )?;
    Ok(())
}

fn update_state(tx: &rusqlite::Transaction<'_>, id: &str, s: &GameState) -> AppResult<()> {
    let n = tx.execute(
        "UPDATE games SET position = ?2, ply = ?3, phase = ?4, outcome = ?5, forced_outcome = ?6,
                clock_remaining_ms = ?7, pending_ms = ?8, updated_at = ?9, start_position = ?10, setup = ?11,
                redo_clock_ms = ?12, help = ?13, graded = ?14, pins = ?15
         WHERE id = ?1",
        params![
            id,
            s.position,
            s.ply as i64,
            s.phase,
            s.outcome,
            s.forced_outcome,
            s.clock_remaining_ms.map(|v| v as i64),
            s.pending_ms as i64,
            s.updated_at,
            s.start_position,
            s.setup,
            s.redo_clock_ms.map(|v| v as i64),
            s.help,
            s.graded,
            s.pins
        ],
    )?;
    if n != 1 {
        return Err(AppError::damaged_save(format!("game {id} is not in the database")));
    }
    Ok(())
}

fn read_game_row(r: &rusqlite::Row<'_>) -> rusqlite::Result<GameRow> {
    Ok(GameRow {
        id: r.get(0)?,
        game: r.get(1)?,
        options: r.get(2)?,
        created_at: r.get(11)?,
        state: GameState {
            start_position: r.get(3)?,
            position: r.get(4)?,
            ply: r.get::<_, i64>(5)?.max(0) as usize,
            phase: r.get(6)?,
            outcome: r.get(7)?,
            forced_outcome: r.get(8)?,
            clock_remaining_ms: r.get::<_, Option<i64>>(9)?.map(|v| v.max(0) as u64),
            pending_ms: r.get::<_, i64>(10)?.max(0) as u64,
            updated_at: r.get(12)?,
            setup: r.get(13)?,
            redo_clock_ms: r.get::<_, Option<i64>>(14)?.map(|v| v.max(0) as u64),
            help: r.get(15)?,
            graded: r.get(16)?,
            pins: r.get(17)?,
        },
    })
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
