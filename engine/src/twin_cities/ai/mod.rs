//! Twin Cities' difficulty levels. The four lower levels are one small searcher
//! ([`search::Searcher`]) with growing depths, quiescence and node counts and less noise
//! (beginner and easy both search one ply), each bounded by a depth and a node count (their
//! time budget is only a cap); the master ([`master::Master`]) deepens within its budget.
//!
//! - [`eval`]: the evaluation as features and weights, shared by all levels;
//! - [`search`]: the lower levels' searcher;
//! - [`master`]: the master's search;
//! - [`tune`]: Texel tuning of the master's weights from self-play.

pub mod eval;
pub mod master;
mod review;
pub mod search;
pub mod tune;

use std::time::Duration;

use crate::ai::{Ai, AiLevel, AiPlayers, Score, SearchLimits};
use crate::game::Game;
use crate::position::Position;

use super::action::Action;
use super::position::TwinCities;
use eval::Weights;
use master::Master;
use search::{SearchConfig, Searcher};

const LEVELS: [AiLevel; 5] = [
    AiLevel { id: "beginner", name_en: "Beginner", name_zh: "入门", budget: Duration::from_millis(300) },
    AiLevel { id: "easy", name_en: "Easy", name_zh: "简单", budget: Duration::from_millis(500) },
    AiLevel { id: "normal", name_en: "Normal", name_zh: "普通", budget: Duration::from_millis(1000) },
    AiLevel { id: "hard", name_en: "Hard", name_zh: "困难", budget: Duration::from_millis(3000) },
    AiLevel { id: "master", name_en: "Master", name_zh: "大师", budget: MASTER_BUDGET },
];

/// The master's budget per move.
pub const MASTER_BUDGET: Duration = Duration::from_millis(3000);

/// The search settings of the levels below the master, weakest first.
pub const CONFIGS: [SearchConfig; 4] = [
    // One ply, no capture search, large noise: mostly random, but takes a City it can take.
    SearchConfig { max_depth: 1, node_limit: 20_000, quiescence: false, noise: 400 },
    // One ply and the capture sequences after it.
    SearchConfig { max_depth: 1, node_limit: 100_000, quiescence: true, noise: 30 },
    // Two plies: sees the rival's answer.
    SearchConfig { max_depth: 2, node_limit: 200_000, quiescence: true, noise: 8 },
    // Iterative deepening up to three plies.
    SearchConfig { max_depth: 3, node_limit: 400_000, quiescence: true, noise: 0 },
];

/// The keys of the positions before the current one, for repetition.
fn history_keys(game: &Game<TwinCities>) -> Vec<u64> {
    let positions = game.positions();
    positions[..positions.len() - 1].iter().map(|p| p.key()).collect()
}

/// A lower level's player: the searcher, kept for the whole game (its table carries over).
struct Player(Searcher);

impl Ai<TwinCities> for Player {
    fn choose(&mut self, game: &Game<TwinCities>, limits: &SearchLimits) -> Option<Action> {
        self.0.search(game.position(), &history_keys(game), limits).map(|(a, _)| a)
    }
}

impl Ai<TwinCities> for Master {
    fn choose(&mut self, game: &Game<TwinCities>, limits: &SearchLimits) -> Option<Action> {
        self.search(game, limits).map(|(a, _)| a)
    }
}

impl AiPlayers for TwinCities {
    fn ai_levels() -> &'static [AiLevel] {
        &LEVELS
    }

    fn new_ai(index: usize, seed: u64) -> Box<dyn Ai<Self>> {
        match CONFIGS.get(index) {
            Some(&config) => Box::new(Player(Searcher::new(config, seed))),
            None => Box::new(Master::new(Weights::TUNED, MASTER_BUDGET)),
        }
    }

    fn searched_value(game: &Game<Self>, depth: u32) -> Option<f32> {
        review::searched_value(game.position(), &history_keys(game), depth)
    }

    fn weight_names() -> &'static [&'static str] {
        &eval::feature::NAMES
    }

    fn named_weights(name: &str) -> Option<Vec<Score>> {
        match name {
            "tuned" => Some(Weights::TUNED.0.to_vec()),
            "legacy" => Some(Weights::LEGACY.0.to_vec()),
            _ => None,
        }
    }

    fn tuned_master(
        weights: Option<&[Score]>,
        depth: Option<i32>,
        budget: Duration,
    ) -> Option<Box<dyn Ai<Self>>> {
        let weights = match weights {
            Some(w) => Weights(w.try_into().ok()?),
            None => Weights::TUNED,
        };
        let master = Master::new(weights, budget);
        Some(Box::new(match depth {
            Some(d) => master.with_max_depth(d),
            None => master,
        }))
    }
}
