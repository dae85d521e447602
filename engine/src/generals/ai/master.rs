//! The master level (大师): a search over whole turns. A turn is many atomic actions (G14), too
//! many to search one by one, so each node of this tree is a turn boundary and its branches
//! are whole-turn plans: for each general and mode, the greedy planner of the lower levels
//! under several weight profiles and with growing noise, deduplicated by the position they
//! reach. The enemy's replies are searched the same way (negamax with alpha-beta over the
//! plans, best first), and the search deepens, turn by turn, while the budget lasts.
//!
//! A turn boundary's plans are made once per search and kept by the position's key, with the
//! best of them found there and its value (a transposition table): a deeper iteration tries
//! that plan first and reuses what bounds it. At the horizon the side to move plays the
//! `normal` planner's turn before the position is judged, so an attack at hand is not left
//! past it. A won game is worth more the sooner it is won. How deep it goes is the budget's
//! doing (`time.rs`): no depth short of `MAX_DEPTH` ends the search.

use std::collections::{HashMap, HashSet};
use std::rc::Rc;
use std::time::{Duration, Instant};

use crate::ai::{self, Bound, SearchLimits};
use crate::position::Position;
use crate::rng::Rng;

use super::super::action::Action;
use super::super::position::Generals;
use super::eval::{
    after_reply_score, evaluate, outcome_value, Weights, AFTER_REPLY, HARD, NORMAL, WIN_SCORE,
};
use super::search::{complete_turn, plan_normal};
use super::time::TimeManager;

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
/// The deepest search, in turns: far past what a budget reaches from a game in play (12 turns
/// took 2.2–2.6 s from the bench's positions), and well inside [`DECIDED`]'s margin, so a won
/// game's value still counts its turns. A tree whose every line ends sooner (drawn by G12's
/// turns without damage, say) is searched through in milliseconds and stops here.
const MAX_DEPTH: u32 = 500;
const ROOT_WIDTH: usize = 24;
/// The most plans one search keeps (their actions, not their end positions).
const MAX_STORED_PLANS: usize = 200_000;
/// Values this close to a won or lost game's carry the turns to it.
const DECIDED: f64 = WIN_SCORE - 1000.0;
/// The budget of a search bounded by its depth alone: no such search comes near it.
const UNTIMED: Duration = Duration::from_secs(3600);

/// A whole-turn plan and the position it reaches.
#[derive(Clone)]
struct Plan {
    actions: Vec<Action>,
    end: Generals,
    /// The planner's own judgement of the end position, for ordering.
    guess: f64,
}

/// What the search knows of a turn boundary it has seen: its plans, generated once per search
/// (they cost far more than the rest of a node), the best of them so far, and its value.
struct Node {
    /// The plans' actions, the planner's favourites first (their end positions are replayed).
    plans: Rc<[Vec<Action>]>,
    /// How many plans were asked for when they were generated.
    width: usize,
    best: usize,
    depth: u32,
    value: f64,
    bound: Bound,
}

/// The search's state for one turn.
struct TurnSearch<'a> {
    rng: &'a mut Rng,
    limits: &'a SearchLimits,
    hard: Instant,
    stopped: bool,
    /// Plans generated, for the benchmark's rate.
    plans: u64,
    /// The turn boundaries seen in this search, by position key.
    table: HashMap<u64, Node>,
    /// Plans kept in `table`; past `capacity` no new node is stored.
    stored: usize,
    capacity: usize,
}

/// What the last master search did.
#[derive(Clone, Copy, Debug, Default)]
pub struct MasterInfo {
    /// The deepest finished iteration, in turns (0: the plan was played unsearched).
    pub depth: u32,
    /// The chosen plan's value for the side to move.
    pub value: f64,
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
    let mut time = TimeManager::new(limits, fallback);
    let mut s = TurnSearch::new(rng, limits, time.hard(), MAX_STORED_PLANS);
    let mut root = s.plans_from(pos, ROOT_WIDTH);
    *info = MasterInfo::default();
    // One plan is played at once: there is nothing to choose between.
    if root.len() > 1 {
        s.deepen(&mut root, &mut time, MAX_DEPTH, info);
    }
    info.plans = s.plans;
    info.elapsed = time.elapsed();
    if limits.cancelled() {
        return None;
    }
    root.first().map(|p| p.actions.clone()).or_else(|| pos.pass().map(|p| vec![p]))
}

