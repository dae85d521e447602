//! The app core without Tauri: sessions, saves, settings, timers and the AI.
//!
//! [`Service`] is composed of parts that own their state. The lessons, the review, the
//! statistics and the settings answer their own commands of `docs/ipc.md`
//! ([`Service::lessons`] and its siblings); [`Service::saves`] gives the saves' state. The
//! games' commands, and the saves' Retry and "play without saving", which carry the games over,
//! are `Service`'s own methods, since they compose the games, the saves, the settings and the
//! events: each locks the session
//! it touches (so a timeout, an AI answer and a player's action are applied one at a time),
//! commits the change to SQLite, and only then answers and emits events. A failed call changes
//! nothing, but for an `act` that finds the turn's time up: the timeout's pass is played and
//! saved first.
//!
//! The commands by concern:
//! - [`new_game`]: the catalog, new games and rematches;
//! - [`setup`]: Generals' army setup, a session's [`Stage`] before play;
//! - [`play`]: a game in play (act, undo, redo, hint, resign, draw, resume, pause);
//! - [`saves`]: the saves list (list, delete, raw export); [`import_export`]: game records;
//! - [`lessons`]: the lessons and their progress ([`learn_store`]); [`review`]: reviewing a game;
//!   [`drills`]: the drills made from a reviewed game's mistakes ([`drill_store`]);
//! - [`stats`]: the statistics of finished games;
//! - [`settings`]: the player's settings, [`settings_in_force`]: get and set them;
//!   [`storage`]: the saves' file and its faults;
//! - [`timers`]: the turn timers; [`ai_worker`]: the AI's searches;
//! - [`wake_lock`]: the screen kept on while a player's clock runs;
//! - [`event_queue`]: the events waiting for the page to ask for them.
//!
//! The state lives in parts that own it (`Inner`): [`games`] holds the games in memory,
//! [`storage::state`] the saves, and [`lessons`], [`drills`], [`review`], [`stats`], [`settings_in_force`]
//! and [`play`] (the hints) their own. [`running`] holds what the commands share: how a game is found and
//! locked, and how a change is committed, driven (clock, AI) and told (events). [`sessions`]
//! is one game's state, with its [`clock`]; [`snapshot`] maps it to what the UI draws,
//! [`saved_game`] to its database rows ([`store`]) and back. No two sibling modules import
//! each other, even round a loop; references to a parent, and calls of `Service`'s methods
//! across modules, are not counted (`node scripts/check-cycles.mjs`).

pub mod ai_worker;
pub mod army;
pub mod clock;
pub mod curtain;
pub mod drill_store;
pub mod drills;
pub mod error;
pub mod event_queue;
pub mod events;
pub mod faults;
pub mod games;
pub mod hand_over;
pub mod import_export;
pub mod learn_store;
pub mod lessons;
pub mod new_game;
pub mod panics;
pub mod per_game;
pub mod play;
pub mod practice;
pub mod quote;
pub mod random;
pub mod record;
pub mod review;
pub mod running;
pub mod saved_game;
pub mod saves;
pub mod sessions;
pub mod settings;
pub mod settings_in_force;
pub mod setup;
pub mod snapshot;
pub mod stats;
pub mod storage;
pub mod storage_status;
pub mod store;
pub mod table;
pub mod timers;
pub mod training;
pub mod types;
pub mod wake_lock;

use std::path::Path;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError, Weak};

pub use error::{AppError, AppResult, Detail, ErrorKind};
pub use event_queue::EventQueue;
pub use events::{AppNotice, Event, EventSink, NoEvents};
pub use faults::Fault;
pub use saves::{DamagedSave, SaveEntry};
pub use sessions::Stage;
pub use settings::{AiPace, Settings};
pub use storage_status::{Problem, StorageState, StorageStatus};
pub use types::*;

/// The file name of the database inside the app data directory.
pub const DB_FILE: &str = "shuangcheng.db";

/// The service's parts, each owning its state: the saves ([`storage::state::Saves`]), the
/// games in memory ([`games::Games`]), the settings in force, the lessons being played, the
/// drills being tried, the review and its analysis, the statistics, the hints being searched,
/// and the faults tests arm. The parts that stand alone answer their own commands
/// ([`Service::lessons`], [`Service::drills`], [`Service::review`], [`Service::statistics`],
/// [`Service::settings`]; [`Service::saves`] gives the saves' state); the games' commands (the
/// `impl Service` blocks of [`new_game`], [`setup`], [`play`], [`table`], [`hand_over`],
/// [`saves`], [`import_export`], [`running`], [`storage::state`] and `boot` here) compose
/// games, saves, settings, hints and events.
pub(crate) struct Inner {
    saves: Arc<storage::state::Saves>,
    games: games::Games,
    settings: settings_in_force::SettingsInForce,
    events: Arc<dyn EventSink>,
    runtime: tokio::runtime::Handle,
    lessons: lessons::Lessons,
    drills: drills::Drills,
    review: review::Review,
    statistics: stats::Statistics,
    hints: play::Hints,
    faults: faults::Faults,
}

