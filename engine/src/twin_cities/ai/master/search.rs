//! The master's tree search: principal variation search with a shared transposition table,
//! null-move pruning, late-move reductions and pruning, and a quiescence search that resolves
//! captures and City threats. One [`Worker`] per thread; the root and the iterations are in
//! `super`.

use std::sync::atomic::{AtomicBool, Ordering as AtomicOrdering};
use std::sync::Arc;
use std::time::Instant;

use crate::ai::{outcome_score, Bound, Score, SearchLimits, LOSS, WIN};
use crate::position::Position;

use super::super::super::action::Action;
use super::super::super::board::{bit, points};
use super::super::super::movegen::{attacks, captures, pattern, Masks};
use super::super::super::pieces::{kind_of, side_of, Kind};
use super::super::super::position::TwinCities;
use super::super::eval::{feature, features, Weights};
use super::ordering::{is_capture, Ordering, MAX_PLY};
use super::see;
use super::tt::{fingerprint, Table};

pub const INF: Score = WIN + 1;
/// Scores beyond this are wins or losses found by the search.
pub const DECISIVE: Score = WIN - 1000;
/// Quiescence plies in which a threatened City makes every action worth a look.
const EVASION_PLIES: u32 = 2;
/// The `prev` of a node reached by a null move (a pass), or searched to verify one: no null
/// move there.
const NO_NULL: Option<Action> = Some(Action::Pass);
/// Nodes between two looks at the clock and the cancellation flag.
const CHECK_EVERY: u64 = 1024;

/// One search thread's state; the table and the stop flag are shared.
pub struct Worker {
    pub weights: Weights,
    pub table: Arc<Table>,
    pub ordering: Ordering,
    pub nodes: u64,
    pub stopped: bool,
    /// Only the main worker watches the clock; it tells the helpers through `stop`.
    main: bool,
    stop: Arc<AtomicBool>,
    limits: SearchLimits,
    hard: Instant,
    /// Keys of the game's earlier positions, then of the search path.
    path: Vec<u64>,
    /// Where the path starts after the latest null move on it: a pass is no real move, so
    /// positions before it do not count for repetition (as Stockfish's plies from null).
    null_floor: usize,
    lists: Vec<Vec<(i32, Action)>>,
    scratch: Vec<Action>,
    reductions: Vec<[i32; 64]>,
    pub root_depth: i32,
}

impl Worker {
    pub fn new(weights: Weights, table: Arc<Table>, main: bool) -> Worker {
        let reductions = (0..64)
            .map(|d| {
                let mut row = [0; 64];
                for (m, r) in row.iter_mut().enumerate().skip(1) {
                    if d > 0 {
                        *r = (0.8 + (d as f64).ln() * (m as f64).ln() / 2.2) as i32;
                    }
                }
                row
            })
            .collect();
        Worker {
            weights,
            table,
            ordering: Ordering::new(),
            nodes: 0,
            stopped: false,
            main,
            stop: Arc::new(AtomicBool::new(false)),
            limits: SearchLimits::default(),
            hard: Instant::now(),
            path: Vec::new(),
            null_floor: 0,
            lists: (0..MAX_PLY + 1).map(|_| Vec::with_capacity(256)).collect(),
            scratch: Vec::with_capacity(256),
            reductions,
            root_depth: 0,
        }
    }

    /// Gets ready for a search from a position whose game history has `history` keys.
    pub fn prepare(&mut self, history: &[u64], limits: &SearchLimits, hard: Instant, stop: Arc<AtomicBool>) {
        self.nodes = 0;
        self.stopped = false;
        self.limits = limits.clone();
        self.hard = hard;
        self.stop = stop;
        self.path.clear();
        self.path.extend_from_slice(history);
        self.null_floor = 0;
        self.ordering.new_search();
    }

    fn count_node(&mut self) {
        self.nodes += 1;
        if self.nodes.is_multiple_of(CHECK_EVERY) {
            if self.main && (self.limits.cancelled() || Instant::now() >= self.hard) {
                self.stop.store(true, AtomicOrdering::Relaxed);
            }
            if self.stop.load(AtomicOrdering::Relaxed) {
                self.stopped = true;
            }
        }
    }

    /// A position met before on the game's or the search's path since the last capture,
    /// recruit or exchange and since the latest null move (T11's repetition, taken as a draw
    /// at its second occurrence).
    fn repeats(&self, pos: &TwinCities, key: u64) -> bool {
        let reach = pos.quiet_plies as usize / 2 + 1;
        self.path[self.null_floor..].iter().rev().skip(1).step_by(2).take(reach).any(|&k| k == key)
    }

