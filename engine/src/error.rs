//! Errors at the notation and legality edges. Every error is an enum with a stable code and
//! named parameters (`Serialize` writes `{ "code": …, "params": { … } }`), so the app can
//! show it in any language; `Display` gives the English text for logs and the command line.
//! Bad input is quoted through [`excerpt`]: at most [`EXCERPT_CHARS`] characters, one line.

use std::fmt;

use serde::Serialize;

/// The most characters of bad input an error quotes.
pub const EXCERPT_CHARS: usize = 80;

/// `s` as an error may quote it: control characters (newlines included) escaped, cut after
/// [`EXCERPT_CHARS`] characters with a trailing `…`. Short, printable input is unchanged.
pub fn excerpt(s: &str) -> String {
    let mut out = String::new();
    for (n, c) in s.chars().enumerate() {
        if n == EXCERPT_CHARS {
            out.push('…');
            break;
        }
        if c.is_control() {
            out.extend(c.escape_default());
        } else {
            out.push(c);
        }
    }
    out
}

/// A limit as the command line words it: two is "two" ("at most two Strongholds"), any other
/// number in digits. The templates of the app's languages word it their own way.
pub(crate) fn number_word(n: u64) -> String {
    match n {
        2 => "two".to_string(),
        n => n.to_string(),
    }
}

/// A position string that is malformed or describes an impossible position, by game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum PositionError {
    Zhili(crate::zhili::NotationError),
    TwinCities(crate::twin_cities::NotationError),
    Generals(crate::generals::NotationError),
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("invalid position: ")?;
        match self {
            PositionError::Zhili(e) => e.fmt(f),
            PositionError::TwinCities(e) => e.fmt(f),
            PositionError::Generals(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for PositionError {}

/// An action that cannot be played: syntax (`Syntax`, see [`ActionSyntaxError`]) is told apart
/// from legality (`Illegal`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
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

/// A game name that is none of `twin-cities`, `zhili`, `generals`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "code", content = "params")]
pub enum ParseGameKindError {
    #[serde(rename = "game-kind-unknown")]
    Unknown { game: String },
}

impl fmt::Display for ParseGameKindError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let ParseGameKindError::Unknown { game } = self;
        write!(f, "unknown game '{game}' (expected twin-cities, zhili or generals)")
    }
}

impl std::error::Error for ParseGameKindError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn excerpts_are_one_bounded_line() {
        assert_eq!(excerpt("e2e3"), "e2e3");
        assert_eq!(excerpt("a\nb\r\tc"), "a\\nb\\r\\tc");
        let long = "x".repeat(500);
        assert_eq!(excerpt(&long).chars().count(), EXCERPT_CHARS + 1);
        assert!(excerpt(&long).ends_with('…'));
        assert_eq!(excerpt(&"城".repeat(80)), "城".repeat(80));
    }
}
