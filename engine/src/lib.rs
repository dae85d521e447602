//! The rules and the AI of Shuangcheng's three games — Zhili Shuangcheng (直隶双承棋),
//! Twin Cities (双城) and Generals (智将兵棋) — behind one API. Pure Rust, no I/O.
//!
//! - [`Position`]: one game's state between actions — the side to move, legal actions,
//!   applying an action, the outcome, a hash key, and notation (`Display` / `FromStr`).
//! - [`Game`]: a position plus its history — repetition and ply-limit draws, undo.
//! - [`ai::Ai`] / [`ai::AiPlayers`]: difficulty levels that pick an action within a budget.
//! - [`AnyGame`] / [`new_game`]: any game driven through notation strings, for the app and
//!   the `shuangcheng-cli` program.
//!
//! ```
//! use shuangcheng_engine::{zhili::Zhili, Game, Position, perft};
//!
//! let start = Zhili::start();
//! assert_eq!(start.to_string(), "bbb.bsr.rrr r 0");
//! assert_eq!(perft(&start, 2), 19);
//!
//! let mut game = Game::new(start);
//! game.play_str("5-3").unwrap(); // Red moves the shared piece…
//! assert!(game.play_str("3-5").is_err()); // …so Black may not move it back (Z5).
//! assert_eq!(game.position().to_string(), "bbbsb.r.rrr b 1");
//! ```

pub mod ai;
mod dynamic;
mod error;
mod game;
pub mod generals;
mod outcome;
mod position;
pub mod rng;
pub mod twin_cities;
mod view;
pub mod zhili;

pub use dynamic::{new_game, ActionInfo, AnyAi, AnyGame};
pub use error::{ActionError, PositionError};
pub use game::Game;
pub use outcome::{EndReason, Outcome, Side};
pub use position::{perft, GameKind, HistoryRules, Position};
pub use view::{BoardView, MarkView, PieceView, ReserveView};
