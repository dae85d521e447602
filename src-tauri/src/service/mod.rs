//! The app core without Tauri: sessions, saves, settings, timers and the AI.
//!
//! [`Service`] owns every running game. Each public method is one command of `docs/ipc.md`;
//! it locks the session it touches (so a timeout, an AI answer and a player's action are
//! applied one at a time), commits the change to SQLite, and only then answers and emits
//! events. A failed call changes nothing.

pub mod ai_worker;
pub mod army;
pub mod clock;
pub mod error;
pub mod events;
pub mod faults;
pub mod panics;
pub mod quote;
pub mod record;
pub mod saves;
pub mod sessions;
pub mod settings;
pub mod storage;
pub mod store;
pub mod types;

use std::collections::HashMap;
use std::path::Path;
use std::sync::atomic::AtomicU64;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError, Weak};

use shuangcheng_engine::{excerpt, new_game, GameKind, Side};

pub use error::{AppError, AppResult, Detail};
pub use events::{AppNotice, Event, EventSink, NoEvents};
pub use faults::Fault;
pub use saves::{DamagedSave, SaveEntry};
pub use settings::Settings;
pub use storage::{Problem, StorageState, StorageStatus};
pub use types::*;

use events::{AiThinking, ClockTick, TurnTimeout};
use sessions::Session;
use store::Store;

/// The file name of the database inside the app data directory.
pub const DB_FILE: &str = "shuangcheng.db";

/// Longest action text accepted from the UI.
const MAX_ACTION_LEN: usize = 64;
/// Longest position text accepted from the UI.
const MAX_POSITION_LEN: usize = 4096;

pub(crate) struct Inner {
    /// The saves in use: the file, memory, or none while the player decides what to do about a
    /// file that cannot be used (`storage::state`). Declared before `storage`, whose directory
    /// lock must outlive it.
    store: Mutex<Option<Store>>,
    sessions: Mutex<HashMap<String, Arc<Mutex<Session>>>>,
    settings: Mutex<Settings>,
    events: Arc<dyn EventSink>,
    runtime: tokio::runtime::Handle,
    storage: Mutex<storage::state::Ctl>,
    next_job: AtomicU64,
    /// The game that was on screen when the app went to the background.
    suspended: Mutex<Option<String>>,
    faults: faults::Faults,
}

/// The app core. Cheap to clone (one shared state).
#[derive(Clone)]
pub struct Service {
    inner: Arc<Inner>,
}

pub(crate) fn relock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    // The store, the session map and the settings stay consistent through a panic (SQLite
    // rolls back an unfinished transaction), so a poisoned lock is simply taken over.
    m.lock().unwrap_or_else(PoisonError::into_inner)
}

impl Service {
    /// Opens the saves at `db_path` (see `storage`: nothing is moved unless proven corrupt) and
    /// starts the core; when the file cannot be used, the core starts without a store and the
    /// status says why. Tasks (timers, the AI) run on `runtime`.
    pub fn open(db_path: &Path, events: Arc<dyn EventSink>, runtime: tokio::runtime::Handle) -> Service {
        let (store, ctl) = storage::state::start(db_path);
        Service::start(store, ctl, events, runtime)
    }

    /// A core whose saves live in memory; `why` says why there is no file (tests and tools
    /// pass `None`).
    pub fn in_memory(
        why: Option<storage::Failure>,
        events: Arc<dyn EventSink>,
        runtime: tokio::runtime::Handle,
    ) -> Service {
        let (store, ctl) = storage::state::in_memory(why);
        Service::start(store, ctl, events, runtime)
    }

    fn start(
        store: Option<Store>,
        ctl: storage::state::Ctl,
        events: Arc<dyn EventSink>,
        runtime: tokio::runtime::Handle,
    ) -> Service {
        let settings = store.as_ref().and_then(|s| s.load_settings().ok()).unwrap_or_default();
        if ctl.status.state != StorageState::Ok && ctl.path.is_some() {
            events.emit(Event::StorageStatus(ctl.status.clone()));
        }
        Service {
            inner: Arc::new(Inner {
                store: Mutex::new(store),
                sessions: Mutex::new(HashMap::new()),
                settings: Mutex::new(settings),
                events,
                runtime,
                storage: Mutex::new(ctl),
                next_job: AtomicU64::new(1),
                suspended: Mutex::new(None),
                faults: faults::Faults::default(),
            }),
        }
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

    fn settings_now(&self) -> Settings {
        relock(&self.inner.settings).clone()
    }

    fn undo_vs_ai(&self) -> bool {
        relock(&self.inner.settings).undo_vs_ai
    }

    // ----- sessions: lookup and locking -------------------------------------------------

    fn check_id(id: &str) -> AppResult<()> {
        if id.is_empty() || id.len() > 64 || !id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-') {
            return Err(AppError::UnknownGame(excerpt(id)));
        }
        Ok(())
    }

