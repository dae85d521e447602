//! The authoritative per-turn clock of a session, on tokio's time (so tests can pause it),
//! and the service's timer tasks: a tick to the UI every [`TICK`], the clock saved at most
//! every [`SAVE_EVERY`], and the timeout, which plays the engine's `pass`.
//!
//! The clock counts down the current turn's time while the game is on screen and a turn is
//! running. Every start, stop and new turn bumps `epoch`; the timer task armed for an epoch
//! does nothing once the epoch has moved on, which is how a timeout and an action that arrive
//! together resolve to exactly one of them (both run under the session's lock).

use std::time::Duration;

use tokio::time::Instant;

use super::events::{AppNotice, ClockTick, Event, NoticeCode, TurnTimeout};
use super::running::Before;
use super::sessions::Session;
use super::{relock, Service};

/// How often the UI is told the remaining time.
pub const TICK: Duration = Duration::from_millis(250);
/// How often a running clock is written to the database, at most (and on every pause and
/// change): a kill costs the player at most this much of the turn's time, never more.
pub const SAVE_EVERY: Duration = Duration::from_secs(1);

#[derive(Debug, Clone)]
pub struct Clock {
    /// The per-turn time; `None` = no timer.
    pub timer_ms: Option<u64>,
    /// The current turn's remaining time as of `running_since` (or now, when stopped).
    remaining_ms: u64,
    running_since: Option<Instant>,
    pub epoch: u64,
    /// Time spent since the last action (for the move list), across pauses.
    pending_ms: u64,
    pending_since: Option<Instant>,
    /// When the clock was last written to the database.
    saved_at: Instant,
}

impl Clock {
    pub fn new(timer_secs: Option<u32>, remaining_ms: Option<u64>, pending_ms: u64) -> Clock {
        let timer_ms = timer_secs.map(|s| u64::from(s) * 1000);
        let remaining = match (timer_ms, remaining_ms) {
            (Some(t), Some(r)) => r.min(t),
            (Some(t), None) => t,
            (None, _) => 0,
        };
        Clock {
            timer_ms,
            remaining_ms: remaining,
            running_since: None,
            epoch: 0,
            pending_ms,
            pending_since: None,
            saved_at: Instant::now(),
        }
    }

    pub fn is_running(&self) -> bool {
        self.running_since.is_some() || self.pending_since.is_some()
    }

    /// Whether a countdown is running (a timer is set and the clock runs).
    pub fn counting_down(&self) -> bool {
        self.timer_ms.is_some() && self.running_since.is_some()
    }

    /// The remaining time of the turn; `None` without a timer.
    pub fn remaining_ms(&self) -> Option<u64> {
        self.timer_ms?;
        Some(match self.running_since {
            Some(since) => self.remaining_ms.saturating_sub(since.elapsed().as_millis() as u64),
            None => self.remaining_ms,
        })
    }

    /// Milliseconds spent on the action being prepared.
    pub fn pending_ms(&self) -> u64 {
        self.pending_ms + self.pending_since.map_or(0, |s| s.elapsed().as_millis() as u64)
    }

    /// Starts (or keeps) the clock running. Returns the epoch a timer task must be armed for,
    /// or `None` when no countdown needs a task.
    pub fn start(&mut self) -> Option<u64> {
        if self.pending_since.is_none() {
            self.pending_since = Some(Instant::now());
        }
        if self.running_since.is_some() {
            return None;
        }
        self.epoch += 1;
        if self.timer_ms.is_some() {
            self.running_since = Some(Instant::now());
            Some(self.epoch)
        } else {
            None
        }
    }

    /// Stops the clock, keeping what is left.
    pub fn stop(&mut self) {
        if let Some(r) = self.remaining_ms() {
            self.remaining_ms = r;
        }
        self.pending_ms = self.pending_ms();
        self.running_since = None;
        self.pending_since = None;
        self.epoch += 1;
    }

    /// An action was played: returns the time spent on it and restarts the count for the next.
    pub fn take_pending(&mut self) -> u64 {
        let ms = self.pending_ms();
        self.pending_ms = 0;
        if self.pending_since.is_some() {
            self.pending_since = Some(Instant::now());
        }
        ms
    }

    /// A new turn begins: full time again. The caller restarts the clock if it should run.
    pub fn new_turn(&mut self) {
        self.set_remaining(self.timer_ms.unwrap_or(0));
    }

    /// Puts the turn's remaining time back to `ms` (undo and redo restore a ply's clock);
    /// like [`Clock::new_turn`], the caller restarts the clock if it should run.
    pub fn set_remaining(&mut self, ms: u64) {
        let running = self.running_since.is_some() || self.pending_since.is_some();
        self.stop();
        self.remaining_ms = self.timer_ms.map_or(0, |t| ms.min(t));
        if running {
            self.pending_since = Some(Instant::now());
        }
    }

