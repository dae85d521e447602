//! How a change to a game in memory ([`super::games`]) goes through: lookup (a saved game is loaded
//! on first use) and locking, committing to the saves, driving the clock and the AI, the
//! events that tell the UI, and which game is on screen (one at a time; the app going to the
//! background or closing pauses them all).

use std::sync::MutexGuard;

use shuangcheng_engine::excerpt;

use super::error::{AppError, AppResult};
use super::events::{AiThinking, Event};
use super::faults::Fault;
use super::games::Shared;
use super::sessions::{Before, Session};
use super::store::Write;
use super::types::{Phase, Snapshot};
use super::{ai_worker, relock, saved_game, snapshot, stats, store, timers, Service};

impl Service {
    pub(super) fn check_id(id: &str) -> AppResult<()> {
        if id.is_empty() || id.len() > 64 || !id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-') {
            return Err(AppError::UnknownGame(excerpt(id)));
        }
        Ok(())
    }

    /// The session of `id`, loading (replaying) it from its save when it is not in memory.
    pub(super) fn session(&self, id: &str) -> AppResult<Shared> {
        Service::check_id(id)?;
        if let Some(s) = self.inner.games.get(id) {
            return Ok(s);
        }
        let loaded = self.with_store(|st| st.load_game(id))?;
        let Some((row, actions)) = loaded else {
            return Err(AppError::UnknownGame(id.to_string()));
        };
        let session = saved_game::load(&row, &actions)?;
        // Another call may have loaded it meanwhile: keep the first.
        Ok(self.inner.games.keep_first(id, session))
    }

    pub(super) fn lock<'a>(&self, id: &str, arc: &'a Shared) -> AppResult<MutexGuard<'a, Session>> {
        arc.lock().map_err(|_| {
            // A panic left this session half-changed: forget it; the next call reloads it
            // from its last committed save.
            self.inner.games.remove(id);
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

    /// After any change: stop everything when the game is over or off screen; otherwise keep
    /// the clock running and start the AI when an AI seat is to act.
    pub(super) fn drive(&self, s: &mut Session, events: &mut Vec<Event>) {
        // While the saves wait for Retry or "play without saving", nothing runs.
        let waiting = self.inner.saves.waiting();
        if !s.active || s.outcome().is_some() || s.setup().is_some() || waiting {
            if s.outcome().is_some() {
                s.skipping = false;
            }
            s.clock.stop();
            self.cancel_ai(s, events);
            return;
        }
        // Behind the hand-over curtain the turn's time waits for its player.
        if s.curtain().is_some() {
            s.clock.stop();
        } else if let Some(epoch) = s.clock.start() {
            timers::spawn_timer(self, s.id.clone(), epoch);
        }
        match s.ai_to_act() {
            Some((seat, level)) if s.ai.is_none() => ai_worker::start_ai(self, s, seat, level, events),
            Some(_) => {}
            // A human acts: the skip to their turn is over, and what it skipped is replayed.
            None if s.skipping => {
                s.skipping = false;
                s.skipped_to = Some(s.ply());
            }
            None => {}
        }
    }

    pub(super) fn cancel_ai(&self, s: &mut Session, events: &mut Vec<Event>) {
        if s.cancel_ai() {
            events.push(Event::AiThinking(AiThinking {
                game_id: s.id.clone(),
                thinking: false,
                ply: s.ply(),
                budget_ms: None,
                pause_ms: None,
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
            self.inner.games.forget_suspended(id);
            let others = self.inner.games.others(id);
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
        let mut snap = snapshot::of(s, self.undo_vs_ai());
        snap.revision = self.inner.games.next_revision();
        snap
    }

    pub(super) fn updated(&self, s: &Session, events: &mut Vec<Event>) -> Snapshot {
        let snap = self.snapshot_of(s);
        events.push(Event::GameUpdated(Box::new(snap.clone())));
        snap
    }

    /// Commits what a command did to `s` in one transaction ([`Store::commit`](super::store::Store::commit)): `write`, the
    /// game's row and, when the game has just ended, its result. If that fails, `s` is put
    /// back as it was `before` (nothing was saved, so nothing is acknowledged) and stops; when
    /// the file is the problem the saves wait for the player's Retry or "play without saving"
    /// (`storage::state`).
    pub(super) fn commit(&self, s: &mut Session, before: Before, write: Write) -> AppResult<()> {
        s.updated_at = store::now_rfc3339();
        let res = saved_game::state(s).and_then(|state| {
            let result = stats::result_of(s);
            self.with_store(|st| st.commit(&s.id, &write, &state, result.as_ref()))
        });
        match res {
            Ok(()) => {
                s.clock.mark_saved();
                Ok(())
            }
            Err(e) => {
                log::warn!("game {}, ply {}: a change could not be saved: {e}", s.id, s.ply());
                s.cancel_ai();
                before.restore(s);
                self.saving_failed(&s.id, &e);
                Err(e)
            }
        }
    }

    /// Commits the action just played (the last record).
    pub(super) fn commit_last_action(&self, s: &mut Session, before: Before) -> AppResult<()> {
        let seq = s.ply().saturating_sub(1);
        let Some(record) = s.records.last() else {
            return Err(AppError::Internal("no action to save".into()));
        };
        let stored = saved_game::stored_action(seq, record);
        self.commit(s, before, Write::Played(stored))
    }

    /// Pauses every game (the app is closing or going to the background).
    pub fn shutdown(&self) {
        let all = self.inner.games.all();
        let mut events = Vec::new();
        for arc in all {
            let mut s = relock(&arc);
            if s.active || s.ai.is_some() {
                self.pause_locked(&mut s, &mut events);
            }
        }
        self.emit_all(events);
    }

    /// The app goes to the background (the platform's `Suspended`, or the page hidden): the
    /// game on screen pauses (its clock is saved) and is remembered as on screen, for
    /// [`Service::wake`] and [`Service::game_on_screen`]. A second call changes nothing.
    pub fn suspend(&self) {
        let all = self.inner.games.all();
        let mut events = Vec::new();
        for arc in all {
            let mut s = relock(&arc);
            if s.active {
                self.inner.games.set_suspended(Some(s.id.clone()));
                self.pause_locked(&mut s, &mut events);
                self.updated(&s, &mut events);
            }
        }
        self.emit_all(events);
    }

    /// The game in play that the player has on screen, or had when the app went to the
    /// background: where a page that was reloaded (or whose web process was ended) returns.
    pub fn game_on_screen(&self) -> Option<String> {
        let suspended = self.inner.games.suspended();
        let sessions = self.inner.games.all();
        sessions.iter().find_map(|arc| {
            let s = relock(arc);
            let on_screen = s.active || suspended.as_deref() == Some(s.id.as_str());
            (on_screen && s.phase() != Phase::Over).then(|| s.id.clone())
        })
    }

    /// Back in the foreground (the platform's `Resumed`): the game that was on screen runs
    /// again if it has no timer; a timed one stays paused, remembered as on screen, until the
    /// player taps "paused — tap to continue" (`resume_game`), so no clock starts unseen.
    pub fn wake(&self) {
        let Some(id) = self.inner.games.take_suspended() else { return };
        match self.snapshot(&id) {
            Ok(snap) if snap.clock.timer_secs.is_some() => self.inner.games.set_suspended(Some(id)),
            Ok(_) => {
                if let Err(e) = self.resume_game(&id) {
                    log::warn!("game {id} could not run again after the app came back: {e}");
                }
            }
            Err(e) => log::warn!("game {id} is gone after the app came back: {e}"),
        }
    }
}
