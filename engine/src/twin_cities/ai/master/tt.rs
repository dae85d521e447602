//! The master's transposition table: two 64-bit words per entry, the second being the key
//! xor the first, so threads can share it without locks (a torn write fails the key check and
//! reads as a miss). Buckets of two: one slot kept for the deeper result, one always replaced.

use std::sync::atomic::{AtomicU64, Ordering};

use crate::ai::{from_table, to_table, Bound, Score, WIN};

use super::super::super::action::Action;

/// A table hit.
#[derive(Clone, Copy, Debug)]
pub struct Hit {
    pub depth: i32,
    pub bound: Bound,
    /// Already adjusted to the probing node's distance from the root.
    pub score: Score,
    /// The best action's fingerprint (0 when none).
    pub action: u16,
}

/// Scores beyond this are wins or losses at a distance: stored relative to the node.
const DECISIVE: Score = WIN - 1000;
const SCORE_BIAS: i64 = 1 << 21;

pub struct Table {
    words: Vec<AtomicU64>,
    /// Buckets − 1 (a power of two).
    mask: usize,
    generation: AtomicU64,
}

/// Bytes per entry.
pub const ENTRY_BYTES: usize = 16;

impl Table {
    /// A table of about `bytes` (rounded down to a power of two entries, at least 1024).
    pub fn with_bytes(bytes: usize) -> Table {
        let wanted = (bytes / ENTRY_BYTES).max(1024);
        // The largest power of two not above `wanted`.
        let entries = 1usize << (usize::BITS - 1 - wanted.leading_zeros());
        let words = (0..entries * 2).map(|_| AtomicU64::new(0)).collect();
        Table { words, mask: entries / 2 - 1, generation: AtomicU64::new(0) }
    }

    pub fn bytes(&self) -> usize {
        self.words.len() * 8
    }

    /// Marks a new search: older entries become the first to be replaced.
    pub fn new_search(&self) {
        self.generation.fetch_add(1, Ordering::Relaxed);
    }

    fn slot(&self, key: u64, i: usize) -> usize {
        (((key as usize) & self.mask) * 2 + i) * 2
    }

    fn read(&self, slot: usize) -> (u64, u64) {
        let data = self.words[slot].load(Ordering::Relaxed);
        let check = self.words[slot + 1].load(Ordering::Relaxed);
        (data, check ^ data)
    }

    pub fn probe(&self, key: u64, ply: usize) -> Option<Hit> {
        (0..2).find_map(|i| {
            let (data, k) = self.read(self.slot(key, i));
            (k == key && data != 0).then(|| unpack(data, ply))
        })
    }

    pub fn store(&self, key: u64, ply: usize, depth: i32, bound: Bound, score: Score, action: u16) {
        let generation = self.generation.load(Ordering::Relaxed) as u8;
        let data = pack(depth, bound, to_table(score, ply, DECISIVE), action, generation);
        let deep = self.slot(key, 0);
        let (old, old_key) = self.read(deep);
        let old_depth = ((old >> 24) & 0xFF) as i32 - 1;
        let stale = ((old >> 48) as u8) != generation;
        let target =
            if old == 0 || old_key == key || stale || depth >= old_depth { deep } else { self.slot(key, 1) };
        self.words[target].store(data, Ordering::Relaxed);
        self.words[target + 1].store(data ^ key, Ordering::Relaxed);
    }
}

/// Layout: score + bias in bits 0–21, bound 22–23 (never 0, so an empty slot never
/// matches), depth + 1 in 24–31, action fingerprint 32–47, generation 48–55.
fn pack(depth: i32, bound: Bound, score: Score, action: u16, generation: u8) -> u64 {
    let score = (score as i64 + SCORE_BIAS) as u64 & 0x3F_FFFF;
    let bound = match bound {
        Bound::Exact => 1u64,
        Bound::Lower => 2,
        Bound::Upper => 3,
    };
    score
        | bound << 22
        | ((depth.clamp(-1, 254) + 1) as u64) << 24
        | (action as u64) << 32
        | (generation as u64) << 48
}

fn unpack(data: u64, ply: usize) -> Hit {
    let score = (data & 0x3F_FFFF) as i64 - SCORE_BIAS;
    let bound = match (data >> 22) & 3 {
        1 => Bound::Exact,
        2 => Bound::Lower,
        _ => Bound::Upper,
    };
    Hit {
        depth: ((data >> 24) & 0xFF) as i32 - 1,
        bound,
        score: from_table(score as Score, ply, DECISIVE),
        action: ((data >> 32) & 0xFFFF) as u16,
    }
}

/// A 16-bit fingerprint of an action, never 0: enough to pick the table's move out of a
/// generated list (a clash only costs move ordering).
pub fn fingerprint(a: &Action) -> u16 {
    let raw: u64 = match *a {
        Action::Move { from, to, shock, follower } => {
            let (fa, fb) = follower.unwrap_or((0xFF, 0xFF));
            1 | (from as u64) << 8
                | (to as u64) << 16
                | (shock as u64) << 24
                | (fa as u64) << 32
                | (fb as u64) << 40
        }
        Action::Recruit { points, .. } => {
            2 | (points[0] as u64) << 8 | (points[1] as u64) << 16 | (points[2] as u64) << 24
        }
        Action::Exchange { general, to, soldiers, .. } => {
            3 | (general as u64) << 4
                | (to as u64) << 8
                | (soldiers[0] as u64) << 16
                | (soldiers[1] as u64) << 24
                | (soldiers[2] as u64) << 32
        }
        Action::Pass => 4,
        Action::Swap => 5,
    };
    let mut z = raw.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z ^= z >> 29;
    z = z.wrapping_mul(0xBF58_476D_1CE4_E5B9);
    ((z >> 48) as u16).max(1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_round_trip_with_win_distances() {
        let t = Table::with_bytes(1 << 16);
        t.store(42, 3, 7, Bound::Lower, WIN - 10, 999);
        let h = t.probe(42, 5).expect("stored");
        assert_eq!((h.depth, h.bound, h.action), (7, Bound::Lower, 999));
        // A win 7 plies below the storing node (10 − 3) is 7 below this one too.
        assert_eq!(h.score, WIN - 12);
        t.store(43, 0, -1, Bound::Upper, -1234, 0);
        let h = t.probe(43, 0).expect("stored");
        assert_eq!((h.depth, h.bound, h.score), (-1, Bound::Upper, -1234));
        assert!(t.probe(44, 0).is_none());
    }
}
