//! The app core without Tauri: the games in play, the saves, settings, lessons, review, drills
//! and statistics.
//!
//! [`Service`] is a registry of [`Match`]es (the games in play, each one object behind its own
//! lock) plus routing: each game command finds its match (loading a saved game on first use),
//! locks it, lets the match do the work, tells the events it collected, and then keeps one game
//! on screen at a time. A match reaches the saves and the UI only through its [`Ctx`]. The
//! other parts own their state and answer their own commands ([`Service::lessons`],
//! [`Service::drills`], [`Service::review`], [`Service::statistics`], [`Service::settings`]);
//! [`Service::saves`] gives the saves' state. `impl Service` is in this file alone; each
//! module's header says what it holds (`docs/app-core.md`, "Layout"). No two sibling modules
//! import each other, even round a loop (`node scripts/check-cycles.mjs`).

pub mod drills;
pub mod error;
pub mod event_queue;
pub mod events;
pub mod faults;
pub mod files;
pub mod import_export;
pub mod lessons;
pub mod matches;
pub mod new_game;
pub mod panics;
pub mod per_game;
pub mod quote;
pub mod random;
pub mod record;
pub mod registry;
pub mod review;
pub mod saves;
pub mod settings;
pub mod settings_in_force;
pub mod setup;
pub mod stats;
mod sync;
pub mod time_control;
pub mod training;
pub mod types;
pub mod wake_lock;

use std::future::Future;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::Path;
use std::sync::Arc;

use serde::Serialize;
use shuangcheng_engine::threats::Threats;
use shuangcheng_engine::{GameKind, SetupChoice, Side};

pub use error::{AppError, AppResult, Detail, ErrorKind};
pub use event_queue::EventQueue;
pub use events::{AppNotice, Event, EventSink, NoEvents};
pub use faults::Fault;
pub use matches::table::SinceLastTurn;
pub use matches::{Ctx, Match};
pub use saves::{DamagedSave, Problem, SaveEntry, StorageState, StorageStatus};
pub use settings::{AiPace, Settings};
pub use types::*;

use matches::Shared;
use registry::Registry;
use saves::check_id;

/// What the UI needs to put up its first screen, in one call (`boot`): the start waits for
/// one round trip to the core instead of four (docs/performance.md).
#[derive(Clone, Debug, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct BootState {
    pub settings: Settings,
    /// The values each setting may take, in the order the settings screen offers them.
    pub settings_choices: settings::SettingsChoices,
    pub catalog: Vec<CatalogEntry>,
    pub storage: StorageStatus,
    /// See [`Service::game_on_screen`]: where a reloaded page returns.
    pub game_on_screen: Option<String>,
}

/// The file name of the database inside the app data directory.
pub const DB_FILE: &str = "shuangcheng.db";

struct Inner {
    ctx: Arc<Ctx>,
    matches: Registry,
    saves: Arc<saves::Saves>,
    settings: Arc<settings_in_force::SettingsInForce>,
    lessons: lessons::Lessons,
    drills: drills::Drills,
    review: review::Review,
    statistics: stats::Statistics,
}

/// The app core. Cheap to clone (one shared state).
#[derive(Clone)]
pub struct Service {
    inner: Arc<Inner>,
}

impl Service {
    /// Opens the saves at `db_path` (see `saves::open`: nothing is moved unless proven corrupt) and
    /// starts the core; when the file cannot be used, the core starts without a store and the
    /// status says why. Tasks (timers, the AI) run on `runtime`.
    pub fn open(db_path: &Path, events: Arc<dyn EventSink>, runtime: tokio::runtime::Handle) -> Service {
        Service::start(saves::Saves::open(db_path), events, runtime)
    }

    /// A core whose saves live in memory; `why` says why there is no file (tests and tools
    /// pass `None`).
    pub fn in_memory(
        why: Option<saves::Failure>,
        events: Arc<dyn EventSink>,
        runtime: tokio::runtime::Handle,
    ) -> Service {
        Service::start(saves::Saves::in_memory(why), events, runtime)
    }

