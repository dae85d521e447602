//! Errors at the notation and legality edges. Every error is an enum with a stable code and
//! named parameters (`Serialize` writes `{ "code": …, "params": { … } }`), so the app can
//! show it in any language; `Display` gives the English text for logs and the command line.
//! Bad input is quoted through [`excerpt`]: at most [`EXCERPT_CHARS`] characters, one line.

use std::fmt;

use serde::Serialize;

use crate::text::excerpt;

/// A limit as the command line words it: two is "two" ("at most two Strongholds"), any other
/// number in digits. The templates of the app's languages word it their own way.
pub(crate) fn number_word(n: u64) -> String {
    match n {
        2 => "two".to_string(),
        n => n.to_string(),
    }
}

/// A position string that is malformed or describes an impossible position: its game's own
/// error (`NotationError`), as its stable code with its parameters and its English words.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct PositionError {
    code: String,
    params: serde_json::Map<String, serde_json::Value>,
    #[serde(skip)]
    message: String,
}

impl PositionError {
    /// A game's notation error, whose `Serialize` writes `{ "code": …, "params": { … } }`.
    pub fn of<E: Serialize + fmt::Display>(e: &E) -> PositionError {
        let (code, params) = match serde_json::to_value(e) {
            Ok(serde_json::Value::Object(mut o)) => (
                o.remove("code").and_then(|c| c.as_str().map(str::to_string)).unwrap_or_default(),
                match o.remove("params") {
                    Some(serde_json::Value::Object(p)) => p,
                    _ => serde_json::Map::new(),
                },
            ),
            _ => (String::new(), serde_json::Map::new()),
        };
        PositionError { code, params, message: e.to_string() }
    }

    /// Its stable code (`zhili.point-count`).
    pub fn code(&self) -> &str {
        &self.code
    }
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "invalid position: {}", self.message)
    }
}

impl std::error::Error for PositionError {}

/// An action that cannot be played: syntax (`Syntax`, see [`ActionSyntaxError`]) is told apart
/// from legality (`Illegal`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "code", content = "params", rename_all_fields = "camelCase")]
pub enum ActionError {
    /// Not written in the game's action notation.
    #[serde(rename = "action-syntax")]
    Syntax { action: String },
    /// Well written, but not legal in this position.
    #[serde(rename = "action-illegal")]
    Illegal { action: String },
    /// Nothing can be played: the game is over.
    #[serde(rename = "game-over")]
    GameOver,
}

impl ActionError {
    pub fn syntax(action: &str) -> ActionError {
        ActionError::Syntax { action: excerpt(action) }
    }

    pub fn illegal(action: &str) -> ActionError {
        ActionError::Illegal { action: excerpt(action) }
    }
}

impl fmt::Display for ActionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ActionError::Syntax { action } => write!(f, "unparsable action '{action}'"),
            ActionError::Illegal { action } => write!(f, "illegal action '{action}'"),
            ActionError::GameOver => f.write_str("the game is over: no action is legal"),
        }
    }
}

impl std::error::Error for ActionError {}

/// The syntax error of an action type's `FromStr`: the text is not in the game's notation.
/// Legality is checked after parsing ([`crate::Position::parse_action`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ActionSyntaxError(pub String);

impl ActionSyntaxError {
    pub fn new(action: &str) -> ActionSyntaxError {
        ActionSyntaxError(excerpt(action))
    }
}

impl fmt::Display for ActionSyntaxError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unparsable action '{}'", self.0)
    }
}

impl std::error::Error for ActionSyntaxError {}

impl From<ActionSyntaxError> for ActionError {
    fn from(e: ActionSyntaxError) -> ActionError {
        ActionError::Syntax { action: e.0 }
    }
}