    /// Searches a child of the node with key `key`.
    #[allow(clippy::too_many_arguments)] // the node's window and place, as in `pvs`
    pub fn child(
        &mut self,
        key: u64,
        child: &TwinCities,
        depth: i32,
        alpha: Score,
        beta: Score,
        ply: usize,
        a: Action,
    ) -> Score {
        self.path.push(key);
        let s = -self.pvs(child, depth, -beta, -alpha, ply + 1, Some(a));
        self.path.pop();
        s
    }

    /// The value of `pos` for the side to move, `ply` plies below the root; `prev` is the
    /// action that led here (a pass forbids another null move).
    pub fn pvs(
        &mut self,
        pos: &TwinCities,
        depth: i32,
        mut alpha: Score,
        mut beta: Score,
        ply: usize,
        prev: Option<Action>,
    ) -> Score {
        if let Some(o) = pos.quick_outcome() {
            return outcome_score(&o, pos.to_move, ply);
        }
        let key = pos.key();
        if self.repeats(pos, key) {
            return 0;
        }
        // A win found nearer the root is better than any this node can give.
        alpha = alpha.max(LOSS + ply as Score);
        beta = beta.min(WIN - ply as Score - 1);
        if alpha >= beta {
            return alpha;
        }
        if depth <= 0 || ply >= MAX_PLY - 1 {
            return self.quiesce(pos, alpha, beta, ply, 0);
        }
        self.count_node();
        if self.stopped {
            return 0;
        }
        let pv = beta - alpha > 1;
        let hit = self.table.probe(key, ply);
        if let Some(h) = hit {
            if !pv && h.depth >= depth && h.bound.cuts(h.score, alpha, beta) {
                return h.score;
            }
        }
        let f = features(pos);
        if f[feature::RIVAL_CITY_ATTACKED] != 0 {
            return WIN - ply as Score - 1;
        }
        let in_danger = f[feature::OWN_CITY_ATTACKED] != 0;
        let eval = self.weights.score(&f);
        if !pv && !in_danger && eval.abs() < DECISIVE {
            // Reverse futility: far above beta with little depth left.
            if depth <= 3 && eval - 160 * depth >= beta {
                return eval;
            }
            if prev != NO_NULL && depth >= 3 && eval >= beta && may_pass(pos) {
                if let Some(s) = self.null_move(pos, key, depth, beta, ply) {
                    return s;
                }
                if self.stopped {
                    return 0;
                }
            }
        }
        let node = Node { key, depth, ply, pv, in_danger, eval, prev, tt_move: hit.map_or(0, |h| h.action) };
        self.moves(pos, node, alpha, beta)
    }

    /// Null-move pruning: if passing still holds beta, a real move will too. Guarded: not when
    /// the City is threatened (`pvs` checks), not without generals (a bare City and Soldiers
    /// can be in zugzwang), and verified by a reduced search at high depth.
    fn null_move(
        &mut self,
        pos: &TwinCities,
        key: u64,
        depth: i32,
        beta: Score,
        ply: usize,
    ) -> Option<Score> {
        let r = 3 + depth / 4;
        let mut child = pos.clone();
        child.apply(&Action::Pass);
        self.path.push(key);
        let floor = std::mem::replace(&mut self.null_floor, self.path.len());
        let s = -self.pvs(&child, depth - 1 - r, -beta, -beta + 1, ply + 1, NO_NULL);
        self.null_floor = floor;
        self.path.pop();
        if self.stopped || s < beta {
            return None;
        }
        let s = if s >= DECISIVE { beta } else { s };
        if depth < 10 {
            return Some(s);
        }
        let verified = self.pvs(pos, depth - 1 - r, beta - 1, beta, ply, NO_NULL);
        (verified >= beta).then_some(s)
    }

