//! The master level (大师): a search over whole turns. A turn is many atomic actions (G14), too
//! many to search one by one, so each node of this tree is a turn boundary and its branches
//! are whole-turn plans: for each general and mode, the greedy planner of the lower levels
//! under several weight profiles and with growing noise, deduplicated by the position they
//! reach. The enemy's replies are searched the same way (negamax with alpha-beta over the
//! plans, best first), and the search deepens, turn by turn, while the budget lasts.

use std::collections::HashSet;
use std::time::{Duration, Instant};

use crate::ai::SearchLimits;
use crate::position::Position;
use crate::rng::Rng;

use super::super::action::Action;
use super::super::position::Generals;
use super::eval::{
    after_reply_score, evaluate, outcome_value, Weights, AFTER_REPLY, HARD, NORMAL, WIN_SCORE,
};
use super::search::complete_turn;

/// Bolder and more careful variants of the hard planner's weights: different plans, not
/// noise on one.
const AGGRESSIVE: Weights = Weights { potential: 1.2, threat: 0.2, closeness: 0.08 };
const CAREFUL: Weights = Weights { potential: 0.6, threat: 1.0, closeness: 0.02 };
const PROFILES: [Weights; 4] = [HARD, AGGRESSIVE, CAREFUL, NORMAL];
/// Noise added per extra variant beyond the profiles.
const NOISE_STEP: f64 = 0.4;
/// Plans per node for each search depth (turns): wide and shallow first, then deeper and
/// narrower; the last width repeats.
const WIDTHS: [usize; 5] = [24, 16, 12, 10, 8];
const MAX_DEPTH: u32 = 12;
const ROOT_WIDTH: usize = 24;
/// The master starts no deeper search past this share of its budget (the next would rarely
/// end in time).
const START_LIMIT: f64 = 0.35;
const MAXIMUM: f64 = 0.92;

/// A whole-turn plan and the position it reaches.
#[derive(Clone)]
struct Plan {
    actions: Vec<Action>,
    end: Generals,
    /// The planner's own judgement of the end position, for ordering.
    guess: f64,
}

/// The search's state for one turn.
struct TurnSearch<'a> {
    rng: &'a mut Rng,
    limits: &'a SearchLimits,
    hard: Instant,
    stopped: bool,
    /// Plans generated, for the benchmark's rate.
    plans: u64,
}

/// What the last master search did.
#[derive(Clone, Copy, Debug, Default)]
pub struct MasterInfo {
    pub depth: u32,
    pub plans: u64,
    pub elapsed: Duration,
}

/// The master's plan for the rest of the turn from `pos` (a turn boundary or a turn in
/// progress); `None` when cancelled. `fallback` is the budget when the limits set none.
pub fn plan_master(
    pos: &Generals,
    rng: &mut Rng,
    limits: &SearchLimits,
    fallback: Duration,
    info: &mut MasterInfo,
) -> Option<Vec<Action>> {
    let start = Instant::now();
    let deadline = limits.deadline.unwrap_or(start + fallback);
    let budget = deadline.saturating_duration_since(start);
    let mut s = TurnSearch { rng, limits, hard: start + budget.mul_f64(MAXIMUM), stopped: false, plans: 0 };
    let mut root = s.plans_from(pos, ROOT_WIDTH);
    let mut best = root.first().map(|p| p.actions.clone());
    *info = MasterInfo::default();
    for depth in 1..=MAX_DEPTH {
        let width = WIDTHS[(depth as usize - 1).min(WIDTHS.len() - 1)];
        if start.elapsed() > budget.mul_f64(START_LIMIT) {
            break;
        }
        let found = s.root(&mut root, depth, width);
        if let Some(i) = found {
            best = Some(root[i].actions.clone());
            root[..=i].rotate_right(1); // the best first for the next depth
        }
        if s.stopped {
            break;
        }
        info.depth = depth;
    }
    info.plans = s.plans;
    info.elapsed = start.elapsed();
    if limits.cancelled() {
        return None;
    }
    best.or_else(|| pos.pass().map(|p| vec![p]))
}

