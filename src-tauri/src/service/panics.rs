//! No panic reaches the player: every command runs under `Service::guarded` (or
//! `Service::guarded_task`), the matches' tasks under their own guard, and a panic becomes an
//! `internal` error after the matches it interrupted are dropped, so the next call reloads
//! them from their last committed save. [`log_panics`] writes every panic to the log.

use super::error::AppError;

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

/// What a command a panic interrupted answers.
pub(crate) fn interrupted(what: &str) -> AppError {
    AppError::Internal(format!(
        "'{what}' was interrupted by an unexpected error; the game was reloaded from its last save, try again"
    ))
}
