//! A damaged saves file kept aside, its bytes unchanged: moved (with its journal) or copied
//! beside the database under a name that says why and when, so that the player's saves are
//! never lost to a fault, and the status that tells the player where.

use std::path::{Path, PathBuf};

use super::status::{Failure, Problem, StorageState, StorageStatus};

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

/// `<db>-wal`, `<db>-shm`.
pub fn sidecar(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(suffix);
    PathBuf::from(name)
}

/// `<db>.<tag>-<UTC time>`, beside the database.
fn aside_name(path: &Path, tag: &str) -> PathBuf {
    let stamp: String = super::schema::now_rfc3339().chars().filter(char::is_ascii_alphanumeric).collect();
    let mut name = path.file_name().unwrap_or_default().to_owned();
    name.push(format!(".{tag}-{stamp}"));
    path.with_file_name(name)
}

/// Moves a damaged database aside with its journal and shared-memory index (renamed to match,
/// so SQLite tools can open the kept copy as it was). Nothing is deleted; a database that is
/// missing under its journal leaves the journal alone to move.
pub(super) fn move_aside(path: &Path, tag: &str) -> Result<PathBuf, Failure> {
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
pub(super) fn keep_copy(path: &Path, tag: &str) -> Result<PathBuf, Failure> {
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
