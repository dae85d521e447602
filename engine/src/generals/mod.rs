//! Generals (智将兵棋): a tactics war game on an 11×13 map with water and causeways, two
//! teams of two generals, sixteen unit types, Chariots, Hooks, Catapults and Assassins.
//! Rules: `shared/spec/generals.md` (G1–G15); tests cite the rule ids.
//!
//! - [`map`]: the board as data (G1, G2).
//! - [`units`]: the unit catalogue (G3).
//! - [`army`]: armies, limits, spawn points, presets and the setup phase (G2–G4).
//! - [`Generals`]: the position and its notation (G14); turns are atomic actions
//!   ([`Action`]): `lead r`, `troops r`, `r3-d4`, `r3xe6`, `r4@g7`, `end`, `pass`.
//! - `movegen` / `attacks`: legal actions (G5–G7, G9, G11, G13) and attacks (G8–G10).
//! - [`ai`]: four levels.

pub mod ai;
pub mod army;
mod attacks;
pub mod map;
mod movegen;
pub mod notation;
mod position;
pub mod units;

pub use army::{
    preset, spawn_points, validate_army, validate_general, Army, ArmyError, ArmyUnit, Preset, Setup, PRESETS,
};
pub use map::{Map, Square};
pub use notation::{Action, Mode, UnitId};
pub use position::{Generals, Unit, NO_DAMAGE_LIMIT};
pub use units::{Colour, Kind};
