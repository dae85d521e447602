//! The search of the levels up to `hard`: iterative-deepening alpha-beta (negamax) with a
//! transposition table, move ordering (table move, captures by value, growth, killers), a
//! capture-only quiescence search and repetition awareness, bounded by depth and nodes.

use crate::ai::{outcome_score, Score, SearchLimits, LOSS, WIN};
use crate::position::Position;
use crate::rng::Rng;

use super::super::action::Action;
use super::super::movegen::{captures, Masks};
use super::super::pieces::{kind_of, Kind, EMPTY};
use super::super::position::TwinCities;
use super::eval::{board_value, Weights};

const INF: Score = WIN + 1;
const DECISIVE: Score = WIN - 1000;
const MAX_PLY: usize = 64;
const QUIESCENCE_PLIES: u32 = 6;

#[derive(Clone, Copy)]
struct Entry {
    key: u64,
    depth: i8,
    bound: u8,
    score: Score,
    best: Option<Action>,
}

const EXACT: u8 = 0;
const LOWER: u8 = 1;
const UPPER: u8 = 2;

/// How far and how long a level searches.
#[derive(Clone, Copy, Debug)]
pub struct SearchConfig {
    pub max_depth: u32,
    /// Stop after this many nodes (the time budget is only a cap).
    pub node_limit: u64,
    pub quiescence: bool,
    /// Random amount in `0..=noise` added to each root action's score.
    pub noise: Score,
}

/// The searcher of the levels up to `hard`.
pub struct Searcher {
    pub config: SearchConfig,
    pub weights: Weights,
    rng: Rng,
    table: Vec<Entry>,
    nodes: u64,
    stopped: bool,
    killers: [[Option<Action>; 2]; MAX_PLY],
    /// Keys of the game's earlier positions and of the current search path.
    path: Vec<u64>,
    buffers: Vec<Vec<(i32, Action)>>,
    scratch: Vec<Action>,
    limits: SearchLimits,
}

impl Searcher {
    pub fn new(config: SearchConfig, seed: u64) -> Searcher {
        let size = 1 << 18;
        Searcher {
            config,
            weights: Weights::LEGACY,
            rng: Rng::new(seed),
            table: vec![Entry { key: 0, depth: -1, bound: EXACT, score: 0, best: None }; size],
            nodes: 0,
            stopped: false,
            killers: [[None; 2]; MAX_PLY],
            path: Vec::new(),
            buffers: (0..MAX_PLY + QUIESCENCE_PLIES as usize + 2).map(|_| Vec::new()).collect(),
            scratch: Vec::new(),
            limits: SearchLimits::default(),
        }
    }

    /// Nodes visited by the last search.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// The best action at `root` and its score; `history` holds the keys of the game's earlier
    /// positions (for repetition). `None` when there is no legal action or the search was
    /// cancelled before any answer.
    pub fn search(
        &mut self,
        root: &TwinCities,
        history: &[u64],
        limits: &SearchLimits,
    ) -> Option<(Action, Score)> {
        self.nodes = 0;
        self.stopped = false;
        self.limits = limits.clone();
        self.killers = [[None; 2]; MAX_PLY];
        self.path.clear();
        self.path.extend_from_slice(history);
        let mut actions = Vec::new();
        root.legal_actions(&mut actions);
        if actions.is_empty() {
            return None;
        }
        let noise: Vec<Score> = actions
            .iter()
            .map(|_| {
                if self.config.noise > 0 {
                    self.rng.below(self.config.noise as usize + 1) as Score
                } else {
                    0
                }
            })
            .collect();
        let mut order: Vec<usize> = (0..actions.len()).collect();
        order.sort_by_key(|&i| -order_score(root, &actions[i], None, &[None; 2]));
        let mut best: Option<(usize, Score)> = None;
        self.path.push(root.key());
        for depth in 1..=self.config.max_depth {
            let mut alpha = -INF;
            let mut this_best: Option<(usize, Score)> = None;
            for &i in &order {
                let mut child = root.clone();
                child.apply(&actions[i]);
                let s = -self.negamax(&child, depth as i32 - 1, -INF, -(alpha - self.config.noise), 1);
                if self.stopped {
                    break;
                }
                let s = if s.abs() < DECISIVE { s + noise[i] } else { s };
                if this_best.is_none_or(|(_, b)| s > b) {
                    this_best = Some((i, s));
                    alpha = alpha.max(s);
                }
            }
            if self.stopped {
                if let (Some((i, s)), Some((_, b))) = (this_best, best) {
                    if s > b {
                        best = Some((i, s));
                    }
                }
                if best.is_none() {
                    best = this_best;
                }
                break;
            }
            best = this_best;
            if let Some((i, s)) = best {
                order.retain(|&j| j != i);
                order.insert(0, i);
                if s.abs() >= DECISIVE {
                    break;
                }
            }
            if self.out_of_budget(limits) {
                break;
            }
        }
        if best.is_none() && !limits.cancelled() {
            best = Some((order[0], 0));
        }
        best.map(|(i, s)| (actions[i], s))
    }

    fn out_of_budget(&self, limits: &SearchLimits) -> bool {
        self.nodes >= self.config.node_limit || limits.should_stop()
    }

    fn check_stop(&mut self) {
        if self.nodes.is_multiple_of(1024)
            && (self.nodes >= self.config.node_limit || self.limits.should_stop())
        {
            self.stopped = true;
        }
    }

