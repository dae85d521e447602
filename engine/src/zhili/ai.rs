//! Zhili's difficulty levels. The game is solved (Z9), so every level reads the exact table,
//! but each sees only so many plies ahead — what a full-width search of that depth would
//! find — from the beginner, who sees two (it takes a win at once and avoids being stuck
//! next turn), up to perfect play, which sees everything.

use std::time::Duration;

use super::action::Move;
use super::position::Zhili;
use super::solver::{solution, Value};
use crate::ai::{Ai, AiLevel, AiPlayers, SearchLimits};
use crate::game::Game;
use crate::position::Position;
use crate::rng::Rng;

const LEVELS: [AiLevel; 5] = [
    AiLevel { id: "beginner", name_en: "Beginner", name_zh: "入门", budget: Duration::from_millis(100) },
    AiLevel { id: "easy", name_en: "Easy", name_zh: "简单", budget: Duration::from_millis(100) },
    AiLevel { id: "normal", name_en: "Normal", name_zh: "普通", budget: Duration::from_millis(100) },
    AiLevel { id: "hard", name_en: "Hard", name_zh: "困难", budget: Duration::from_millis(100) },
    AiLevel { id: "perfect", name_en: "Perfect", name_zh: "完美", budget: Duration::from_millis(100) },
];

/// How many plies ahead each level sees; the last is unlimited: perfect play.
const HORIZONS: [u16; 5] = [2, 4, 7, 9, u16::MAX];

fn new_ai(index: usize, seed: u64) -> Box<dyn Ai<Zhili>> {
    // Horizons chosen so each level beats the one below by about 70 % (docs/ai.md); the
    // longest forced win from a reachable position is about 15 plies.
    let horizon = HORIZONS[index.min(HORIZONS.len() - 1)];
    Box::new(Lookahead { horizon, avoid_repeats: index > 0, seek_traps: index > 0, rng: Rng::new(seed) })
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

/// Exact play within a horizon: it sees every win or loss at most `horizon` plies away, as a
/// full-width search of that depth would (read from the solved table, Z9), and treats the
/// rest as undecided. Wins fastest, loses slowest; among undecided moves it avoids repeating
/// positions and seeks those where the rival has most ways to go wrong.
struct Lookahead {
    horizon: u16,
    avoid_repeats: bool,
    seek_traps: bool,
    rng: Rng,
}

impl Lookahead {
    /// The mover's view of a child position (whose side to move is the rival): higher is better.
    fn rank(&self, child: &Zhili) -> i64 {
        match solution().value(child) {
            Value::Loss(n) if n < self.horizon => 1_000_000 - n as i64,
            Value::Win(n) if n < self.horizon => -1_000_000 + n as i64,
            _ => 0,
        }
    }

    /// Rival replies after which the mover sees a win.
    fn traps(&self, child: &Zhili) -> usize {
        children(child).iter().filter(|(_, c)| self.rank_for_rival(c) < 0).count()
    }

    fn rank_for_rival(&self, grandchild: &Zhili) -> i64 {
        match solution().value(grandchild) {
            Value::Win(n) if n < self.horizon => -1,
            _ => 0,
        }
    }
}

impl Ai<Zhili> for Lookahead {
    fn choose(&mut self, game: &Game<Zhili>, limits: &SearchLimits) -> Option<Move> {
        if limits.cancelled() {
            return None;
        }
        let kids = children(game.position());
        let best = kids.iter().map(|(_, c)| self.rank(c)).max()?;
        let mut pool: Vec<&(Move, Zhili)> = kids.iter().filter(|(_, c)| self.rank(c) == best).collect();
        if best == 0 {
            if self.avoid_repeats {
                let fresh = |m: &Move| {
                    let mut g = game.clone();
                    g.play(m).is_ok() && g.repetitions() <= 1
                };
                if pool.iter().any(|(m, _)| fresh(m)) {
                    pool.retain(|(m, _)| fresh(m));
                }
            }
            if self.seek_traps {
                let most = pool.iter().map(|(_, c)| self.traps(c)).max().unwrap_or(0);
                pool.retain(|(_, c)| self.traps(c) == most);
            }
        }
        self.rng.pick(&pool).map(|(m, _)| *m)
    }
}

impl AiPlayers for Zhili {
    fn ai_levels() -> &'static [AiLevel] {
        &LEVELS
    }

    fn new_ai(index: usize, seed: u64) -> Box<dyn Ai<Self>> {
        new_ai(index, seed)
    }

    /// The exact value (Z9), whatever the depth.
    fn searched_value(game: &Game<Self>, _depth: u32) -> Option<f32> {
        if game.outcome().is_some() {
            return None;
        }
        Some(match solution().value(game.position()) {
            Value::Win(_) => 1.0,
            Value::Loss(_) => -1.0,
            Value::Draw => 0.0,
        })
    }
}
