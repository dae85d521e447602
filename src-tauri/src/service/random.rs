//! The core's randomness: game ids, AI seeds and a few random picks. It comes from the standard
//! library's `RandomState`, whose keys are random (in today's std, drawn from the OS once per
//! thread and varied on each call; std documents only that they are random), so the app needs
//! no random-number crate (docs/performance.md, "What the binary holds"); the tests' own draws
//! use `rand`, a dev-dependency.

use std::collections::hash_map::RandomState;
use std::hash::{BuildHasher, Hasher};
use std::sync::atomic::{AtomicU64, Ordering};

use shuangcheng_engine::rng::Rng;

/// A fresh unpredictable number: a counter hashed under random keys (`RandomState`'s hasher).
pub fn next_u64() -> u64 {
    static DRAWS: AtomicU64 = AtomicU64::new(0);
    let mut hasher = RandomState::new().build_hasher();
    hasher.write_u64(DRAWS.fetch_add(1, Ordering::Relaxed));
    hasher.finish()
}

/// A generator for one pick among several.
pub fn rng() -> Rng {
    Rng::new(next_u64())
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::*;

    #[test]
    fn draws_differ_and_spread_over_every_bit() {
        let draws: Vec<u64> = (0..1000).map(|_| next_u64()).collect();
        assert_eq!(draws.iter().collect::<HashSet<_>>().len(), draws.len());
        let any = draws.iter().fold(0, |acc, d| acc | d);
        let all = draws.iter().fold(u64::MAX, |acc, d| acc & d);
        assert_eq!((any, all), (u64::MAX, 0), "each bit is sometimes set and sometimes not");
    }

    #[test]
    fn picks_reach_every_item() {
        let items = [1, 2, 3, 4];
        let picked: HashSet<i32> = (0..200).map(|_| *rng().pick(&items).unwrap()).collect();
        assert_eq!(picked.len(), items.len());
    }
}
