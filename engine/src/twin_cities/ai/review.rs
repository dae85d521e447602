//! How a review judges Twin Cities positions: the master's search within the caller's budget
//! per position (or [`DEFAULT_BUDGET`] without a deadline), its score mapped to −1…1 for the
//! first side; and the same search bounded by a depth instead, mapped alike, for openings.

use super::eval::Weights;
use super::master::Master;
use crate::ai::SearchLimits;
use crate::judge::{Judge, Judged};
use crate::outcome::Side;
use crate::position::Position;
use crate::twin_cities::TwinCities;
use std::time::Duration;

/// The budget per position when the limits give no deadline.
pub const DEFAULT_BUDGET: Duration = Duration::from_millis(200);
/// A score that maps to about ±0.76: four Soldiers.
const SCALE: f32 = 400.0;

/// The value of `pos` after the positions whose keys are `history`, for the side to move, by
/// the master `depth` plies deep, on the review's scale.
pub(super) fn searched_value(pos: &TwinCities, history: &[u64], depth: u32) -> Option<f32> {
    let score = master_to_depth(depth as i32).score_position(pos, history, &SearchLimits::default())?;
    Some((score as f32 / SCALE).tanh())
}

/// A master that stops at `depth` (its time never binds): the same search every run.
fn master_to_depth(depth: i32) -> Master {
    Master::new(Weights::TUNED, Duration::from_secs(600)).with_max_depth(depth)
}

/// The master's table carries over from one position to the next, as in a game.
struct ReviewSearch(Master);

impl Judge<TwinCities> for ReviewSearch {
    fn value(&mut self, pos: &TwinCities, history: &[u64], limits: &SearchLimits) -> Option<f32> {
        // Searched even when the move is forced: play skips that search, a review needs the
        // value (a forced reply scored 0 marked the move before it a mistake).
        let score = self.0.score_position(pos, history, limits)?;
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;
    use crate::twin_cities::board::{NONE, POINTS};
    use crate::twin_cities::pieces::{cell, kind_of, side_of, EMPTY};

    /// The same position with the colours swapped: each piece turned half-way round the board
    /// (T1's board is symmetric so) and given to the other side, the reserves swapped, the
    /// other side to move.
    fn mirrored(pos: &TwinCities) -> TwinCities {
        let turned = |p: u8| if p == NONE { NONE } else { (POINTS - 1) as u8 - p };
        let mut twin = pos.clone();
        twin.to_move = pos.to_move.other();
        twin.reserve = [pos.reserve[1], pos.reserve[0]];
        twin.cities = [turned(pos.cities[1]), turned(pos.cities[0])];
        for (p, &c) in pos.board.iter().enumerate() {
            // An empty point has no owner; a Stronghold (no side) stays as it is.
            twin.board[POINTS - 1 - p] =
                if c == EMPTY { c } else { side_of(c).map_or(c, |side| cell(kind_of(c), side.other())) };
        }
        twin
    }

    fn judge_to_depth(depth: i32) -> ReviewSearch {
        ReviewSearch(master_to_depth(depth))
    }

    #[test]
    fn a_position_and_its_colour_mirrored_twin_get_opposite_values() {
        let limits = SearchLimits::default();
        let mut uneven = 0;
        for pos in random_game(3, 120).into_iter().step_by(6) {
            let twin = mirrored(&pos);
            let (mut legal, mut twin_legal) = (Vec::new(), Vec::new());
            pos.legal_actions(&mut legal);
            twin.legal_actions(&mut twin_legal);
            assert_eq!(legal.len(), twin_legal.len(), "the same rules for both colours: {pos} / {twin}");
            let (eval, twin_eval) = (Weights::TUNED.evaluate(&pos), Weights::TUNED.evaluate(&twin));
            assert_eq!(eval, twin_eval, "the same score for the side to move: {pos} / {twin}");
            let v = judge_to_depth(3).value(&pos, &[], &limits).expect("a value");
            let t = judge_to_depth(3).value(&twin, &[], &limits).expect("a value");
            assert!((v + t).abs() < 1e-6, "{v} for {pos}, {t} for its twin {twin}");
            uneven += (v.abs() > 0.3) as u32;
        }
        assert!(uneven > 0, "the game reached uneven positions, so the check compared something");
    }

    /// The start is even but for the move: its evaluation is the tempo weight alone (every other
    /// term cancels), a value of ±0.14 for whoever is to move. A search sees more in the first
    /// move (`docs/ai.md`, "Review graphs": Red scores about two thirds in master games).
    #[test]
    fn the_start_evaluates_to_the_tempo_alone_and_favours_whoever_moves_first() {
        let start = TwinCities::start();
        let black_to_move = mirrored(&start);
        assert_eq!(black_to_move.to_string(), start.to_string().replace(" r ", " b "), "the same board");
        let tempo = Weights::TUNED.0[crate::twin_cities::ai::eval::feature::TEMPO];
        assert_eq!(Weights::TUNED.evaluate(&start), tempo);
        assert_eq!(Weights::TUNED.evaluate(&black_to_move), tempo);
        let band = (tempo as f32 / SCALE).tanh();
        assert!((band - 0.137).abs() < 0.001, "{band}");
        let first = judge_to_depth(2).value(&start, &[], &SearchLimits::default()).expect("a value");
        let second = judge_to_depth(2).value(&black_to_move, &[], &SearchLimits::default()).expect("a value");
        assert_eq!(first, -second, "whoever moves first is better by the same");
        assert!(first > 0.0 && first < 0.5, "{first}");
    }

    /// Black has one legal action, f10i10, and is a general down: play takes the action without
    /// a search (its score 0, never looked at), a review searches it and finds Red ahead.
    #[test]
    fn a_forced_reply_gets_its_searched_value_not_zero() {
        let pos: TwinCities =
            "9/5r1c1/9/9/9/2X3X2/9/9/3B3H1/4C4/9 b S6TFLWRDE s6tfbhlwde 2 6".parse().unwrap();
        let mut legal = Vec::new();
        pos.legal_actions(&mut legal);
        assert_eq!(legal.iter().map(|a| a.to_string()).collect::<Vec<_>>(), ["f10i10"]);
        let played = master_to_depth(4).search_position(&pos, &[], &SearchLimits::default());
        assert_eq!(played.map(|(a, score)| (a.to_string(), score)), Some(("f10i10".to_string(), 0)));
        let v = judge_to_depth(4).value(&pos, &[], &SearchLimits::default()).expect("a value");
        assert!(v > 0.5, "Red is well ahead: {v}");
    }

    /// Positions along a random game from the start, not over.
    fn random_game(seed: u64, plies: usize) -> Vec<TwinCities> {
        let (mut pos, mut rng, mut legal, mut out) =
            (TwinCities::start(), Rng::new(seed), Vec::new(), Vec::new());
        for _ in 0..plies {
            pos.legal_actions(&mut legal);
            if legal.is_empty() || pos.outcome().is_some() {
                break;
            }
            out.push(pos.clone());
            pos.apply(rng.pick(&legal).expect("an action"));
        }
        out
    }
}
