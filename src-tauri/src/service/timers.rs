//! The service's timer tasks for a session's [`Clock`](super::clock::Clock): a tick to the UI
//! every [`TICK`], the clock saved at most every [`SAVE_EVERY`](super::clock::SAVE_EVERY), and
//! the timeout, which plays the engine's `pass`.
//!
//! A task is armed for one clock epoch and does nothing once it has moved on (see
//! [`super::clock`]).

use std::time::Duration;

use super::events::{AppNotice, ClockTick, Event, NoticeCode, TurnTimeout};
use super::sessions::{Before, Session};
use super::Service;

/// How often the UI is told the remaining time.
const TICK: Duration = Duration::from_millis(250);

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
        let arc = self.inner.games.get(id)?;
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

    /// The turn's time ran out: the engine's pass, exactly once (the caller, under the session
    /// lock, checked the timer's epoch, or that the clock counting down is at zero).
    pub(super) fn timeout_locked(&self, s: &mut Session, events: &mut Vec<Event>) {
        self.cancel_ai(s, events);
        let legal = s.game().map(|g| g.legal_actions()).unwrap_or_default();
        let seat = s.acting_seat(&legal);
        let ply = s.ply();
        let before = Before::of(s);
        match s.play_pass(seat) {
            Ok(record) => {
                if let Err(e) = self.commit_last_action(s, before) {
                    // The turn is as it was, its time run out: it passes when the game is
                    // driven again (after Retry, or at the next command).
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
        assert_eq!(s.board.ply, 1);
        assert_eq!(s.history[0].record.text, "pass");
        assert_eq!(s.clock.remaining_ms, Some(10_000));
        // The timer task armed for that turn finally runs: its epoch is gone, nothing happens.
        assert_eq!(svc.clock_step(&snap.id, armed), None);
        assert_eq!(svc.snapshot(&snap.id).unwrap().board.ply, 1);
        // The move is Black's to make now, at the new ply.
        let black = s.legal_actions[0].text.clone();
        assert_eq!(svc.act(&snap.id, &black, 1).unwrap().board.ply, 2);
        idle.shutdown_background();
    }
}