    fn start(saves: saves::Saves, events: Arc<dyn EventSink>, runtime: tokio::runtime::Handle) -> Service {
        let saves = Arc::new(saves);
        let settings = Arc::new(settings_in_force::SettingsInForce::load(saves.clone()));
        if saves.file_in_trouble() {
            events.emit(Event::StorageStatus(saves.status()));
        }
        let ctx = Arc::new(Ctx::new(saves.clone(), events.clone(), settings.clone(), runtime.clone()));
        Service {
            inner: Arc::new(Inner {
                matches: Registry::default(),
                lessons: lessons::Lessons::new(saves.clone()),
                drills: drills::Drills::new(saves.clone()),
                review: review::Review::new(saves.clone(), events, runtime),
                statistics: stats::Statistics::new(saves.clone()),
                settings,
                saves,
                ctx,
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
    pub fn saves(&self) -> &saves::Saves {
        &self.inner.saves
    }

    /// Arms a fault for a test (`faults`); the app arms them only in debug builds.
    #[doc(hidden)]
    pub fn arm_fault(&self, fault: Fault) {
        self.inner.ctx.faults.arm(fault);
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

    /// The games of the engine's registry, as the UI lists them.
    pub fn catalog(&self) -> Vec<CatalogEntry> {
        new_game::catalog(&self.inner.settings.get())
    }

    // ---- Finding, locking and showing matches ----

    /// Match `id`, loading (replaying) it from its save when it is not in memory.
    fn cell(&self, id: &str) -> AppResult<Shared> {
        check_id(id)?;
        if let Some(cell) = self.inner.matches.get(id) {
            return Ok(cell);
        }
        let loaded = self.inner.saves.with_store(|st| st.load_game(id))?;
        let Some((row, actions)) = loaded else {
            return Err(AppError::UnknownGame(id.to_string()));
        };
        let m = matches::saved::load(&row, &actions)?;
        // Another call may have loaded it meanwhile: keep the first.
        Ok(self.inner.matches.keep_first(m))
    }

    /// Runs `f` on match `id`, locked, then tells the events it collected.
    fn with_match<T>(
        &self,
        id: &str,
        f: impl FnOnce(&mut Match, &Arc<Ctx>, &mut Vec<Event>) -> AppResult<T>,
    ) -> AppResult<T> {
        let cell = self.cell(id)?;
        let mut events = Vec::new();
        let result = {
            let mut m = cell.lock().map_err(|_| {
                // A panic left this match half-changed: forget it; the next call reloads it
                // from its last committed save.
                self.inner.matches.remove(id);
                AppError::Internal(
                    "the game was interrupted and has been reloaded from its save; try again".into(),
                )
            })?;
            if self.inner.ctx.fault(Fault::PanicInSession) {
                panic!("fault injected: a panic inside a command on game {id}");
            }
            f(&mut m, &self.inner.ctx, &mut events)
        };
        self.inner.ctx.emit_all(events);
        result
    }

    /// After a call that put game `id` on screen succeeded: every other game pauses (its clock
    /// stops and is saved, its AI is cancelled).
    fn on_screen<T>(&self, id: &str, result: AppResult<T>) -> AppResult<T> {
        if result.is_ok() {
            self.inner.matches.forget_suspended(id);
            let mut events = Vec::new();
            for cell in self.inner.matches.others(id) {
                let Ok(mut o) = cell.lock() else { continue };
                if o.is_active() {
                    o.pause(&self.inner.ctx, &mut events);
                    o.updated(&self.inner.ctx, &mut events);
                }
            }
            self.inner.ctx.emit_all(events);
        }
        result
    }

    /// Starts a match, saves it and puts it on screen.
    fn start_match(&self, m: Match) -> AppResult<Snapshot> {
        let (row, stored) = matches::saved::saved(&m)?;
        self.inner.saves.with_store(|st| st.insert_game(&row, &stored))?;
        let id = m.id().to_string();
        let cell = self.inner.matches.keep_first(m);
        let mut events = Vec::new();
        let snap = match cell.lock() {
            Ok(mut m) => Ok(m.resume(&self.inner.ctx, &mut events)),
            Err(_) => Err(AppError::Internal("the new game was interrupted; it is in the saves list".into())),
        };
        self.inner.ctx.emit_all(events);
        self.on_screen(&id, snap)
    }

    // ---- New games ----

    /// Starts a new game, saves it and puts it on screen; a Generals game whose armies are
    /// not all in starts with their setup.
    pub fn new_game(&self, opts: NewGameOptions) -> AppResult<Snapshot> {
        let options = new_game::options_of(&opts, &self.inner.settings.get())?;
        let stage = new_game::stage_of(&opts, &options)?;
        self.start_match(Match::new(new_game::new_id(), options, stage, saves::now_rfc3339()))
    }

    /// A new game with the same options and the sides swapped.
    pub fn rematch(&self, id: &str) -> AppResult<Snapshot> {
        let (options, start) = self.with_match(id, |m, ctx, events| m.leave_for_rematch(ctx, events))?;
        let (options, stage) = new_game::rematch(options, &start)?;
        self.start_match(Match::new(new_game::new_id(), options, stage, saves::now_rfc3339()))
    }

    /// A game from a text record, as a new pass-and-play game (two human seats, no timer).
    pub fn import_game(&self, text: &str) -> AppResult<Snapshot> {
        self.start_match(import_export::import(new_game::new_id(), text)?)
    }

    /// The game as a text record (start position, actions, result).
    pub fn export_game(&self, id: &str) -> AppResult<String> {
        self.with_match(id, |m, _, _| import_export::export(m))
    }

    /// The presets of `game`'s setup phase, each laid out for every side (none for a game
    /// without a setup phase).
    pub fn setup_presets(&self, game: GameKind) -> Vec<setup::PresetInfo> {
        setup::presets(game)
    }

    /// Checks a side's setup of `game` (its units, or a preset's id) with the engine; `side`
    /// is the side's id in the catalog.
    pub fn validate_setup(&self, game: GameKind, side: &str, choice: &SetupChoice) -> AppResult<()> {
        setup::validate(game, side, choice)
    }

    /// A human side submits its setup in the setup phase; when every side's is in, play starts.
    pub fn submit_setup(&self, id: &str, side: &str, choice: &SetupChoice) -> AppResult<Snapshot> {
        let result = self.with_match(id, |m, ctx, events| m.submit_setup(ctx, side, choice, events));
        self.on_screen(id, result)
    }

    // ---- A game in play ----

    /// The game's current state (loaded from its save if needed; does not start its clock).
    pub fn snapshot(&self, id: &str) -> AppResult<Snapshot> {
        self.with_match(id, |m, ctx, _| Ok(m.snapshot(ctx)))
    }

    /// A human plays `action` (the spec notation) at `ply`.
    pub fn act(&self, id: &str, action: &str, ply: usize) -> AppResult<Snapshot> {
        let result = self.with_match(id, |m, ctx, events| m.act(ctx, action, ply, events));
        self.on_screen(id, result)
    }

    /// Takes back the last action (pass-and-play) or back to the human's last turn (vs AI).
    pub fn undo(&self, id: &str) -> AppResult<Snapshot> {
        let result = self.with_match(id, |m, ctx, events| m.undo(ctx, events));
        self.on_screen(id, result)
    }

    /// Replays what undo took back (vs AI: up to the human's next turn).
    pub fn redo(&self, id: &str) -> AppResult<Snapshot> {
        let result = self.with_match(id, |m, ctx, events| m.redo(ctx, events));
        self.on_screen(id, result)
    }

    /// Why a tap is refused at `ply` (see [`Match::refusal`]).
    pub fn refusal(&self, id: &str, chosen: &[String], at: &str, ply: usize) -> AppResult<Option<Refused>> {
        self.with_match(id, |m, _, _| m.refusal(chosen, at, ply))
    }

    /// What threatens the player at `ply` (see [`Match::threats`]).
    pub fn threats(&self, id: &str, ply: usize) -> AppResult<Option<Threats>> {
        self.with_match(id, |m, _, _| m.threats(ply))
    }

    /// "Skip to my turn" (see [`Match::skip_to_turn`]).
    pub fn skip_to_turn(&self, id: &str) -> AppResult<Snapshot> {
        self.with_match(id, |m, ctx, _| {
            m.skip_to_turn()?;
            Ok(m.snapshot(ctx))
        })
    }

    /// What happened since the human's last turn (see [`Match::since_last_turn`]).
    pub fn since_last_turn(&self, id: &str, ply: usize) -> AppResult<SinceLastTurn> {
        self.with_match(id, |m, _, _| m.since_last_turn(ply))
    }

    /// `side`'s player opens the hand-over curtain (see [`Match::open_curtain`]).
    pub fn open_curtain(
        &self,
        id: &str,
        side: Side,
        pin: Option<&str>,
        new_pin: Option<&str>,
    ) -> AppResult<Snapshot> {
        self.with_match(id, |m, ctx, events| m.open_curtain(ctx, side, pin, new_pin, events))
    }

    /// The AI's suggestion for the human to act, searched with no lock held; a hint given
    /// counts as help, and is saved.
    pub async fn hint(&self, id: &str) -> AppResult<Hint> {
        let search = self.with_match(id, |m, _, _| m.hint_begin())?;
        let (game, level, budget, cancel) =
            (search.game.clone(), search.level, search.budget, search.cancel.clone());
        let action = matches::ai::think(game, level, budget, Some(cancel)).await;
        self.with_match(id, |m, ctx, events| m.hint_end(ctx, search, action, events))
    }

    /// Stops the hint being searched for game `id` (nothing when there is none): its `hint`
    /// call ends with a stale-request error.
    pub fn cancel_hint(&self, id: &str) -> AppResult<()> {
        check_id(id)?;
        if let Some(Ok(mut m)) = self.inner.matches.get(id).as_ref().map(|cell| cell.lock()) {
            m.stop_hint();
        }
        Ok(())
    }

    /// `side` resigns (a side with a human seat).
    pub fn resign(&self, id: &str, side: Side) -> AppResult<Snapshot> {
        self.with_match(id, |m, ctx, events| m.resign(ctx, side, events))
    }

    /// An agreed draw (pass-and-play with no AI seat).
    pub fn agree_draw(&self, id: &str) -> AppResult<Snapshot> {
        self.with_match(id, |m, ctx, events| m.agree_draw(ctx, events))
    }

    /// Loads a saved game (replaying and checking it), puts it on screen, restarts its clock
    /// where it stopped and lets the AI move if it is its turn.
    pub fn resume_game(&self, id: &str) -> AppResult<Snapshot> {
        let result = self.with_match(id, |m, ctx, events| Ok(m.resume(ctx, events)));
        self.on_screen(id, result)
    }

    /// Takes the game off screen: its clock stops (and is saved), the AI stops thinking.
    pub fn pause(&self, id: &str) -> AppResult<Snapshot> {
        self.inner.matches.forget_suspended(id);
        self.with_match(id, |m, ctx, events| {
            m.pause(ctx, events);
            Ok(m.updated(ctx, events))
        })
    }

    // ---- The app's life: background, foreground, closing ----

    /// Pauses every game (the app is closing or going to the background).
    pub fn shutdown(&self) {
        let mut events = Vec::new();
        for cell in self.inner.matches.all() {
            let Ok(mut m) = cell.lock() else { continue };
            if m.is_running() {
                m.pause(&self.inner.ctx, &mut events);
            }
        }
        self.inner.ctx.emit_all(events);
    }

    /// The app goes to the background (the platform's `Suspended`, or the page hidden): the
    /// game on screen pauses (its clock is saved) and is remembered as on screen, for
    /// [`Service::wake`] and [`Service::game_on_screen`]. A second call changes nothing.
    pub fn suspend(&self) {
        let mut events = Vec::new();
        for cell in self.inner.matches.all() {
            let Ok(mut m) = cell.lock() else { continue };
            if m.is_active() {
                self.inner.matches.set_suspended(Some(m.id().to_string()));
                m.pause(&self.inner.ctx, &mut events);
                m.updated(&self.inner.ctx, &mut events);
            }
        }
        self.inner.ctx.emit_all(events);
    }

    /// The game in play that the player has on screen, or had when the app went to the
    /// background: where a page that was reloaded (or whose web process was ended) returns.
    pub fn game_on_screen(&self) -> Option<String> {
        let suspended = self.inner.matches.suspended();
        self.inner.matches.all().iter().find_map(|cell| {
            let m = cell.lock().ok()?;
            let on_screen = m.is_active() || suspended.as_deref() == Some(m.id());
            (on_screen && m.phase() != Phase::Over).then(|| m.id().to_string())
        })
    }

    /// Back in the foreground (the platform's `Resumed`): the game that was on screen runs
    /// again if it is untimed; a timed one stays paused, remembered as on screen, until the
    /// player taps "paused — tap to continue" (`resume_game`), so no clock starts unseen.
    pub fn wake(&self) {
        let Some(id) = self.inner.matches.take_suspended() else { return };
        match self.snapshot(&id) {
            Ok(snap) if snap.clock.timed() => self.inner.matches.set_suspended(Some(id)),
            Ok(_) => {
                if let Err(e) = self.resume_game(&id) {
                    log::warn!("game {id} could not run again after the app came back: {e}");
                }
            }
            Err(e) => log::warn!("game {id} is gone after the app came back: {e}"),
        }
    }

    // ---- The saves ----

    /// Saved games, unfinished first, newest first; unreadable rows as damaged entries.
    pub fn list_saves(&self) -> AppResult<Vec<SaveEntry>> {
        self.inner.saves.with_store(saves::list::entries)
    }

    /// Deletes a save (a damaged one too, by the id its list entry gives).
    pub fn delete_game(&self, id: &str) -> AppResult<()> {
        check_id(id)?;
        let removed = self.inner.matches.remove(id);
        if let Some(Ok(mut m)) = removed.as_ref().map(|cell| cell.lock()) {
            m.forget();
        }
        let deleted = self.inner.saves.with_store(|st| saves::list::delete(st, id))?;
        if !deleted && removed.is_none() {
            return Err(AppError::UnknownGame(id.to_string()));
        }
        Ok(())
    }

    /// A save as stored (every column of its row and of its actions, JSON; an unfinished
    /// setup's armies withheld), for a save that cannot be opened.
    pub fn export_raw_save(&self, id: &str) -> AppResult<String> {
        check_id(id)?;
        let raw = self.inner.saves.with_store(|st| saves::list::raw(st, id))?;
        raw.ok_or_else(|| AppError::UnknownGame(id.to_string()))
    }

    /// Tries the database file again (the Retry button); the settings are the file's.
    pub fn retry_storage(&self) -> StorageStatus {
        let Some((status, settings)) = self.inner.saves.retry() else { return self.inner.saves.status() };
        if let Some(settings) = settings {
            self.inner.settings.replace(settings);
        }
        self.inner.ctx.events.emit(Event::StorageStatus(status.clone()));
        self.go_on();
        status
    }

    /// Plays on with saves in memory until the app closes.
    pub fn play_without_saving(&self) -> StorageStatus {
        // The games in memory, as they are (one lock at a time: before the saves').
        let games: Vec<_> = self
            .inner
            .matches
            .all()
            .iter()
            .filter_map(|cell| matches::saved::saved(&*cell.lock().ok()?).ok())
            .collect();
        let Some(status) = self.inner.saves.play_without_saving(&games) else {
            return self.inner.saves.status();
        };
        self.inner.ctx.events.emit(Event::StorageStatus(status.clone()));
        self.go_on();
        status
    }

    /// Once the saves are usable again: the game that was waiting on them goes on (its AI
    /// thinks, its clock runs), if it is still on screen.
    fn go_on(&self) {
        let id = self.inner.saves.take_stalled();
        let Some(cell) = id.and_then(|id| self.inner.matches.get(&id)) else { return };
        let mut events = Vec::new();
        if let Ok(mut m) = cell.lock() {
            if m.is_active() {
                m.resume(&self.inner.ctx, &mut events);
            }
        }
        self.inner.ctx.emit_all(events);
    }

    // ---- No panic reaches the player ----

    /// Runs one command; a panic inside it becomes an `internal` error, after the matches it
    /// interrupted are dropped (the next call reloads them from their last committed save).
    pub fn guarded<T>(&self, what: &str, f: impl FnOnce() -> AppResult<T>) -> AppResult<T> {
        catch_unwind(AssertUnwindSafe(f)).unwrap_or_else(|_| {
            self.inner.matches.forget_interrupted();
            Err(panics::interrupted(what))
        })
    }

    /// Runs one asynchronous command as its own task; a panic inside it becomes an `internal`
    /// error.
    pub async fn guarded_task<T: Send + 'static>(
        &self,
        what: &str,
        task: impl Future<Output = AppResult<T>> + Send + 'static,
    ) -> AppResult<T> {
        match self.inner.ctx.runtime.spawn(task).await {
            Ok(result) => result,
            Err(e) if e.is_panic() => {
                self.inner.matches.forget_interrupted();
                Err(panics::interrupted(what))
            }
            Err(_) => Err(AppError::Internal(format!("'{what}' was cancelled"))),
        }
    }

    // ---- Faults for the tests ----

    /// Sets one of SQLite's pragmas on the saves in use: `max_page_count`, so that writes past
    /// it fail as on a full disk (the fault tests' stand-in where no small disk can be mounted),
    /// or `synchronous` (the power-loss tests measure what `FULL` buys).
    #[doc(hidden)]
    pub fn pragma_for_tests(&self, pragma: &str, value: &str) -> AppResult<()> {
        self.inner.saves.with_store(|st| Ok(st.conn().pragma_update(None, pragma, value)?))
    }

    /// Makes the next commit of a game's change fail before its statement `n`
    /// ([`saves::Store::fail_commit_at`]): the all-or-none tests.
    #[doc(hidden)]
    pub fn fail_commit_at(&self, n: usize) -> AppResult<()> {
        self.inner.saves.with_store(|st| {
            st.fail_commit_at(n);
            Ok(())
        })
    }
}
