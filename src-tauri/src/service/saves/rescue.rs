//! A database file cut short under its journal: empty beside a journal (whether or not a
//! commit in it can be read), or missing pages that the journal's last commit needs and does
//! not hold itself. SQLite would take an empty file for a new
//! database and delete the journal, and would read missing pages as zeros; either way the
//! committed changes in the journal would be lost without a word. So the files are moved aside
//! together first (bytes kept), and the games that still replay from what they hold are copied
//! into a fresh database.

use std::path::Path;

use super::aside::{move_aside, sidecar, Recovery};
use super::journal::{self, Replayed};
use super::status::{Failure, Problem};
use super::{loads, Store};

/// What is missing, when the database at `path` is shorter than its journal needs.
pub fn check(path: &Path) -> std::io::Result<Option<String>> {
    let journal = match std::fs::read(sidecar(path, "-wal")) {
        Ok(b) => b,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(e),
    };
    let len = match std::fs::metadata(path) {
        Ok(m) => m.len(),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => 0,
        Err(e) => return Err(e),
    };
    match journal::replayed(&journal) {
        Some(replayed) => Ok(shortfall(&replayed, len)),
        // SQLite would start an empty file as a new database and delete the journal beside
        // it: bytes it cannot read may still be the player's games, so they are kept.
        None if len == 0 && !journal.is_empty() => Ok(Some(format!(
            "the database file is empty and its journal ({} bytes) holds no commit that can be read",
            journal.len()
        ))),
        None => Ok(None),
    }
}

fn shortfall(r: &Replayed, len: u64) -> Option<String> {
    let commits = r.db_pages;
    if len == 0 {
        return Some(format!(
            "the database file is empty while its journal holds committed changes ({commits} pages)"
        ));
    }
    let missing = r.pages_from_main_file().filter(|&p| p as u64 * r.page_size as u64 > len).count();
    (missing > 0).then(|| {
        format!("the database file is cut short at {len} bytes: {missing} of the {commits} pages its journal's last commit needs are missing")
    })
}

/// Moves the database, its journal and its index aside (renamed, bytes unchanged), then
/// rebuilds the database from them as SQLite would have read it: kept whole when it passes
/// `integrity_check`, else only the games that load and replay are copied into a fresh one.
pub fn rescue(path: &Path, what: String) -> Result<Recovery, Failure> {
    let kept_at = move_aside(path, "cut-short")?;
    let games = match rebuild(path, &kept_at) {
        Ok(games) => games,
        Err(e) => {
            // The originals are kept: the player still has every byte, and a fresh start.
            log::warn!("storage: nothing could be rebuilt from {}: {e}", kept_at.display());
            0
        }
    };
    Ok(Recovery { problem: Problem::CutShort, kept_at, detail: what, games: Some(games) })
}

/// The database rebuilt at `path` from the kept files; how many games it holds.
fn rebuild(path: &Path, kept_at: &Path) -> Result<usize, Box<dyn std::error::Error>> {
    let journal = std::fs::read(sidecar(kept_at, "-wal"))?;
    let main = std::fs::read(kept_at).unwrap_or_default();
    let Some(replayed) = journal::replayed(&journal) else { return Ok(0) };
    let mut image = replayed.apply(&main, &journal);
    if image.len() >= 100 {
        // A rollback-journal database: SQLite reads it alone, with no journal beside it.
        image[18] = 1;
        image[19] = 1;
    }
    let mut rebuilding = path.as_os_str().to_owned();
    rebuilding.push(".rebuilding");
    let rebuilding = std::path::PathBuf::from(rebuilding);
    std::fs::write(&rebuilding, &image)?;
    let result = adopt_or_salvage(path, &rebuilding);
    if rebuilding.exists() {
        if let Err(e) = std::fs::remove_file(&rebuilding) {
            log::warn!("{}: could not be removed: {e}", rebuilding.display());
        }
    }
    result
}

fn adopt_or_salvage(path: &Path, rebuilt: &Path) -> Result<usize, Box<dyn std::error::Error>> {
    let old = Store::open_rebuilt(rebuilt)?;
    let check: String =
        old.conn().query_row("PRAGMA integrity_check", [], |r| r.get(0)).unwrap_or_else(|e| e.to_string());
    let ids = old.game_ids().unwrap_or_default();
    if check == "ok" {
        drop(old);
        std::fs::rename(rebuilt, path)?;
        return Ok(ids.len());
    }
    let mut fresh = Store::open_file(path).map_err(|f| f.message())?;
    let mut copied = 0;
    for id in ids {
        let Ok(Some((row, actions))) = old.load_game(&id) else { continue };
        if loads(&row, &actions) && fresh.insert_game(&row, &actions).is_ok() {
            copied += 1;
        }
    }
    Ok(copied)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn journal(db_pages: u32, frames: &[u32]) -> Replayed {
        Replayed { page_size: 4096, db_pages, frames: frames.iter().map(|&p| (p, 0)).collect() }
    }

    #[test]
    fn a_file_is_short_only_of_pages_the_journal_does_not_hold() {
        let r = journal(4, &[1, 4]);
        assert!(shortfall(&r, 0).is_some(), "empty under a journal with commits");
        assert_eq!(shortfall(&r, 3 * 4096), None, "page 4 is in the journal");
        assert_eq!(shortfall(&r, 2 * 4096 + 10).map(|s| s.contains("1 of the 4 pages")), Some(true));
        assert_eq!(shortfall(&journal(6, &[1]), 6 * 4096), None);
    }

    #[test]
    fn an_empty_file_beside_a_journal_without_a_commit_is_kept_aside() {
        let dir = std::env::temp_dir().join(format!("sc-rescue-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let db = dir.join("shuangcheng.db");
        std::fs::write(&db, b"").unwrap();
        std::fs::write(sidecar(&db, "-wal"), b"").unwrap();
        assert_eq!(check(&db).unwrap(), None, "an empty journal holds nothing to keep");
        std::fs::write(sidecar(&db, "-wal"), vec![0x5a; 4096 + 32]).unwrap();
        let what = check(&db).unwrap().expect("kept aside, not opened as a new database");
        assert!(what.contains("holds no commit"), "{what}");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
