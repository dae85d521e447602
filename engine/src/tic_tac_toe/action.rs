//! The cells (J1) and the moves (J2, J4) with their notation (J5): a move is its cell, `b2`,
//! or `pass`.

use std::fmt;
use std::str::FromStr;

use crate::error::ActionSyntaxError;

/// The nine cells, a1 to c3 (J1), as bits 0–8: a1 b1 c1, a2 b2 c2, a3 b3 c3.
pub(super) const CELLS: u8 = 9;

/// A mark put on a cell (J2), or the timed-out turn (J4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    Place(u8),
    Pass,
}

/// The name of cell `c`: its file `a`–`c` and its rank `1`–`3` (J1).
pub(super) fn cell_name(c: u8) -> String {
    format!("{}{}", (b'a' + c % 3) as char, c / 3 + 1)
}

/// The cell named `name`, if it is one.
pub(super) fn cell(name: &str) -> Option<u8> {
    (0..CELLS).find(|&c| cell_name(c) == name)
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Place(c) => f.write_str(&cell_name(*c)),
            Move::Pass => f.write_str("pass"),
        }
    }
}

impl FromStr for Move {
    type Err = ActionSyntaxError;

    fn from_str(s: &str) -> Result<Move, ActionSyntaxError> {
        if s == "pass" {
            return Ok(Move::Pass);
        }
        cell(s).map(Move::Place).ok_or_else(|| ActionSyntaxError::new(s))
    }
}
