//! A game's static facts, served to the app and the UI so that neither copies a rule: a
//! shared core — sides and seats, the default timer, the start position, the board's points,
//! the pieces' names, the rules pages' diagrams and text — built by each game's
//! [`crate::Presentation::catalog`], and the game's own part ([`GameCatalog::part`]), built in
//! its folder by [`crate::Presentation::catalog_part`], which only its board drawer reads.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::game_kind::GameKind;
use crate::outcome::Side;
use crate::position::HistoryRules;
use crate::text::Text;
use crate::texts::GameTexts;
use crate::view::{BoardView, Verb};

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct GameCatalog {
    pub game: GameKind,
    /// The two sides (teams), first then second.
    pub sides: [SideInfo; 2],
    /// The ways seats can be laid out, fewest seats first.
    pub seat_layouts: Vec<SeatLayout>,
    /// The spec's turn timer (Zhili's 60 s, Z7); `None` = no timer.
    pub default_timer_secs: Option<u32>,
    /// The numbers of the game's end rules, for texts.
    pub limits: EndLimits,
    /// The start position in the game's notation.
    pub start: String,
    pub board: BoardGeometry,
    /// The piece or unit kinds, in notation order, by name (their numbers are the game's part).
    pub pieces: Vec<PieceInfo>,
    /// The armies of sides that have several (Generals' generals), with their names.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub groups: Vec<GroupInfo>,
    /// Every verb the game's actions are told with ([`crate::Presentation::words`]): the UI
    /// has a sentence for each (`tests/unit/words.test.mjs`).
    pub verbs: Vec<Verb>,
    /// Pictures for the rules pages (`start`, `jump`, `field`, `spawn`), drawn from real
    /// positions of the engine.
    pub diagrams: Vec<Diagram>,
    /// The rules page, its numbers and names filled in from this catalog
    /// ([`crate::rules_text`]); empty until the registry fills it in ([`crate::GameKind::catalog`]).
    pub rules_text: Vec<RulesSection>,
    /// The templates of its error codes and its verbs ([`crate::texts`]); empty until
    /// the registry fills them in.
    pub texts: GameTexts,
    /// The game's own part of the catalog as JSON, built in its folder
    /// ([`crate::Presentation::CatalogPart`]; `ZhiliPart`, `TwinCitiesPart`, `GeneralsPart` in
    /// the UI's contract): lines, fields, reserve, terrain, piece and unit numbers, army rules.
    /// Only the game's board drawer reads it; the engine reads the typed part. Null until the
    /// registry fills it in.
    pub part: serde_json::Value,
}

impl GameCatalog {
    /// The seat layout with `seats` seats, if the game has one.
    pub fn seat_layout(&self, seats: usize) -> Option<&SeatLayout> {
        self.seat_layouts.iter().find(|l| l.seats.len() == seats)
    }

    /// The side whose id (`red`, `south`, …) or generic name (`first`, `second`) is `id`.
    pub fn side_by_id(&self, id: &str) -> Option<Side> {
        self.sides.iter().find(|s| s.id == id || s.side.name() == id).map(|s| s.side)
    }

