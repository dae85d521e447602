//! What a lesson's goal may ask of a game beyond its board view ([`Taught`]): the game's side
//! of its lessons. The lessons themselves are [`crate::lessons`]'.

use crate::outcome::Side;
use crate::position::Position;

/// What a lesson's goal may ask of a game beyond its board view; a game without sites or
/// units keeps the defaults.
pub trait Taught: Position {
    /// Whether `side` controls the site on `point` (Twin Cities, T7); `None` when the game
    /// has no sites or no such point.
    fn controls(&self, _side: Side, _point: &str) -> Option<bool> {
        None
    }

    /// Whether `id` names a unit of the game (Generals' `r3`).
    fn is_unit(_id: &str) -> bool {
        false
    }

    /// The points of the field of `point` (Twin Cities, T1); `None` when the game has no
    /// fields or no such point.
    fn field(_point: &str) -> Option<Vec<String>> {
        None
    }
}
