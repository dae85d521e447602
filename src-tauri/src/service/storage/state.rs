//! The service's side of the saves: which store is in use (the file, memory, or none while the
//! player decides), the directory lock, the status the UI shows, and the player's two ways out
//! of a problem: Retry and "play without saving".

use std::path::{Path, PathBuf};

use super::{DirLock, Failure, Problem, StorageState, StorageStatus};
use crate::service::error::{AppError, AppResult};
use crate::service::events::Event;
use crate::service::saved_game;
use crate::service::store::{GameRow, Store, StoredAction};
use crate::service::{relock, Service};

/// The storage state of a running service.
pub(crate) struct Ctl {
    /// The database file; `None` when the platform gave no directory.
    pub path: Option<PathBuf>,
    /// Held while the file is in use; dropped after the store.
    pub lock: Option<DirLock>,
    pub status: StorageStatus,
    /// The file's store, taken out of use when a change could not be saved: its games are
    /// still read from it if the player chooses to play on without saving.
    pub aside: Option<Store>,
    /// The game on screen when a change could not be saved: it goes on by itself (its AI, its
    /// timeout) once the player chose Retry or "play without saving".
    pub stalled: Option<String>,
}

impl Ctl {
    fn new(path: Option<&Path>, lock: Option<DirLock>, status: StorageStatus) -> Ctl {
        Ctl { path: path.map(Path::to_path_buf), lock, status, aside: None, stalled: None }
    }
}

/// Opens the saves at `path` for a starting service: the store (none when it cannot be used
/// yet) and its state.
pub(crate) fn start(path: &Path) -> (Option<Store>, Ctl) {
    match super::open(path) {
        Ok(opened) => {
            let status = opened.status(path);
            let ctl = Ctl::new(Some(path), Some(opened.lock), status);
            (Some(opened.store), ctl)
        }
        Err(f) => (None, Ctl::new(Some(path), None, StorageStatus::failed(&f, path))),
    }
}

/// Saves in memory from the start: `why` says why there is no file (none: tests and tools).
pub(crate) fn in_memory(why: Option<Failure>) -> (Option<Store>, Ctl) {
    let status = match why {
        Some(f) => StorageStatus::new(
            StorageState::WithoutSaving,
            Some(f.problem),
            without_saving(&f.message()),
            None,
        ),
        None => StorageStatus::new(StorageState::WithoutSaving, None, String::new(), None),
    };
    (Some(Store::in_memory()), Ctl::new(None, None, status))
}

fn without_saving(why: &str) -> String {
    format!("Playing without saving: games are kept until the app closes ({why})")
}

impl Service {
    /// The saves' state (the `boot` command's `storage`).
    pub fn storage_status(&self) -> StorageStatus {
        relock(&self.inner.storage).status.clone()
    }

    /// Runs `f` on the store in use; a `storage` error while there is none (the player has not
    /// chosen Retry or "play without saving" yet).
    /// Lock order: `storage` before `store` (Retry holds both); this takes `store` alone.
    pub(crate) fn with_store<T>(&self, f: impl FnOnce(&mut Store) -> AppResult<T>) -> AppResult<T> {
        {
            let mut slot = relock(&self.inner.store);
            if let Some(store) = slot.as_mut() {
                return f(store);
            }
        }
        let problem = self.storage_status().problem.unwrap_or(Problem::Io);
        Err(AppError::storage(problem, "choose Retry or play without saving"))
    }

    /// Tries the database file again (the Retry button). Games played without saving meanwhile
    /// are copied into it, so none is lost; the settings are the file's.
    pub fn retry_storage(&self) -> StorageStatus {
        let mut ctl = relock(&self.inner.storage);
        let Some(path) = ctl.path.clone().filter(|_| !ctl.status.saving()) else {
            return ctl.status.clone();
        };
        // After a failed save: the whole opening again, so let go of the file first.
        ctl.aside = None;
        ctl.lock = None;
        match super::open(&path) {
            Ok(mut opened) => {
                let mut slot = relock(&self.inner.store);
                if let Some(memory) = slot.as_ref() {
                    if let Err(e) = copy_games(memory, &mut opened.store) {
                        // Keep playing in memory rather than lose the games played there.
                        log::warn!("storage: games played without saving could not be copied: {e}");
                        let f = Failure::new(Problem::Io, &e);
                        ctl.status = self.retry_failed(&ctl.status, &f, &path);
                        return ctl.status.clone();
                    }
                }
                if let Ok(settings) = opened.store.load_settings() {
                    *relock(&self.inner.settings) = settings;
                }
                ctl.status = opened.status(&path);
                *slot = Some(opened.store);
                ctl.lock = Some(opened.lock);
                log::info!("storage: the saves at {} are in use again", path.display());
            }
            Err(f) => ctl.status = self.retry_failed(&ctl.status, &f, &path),
        }
        let status = ctl.status.clone();
        drop(ctl);
        self.inner.events.emit(Event::StorageStatus(status.clone()));
        self.go_on();
        status
    }

