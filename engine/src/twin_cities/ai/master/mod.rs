//! The master level (大师): a game-tree search that turns its whole time budget into strength.
//!
//! - iterative deepening under [`time::TimeManager`], with aspiration windows at the root;
//! - principal variation search, null-move pruning, late-move reductions and pruning, and a
//!   quiescence search that sees City threats ([`search`]);
//! - a lock-free transposition table sized for the budget ([`tt`]), shared by the threads of
//!   an optional Lazy SMP search ([`crate::ai::set_search_threads`]);
//! - killer, history and counter-move ordering ([`ordering`]), static exchange evaluation for
//!   captures, exchanges and drops with pushes ([`see`]);
//! - the tuned evaluation ([`super::eval::Weights::TUNED`]).

mod ordering;
mod search;
mod see;
mod time;
mod tt;

use std::sync::atomic::{AtomicBool, Ordering as AtomicOrdering};
use std::sync::Arc;
use std::time::Duration;

use crate::ai::{Score, SearchLimits, WIN};
use crate::game::Game;
use crate::position::Position;

use super::super::action::Action;
use super::super::position::TwinCities;
use super::eval::Weights;
use search::{Worker, DECISIVE, INF};
use time::TimeManager;
use tt::{fingerprint, Table};

const MAX_DEPTH: i32 = 64;
/// Table entries per millisecond of budget (a bit under the nodes searched per ms), and the
/// table's bounds in bytes.
const ENTRIES_PER_MS: usize = 500;
const MIN_TABLE: usize = 1 << 20;
const MAX_TABLE: usize = 32 << 20;

/// What the last search did, for benchmarks and the tuner.
#[derive(Clone, Copy, Debug, Default)]
pub struct SearchInfo {
    pub depth: i32,
    pub nodes: u64,
    pub score: Score,
    pub elapsed: Duration,
}

/// The master searcher, kept for a whole game so its table and history carry over.
pub struct Master {
    weights: Weights,
    /// The budget used when the limits give no deadline.
    fallback: Duration,
    table: Arc<Table>,
    workers: Vec<Worker>,
    /// The deepest iteration (the time budget usually ends the search first).
    max_depth: i32,
    pub info: SearchInfo,
}

impl Master {
    pub fn new(weights: Weights, fallback: Duration) -> Master {
        let table = Arc::new(Table::with_bytes(MIN_TABLE));
        let workers = vec![Worker::new(weights, table.clone(), true)];
        Master { weights, fallback, table, workers, max_depth: MAX_DEPTH, info: SearchInfo::default() }
    }

    /// A master that stops after `depth` iterations: reproducible, for self-play and tests.
    pub fn with_max_depth(mut self, depth: i32) -> Master {
        self.max_depth = depth.clamp(1, MAX_DEPTH);
        self
    }

    /// The best action of the game's position and its score, within the limits; `None` when the
    /// game is over or the search was cancelled (even after an iteration had an answer).
    pub fn search(&mut self, game: &Game<TwinCities>, limits: &SearchLimits) -> Option<(Action, Score)> {
        let positions = game.positions();
        let history: Vec<u64> = positions[..positions.len() - 1].iter().map(|p| p.key()).collect();
        self.search_position(game.position(), &history, limits)
    }

    /// As [`Master::search`], for `root` after the positions whose keys are `history` (for
    /// repetition, T11). Easy moves take no thought: the only one (its score 0, not looked
    /// for), or taking the rival City (T11).
    pub fn search_position(
        &mut self,
        root: &TwinCities,
        history: &[u64],
        limits: &SearchLimits,
    ) -> Option<(Action, Score)> {
        let legal = root_actions(root, limits)?;
        if let Some(win) = taking_the_rival_city(root, &legal) {
            return Some((win, WIN - 1));
        }
        if legal.len() == 1 {
            return Some((legal[0], 0));
        }
        self.think(root, legal, history, limits).map(|(a, s, _)| (a, s))
    }

    /// The score of `root` for the side to move, as a review needs it: searched even when only
    /// one action is legal; `None` when the game is over, the search was cancelled or not even
    /// its first iteration finished.
    pub fn score_position(
        &mut self,
        root: &TwinCities,
        history: &[u64],
        limits: &SearchLimits,
    ) -> Option<Score> {
        let legal = root_actions(root, limits)?;
        if taking_the_rival_city(root, &legal).is_some() {
            return Some(WIN - 1);
        }
        self.think(root, legal, history, limits).and_then(|(_, score, depth)| (depth > 0).then_some(score))
    }