/// The value of `pos` for the side to move by searches with no clock, the same every time for
/// the same position (the planners' noise is seeded alike). A value swings with the parity of
/// the search's depth, whoever plays the greedy turn at the horizon taking the attack at hand
/// (±5 points from the start at 2 and 3 turns), so this is the mean of `depth` − 1 and `depth`
/// turns; a won or lost game's value as it is. `None` when the game is over.
pub fn value_to_depth(pos: &Generals, depth: u32) -> Option<f64> {
    let deeper = search_to_depth(pos, depth)?;
    if depth < 2 || deeper.abs() > DECIDED {
        return Some(deeper);
    }
    Some((search_to_depth(pos, depth - 1)? + deeper) / 2.0)
}

/// The value of `pos` for the side to move, searched `depth` turns deep with no clock.
fn search_to_depth(pos: &Generals, depth: u32) -> Option<f64> {
    let (limits, mut rng, mut info) = (SearchLimits::default(), Rng::new(0), MasterInfo::default());
    let mut time = TimeManager::new(&limits, UNTIMED);
    let mut s = TurnSearch::new(&mut rng, &limits, time.hard(), MAX_STORED_PLANS);
    let mut root = s.plans_from(pos, ROOT_WIDTH);
    if root.is_empty() {
        return None;
    }
    s.deepen(&mut root, &mut time, depth, &mut info);
    Some(info.value)
}

impl<'a> TurnSearch<'a> {
    fn new(rng: &'a mut Rng, limits: &'a SearchLimits, hard: Instant, capacity: usize) -> Self {
        TurnSearch { rng, limits, hard, stopped: false, plans: 0, table: HashMap::new(), stored: 0, capacity }
    }

    /// Searches the root plans one turn deeper at a time, up to `max_depth` turns, while
    /// `time` allows; the best plan goes first, its value into `info`.
    fn deepen(&mut self, root: &mut [Plan], time: &mut TimeManager, max_depth: u32, info: &mut MasterInfo) {
        for depth in 1..=max_depth {
            if !time.starts_next() {
                break;
            }
            let width = WIDTHS[(depth as usize - 1).min(WIDTHS.len() - 1)];
            if let Some((i, value)) = self.root(root, depth, width) {
                root[..=i].rotate_right(1); // the best first for the next depth
                info.value = value;
            }
            if self.stopped {
                break;
            }
            info.depth = depth;
            time.iteration_done();
            // A won or lost game found ends the deepening: a sooner win would have shown in a
            // shallower iteration, which looked at as many plans or more, and a loss seen
            // whatever the plan stays one.
            if info.value.abs() > DECIDED {
                break;
            }
        }
    }

    fn check_stop(&mut self) -> bool {
        if !self.stopped && (self.limits.cancelled() || Instant::now() >= self.hard) {
            self.stopped = true;
        }
        self.stopped
    }

    /// Searches the root plans (the first `width`) to `depth` turns; the index of the best
    /// and its value. Stopped early, it still names a plan that beat the previous best
    /// (searched first), since each root value is exact; otherwise `None`.
    fn root(&mut self, plans: &[Plan], depth: u32, width: usize) -> Option<(usize, f64)> {
        let (mut alpha, beta) = (-f64::INFINITY, f64::INFINITY);
        let mut best = None;
        for (i, p) in plans.iter().take(width).enumerate() {
            let v = -self.negamax(&p.end, depth - 1, 1, -beta, -alpha, width);
            if self.stopped {
                return best.filter(|&(b, _)| b > 0);
            }
            if v > alpha {
                alpha = v;
                best = Some((i, v));
            }
        }
        best
    }

