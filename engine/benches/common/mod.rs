//! What the benchmarks share.

use std::hint::black_box;
use std::time::{Duration, Instant};

/// Runs `f` repeatedly for about `total` (at least three times) and returns the fastest run
/// and the run count.
pub fn fastest<T>(total: Duration, mut f: impl FnMut() -> T) -> (Duration, u32) {
    let started = Instant::now();
    let mut best = Duration::MAX;
    let mut runs = 0;
    while runs < 3 || started.elapsed() < total {
        let t = Instant::now();
        black_box(f());
        best = best.min(t.elapsed());
        runs += 1;
    }
    (best, runs)
}
