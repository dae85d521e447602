//! What the UI draws, as plain data: pieces with their places, reserves, marks and terrain.
//! The UI renders it and never derives a rule from it.

use serde::Serialize;

use crate::outcome::Side;

#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct BoardView {
    pub pieces: Vec<PieceView>,
    /// Pieces off the board by side and kind (Twin Cities' reserve ring).
    pub reserves: Vec<ReserveView>,
    /// Points or cells to mark: locks, fields, spawn points.
    pub marks: Vec<MarkView>,
    /// The map's rows, top row first, when the board is data (Generals: `.` land, `~` water).
    pub terrain: Vec<String>,
    /// Game-specific facts for a status line (e.g. `lock: 1`, `no-damage turns: 3`).
    pub notes: Vec<(String, String)>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PieceView {
    /// Stable id where the game has one (Generals' `r3`), else the point.
    pub id: String,
    /// The notation's letter or code (`b`, `C`, `LI`, `GN`...).
    pub kind: String,
    /// Owner, `None` for neutral pieces (Zhili's shared piece, Strongholds).
    pub side: Option<Side>,
    /// Colour group for games with more than two armies (Generals: `r`, `b`, `y`, `g`).
    pub group: Option<String>,
    /// The point or cell in the notation (`5`, `e2`, `c3`).
    pub at: String,
    pub hp: Option<u8>,
    pub max_hp: Option<u8>,
    pub cooldown: Option<u8>,
    /// The Chariot carrying this unit.
    pub carried_by: Option<String>,
    /// May not be moved now (Zhili's lock, a City under an Engine).
    pub locked: bool,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ReserveView {
    pub side: Side,
    pub kind: String,
    pub count: u8,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct MarkView {
    pub at: String,
    /// What the mark means: `locked-for-first`, `locked-for-second`, `spawn`, …
    pub kind: String,
}
