//! The service's side of the saves: which store is in use (the file, memory, or none while the
//! player decides), the directory lock, the status the UI shows, and the player's two ways out
//! of a problem: Retry and "play without saving".

use std::path::{Path, PathBuf};
use std::sync::Mutex;

use super::lock::DirLock;
use super::status::{Failure, Problem, StorageState, StorageStatus};
use crate::service::error::{AppError, AppResult};
use crate::service::saves::results::GameResult;
use crate::service::saves::{GameRow, GameState, SavedClock, Store, StoredAction, Write};
use crate::service::settings::Settings;
use crate::service::sync::relock;

/// Where the saves stand: the file, its lock, the status, and what waits on a failed save.
struct Ctl {
    /// The database file; `None` when the platform gave no directory.
    path: Option<PathBuf>,
    /// Held while the file is in use; dropped after the store.
    lock: Option<DirLock>,
    status: StorageStatus,
    /// The file's store, taken out of use when a change could not be saved: its games are
    /// still read from it if the player chooses to play on without saving.
    aside: Option<Store>,
    /// The game on screen when a change could not be saved: it goes on by itself (its AI, its
    /// timeout) once the player chose Retry or "play without saving".
    stalled: Option<String>,
}

impl Ctl {
    fn new(path: Option<&Path>, lock: Option<DirLock>, status: StorageStatus) -> Ctl {
        Ctl { path: path.map(Path::to_path_buf), lock, status, aside: None, stalled: None }
    }
}

/// The saves as a part of the service: the store in use (the file, memory, or none while the
/// player decides what to do about a file that cannot be used) and its state. It owns both;
/// the service tells the page and drives the games around it.
pub struct Saves {
    /// Declared before `ctl`, whose directory lock must outlive it.
    store: Mutex<Option<Store>>,
    ctl: Mutex<Ctl>,
}

impl Saves {
    /// Opens the saves at `path` (see `saves::open`: nothing is moved unless proven corrupt); when
    /// the file cannot be used there is no store yet and the status says why.
    pub(crate) fn open(path: &Path) -> Saves {
        match super::open::open(path) {
            Ok(opened) => {
                let status = opened.status(path);
                let ctl = Ctl::new(Some(path), Some(opened.lock), status);
                Saves::of(Some(opened.store), ctl)
            }
            Err(f) => Saves::of(None, Ctl::new(Some(path), None, StorageStatus::failed(&f, path))),
        }
    }

    /// Saves in memory from the start: `why` says why there is no file (none: tests and tools).
    pub(crate) fn in_memory(why: Option<Failure>) -> Saves {
        let status = match why {
            Some(f) => StorageStatus::new(
                StorageState::WithoutSaving,
                Some(f.problem),
                without_saving(&f.message()),
                None,
            ),
            None => StorageStatus::new(StorageState::WithoutSaving, None, String::new(), None),
        };
        Saves::of(Some(Store::in_memory()), Ctl::new(None, None, status))
    }

    fn of(store: Option<Store>, ctl: Ctl) -> Saves {
        Saves { store: Mutex::new(store), ctl: Mutex::new(ctl) }
    }

    /// The saves' state (the `boot` command's `storage`).
    pub fn status(&self) -> StorageStatus {
        relock(&self.ctl).status.clone()
    }

    /// Whether the file's status is one the page must be told of at start.
    pub(crate) fn file_in_trouble(&self) -> bool {
        let ctl = relock(&self.ctl);
        ctl.status.state != StorageState::Ok && ctl.path.is_some()
    }

    /// Whether there is no store in use: the player has not chosen Retry or "play without
    /// saving" yet.
    pub(crate) fn waiting(&self) -> bool {
        relock(&self.store).is_none()
    }

    /// Runs `f` on the store in use; a `storage` error while there is none.
    /// Lock order: `ctl` before `store` (Retry holds both); this takes `store` alone.
    pub(crate) fn with_store<T>(&self, f: impl FnOnce(&mut Store) -> AppResult<T>) -> AppResult<T> {
        {
            let mut slot = relock(&self.store);
            if let Some(store) = slot.as_mut() {
                return f(store);
            }
        }
        let problem = self.status().problem.unwrap_or(Problem::Io);
        Err(AppError::storage(problem, "choose Retry or play without saving"))
    }

