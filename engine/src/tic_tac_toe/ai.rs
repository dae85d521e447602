//! Tic-tac-toe's two levels: a beginner who marks any empty cell, and perfect play. The game
//! is small enough (5,478 positions) that perfect play searches it whole at every move, and
//! so does a review's exact verdict.

use std::collections::HashMap;
use std::time::Duration;

use super::action::Move;
use super::position::TicTacToe;
use crate::ai::{Ai, AiLevel, AiPlayers, SearchLimits};
use crate::game::Game;
use crate::judge::Verdict;
use crate::position::Position;
use crate::rng::Rng;

const LEVELS: [AiLevel; 2] = [
    AiLevel { id: "beginner", name_en: "Beginner", name_zh: "入门", budget: Duration::from_millis(100) },
    AiLevel { id: "perfect", name_en: "Perfect", name_zh: "完美", budget: Duration::from_millis(100) },
];

/// The exact value of `pos` for the side to move, remembering each position's in `seen`: a
/// win or a loss in so many plies with best play (the winner hurries, the loser holds out),
/// or a draw.
pub(super) fn solve(pos: &TicTacToe, seen: &mut HashMap<u64, Verdict>) -> Verdict {
    if let Some(outcome) = pos.outcome() {
        return match outcome.winner {
            Some(side) if side == pos.to_move() => Verdict::Win(0),
            Some(_) => Verdict::Loss(0),
            None => Verdict::Draw,
        };
    }
    if let Some(&v) = seen.get(&pos.key()) {
        return v;
    }
    let mut moves = Vec::new();
    pos.legal_actions(&mut moves);
    let verdict = moves
        .iter()
        .map(|m| {
            let mut child = *pos;
            child.apply(m);
            later(solve(&child, seen).flipped())
        })
        .max_by_key(|v| rank(*v))
        .expect("a game that goes on has a move");
    seen.insert(pos.key(), verdict);
    verdict
}

/// A verdict one ply further away.
fn later(v: Verdict) -> Verdict {
    match v {
        Verdict::Win(n) => Verdict::Win(n + 1),
        Verdict::Loss(n) => Verdict::Loss(n + 1),
        Verdict::Draw => Verdict::Draw,
    }
}

/// How good a verdict is for its side: a sooner win, then a draw, then a later loss.
fn rank(v: Verdict) -> i32 {
    match v {
        Verdict::Win(n) => 1000 - n as i32,
        Verdict::Draw => 0,
        Verdict::Loss(n) => -1000 + n as i32,
    }
}

/// The beginner (any empty cell) or perfect play (a best cell, drawn among equals).
struct Player {
    perfect: bool,
    rng: Rng,
}

impl Ai<TicTacToe> for Player {
    fn choose(&mut self, game: &Game<TicTacToe>, limits: &SearchLimits) -> Option<Move> {
        if limits.cancelled() {
            return None;
        }
        let pos = game.position();
        let mut moves = Vec::new();
        pos.legal_actions(&mut moves);
        if self.perfect {
            let mut seen = HashMap::new();
            let mut value = |m: &Move| {
                let mut child = *pos;
                child.apply(m);
                rank(later(solve(&child, &mut seen).flipped()))
            };
            let ranked: Vec<(Move, i32)> = moves.iter().map(|m| (*m, value(m))).collect();
            let best = ranked.iter().map(|(_, r)| *r).max()?;
            moves = ranked.into_iter().filter(|(_, r)| *r == best).map(|(m, _)| m).collect();
        }
        self.rng.pick(&moves).copied()
    }
}

impl AiPlayers for TicTacToe {
    fn ai_levels() -> &'static [AiLevel] {
        &LEVELS
    }

    fn new_ai(index: usize, seed: u64) -> Box<dyn Ai<Self>> {
        Box::new(Player { perfect: index > 0, rng: Rng::new(seed) })
    }

    /// The exact value, whatever the depth.
    fn searched_value(game: &Game<Self>, _depth: u32) -> Option<f32> {
        if game.outcome().is_some() {
            return None;
        }
        Some(match solve(game.position(), &mut HashMap::new()) {
            Verdict::Win(_) => 1.0,
            Verdict::Loss(_) => -1.0,
            Verdict::Draw => 0.0,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn j3_perfect_play_draws_from_the_start_and_takes_a_win_in_one() {
        assert_eq!(solve(&TicTacToe::start(), &mut HashMap::new()), Verdict::Draw);
        // X holds a1 and b2: c3 wins at once.
        let pos: TicTacToe = "xo..x.o.. x".parse().unwrap();
        assert_eq!(solve(&pos, &mut HashMap::new()), Verdict::Win(1));
        let game = Game::new(pos);
        let mut perfect = TicTacToe::new_ai(1, 7);
        assert_eq!(perfect.choose(&game, &SearchLimits::default()), Some(Move::Place(8)));
    }
}
