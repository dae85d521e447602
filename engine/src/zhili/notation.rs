//! Position notation (Z8): `bbb.bsr.rrr r 0` — the eleven points, the side to move, the lock.

use std::fmt;
use std::str::FromStr;

use serde::Serialize;

use super::board::{bit, POINTS};
use super::pieces::Piece;
use super::position::Zhili;
use crate::error::PositionError;
use crate::outcome::Side;
use crate::text::excerpt;

/// Why a Zhili position string was refused.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "code", content = "params", rename_all_fields = "camelCase")]
pub enum NotationError {
    #[serde(rename = "zhili.fields")]
    Fields { found: usize },
    #[serde(rename = "zhili.point-count")]
    PointCount { points: usize, found: usize },
    #[serde(rename = "zhili.point-letter")]
    PointLetter { point: usize, letter: String },
    #[serde(rename = "zhili.piece-counts")]
    /// The counts found, and the counts every position has (`expectedBlack`, …).
    PieceCounts {
        black: u32,
        red: u32,
        shared: u32,
        empty: u32,
        expected_black: u32,
        expected_red: u32,
        expected_shared: u32,
        expected_empty: u32,
    },
    #[serde(rename = "zhili.side")]
    Side { side: String },
    #[serde(rename = "zhili.lock")]
    Lock { lock: String },
}

/// How many points hold each piece, and how many are empty.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PieceCounts {
    pub black: u32,
    pub red: u32,
    pub shared: u32,
    pub empty: u32,
}

impl PieceCounts {
    /// Every position's counts (Z3): the pieces never leave the board.
    pub const START: PieceCounts = PieceCounts {
        black: Piece::Black.count(),
        red: Piece::Red.count(),
        shared: Piece::Shared.count(),
        empty: POINTS as u32 - Piece::Black.count() - Piece::Red.count() - Piece::Shared.count(),
    };
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotationError::Fields { found } => {
                write!(f, "expected 3 fields separated by single spaces (points, side, lock), got {found}")
            }
            NotationError::PointCount { points, found } => write!(f, "expected {points} points, got {found}"),
            NotationError::PointLetter { point, letter } => {
                write!(f, "point {point}: '{letter}' is not one of b r s .")
            }
            NotationError::PieceCounts {
                black,
                red,
                shared,
                empty,
                expected_black,
                expected_red,
                expected_shared,
                expected_empty,
            } => write!(
                f,
                "expected {expected_black} b, {expected_red} r, {expected_shared} s and {expected_empty} empty points, \
                 got {black} b, {red} r, {shared} s and {empty} empty"
            ),
            NotationError::Side { side } => write!(f, "side to move must be r or b, got '{side}'"),
            NotationError::Lock { lock } => write!(f, "lock flag must be 0 or 1, got '{lock}'"),
        }
    }
}

impl From<NotationError> for PositionError {
    fn from(e: NotationError) -> PositionError {
        PositionError::of(&e)
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
            return Err(NotationError::PointCount { points: POINTS, found }.into());
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
        let counts = PieceCounts {
            black: black.count_ones(),
            red: red.count_ones(),
            shared: shared.len() as u32,
            empty,
        };
        if counts != PieceCounts::START {
            let PieceCounts { black, red, shared, empty } = counts;
            let expected = PieceCounts::START;
            return Err(NotationError::PieceCounts {
                black,
                red,
                shared,
                empty,
                expected_black: expected.black,
                expected_red: expected.red,
                expected_shared: expected.shared,
                expected_empty: expected.empty,
            }
            .into());
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
