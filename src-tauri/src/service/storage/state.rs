//! The service's side of the saves: which store is in use (the file, memory, or none while the
//! player decides), the directory lock, the status the UI shows, and the player's two ways out
//! of a problem: Retry and "play without saving".

use std::path::{Path, PathBuf};

use super::{DirLock, Failure, Problem, StorageState, StorageStatus};
use crate::service::error::{AppError, AppResult};
use crate::service::events::Event;
use crate::service::store::Store;
use crate::service::{relock, Service};

/// The storage state of a running service.
pub(crate) struct Ctl {
    /// The database file; `None` when the platform gave no directory.
    pub path: Option<PathBuf>,
    /// Held while the file is in use; dropped after the store.
    pub lock: Option<DirLock>,
    pub status: StorageStatus,
}

/// Opens the saves at `path` for a starting service: the store (none when it cannot be used
/// yet) and its state.
pub(crate) fn start(path: &Path) -> (Option<Store>, Ctl) {
    match super::open(path) {
        Ok(opened) => {
            let status = opened.status(path);
            let ctl = Ctl { path: Some(path.to_path_buf()), lock: Some(opened.lock), status };
            (Some(opened.store), ctl)
        }
        Err(f) => (
            None,
            Ctl { path: Some(path.to_path_buf()), lock: None, status: StorageStatus::failed(&f, path) },
        ),
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
    (Some(Store::in_memory()), Ctl { path: None, lock: None, status })
}

fn without_saving(why: &str) -> String {
    format!("Playing without saving: games are kept until the app closes ({why})")
}

impl Service {
    /// The saves' state (`storage_status`).
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
        let problem = self.storage_status().problem;
        Err(AppError::Storage(format!(
            "{}; choose Retry or play without saving",
            problem.map_or("the saves are not available", Problem::summary)
        )))
    }

    /// Tries the database file again (the Retry button). Games played without saving meanwhile
    /// are copied into it, so none is lost; the settings are the file's.
    pub fn retry_storage(&self) -> StorageStatus {
        let mut ctl = relock(&self.inner.storage);
        let Some(path) = ctl.path.clone().filter(|_| !ctl.status.saving()) else {
            return ctl.status.clone();
        };
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
        let mut ctl = relock(&self.inner.storage);
        if !matches!(ctl.status.state, StorageState::Unavailable | StorageState::NewerVersion) {
            return ctl.status.clone();
        }
        *relock(&self.inner.store) = Some(Store::in_memory());
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
        status
    }
}

impl Service {
    /// Caps the database at `pages` pages, so that writes past it fail as on a full disk
    /// (SQLite's own SQLITE_FULL): the fault tests' stand-in where no small disk can be mounted.
    #[doc(hidden)]
    pub fn limit_database_pages(&self, pages: u32) -> AppResult<()> {
        self.with_store(|st| Ok(st.conn().pragma_update(None, "max_page_count", pages)?))
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

/// Copies every game of `from` into `to` (ids are random, so they never clash).
fn copy_games(from: &Store, to: &mut Store) -> AppResult<()> {
    for id in from.game_ids()? {
        if let Some((row, actions)) = from.load_game(&id)? {
            to.insert_game(&row, &actions)?;
        }
    }
    Ok(())
}
