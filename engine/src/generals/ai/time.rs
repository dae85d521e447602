//! Time management of the master: how many turns deep it searches within its budget.
//!
//! The master deepens turn by turn. Each iteration costs about a steady multiple of the one
//! before (more leaves, the table sparing the turn boundaries already planned), so the next
//! one's time is foreseen from the last two, and it is started only while it is foreseen to
//! end by the hard limit. The hard limit stops one that runs over, keeping what it found: a
//! player who grants more time gets deeper searches, not an early answer.

use std::time::{Duration, Instant};

use crate::ai::SearchLimits;

/// Share of the budget never passed: the rest lets a plan under way end and the answer return.
const MAXIMUM: f64 = 0.92;
/// Bounds of the foreseen growth from one iteration to the next: the first iterations take a
/// millisecond or so and time unsteadily, one of them at times thirty times the one before.
const MIN_GROWTH: f64 = 1.0;
const MAX_GROWTH: f64 = 4.0;

pub struct TimeManager {
    start: Instant,
    /// The search stops this long after its start at the latest.
    limit: Duration,
    /// When the last finished iteration ended, from the start, and how long it took.
    ended: Duration,
    last: Duration,
    /// The last iteration's time over the one's before it, within the bounds.
    growth: f64,
}

impl TimeManager {
    /// `fallback` is the budget when the limits set no deadline.
    pub fn new(limits: &SearchLimits, fallback: Duration) -> TimeManager {
        let start = Instant::now();
        let deadline = limits.deadline.unwrap_or(start + fallback);
        let limit = deadline.saturating_duration_since(start).mul_f64(MAXIMUM);
        TimeManager { start, limit, ended: Duration::ZERO, last: Duration::ZERO, growth: MAX_GROWTH }
    }

    /// When the search must stop.
    pub fn hard(&self) -> Instant {
        self.start + self.limit
    }

    pub fn elapsed(&self) -> Duration {
        self.start.elapsed()
    }

    /// Records that an iteration just ended.
    pub fn iteration_done(&mut self) {
        let now = self.elapsed();
        let took = now.saturating_sub(self.ended);
        if !self.last.is_zero() {
            self.growth = (took.as_secs_f64() / self.last.as_secs_f64()).clamp(MIN_GROWTH, MAX_GROWTH);
        }
        (self.ended, self.last) = (now, took);
    }

    /// Whether to start another iteration: it is foreseen to end by the hard limit.
    pub fn starts_next(&self) -> bool {
        self.elapsed() + self.last.mul_f64(self.growth) <= self.limit
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const BUDGET: Duration = Duration::from_secs(100);

    fn secs(s: f64) -> Duration {
        Duration::from_secs_f64(s)
    }

    /// A manager of a 100 s budget (its hard limit at 92 s) whose iterations ended at the
    /// given times, from its start, and which is now `now` into its budget.
    fn after(ends: &[f64], now: f64) -> TimeManager {
        let mut time = TimeManager::new(&SearchLimits::default(), BUDGET);
        let mut passed = 0.0;
        for &end in ends {
            time.start -= secs(end - passed);
            passed = end;
            time.iteration_done();
        }
        time.start -= secs(now - passed);
        time
    }

    #[test]
    fn an_iteration_is_started_only_while_it_is_foreseen_to_end_by_the_hard_limit() {
        // The last two took 10 s and 20 s: the next is foreseen to take 40 s.
        assert!(after(&[10.0, 30.0], 50.0).starts_next(), "50 + 40 s is within 92 s");
        assert!(!after(&[10.0, 30.0], 53.0).starts_next(), "53 + 40 s is past 92 s");
        // Steady iterations of 10 s each: one more fits until 82 s.
        assert!(after(&[10.0, 20.0, 30.0], 80.0).starts_next());
        assert!(!after(&[10.0, 20.0, 30.0], 83.0).starts_next());
    }

    #[test]
    fn the_foreseen_growth_is_bounded_while_iterations_time_unsteadily() {
        // From 0.1 s to 3 s is thirty times; foreseen is at most four times the last.
        assert!(after(&[0.1, 3.1], 79.0).starts_next(), "79 + 4 × 3 s is within 92 s");
        assert!(!after(&[0.1, 3.1], 81.0).starts_next());
        // An iteration quicker than the one before is foreseen to take as long as the last.
        assert!(after(&[10.0, 12.0], 89.0).starts_next(), "89 + 2 s");
        assert!(!after(&[10.0, 12.0], 91.0).starts_next());
    }

    #[test]
    fn the_first_iteration_starts_and_the_search_stops_at_92_percent() {
        assert!(after(&[], 0.0).starts_next());
        for (budget_ms, hard_ms) in [(100, 92), (1_000, 920), (3_000, 2_760), (10_000, 9_200)] {
            let time = TimeManager::new(&SearchLimits::default(), Duration::from_millis(budget_ms));
            assert_eq!(time.hard() - time.start, Duration::from_millis(hard_ms), "{budget_ms} ms");
        }
    }
}
