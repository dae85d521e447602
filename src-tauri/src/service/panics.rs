//! No panic reaches the player: every command runs under [`Service::guarded`] (or
//! [`Service::guarded_task`]), the timer and AI tasks under [`Service::contain`], and a panic
//! becomes an `internal` error after the sessions it interrupted are dropped, so the next call
//! reloads them from their last committed save. [`log_panics`] writes every panic to the log.

use std::future::Future;
use std::panic::{catch_unwind, AssertUnwindSafe};

use super::error::{AppError, AppResult};
use super::Service;

/// Logs every panic (thread, message, place) before the default hook prints it.
pub fn log_panics() {
    let default = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let thread = std::thread::current();
        let message = info
            .payload()
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| info.payload().downcast_ref::<String>().cloned())
            .unwrap_or_default();
        let place = info.location().map(|l| format!("{}:{}", l.file(), l.line())).unwrap_or_default();
        log::error!("panic in thread '{}' at {place}: {message}", thread.name().unwrap_or("?"));
        default(info);
    }));
}

fn interrupted(what: &str) -> AppError {
    AppError::Internal(format!(
        "'{what}' was interrupted by an unexpected error; the game was reloaded from its last save, try again"
    ))
}

impl Service {
    /// Runs one command; a panic inside it becomes an `internal` error.
    pub fn guarded<T>(&self, what: &str, f: impl FnOnce() -> AppResult<T>) -> AppResult<T> {
        catch_unwind(AssertUnwindSafe(f)).unwrap_or_else(|_| {
            self.inner.games.forget_interrupted();
            Err(interrupted(what))
        })
    }

    /// Runs one asynchronous command as its own task; a panic inside it becomes an `internal`
    /// error.
    pub async fn guarded_task<T: Send + 'static>(
        &self,
        what: &str,
        task: impl Future<Output = AppResult<T>> + Send + 'static,
    ) -> AppResult<T> {
        match self.inner.runtime.spawn(task).await {
            Ok(result) => result,
            Err(e) if e.is_panic() => {
                self.inner.games.forget_interrupted();
                Err(interrupted(what))
            }
            Err(_) => Err(AppError::Internal(format!("'{what}' was cancelled"))),
        }
    }

    /// Runs a step of a background task (a clock tick, an AI answer); after a panic the
    /// interrupted sessions are dropped and `None` is returned.
    pub(crate) fn contain<T>(&self, f: impl FnOnce() -> T) -> Option<T> {
        match catch_unwind(AssertUnwindSafe(f)) {
            Ok(v) => Some(v),
            Err(_) => {
                self.inner.games.forget_interrupted();
                None
            }
        }
    }
}