    pub fn side(&self, side: Side) -> &SideInfo {
        &self.sides[side.index()]
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct SideInfo {
    pub side: Side,
    /// The side's id in commands: `red`, `black`, `south`, `north`.
    pub id: &'static str,
    pub name_en: &'static str,
    pub name_zh: &'static str,
    /// The piece kind that stands for the side (the end screen's mark): Zhili's own piece,
    /// the City, the general.
    pub emblem: &'static str,
    /// The side's armies where it has several (Generals: its two generals, `r` `b`).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub groups: Vec<&'static str>,
}

/// An army of a side that has several (Generals' general `r`, 红将 / Red).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct GroupInfo {
    pub id: &'static str,
    pub name_en: &'static str,
    pub name_zh: &'static str,
}

/// The numbers in a game's end rules (Z6, T11, G12) by name: `repetition`, `maxPlies`, and
/// each game's own (`noProgressPlies`). They fill its end reasons' texts (`{maxPlies}`) and
/// its rules page's facts (`end.max-plies`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(transparent)]
pub struct EndLimits(pub BTreeMap<&'static str, u32>);

impl EndLimits {
    /// The history rules' numbers; the game adds its own with [`EndLimits::with`].
    pub fn of(rules: HistoryRules) -> EndLimits {
        let limits = EndLimits::default();
        let limits = match rules.repetition {
            Some(n) => limits.with("repetition", n),
            None => limits,
        };
        match rules.max_plies {
            Some((n, _)) => limits.with("maxPlies", n),
            None => limits,
        }
    }

    /// The limit called `name`, if the game has one.
    pub fn get(&self, name: &str) -> Option<u32> {
        self.0.get(name).copied()
    }

    /// These limits and `name`'s.
    pub fn with(mut self, name: &'static str, n: u32) -> EndLimits {
        self.0.insert(name, n);
        self
    }
}

/// One way to seat the players: who each seat plays.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct SeatLayout {
    pub seats: Vec<SeatInfo>,
    /// Each seat commands one group, and [`crate::ActionInfo::seat`] names the seat that
    /// takes an action (Generals' four seats).
    pub per_group: bool,
}

impl SeatLayout {
    /// A seat for each side: seat 0 plays the first side.
    pub fn one_per_side() -> SeatLayout {
        SeatLayout {
            seats: Side::BOTH.into_iter().map(|side| SeatInfo { side, groups: Vec::new() }).collect(),
            per_group: false,
        }
    }

    /// The seats that play `side`, in seat order.
    pub fn seats_of(&self, side: Side) -> Vec<usize> {
        (0..self.seats.len()).filter(|&i| self.seats[i].side == side).collect()
    }

    /// The seats after the sides swap (a rematch): `new[i]` takes the old seat of the same
    /// rank on the other side.
    pub fn swapped(&self) -> Vec<usize> {
        (0..self.seats.len())
            .map(|i| {
                let side = self.seats[i].side;
                let rank = self.seats_of(side).iter().position(|&s| s == i).unwrap_or(0);
                let other = self.seats_of(side.other());
                other.get(rank).copied().unwrap_or(i)
            })
            .collect()
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct SeatInfo {
    pub side: Side,
    /// The groups this seat commands (Generals: one general); empty = the whole side.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub groups: Vec<&'static str>,
}

/// The board as data, as every game has it; the rest of a board (lines, fields, terrain) is
/// the game's own part.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct BoardGeometry {
    /// Every point or cell, in notation order.
    pub points: Vec<String>,
    /// Grid boards: the column letters, west to east, and the number of rows (row 1 on the
    /// first side's edge).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub columns: Vec<String>,
    #[serde(skip_serializing_if = "is_zero")]
    pub rows: u8,
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

/// One piece or unit kind by name; its numbers (counts, prices, unit stats) are the game's
/// own part.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct PieceInfo {
    /// The notation's letter or code (`C`, `LI`, `GN`).
    pub code: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub name_en: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub name_zh: Option<&'static str>,
}

/// A rules page's picture: a position's view and what to highlight on it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct Diagram {
    pub id: &'static str,
    pub view: BoardView,
    /// The piece about to act, its targets, and a point to point out (a jumped piece).
    pub selected: Vec<String>,
    pub targets: Vec<String>,
    pub last: Vec<String>,
    /// Points whose field (Twin Cities' 田区) is drawn.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub fields: Vec<String>,
}

impl Diagram {
    pub fn of(id: &'static str, view: BoardView) -> Diagram {
        Diagram { id, view, selected: Vec::new(), targets: Vec::new(), last: Vec::new(), fields: Vec::new() }
    }
}

/// One section of a rules page: a heading, a diagram of the catalog's (`start`, `jump`,
/// `field`, `spawn`) with its caption, and paragraphs.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(deny_unknown_fields)]
pub struct RulesSection {
    pub heading: Text,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub diagram: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub caption: Option<Text>,
    pub paragraphs: Vec<Text>,
}