impl TurnSearch<'_> {
    fn check_stop(&mut self) -> bool {
        if !self.stopped && (self.limits.cancelled() || Instant::now() >= self.hard) {
            self.stopped = true;
        }
        self.stopped
    }

    /// Searches the root plans (the first `width`) to `depth` turns; the index of the best.
    /// Stopped early, it still names a plan that beat the previous best (searched first),
    /// since each root value is exact; otherwise `None`.
    fn root(&mut self, plans: &mut [Plan], depth: u32, width: usize) -> Option<usize> {
        let (mut alpha, beta) = (-f64::INFINITY, f64::INFINITY);
        let mut best = None;
        for (i, p) in plans.iter().take(width).enumerate() {
            let v = -self.negamax(&p.end, depth - 1, -beta, -alpha, width);
            if self.stopped {
                return best.filter(|&b| b > 0);
            }
            if v > alpha {
                alpha = v;
                best = Some(i);
            }
        }
        best
    }

    /// The value of `pos` (a turn boundary) for the side to move, `depth` turns deep.
    fn negamax(&mut self, pos: &Generals, depth: u32, mut alpha: f64, beta: f64, width: usize) -> f64 {
        let me = pos.to_move;
        if let Some(v) = outcome_value(pos, me) {
            return v;
        }
        if depth == 0 || self.check_stop() {
            return leaf(pos);
        }
        // Deeper turns look at fewer plans: the search widens where it matters most.
        let plans = self.plans_from(pos, (width * 2 / 3).max(4));
        let mut best = -f64::INFINITY;
        for p in &plans {
            let v = -self.negamax(&p.end, depth - 1, -beta, -alpha, width);
            if self.stopped {
                return best.max(v);
            }
            best = best.max(v);
            alpha = alpha.max(v);
            if alpha >= beta {
                break;
            }
        }
        best
    }

    /// Up to `width` distinct plans for the side to move, the planner's favourites first.
    fn plans_from(&mut self, pos: &Generals, width: usize) -> Vec<Plan> {
        let me = pos.to_move;
        let starts: Vec<(Option<Action>, Generals)> = if pos.at_turn_boundary() {
            let mut choices = Vec::new();
            pos.legal_actions(&mut choices);
            choices
                .into_iter()
                .map(|c| {
                    let mut q = pos.clone();
                    q.apply(&c);
                    (Some(c), q)
                })
                .collect()
        } else {
            vec![(None, pos.clone())]
        };
        let per_start = width.div_ceil(starts.len().max(1)) + 1;
        let mut seen = HashSet::new();
        let mut out = Vec::new();
        for (choice, q0) in &starts {
            for variant in 0..per_start {
                // A node's plans take milliseconds: a cancellation, or the hard limit once a
                // plan is at hand, is answered between two.
                if self.limits.cancelled() || (!out.is_empty() && Instant::now() >= self.hard) {
                    self.stopped = true;
                    return out;
                }
                let (weights, noise) = match PROFILES.get(variant) {
                    Some(&w) => (w, 0.0),
                    None => (HARD, NOISE_STEP * (variant + 1 - PROFILES.len()) as f64),
                };
                let mut q = q0.clone();
                let mut actions: Vec<Action> = choice.iter().copied().collect();
                complete_turn(&mut q, weights, noise, self.rng, &mut actions);
                self.plans += 1;
                if seen.insert(q.key()) {
                    let guess = evaluate(&q, me, HARD, false);
                    out.push(Plan { actions, end: q, guess });
                }
            }
        }
        out.sort_by(|a, b| b.guess.total_cmp(&a.guess));
        out.truncate(width);
        out
    }
}

/// A turn boundary judged for the side to move: material, what each side could take (the
/// side to move first), closing in.
fn leaf(pos: &Generals) -> f64 {
    after_reply_score(pos, pos.to_move, AFTER_REPLY).clamp(-WIN_SCORE, WIN_SCORE)
}
