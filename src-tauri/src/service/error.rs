//! The one error type every command returns. A command that fails changes nothing.

use serde::ser::SerializeStruct;

/// A typed, serialisable error: the UI gets `{ kind, message }` (see `docs/ipc.md`).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum AppError {
    /// No game (in memory or saved) has this id.
    #[error("unknown game '{0}'")]
    UnknownGame(String),
    /// The engine refused the action (illegal here, or not in the game's notation).
    #[error("{0}")]
    IllegalAction(String),
    /// The request was made for a state that has moved on (`ply` mismatch).
    #[error("{0}")]
    Stale(String),
    /// A malformed or out-of-range payload.
    #[error("{0}")]
    BadRequest(String),
    /// The game is over: nothing more can be played.
    #[error("the game is over")]
    GameOver,
    /// The side or seat to act is not a human one (the AI is to move).
    #[error("{0}")]
    NotYourTurn(String),
    /// Forbidden by the settings or the mode (undo against the AI, a draw against the AI).
    #[error("{0}")]
    NotAllowed(String),
    /// A feature whose engine part has not landed yet.
    #[error("{0}")]
    NotAvailable(String),
    /// The database failed or a save is damaged.
    #[error("storage: {0}")]
    Storage(String),
    /// A bug on our side (a poisoned lock, a task that died); the game is reloaded from its save.
    #[error("internal error: {0}")]
    Internal(String),
}

impl AppError {
    /// The stable code the UI switches on.
    pub fn kind(&self) -> &'static str {
        match self {
            AppError::UnknownGame(_) => "unknown-game",
            AppError::IllegalAction(_) => "illegal-action",
            AppError::Stale(_) => "stale",
            AppError::BadRequest(_) => "bad-request",
            AppError::GameOver => "game-over",
            AppError::NotYourTurn(_) => "not-your-turn",
            AppError::NotAllowed(_) => "not-allowed",
            AppError::NotAvailable(_) => "not-available",
            AppError::Storage(_) => "storage",
            AppError::Internal(_) => "internal",
        }
    }
}

impl serde::Serialize for AppError {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("AppError", 2)?;
        st.serialize_field("kind", self.kind())?;
        // One line, bounded, whatever an underlying message quoted.
        st.serialize_field("message", &super::quote::one_line(&self.to_string(), super::quote::MESSAGE_MAX))?;
        st.end()
    }
}

impl From<rusqlite::Error> for AppError {
    fn from(e: rusqlite::Error) -> Self {
        AppError::Storage(super::storage::Problem::of_sqlite(&e).explain(&e))
    }
}

impl From<shuangcheng_engine::ActionError> for AppError {
    fn from(e: shuangcheng_engine::ActionError) -> Self {
        match e {
            shuangcheng_engine::ActionError::GameOver => AppError::GameOver,
            other => AppError::IllegalAction(other.to_string()),
        }
    }
}

pub type AppResult<T> = Result<T, AppError>;
