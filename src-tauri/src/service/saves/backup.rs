//! The player's backup: one SQLite file of everything the saves hold (games, statistics,
//! lesson progress, drills, settings), taken with SQLite's online backup API while the app
//! plays on, never by copying the live file (which a commit may be changing). Restoring merges
//! a backup into the saves in one transaction: games by id (a game already here is kept as it
//! is, none is duplicated), results by game, lesson progress at its best, drills by their
//! position, and only the settings never set here. A file that is not a backup, one from a
//! newer app, or one cut short or damaged is refused before anything changes.

use std::path::{Path, PathBuf};
use std::time::Duration;

use rusqlite::backup::Backup;
use rusqlite::{Connection, OpenFlags};
use serde::Serialize;
use serde_json::Value;

use super::schema::{Store, SCHEMA_VERSION};
use super::status::Problem;
use crate::service::error::{AppError, AppResult, Detail};

/// What marks a backup file (SQLite's `application_id`: "SCBK"), so that no other database,
/// the live saves included, is taken for one.
pub const BACKUP_ID: i32 = 0x5343_424B;
/// SQLite's file header: its magic, and where the header keeps the numbers read here.
const MAGIC: &[u8; 16] = b"SQLite format 3\0";
const HEADER: usize = 100;

/// A backup written.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct BackedUp {
    pub path: String,
    /// The games it holds.
    pub games: u32,
}

/// What a restore added to the saves.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct Restored {
    /// How many games were added: the backup's games whose ids were not here.
    pub games: u32,
    /// Their ids (but for an id a damaged row holds as something other than text).
    pub game_ids: Vec<String>,
    /// Finished games' results added to the statistics.
    pub results: u32,
    /// Lessons passed or tried in the backup and not yet here.
    pub lessons: u32,
    /// Drills added.
    pub drills: u32,
    /// Settings taken from the backup (those never set here).
    pub settings: u32,
}

/// A backup refused with `code` (`backup.<what>`); `why` is English, for the log.
fn refused<const N: usize>(code: &str, params: [(&str, Value); N], why: String) -> AppError {
    AppError::BadRequest(Detail::with_params(code, params, why))
}

fn not_a_backup(why: &str) -> AppError {
    refused("backup.not-a-backup", [], format!("not a Shuangcheng backup: {why}"))
}

fn torn(why: &str) -> AppError {
    refused("backup.damaged", [], format!("the backup is cut short or damaged: {why}"))
}

/// Every code a backup's refusal can carry (the UI has a template for each).
pub const BACKUP_CODES: [&str; 3] = ["backup.not-a-backup", "backup.newer-version", "backup.damaged"];

fn be32(b: &[u8], at: usize) -> u32 {
    u32::from_be_bytes([b[at], b[at + 1], b[at + 2], b[at + 3]])
}

/// The backup file's header checked before SQLite opens it: SQLite's, with the backup's mark,
/// a schema this app reads, and every page the header counts.
fn check_header(path: &Path) -> AppResult<()> {
    use std::io::Read;
    let unreadable = |e: std::io::Error| not_a_backup(&e.to_string());
    let mut file = std::fs::File::open(path).map_err(unreadable)?;
    let len = file.metadata().map_err(unreadable)?.len();
    let mut bytes = Vec::with_capacity(HEADER);
    file.by_ref().take(HEADER as u64).read_to_end(&mut bytes).map_err(unreadable)?;
    if bytes.len() < HEADER {
        return Err(match !bytes.is_empty() && MAGIC.starts_with(&bytes[..bytes.len().min(16)]) {
            true => torn(&format!("{} bytes", bytes.len())),
            false => not_a_backup("too short to be a database"),
        });
    }
    if &bytes[..16] != MAGIC {
        return Err(not_a_backup("not an SQLite database"));
    }
    if be32(&bytes, 68) as i32 != BACKUP_ID {
        return Err(not_a_backup("an SQLite database without the backup's mark"));
    }
    let version = be32(&bytes, 60) as i64;
    if version > SCHEMA_VERSION {
        let why = format!("schema version {version}; this app reads up to {SCHEMA_VERSION}");
        let params = [("version", Value::from(version)), ("ours", Value::from(SCHEMA_VERSION))];
        return Err(refused("backup.newer-version", params, why));
    }
    let page_size = match u16::from_be_bytes([bytes[16], bytes[17]]) {
        1 => 65_536,
        n => u64::from(n),
    };
    let pages = u64::from(be32(&bytes, 28));
    if page_size * pages > len {
        return Err(torn(&format!("{len} of {} bytes", page_size * pages)));
    }
    Ok(())
}

