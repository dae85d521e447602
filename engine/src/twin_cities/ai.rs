//! Twin Cities' difficulty levels: one searcher at growing depths. Each level is bounded by
//! a depth and a node count; its time budget is only a cap.

use std::time::Duration;

use crate::ai::{Ai, AiLevel, AiPlayers, SearchLimits};
use crate::game::Game;
use crate::position::Position;

use super::action::Action;
use super::position::TwinCities;
use super::search::{SearchConfig, Searcher};

const LEVELS: [AiLevel; 4] = [
    AiLevel { id: "beginner", name_en: "Beginner", name_zh: "入门", budget: Duration::from_millis(300) },
    AiLevel { id: "easy", name_en: "Easy", name_zh: "简单", budget: Duration::from_millis(500) },
    AiLevel { id: "normal", name_en: "Normal", name_zh: "普通", budget: Duration::from_millis(1000) },
    AiLevel { id: "hard", name_en: "Hard", name_zh: "困难", budget: Duration::from_millis(3000) },
];

/// The search settings of each level, weakest first.
pub const CONFIGS: [SearchConfig; 4] = [
    // One ply, no capture search, large noise: mostly random, but takes a City it can take.
    SearchConfig { max_depth: 1, node_limit: 20_000, quiescence: false, noise: 400 },
    // One ply and the capture sequences after it.
    SearchConfig { max_depth: 1, node_limit: 100_000, quiescence: true, noise: 30 },
    // Two plies: sees the rival's answer.
    SearchConfig { max_depth: 2, node_limit: 200_000, quiescence: true, noise: 8 },
    // Iterative deepening up to four plies.
    SearchConfig { max_depth: 3, node_limit: 400_000, quiescence: true, noise: 0 },
];

/// A level's player: the searcher, kept for the whole game (its table carries over).
struct Player(Searcher);

impl Ai<TwinCities> for Player {
    fn choose(&mut self, game: &Game<TwinCities>, limits: &SearchLimits) -> Option<Action> {
        // The keys of the positions before the current one, for repetition.
        let mut pos = game.start().clone();
        let mut history = Vec::with_capacity(game.actions().len());
        for a in game.actions() {
            history.push(pos.key());
            pos.apply(a);
        }
        self.0.search(game.position(), &history, limits).map(|(a, _)| a)
    }
}

impl AiPlayers for TwinCities {
    fn ai_levels() -> &'static [AiLevel] {
        &LEVELS
    }

    fn new_ai(index: usize, seed: u64) -> Box<dyn Ai<Self>> {
        let config = CONFIGS[index.min(CONFIGS.len() - 1)];
        Box::new(Player(Searcher::new(config, seed)))
    }
}
