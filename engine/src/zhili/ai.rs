//! Zhili's difficulty levels: a careful beginner, three alpha-beta searches of growing depth,
//! and perfect play from the solved table (Z9).

use std::time::Duration;

use super::board::bit;
use super::position::{Move, Zhili};
use super::solver::{solution, Value};
use crate::ai::{Ai, AiLevel, AlphaBeta, Evaluator, Score, SearchLimits};
use crate::game::Game;
use crate::position::Position;
use crate::rng::Rng;

pub(super) const LEVELS: [AiLevel; 5] = [
    AiLevel { id: "beginner", name_en: "Beginner", name_zh: "入门", budget: Duration::from_millis(200) },
    AiLevel { id: "easy", name_en: "Easy", name_zh: "简单", budget: Duration::from_millis(500) },
    AiLevel { id: "normal", name_en: "Normal", name_zh: "普通", budget: Duration::from_millis(1000) },
    AiLevel { id: "hard", name_en: "Hard", name_zh: "困难", budget: Duration::from_millis(2000) },
    AiLevel { id: "perfect", name_en: "Perfect", name_zh: "完美", budget: Duration::from_millis(500) },
];

pub(super) fn new_ai(index: usize, seed: u64) -> Box<dyn Ai<Zhili>> {
    match index {
        0 => Box::new(Beginner { rng: Rng::new(seed) }),
        1 => Box::new(Searcher(AlphaBeta::new(Mobility, 2, 40, seed))),
        2 => Box::new(Searcher(AlphaBeta::new(Mobility, 5, 8, seed))),
        3 => Box::new(Searcher(AlphaBeta::new(Mobility, 12, 0, seed))),
        _ => Box::new(Perfect { rng: Rng::new(seed) }),
    }
}

fn children(pos: &Zhili) -> Vec<(Move, Zhili)> {
    let mut moves = Vec::new();
    pos.legal_actions(&mut moves);
    moves
        .into_iter()
        .map(|m| {
            let mut c = *pos;
            c.apply(&m);
            (m, c)
        })
        .collect()
}

/// Plays at random, but takes a move that leaves the rival stuck and avoids moves that let
/// the rival do that to it: the crudest blunders, one move deep each way.
struct Beginner {
    rng: Rng,
}

impl Ai<Zhili> for Beginner {
    fn choose(&mut self, game: &Game<Zhili>, _limits: &SearchLimits) -> Option<Move> {
        let kids = children(game.position());
        if let Some((m, _)) = kids.iter().find(|(_, c)| c.outcome().is_some()) {
            return Some(*m);
        }
        let safe: Vec<Move> = kids
            .iter()
            .filter(|(_, c)| children(c).iter().all(|(_, cc)| cc.outcome().is_none()))
            .map(|(m, _)| *m)
            .collect();
        let pool: Vec<Move> = if safe.is_empty() { kids.iter().map(|(m, _)| *m).collect() } else { safe };
        self.rng.pick(&pool).copied()
    }
}

/// Mobility: the side with more ways to move is harder to trap (Z6's only way to lose).
struct Mobility;

impl Evaluator<Zhili> for Mobility {
    fn evaluate(&self, pos: &Zhili) -> Score {
        let count = |side| {
            let mut n = 0;
            pos.moves_from(pos.own(side), |_, _| n += 1);
            n
        };
        let mut shared_moves = 0;
        pos.moves_from(bit(pos.shared()), |_, _| shared_moves += 1);
        let mine = count(pos.to_move()) + if pos.locked() { 0 } else { shared_moves };
        let theirs = count(pos.to_move().other()) + shared_moves;
        10 * (mine - theirs)
    }
}

struct Searcher(AlphaBeta<Mobility>);

impl Ai<Zhili> for Searcher {
    fn choose(&mut self, game: &Game<Zhili>, limits: &SearchLimits) -> Option<Move> {
        self.0.search(game.position(), limits).map(|(m, _)| m)
    }
}

/// Perfect play from the solved table: the fastest win, the slowest loss, never a draw
/// given away. Among drawing moves it prefers those that leave the rival the most ways to go
/// wrong. (A shortest win never repeats a position: its distance falls every move.)
struct Perfect {
    rng: Rng,
}

/// Higher is better for the side choosing the move; `child` is the rival's value after it.
fn rank(child: Value) -> i64 {
    match child {
        Value::Loss(n) => 1_000_000 - n as i64,
        Value::Draw => 0,
        Value::Win(n) => -1_000_000 + n as i64,
    }
}

fn rival_mistakes(child: &Zhili) -> usize {
    let sol = solution();
    children(child).iter().filter(|(_, c)| matches!(sol.value(c), Value::Win(_))).count()
}

impl Ai<Zhili> for Perfect {
    fn choose(&mut self, game: &Game<Zhili>, _limits: &SearchLimits) -> Option<Move> {
        let sol = solution();
        let kids = children(game.position());
        let best = kids.iter().map(|(_, c)| rank(sol.value(c))).max()?;
        let mut pool: Vec<&(Move, Zhili)> = kids.iter().filter(|(_, c)| rank(sol.value(c)) == best).collect();
        if best == 0 {
            let most = pool.iter().map(|(_, c)| rival_mistakes(c)).max().unwrap_or(0);
            pool.retain(|(_, c)| rival_mistakes(c) == most);
        }
        self.rng.pick(&pool).map(|(m, _)| *m)
    }
}
