//! Positions in notation (J5): the nine cells from a1 to c3, rank by rank, each `x`, `o` or
//! `.`, then the side to move: `x.o.x.... o`. Moves are written in `action`.

use std::fmt;
use std::str::FromStr;

use serde::Serialize;

use super::action::{cell_name, CELLS};
use super::position::TicTacToe;
use crate::error::PositionError;
use crate::outcome::Side;
use crate::text::excerpt;

/// Why a tic-tac-toe position string was refused.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "code", content = "params", rename_all_fields = "camelCase")]
pub enum NotationError {
    #[serde(rename = "tic-tac-toe.fields")]
    Fields { found: usize },
    #[serde(rename = "tic-tac-toe.cell-count")]
    CellCount { cells: usize, found: usize },
    #[serde(rename = "tic-tac-toe.cell-letter")]
    CellLetter { cell: String, letter: String },
    #[serde(rename = "tic-tac-toe.side")]
    Side { side: String },
    /// Both sides hold a line, which no game reaches (J3).
    #[serde(rename = "tic-tac-toe.two-lines")]
    TwoLines,
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotationError::Fields { found } => {
                write!(f, "expected 2 fields separated by a single space (cells, side), got {found}")
            }
            NotationError::CellCount { cells, found } => write!(f, "expected {cells} cells, got {found}"),
            NotationError::CellLetter { cell, letter } => {
                write!(f, "cell {cell}: '{letter}' is not one of x o .")
            }
            NotationError::Side { side } => write!(f, "side to move must be x or o, got '{side}'"),
            NotationError::TwoLines => f.write_str("both sides hold a line"),
        }
    }
}

impl From<NotationError> for PositionError {
    fn from(e: NotationError) -> PositionError {
        PositionError::of(&e)
    }
}

impl fmt::Display for TicTacToe {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for c in 0..CELLS {
            f.write_str(match self.mark_at(c) {
                Some(Side::First) => "x",
                Some(Side::Second) => "o",
                None => ".",
            })?;
        }
        f.write_str(if self.side == Side::First { " x" } else { " o" })
    }
}

impl FromStr for TicTacToe {
    type Err = PositionError;

    fn from_str(s: &str) -> Result<TicTacToe, PositionError> {
        let fields: Vec<&str> = s.split(' ').collect();
        let [cells, side] = fields[..] else {
            return Err(NotationError::Fields { found: fields.len() }.into());
        };
        let found = cells.chars().count();
        if found != CELLS as usize {
            return Err(NotationError::CellCount { cells: CELLS as usize, found }.into());
        }
        let (mut x, mut o) = (0u16, 0u16);
        for (c, letter) in cells.chars().enumerate() {
            match letter {
                'x' => x |= 1 << c,
                'o' => o |= 1 << c,
                '.' => {}
                _ => {
                    let (cell, letter) = (cell_name(c as u8), excerpt(&letter.to_string()));
                    return Err(NotationError::CellLetter { cell, letter }.into());
                }
            }
        }
        let side = match side {
            "x" => Side::First,
            "o" => Side::Second,
            _ => return Err(NotationError::Side { side: excerpt(side) }.into()),
        };
        // Any counts of marks can face either side to move: a side whose time runs out passes
        // (J4), so the marks need not alternate.
        let position = TicTacToe { x, o, side };
        if position.line_of(Side::First).is_some() && position.line_of(Side::Second).is_some() {
            return Err(NotationError::TwoLines.into());
        }
        Ok(position)
    }
}

#[cfg(test)]
mod tests {
    use super::super::action::Move;
    use super::*;
    use crate::position::Position;

    #[test]
    fn j5_moves_and_positions_read_back_as_written() {
        for s in ["a1", "b2", "c3", "pass"] {
            assert_eq!(s.parse::<Move>().unwrap().to_string(), s);
        }
        for bad in ["d1", "a4", "A1", "b", " b2", "b22"] {
            assert!(bad.parse::<Move>().is_err(), "{bad}");
        }
        for s in ["......... x", "x...o...x o", "xo.xo.x.. o"] {
            assert_eq!(s.parse::<TicTacToe>().unwrap().to_string(), s);
        }
        assert_eq!(TicTacToe::start().to_string(), "......... x");
    }

    #[test]
    fn j3_j4_a_position_is_refused_only_where_no_game_reaches_it() {
        // After passes (J4) the marks need not alternate.
        assert!("x........ x".parse::<TicTacToe>().is_ok());
        assert!("oo.x..... o".parse::<TicTacToe>().is_ok());
        assert_eq!("xxxooo... x".parse::<TicTacToe>().unwrap_err().code(), "tic-tac-toe.two-lines");
        assert_eq!("..?...... x".parse::<TicTacToe>().unwrap_err().code(), "tic-tac-toe.cell-letter");
    }
}