/// The app core. Cheap to clone (one shared state).
#[derive(Clone)]
pub struct Service {
    inner: Arc<Inner>,
}

pub(crate) fn relock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    // The store, the session map and the settings stay consistent through a panic (SQLite
    // rolls back an unfinished transaction), so a poisoned lock is simply taken over. A
    // session's may be half-changed by a command that panicked: the command's guard drops it
    // (`forget_interrupted`, in `panics.rs`), and it reloads from its save.
    m.lock().unwrap_or_else(PoisonError::into_inner)
}

/// Runs `work`, which searches, off the async runtime's turn: called from one of its worker
/// threads (a command), the worker's other tasks move to another thread meanwhile.
pub(crate) fn blocking<T>(work: impl FnOnce() -> T) -> T {
    match tokio::runtime::Handle::try_current().map(|h| h.runtime_flavor()) {
        Ok(tokio::runtime::RuntimeFlavor::MultiThread) => tokio::task::block_in_place(work),
        _ => work(),
    }
}

impl Service {
    /// Opens the saves at `db_path` (see `storage`: nothing is moved unless proven corrupt) and
    /// starts the core; when the file cannot be used, the core starts without a store and the
    /// status says why. Tasks (timers, the AI) run on `runtime`.
    pub fn open(db_path: &Path, events: Arc<dyn EventSink>, runtime: tokio::runtime::Handle) -> Service {
        Service::start(storage::state::Saves::open(db_path), events, runtime)
    }

    /// A core whose saves live in memory; `why` says why there is no file (tests and tools
    /// pass `None`).
    pub fn in_memory(
        why: Option<storage_status::Failure>,
        events: Arc<dyn EventSink>,
        runtime: tokio::runtime::Handle,
    ) -> Service {
        Service::start(storage::state::Saves::in_memory(why), events, runtime)
    }

    fn start(
        saves: storage::state::Saves,
        events: Arc<dyn EventSink>,
        runtime: tokio::runtime::Handle,
    ) -> Service {
        let saves = Arc::new(saves);
        let settings = settings_in_force::SettingsInForce::load(saves.clone());
        if saves.file_in_trouble() {
            events.emit(Event::StorageStatus(saves.status()));
        }
        Service {
            inner: Arc::new(Inner {
                games: games::Games::new(),
                settings,
                lessons: lessons::Lessons::new(saves.clone()),
                drills: drills::Drills::new(saves.clone()),
                review: review::Review::new(saves.clone(), events.clone(), runtime.clone()),
                statistics: stats::Statistics::new(saves.clone()),
                saves,
                events,
                runtime,
                hints: play::Hints::default(),
                faults: faults::Faults::default(),
            }),
        }
    }

    /// The lessons and the player's progress in them.
    pub fn lessons(&self) -> &lessons::Lessons {
        &self.inner.lessons
    }

    /// The drills made from the player's mistakes, and their progress.
    pub fn drills(&self) -> &drills::Drills {
        &self.inner.drills
    }

    /// Reviewing a saved game, and its analysis.
    pub fn review(&self) -> &review::Review {
        &self.inner.review
    }

    /// The statistics of finished games.
    pub fn statistics(&self) -> &stats::Statistics {
        &self.inner.statistics
    }

    /// The player's settings in force.
    pub fn settings(&self) -> &settings_in_force::SettingsInForce {
        &self.inner.settings
    }

    /// The saves: their state (the `boot` command's `storage`). Retry and "play without
    /// saving" are the service's own commands, as they carry the games in memory over.
    pub fn saves(&self) -> &storage::state::Saves {
        &self.inner.saves
    }

    /// Arms a fault for a test (`faults`); the app arms them only in debug builds.
    #[doc(hidden)]
    pub fn arm_fault(&self, fault: Fault) {
        self.inner.faults.arm(fault);
    }

    pub(crate) fn from_weak(weak: &Weak<Inner>) -> Option<Service> {
        weak.upgrade().map(|inner| Service { inner })
    }

    pub(crate) fn weak(&self) -> Weak<Inner> {
        Arc::downgrade(&self.inner)
    }

    fn emit_all(&self, events: Vec<Event>) {
        for e in events {
            self.inner.events.emit(e);
        }
    }

    /// The settings, the catalog, the saves' state and the game on screen, for the UI's start.
    pub fn boot(&self) -> BootState {
        BootState {
            settings: self.inner.settings.get(),
            settings_choices: settings::CHOICES,
            catalog: self.catalog(),
            storage: self.inner.saves.status(),
            game_on_screen: self.game_on_screen(),
        }
    }

    fn undo_vs_ai(&self) -> bool {
        self.inner.settings.undo_vs_ai()
    }
}