/// Beside `path`: `path` with `suffix` added to its name.
fn beside(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(suffix);
    PathBuf::from(name)
}

/// A restored backup's copy, removed when dropped (with the journal SQLite may leave).
struct Copy(PathBuf);

impl Drop for Copy {
    fn drop(&mut self) {
        for p in [self.0.clone(), beside(&self.0, "-journal")] {
            if let Err(e) = std::fs::remove_file(&p) {
                if e.kind() != std::io::ErrorKind::NotFound {
                    log::warn!("{}: could not be removed: {e}", p.display());
                }
            }
        }
    }
}

impl Store {
    /// Writes a backup of every table to `to` (through `to.part`, renamed once whole and
    /// flushed, so that a backup cut short by a crash never has the backup's name).
    pub fn back_up(&self, to: &Path) -> AppResult<BackedUp> {
        let write_failed = |e: &dyn std::fmt::Display| {
            let why = format!("the backup could not be written to {}: {e}", to.display());
            refused("file.write", [], why)
        };
        let part = beside(to, ".part");
        let written = (|| -> Result<(), Box<dyn std::error::Error>> {
            let mut copy = Connection::open(&part)?;
            Backup::new(&self.conn, &mut copy)?.run_to_completion(256, Duration::ZERO, None)?;
            // One file, readable alone: the live saves' write-ahead journal is not carried over.
            copy.query_row("PRAGMA journal_mode = DELETE", [], |_| Ok(()))?;
            copy.pragma_update(None, "application_id", BACKUP_ID)?;
            drop(copy);
            std::fs::File::open(&part)?.sync_all()?;
            std::fs::rename(&part, to)?;
            Ok(())
        })();
        if let Err(e) = written {
            if part.exists() {
                if let Err(e) = std::fs::remove_file(&part) {
                    log::warn!("{}: could not be removed: {e}", part.display());
                }
            }
            return Err(write_failed(&e));
        }
        let games: i64 = self.conn.query_row("SELECT count(*) FROM games", [], |r| r.get(0))?;
        log::info!("backup: {games} games written to {}", to.display());
        Ok(BackedUp { path: to.display().to_string(), games: games as u32 })
    }

    /// Merges the backup at `from` into these saves, in one transaction; what it added.
    pub fn restore(&mut self, from: &Path) -> AppResult<Restored> {
        check_header(from)?;
        let copy = self.migrated_copy(from)?;
        let attached = self.conn.execute("ATTACH DATABASE ?1 AS restored", [copy.0.display().to_string()]);
        attached.map_err(|e| torn(&e.to_string()))?;
        let merged = self.merge();
        if let Err(e) = self.conn.execute("DETACH DATABASE restored", []) {
            log::warn!("backup: the restored copy could not be detached: {e}");
        }
        let restored = merged?;
        let Restored { games, results, lessons, drills, settings, .. } = &restored;
        log::info!(
            "backup: restored from {}: {games} games, {results} results, {lessons} lessons, {drills} drills, {settings} settings",
            from.display()
        );
        Ok(restored)
    }

    /// The backup copied beside the saves and brought to this app's schema: the file the
    /// player chose is only read.
    fn migrated_copy(&self, from: &Path) -> AppResult<Copy> {
        let dir = self.path().and_then(Path::parent).map_or_else(std::env::temp_dir, Path::to_path_buf);
        let copy = Copy(dir.join(format!(".shuangcheng-restoring-{}", std::process::id())));
        let mut source = std::fs::File::open(from).map_err(|e| not_a_backup(&e.to_string()))?;
        // The copy is written beside the saves: a failure there is the saves' folder's.
        let saves_failed = |e: std::io::Error| AppError::storage(Problem::of_io(&e), e);
        let mut target = std::fs::File::create(&copy.0).map_err(saves_failed)?;
        std::io::copy(&mut source, &mut target).map_err(saves_failed)?;
        drop(target);
        let conn = Connection::open_with_flags(&copy.0, OpenFlags::SQLITE_OPEN_READ_WRITE)
            .map_err(|e| torn(&e.to_string()))?;
        let check: String =
            conn.query_row("PRAGMA integrity_check", [], |r| r.get(0)).map_err(|e| torn(&e.to_string()))?;
        if check != "ok" {
            return Err(torn(&check));
        }
        let mut store = Store { conn, path: None, fail_at: None };
        store.migrate().map_err(|e| torn(&e.to_string()))?;
        Ok(copy)
    }

