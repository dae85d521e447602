//! What the UI and the terminal show, as plain data and one trait: [`Presentation`] gives a
//! position's board view, the taps of its actions, what an action did, a text diagram and the
//! game's catalog. The UI renders this data and never derives a rule from it.

use serde::Serialize;

use crate::catalog::GameCatalog;
use crate::outcome::Side;
use crate::position::Position;

/// How one game is shown: everything the rules ([`Position`]) do not need.
pub trait Presentation: Position {
    /// The side's name in English for text output (`Red`, `South`, …).
    fn side_name(side: Side) -> &'static str;

    /// A legal action as the UI needs it: its notation, the taps that make it and the seat
    /// that takes it.
    fn action_info(&self, action: &Self::Action) -> ActionInfo;

    /// What the UI draws: pieces, reserves, marks, terrain, notes.
    fn view(&self) -> BoardView;

    /// What `action` does when played here, in the order it happens (for animation).
    fn effects(&self, action: &Self::Action) -> Vec<Effect>;

    /// A readable text drawing of the board for the terminal (`shuangcheng-cli play`).
    fn diagram(&self) -> String;

    /// The game's static facts for the app and the UI (see [`GameCatalog`]).
    fn catalog() -> GameCatalog;
}

/// A legal action as the UI needs it: its notation and the taps that make it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ActionInfo {
    pub text: String,
    /// The points, cells or words a player taps, in order. Multi-part actions (followers,
    /// recruits, exchanges) list every tap; the UI narrows the legal actions by prefix and
    /// never decides legality itself.
    pub taps: Vec<String>,
    /// The seat of the game's one-seat-per-group layout that must take it (Generals' four
    /// seats: the general's index, r b y g); `None` = any player of the side to move.
    pub seat: Option<u8>,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct BoardView {
    pub pieces: Vec<PieceView>,
    /// Pieces off the board by side and kind (Twin Cities' reserve ring).
    pub reserves: Vec<ReserveView>,
    /// Points or cells to mark: locks, sites, spawn points.
    pub marks: Vec<MarkView>,
    /// The map's rows, top row first, when the board is data (Generals: `.` land, `~` water).
    pub terrain: Vec<String>,
    /// Game-specific facts for a status line (e.g. `lock: 1`, `no-damage turns: 3`).
    pub notes: Vec<(String, String)>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
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

impl PieceView {
    /// A piece with no HP, cooldown, carrier or lock.
    pub fn plain(id: String, kind: String, side: Option<Side>, at: String) -> PieceView {
        PieceView {
            id,
            kind,
            side,
            group: None,
            at,
            hp: None,
            max_hp: None,
            cooldown: None,
            carried_by: None,
            locked: false,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ReserveView {
    pub side: Side,
    pub kind: String,
    pub count: u8,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MarkView {
    pub at: String,
    /// What the mark means: `locked-for-first`, `site-second`, `spawn-r`, …
    pub kind: String,
}

/// One thing an action did, in the order it happened: what the UI animates.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum Effect {
    /// A piece went from one point or cell to another: a step, a jump, a drop, a follower,
    /// a warp, a pull. `id` is the piece's id afterwards where the game has stable ids.
    Move {
        #[serde(skip_serializing_if = "Option::is_none")]
        id: Option<String>,
        from: String,
        to: String,
    },
    /// A piece pushed one point on, away from a Shield's drop (Twin Cities).
    Push { from: String, to: String },
    /// A piece captured or removed from the board.
    Capture { at: String },
    /// A piece placed from the reserve: a recruit, an exchange's general.
    Place { at: String },
    /// A piece given back to its reserve: the soldiers paid in an exchange.
    Return { at: String },
    /// Damage to a unit that stays on the board (Generals).
    Hit { id: String, at: String, damage: u8 },
}
