//! The two ways the core waits: on a lock a panic may have poisoned, and on a search run from
//! an async command.

use std::sync::{Mutex, MutexGuard, PoisonError};

pub(crate) fn relock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    // The saves, the registry and the settings stay consistent through a panic (SQLite rolls
    // back an unfinished transaction), so a poisoned lock is simply taken over. A match's may
    // be half-changed by a command that panicked: the registry drops it where it finds it,
    // and it reloads from its save.
    m.lock().unwrap_or_else(PoisonError::into_inner)
}

/// Runs `work`, which searches, off the async runtime's turn: called from one of its worker
/// threads (a command), the worker's other tasks move to another thread meanwhile.
pub(crate) fn blocking<T>(work: impl FnOnce() -> T) -> T {
    match tokio::runtime::Handle::try_current().map(|h| h.runtime_flavor()) {
        Ok(tokio::runtime::RuntimeFlavor::MultiThread) => tokio::task::block_in_place(work),
        _ => work(),
    }
}
