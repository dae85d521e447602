//! What the UI and the terminal show of a position, as plain data: its board view, the taps
//! of its actions, what an action did and its words ([`crate::Presentation`] makes them).
//! The UI renders this data and never derives a rule from it.

use std::collections::BTreeMap;

use serde::Serialize;

use crate::outcome::Side;

/// A legal action as the UI needs it: its notation and the taps that make it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct ActionInfo {
    pub text: String,
    /// What a player taps, in order. Multi-part actions (followers, recruits, exchanges) list
    /// every tap; the UI narrows the legal actions by their taps' tokens and never decides
    /// legality itself.
    pub taps: Vec<Tap>,
    /// The seat of the game's one-seat-per-group layout that must take it (Generals' four
    /// seats: the general's index, r b y g); `None` = any player of the side to move.
    pub seat: Option<u8>,
}

impl ActionInfo {
    /// The taps' tokens, in order.
    pub fn tokens(&self) -> Vec<&str> {
        self.taps.iter().map(|t| t.token.as_str()).collect()
    }
}

/// One tap of an action: its token and where it is made, so that the UI places taps without
/// reading the notation.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct Tap {
    /// The tap's name, unique among the taps that may come next: a point (`e2`), a unit
    /// (`r3`), an attack (`xe6`), a word (`lead`, `+`). The UI narrows the legal actions by
    /// comparing whole tokens and never takes one apart or reads one: what it shows of a tap
    /// comes from `label`, `help` and `shows`.
    pub token: String,
    pub kind: TapKind,
    /// The point or cell where it is tapped; `None` for a button (a word, a reserve kind).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub at: Option<String>,
    /// This tap and the `any_order` taps next to it may be made in any order (Twin Cities'
    /// recruit points, an exchange's soldiers).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub any_order: bool,
    /// Its button's text: a key of the game's texts (`[taps.<key>]`, `{cell}` is `at`); `None`
    /// = the app's words for its kind (a point, a unit, a general, a reserve kind by name).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub label: Option<&'static str>,
    /// The game's help line (`[help.<key>]`) while this tap starts the action or is offered
    /// after a complete one (Twin Cities' recruit, a shock drop's third tap).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub help: Option<&'static str>,
    /// While this tap starts the action, the board draws the areas of the side to move's
    /// marks of this kind (`site`: Twin Cities' fields of its sites, T7).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub shows: Option<&'static str>,
}

/// What a tap is, for the UI's highlights and labels.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "kebab-case")]
pub enum TapKind {
    /// A point or cell named by the action: a piece to pick, a point to recruit or place on.
    Point,
    /// Where a piece goes: a step, a jump, a drop, a follower's move.
    Move,
    /// A unit by its id, tapped where it stands (Generals).
    Unit,
    /// An attack on the cell at `at` (Generals' `xe6`).
    Attack,
    /// A warp to the cell at `at` (Generals' `@g7`).
    Warp,
    /// A general by its letter, tapped where it stands or on its button (Generals' `lead r`).
    General,
    /// A kind from the side to move's reserve, tapped in the reserve ring or on its button
    /// (Twin Cities' exchange).
    Reserve,
    /// A button that chooses a way to go on: `lead`, `troops`, `*` (a shock drop), `+`
    /// (recruit), `@` (exchange), `swap`, `pass`.
    Word,
    /// The button that ends a turn of several actions (Generals' `end`): the bar's main one.
    Finish,
}

impl Tap {
    /// A tap on a point or cell whose token is its name.
    pub fn point(kind: TapKind, at: String) -> Tap {
        Tap::on(kind, at.clone(), at)
    }

    /// A tap whose token is not where it is made (a unit, an attack, a general).
    pub fn on(kind: TapKind, token: String, at: String) -> Tap {
        Tap { token, kind, at: Some(at), any_order: false, label: None, help: None, shows: None }
    }

    /// A button (its text given by [`Tap::labelled`]).
    pub fn button(kind: TapKind, token: &str) -> Tap {
        Tap {
            token: token.to_string(),
            kind,
            at: None,
            any_order: false,
            label: None,
            help: None,
            shows: None,
        }
    }

    /// The same tap, made in any order with its `any_order` neighbours.
    pub fn in_any_order(self) -> Tap {
        Tap { any_order: true, ..self }
    }

