//! Zhili Shuangcheng (直隶双承棋): rules Z1–Z9 of `docs/rules/zhili.md`.
//!
//! - [`board`]: the eleven points, their lines and the two jump lines (Z1, Z2).
//! - `pieces`, `action`: the pieces (Z3) and moves with their notation (Z4, Z8).
//! - [`Zhili`] (`position`, `movegen`, `notation`): the position, its moves, the shared-piece
//!   lock and the end (Z3–Z7), and its notation (Z8).
//! - `view`: what the UI and the terminal show; `catalog_part`: Zhili's own part of its
//!   catalog; `editor`: its positions in the position editor.
//! - [`solver`]: the exact solution by retrograde analysis (Z9).
//! - [`ai`]: the difficulty levels, up to perfect play.

mod action;
pub mod ai;
mod arbiter;
pub mod board;
mod catalog_part;
mod editor;
mod entry;
#[cfg(feature = "examples")]
mod examples;
mod movegen;
mod notation;
mod pieces;
mod position;
pub mod solver;
mod view;
mod words;

pub use action::Move;
pub use catalog_part::{ZhiliPart, ZhiliPiece};
pub use notation::NotationError;
pub use pieces::Piece;
pub use position::{Zhili, PLY_LIMIT};
