//! The SQLite saves: a versioned schema (`PRAGMA user_version`), WAL, one transaction per change.
//!
//! Tables: `games` (one row per game: options, start and current position, clock, outcome),
//! `actions` (every action with the time spent on it; undone actions stay, flagged, for redo)
//! and `settings` (key → JSON value).

use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

use rusqlite::{params, Connection, OptionalExtension};

use super::error::{AppError, AppResult};
use super::settings::Settings;
use super::types::StorageNotice;

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
];

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

/// One stored action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredAction {
    pub seq: usize,
    pub action: String,
    pub side: String,
    pub seat: Option<usize>,
    pub ms: u64,
    pub undone: bool,
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

pub struct Store {
    conn: Connection,
    path: Option<PathBuf>,
}

impl Store {
    /// Opens (or creates) the database at `path`. A file that cannot be used is moved aside
    /// (`<name>.unreadable-<time>`) and a fresh database is started; when even that fails the
    /// saves live in memory for this run. Either way the notice says what happened.
    pub fn open(path: &Path) -> (Store, Option<StorageNotice>) {
        match Store::try_open(path) {
            Ok(store) => (store, None),
            Err(first) => {
                let stamp = now_rfc3339().replace([':', '-'], "").replace('.', "");
                let moved = path.with_file_name(format!(
                    "{}.unreadable-{stamp}",
                    path.file_name().and_then(|n| n.to_str()).unwrap_or("saves.db")
                ));
                let renamed = std::fs::rename(path, &moved).is_ok();
                if renamed {
                    for ext in ["-wal", "-shm"] {
                        let side = PathBuf::from(format!("{}{ext}", path.display()));
                        if side.exists() {
                            let _ =
                                std::fs::rename(&side, PathBuf::from(format!("{}{ext}", moved.display())));
                        }
                    }
                }
                match Store::try_open(path) {
                    Ok(store) => {
                        let message = if renamed {
                            format!(
                                "The saved-games database could not be read ({first}). It was moved to {} and a new, empty one was started.",
                                moved.display()
                            )
                        } else {
                            format!("The saved-games database could not be read ({first}); a new one was started.")
                        };
                        let moved_to = renamed.then(|| moved.display().to_string());
                        (store, Some(StorageNotice { message, moved_to, in_memory: false }))
                    }
                    Err(second) => {
                        let message = format!(
                            "The saved-games database at {} cannot be used ({first}; {second}). Games are kept in memory only until the app closes.",
                            path.display()
                        );
                        let moved_to = renamed.then(|| moved.display().to_string());
                        (Store::in_memory(), Some(StorageNotice { message, moved_to, in_memory: true }))
                    }
                }
            }
        }
    }

    /// A database in memory (tests, and the last resort when no file can be used).
    pub fn in_memory() -> Store {
        let conn = match Connection::open_in_memory() {
            Ok(c) => c,
            Err(e) => panic!("SQLite cannot open an in-memory database: {e}"),
        };
        let mut store = Store { conn, path: None };
        if let Err(e) = store.prepare() {
            panic!("SQLite cannot create the schema in memory: {e}");
        }
        store
    }

