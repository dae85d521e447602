//! Generals (智将兵棋): a tactics war game on an 11×13 map with water and causeways, two
//! teams of two generals, sixteen unit types, Chariots, Hooks, Catapults and Assassins.
//! Rules: `docs/rules/generals.md` (G1–G15); tests cite the rule ids.
//!
//! - [`board`]: the map as data (G1, G2).
//! - [`pieces`]: the unit catalogue (G3), the generals' colours and the unit ids (G14).
//! - [`action`]: the atomic actions of a turn and their notation: `lead r`, `troops r`,
//!   `r3-d4`, `r3xe6`, `r4@g7`, `end`, `pass`.
//! - [`Generals`] (`position`, `notation`, `rules`): the position, its notation (G14) and
//!   its `Position` impl.
//! - `movegen` / `attacks`: legal actions (G5–G7, G9, G11, G13) and attacks (G8–G10).
//! - [`army`]: armies, limits, spawn points, presets and the setup phase (G2–G4), the app's
//!   through its `SetupPhase`.
//! - `threats`: the hits each team could deal on its turn.
//! - `view`: what the UI and the terminal show; `catalog_part`: Generals' own part of its
//!   catalog; `editor`: its positions in the position editor.
//! - [`ai`]: four levels.

pub mod action;
pub mod ai;
mod arbiter;
pub mod army;
mod attacks;
pub mod board;
mod catalog_part;
mod editor;
mod entry;
#[cfg(feature = "examples")]
mod examples;
mod movegen;
mod notation;
pub mod pieces;
mod position;
mod rules;
mod threats;
mod view;
mod words;

pub use action::{Action, Mode};
pub use army::{
    preset, spawn_points, validate_army, validate_general, Army, ArmyError, ArmyUnit, Preset, Setup, PRESETS,
};
pub use board::{Map, MapError, Square};
pub use catalog_part::{ArmyRules, GeneralsPart, UnitStats};
pub use notation::NotationError;
pub use pieces::{Colour, Kind, UnitId, SOLDIERS_PER_GENERAL};
pub use position::{Generals, Unit, ABILITY_WAIT, NO_DAMAGE_LIMIT};
pub use rules::{GENERALS_ELIMINATED, MUTUAL_ELIMINATION, NO_DAMAGE};