    fn retry_failed(&self, was: &StorageStatus, f: &Failure, path: &Path) -> StorageStatus {
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

    /// Plays on with saves in memory until the app closes (the player's choice while the file
    /// cannot be used; the file is left as it is).
    pub fn play_without_saving(&self) -> StorageStatus {
        // The games in memory, as they are (one lock at a time: before the storage's).
        let games = self.games_in_memory();
        let mut ctl = relock(&self.inner.storage);
        if !matches!(ctl.status.state, StorageState::Unavailable | StorageState::NewerVersion) {
            return ctl.status.clone();
        }
        let mut memory = Store::in_memory();
        if let Some(file) = ctl.aside.take() {
            if let Err(e) = copy_games(&file, &mut memory) {
                log::warn!("storage: the saved games could not all be read to play on without saving: {e}");
            }
        }
        for (row, actions) in &games {
            if let Err(e) = memory.replace_game(row, actions) {
                log::warn!("storage: game {} could not be kept in memory: {e}", row.id);
            }
        }
        *relock(&self.inner.store) = Some(memory);
        let why = ctl.status.message.clone();
        let status = StorageStatus::new(
            StorageState::WithoutSaving,
            ctl.status.problem,
            without_saving(&why),
            ctl.path.as_deref(),
        );
        log::warn!("storage: {}", status.message);
        ctl.status = status.clone();
        drop(ctl);
        self.inner.events.emit(Event::StorageStatus(status.clone()));
        self.go_on();
        status
    }

    /// A change to game `id` could not be saved (`e`): when it is the file that failed, the
    /// file is taken out of use and the player is asked to choose Retry or "play without
    /// saving"; the game waits, as it was before the change.
    pub(crate) fn saving_failed(&self, id: &str, e: &AppError) {
        let Some(problem) = e.problem() else { return };
        let mut ctl = relock(&self.inner.storage);
        if !ctl.status.saving() {
            return;
        }
        ctl.aside = relock(&self.inner.store).take();
        ctl.stalled = Some(id.to_string());
        let message = format!("a change could not be saved: {e}");
        let status =
            StorageStatus::new(StorageState::Unavailable, Some(problem), message, ctl.path.as_deref());
        log::warn!("storage: {}; waiting for Retry or play without saving", status.message);
        ctl.status = status.clone();
        drop(ctl);
        self.inner.events.emit(Event::StorageStatus(status));
    }

    /// Once the saves are usable again: the game that was waiting on them goes on (its AI
    /// thinks, its clock runs), if it is still on screen.
    fn go_on(&self) {
        let id = {
            let mut ctl = relock(&self.inner.storage);
            if ctl.status.state == StorageState::Unavailable {
                return;
            }
            ctl.stalled.take()
        };
        let Some(arc) = id.and_then(|id| relock(&self.inner.sessions).get(&id).cloned()) else { return };
        let mut events = Vec::new();
        {
            let mut s = relock(&arc);
            if s.active {
                self.drive(&mut s, &mut events);
                self.updated(&s, &mut events);
            }
        }
        self.emit_all(events);
    }

    /// Every game in memory as it would be saved (Generals' setup included).
    fn games_in_memory(&self) -> Vec<(GameRow, Vec<StoredAction>)> {
        let all: Vec<_> = relock(&self.inner.sessions).values().cloned().collect();
        all.iter().filter_map(|arc| saved_game::saved(&relock(arc)).ok()).collect()
    }
}

impl Service {
    /// Caps the database at `pages` pages, so that writes past it fail as on a full disk
    /// (SQLite's own SQLITE_FULL): the fault tests' stand-in where no small disk can be mounted.
    #[doc(hidden)]
    pub fn limit_database_pages(&self, pages: u32) -> AppResult<()> {
        self.with_store(|st| Ok(st.conn().pragma_update(None, "max_page_count", pages)?))
    }

    /// Makes the next commit of a game's change fail before its statement `n`
    /// ([`Store::fail_commit_at`]): the all-or-none tests.
    #[doc(hidden)]
    pub fn fail_commit_at(&self, n: usize) -> AppResult<()> {
        self.with_store(|st| {
            st.fail_commit_at(n);
            Ok(())
        })
    }
}

impl Service {
    /// Sets SQLite's `synchronous` on the store in use: the power-loss test shows with `OFF`
    /// that its check fails without syncing (`tests/power_loss.rs`).
    #[doc(hidden)]
    pub fn set_synchronous_for_tests(&self, mode: &str) -> AppResult<()> {
        self.with_store(|st| Ok(st.conn().pragma_update(None, "synchronous", mode)?))
    }
}

/// Copies every game of `from` into `to`, each replacing its older self there (a game saved in
/// the file before it was played on in memory; or copied by an earlier Retry that stopped
/// half-way).
fn copy_games(from: &Store, to: &mut Store) -> AppResult<()> {
    for id in from.game_ids()? {
        if let Some((row, actions)) = from.load_game(&id)? {
            to.replace_game(&row, &actions)?;
        }
    }
    Ok(())
}