    /// Whether the running clock is due to be written (at most every [`SAVE_EVERY`]).
    pub fn save_due(&self) -> bool {
        self.saved_at.elapsed() >= SAVE_EVERY
    }

    /// The clock as it stands is in the database.
    pub fn mark_saved(&mut self) {
        self.saved_at = Instant::now();
    }
}

// ----- the service's side: timer tasks, ticks, timeouts -------------------------------------

/// Arms the timer task for the clock's `epoch`: ticks, then the timeout.
pub(crate) fn spawn_timer(svc: &Service, id: String, epoch: u64) {
    let weak = svc.weak();
    svc.inner.runtime.spawn(async move {
        let mut wait = Duration::ZERO;
        loop {
            if !wait.is_zero() {
                tokio::time::sleep(wait).await;
            }
            let Some(svc) = Service::from_weak(&weak) else { return };
            match svc.contain(|| svc.clock_step(&id, epoch)).flatten() {
                Some(next) => wait = next.max(Duration::from_millis(1)),
                None => return,
            }
        }
    });
}

impl Service {
    /// One clock step for the task armed at `epoch`: a tick, or the timeout. Returns how long
    /// to wait before the next step, or `None` when the task should end.
    pub(crate) fn clock_step(&self, id: &str, epoch: u64) -> Option<Duration> {
        let arc = relock(&self.inner.sessions).get(id).cloned()?;
        let mut events = Vec::new();
        let next = {
            // A poisoned lock: a panic in a command (logged by the hook); that command's
            // caller reloads the game, and this task ends.
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
                Some(TICK.min(Duration::from_millis(remaining)))
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
    pub(super) fn timeout_locked(&self, s: &mut Session, events: &mut Vec<Event>) {
        self.cancel_ai(s, events);
        let legal = s.game().map(|g| g.legal_actions()).unwrap_or_default();
        let seat = s.acting_seat(&legal);
        let ply = s.ply();
        let before = Before::of(s);
        match s.play_pass(seat) {
            Ok(record) => {
                if let Err(e) = self.commit_last_action(s, before) {
                    // The turn is as it was, its time run out: it passes after Retry.
                    events.push(Event::AppNotice(AppNotice {
                        code: NoticeCode::SaveFailed,
                        game_id: s.id.clone(),
                        ply,
                        message: format!("the timed-out turn could not be saved ({e})"),
                    }));
                    self.updated(s, events);
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

    /// Writes the clock alone (pause, exit, the running clock's once-a-second save). A failure
    /// costs at most the time since the last save, so it is logged, not raised.
    pub(super) fn save_clock(&self, s: &mut Session) {
        let (remaining, pending) = (s.clock.remaining_ms(), s.clock.pending_ms());
        match self.with_store(|st| st.update_clock(&s.id, remaining, pending)) {
            Ok(()) => s.clock.mark_saved(),
            Err(e) => log::warn!("game {}: the clock could not be saved: {e}", s.id),
        }
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::super::{parse_payload, AppError, NewGameOptions, NoEvents};
    use super::*;

    #[tokio::test(start_paused = true)]
    async fn counts_down_only_while_running() {
        let mut c = Clock::new(Some(60), None, 0);
        assert_eq!(c.remaining_ms(), Some(60_000));
        let epoch = c.start().expect("a countdown needs a timer task");
        tokio::time::advance(Duration::from_millis(1500)).await;
        assert_eq!(c.remaining_ms(), Some(58_500));
        c.stop();
        assert!(c.epoch > epoch, "stopping invalidates the armed timer");
        tokio::time::advance(Duration::from_secs(10)).await;
        assert_eq!(c.remaining_ms(), Some(58_500));
        assert_eq!(c.pending_ms(), 1500);
        c.start();
        tokio::time::advance(Duration::from_millis(500)).await;
        assert_eq!(c.take_pending(), 2000);
        c.new_turn();
        assert_eq!(c.remaining_ms(), Some(60_000));
        assert!(!c.counting_down());
    }

    #[test]
    fn no_timer_has_no_remaining_time() {
        let mut c = Clock::new(None, Some(5), 0);
        assert_eq!(c.remaining_ms(), None);
        assert_eq!(c.start(), None);
        assert!(!c.counting_down());
    }

    #[test]
    fn stored_remaining_time_is_capped_by_the_timer() {
        let c = Clock::new(Some(10), Some(99_000), 0);
        assert_eq!(c.remaining_ms(), Some(10_000));
    }

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
