//! Each game's rule examples for the engine's shared tests, kept in the game's own folder
//! (`<game>/examples.rs`) and found through the registry ([`crate::GameKind::examples`]), so
//! that a test walks `GameKind::ALL` and names no game. Compiled only with the `examples`
//! feature, which the engine's own tests turn on: the app never carries them.

use serde_json::Value;

use crate::rules_text::CatalogPart;

/// What the shared tests need of one game.
pub struct Examples {
    /// Perft figures, shakmaty's `*.perft` style: blocks of `id NAME`, `position POS` and
    /// `perft DEPTH NODES` lines; `#` starts a comment (`engine/tests/perft.rs`).
    pub perft: &'static str,
    /// Random games from the start: how many, and the most actions one may take
    /// (`engine/tests/random_games.rs`).
    pub random_games: Walk,
    /// The random games whose refused taps are gathered (`engine/tests/refusals.rs`).
    pub refusal_walk: Walk,
    /// A refused tap for every code of the arbiter's that random games may not meet.
    pub refused_taps: &'static [RefusedTap],
    /// One error of each kind the game sends, as the app receives it: every variant of its
    /// notation (and army) errors, listed without a wildcard so that a new variant does not
    /// compile until it is here (`engine/tests/error_code_list.rs`).
    pub errors: fn() -> Vec<Value>,
    /// Positions whose actions are said in words, besides the start and the lessons'
    /// (`engine/tests/words.rs`).
    pub word_positions: &'static [&'static str],
    /// How many lessons its file holds at least (`engine/tests/lessons.rs`).
    pub lessons: usize,
    /// Its own part of its catalog, typed, and the same with every value its rules page may
    /// quote changed: numbers raised by 50, cells renamed ([`renamed`]), areas made larger
    /// (`engine/tests/rules_text.rs`).
    pub changed_part: fn() -> PartChanged,
}

/// A game's catalog part as it is, and changed.
pub type PartChanged = (Box<dyn CatalogPart>, Box<dyn CatalogPart>);

/// A point or cell renamed to a name no board has, without digits: `e2` → `Qec`.
pub fn renamed(s: &str) -> String {
    let letters: String = s.chars().map(|c| c.to_digit(10).map_or(c, |d| (b'a' + d as u8) as char)).collect();
    format!("Q{letters}")
}

/// How many random games, and how many plies (actions) each may take at most.
pub struct Walk {
    pub games: u64,
    pub plies: usize,
}

/// A rule example of a refused tap: a position, the taps made, the tap refused, the code
/// expected and the rule it cites.
pub struct RefusedTap {
    /// The rule, in words, with its id.
    pub about: &'static str,
    /// The position (the game's start when `None`) and the actions played from it.
    pub position: Option<&'static str>,
    pub played: &'static [&'static str],
    pub chosen: &'static [&'static str],
    pub tapped: &'static str,
    pub code: &'static str,
    /// The one seat the player takes (four-seat Generals), or any seat when `None`.
    pub seat: Option<u8>,
}

/// A refused tap for any seat: its rule in words, the position and actions played, the taps
/// chosen, the tap refused and the code expected.
pub const fn refused(
    about: &'static str,
    position: Option<&'static str>,
    played: &'static [&'static str],
    chosen: &'static [&'static str],
    tapped: &'static str,
    code: &'static str,
) -> RefusedTap {
    RefusedTap { about, position, played, chosen, tapped, code, seat: None }
}

/// `tap` for the player of `seat` alone.
pub const fn for_seat(seat: u8, tap: RefusedTap) -> RefusedTap {
    RefusedTap { seat: Some(seat), ..tap }
}

/// Every error of `all` as the app receives it.
pub fn as_json<E: serde::Serialize>(all: &[E]) -> Vec<Value> {
    all.iter().map(|e| serde_json::to_value(e).expect("an error serialises")).collect()
}