    /// The search proper: the best action, its score and the last finished depth.
    fn think(
        &mut self,
        root: &TwinCities,
        legal: Vec<Action>,
        history: &[u64],
        limits: &SearchLimits,
    ) -> Option<(Action, Score, i32)> {
        let mut time = TimeManager::new(limits, self.fallback);
        self.size_table(time.budget());
        self.table.new_search();
        let threads = crate::ai::search_threads().max(1);
        while self.workers.len() < threads {
            self.workers.push(Worker::new(self.weights, self.table.clone(), false));
        }
        let stop = Arc::new(AtomicBool::new(false));
        for w in &mut self.workers[..threads] {
            w.prepare(history, limits, time.hard, stop.clone());
        }
        let (main, helpers) = self.workers[..threads].split_first_mut().expect("one worker at least");
        let depths = |start: i32| start..=self.max_depth;
        let best = std::thread::scope(|s| {
            for (i, h) in helpers.iter_mut().enumerate() {
                let legal = legal.clone();
                // Half the helpers start one iteration deeper, so the threads spread out.
                s.spawn(move || iterate(h, root, legal, None, depths(1 + (i as i32 + 1) % 2)));
            }
            let best = iterate(main, root, legal.clone(), Some(&mut time), depths(1));
            stop.store(true, AtomicOrdering::Relaxed);
            best
        });
        self.info = SearchInfo {
            depth: best.map_or(0, |b| b.2),
            nodes: self.workers[..threads].iter().map(|w| w.nodes).sum(),
            score: best.map_or(0, |b| b.1),
            elapsed: time.elapsed(),
        };
        if limits.cancelled() {
            return None;
        }
        best
    }

    /// A table of about one entry per node the budget allows, within bounds.
    fn size_table(&mut self, budget: Duration) {
        let bytes =
            (budget.as_millis() as usize * ENTRIES_PER_MS * tt::ENTRY_BYTES).clamp(MIN_TABLE, MAX_TABLE);
        if self.table.bytes() != effective_bytes(bytes) {
            self.table = Arc::new(Table::with_bytes(bytes));
            for w in &mut self.workers {
                w.table = self.table.clone();
            }
        }
    }
}

/// The legal actions of `root`; `None` when there are none or the search is cancelled.
fn root_actions(root: &TwinCities, limits: &SearchLimits) -> Option<Vec<Action>> {
    let mut legal = Vec::new();
    root.legal_actions(&mut legal);
    (!legal.is_empty() && !limits.cancelled()).then_some(legal)
}

/// The action that takes the rival City, which wins at once (T11).
fn taking_the_rival_city(root: &TwinCities, legal: &[Action]) -> Option<Action> {
    let rival_city = root.city(root.to_move.other());
    legal
        .iter()
        .copied()
        .find(|a| matches!(a, Action::Move { to, shock: false, .. } if Some(*to) == rival_city))
}

/// The size a table asked for `bytes` really has.
fn effective_bytes(bytes: usize) -> usize {
    let entries = (bytes / tt::ENTRY_BYTES).max(1024);
    (1usize << (usize::BITS - 1 - entries.leading_zeros())) * tt::ENTRY_BYTES
}

/// Iterative deepening over `depths`; the main worker (with `time`) decides when to stop.
/// Returns the best action, its score and the last finished depth; when not even the first
/// iteration finished, the root's best-ordered action (a capture that does not lose material
/// before an exchange, a recruit or a quiet move), its score 0 and depth 0.
fn iterate(
    w: &mut Worker,
    root: &TwinCities,
    legal: Vec<Action>,
    mut time: Option<&mut TimeManager>,
    depths: std::ops::RangeInclusive<i32>,
) -> Option<(Action, Score, i32)> {
    let mut moves: Vec<(i32, Action)> = legal.into_iter().map(|a| (0, a)).collect();
    w.ordering.score_all(root, &mut moves, 0, 0, None);
    let mut best: Option<(Action, Score, i32)> = None;
    let mut previous: Option<Score> = None;
    for depth in depths {
        w.root_depth = depth;
        let (score, action) = aspirate(w, root, &mut moves, depth, previous);
        if w.stopped {
            // A move that beat the previous best in the unfinished iteration is still news.
            if let (Some(a), Some(b)) = (action, best) {
                if a != b.0 {
                    best = Some((a, score, b.2));
                }
            }
            break;
        }
        let Some(a) = action.or(best.map(|b| b.0)) else { break };
        best = Some((a, score, depth));
        let drop = previous.map_or(0, |p| p - score);
        previous = Some(score);
        if let Some(t) = time.as_deref_mut() {
            t.iteration_done(fingerprint(&a));
            if score.abs() >= DECISIVE || !t.should_continue(drop) {
                break;
            }
        }
    }
    // The root is searched in generation order (best first once found); its ordering scores
    // still name the likeliest action.
    best.or_else(|| moves.iter().max_by_key(|m| m.0).map(|m| (m.1, 0, 0)))
}

