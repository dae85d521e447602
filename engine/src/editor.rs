//! The engine's half of a position editor: a player sets up a position by placing and removing
//! pieces, setting reserve counts and health, and choosing the side to move; the engine turns
//! that into the game's position or refuses it, naming the reason.
//!
//! One shape serves every game: an [`EditedPosition`] lists the pieces on the board, each
//! side's reserve and the side to move, every piece and kind named as the game's notation and
//! catalog name them. Each game implements [`Editable`] in its folder (`<game>/editor.rs`):
//! [`Editable::edited`] takes a position apart, [`Editable::write`] writes an edited one in the
//! game's notation. [`compose`] then reads what was written with the game's own parser, so
//! every rule the parser checks is the editor's check too, with its existing code
//! (`twin-cities.cities`, `generals.in-water`, `zhili.piece-counts`, …). Only what the notation
//! cannot write at all is refused before, with a shared code of its own ([`EditorError`],
//! `editor.*`, whose templates are the app's: `ui/js/error-text.js`). The registry reaches a
//! game's editor by its kind (`GameKind::edited`, `GameKind::compose`).

use std::collections::BTreeMap;
use std::fmt;

use serde::{Deserialize, Serialize};

use crate::error::PositionError;
use crate::outcome::Side;
use crate::position::Position;
use crate::text::excerpt;

/// A position as the editor sets it up. What it leaves out (a turn number, a counter towards a
/// draw, a lock, the state of a turn under way) is not the editor's to change: a composed
/// position takes those of a fresh position, as each game's [`Editable::write`] says.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct EditedPosition {
    /// The pieces on the board; [`Editable::edited`] lists them in the notation's order.
    pub pieces: Vec<EditedPiece>,
    /// Each side's pieces off the board, the first side's then the second's: how many of each
    /// kind (its catalog code, `S`), kinds with none left out. Empty for a game without
    /// reserves (all but Twin Cities, T6).
    #[serde(default)]
    pub reserves: [BTreeMap<String, u8>; 2],
    pub to_move: Side,
}

/// One piece on the board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct EditedPiece {
    /// The point or cell, as the board names it (`e2`, `5`, `c3`).
    pub at: String,
    /// The kind, as the game's catalog names it (`C`, `r`, `LI`, `GN`).
    pub kind: String,
    /// Its side; `None` for a neutral piece (Twin Cities' Stronghold, Zhili's shared piece).
    pub side: Option<Side>,
    /// Its health, in a game whose pieces have one (Generals: `None` is full health).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hp: Option<u8>,
    /// Its id, in a game whose pieces have one (Generals' `r3`: its general and number, G14).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub unit: Option<String>,
}

impl EditedPiece {
    /// A piece of a game whose pieces have no health or id (all but Generals).
    pub fn plain(at: impl Into<String>, kind: impl Into<String>, side: Option<Side>) -> EditedPiece {
        EditedPiece { at: at.into(), kind: kind.into(), side, hp: None, unit: None }
    }
}

/// A game whose positions the editor sets up: taken apart, and written back in notation.
pub trait Editable: Position {
    /// The position taken apart: every piece, reserve and the side to move, so that
    /// [`compose`] of it gives the position back but for what the editor does not set.
    fn edited(&self) -> EditedPosition;

    /// `edited` in the game's notation, refused only where the notation cannot write it
    /// ([`EditorError`]); whether the position is one the rules accept is the parser's to say
    /// ([`compose`]).
    fn write(edited: &EditedPosition) -> Result<String, PositionError>;
}

/// The position the editor set up, in the game's notation as the engine writes it, once the
/// game's parser has read it: refused with the parser's own code, or with an `editor.*` code
/// for what the notation cannot write.
pub fn compose<P: Editable>(edited: &EditedPosition) -> Result<String, PositionError> {
    let written = P::write(edited)?;
    let position: P = written.parse()?;
    Ok(position.to_string())
}