    /// The attached backup's rows added where they are missing, in one transaction.
    fn merge(&mut self) -> AppResult<Restored> {
        let games = columns(&self.conn, "games")?;
        let actions = columns(&self.conn, "actions")?;
        let results = columns(&self.conn, "results")?;
        let drills: Vec<String> =
            columns(&self.conn, "drills")?.into_iter().filter(|c| c != "\"id\"").collect();
        let tx = self.conn.transaction()?;
        tx.execute_batch(
            "CREATE TEMP TABLE restored_ids AS SELECT id FROM restored.games AS b
               WHERE NOT EXISTS (SELECT 1 FROM main.games AS m WHERE m.id IS b.id)",
        )?;
        let games = tx.execute(
            &format!(
                "INSERT INTO main.games ({0}) SELECT {0} FROM restored.games WHERE id IN temp.restored_ids",
                games.join(", ")
            ),
            [],
        )?;
        tx.execute(
            &format!(
                "INSERT INTO main.actions ({0}) SELECT {0} FROM restored.actions WHERE game_id IN temp.restored_ids",
                actions.join(", ")
            ),
            [],
        )?;
        let game_ids: Vec<String> = {
            let mut stmt = tx.prepare("SELECT id FROM temp.restored_ids WHERE typeof(id) = 'text'")?;
            let ids = stmt.query_map([], |r| r.get(0))?.collect::<Result<_, _>>()?;
            ids
        };
        tx.execute_batch("DROP TABLE temp.restored_ids")?;
        let results = tx.execute(
            &format!(
                "INSERT OR IGNORE INTO main.results ({0}) SELECT {0} FROM restored.results",
                results.join(", ")
            ),
            [],
        )?;
        let lessons = tx.execute(
            "INSERT INTO main.lesson_progress (lesson_id, game, passed_at, wrong_tries, updated_at)
               SELECT lesson_id, game, passed_at, wrong_tries, updated_at FROM restored.lesson_progress AS b
               WHERE NOT EXISTS (SELECT 1 FROM main.lesson_progress AS m WHERE m.lesson_id = b.lesson_id
                                 AND (m.passed_at IS NOT NULL OR b.passed_at IS NULL))
               ON CONFLICT (lesson_id) DO UPDATE SET passed_at = excluded.passed_at,
                 wrong_tries = max(wrong_tries, excluded.wrong_tries)",
            [],
        )?;
        tx.execute("INSERT OR IGNORE INTO main.lessons_offered SELECT game, offered_at FROM restored.lessons_offered", [])?;
        let drills = tx.execute(
            &format!(
                "INSERT OR IGNORE INTO main.drills ({0}) SELECT {0} FROM restored.drills",
                drills.join(", ")
            ),
            [],
        )?;
        let settings = tx.execute(
            "INSERT OR IGNORE INTO main.settings (key, value) SELECT key, value FROM restored.settings",
            [],
        )?;
        tx.commit()?;
        let count = |n: usize| n as u32;
        Ok(Restored {
            games: count(games),
            game_ids,
            results: count(results),
            lessons: count(lessons),
            drills: count(drills),
            settings: count(settings),
        })
    }
}

/// The columns of the saves' `table`, quoted, in order.
fn columns(conn: &Connection, table: &str) -> AppResult<Vec<String>> {
    let mut stmt = conn.prepare(&format!("SELECT name FROM pragma_table_info('{table}', 'main')"))?;
    let names = stmt.query_map([], |r| r.get::<_, String>(0))?.collect::<Result<Vec<_>, _>>()?;
    Ok(names.into_iter().map(|n| format!("\"{}\"", n.replace('"', "\"\""))).collect())
}
