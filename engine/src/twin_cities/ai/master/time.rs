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

#[cfg(test)]
mod tests {
    use super::*;

    const BUDGET: Duration = Duration::from_secs(100);

    /// A manager `elapsed` into a 100 s budget whose best action held for `stable` iterations
    /// after `changes` changes of it (before their decay).
    fn after(elapsed_secs: u64, stable: u32, changes: f64) -> TimeManager {
        let mut time = TimeManager::new(&SearchLimits::default(), BUDGET);
        time.start -= Duration::from_secs(elapsed_secs);
        (time.stable_iterations, time.best_changes, time.last_best) = (stable, changes, Some(1));
        time
    }

    #[test]
    fn a_new_iteration_starts_before_three_tenths_of_the_budget_on_a_steady_root() {
        // Half the budget aimed at; an iteration is started only while it may end in time.
        assert!(after(29, 2, 0.0).should_continue(0));
        assert!(!after(31, 2, 0.0).should_continue(0));
    }

    #[test]
    fn a_root_stable_for_many_iterations_stops_deepening_earlier() {
        assert!(after(14, 7, 0.0).should_continue(0));
        assert!(!after(16, 7, 0.0).should_continue(0));
    }

    #[test]
    fn an_unstable_falling_root_deepens_until_the_share_never_passed() {
        // 0.5 × 1.2 × 2.5 × 1.8 is over the 92 % cap: started up to 0.6 × 92 % = 55.2 %.
        assert!(after(54, 0, 1.0).should_continue(200));
        assert!(!after(56, 0, 1.0).should_continue(200));
        // The same root, its score steady: 0.5 × 1.2 × 2.5 = 1.5, capped alike.
        assert!(after(54, 0, 1.0).should_continue(0));
    }

    #[test]
    fn the_search_stops_at_92_percent_or_15_ms_before_the_deadline_whichever_is_sooner() {
        for (budget_ms, hard_ms) in [(100, 85), (1_000, 920), (3_000, 2_760)] {
            let budget = Duration::from_millis(budget_ms);
            // Without a deadline the fallback is the budget, counted from the manager's start.
            let time = TimeManager::new(&SearchLimits::default(), budget);
            assert_eq!(time.hard - time.start, Duration::from_millis(hard_ms), "{budget_ms} ms");
        }
    }
}
