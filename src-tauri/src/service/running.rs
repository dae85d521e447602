//! The games in memory and how a change to one goes through: lookup (a saved game is loaded
//! on first use) and locking, committing to the saves, driving the clock and the AI, the
//! events that tell the UI, and which game is on screen (one at a time; the app going to the
//! background or closing pauses them all).

use std::sync::atomic::Ordering;
use std::sync::{Arc, Mutex, MutexGuard};

use shuangcheng_engine::excerpt;

use super::error::{AppError, AppResult};
use super::events::{AiThinking, Event};
use super::faults::Fault;
use super::sessions::Session;
use super::types::Snapshot;
use super::{ai_worker, clock, relock, store, Service};

impl Service {
    pub(super) fn check_id(id: &str) -> AppResult<()> {
        if id.is_empty() || id.len() > 64 || !id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-') {
            return Err(AppError::UnknownGame(excerpt(id)));
        }
        Ok(())
    }

    /// The session of `id`, loading (replaying) it from its save when it is not in memory.
    pub(super) fn session(&self, id: &str) -> AppResult<Arc<Mutex<Session>>> {
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

    pub(super) fn lock<'a>(
        &self,
        id: &str,
        arc: &'a Arc<Mutex<Session>>,
    ) -> AppResult<MutexGuard<'a, Session>> {
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
    pub(super) fn with_session<T>(
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
    pub(super) fn storage_failed(&self, s: &mut Session, e: AppError) -> AppError {
        s.cancel_ai();
        s.clock.stop();
        s.active = false;
        relock(&self.inner.sessions).remove(&s.id);
        e
    }

    /// After any change: stop everything when the game is over or off screen; otherwise keep
    /// the clock running and start the AI when an AI seat is to act.
    pub(super) fn drive(&self, s: &mut Session, events: &mut Vec<Event>) {
        if !s.active || s.outcome().is_some() || s.setup().is_some() {
            s.clock.stop();
            self.cancel_ai(s, events);
            return;
        }
        if let Some(epoch) = s.clock.start() {
            clock::spawn_timer(self, s.id.clone(), epoch);
        }
        if s.ai.is_none() {
            if let Some((seat, level)) = s.ai_to_act() {
                ai_worker::start_ai(self, s, seat, level, events);
            }
        }
    }

    pub(super) fn cancel_ai(&self, s: &mut Session, events: &mut Vec<Event>) {
        if s.cancel_ai() {
            events.push(Event::AiThinking(AiThinking {
                game_id: s.id.clone(),
                thinking: false,
                ply: s.ply(),
                budget_ms: None,
            }));
        }
    }

    /// Puts `s` on screen. The caller then takes every other game off it with
    /// [`Service::on_screen`], once this session's lock is released (one lock at a time, so
    /// two calls can never wait on each other).
    pub(super) fn activate(s: &mut Session) {
        s.active = true;
    }

    /// After a call that put game `id` on screen succeeded: every other game pauses (its clock
    /// stops and is saved, its AI is cancelled).
    pub(super) fn on_screen<T>(&self, id: &str, result: AppResult<T>) -> AppResult<T> {
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

    pub(super) fn pause_locked(&self, s: &mut Session, events: &mut Vec<Event>) {
        s.active = false;
        s.clock.stop();
        self.cancel_ai(s, events);
        self.save_clock(s);
    }

    /// The session's snapshot, stamped with the next revision. Called with the session
    /// locked, so the revisions of one game follow the order of its changes.
    pub(super) fn snapshot_of(&self, s: &Session) -> Snapshot {
        let mut snap = s.snapshot(self.undo_vs_ai());
        snap.revision = self.inner.revision.fetch_add(1, Ordering::Relaxed) + 1;
        snap
    }

    pub(super) fn updated(&self, s: &Session, events: &mut Vec<Event>) -> Snapshot {
        let snap = self.snapshot_of(s);
        events.push(Event::GameUpdated(Box::new(snap.clone())));
        snap
    }

    /// Commits the action just played (the last record) and updates the row.
    pub(super) fn commit_last_action(&self, s: &mut Session) -> AppResult<()> {
        s.updated_at = store::now_rfc3339();
        let seq = s.ply() - 1;
        let Some(record) = s.records.last() else {
            return Err(AppError::Internal("no action to save".into()));
        };
        let stored = s.stored_action(seq, record);
        let state = s.state()?;
        let res = self.with_store(|st| st.record_action(&s.id, &stored, &state));
        self.committed(s, res)
    }

    pub(super) fn commit_state(&self, s: &mut Session) -> AppResult<()> {
        s.updated_at = store::now_rfc3339();
        let state = s.state()?;
        let res = self.with_store(|st| st.update_state(&s.id, &state));
        self.committed(s, res)
    }

    /// After a write of the whole game row: the clock in it is saved; a failure is logged and
    /// the session reloads from its last save.
    pub(super) fn committed(&self, s: &mut Session, res: AppResult<()>) -> AppResult<()> {
        match res {
            Ok(()) => {
                s.clock.mark_saved();
                self.count_result(s);
                Ok(())
            }
            Err(e) => {
                log::warn!("game {}: a change could not be saved: {e}", s.id);
                Err(self.storage_failed(s, e))
            }
        }
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
            if let Err(e) = self.resume_game(&id) {
                log::warn!("game {id} could not run again after the app came back: {e}");
            }
        }
    }
}
