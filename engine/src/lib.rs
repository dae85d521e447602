//! The rules and the AI of Shuangcheng's three games — Zhili Shuangcheng (直隶双承棋),
//! Twin Cities (双城) and Generals (智将兵棋) — behind one API. Pure Rust, no I/O.
//!
//! - [`Position`]: one game's rules — the side to move, legal actions, applying an action,
//!   the outcome, a hash key — with notation at the edges (`Display`/`FromStr` for positions
//!   and actions).
//! - [`Presentation`]: what the UI and the terminal show — board views, taps, what an action
//!   did, text diagrams, and each game's [`GameCatalog`] of static facts.
//! - [`Game`]: a position plus its history — repetition and ply-limit draws, undo.
//! - [`ai::Ai`] / [`ai::AiPlayers`]: difficulty levels that pick an action within a budget.
//! - [`AnyGame`]: any game, driven through notation strings, for the app and the
//!   `shuangcheng-cli` program.
//! - [`AnySetup`] / [`SetupUnderWay`]: the setup phase of a game whose sides set up their
//!   units before the first move ([`SetupPhase`]: Generals' armies), any game's, in JSON.
//! - [`GameKind`] and the registry ([`Registered`], [`GameInfo`]): the one list of the
//!   games, one line each, and each game's names, ladder, capabilities, timer, glyphs and
//!   board drawer.
//! - [`EditedPosition`] ([`editor`]): a position as a position editor sets it up, any game's,
//!   taken apart and composed back through the registry (`GameKind::edited`,
//!   `GameKind::compose`).
//! - [`refusal::Arbiter`]: why a tap makes no legal action, as a code of the game's texts with
//!   the rule it cites.
//! - Errors ([`PositionError`], [`ActionError`], …) are enums with stable codes.
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

// The modules are layered: none names one of its own layer or above, so each can be read
// and tested knowing only those below (`node scripts/check-cycles.mjs --layers engine/src`
// lists them). At the bottom the ids and texts (`outcome`, `text`, `game_kind`); then a
// position and what is shown of it (`position`, `view`, `catalog`, `presentation`); the
// traits a game implements and the runners written against them (`game`, `ai`, `judge`,
// `refusal`, `setup`, `editor`, `registered`); the games; and at the top the registry and what drives
// any game (`any_game`, `registry`, `lessons`, `review`, `replay`).
pub mod ai;
mod any_ai;
mod any_game;
pub mod catalog;
mod checked;
pub mod editor;
mod error;
#[cfg(feature = "examples")]
pub mod examples;
mod game;
mod game_kind;
pub mod generals;
#[cfg(feature = "specta")]
mod ipc_types;
pub mod judge;
pub mod lessons;
mod outcome;
mod position;
mod presentation;
pub mod refusal;
mod registered;
mod registry;
mod replay;
pub mod review;
pub mod rng;
pub mod rules_text;
mod setup;
pub mod taught;
pub mod text;
pub mod texts;
pub mod threats;
pub mod tic_tac_toe;
mod time_control;
pub mod twin_cities;
mod view;
pub mod zhili;

pub use any_game::{new_game, AnyAi, AnyGame};
pub use catalog::GameCatalog;
pub use checked::Checked;
pub use editor::{Editable, EditedPiece, EditedPosition, EditorError};
pub use error::{ActionError, ActionSyntaxError, PositionError};
pub use game::Game;
pub use game_kind::{GameKind, ParseGameKindError};
pub use outcome::{EndReason, Outcome, Side};
pub use position::{perft, HistoryRules, Position};
pub use presentation::Presentation;
pub use registered::{Capabilities, FairStart, GameInfo, Glyph, InLanguages, Registered, TimerRange};
pub use replay::{replay, Replay, ReplayStop};
pub use setup::{
    AnySetup, PresetName, SetupChoice, SetupError, SetupPhase, SetupRefusal, SetupUnderWay, SetupUnit,
};
pub use text::{excerpt, one_line, EXCERPT_CHARS};
pub use time_control::{GameClock, GameClockRange};
pub use view::{
    ActionInfo, ActionWords, BoardView, Compact, Effect, MarkView, Note, PieceView, ReserveView, Tap,
    TapKind, Verb,
};
