//! The clock's task: a tick to the UI every [`TICK`], the clock saved at most every
//! [`SAVE_EVERY`](super::clock::SAVE_EVERY), and the timeout: a turn timer's plays the
//! engine's `pass`, a game clock's loses the game.
//!
//! A task is armed for one clock epoch and does nothing once it has moved on (see
//! [`super::clock`]). It holds its match and the context weakly: a match forgotten or a
//! service closed ends it.

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use shuangcheng_engine::{EndReason, Outcome};

use super::clock::Control;
use super::context::Ctx;
use super::parts::Match;
use crate::service::events::{AppNotice, ClockTick, Event, NoticeCode, TurnTimeout};
use crate::service::saves::Write;

/// How often the UI is told the remaining time.
const TICK: Duration = Duration::from_millis(250);

/// Runs `f`; a panic in it (logged by the hook) ends the task. A match it left half-changed
/// has a poisoned lock, which the registry notices and reloads from the save.
pub(super) fn contain<T>(f: impl FnOnce() -> T) -> Option<T> {
    catch_unwind(AssertUnwindSafe(f)).ok()
}

/// Arms the timer task for the clock's `epoch` of match `m`: ticks, then the timeout.
pub(super) fn spawn(ctx: &Arc<Ctx>, m: &Match, epoch: u64) {
    let (weak_ctx, cell) = (Arc::downgrade(ctx), m.running.cell.clone());
    ctx.runtime.spawn(async move {
        let mut wait = Duration::ZERO;
        loop {
            if !wait.is_zero() {
                tokio::time::sleep(wait).await;
            }
            let (Some(ctx), Some(cell)) = (weak_ctx.upgrade(), cell.upgrade()) else { return };
            match contain(|| step(&ctx, &cell, epoch)).flatten() {
                Some(next) => wait = next.max(Duration::from_millis(1)),
                None => return,
            }
        }
    });
}

fn step(ctx: &Arc<Ctx>, cell: &Mutex<Match>, epoch: u64) -> Option<Duration> {
    let mut events = Vec::new();
    // A poisoned lock: a panic in a command (logged by the hook); the match is reloaded by
    // the next command, and this task ends.
    let next = cell.lock().ok()?.clock_step(ctx, epoch, &mut events);
    ctx.emit_all(events);
    next
}

impl Match {
    /// One clock step for the task armed at `epoch`: a tick, or the timeout. Returns how long
    /// to wait before the next step, or `None` when the task should end.
    pub fn clock_step(&mut self, ctx: &Arc<Ctx>, epoch: u64, events: &mut Vec<Event>) -> Option<Duration> {
        if self.clock.epoch != epoch || !self.running.active || self.outcome().is_some() {
            return None;
        }
        let remaining = self.clock.remaining_ms()?;
        if remaining > 0 {
            if self.clock.save_due() {
                self.save_clock(ctx);
            }
            events.push(Event::ClockTick(ClockTick {
                game_id: self.saved.id.clone(),
                ply: self.ply(),
                remaining_ms: remaining,
            }));
            Some(TICK.min(Duration::from_millis(remaining)))
        } else {
            self.timeout(ctx, events);
            None
        }
    }

    /// The time ran out, exactly once (the caller, under the match's lock, checked the timer's
    /// epoch, or that the clock counting down is at zero): on a game clock the side loses, on a
    /// turn timer its turn passes (the engine's `pass`).
    pub(super) fn timeout(&mut self, ctx: &Arc<Ctx>, events: &mut Vec<Event>) {
        self.cancel_ai(events);
        if matches!(self.clock.control(), Control::GameClock { .. }) {
            self.out_of_time(ctx, events);
            return;
        }
        let legal = self.game().map(|g| g.legal_actions()).unwrap_or_default();
        let seat = self.acting_seat(&legal);
        let ply = self.ply();
        let before = self.before();
        match self.play_pass(seat) {
            Ok(action) => {
                if let Err(e) = self.commit_last_action(ctx, before) {
                    // The turn is as it was, its time run out: it passes when the game is
                    // driven again (after Retry, or at the next command).
                    events.push(Event::AppNotice(AppNotice {
                        code: NoticeCode::SaveFailed,
                        game_id: self.saved.id.clone(),
                        ply,
                        message: format!("the timed-out turn could not be saved ({e})"),
                    }));
                    self.updated(ctx, events);
                    return;
                }
                events.push(Event::TurnTimeout(TurnTimeout { game_id: self.saved.id.clone(), action, ply }));
                self.drive(ctx, events);
                self.updated(ctx, events);
            }
            Err(_) => {
                self.clock.stop();
                self.updated(ctx, events);
            }
        }
    }

    /// The side to move's game clock ran out: it loses (the app's time-control rule). A save
    /// that fails leaves the game as it was, its clock stopped at zero: it is lost on time when
    /// the game is driven again.
    fn out_of_time(&mut self, ctx: &Arc<Ctx>, events: &mut Vec<Event>) {
        let before = self.before();
        let loser = self.clock.side();
        self.saved.forced_outcome = Some(Outcome::win(loser.other(), EndReason::OUT_OF_TIME));
        self.clock.stop();
        match self.commit(ctx, before, Write::Row) {
            Ok(()) => self.drive(ctx, events),
            Err(e) => events.push(Event::AppNotice(AppNotice {
                code: NoticeCode::SaveFailed,
                game_id: self.saved.id.clone(),
                ply: self.ply(),
                message: format!("the loss on time could not be saved ({e})"),
            })),
        }
        self.updated(ctx, events);
    }
}
