//! How a review judges Twin Cities positions: a short search without noise, its score mapped
//! to −1…1 for the first side.

use super::search::{SearchConfig, Searcher};
use crate::ai::SearchLimits;
use crate::outcome::Side;
use crate::position::Position;
use crate::review::{Judge, Judged};
use crate::twin_cities::TwinCities;

/// Two plies and the captures after them, no noise.
const REVIEW_SEARCH: SearchConfig =
    SearchConfig { max_depth: 2, node_limit: 60_000, quiescence: true, noise: 0 };
/// A score that maps to about ±0.76: four Soldiers.
const SCALE: f32 = 400.0;

/// The search's table carries over from one position to the next, as in a game.
struct ReviewSearch(Searcher);

impl Judge<TwinCities> for ReviewSearch {
    fn value(&mut self, pos: &TwinCities, history: &[u64], limits: &SearchLimits) -> Option<f32> {
        let (_, score) = self.0.search(pos, history, limits)?;
        let value = (score as f32 / SCALE).tanh();
        Some(if pos.to_move() == Side::First { value } else { -value })
    }
}

impl Judged for TwinCities {
    fn judge() -> Option<Box<dyn Judge<Self>>> {
        Some(Box::new(ReviewSearch(Searcher::new(REVIEW_SEARCH, 0))))
    }
}