    /// The session of `id`, loading (replaying) it from its save when it is not in memory.
    fn session(&self, id: &str) -> AppResult<Arc<Mutex<Session>>> {
        Service::check_id(id)?;
        if let Some(s) = relock(&self.inner.sessions).get(id) {
            return Ok(s.clone());
        }
        let loaded = self.with_store(|st| st.load_game(id))?;
        let Some((row, actions)) = loaded else {
            return Err(AppError::UnknownGame(id.to_string()));
        };
        let session = Session::from_saved(&row, &actions)?;
        let mut map = relock(&self.inner.sessions);
        // Another call may have loaded it meanwhile: keep the first.
        Ok(map.entry(id.to_string()).or_insert_with(|| Arc::new(Mutex::new(session))).clone())
    }

    fn lock<'a>(&self, id: &str, arc: &'a Arc<Mutex<Session>>) -> AppResult<MutexGuard<'a, Session>> {
        arc.lock().map_err(|_| {
            // A panic left this session half-changed: forget it; the next call reloads it
            // from its last committed save.
            relock(&self.inner.sessions).remove(id);
            AppError::Internal(
                "the game was interrupted and has been reloaded from its save; try again".into(),
            )
        })
    }

    /// Runs `f` on the locked session, then emits the events it collected.
    fn with_session<T>(
        &self,
        id: &str,
        f: impl FnOnce(&Service, &mut Session, &mut Vec<Event>) -> AppResult<T>,
    ) -> AppResult<T> {
        let arc = self.session(id)?;
        let mut events = Vec::new();
        let result = {
            let mut guard = self.lock(id, &arc)?;
            if self.inner.faults.fire(Fault::PanicInSession) {
                panic!("fault injected: a panic inside a command on game {id}");
            }
            f(self, &mut guard, &mut events)
        };
        self.emit_all(events);
        result
    }

    /// Saving failed after the session changed in memory: forget the session so the next call
    /// reloads the last committed state, and report the error.
    fn storage_failed(&self, s: &mut Session, e: AppError) -> AppError {
        s.cancel_ai();
        s.clock.stop();
        s.active = false;
        relock(&self.inner.sessions).remove(&s.id);
        e
    }

    /// After any change: stop everything when the game is over or off screen; otherwise keep
    /// the clock running and start the AI when an AI seat is to act.
    fn drive(&self, s: &mut Session, events: &mut Vec<Event>) {
        if !s.active || s.outcome().is_some() || s.setup.is_some() {
            s.clock.stop();
            self.cancel_ai(s, events);
            return;
        }
        if let Some(epoch) = s.clock.start() {
            ai_worker::spawn_clock(self, s.id.clone(), epoch);
        }
        if s.ai.is_none() {
            if let Some((seat, level)) = s.ai_to_act() {
                ai_worker::start_ai(self, s, seat, level, events);
            }
        }
    }

    fn cancel_ai(&self, s: &mut Session, events: &mut Vec<Event>) {
        if s.cancel_ai() {
            events.push(Event::AiThinking(AiThinking {
                game_id: s.id.clone(),
                thinking: false,
                ply: s.ply(),
            }));
        }
    }

    /// Puts `s` on screen. The caller then takes every other game off it with
    /// [`Service::on_screen`], once this session's lock is released (one lock at a time, so
    /// two calls can never wait on each other).
    fn activate(&self, s: &mut Session, _events: &mut Vec<Event>) {
        s.active = true;
    }

    /// After a call that put game `id` on screen succeeded: every other game pauses (its clock
    /// stops and is saved, its AI is cancelled).
    fn on_screen<T>(&self, id: &str, result: AppResult<T>) -> AppResult<T> {
        if result.is_ok() {
            let others: Vec<Arc<Mutex<Session>>> = relock(&self.inner.sessions)
                .iter()
                .filter(|(k, _)| k.as_str() != id)
                .map(|(_, v)| v.clone())
                .collect();
            let mut events = Vec::new();
            for arc in others {
                let mut o = relock(&arc);
                if o.active {
                    self.pause_locked(&mut o, &mut events);
                    self.updated(&o, &mut events);
                }
            }
            self.emit_all(events);
        }
        result
    }

    fn pause_locked(&self, s: &mut Session, events: &mut Vec<Event>) {
        s.active = false;
        s.clock.stop();
        self.cancel_ai(s, events);
        self.save_clock(s);
    }

    /// Writes the clock alone (pause, exit, the running clock's once-a-second save). A failure
    /// costs at most the time since the last save, so it is logged, not raised.
    fn save_clock(&self, s: &mut Session) {
        let (remaining, pending) = (s.clock.remaining_ms(), s.clock.pending_ms());
        match self.with_store(|st| st.update_clock(&s.id, remaining, pending)) {
            Ok(()) => s.clock.mark_saved(),
            Err(e) => log::warn!("game {}: the clock could not be saved: {e}", s.id),
        }
    }

    fn updated(&self, s: &Session, events: &mut Vec<Event>) -> Snapshot {
        let snap = s.snapshot(self.undo_vs_ai());
        events.push(Event::GameUpdated(Box::new(snap.clone())));
        snap
    }

    /// Commits the action just played (the last record) and updates the row.
    fn commit_last_action(&self, s: &mut Session) -> AppResult<()> {
        s.updated_at = store::now_rfc3339();
        let seq = s.ply() - 1;
        let Some(record) = s.records.last() else {
            return Err(AppError::Internal("no action to save".into()));
        };
        let stored = s.stored_action(seq, record);
        let state = s.state();
        let res = self.with_store(|st| st.record_action(&s.id, &stored, &state));
        self.committed(s, res)
    }

    fn commit_state(&self, s: &mut Session) -> AppResult<()> {
        s.updated_at = store::now_rfc3339();
        let state = s.state();
        let res = self.with_store(|st| st.update_state(&s.id, &state));
        self.committed(s, res)
    }

    /// After a write of the whole game row: the clock in it is saved; a failure is logged and
    /// the session reloads from its last save.
    fn committed(&self, s: &mut Session, res: AppResult<()>) -> AppResult<()> {
        match res {
            Ok(()) => {
                s.clock.mark_saved();
                Ok(())
            }
            Err(e) => {
                log::warn!("game {}: a change could not be saved: {e}", s.id);
                Err(self.storage_failed(s, e))
            }
        }
    }

    // ----- commands ----------------------------------------------------------------------

    /// The games: their AI levels, the settings' timers and the engine's catalog of each
    /// (sides, seat layouts, start, board, pieces, diagrams).
    pub fn catalog(&self) -> Vec<CatalogEntry> {
        let settings = self.settings_now();
        GameKind::ALL
            .iter()
            .map(|&game| CatalogEntry {
                game,
                default_timer_secs: settings.default_timer_secs.get(game),
                seat_counts: game.catalog().seat_layouts.iter().map(|l| l.seats.len()).collect(),
                levels: new_game(game, None)
                    .map(|g| {
                        g.ai_levels()
                            .iter()
                            .map(|l| LevelInfo {
                                id: l.id.to_string(),
                                name_en: l.name_en.to_string(),
                                name_zh: l.name_zh.to_string(),
                                budget_ms: l.budget.as_millis() as u64,
                            })
                            .collect()
                    })
                    .unwrap_or_default(),
                rules: game.catalog(),
            })
            .collect()
    }

    /// Checks new-game options against the engine and the settings.
    fn validate_options(&self, opts: &NewGameOptions) -> AppResult<GameOptions> {
        let levels = new_game(opts.game, None)?.ai_levels();
        let rules = opts.game.catalog();
        if rules.seat_layout(opts.seats.len()).is_none() {
            let counts: Vec<String> = rules.seat_layouts.iter().map(|l| l.seats.len().to_string()).collect();
            return Err(AppError::bad_request(format!(
                "{} needs {} seats, not {}",
                opts.game,
                counts.join(" or "),
                opts.seats.len()
            )));
        }
        let settings = self.settings_now();
        let default_level =
            settings::default_level(levels, &settings.default_level).map(|l| l.id.to_string());
        let mut seats = Vec::new();
        for (i, seat) in opts.seats.iter().enumerate() {
            if !seat.is_ai() {
                seats.push(Seat::human());
                continue;
            }
            let level = match &seat.level {
                Some(l) if levels.iter().any(|x| x.id == l) => l.clone(),
                Some(l) => {
                    return Err(AppError::bad_request(format!(
                        "seat {i}: '{}' is not a level of {} ({})",
                        excerpt(l),
                        opts.game,
                        levels.iter().map(|x| x.id).collect::<Vec<_>>().join(", ")
                    )))
                }
                None => default_level
                    .clone()
                    .ok_or_else(|| AppError::Internal(format!("{} has no AI levels", opts.game)))?,
            };
            seats.push(Seat::ai(&level));
        }
        let ais = seats.iter().filter(|s| s.is_ai()).count();
        let humans = seats.len() - ais;
        match opts.mode {
            Mode::VsAi if ais == 0 => {
                return Err(AppError::bad_request("vs-ai needs at least one AI seat"));
            }
            Mode::PassAndPlay if humans < 2 => {
                return Err(AppError::bad_request("pass-and-play needs at least two human seats"));
            }
            _ => {}
        }
        let timer_secs = match opts.timer_secs {
            Some(t) => t,
            None => settings.default_timer_secs.get(opts.game),
        };
        settings::check_timer(timer_secs)?;
        if let Some(p) = &opts.position {
            if p.len() > MAX_POSITION_LEN {
                return Err(AppError::bad_request("position is too long"));
            }
        }
        let setup_options = opts.armies.is_some() || opts.hidden_setup.is_some() || opts.first_team.is_some();
        if setup_options && opts.game.catalog().army.is_none() {
            return Err(AppError::BadRequest(
                "armies, hiddenSetup and firstTeam are for Generals only".into(),
            ));
        }
        Ok(GameOptions { game: opts.game, mode: opts.mode, seats, timer_secs })
    }

    /// Starts a new game, saves it and puts it on screen.
    pub fn new_game(&self, opts: NewGameOptions) -> AppResult<Snapshot> {
        let options = self.validate_options(&opts)?;
        let setup = self.setup_from_options(&opts, &options)?;
        let engine = match &setup {
            // Every army is in: play starts from the engine's start for those armies.
            Some(st) if st.complete() => new_game(options.game, Some(&st.start_position()?)),
            // Setup phase: the default start is a placeholder until the armies are in.
            Some(_) => new_game(options.game, None),
            None => new_game(options.game, opts.position.as_deref()),
        }?;
        let setup = setup.filter(|st| !st.complete());
        self.start_session(options, engine, Vec::new(), None, setup)
    }

    /// Generals' armies from the options: given armies are checked by the engine, AI teams
    /// get a preset army, and the game has a setup phase while a human team's army is missing.
    fn setup_from_options(
        &self,
        opts: &NewGameOptions,
        options: &GameOptions,
    ) -> AppResult<Option<army::SetupState>> {
        if options.game.catalog().army.is_none()
            || (opts.armies.is_none() && opts.hidden_setup.is_none() && opts.first_team.is_none())
        {
            return Ok(None);
        }
        if opts.position.is_some() {
            return Err(AppError::bad_request("give either a position or armies, not both"));
        }
        let first =
            opts.first_team.unwrap_or(if rand::random::<bool>() { Side::First } else { Side::Second });
        let mut st = army::SetupState::new(opts.hidden_setup.unwrap_or(false), first);
        if let Some(armies) = &opts.armies {
            let obj = armies
                .as_object()
                .ok_or_else(|| AppError::bad_request("armies is { south?: army, north?: army }"))?;
            for (key, value) in obj {
                let team = options.game.catalog().sides.iter().find(|s| s.id == key);
                let Some(side) = team.map(|t| t.side) else {
                    return Err(AppError::bad_request(format!("armies: unknown team '{}'", excerpt(key))));
                };
                st.submit(side, army::parse_army(side, value)?)?;
            }
        }
        let layout = options.game.catalog().seat_layout(options.seats.len());
        for side in Side::BOTH {
            let seats = layout.map(|l| l.seats_of(side)).unwrap_or_default();
            if !st.ready(side) && seats.iter().all(|&i| options.seats[i].is_ai()) {
                st.submit(side, army::random_army(side))?;
            }
        }
        Ok(Some(st))
    }

    fn start_session(
        &self,
        options: GameOptions,
        engine: shuangcheng_engine::AnyGame,
        records: Vec<sessions::Record>,
        forced: Option<shuangcheng_engine::Outcome>,
        setup: Option<army::SetupState>,
    ) -> AppResult<Snapshot> {
        let id = format!("{:032x}", rand::random::<u128>());
        let mut session = Session::new(id.clone(), options, engine, store::now_rfc3339());
        session.records = records;
        session.forced_outcome = forced;
        if setup.is_some() {
            session.start_position = String::new();
        }
        session.setup = setup;
        let row = session.row()?;
        let stored: Vec<_> =
            session.records.iter().enumerate().map(|(i, r)| session.stored_action(i, r)).collect();
        self.with_store(|st| st.insert_game(&row, &stored))?;
        let arc = Arc::new(Mutex::new(session));
        relock(&self.inner.sessions).insert(id.clone(), arc.clone());
        let mut events = Vec::new();
        let snap = {
            let mut s = self.lock(&id, &arc)?;
            self.activate(&mut s, &mut events);
            self.drive(&mut s, &mut events);
            self.updated(&s, &mut events)
        };
        self.emit_all(events);
        self.on_screen(&id, Ok(snap))
    }

    /// The game's current state (loaded from its save if needed; does not start its clock).
    pub fn snapshot(&self, id: &str) -> AppResult<Snapshot> {
        let undo = self.undo_vs_ai();
        self.with_session(id, |_, s, _| Ok(s.snapshot(undo)))
    }

    /// A human plays `action` (the spec notation) at `ply`.
    pub fn act(&self, id: &str, action: &str, ply: usize) -> AppResult<Snapshot> {
        let action = action.trim();
        if action.is_empty() || action.len() > MAX_ACTION_LEN {
            return Err(AppError::bad_request("an action is 1–64 characters of the game's notation"));
        }
        let result = self.with_session(id, |svc, s, events| {
            if s.outcome().is_some() {
                return Err(AppError::GameOver);
            }
            if s.clock.counting_down() && s.clock.remaining_ms() == Some(0) {
                // The turn's time is up and its timer task has not run yet: the timeout wins,
                // here, once (the task will find the epoch moved on).
                svc.timeout_locked(s, events);
                return Err(AppError::Stale("the turn's time ran out and the turn passed".into()));
            }
            if ply != s.ply() {
                return Err(AppError::Stale(format!("the game is at ply {}, not {ply}", s.ply())));
            }
            if action == "pass" {
                return Err(AppError::IllegalAction("'pass' is played by the timer, not by a player".into()));
            }
            let legal = s.game.legal_actions();
            let seat = s.acting_seat(&legal);
            if seat.is_none_or(|x| s.seat_is_ai(x)) {
                return Err(AppError::NotYourTurn("the AI is to move".into()));
            }
            let seat = match legal.iter().find(|a| a.text == action).and_then(|a| a.seat) {
                Some(own) if s.seat_per_group() => {
                    let own = usize::from(own);
                    if s.seat_is_ai(own) && s.game.at_turn_boundary() {
                        // A human of the team chose the AI teammate's general: it plays the turn.
                    } else if s.seat_is_ai(own) {
                        return Err(AppError::NotYourTurn("that general belongs to an AI seat".into()));
                    }
                    Some(own)
                }
                _ => seat,
            };
            s.play(action, seat)?;
            svc.activate(s, events);
            svc.commit_last_action(s)?;
            svc.drive(s, events);
            Ok(svc.updated(s, events))
        });
        self.on_screen(id, result)
    }

    /// Takes back the last action (pass-and-play) or back to the human's last turn (vs AI).
    pub fn undo(&self, id: &str) -> AppResult<Snapshot> {
        let undo_vs_ai = self.undo_vs_ai();
        let result = self.with_session(id, |svc, s, events| {
            if s.has_ai() && !undo_vs_ai {
                return Err(AppError::NotAllowed("undo against the AI is off in the settings".into()));
            }
            if s.forced_outcome.is_some() {
                return Err(AppError::GameOver);
            }
            let n = s.undo_count().ok_or_else(|| AppError::bad_request("nothing to undo"))?;
            svc.cancel_ai(s, events);
            let from = s.ply() - n;
            let left = s.undo(n)?;
            svc.activate(s, events);
            s.updated_at = store::now_rfc3339();
            let state = s.state();
            let res = svc.with_store(|st| st.mark_undone(&s.id, from, left, &state));
            svc.committed(s, res)?;
            svc.drive(s, events);
            Ok(svc.updated(s, events))
        });
        self.on_screen(id, result)
    }

    /// Replays what undo took back (vs AI: up to the human's next turn).
    pub fn redo(&self, id: &str) -> AppResult<Snapshot> {
        let undo_vs_ai = self.undo_vs_ai();
        let result = self.with_session(id, |svc, s, events| {
            if s.has_ai() && !undo_vs_ai {
                return Err(AppError::NotAllowed(
                    "undo and redo against the AI are off in the settings".into(),
                ));
            }
            let n = s.redo_count().ok_or_else(|| AppError::bad_request("nothing to redo"))?;
            svc.cancel_ai(s, events);
            for _ in 0..n {
                let seq = s.ply();
                let left = s.redo_one()?.clock_ms;
                s.updated_at = store::now_rfc3339();
                let state = s.state();
                let res = svc.with_store(|st| st.mark_redone(&s.id, seq, left, &state));
                svc.committed(s, res)?;
            }
            svc.activate(s, events);
            svc.drive(s, events);
            Ok(svc.updated(s, events))
        });
        self.on_screen(id, result)
    }

    /// The AI's suggestion for the human to act: the game's top level with a short budget.
    pub async fn hint(&self, id: &str) -> AppResult<Hint> {
        let (game, ply, level, budget) = self.with_session(id, |_, s, _| {
            if s.outcome().is_some() {
                return Err(AppError::GameOver);
            }
            let legal = s.game.legal_actions();
            if s.acting_seat(&legal).is_none_or(|x| s.seat_is_ai(x)) {
                return Err(AppError::NotYourTurn("the AI is to move".into()));
            }
            let levels = s.game.ai_levels();
            let level = levels.len().checked_sub(1).ok_or_else(|| AppError::Internal("no AI".into()))?;
            let budget = levels[level].budget.min(ai_worker::HINT_BUDGET);
            Ok((s.game.clone(), s.ply(), level, budget))
        })?;
        let action = ai_worker::think(game, level, budget, None)
            .await
            .ok_or_else(|| AppError::Internal("the AI found no suggestion in time".into()))?;
        Ok(Hint { action, ply })
    }

    /// `side` resigns (a side with a human seat).
    pub fn resign(&self, id: &str, side: Side) -> AppResult<Snapshot> {
        self.with_session(id, |svc, s, events| {
            if s.outcome().is_some() {
                return Err(AppError::GameOver);
            }
            if s.seats_of(side).iter().all(|&seat| s.seat_is_ai(seat)) {
                return Err(AppError::NotYourTurn("only a human side can resign".into()));
            }
            s.resign(side);
            svc.cancel_ai(s, events);
            s.clock.stop();
            svc.commit_state(s)?;
            svc.drive(s, events);
            Ok(svc.updated(s, events))
        })
    }

    /// An agreed draw (pass-and-play with no AI seat: both players are at the device).
    pub fn agree_draw(&self, id: &str) -> AppResult<Snapshot> {
        self.with_session(id, |svc, s, events| {
            if s.outcome().is_some() {
                return Err(AppError::GameOver);
            }
            if !s.is_pass_and_play() || s.has_ai() {
                return Err(AppError::NotAllowed("a draw is agreed only in pass-and-play without AI".into()));
            }
            s.agree_draw();
            s.clock.stop();
            svc.commit_state(s)?;
            svc.drive(s, events);
            Ok(svc.updated(s, events))
        })
    }

    /// A new game with the same options and the sides swapped.
    pub fn rematch(&self, id: &str) -> AppResult<Snapshot> {
        let (mut options, start) = self.with_session(id, |svc, s, events| {
            if s.setup.is_some() {
                return Err(AppError::bad_request("the armies are still being set up"));
            }
            svc.pause_locked(s, events);
            Ok((s.options.clone(), s.start_position.clone()))
        })?;
        if let Some(layout) = options.game.catalog().seat_layout(options.seats.len()) {
            options.seats = layout.swapped().iter().map(|&i| options.seats[i].clone()).collect();
        }
        let engine = new_game(options.game, Some(&start))?;
        self.start_session(options, engine, Vec::new(), None, None)
    }

    /// Loads a saved game (replaying and checking it), puts it on screen, restarts its clock
    /// where it stopped and lets the AI move if it is its turn.
    pub fn resume_game(&self, id: &str) -> AppResult<Snapshot> {
        let result = self.with_session(id, |svc, s, events| {
            svc.activate(s, events);
            svc.drive(s, events);
            Ok(svc.updated(s, events))
        });
        self.on_screen(id, result)
    }

    /// Takes the game off screen: its clock stops (and is saved), the AI stops thinking.
    pub fn pause(&self, id: &str) -> AppResult<Snapshot> {
        self.with_session(id, |svc, s, events| {
            svc.pause_locked(s, events);
            Ok(svc.updated(s, events))
        })
    }

    /// Pauses every game (the app is closing or going to the background).
    pub fn shutdown(&self) {
        let all: Vec<Arc<Mutex<Session>>> = relock(&self.inner.sessions).values().cloned().collect();
        let mut events = Vec::new();
        for arc in all {
            let mut s = relock(&arc);
            if s.active || s.ai.is_some() {
                self.pause_locked(&mut s, &mut events);
            }
        }
        self.emit_all(events);
    }

    /// The app goes to the background (mobile): the game on screen pauses (its clock is
    /// saved) and is remembered for [`Service::wake`].
    pub fn suspend(&self) {
        let all: Vec<Arc<Mutex<Session>>> = relock(&self.inner.sessions).values().cloned().collect();
        let mut events = Vec::new();
        for arc in all {
            let mut s = relock(&arc);
            if s.active {
                *relock(&self.inner.suspended) = Some(s.id.clone());
                self.pause_locked(&mut s, &mut events);
                self.updated(&s, &mut events);
            }
        }
        self.emit_all(events);
    }

    /// Back in the foreground: the game that was on screen runs again.
    pub fn wake(&self) {
        let id = relock(&self.inner.suspended).take();
        if let Some(id) = id {
            let _ = self.resume_game(&id);
        }
    }

    pub fn get_settings(&self) -> Settings {
        self.settings_now()
    }

    pub fn set_settings(&self, settings: Settings) -> AppResult<Settings> {
        settings.validate()?;
        self.with_store(|st| st.save_settings(&settings))?;
        *relock(&self.inner.settings) = settings.clone();
        Ok(settings)
    }

    /// The game as a text record (start position, actions, result).
    pub fn export_game(&self, id: &str) -> AppResult<String> {
        self.with_session(id, |_, s, _| {
            if s.setup.is_some() {
                return Err(AppError::bad_request("the armies are still being set up"));
            }
            Ok(record::write(&record::GameRecord {
                game: s.options.game,
                start: s.start_position.clone(),
                actions: s.records.iter().map(|r| r.text.clone()).collect(),
                position: Some(s.game.position()),
                outcome: s.outcome(),
            }))
        })
    }

    /// A game from a text record, as a new pass-and-play game (two human seats, no timer).
    pub fn import_game(&self, text: &str) -> AppResult<Snapshot> {
        let rec = record::parse(text)?;
        let mut engine = new_game(rec.game, Some(&rec.start))
            .map_err(|e| AppError::BadRequest(Detail::engine(&e).at_start()))?;
        let mut records = Vec::new();
        for (i, a) in rec.actions.iter().enumerate() {
            let side = engine.to_move();
            let text =
                engine.play(a).map_err(|e| AppError::BadRequest(Detail::engine(&e).at_action(i + 1)))?;
            records.push(sessions::Record { text, side, seat: Some(side.index()), ms: 0, clock_ms: None });
        }
        if let Some(p) = &rec.position {
            if *p != engine.position() {
                return Err(AppError::bad_request(format!(
                    "the actions lead to '{}', the record says '{}'",
                    excerpt(&engine.position()),
                    excerpt(p)
                )));
            }
        }
        let forced = match (engine.outcome(), rec.outcome) {
            (Some(_), _) | (None, None) => None,
            (None, Some(o)) => Some(o),
        };
        let options = GameOptions {
            game: rec.game,
            mode: Mode::PassAndPlay,
            seats: vec![Seat::human(), Seat::human()],
            timer_secs: None,
        };
        self.start_session(options, engine, records, forced, None)
    }

    /// Generals' preset armies, for both teams.
    pub fn generals_presets(&self) -> Vec<army::PresetInfo> {
        army::presets()
    }

    /// Checks a team's army (a list of units, or a preset id) with the engine.
    pub fn validate_army(&self, team: &str, army: &serde_json::Value) -> AppResult<()> {
        let side = army::parse_team(team)?;
        army::validate(side, &army::parse_army(side, army)?)
    }

    /// A human team submits its army in the setup phase; when both are in, play starts.
    pub fn submit_army(&self, id: &str, team: &str, army: &serde_json::Value) -> AppResult<Snapshot> {
        let side = army::parse_team(team)?;
        let units = army::parse_army(side, army)?;
        let result = self.with_session(id, |svc, s, events| {
            if s.options.game.catalog().army.is_none() {
                return Err(AppError::bad_request("armies are for Generals only"));
            }
            if s.outcome().is_some() {
                return Err(AppError::GameOver);
            }
            let Some(mut st) = s.setup.clone() else {
                return Err(AppError::bad_request("the armies are already set up"));
            };
            if s.seats_of(side).iter().all(|&seat| s.seat_is_ai(seat)) {
                let team = GameKind::Generals.catalog().side(side).id;
                return Err(AppError::NotYourTurn(format!("the {team} team is played by the AI")));
            }
            st.submit(side, units)?;
            let started = if st.complete() {
                let start = st.start_position()?;
                Some((
                    new_game(GameKind::Generals, Some(&start))
                        .map_err(|e| AppError::Internal(e.to_string()))?,
                    start,
                ))
            } else {
                None
            };
            let before = (s.setup.clone(), s.start_position.clone());
            match started {
                Some((game, start)) => {
                    s.game = game;
                    s.start_position = start;
                    s.setup = None;
                    s.clock.new_turn();
                }
                None => s.setup = Some(st),
            }
            if let Err(e) = svc.commit_state(s) {
                (s.setup, s.start_position) = before;
                return Err(e);
            }
            svc.activate(s, events);
            svc.drive(s, events);
            Ok(svc.updated(s, events))
        });
        self.on_screen(id, result)
    }

    // ----- timer and AI callbacks (from ai_worker's tasks) -----------------------------------

    /// One clock step for the task armed at `epoch`: a tick, or the timeout. Returns how long
    /// to wait before the next step, or `None` when the task should end.
    pub(crate) fn clock_step(&self, id: &str, epoch: u64) -> Option<std::time::Duration> {
        let arc = relock(&self.inner.sessions).get(id).cloned()?;
        let mut events = Vec::new();
        let next = {
            let mut s = arc.lock().ok()?;
            if s.clock.epoch != epoch || !s.active || s.outcome().is_some() {
                return None;
            }
            let remaining = s.clock.remaining_ms()?;
            if remaining > 0 {
                if s.clock.save_due() {
                    self.save_clock(&mut s);
                }
                events.push(Event::ClockTick(ClockTick { game_id: s.id.clone(), remaining_ms: remaining }));
                Some(clock::TICK.min(std::time::Duration::from_millis(remaining)))
            } else {
                self.timeout_locked(&mut s, &mut events);
                None
            }
        };
        self.emit_all(events);
        next
    }

    /// The turn's time ran out: the engine's pass, exactly once (the caller checked the epoch
    /// under the session lock).
    fn timeout_locked(&self, s: &mut Session, events: &mut Vec<Event>) {
        self.cancel_ai(s, events);
        let legal = s.game.legal_actions();
        let seat = s.acting_seat(&legal);
        let ply = s.ply();
        match s.play_pass(seat) {
            Ok(record) => {
                if let Err(e) = self.commit_last_action(s) {
                    events.push(Event::AppNotice(AppNotice {
                        code: events::NoticeCode::SaveFailed,
                        game_id: s.id.clone(),
                        ply,
                        message: format!(
                            "the timed-out turn could not be saved ({e}); the game was reloaded"
                        ),
                    }));
                    return;
                }
                events.push(Event::TurnTimeout(TurnTimeout {
                    game_id: s.id.clone(),
                    action: record.text,
                    ply,
                }));
                self.drive(s, events);
                self.updated(s, events);
            }
            Err(_) => {
                s.clock.stop();
                self.updated(s, events);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;

    #[tokio::test(start_paused = true)]
    async fn an_action_at_the_deadline_before_the_timer_task_runs_loses_to_the_timeout() {
        // Timer tasks go to a runtime nobody drives, so the action surely comes first.
        let idle = match tokio::runtime::Builder::new_current_thread().enable_time().build() {
            Ok(rt) => rt,
            Err(e) => panic!("runtime: {e}"),
        };
        let svc = Service::in_memory(None, Arc::new(NoEvents), idle.handle().clone());
        let opts: NewGameOptions = parse_payload(serde_json::json!({
            "game": "zhili", "mode": "pass-and-play",
            "seats": [{ "kind": "human" }, { "kind": "human" }], "timerSecs": 10
        }))
        .unwrap();
        let snap = svc.new_game(opts).unwrap();
        let armed = {
            let arc = svc.session(&snap.id).unwrap();
            let s = svc.lock(&snap.id, &arc).unwrap();
            s.clock.epoch
        };
        tokio::time::advance(Duration::from_millis(9_999)).await;
        assert_eq!(svc.snapshot(&snap.id).unwrap().clock.remaining_ms, Some(1));
        tokio::time::advance(Duration::from_millis(1)).await;
        let action = snap.legal_actions[0].text.clone();
        let res = svc.act(&snap.id, &action, 0);
        assert!(matches!(res, Err(AppError::Stale(_))), "{res:?}");
        let s = svc.snapshot(&snap.id).unwrap();
        assert_eq!(s.ply, 1);
        assert_eq!(s.history[0].text, "pass");
        assert_eq!(s.clock.remaining_ms, Some(10_000));
        // The timer task armed for that turn finally runs: its epoch is gone, nothing happens.
        assert_eq!(svc.clock_step(&snap.id, armed), None);
        assert_eq!(svc.snapshot(&snap.id).unwrap().ply, 1);
        // The move is Black's to make now, at the new ply.
        let black = s.legal_actions[0].text.clone();
        assert_eq!(svc.act(&snap.id, &black, 1).unwrap().ply, 2);
        idle.shutdown_background();
    }
}
