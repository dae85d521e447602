//! How a change to a match goes through: the saved part kept as it was before, the change
//! committed in one transaction (and put back if that fails), then the match driven (its
//! clock, its AI) and its new snapshot told. A failed call changes nothing.

use std::sync::atomic::Ordering;
use std::sync::Arc;

use shuangcheng_engine::Side;

use super::clock::Clock;
use super::context::Ctx;
use super::parts::{Match, Saved};
use super::{saved, timer};
use crate::service::error::{AppError, AppResult};
use crate::service::events::{AiThinking, Event};
use crate::service::saves::results::{GameResult, Result3};
use crate::service::saves::{self, Write};
use crate::service::types::{Mode, Snapshot};

/// A match's saved part and clock as they were before a change: what a change that cannot be
/// saved puts back.
pub struct Before {
    saved: Saved,
    clock: Clock,
}

impl Match {
    pub(super) fn before(&self) -> Before {
        Before { saved: self.saved.clone(), clock: self.clock.clone() }
    }

    /// Puts `before` back, the clock stopped where the time it spent still counts. The clock's
    /// epoch only moves on, so no timer armed meanwhile can fire for the restored turn.
    fn restore(&mut self, before: Before) {
        let epoch = self.clock.epoch;
        self.saved = before.saved;
        self.clock = before.clock;
        self.clock.epoch = self.clock.epoch.max(epoch);
        self.clock.stop();
    }

    /// Commits what a command did in one transaction: `write`, the game's row and, when the
    /// game has just ended, its result. If that fails, the match is put back as it was
    /// `before` (nothing was saved, so nothing is acknowledged) and stops; when the file is
    /// the problem the saves wait for the player's Retry or "play without saving".
    pub(super) fn commit(&mut self, ctx: &Arc<Ctx>, before: Before, write: Write) -> AppResult<()> {
        self.saved.updated_at = saves::now_rfc3339();
        let res = saved::state(self).and_then(|state| {
            let result = self.result();
            ctx.persist.commit(&self.saved.id, &write, &state, result.as_ref())
        });
        match res {
            Ok(()) => {
                self.clock.mark_saved();
                Ok(())
            }
            Err(e) => {
                log::warn!("game {}, ply {}: a change could not be saved: {e}", self.saved.id, self.ply());
                self.running.stop_ai();
                self.restore(before);
                if let Some(status) = ctx.persist.saving_failed(&self.saved.id, &e) {
                    ctx.events.emit(Event::StorageStatus(status));
                }
                Err(e)
            }
        }
    }

    /// Commits the action just played (the last ply).
    pub(super) fn commit_last_action(&mut self, ctx: &Arc<Ctx>, before: Before) -> AppResult<()> {
        let last = self.ply().checked_sub(1).and_then(|seq| Some((seq, self.moves()?.record(seq)?)));
        let Some((seq, record)) = last else {
            return Err(AppError::Internal("no action to save".into()));
        };
        self.commit(ctx, before, Write::Played(saved::stored_action(seq, &record)))
    }

    /// Writes the clock alone (pause, exit, the running clock's once-a-second save). A failure
    /// costs at most the time since the last save, so it is logged, not raised.
    pub(super) fn save_clock(&mut self, ctx: &Arc<Ctx>) {
        match ctx.persist.save_clock(&self.saved.id, self.clock.saved()) {
            Ok(()) => self.clock.mark_saved(),
            Err(e) => log::warn!("game {}: the clock could not be saved: {e}", self.saved.id),
        }
    }

    /// After any change: stop everything when the game is over or off screen; otherwise keep
    /// the clock running and start the AI when an AI seat is to act.
    pub(super) fn drive(&mut self, ctx: &Arc<Ctx>, events: &mut Vec<Event>) {
        // While the saves wait for Retry or "play without saving", nothing runs.
        let waiting = ctx.persist.waiting();
        if !self.running.active || self.outcome().is_some() || self.setup().is_some() || waiting {
            if self.outcome().is_some() {
                self.running.skipping = false;
            }
            self.clock.stop();
            self.cancel_ai(events);
            return;
        }
        // Behind the hand-over curtain the turn's time waits for its player.
        if self.curtain().is_some() {
            self.clock.stop();
        } else if let Some(epoch) = self.clock.start() {
            timer::spawn(ctx, self, epoch);
        }
        match self.ai_to_act() {
            Some((seat, level)) if self.running.ai.is_none() => self.start_ai(ctx, seat, level, events),
            Some(_) => {}
            // A human acts: the skip to their turn is over, and what it skipped is replayed.
            None if self.running.skipping => {
                self.running.skipping = false;
                self.screen.skipped_to = Some(self.ply());
            }
            None => {}
        }
    }

