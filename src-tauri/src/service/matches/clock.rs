//! The authoritative per-turn clock of a match, on tokio's time (so tests can pause it).
//! The task that ticks, saves and times it out is [`super::timer`]'s.
//!
//! The clock counts down the current turn's time while the game is on screen and a turn is
//! running. Every start, stop and new turn bumps `epoch`; the timer task armed for an epoch
//! does nothing once the epoch has moved on, which is how a timeout and an action that arrive
//! together resolve to exactly one of them (both run under the match's lock).

use std::time::Duration;

use tokio::time::Instant;

/// How often a running clock is written to the database, at most (and on every pause and
/// change), on the timer's ticks: after a kill the turn resumes with at most this much (and a
/// tick) more time than it had, never less.
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

#[cfg(test)]
mod tests {
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
}