/// What an edited position asks that the game's notation cannot write. Points, kinds and ids
/// in the parameters are quoted as given.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "code", content = "params", rename_all_fields = "camelCase")]
pub enum EditorError {
    /// A point or cell the board does not have.
    #[serde(rename = "editor.point")]
    Point { point: String },
    /// A piece kind the game does not have.
    #[serde(rename = "editor.kind")]
    Kind { kind: String },
    /// A side the kind cannot have: a neutral kind given one, a side's kind given none or the
    /// other side (Zhili's `r` is Red's; Generals' `r3` is South's, G2).
    #[serde(rename = "editor.side")]
    Side { point: String, kind: String },
    /// Two pieces on one point, in a game where a point holds one.
    #[serde(rename = "editor.same-point")]
    SamePoint { point: String },
    /// A health, in a game whose pieces have none.
    #[serde(rename = "editor.health")]
    Health { point: String, hp: u8 },
    /// A piece without its id, in a game whose pieces need one (Generals, G14).
    #[serde(rename = "editor.unit-id-missing")]
    UnitIdMissing { point: String },
    /// An id, in a game whose pieces have none.
    #[serde(rename = "editor.unit-id-unused")]
    UnitIdUnused { point: String, unit: String },
    /// A reserve of a kind no reserve holds (the game has no reserves, or the kind is never
    /// off the board).
    #[serde(rename = "editor.reserve-kind")]
    ReserveKind { side: Side, kind: String },
    /// More of a kind in a reserve than the notation writes.
    #[serde(rename = "editor.reserve-count")]
    ReserveCount { side: Side, kind: String, count: u8, max: u8 },
}

impl fmt::Display for EditorError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EditorError::Point { point } => write!(f, "the board has no point '{point}'"),
            EditorError::Kind { kind } => write!(f, "the game has no piece kind '{kind}'"),
            EditorError::Side { point, kind } => write!(f, "{point}: a '{kind}' cannot be of this side"),
            EditorError::SamePoint { point } => write!(f, "two pieces on {point}"),
            EditorError::Health { point, hp } => {
                write!(f, "{point}: health {hp} given, but this game's pieces have none")
            }
            EditorError::UnitIdMissing { point } => write!(f, "{point}: the piece needs a unit id"),
            EditorError::UnitIdUnused { point, unit } => {
                write!(f, "{point}: unit id '{unit}' given, but this game's pieces have none")
            }
            EditorError::ReserveKind { side, kind } => {
                write!(f, "the {} side's reserve cannot hold '{kind}'", side.name())
            }
            EditorError::ReserveCount { side, kind, count, max } => {
                write!(f, "the {} side's reserve holds {count} '{kind}', at most {max}", side.name())
            }
        }
    }
}

impl std::error::Error for EditorError {}

impl From<EditorError> for PositionError {
    fn from(e: EditorError) -> PositionError {
        PositionError::of(&e)
    }
}

impl EditorError {
    pub(crate) fn point(at: &str) -> EditorError {
        EditorError::Point { point: excerpt(at) }
    }

    pub(crate) fn kind(kind: &str) -> EditorError {
        EditorError::Kind { kind: excerpt(kind) }
    }

    pub(crate) fn side(piece: &EditedPiece) -> EditorError {
        EditorError::Side { point: excerpt(&piece.at), kind: excerpt(&piece.kind) }
    }
}

/// Refuses what a piece of a game without health or unit ids cannot carry.
pub(crate) fn plain(piece: &EditedPiece) -> Result<(), EditorError> {
    let point = || excerpt(&piece.at);
    if let Some(hp) = piece.hp {
        return Err(EditorError::Health { point: point(), hp });
    }
    if let Some(unit) = &piece.unit {
        return Err(EditorError::UnitIdUnused { point: point(), unit: excerpt(unit) });
    }
    Ok(())
}

/// Puts `value` on `board[index]`, refusing a second piece on the point.
pub(crate) fn place<T>(
    board: &mut [Option<T>],
    index: usize,
    piece: &EditedPiece,
    value: T,
) -> Result<(), EditorError> {
    match &mut board[index] {
        Some(_) => Err(EditorError::SamePoint { point: excerpt(&piece.at) }),
        slot => {
            *slot = Some(value);
            Ok(())
        }
    }
}

/// Refuses any reserve, for a game without reserves.
pub(crate) fn no_reserves(edited: &EditedPosition) -> Result<(), EditorError> {
    for side in Side::BOTH {
        if let Some(kind) = edited.reserves[side.index()].keys().next() {
            return Err(EditorError::ReserveKind { side, kind: excerpt(kind) });
        }
    }
    Ok(())
}
