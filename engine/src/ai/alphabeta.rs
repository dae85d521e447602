//! Iterative-deepening alpha-beta with a transposition table, for any [`Position`].
//! Handles turns of several actions: the score is negated only where the side to move changes.

use std::collections::HashMap;

use crate::ai::SearchLimits;
use crate::game::Game;
use crate::position::Position;
use crate::rng::Rng;

/// A score from the point of view of the side to move.
pub type Score = i32;
/// A won position at the root; a win found `n` plies deeper scores `WIN - n`.
pub const WIN: Score = 1_000_000;
pub const LOSS: Score = -WIN;
const INFINITY: Score = WIN + 1;
/// Scores beyond this are wins or losses, not evaluations.
const DECISIVE: Score = WIN - 10_000;

/// A static evaluation of a non-terminal position, from the side to move's point of view.
pub trait Evaluator<P: Position>: Send {
    fn evaluate(&self, pos: &P) -> Score;

    /// Orders actions so the likely best come first (higher first). Default: no preference.
    fn action_order(&self, _pos: &P, _action: &P::Action) -> i32 {
        0
    }
}

/// What the game's history makes of a root action's resulting position.
#[derive(Clone, Copy, PartialEq, Eq)]
enum RootHistory {
    New,
    /// Seen before: one step nearer a repetition draw.
    Seen,
    /// Ends the game in a history draw.
    Draw,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Bound {
    Exact,
    Lower,
    Upper,
}

struct Entry {
    depth: u32,
    score: Score,
    bound: Bound,
    best: usize,
}

/// The search. `noise` adds a random amount in `0..=noise` to each root action's score, so
/// weaker levels vary their play and equal moves are chosen at random.
pub struct AlphaBeta<E> {
    pub evaluator: E,
    pub max_depth: u32,
    pub noise: Score,
    pub rng: Rng,
    table: HashMap<u64, Entry>,
    nodes: u64,
}

impl<E> AlphaBeta<E> {
    pub fn new(evaluator: E, max_depth: u32, noise: Score, seed: u64) -> Self {
        AlphaBeta { evaluator, max_depth, noise, rng: Rng::new(seed), table: HashMap::new(), nodes: 0 }
    }

    /// Nodes visited by the last search.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }
}

impl<E> AlphaBeta<E> {
    /// The best action at `root` and its score, searching deeper until `max_depth` or the
    /// limits stop it. `None` when there is no legal action or nothing finished in time.
    pub fn search<P: Position>(&mut self, root: &P, limits: &SearchLimits) -> Option<(P::Action, Score)>
    where
        E: Evaluator<P>,
    {
        self.search_root(root, limits, |_| RootHistory::New)
    }

    /// Like [`AlphaBeta::search`] at the game's position, aware of its history: a move into a
    /// history draw (third repetition, ply limit) scores exactly 0 without a search, and a move
    /// back into a position seen before counts half its score, so a side ahead avoids cycling
    /// and a side behind seeks it.
    pub fn search_game<P: Position>(
        &mut self,
        game: &Game<P>,
        limits: &SearchLimits,
    ) -> Option<(P::Action, Score)>
    where
        E: Evaluator<P>,
    {
        let root = game.position();
        let mut actions = Vec::new();
        root.legal_actions(&mut actions);
        let history: HashMap<P::Action, RootHistory> = actions
            .into_iter()
            .map(|a| {
                let mut g = game.clone();
                let kind = if g.play(&a).is_err() {
                    RootHistory::New
                } else if g.position().outcome().is_none() && g.outcome().is_some() {
                    RootHistory::Draw
                } else if g.repetitions() >= 2 {
                    RootHistory::Seen
                } else {
                    RootHistory::New
                };
                (a, kind)
            })
            .collect();
        self.search_root(root, limits, |a| history.get(a).copied().unwrap_or(RootHistory::New))
    }

