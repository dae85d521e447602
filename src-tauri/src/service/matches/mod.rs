//! A game in play, as one object: its moves (the engine's game and what the app adds to each
//! ply), its seats, its turn clock, the AI job in flight and the hand-over curtain. Its
//! commands (act, undo, redo, a timeout, resignation, an agreed draw, a hint) are its own
//! methods; it reaches the saves and the UI only through its [`Ctx`]'s narrow interfaces, and
//! decides no rule (the engine decides legality and outcomes).
//!
//! Its state comes in three parts: what its save keeps ([`Saved`]), what runs while it is on
//! screen ([`Running`]: the AI, the open curtain, a skip in progress) and what only the screen
//! needs ([`Screen`]: the replay a skip leaves). A command that cannot be saved puts the saved
//! part back as it was.
//!
//! The modules by concern: [`parts`] (the match and its three parts), [`moves`] (one list of
//! moves), [`pins`] (the curtain's PINs), [`seats`] (who acts, what undo and
//! redo take back), [`change`] (commit, drive, snapshot), [`play`] (the player's commands),
//! [`ai`] (the AI's turns and hints), [`timer`] (the turn clock's task), [`curtain`] (the
//! hand-over curtain and its PINs), [`table`] (threats, skipping, what happened since the
//! last turn), [`setup`] (the setup phase), [`practice`] (grading), [`snapshot`] (what the UI
//! draws), [`saved`] (the rows of its save).

pub mod ai;
pub mod change;
pub mod clock;
pub mod context;
pub mod curtain;
pub mod moves;
pub mod parts;
pub mod pins;
pub mod play;
pub mod practice;
pub mod saved;
pub mod seats;
pub mod setup;
pub mod snapshot;
pub mod table;
#[cfg(test)]
mod tests;
pub mod timer;

pub use crate::service::saves::Persist;
pub use context::{Ctx, SettingsSource};
pub use parts::{AiJob, Match, Running, Saved, Screen, Shared, Stage};
