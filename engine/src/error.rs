//! Errors at the notation and legality edges.

use std::fmt;

/// A position string that is malformed or describes an impossible position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PositionError(pub String);

impl PositionError {
    pub fn new(msg: impl Into<String>) -> Self {
        PositionError(msg.into())
    }
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "invalid position: {}", self.0)
    }
}

impl std::error::Error for PositionError {}

/// An action that cannot be played: syntax (`Syntax`) is told apart from legality (`Illegal`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ActionError {
    Syntax(String),
    Illegal(String),
    GameOver,
}

impl fmt::Display for ActionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ActionError::Syntax(s) => write!(f, "unparsable action '{s}'"),
            ActionError::Illegal(s) => write!(f, "illegal action '{s}'"),
            ActionError::GameOver => f.write_str("the game is over: no action is legal"),
        }
    }
}

impl std::error::Error for ActionError {}
