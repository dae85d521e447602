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

    /// The owner; `None` for the shared piece.
    pub fn side(self) -> Option<Side> {
        match self {
            Piece::Red => Some(Side::First),
            Piece::Black => Some(Side::Second),
            Piece::Shared => None,
        }
    }
}
