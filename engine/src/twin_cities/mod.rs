//! Twin Cities (双城): rules T1–T14 of `docs/rules/twin-cities.md`, notation and AI.
//!
//! ```
//! use shuangcheng_engine::{perft, twin_cities::TwinCities, Position};
//!
//! let start = TwinCities::start();
//! assert_eq!(perft(&start, 1), 82);
//! let next = start.play(&start.parse_action("E@e3:d3,f3").unwrap()).unwrap();
//! assert_eq!(next.to_string(), "9/4c4/3s1s3/9/9/2X3X2/9/9/4E4/4C4/9 b S6TFBHLWRD s4tfbhlwrde 0 1");
//! ```

mod action;
pub mod ai;
mod arbiter;
mod board;
mod catalog_part;
mod compact;
mod editor;
mod entry;
#[cfg(feature = "examples")]
mod examples;
mod movegen;
mod notation;
mod pieces;
mod position;
mod rules;
mod threats;
mod view;
mod words;
mod zobrist;

pub use action::Action;
pub use board::{name as point_name, parse_point};
pub use catalog_part::{TwinCitiesPart, TwinCitiesPiece};
pub use compact::COMPACT_CHARACTERS;
pub use notation::NotationError;
pub use pieces::Kind;
pub use position::{TwinCities, CITY_CAPTURED, NO_PROGRESS, NO_PROGRESS_PLIES};