/// The root searched with a window around the previous score, widened until the score falls
/// inside it.
fn aspirate(
    w: &mut Worker,
    root: &TwinCities,
    moves: &mut [(i32, Action)],
    depth: i32,
    previous: Option<Score>,
) -> (Score, Option<Action>) {
    let mut delta = 30;
    let (mut alpha, mut beta) = match previous {
        Some(p) if depth >= 4 && p.abs() < DECISIVE => (p - delta, p + delta),
        _ => (-INF, INF),
    };
    let mut raised = None;
    loop {
        let (score, action) = root_search(w, root, moves, depth, alpha, beta);
        raised = action.or(raised);
        if w.stopped {
            return (score, raised);
        }
        if score <= alpha {
            beta = (alpha + beta) / 2;
            alpha = (score - delta).max(-INF);
        } else if score >= beta {
            beta = (score + delta).min(INF);
        } else {
            return (score, action.or(raised));
        }
        delta += delta;
        if delta > 800 {
            (alpha, beta) = (-INF, INF);
        }
    }
}

/// One pass over the root actions with principal variation search; the best goes first for
/// the next pass. Returns the score and the action that raised alpha, if any.
fn root_search(
    w: &mut Worker,
    root: &TwinCities,
    moves: &mut [(i32, Action)],
    depth: i32,
    mut alpha: Score,
    beta: Score,
) -> (Score, Option<Action>) {
    let key = root.key();
    let mut best = -INF;
    let mut best_action = None;
    for (i, &(_, a)) in moves.iter().enumerate() {
        let mut child = root.clone();
        child.apply(&a);
        let mut s = if i == 0 {
            w.child(key, &child, depth - 1, alpha, beta, 0, a)
        } else {
            w.child(key, &child, depth - 1, alpha, alpha + 1, 0, a)
        };
        if i > 0 && s > alpha && s < beta && !w.stopped {
            s = w.child(key, &child, depth - 1, alpha, beta, 0, a);
        }
        if w.stopped {
            break;
        }
        if s > best {
            best = s;
            if s > alpha {
                alpha = s;
                best_action = Some(a);
                if s >= beta {
                    break;
                }
            }
        }
    }
    if let Some(a) = best_action {
        // The new best first, the others in their previous order.
        if let Some(i) = moves.iter().position(|m| m.1 == a) {
            moves[..=i].rotate_right(1);
        }
    }
    (best, best_action)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;

    #[test]
    fn without_a_finished_iteration_the_root_plays_its_best_ordered_action() {
        let mut pos = TwinCities::start();
        let mut rng = Rng::new(3);
        let mut legal = Vec::new();
        let mut differed = 0;
        for _ in 0..60 {
            pos.legal_actions(&mut legal);
            if legal.is_empty() || pos.outcome().is_some() {
                break;
            }
            let mut worker = Worker::new(Weights::TUNED, Arc::new(Table::with_bytes(MIN_TABLE)), true);
            #[allow(clippy::reversed_empty_ranges)] // no iteration: as if stopped before depth 1
            let (a, score, depth) = iterate(&mut worker, &pos, legal.clone(), None, 1..=0).unwrap();
            let mut scored: Vec<(i32, Action)> = legal.iter().map(|&a| (0, a)).collect();
            worker.ordering.score_all(&pos, &mut scored, 0, 0, None);
            let top = scored.iter().map(|m| m.0).max().unwrap();
            assert!(scored.contains(&(top, a)), "{a} is best-ordered in {pos}");
            assert_eq!((score, depth), (0, 0));
            differed += (a != legal[0]) as u32;
            let next = *rng.pick(&legal).unwrap();
            pos.apply(&next);
        }
        assert!(differed > 0, "some root's best-ordered action was not the first generated");
    }
}