    /// Tries the database file again (the Retry button). Games played without saving meanwhile
    /// are copied into it, so none is lost. `None` when there is nothing to retry; else the
    /// new status, and the file's settings when it is in use again.
    pub(crate) fn retry(&self) -> Option<(StorageStatus, Option<Settings>)> {
        let mut ctl = relock(&self.ctl);
        let path = ctl.path.clone().filter(|_| !ctl.status.saving())?;
        // After a failed save: the whole opening again, so let go of the file first.
        ctl.aside = None;
        ctl.lock = None;
        let mut settings = None;
        match super::open::open(&path) {
            Ok(mut opened) => {
                let mut slot = relock(&self.store);
                if let Some(memory) = slot.as_ref() {
                    if let Err(e) = copy_games(memory, &mut opened.store) {
                        // Keep playing in memory rather than lose the games played there.
                        log::warn!("storage: games played without saving could not be copied: {e}");
                        let f = Failure::new(Problem::Io, &e);
                        ctl.status = retry_failed(&ctl.status, &f, &path);
                        return Some((ctl.status.clone(), None));
                    }
                }
                settings = opened.store.load_settings().ok();
                ctl.status = opened.status(&path);
                *slot = Some(opened.store);
                ctl.lock = Some(opened.lock);
                log::info!("storage: the saves at {} are in use again", path.display());
            }
            Err(f) => ctl.status = retry_failed(&ctl.status, &f, &path),
        }
        Some((ctl.status.clone(), settings))
    }

    /// Plays on with `games` and the file's own in memory until the app closes (the player's
    /// choice while the file cannot be used; the file is left as it is). `None` when the
    /// saves are not waiting for that choice.
    pub(crate) fn play_without_saving(
        &self,
        games: &[(GameRow, Vec<StoredAction>)],
    ) -> Option<StorageStatus> {
        let mut ctl = relock(&self.ctl);
        if !matches!(ctl.status.state, StorageState::Unavailable | StorageState::NewerVersion) {
            return None;
        }
        let mut memory = Store::in_memory();
        if let Some(file) = ctl.aside.take() {
            if let Err(e) = copy_games(&file, &mut memory) {
                log::warn!("storage: the saved games could not all be read to play on without saving: {e}");
            }
        }
        for (row, actions) in games {
            if let Err(e) = memory.replace_game(row, actions) {
                log::warn!("storage: game {} could not be kept in memory: {e}", row.id);
            }
        }
        *relock(&self.store) = Some(memory);
        let why = ctl.status.message.clone();
        let status = StorageStatus::new(
            StorageState::WithoutSaving,
            ctl.status.problem,
            without_saving(&why),
            ctl.path.as_deref(),
        );
        log::warn!("storage: {}", status.message);
        ctl.status = status.clone();
        Some(status)
    }

    /// A change to game `id` could not be saved (`e`): the file is taken out of use until the
    /// player chooses Retry or "play without saving", and the new status is returned (`None`
    /// when the saves were not in use).
    pub(crate) fn saving_failed(&self, id: &str, e: &AppError) -> Option<StorageStatus> {
        // An error that names no problem of the file's still left the change unsaved: the game
        // waits all the same, or its AI would sit idle until the player's next command.
        let problem = e.problem().unwrap_or(Problem::Io);
        let mut ctl = relock(&self.ctl);
        if !ctl.status.saving() {
            return None;
        }
        ctl.aside = relock(&self.store).take();
        ctl.stalled = Some(id.to_string());
        let message = format!("a change could not be saved: {e}");
        let status =
            StorageStatus::new(StorageState::Unavailable, Some(problem), message, ctl.path.as_deref());
        log::warn!("storage: {}; waiting for Retry or play without saving", status.message);
        ctl.status = status.clone();
        Some(status)
    }