    /// The value of `pos` (a turn boundary, `ply` turns below the root) for the side to move,
    /// `depth` turns deep. A finished game is worth more the sooner it is won (and the later
    /// it is lost), so the master takes the quickest win it sees.
    fn negamax(
        &mut self,
        pos: &Generals,
        depth: u32,
        ply: u32,
        mut alpha: f64,
        beta: f64,
        width: usize,
    ) -> f64 {
        if let Some(v) = finished(pos, ply) {
            return v;
        }
        if self.check_stop() {
            return leaf(pos);
        }
        if depth == 0 {
            return self.horizon(pos, ply);
        }
        let key = pos.key();
        // Deeper turns look at fewer plans: the search widens where it matters most.
        let want = (width * 2 / 3).max(4);
        let (plans, first) = match self.table.get(&key) {
            Some(n) if n.depth >= depth && n.bound.cuts(from_table(n.value, ply), alpha, beta) => {
                return from_table(n.value, ply);
            }
            Some(n) if n.width >= want => (n.plans.clone(), n.best),
            _ => (self.stored_plans(pos, key, want), 0),
        };
        let (alpha0, mut best, mut best_index) = (alpha, -f64::INFINITY, first);
        let order = std::iter::once(first).chain((0..plans.len()).filter(|&i| i != first)).take(want);
        for i in order.filter(|&i| i < plans.len()) {
            let mut end = pos.clone();
            plans[i].iter().for_each(|a| end.apply(a));
            let v = -self.negamax(&end, depth - 1, ply + 1, -beta, -alpha, width);
            if self.stopped {
                return best.max(v);
            }
            if v > best {
                (best, best_index) = (v, i);
            }
            alpha = alpha.max(v);
            if alpha >= beta {
                break;
            }
        }
        let bound = Bound::of(best, alpha0, beta);
        if let Some(n) = self.table.get_mut(&key) {
            (n.best, n.depth, n.value, n.bound) = (best_index, depth, to_table(best, ply), bound);
        }
        best
    }

    /// A turn boundary at the search's horizon, judged after the side to move plays the
    /// `normal` planner's turn: an attack it has at hand is taken, not left past the horizon
    /// as a share of a threat.
    fn horizon(&mut self, pos: &Generals, ply: u32) -> f64 {
        let (_, after) = plan_normal(pos, NORMAL, 0.0, self.rng);
        self.plans += 1;
        -finished(&after, ply + 1).unwrap_or_else(|| leaf(&after))
    }