    fn negamax(&mut self, pos: &TwinCities, depth: i32, mut alpha: Score, beta: Score, ply: usize) -> Score {
        self.nodes += 1;
        self.check_stop();
        if self.stopped {
            return 0;
        }
        if let Some(o) = pos.quick_outcome() {
            return outcome_score(&o, pos.to_move, ply);
        }
        let key = pos.key();
        if self.path.iter().rev().skip(1).step_by(2).take(pos.quiet_plies as usize / 2 + 1).any(|&k| k == key)
        {
            return 0;
        }
        if depth <= 0 || ply >= MAX_PLY {
            return if self.config.quiescence {
                self.quiesce(pos, alpha, beta, ply, QUIESCENCE_PLIES)
            } else {
                self.weights.evaluate(pos)
            };
        }
        let slot = (key as usize) & (self.table.len() - 1);
        let (settled, tt_best) = self.probe(slot, key, depth, alpha, beta);
        if let Some(score) = settled {
            return score;
        }
        let mut list = std::mem::take(&mut self.buffers[ply]);
        list.clear();
        pos.legal_actions(&mut self.scratch);
        if self.scratch.is_empty() {
            self.buffers[ply] = list;
            return LOSS + ply as Score;
        }
        let killers = self.killers[ply];
        list.extend(self.scratch.iter().map(|&a| (order_score(pos, &a, tt_best, &killers), a)));
        list.sort_unstable_by_key(|&(s, _)| -s);
        self.path.push(key);
        let alpha0 = alpha;
        let mut best = -INF;
        let mut best_action = None;
        for &(_, a) in &list {
            let mut child = pos.clone();
            child.apply(&a);
            let s = -self.negamax(&child, depth - 1, -beta, -alpha, ply + 1);
            if self.stopped {
                break;
            }
            if s > best {
                best = s;
                best_action = Some(a);
            }
            alpha = alpha.max(s);
            if alpha >= beta {
                if !is_capture(pos, &a) {
                    self.remember_killer(ply, a);
                }
                break;
            }
        }
        self.path.pop();
        self.buffers[ply] = list;
        if self.stopped {
            return 0;
        }
        let bound = if best <= alpha0 {
            UPPER
        } else if best >= beta {
            LOWER
        } else {
            EXACT
        };
        if best.abs() < DECISIVE {
            self.table[slot] = Entry { key, depth: depth as i8, bound, score: best, best: best_action };
        }
        best
    }

    /// What the table knows of this position: its score when that settles the search here,
    /// and the best action found before (tried first).
    fn probe(
        &self,
        slot: usize,
        key: u64,
        depth: i32,
        alpha: Score,
        beta: Score,
    ) -> (Option<Score>, Option<Action>) {
        let e = self.table[slot];
        if e.key != key {
            return (None, None);
        }
        let settles = e.depth as i32 >= depth
            && match e.bound {
                EXACT => true,
                LOWER => e.score >= beta,
                UPPER => e.score <= alpha,
                _ => false,
            };
        (settles.then_some(e.score), e.best)
    }

    /// A quiet action that caused a cutoff: tried early at this ply elsewhere in the tree.
    fn remember_killer(&mut self, ply: usize, a: Action) {
        let k = &mut self.killers[ply];
        if k[0] != Some(a) {
            k[1] = k[0];
            k[0] = Some(a);
        }
    }

    fn quiesce(&mut self, pos: &TwinCities, mut alpha: Score, beta: Score, ply: usize, left: u32) -> Score {
        self.nodes += 1;
        self.check_stop();
        if self.stopped {
            return 0;
        }
        if let Some(o) = pos.quick_outcome() {
            return outcome_score(&o, pos.to_move, ply);
        }
        let stand = self.weights.evaluate(pos);
        if stand >= beta || left == 0 {
            return stand;
        }
        alpha = alpha.max(stand);
        let m = Masks::new(pos);
        let slot = ply.min(self.buffers.len() - 1);
        let mut list = std::mem::take(&mut self.buffers[slot]);
        captures(pos, &m, &mut self.scratch);
        list.clear();
        list.extend(self.scratch.iter().map(|&a| (order_score(pos, &a, None, &[None; 2]), a)));
        list.sort_unstable_by_key(|&(s, _)| -s);
        let mut best = stand;
        for &(_, a) in &list {
            let mut child = pos.clone();
            child.apply(&a);
            let s = -self.quiesce(&child, -beta, -alpha, ply + 1, left - 1);
            if self.stopped {
                break;
            }
            best = best.max(s);
            alpha = alpha.max(s);
            if alpha >= beta {
                break;
            }
        }
        self.buffers[slot] = list;
        best
    }
}

fn is_capture(pos: &TwinCities, a: &Action) -> bool {
    matches!(*a, Action::Move { to, shock: false, .. } if pos.board[to as usize] != EMPTY)
}

/// Move ordering: the table's move, City captures, other captures by value (most valuable
/// victim, least valuable attacker), exchanges, recruits, killers, then the rest.
fn order_score(pos: &TwinCities, a: &Action, tt: Option<Action>, killers: &[Option<Action>; 2]) -> i32 {
    if tt == Some(*a) {
        return 1 << 30;
    }
    match *a {
        Action::Move { from, to, shock, follower } => {
            let victim = pos.board[to as usize];
            if !shock && victim != EMPTY {
                let vk = kind_of(victim);
                if vk == Kind::City {
                    return 1 << 29;
                }
                let attacker = kind_of(pos.board[from as usize]);
                return 1_000_000 + board_value(vk) * 16 - board_value(attacker) / 8
                    + follower.is_some() as i32;
            }
            if killers.contains(&Some(*a)) {
                return 400_000;
            }
            follower.is_some() as i32
        }
        Action::Exchange { general, .. } => 800_000 + board_value(general),
        Action::Recruit { len, .. } => 600_000 + len as i32,
        Action::Swap | Action::Pass => -1,
    }
}
