//! The saves, under one name: the SQLite database that keeps every game, the settings, the
//! lessons' progress, the drills and the statistics, and how it is opened and kept safe under
//! faults (`docs/app-core.md`, "Saves under faults"). A file per concern:
//! - [`schema`]: the database, its tables and their migrations;
//! - [`games`], [`settings`], [`lessons`], [`drills`], [`results`]: each table's rows;
//! - [`outcome`]: a finished game's outcome, read back through its game's end reasons;
//! - [`list`]: the saves list, a save deleted or exported raw; [`backup`]: the player's backup
//!   of everything, and a backup merged back in;
//! - [`open`]: opening the file safely; [`journal`] and [`rescue`]: damage found and rescued;
//!   [`aside`]: a damaged file kept, its bytes unchanged; [`lock`]: one app per data directory;
//! - [`status`]: what can go wrong and where the saves stand; [`state`]: the saves in use, as
//!   a part of the service ([`Saves`]), and the player's Retry and "play without saving".
//!
//! No fault path moves, hides or deletes a save unless it is proven corrupt, and then its bytes
//! are kept.

pub mod aside;
pub mod backup;
pub mod drills;
pub mod games;
pub mod journal;
pub mod lessons;
pub mod list;
pub mod lock;
pub mod open;
pub mod outcome;
pub mod rescue;
pub mod results;
pub mod schema;
pub mod settings;
pub mod state;
pub mod status;

pub use aside::sidecar;
pub use games::{check_id, loads, replay, DamagedRow, GameRow, GameState, SavedClock, StoredAction, Write};
pub use list::{DamagedSave, SaveEntry};
pub use schema::now_rfc3339;
pub use schema::{Store, SCHEMA_VERSION};
pub use state::{Persist, Saves};
pub use status::{Failure, Problem, StorageState, StorageStatus};