    fn try_open(path: &Path) -> AppResult<Store> {
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir).map_err(|e| AppError::Storage(format!("{}: {e}", dir.display())))?;
        }
        let conn = Connection::open(path)?;
        let mut store = Store { conn, path: Some(path.to_path_buf()) };
        store.prepare()?;
        Ok(store)
    }

    /// Pragmas, an integrity check, and the migrations.
    fn prepare(&mut self) -> AppResult<()> {
        self.conn.busy_timeout(std::time::Duration::from_secs(2))?;
        let check: String = self.conn.query_row("PRAGMA quick_check", [], |r| r.get(0))?;
        if check != "ok" {
            return Err(AppError::Storage(format!("integrity check failed: {check}")));
        }
        if self.path.is_some() {
            let mode: String = self.conn.query_row("PRAGMA journal_mode = WAL", [], |r| r.get(0))?;
            if !mode.eq_ignore_ascii_case("wal") {
                return Err(AppError::Storage(format!("cannot switch to WAL (journal mode {mode})")));
            }
        }
        self.conn.execute_batch("PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON;")?;
        self.migrate()
    }

    fn migrate(&mut self) -> AppResult<()> {
        let version: i64 = self.conn.query_row("PRAGMA user_version", [], |r| r.get(0))?;
        if version > SCHEMA_VERSION {
            return Err(AppError::Storage(format!(
                "the database has schema version {version}, newer than this app's {SCHEMA_VERSION}"
            )));
        }
        for (i, sql) in MIGRATIONS.iter().enumerate().skip(version as usize) {
            let tx = self.conn.transaction()?;
            tx.execute_batch(sql)?;
            tx.pragma_update(None, "user_version", (i + 1) as i64)?;
            tx.commit()?;
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
        let s = &row.state;
        tx.execute(
            "INSERT INTO games (id, game, options, start_position, position, ply, phase, outcome,
                forced_outcome, clock_remaining_ms, pending_ms, created_at, updated_at, setup)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14)",
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
                s.setup
            ],
        )?;
        for a in actions {
            insert_action(&tx, &row.id, a)?;
        }
        tx.commit()?;
        Ok(())
    }

    /// Records a new action: drops the undone tail (the redo list), appends, updates the game.
    pub fn record_action(&mut self, id: &str, action: &StoredAction, state: &GameState) -> AppResult<()> {
        let tx = self.conn.transaction()?;
        tx.execute("DELETE FROM actions WHERE game_id = ?1 AND seq >= ?2", params![id, action.seq as i64])?;
        insert_action(&tx, id, action)?;
        update_state(&tx, id, state)?;
        tx.commit()?;
        Ok(())
    }

    /// Undo: flags the actions from `from_seq` on as undone (kept for redo).
    pub fn mark_undone(&mut self, id: &str, from_seq: usize, state: &GameState) -> AppResult<()> {
        let tx = self.conn.transaction()?;
        tx.execute(
            "UPDATE actions SET undone = 1 WHERE game_id = ?1 AND seq >= ?2",
            params![id, from_seq as i64],
        )?;
        update_state(&tx, id, state)?;
        tx.commit()?;
        Ok(())
    }

    /// Redo: the action at `seq` counts again.
    pub fn mark_redone(&mut self, id: &str, seq: usize, state: &GameState) -> AppResult<()> {
        let tx = self.conn.transaction()?;
        let n = tx.execute(
            "UPDATE actions SET undone = 0 WHERE game_id = ?1 AND seq = ?2",
            params![id, seq as i64],
        )?;
        if n != 1 {
            return Err(AppError::Storage(format!("no undone action {seq} in game {id}")));
        }
        update_state(&tx, id, state)?;
        tx.commit()?;
        Ok(())
    }

    pub fn update_state(&mut self, id: &str, state: &GameState) -> AppResult<()> {
        let tx = self.conn.transaction()?;
        update_state(&tx, id, state)?;
        tx.commit()?;
        Ok(())
    }

    /// The clock alone (every tick and on pause); does not touch `updated_at`.
    pub fn update_clock(&mut self, id: &str, remaining_ms: Option<u64>, pending_ms: u64) -> AppResult<()> {
        self.conn.execute(
            "UPDATE games SET clock_remaining_ms = ?2, pending_ms = ?3 WHERE id = ?1",
            params![id, remaining_ms.map(|v| v as i64), pending_ms as i64],
        )?;
        Ok(())
    }

    pub fn load_game(&self, id: &str) -> AppResult<Option<(GameRow, Vec<StoredAction>)>> {
        let row = self
            .conn
            .query_row(
                "SELECT id, game, options, start_position, position, ply, phase, outcome, forced_outcome,
                        clock_remaining_ms, pending_ms, created_at, updated_at, setup
                 FROM games WHERE id = ?1",
                params![id],
                read_game_row,
            )
            .optional()?;
        let Some(row) = row else { return Ok(None) };
        let mut stmt = self.conn.prepare(
            "SELECT seq, action, side, seat, ms, undone FROM actions WHERE game_id = ?1 ORDER BY seq",
        )?;
        let actions = stmt
            .query_map(params![id], |r| {
                Ok(StoredAction {
                    seq: r.get::<_, i64>(0)? as usize,
                    action: r.get(1)?,
                    side: r.get(2)?,
                    seat: r.get::<_, Option<i64>>(3)?.map(|s| s as usize),
                    ms: r.get::<_, i64>(4)?.max(0) as u64,
                    undone: r.get::<_, i64>(5)? != 0,
                })
            })?
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Some((row, actions)))
    }

    /// Every game, unfinished first, newest first.
    pub fn list_games(&self) -> AppResult<Vec<GameRow>> {
        let mut stmt = self.conn.prepare(
            "SELECT id, game, options, start_position, position, ply, phase, outcome, forced_outcome,
                    clock_remaining_ms, pending_ms, created_at, updated_at, setup
             FROM games ORDER BY phase = 'over', updated_at DESC, created_at DESC",
        )?;
        let rows = stmt.query_map([], read_game_row)?.collect::<Result<Vec<_>, _>>()?;
        Ok(rows)
    }

    pub fn delete_game(&mut self, id: &str) -> AppResult<bool> {
        let tx = self.conn.transaction()?;
        tx.execute("DELETE FROM actions WHERE game_id = ?1", params![id])?;
        let n = tx.execute("DELETE FROM games WHERE id = ?1", params![id])?;
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

fn insert_action(tx: &rusqlite::Transaction<'_>, id: &str, a: &StoredAction) -> AppResult<()> {
    tx.execute(
        "INSERT INTO actions (game_id, seq, action, side, seat, ms, undone) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
        params![id, a.seq as i64, a.action, a.side, a.seat.map(|s| s as i64), a.ms as i64, a.undone as i64],
    )?;
    Ok(())
}

fn update_state(tx: &rusqlite::Transaction<'_>, id: &str, s: &GameState) -> AppResult<()> {
    let n = tx.execute(
        "UPDATE games SET position = ?2, ply = ?3, phase = ?4, outcome = ?5, forced_outcome = ?6,
                clock_remaining_ms = ?7, pending_ms = ?8, updated_at = ?9, start_position = ?10, setup = ?11
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
            s.setup
        ],
    )?;
    if n != 1 {
        return Err(AppError::Storage(format!("game {id} is not in the database")));
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
    fn fresh_database_is_migrated_and_in_wal() {
        let dir = std::env::temp_dir().join(format!("sc-store-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let path = dir.join("saves.db");
        let (store, notice) = Store::open(&path);
        assert_eq!(notice, None);
        assert_eq!(store.schema_version().unwrap(), SCHEMA_VERSION);
        assert_eq!(store.journal_mode().unwrap().to_lowercase(), "wal");
        drop(store);
        // Reopening runs no migration twice.
        let (store, notice) = Store::open(&path);
        assert_eq!(notice, None);
        assert_eq!(store.schema_version().unwrap(), SCHEMA_VERSION);
        drop(store);
        let _ = std::fs::remove_dir_all(&dir);
    }
}