    /// The move loop of a node.
    fn moves(&mut self, pos: &TwinCities, n: Node, mut alpha: Score, beta: Score) -> Score {
        let mut list = std::mem::take(&mut self.lists[n.ply]);
        pos.legal_actions(&mut self.scratch);
        if self.scratch.is_empty() {
            self.lists[n.ply] = list;
            return LOSS + n.ply as Score; // T11: no legal action loses
        }
        list.clear();
        list.extend(self.scratch.iter().map(|&a| (0, a)));
        self.ordering.score_all(pos, &mut list, n.tt_move, n.ply, n.prev);
        let side = pos.to_move.index();
        let alpha0 = alpha;
        let extension = (n.in_danger && n.ply < 2 * self.root_depth as usize) as i32;
        let mut best = -INF;
        let mut best_action: Option<Action> = None;
        let mut tried: Vec<Action> = Vec::new();
        let mut searched = 0;
        let mut masks: Option<Masks> = None;
        for &(_, a) in list.iter() {
            let mut child = pos.clone();
            child.apply(&a);
            // Quiet: no capture, no growth, and no threat to the rival City (a threat is
            // searched like a capture: the reply may be forced, or there may be none).
            let quiet = is_quiet(pos, &a) && !see::threatens_city(&child, pos.to_move);
            if prunes_quiet(n, quiet, searched, best, alpha) {
                continue;
            }
            if !n.pv && n.depth <= 3 && searched > 0 && best > -DECISIVE && risky(&a) {
                let m = masks.get_or_insert_with(|| Masks::new(pos));
                if see::action(pos, m, &a, &child) < -60 * n.depth {
                    continue; // the placed piece is lost for nothing
                }
            }
            let new_depth = n.depth - 1 + extension;
            let s = if searched == 0 {
                self.child(n.key, &child, new_depth, alpha, beta, n.ply, a)
            } else {
                let reduce = n.depth >= 3 && searched >= 2 + n.pv as i32 && quiet && !n.in_danger;
                let r = if reduce {
                    self.reduction(n, searched, side, &a).clamp(0, (new_depth - 1).max(0))
                } else {
                    0
                };
                self.late_child(n, &child, a, new_depth, r, (alpha, beta))
            };
            if self.stopped {
                self.lists[n.ply] = list;
                return 0;
            }
            searched += 1;
            if s > best {
                best = s;
                if s > alpha {
                    alpha = s;
                    best_action = Some(a);
                    if s >= beta {
                        if quiet {
                            self.ordering.reward(side, n.ply, n.depth, &a, &tried, n.prev);
                        }
                        break;
                    }
                }
            }
            if quiet && tried.len() < 64 {
                tried.push(a);
            }
        }
        self.lists[n.ply] = list;
        let bound = Bound::of(best, alpha0, beta);
        let fp = best_action.map_or(n.tt_move, |a| fingerprint(&a));
        self.table.store(n.key, n.ply, n.depth, bound, best, fp);
        best
    }

    /// A move after the first: a null-window search (`r` plies shallower), searched again at
    /// full depth, then with the full window, while it beats alpha.
    fn late_child(
        &mut self,
        n: Node,
        child: &TwinCities,
        a: Action,
        depth: i32,
        r: i32,
        (alpha, beta): (Score, Score),
    ) -> Score {
        let mut s = self.child(n.key, child, depth - r, alpha, alpha + 1, n.ply, a);
        if s > alpha && r > 0 {
            s = self.child(n.key, child, depth, alpha, alpha + 1, n.ply, a);
        }
        if s > alpha && s < beta {
            s = self.child(n.key, child, depth, alpha, beta, n.ply, a);
        }
        s
    }

    /// Late-move reduction: more for later and less promising moves.
    fn reduction(&self, n: Node, searched: i32, side: usize, a: &Action) -> i32 {
        let mut r = self.reductions[n.depth.min(63) as usize][searched.min(63) as usize];
        r -= n.pv as i32;
        r -= self.ordering.is_killer(n.ply, a) as i32;
        r -= self.ordering.history(side, a) / 5000;
        r
    }

    /// Captures (and, at its first ply, moves that threaten the rival City) until the
    /// position is quiet; every action while the own City is threatened, for the first
    /// [`EVASION_PLIES`] plies.
    pub fn quiesce(
        &mut self,
        pos: &TwinCities,
        mut alpha: Score,
        beta: Score,
        ply: usize,
        qply: u32,
    ) -> Score {
        self.count_node();
        if self.stopped {
            return 0;
        }
        if let Some(o) = pos.quick_outcome() {
            return outcome_score(&o, pos.to_move, ply);
        }
        let f = features(pos);
        if f[feature::RIVAL_CITY_ATTACKED] != 0 {
            return WIN - ply as Score - 1;
        }
        let stand = self.weights.score(&f);
        if ply >= MAX_PLY - 1 {
            return stand;
        }
        let evasions = f[feature::OWN_CITY_ATTACKED] != 0 && qply < EVASION_PLIES;
        let mut best = if evasions { -INF } else { stand };
        if !evasions {
            if stand >= beta {
                return stand;
            }
            alpha = alpha.max(stand);
        }
        let mut list = std::mem::take(&mut self.lists[ply]);
        self.quiet_list(pos, evasions, ply, qply, &mut list);
        if evasions && list.is_empty() {
            self.lists[ply] = list;
            return LOSS + ply as Score;
        }
        for &(_, a) in list.iter() {
            let mut child = pos.clone();
            child.apply(&a);
            let s = -self.quiesce(&child, -beta, -alpha, ply + 1, qply + 1);
            if self.stopped {
                break;
            }
            if s > best {
                best = s;
                alpha = alpha.max(s);
                if s >= beta {
                    break;
                }
            }
        }
        self.lists[ply] = list;
        if self.stopped {
            0
        } else {
            best
        }
    }

