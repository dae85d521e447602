//! Piece kinds (T2) and the one-byte encoding of a point's content.

use crate::outcome::Side;

/// A kind of piece. The first ten are the reserve kinds, in the notation's reserve order
/// (S T F B H L W R D E); then the City and the neutral Stronghold.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Kind {
    Soldier = 0,
    Tiger,
    Foot,
    Bow,
    Horse,
    Lurker,
    Wing,
    Raider,
    Shield,
    Engine,
    City,
    Stronghold,
}

use Kind::*;

impl Kind {
    pub const ALL: [Kind; 12] =
        [Soldier, Tiger, Foot, Bow, Horse, Lurker, Wing, Raider, Shield, Engine, City, Stronghold];
    /// The kinds a reserve holds, in notation order.
    pub const RESERVE: [Kind; 10] = [Soldier, Tiger, Foot, Bow, Horse, Lurker, Wing, Raider, Shield, Engine];
    /// The generals (T2): T F B H L W R D E.
    pub const GENERALS: [Kind; 9] = [Tiger, Foot, Bow, Horse, Lurker, Wing, Raider, Shield, Engine];

    pub fn index(self) -> usize {
        self as usize
    }

    /// The kind's names (T2), English and Chinese, as the app shows and reads them.
    pub fn names(self) -> (&'static str, &'static str) {
        const NAMES: [(&str, &str); 12] = [
            ("Soldier", "兵卒"),
            ("Tiger", "虎"),
            ("Foot", "步"),
            ("Bow", "弓"),
            ("Horse", "骑"),
            ("Lurker", "潜"),
            ("Wing", "翼"),
            ("Raider", "突"),
            ("Shield", "盾"),
            ("Engine", "械"),
            ("City", "城"),
            ("Stronghold", "据"),
        ];
        NAMES[self as usize]
    }

    /// The uppercase letter (T2).
    pub fn letter(self) -> char {
        b"STFBHLWRDECX"[self as usize] as char
    }

    /// The uppercase letter as a string.
    pub fn code(self) -> &'static str {
        &"STFBHLWRDECX"[self as usize..self as usize + 1]
    }

    /// The kind of an uppercase or lowercase letter.
    pub fn from_letter(c: char) -> Option<Kind> {
        let up = c.to_ascii_uppercase();
        Kind::ALL.into_iter().find(|k| k.letter() == up)
    }

    /// How many a side has in all (T2); the Stronghold's 2 are for both sides together.
    pub fn count(self) -> u8 {
        match self {
            Soldier => 6,
            Stronghold => 2,
            _ => 1,
        }
    }

    /// Soldiers paid for this general in an exchange (T8).
    pub fn price(self) -> usize {
        if self == Tiger {
            3
        } else {
            2
        }
    }

    /// Foot, Bow and Horse lead a soldier (T9).
    pub fn leads(self) -> bool {
        matches!(self, Foot | Bow | Horse)
    }
}

/// The content of a point: 0 empty, else `1 + kind`, plus [`BLACK`] for Black's pieces.
pub type Cell = u8;
pub const EMPTY: Cell = 0;
const BLACK: Cell = 16;
/// The Stronghold's cell (neutral).
pub const STRONGHOLD: Cell = 1 + Stronghold as u8;

pub fn cell(kind: Kind, side: Side) -> Cell {
    1 + kind as u8 + if side == Side::Second { BLACK } else { 0 }
}

/// The kind on a non-empty cell.
pub fn kind_of(c: Cell) -> Kind {
    Kind::ALL[((c & !BLACK) - 1) as usize]
}

/// The owner of a non-empty cell; `None` for a Stronghold.
pub fn side_of(c: Cell) -> Option<Side> {
    if c == STRONGHOLD {
        None
    } else if c & BLACK != 0 {
        Some(Side::Second)
    } else {
        Some(Side::First)
    }
}

/// The notation letter: uppercase Red, lowercase Black, `X` for a Stronghold.
pub fn cell_letter(c: Cell) -> char {
    let l = kind_of(c).letter();
    if side_of(c) == Some(Side::Second) {
        l.to_ascii_lowercase()
    } else {
        l
    }
}
