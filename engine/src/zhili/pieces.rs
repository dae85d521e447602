//! What stands on a point (Z3): a side's piece or the shared piece.

use crate::outcome::Side;

/// A piece: Red's (the first side), Black's, or the shared piece that either side may move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Piece {
    Red,
    Black,
    Shared,
}

impl Piece {
    pub const ALL: [Piece; 3] = [Piece::Red, Piece::Black, Piece::Shared];

    /// How many of this piece stand on the board (Z3): four a side, one shared.
    pub const fn count(self) -> u32 {
        match self {
            Piece::Red | Piece::Black => 4,
            Piece::Shared => 1,
        }
    }

    /// The notation's letter (Z8): `r`, `b`, `s`.
    pub fn code(self) -> &'static str {
        match self {
            Piece::Red => "r",
            Piece::Black => "b",
            Piece::Shared => "s",
        }
    }

    pub fn from_letter(c: char) -> Option<Piece> {
        Piece::ALL.into_iter().find(|p| p.code().starts_with(c))
    }

    /// The piece's names (Z3), English and Chinese, as the app shows and reads them; the side
    /// is named apart ("Red piece", "红方棋子").
    pub fn names(self) -> (&'static str, &'static str) {
        match self {
            Piece::Red | Piece::Black => ("piece", "棋子"),
            Piece::Shared => ("shared piece", "公用子"),
        }
    }

    /// The owner; `None` for the shared piece.
    pub fn side(self) -> Option<Side> {
        match self {
            Piece::Red => Some(Side::First),
            Piece::Black => Some(Side::Second),
            Piece::Shared => None,
        }
    }
}