    /// The actions quiescence looks at, best first.
    fn quiet_list(
        &mut self,
        pos: &TwinCities,
        evasions: bool,
        ply: usize,
        qply: u32,
        list: &mut Vec<(i32, Action)>,
    ) {
        list.clear();
        if evasions {
            pos.legal_actions(&mut self.scratch);
            list.extend(self.scratch.iter().map(|&a| (0, a)));
            self.ordering.score_all(pos, list, 0, ply, None);
            return;
        }
        let m = Masks::new(pos);
        captures(pos, &m, &mut self.scratch);
        for &a in &self.scratch {
            let Action::Move { from, to, .. } = a else { continue };
            let value = see::board_move(pos, &m, from, to);
            if value >= 0 {
                list.push((value, a));
            }
        }
        if qply == 0 {
            city_threats(pos, &m, list);
        }
        list.sort_unstable_by_key(|&(s, _)| -s);
    }
}

/// What a node's move loop needs to know.
#[derive(Clone, Copy)]
struct Node {
    key: u64,
    depth: i32,
    ply: usize,
    pv: bool,
    in_danger: bool,
    eval: Score,
    prev: Option<Action>,
    tt_move: u16,
}

/// Late-move pruning and futility: a quiet move (not the first, outside the PV, the City safe)
/// far down the list near the leaves, or one that cannot lift the evaluation to alpha, is skipped.
fn prunes_quiet(n: Node, quiet: bool, searched: i32, best: Score, alpha: Score) -> bool {
    let late_quiet = !n.pv && !n.in_danger && quiet && best > -DECISIVE && searched > 0;
    late_quiet
        && ((n.depth <= 4 && searched >= 6 + 4 * n.depth * n.depth)
            || (n.depth <= 2 && n.eval + 220 * n.depth <= alpha))
}

/// A quiet action: no capture, no growth (recruits and exchanges change the material).
fn is_quiet(pos: &TwinCities, a: &Action) -> bool {
    matches!(a, Action::Move { .. }) && !is_capture(pos, a)
}

/// Actions that put a piece on a point it may be taken on for nothing: exchanges and pushes.
fn risky(a: &Action) -> bool {
    matches!(a, Action::Exchange { .. } | Action::Move { shock: true, .. })
}

/// Whether passing is safe to try: the side has generals on the board, so it is not short
/// of useful moves (T5's Soldiers and a bare City can run out of good ones).
fn may_pass(pos: &TwinCities) -> bool {
    let me = Some(pos.to_move);
    pos.board.iter().any(|&c| c != 0 && side_of(c) == me && !matches!(kind_of(c), Kind::Soldier | Kind::City))
}

/// Plain board moves of a general or Soldier that attack the rival City from their new point
/// (the City threats quiescence looks at, like checks in chess). The Shield is left out, its
/// drops reaching nearly every point, and the Engine, which takes nothing.
fn city_threats(pos: &TwinCities, m: &Masks, list: &mut Vec<(i32, Action)>) {
    let Some(rc) = pos.city(pos.to_move.other()) else { return };
    for from in points(m.own) {
        let kind = kind_of(pos.board[from as usize]);
        if matches!(kind, Kind::City | Kind::Shield | Kind::Engine) {
            continue;
        }
        let lifted = m.occ & !bit(from);
        for to in points(pattern(kind, from, lifted, 0).moves) {
            if attacks(kind, to, lifted, bit(rc)) != 0 && see::board_move(pos, m, from, to) >= 0 {
                list.push((-1, Action::step(from, to)));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::position::Position;

    #[test]
    fn t11_a_position_before_a_null_move_does_not_count_as_repeated() {
        let pos = TwinCities::start();
        let key = pos.key();
        let mut w = Worker::new(Weights::TUNED, Arc::new(Table::with_bytes(1 << 20)), true);
        // The same position two plies up the path, then the parent.
        w.path = vec![key, key ^ 1];
        assert!(w.repeats(&pos, key), "met two plies ago: a repetition");
        // The parent was reached by a null move: what came before the pass is not this line.
        w.null_floor = 1;
        assert!(!w.repeats(&pos, key));
    }
}