    /// The same tap, its button's text the game's `[taps.<label>]`.
    pub fn labelled(self, label: &'static str) -> Tap {
        Tap { label: Some(label), ..self }
    }

    /// The same tap, with the game's help line `[help.<help>]`.
    pub fn helped(self, help: &'static str) -> Tap {
        Tap { help: Some(help), ..self }
    }

    /// The same tap, showing the areas of the side to move's `marks` while it starts the action.
    pub fn showing(self, marks: &'static str) -> Tap {
        Tap { shows: Some(marks), ..self }
    }
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
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
    pub notes: Vec<Note>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
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
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct ReserveView {
    pub side: Side,
    pub kind: String,
    pub count: u8,
}

/// A fact of the position the board does not draw (a turn count, a rested piece): a code of
/// its game's texts (`[notes.<code>]`) and the parameters its template fills.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct Note {
    pub code: &'static str,
    /// By the template's `{name}`; a `group` is a group's id, which the UI names from the
    /// catalog.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub params: BTreeMap<&'static str, String>,
    /// A state that holds now, shown as a badge (Zhili's rested shared piece, Z5).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub badge: bool,
}

impl Note {
    /// A note whose template fills `params`.
    pub fn of<const N: usize>(code: &'static str, params: [(&'static str, String); N]) -> Note {
        Note { code, params: params.into_iter().collect(), badge: false }
    }

    /// A badge, shown while its state holds.
    pub fn badge(code: &'static str) -> Note {
        Note { code, params: BTreeMap::new(), badge: true }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct MarkView {
    pub at: String,
    /// What the mark means: `locked-for-first`, `site-second`, `spawn-r`, …
    pub kind: String,
}

/// One thing an action did, in the order it happened: what the UI animates.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
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

/// An action in parts, for its sentence in each language: the UI fills the verb's template in
/// `ui/js/words.js` with these parts (names from the catalog), and never reads the notation.
/// The side that acts is the history entry's own; codes are the catalog's piece codes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct ActionWords {
    pub verb: Verb,
    /// The army that acts where a side has several (Generals' general: `r`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub group: Option<&'static str>,
    /// The kind of the piece that acts or is placed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub piece: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub from: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub to: Option<String>,
    /// The point jumped over (Zhili).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub over: Option<String>,
    /// The kind of the piece taken, hit or pulled, and its army where a side has several.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub target: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub target_group: Option<&'static str>,
    /// The points recruited on, or the soldiers paid in an exchange, in point order.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub points: Vec<String>,
    /// Passengers carried, pieces pushed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub count: Option<u8>,
    /// What follows in the same action (Twin Cities' follower, T9).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub then: Option<Box<ActionWords>>,
    /// The game's compact Chinese form, where it has one (Twin Cities' 城五退一).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub compact: Option<Compact>,
}

/// A compact Chinese form in both scripts.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct Compact {
    pub zh: String,
    #[serde(rename = "zh-Hant")]
    pub zh_hant: String,
}

impl ActionWords {
    /// Just a verb; the parts are filled in by struct update.
    pub fn of(verb: Verb) -> ActionWords {
        ActionWords {
            verb,
            group: None,
            piece: None,
            from: None,
            to: None,
            over: None,
            target: None,
            target_group: None,
            points: Vec::new(),
            count: None,
            then: None,
            compact: None,
        }
    }
}

/// What an action does: the key of its sentence in its game's texts (`[words.<verb>]`). Each
/// game lists its own in its catalog ([`crate::GameCatalog::verbs`]), defined in its folder;
/// `engine/tests/words.rs` finds an action of each.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(transparent)]
pub struct Verb(&'static str);

impl Verb {
    /// A piece goes to an empty point or cell (Zhili's step, Twin Cities' move, Generals' step).
    pub const MOVE: Verb = Verb("move");
    /// The timed-out turn (Z7, T12, G13): the app's own words (`words.pass`).
    pub const PASS: Verb = Verb("pass");

    /// A verb of a game's own, by its key in kebab case (`jump`, `end-turn`).
    pub const fn new(key: &'static str) -> Verb {
        Verb(key)
    }

    pub fn key(self) -> &'static str {
        self.0
    }
}
