//! Position notation (Z8): `bbb.bsr.rrr r 0` — the eleven points, the side to move, the lock.

use std::fmt;
use std::str::FromStr;

use serde::Serialize;

use super::board::{bit, POINTS};
use super::pieces::Piece;
use super::position::Zhili;
use crate::error::{excerpt, PositionError};
use crate::outcome::Side;

/// Why a Zhili position string was refused.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "code", content = "params", rename_all_fields = "camelCase")]
pub enum NotationError {
    #[serde(rename = "zhili.fields")]
    Fields { found: usize },
    #[serde(rename = "zhili.point-count")]
    PointCount { found: usize },
    #[serde(rename = "zhili.point-letter")]
    PointLetter { point: usize, letter: String },
    #[serde(rename = "zhili.piece-counts")]
    PieceCounts { black: u32, red: u32, shared: usize, empty: usize },
    #[serde(rename = "zhili.side")]
    Side { side: String },
    #[serde(rename = "zhili.lock")]
    Lock { lock: String },
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotationError::Fields { found } => {
                write!(f, "expected 3 fields separated by single spaces (points, side, lock), got {found}")
            }
            NotationError::PointCount { found } => write!(f, "expected 11 points, got {found}"),
            NotationError::PointLetter { point, letter } => {
                write!(f, "point {point}: '{letter}' is not one of b r s .")
            }
            NotationError::PieceCounts { black, red, shared, empty } => write!(
                f,
                "expected 4 b, 4 r, 1 s and 2 empty points, got {black} b, {red} r, {shared} s and {empty} empty"
            ),
            NotationError::Side { side } => write!(f, "side to move must be r or b, got '{side}'"),
            NotationError::Lock { lock } => write!(f, "lock flag must be 0 or 1, got '{lock}'"),
        }
    }
}

impl From<NotationError> for PositionError {
    fn from(e: NotationError) -> PositionError {
        PositionError::Zhili(e)
    }
}

impl fmt::Display for Zhili {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for p in 0..POINTS as u8 {
            f.write_str(self.piece_at(p).map_or(".", Piece::code))?;
        }
        let side = if self.side == Side::First { "r" } else { "b" };
        write!(f, " {side} {}", self.locked as u8)
    }
}

impl FromStr for Zhili {
    type Err = PositionError;

    fn from_str(s: &str) -> Result<Zhili, PositionError> {
        let fields: Vec<&str> = s.split(' ').collect();
        let [board, side, lock] = fields[..] else {
            return Err(NotationError::Fields { found: fields.len() }.into());
        };
        let found = board.chars().count();
        if found != POINTS {
            return Err(NotationError::PointCount { found }.into());
        }
        let (mut black, mut red, mut shared, mut empty) = (0u16, 0u16, Vec::new(), 0);
        for (p, c) in board.chars().enumerate() {
            match (c, Piece::from_letter(c)) {
                (_, Some(Piece::Black)) => black |= bit(p as u8),
                (_, Some(Piece::Red)) => red |= bit(p as u8),
                (_, Some(Piece::Shared)) => shared.push(p as u8),
                ('.', None) => empty += 1,
                (c, None) => {
                    return Err(
                        NotationError::PointLetter { point: p, letter: excerpt(&c.to_string()) }.into()
                    )
                }
            }
        }
        let counts = (black.count_ones(), red.count_ones(), shared.len(), empty);
        if counts != (4, 4, 1, 2) {
            let (black, red, shared, empty) = counts;
            return Err(NotationError::PieceCounts { black, red, shared, empty }.into());
        }
        let side = match side {
            "r" => Side::First,
            "b" => Side::Second,
            _ => return Err(NotationError::Side { side: excerpt(side) }.into()),
        };
        let locked = match lock {
            "0" => false,
            "1" => true,
            _ => return Err(NotationError::Lock { lock: excerpt(lock) }.into()),
        };
        Ok(Zhili { black, red, shared: shared[0], side, locked })
    }
}
