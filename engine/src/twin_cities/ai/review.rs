//! How a review judges Twin Cities positions: the master's search within the caller's budget
//! per position (or [`DEFAULT_BUDGET`] without a deadline), its score mapped to −1…1 for the
//! first side.

use super::eval::Weights;
use super::master::Master;
use crate::ai::SearchLimits;
use crate::outcome::Side;
use crate::position::Position;
use crate::review::{Judge, Judged};
use crate::twin_cities::TwinCities;
use std::time::Duration;

/// The budget per position when the limits give no deadline.
pub const DEFAULT_BUDGET: Duration = Duration::from_millis(200);
/// A score that maps to about ±0.76: four Soldiers.
const SCALE: f32 = 400.0;

/// The master's table carries over from one position to the next, as in a game.
struct ReviewSearch(Master);

impl Judge<TwinCities> for ReviewSearch {
    fn value(&mut self, pos: &TwinCities, history: &[u64], limits: &SearchLimits) -> Option<f32> {
        let (_, score) = self.0.search_position(pos, history, limits)?;
        let value = (score as f32 / SCALE).tanh();
        Some(if pos.to_move() == Side::First { value } else { -value })
    }

    fn searches(&self) -> bool {
        true
    }
}

impl Judged for TwinCities {
    fn judge() -> Option<Box<dyn Judge<Self>>> {
        Some(Box::new(ReviewSearch(Master::new(Weights::TUNED, DEFAULT_BUDGET))))
    }
}
