//! How a review judges Generals positions: a symmetric evaluation for the first side
//! (`review_score`), mapped to −1…1; and the master's short search mapped alike.

use super::master::value_to_depth;
use super::review_score;
use crate::ai::SearchLimits;
use crate::generals::Generals;
use crate::judge::{Judge, Judged};

/// A score that maps to about ±0.76: a third of a general.
const SCALE: f32 = 15.0;

/// The value of `pos` for the side to move by the master `depth` turns deep, on the review's
/// scale.
pub(super) fn searched_value(pos: &Generals, depth: u32) -> Option<f32> {
    value_to_depth(pos, depth).map(|v| (v as f32 / SCALE).tanh())
}

struct ReviewEval;

impl Judge<Generals> for ReviewEval {
    fn value(&mut self, pos: &Generals, _history: &[u64], _limits: &SearchLimits) -> Option<f32> {
        Some((review_score(pos) as f32 / SCALE).tanh())
    }
}

impl Judged for Generals {
    fn judge() -> Option<Box<dyn Judge<Self>>> {
        Some(Box::new(ReviewEval))
    }
}
