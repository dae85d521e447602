//! Zhili Shuangcheng (直隶双承棋): rules Z1–Z9 of `spec/zhili.md`.
//!
//! - [`board`]: the eleven points, their lines and the two jump lines (Z1, Z2).
//! - [`Zhili`]: the position, its moves, the shared-piece lock and the end (Z3–Z6), and its
//!   notation (Z8).
//! - [`solver`]: the exact solution by retrograde analysis (Z9).
//! - [`ai`]: the difficulty levels, up to perfect play.

pub mod ai;
pub mod board;
mod notation;
mod position;
pub mod solver;

pub use position::{Move, Zhili};
