//! Tic-tac-toe (圈叉棋): rules J1–J5 of `docs/rules/tic-tac-toe.md`. The worked example of
//! adding a game (`docs/adding-a-game.md`): compiled only with the `example-game` feature, so
//! a release never ships it, and CI builds, tests and plays it so that it cannot rot.
//!
//! - `action`: the nine cells and the moves, `b2` and `pass` (J1, J2, J4, J5).
//! - `position`: the marks, the side to move and the end (J2–J4).
//! - `notation`: positions `x.o...... x` (J5).
//! - `view`: what the UI and the terminal show; `arbiter`: why a tap is refused; `editor`: its
//!   positions in the position editor.
//! - `ai`: a random player, then perfect play by a full search (the game has 5,478 positions).
#![cfg(feature = "example-game")]

mod action;
mod ai;
mod arbiter;
mod editor;
mod entry;
#[cfg(feature = "examples")]
mod examples;
mod notation;
mod position;
mod view;

pub use action::Move;
pub use notation::NotationError;
pub use position::{TicTacToe, FULL_BOARD, THREE_IN_A_ROW};