    /// Fresh plans for the turn boundary `pos`, kept in the table while it has room.
    fn stored_plans(&mut self, pos: &Generals, key: u64, width: usize) -> Rc<[Vec<Action>]> {
        let plans: Rc<[Vec<Action>]> = self.plans_from(pos, width).into_iter().map(|p| p.actions).collect();
        if !self.stopped && self.stored + plans.len() <= self.capacity {
            let old = self.table.insert(
                key,
                Node { plans: plans.clone(), width, best: 0, depth: 0, value: 0.0, bound: Bound::Upper },
            );
            self.stored = self.stored + plans.len() - old.map_or(0, |n| n.plans.len());
        }
        plans
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

/// The value of a finished game for the side to move, `ply` turns below the root: a win is
/// worth more, and a loss less, the sooner it comes; a draw is worth nothing however far.
fn finished(pos: &Generals, ply: u32) -> Option<f64> {
    // Not `signum`, which is 1 for 0: a draw would count against whoever is to move in it.
    outcome_value(pos, pos.to_move).map(|v| if v == 0.0 { 0.0 } else { v - v.signum() * ply as f64 })
}

/// A turn boundary judged for the side to move: material, what each side could take (the
/// side to move first), closing in.
fn leaf(pos: &Generals) -> f64 {
    after_reply_score(pos, pos.to_move, AFTER_REPLY).clamp(-DECIDED + 1.0, DECIDED - 1.0)
}

/// A value as stored: a decided game counted in turns from this node, not from the root.
fn to_table(v: f64, ply: u32) -> f64 {
    ai::to_table(v, ply as usize, DECIDED)
}

/// A stored value seen `ply` turns below the root.
fn from_table(v: f64, ply: u32) -> f64 {
    ai::from_table(v, ply as usize, DECIDED)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::outcome::Side;

    fn search<'a>(rng: &'a mut Rng, limits: &'a SearchLimits) -> TurnSearch<'a> {
        search_holding(rng, limits, MAX_STORED_PLANS)
    }

    /// A search with a minute to run and a table of `capacity` plans.
    fn search_holding<'a>(rng: &'a mut Rng, limits: &'a SearchLimits, capacity: usize) -> TurnSearch<'a> {
        TurnSearch::new(rng, limits, Instant::now() + Duration::from_secs(60), capacity)
    }

    #[test]
    fn g12_a_won_game_is_worth_more_the_sooner_it_is_won() {
        // North to move with no general left: South has won (G12).
        let lost: Generals = "n 0 r0=GN@f5".parse().unwrap();
        let (mut rng, limits) = (Rng::new(1), SearchLimits::default());
        let mut s = search(&mut rng, &limits);
        let inf = f64::INFINITY;
        let (soon, late) = (s.negamax(&lost, 2, 1, -inf, inf, 8), s.negamax(&lost, 2, 3, -inf, inf, 8));
        assert_eq!(lost.outcome().and_then(|o| o.winner), Some(Side::First));
        // Values for North, the side to move there: South, a turn above, sees their negation.
        assert_eq!((-soon, -late), (WIN_SCORE - 1.0, WIN_SCORE - 3.0));
    }

    #[test]
    fn g12_at_the_horizon_an_attack_at_hand_is_taken() {
        // South to move; North's last general, at 1 HP, stands next to South's (G12).
        let pos: Generals = "s 0 r0=GN@f5,y0=GN@f6:1".parse().unwrap();
        let (mut rng, limits) = (Rng::new(1), SearchLimits::default());
        let mut s = search(&mut rng, &limits);
        assert!(leaf(&pos) < DECIDED, "judged as it stands, the position is not won");
        // At the horizon, 1 turn below the root, South plays its turn: the game is won 2 turns down.
        let inf = f64::INFINITY;
        assert_eq!(s.negamax(&pos, 0, 1, -inf, inf, 8), WIN_SCORE - 2.0);
    }

    #[test]
    fn g5_a_turn_with_one_plan_left_is_played_unsearched() {
        // South's general has attacked, which ends its activity: ending the turn is all that is left.
        let pos: Generals = "s 0 r0=GN@a1,b0=GN@k1,y0=GN@k13 lead:r r0=0a".parse().unwrap();
        let mut info = MasterInfo::default();
        let limits = SearchLimits::default();
        let plan = plan_master(&pos, &mut Rng::new(1), &limits, Duration::from_secs(1), &mut info);
        assert_eq!(plan, Some(vec![Action::End]));
        assert_eq!(info.depth, 0, "no search");
    }

    #[test]
    fn g12_a_won_game_found_ends_the_deepening() {
        // Led, South's general takes North's last, at 1 HP, this turn: the first iteration sees
        // it among South's two plans.
        let pos: Generals = "s 0 r0=GN@f5,b0=GN@a1,y0=GN@f6:1".parse().unwrap();
        let mut info = MasterInfo::default();
        let limits = SearchLimits::default();
        plan_master(&pos, &mut Rng::new(1), &limits, Duration::from_secs(2), &mut info);
        assert_eq!((info.depth, info.value), (1, WIN_SCORE - 1.0));
    }

    #[test]
    fn g12_a_tree_whose_every_line_ends_is_searched_to_the_deepest_depth() {
        // After 59 turns without damage, South's soldiers are far from any enemy: each of its
        // five plans ends the game drawn (G12), so each iteration is cheap and the clock never
        // stops the deepening.
        let pos: Generals = "s 59 r0=GN@a1,r1=LI@c3,r2=LI@e3,y0=GN@k13".parse().unwrap();
        let mut info = MasterInfo::default();
        let limits = SearchLimits::default();
        plan_master(&pos, &mut Rng::new(1), &limits, Duration::from_secs(2), &mut info);
        assert_eq!((info.depth, info.value), (MAX_DEPTH, 0.0), "a draw is worth nothing");
    }

    #[test]
    fn an_openings_value_evens_out_the_swing_of_the_depths_parity() {
        // The start is symmetric, but whoever plays the greedy turn at the horizon is ahead.
        let start = Generals::start();
        let (even, odd) = (search_to_depth(&start, 2).unwrap(), search_to_depth(&start, 3).unwrap());
        assert!(even > 3.0 && odd < -3.0, "{even} at 2 turns, {odd} at 3");
        let value = value_to_depth(&start, 3).unwrap();
        assert_eq!(value, (even + odd) / 2.0);
        assert!(value.abs() < 1.0, "{value}");
        assert_eq!(value_to_depth(&start, 3), Some(value), "the same every time");
        let over: Generals = "n 0 r0=GN@f5".parse().unwrap();
        assert_eq!(value_to_depth(&over, 3), None, "no value once the game is over");
    }

    #[test]
    fn a_decided_value_is_stored_from_its_node_and_read_back_from_the_root() {
        // A win found 3 turns below the root and 1 turn below the node that stores it.
        let win_in_three = WIN_SCORE - 3.0;
        let stored = to_table(win_in_three, 2);
        assert_eq!(stored, WIN_SCORE - 1.0);
        assert_eq!(from_table(stored, 2), win_in_three, "read back where it was stored");
        assert_eq!(from_table(stored, 4), WIN_SCORE - 5.0, "reached by a longer road: 2 turns later");
        assert_eq!(from_table(-stored, 4), -(WIN_SCORE - 5.0), "a loss likewise");
        assert_eq!((to_table(12.5, 3), from_table(12.5, 3)), (12.5, 12.5), "other values as they are");
    }

    #[test]
    fn a_turn_boundary_plans_once_per_search_and_keeps_its_best_plan() {
        let start = Generals::start();
        let (mut rng, limits) = (Rng::new(1), SearchLimits::default());
        let mut s = search(&mut rng, &limits);
        let inf = f64::INFINITY;
        let first = s.negamax(&start, 2, 1, -inf, inf, 12);
        assert!(s.plans > 0);
        let node = &s.table[&start.key()];
        assert_eq!((node.depth, node.bound, node.value), (2, Bound::Exact, first));
        let (plans, best) = (node.plans.clone(), node.best);
        assert!(best < plans.len(), "{} plans, best {best}", plans.len());
        // The same node searched again, one turn deeper, plays the plans it made the first time.
        let deeper = s.negamax(&start, 3, 1, -inf, inf, 12);
        let node = &s.table[&start.key()];
        assert_eq!((node.depth, node.bound, node.value), (3, Bound::Exact, deeper));
        assert!(Rc::ptr_eq(&node.plans, &plans), "the plans were not made again");
        // Asked again at a depth it knows, it answers from the table without planning.
        let known = s.plans;
        assert_eq!(s.negamax(&start, 3, 1, -inf, inf, 12), deeper);
        assert_eq!(s.plans, known, "no plan generated for a known node");
    }

    #[test]
    fn a_full_table_stores_no_more_plans_and_the_search_goes_on_without_it() {
        let start = Generals::start();
        let inf = f64::INFINITY;
        let (mut rng, limits) = (Rng::new(1), SearchLimits::default());
        let mut roomy = search(&mut rng, &limits);
        roomy.negamax(&start, 2, 1, -inf, inf, 12);
        let all = roomy.stored;
        assert!(roomy.table.len() > 1, "a two-turn search stores the root and the nodes below it");
        for capacity in [0, all / 2] {
            let (mut rng, limits) = (Rng::new(1), SearchLimits::default());
            let mut capped = search_holding(&mut rng, &limits, capacity);
            let value = capped.negamax(&start, 2, 1, -inf, inf, 12);
            assert!(value.is_finite() && !capped.stopped, "capacity {capacity}: searched to the end");
            let kept: usize = capped.table.values().map(|n| n.plans.len()).sum();
            assert_eq!(kept, capped.stored, "capacity {capacity}: the count is the table's");
            assert!(
                kept <= capacity && capped.table.len() < roomy.table.len(),
                "capacity {capacity}: {kept} plans kept"
            );
        }
    }
}