    fn search_root<P: Position>(
        &mut self,
        root: &P,
        limits: &SearchLimits,
        history: impl Fn(&P::Action) -> RootHistory,
    ) -> Option<(P::Action, Score)>
    where
        E: Evaluator<P>,
    {
        self.nodes = 0;
        self.table.clear();
        let mut actions = Vec::new();
        root.legal_actions(&mut actions);
        if actions.is_empty() {
            return None;
        }
        let noise: Vec<Score> = actions
            .iter()
            .map(|_| if self.noise > 0 { self.rng.below(self.noise as usize + 1) as Score } else { 0 })
            .collect();
        let mut order: Vec<usize> = (0..actions.len()).collect();
        order.sort_by_key(|&i| -self.evaluator.action_order(root, &actions[i]));
        let mut best: Option<(usize, Score)> = None;
        for depth in 1..=self.max_depth {
            if depth > 1 && limits.should_stop() {
                break;
            }
            let mut alpha = -INFINITY;
            let mut this_best: Option<(usize, Score)> = None;
            let mut complete = true;
            for &i in &order {
                let mut child = root.clone();
                child.apply(&actions[i]);
                let s = match history(&actions[i]) {
                    RootHistory::Draw => 0,
                    RootHistory::New => {
                        let floor = alpha - self.noise;
                        let Some(s) = self.child_score(root, &child, depth - 1, floor, INFINITY, 1, limits)
                        else {
                            complete = false;
                            break;
                        };
                        s
                    }
                    RootHistory::Seen => {
                        // Halving needs the exact score: search with a full window.
                        let Some(s) =
                            self.child_score(root, &child, depth - 1, -INFINITY, INFINITY, 1, limits)
                        else {
                            complete = false;
                            break;
                        };
                        if s.abs() < DECISIVE {
                            s / 2
                        } else {
                            s
                        }
                    }
                };
                let s = if s.abs() < DECISIVE { s + noise[i] } else { s };
                if this_best.is_none_or(|(_, b)| s > b) {
                    this_best = Some((i, s));
                    alpha = alpha.max(s);
                }
            }
            if !complete {
                // A partial iteration still improves on the last one if its best beat it.
                if let (Some((i, s)), Some((_, b))) = (this_best, best) {
                    if s > b {
                        best = Some((i, s));
                    }
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
        }
        if limits.cancelled() {
            return None;
        }
        if best.is_none() {
            // Out of time before depth 1 finished: take the best-ordered action.
            best = Some((order[0], 0));
        }
        best.map(|(i, s)| (actions[i].clone(), s))
    }

    #[allow(clippy::too_many_arguments)]
    fn child_score<P: Position>(
        &mut self,
        parent: &P,
        child: &P,
        depth: u32,
        alpha: Score,
        beta: Score,
        ply: u32,
        limits: &SearchLimits,
    ) -> Option<Score>
    where
        E: Evaluator<P>,
    {
        if child.to_move() == parent.to_move() {
            self.negamax(child, depth, alpha, beta, ply, limits)
        } else {
            self.negamax(child, depth, -beta, -alpha, ply, limits).map(|s| -s)
        }
    }

    fn negamax<P: Position>(
        &mut self,
        pos: &P,
        depth: u32,
        mut alpha: Score,
        beta: Score,
        ply: u32,
        limits: &SearchLimits,
    ) -> Option<Score>
    where
        E: Evaluator<P>,
    {
        self.nodes += 1;
        if self.nodes.is_multiple_of(1024) && limits.should_stop() {
            return None;
        }
        if let Some(o) = pos.outcome() {
            return Some(match o.winner {
                None => 0,
                Some(w) if w == pos.to_move() => WIN - ply as Score,
                Some(_) => LOSS + ply as Score,
            });
        }
        if depth == 0 {
            return Some(self.evaluator.evaluate(pos));
        }
        let key = pos.key();
        let mut tt_best = None;
        if let Some(e) = self.table.get(&key) {
            tt_best = Some(e.best);
            if e.depth >= depth {
                match e.bound {
                    Bound::Exact => return Some(e.score),
                    Bound::Lower if e.score >= beta => return Some(e.score),
                    Bound::Upper if e.score <= alpha => return Some(e.score),
                    _ => {}
                }
            }
        }
        let mut actions = Vec::new();
        pos.legal_actions(&mut actions);
        let mut order: Vec<(i32, usize)> =
            (0..actions.len()).map(|i| (-self.evaluator.action_order(pos, &actions[i]), i)).collect();
        order.sort_unstable();
        if let Some(b) = tt_best.filter(|&b| b < actions.len()) {
            if let Some(p) = order.iter().position(|&(_, i)| i == b) {
                let first = order.remove(p);
                order.insert(0, first);
            }
        }
        let alpha0 = alpha;
        let mut best = -INFINITY;
        let mut best_i = 0;
        for (_, i) in order {
            let mut child = pos.clone();
            child.apply(&actions[i]);
            let s = self.child_score(pos, &child, depth - 1, alpha, beta, ply + 1, limits)?;
            if s > best {
                best = s;
                best_i = i;
            }
            alpha = alpha.max(s);
            if alpha >= beta {
                break;
            }
        }
        let bound = if best <= alpha0 {
            Bound::Upper
        } else if best >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        // Mate scores depend on the ply where they were found; store only evaluations exactly.
        if best.abs() < DECISIVE || bound == Bound::Exact {
            self.table.insert(key, Entry { depth, score: best, bound, best: best_i });
        }
        Some(best)
    }
}