    /// Cancels the AI's search, telling the UI it has stopped thinking.
    pub(super) fn cancel_ai(&mut self, events: &mut Vec<Event>) {
        if self.running.stop_ai() {
            events.push(Event::AiThinking(AiThinking {
                game_id: self.saved.id.clone(),
                thinking: false,
                ply: self.ply(),
                budget_ms: None,
                pause_ms: None,
            }));
        }
    }

    /// Puts the match on screen. The registry then takes every other match off it, once this
    /// one's lock is released (one lock at a time, so two calls never wait on each other).
    pub fn activate(&mut self) {
        self.running.active = true;
    }

    pub fn is_active(&self) -> bool {
        self.running.active
    }

    /// Takes the match off screen: its clock stops (and is saved), the AI stops thinking.
    pub fn pause(&mut self, ctx: &Arc<Ctx>, events: &mut Vec<Event>) {
        self.running.active = false;
        self.clock.stop();
        self.cancel_ai(events);
        self.save_clock(ctx);
    }

    /// Whether the match has anything running: on screen, or an AI job in flight.
    pub fn is_running(&self) -> bool {
        self.running.active || self.running.ai.is_some()
    }

    /// The match's snapshot, stamped with the next revision. Made with the match locked, so
    /// the revisions of one game follow the order of its changes.
    pub fn snapshot(&self, ctx: &Arc<Ctx>) -> Snapshot {
        let undo_vs_ai = ctx.settings.settings().undo_vs_ai;
        let mut snap = self.snapshot_of(undo_vs_ai);
        snap.revision = ctx.next_revision();
        snap
    }

    /// Its snapshot, told to the UI as well.
    pub fn updated(&self, ctx: &Arc<Ctx>, events: &mut Vec<Event>) -> Snapshot {
        let snap = self.snapshot(ctx);
        events.push(Event::GameUpdated(Box::new(snap.clone())));
        snap
    }

    /// How the finished game counts in the statistics (against the AI the result is the human
    /// side's; in pass-and-play the first side's), or `None` while it is not over.
    pub fn result(&self) -> Option<GameResult> {
        let outcome = self.outcome()?;
        let options = &self.saved.options;
        let human: Vec<Side> = Side::BOTH
            .into_iter()
            .filter(|&side| self.seats_of(side).iter().any(|&seat| !self.seat_is_ai(seat)))
            .collect();
        let ai_level = options.seats.iter().find_map(|seat| seat.level.clone().filter(|_| seat.is_ai()));
        // Against the AI with one human side, the result is that side's; else the first side's.
        let (me, mode, level) = match (human.as_slice(), ai_level) {
            ([one], Some(level)) => (*one, Mode::VsAi, level),
            _ => (Side::First, Mode::PassAndPlay, String::new()),
        };
        let result = match outcome.winner {
            Some(w) if w == me => Result3::Win,
            Some(_) => Result3::Loss,
            None => Result3::Draw,
        };
        Some(GameResult {
            game_id: self.saved.id.clone(),
            game: options.game,
            mode,
            level,
            result,
            plies: self.ply(),
            ms: self.moves().map_or(0, |m| m.plies().iter().map(|p| p.ms).sum()),
            helped: self.saved.help.helped(options.coach || options.practice),
        })
    }
}

impl super::Running {
    /// Stops the AI: its search is cancelled and its players forgotten. Whether one was
    /// thinking.
    pub fn stop_ai(&mut self) -> bool {
        self.brains.clear();
        match self.ai.take() {
            Some(job) => {
                job.cancel.store(true, Ordering::Relaxed);
                true
            }
            None => false,
        }
    }
}
