//! Time management: how long the master thinks about one move within its budget.
//!
//! The budget (the deadline of [`SearchLimits`]) is a hard limit the search never passes. Within
//! it the master aims at an optimum share, scaled after each finished iteration: an easy move
//! (the same best action iteration after iteration) is answered early, an unstable root (the
//! best action just changed, or the score fell) gets more, up to the hard limit.

use std::time::{Duration, Instant};

use crate::ai::{Score, SearchLimits};

/// Share of the budget aimed at by default.
const OPTIMUM: f64 = 0.5;
/// Share never passed by choice (the rest is a safety margin for the last nodes).
const MAXIMUM: f64 = 0.92;
/// Kept back from the deadline: stopping, unwinding and returning the answer.
const MARGIN: Duration = Duration::from_millis(15);

pub struct TimeManager {
    start: Instant,
    budget: Duration,
    /// The search stops here at the latest.
    pub hard: Instant,
    best_changes: f64,
    stable_iterations: u32,
    last_best: Option<u16>,
}

impl TimeManager {
    /// `fallback` is the budget used when the limits set no deadline.
    pub fn new(limits: &SearchLimits, fallback: Duration) -> TimeManager {
        let start = Instant::now();
        let deadline = limits.deadline.unwrap_or(start + fallback);
        let budget = deadline.saturating_duration_since(start);
        let hard = start + budget.mul_f64(MAXIMUM).min(budget.saturating_sub(MARGIN));
        TimeManager { start, budget, hard, best_changes: 0.0, stable_iterations: 0, last_best: None }
    }

    pub fn elapsed(&self) -> Duration {
        self.start.elapsed()
    }

    pub fn budget(&self) -> Duration {
        self.budget
    }

    /// Records a finished iteration's best action (its fingerprint).
    pub fn iteration_done(&mut self, best: u16) {
        if self.last_best == Some(best) {
            self.stable_iterations += 1;
        } else {
            self.stable_iterations = 0;
            if self.last_best.is_some() {
                self.best_changes += 1.0;
            }
        }
        self.best_changes *= 0.6;
        self.last_best = Some(best);
    }

    /// Whether to start another iteration: `score` fell by `drop` since the previous one.
    pub fn should_continue(&self, drop: Score) -> bool {
        let stability = match self.stable_iterations {
            0..=1 => 1.2,
            2..=3 => 1.0,
            4..=6 => 0.75,
            _ => 0.5,
        };
        let instability = 1.0 + 1.5 * self.best_changes;
        let falling = 1.0 + (drop.clamp(0, 200) as f64 / 200.0) * 0.8;
        let target = self.budget.mul_f64((OPTIMUM * stability * instability * falling).min(MAXIMUM));
        // The next iteration takes several times the last: do not start one that cannot end.
        self.elapsed() < target.mul_f64(0.6)
    }
}