    /// The game that was waiting on the saves, once they are usable again.
    pub(crate) fn take_stalled(&self) -> Option<String> {
        let mut ctl = relock(&self.ctl);
        if ctl.status.state == StorageState::Unavailable {
            return None;
        }
        ctl.stalled.take()
    }
}

fn without_saving(why: &str) -> String {
    format!("Playing without saving: games are kept until the app closes ({why})")
}

fn retry_failed(was: &StorageStatus, f: &Failure, path: &Path) -> StorageStatus {
    if was.state == StorageState::WithoutSaving {
        let mut status = StorageStatus::new(
            StorageState::WithoutSaving,
            Some(f.problem),
            without_saving(&f.message()),
            Some(path),
        );
        status.can_retry = true;
        status
    } else {
        StorageStatus::failed(f, path)
    }
}

/// Where a match's changes are saved: one transaction per change, all or nothing.
pub trait Persist: Send + Sync {
    /// Saves a new game: its row and its actions.
    fn insert(&self, row: &GameRow, actions: &[StoredAction]) -> AppResult<()>;
    /// Saves what one change did to game `id`: `write` to its actions, its row's `state` and,
    /// for a game that has just ended, its `result`.
    fn commit(
        &self,
        id: &str,
        write: &Write,
        state: &GameState,
        result: Option<&GameResult>,
    ) -> AppResult<()>;
    /// The turn clock alone: what a kill may lose is the time since it was last saved.
    fn save_clock(&self, id: &str, clock: SavedClock) -> AppResult<()>;
    /// Practice mode's grades of the game's moves (JSON).
    fn save_graded(&self, id: &str, graded: &str) -> AppResult<()>;
    /// The saves wait for the player's Retry or "play without saving": no game runs.
    fn waiting(&self) -> bool;
    /// A change to game `id` failed with `e`: the saves start to wait, and their new status is
    /// returned for the UI.
    fn saving_failed(&self, id: &str, e: &AppError) -> Option<StorageStatus>;
}

/// The saves as a match reaches them: one transaction per change.
impl Persist for Saves {
    fn insert(&self, row: &GameRow, actions: &[StoredAction]) -> AppResult<()> {
        self.with_store(|st| st.insert_game(row, actions))
    }

    fn commit(
        &self,
        id: &str,
        write: &Write,
        state: &GameState,
        result: Option<&GameResult>,
    ) -> AppResult<()> {
        self.with_store(|st| st.commit(id, write, state, result))
    }

    fn save_clock(&self, id: &str, clock: SavedClock) -> AppResult<()> {
        self.with_store(|st| st.update_clock(id, clock))
    }

    fn save_graded(&self, id: &str, graded: &str) -> AppResult<()> {
        self.with_store(|st| st.set_graded(id, graded))
    }

    fn waiting(&self) -> bool {
        Saves::waiting(self)
    }

    fn saving_failed(&self, id: &str, e: &AppError) -> Option<StorageStatus> {
        Saves::saving_failed(self, id, e)
    }
}

fn copy_games(from: &Store, to: &mut Store) -> AppResult<()> {
    for id in from.game_ids()? {
        if let Some((row, actions)) = from.load_game(&id)? {
            to.replace_game(&row, &actions)?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_failed_commit_that_names_no_file_problem_still_makes_the_game_wait() {
        let dir = std::env::temp_dir().join(format!("sc-state-{}", std::process::id()));
        let saves = Saves::open(&dir.join("shuangcheng.db"));
        assert!(!saves.waiting());
        let status = saves.saving_failed("g1", &AppError::Internal("the state could not be written".into()));
        assert_eq!(status.map(|s| s.state), Some(StorageState::Unavailable));
        assert!(saves.waiting(), "nothing runs until the player chooses");
        assert_eq!(saves.retry().map(|(s, _)| s.state), Some(StorageState::Ok));
        assert_eq!(saves.take_stalled().as_deref(), Some("g1"), "after Retry the game goes on by itself");
        drop(saves);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
