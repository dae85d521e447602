//! The engine's judgement of each position of an analysable game, for a review's graph: a
//! value in −1…1 for the first side (a sure win 1, a sure loss −1) from the game's own
//! [`Judge`](super::Judge) (Twin Cities: the master's search within the caller's budget per position;
//! Generals: a symmetric evaluation), and the moves after which the mover's value fell by a
//! large step (mistakes), judged alike for both sides. A solved game has its exact verdicts
//! instead ([`super::verdicts`]).

use crate::ai::SearchLimits;
use crate::any_ai::ErasedJudge;
use crate::any_game::AnyGame;
use crate::game_kind::GameKind;
use crate::outcome::{Outcome, Side};

/// A fall of the mover's value by at least this much marks a mistake.
pub const MISTAKE_DROP: f32 = 0.3;

/// Judges the positions of one game, one after the other, with the game's [`Judge`] (made at
/// the first position asked, and kept, so that its search table carries over as in a game).
///
/// [`Judge`]: super::Judge
#[derive(Default)]
pub struct Analyzer {
    judge: Option<(GameKind, Box<dyn ErasedJudge>)>,
}

impl Analyzer {
    pub fn new() -> Analyzer {
        Analyzer { judge: None }
    }

    /// Whether `game`'s values are searches given a time per position ([`Judge::searches`]).
    pub fn searches(game: &AnyGame) -> bool {
        game.new_judge().is_some_and(|judge| judge.searches())
    }

    /// The value of the position after `ply` actions of `game` (0 = its start), for the
    /// first side; `None` for a game that is not analysable, a ply past the end, or a search
    /// stopped before any answer.
    pub fn value_at(&mut self, game: &AnyGame, ply: usize, limits: &SearchLimits) -> Option<f32> {
        if let Some(o) = game.outcome_at(ply)? {
            return Some(outcome_value(&o));
        }
        // A game of another kind gets its own game's judge.
        if self.judge.as_ref().is_none_or(|(kind, _)| *kind != game.kind()) {
            self.judge = game.new_judge().map(|judge| (game.kind(), judge));
        }
        self.judge.as_mut()?.1.value(game.erased(), ply, limits)
    }
}

fn outcome_value(o: &Outcome) -> f32 {
    match o.winner {
        Some(Side::First) => 1.0,
        Some(Side::Second) => -1.0,
        None => 0.0,
    }
}

/// The moves (by index: move `i` leads from `values[i]` to `values[i + 1]`) after which the
/// side that made them, `movers[i]`, lost at least [`MISTAKE_DROP`]. Moves with a missing
/// value on either side are not judged.
pub fn mistakes(values: &[Option<f32>], movers: &[Side]) -> Vec<usize> {
    movers
        .iter()
        .enumerate()
        .filter(|&(i, &side)| {
            let (Some(Some(before)), Some(Some(after))) = (values.get(i), values.get(i + 1)) else {
                return false;
            };
            let sign = if side == Side::First { 1.0 } else { -1.0 };
            sign * (before - after) >= MISTAKE_DROP
        })
        .map(|(i, _)| i)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_large_fall_for_the_mover_is_a_mistake() {
        let values = [Some(0.1), Some(0.0), Some(-0.5), Some(-0.4), None, Some(0.9)];
        let movers = [Side::First, Side::Second, Side::First, Side::Second, Side::First];
        // Move 0: First fell 0.1 (too little); move 1: Second went from −0.0 to +0.5 for itself
        // and move 2 First from −0.5 to −0.4 (gains); moves 3 and 4, beside a value not found,
        // are not judged.
        assert_eq!(mistakes(&values, &movers), Vec::<usize>::new());
        let movers = [Side::First, Side::First, Side::Second, Side::Second, Side::First];
        assert_eq!(mistakes(&values, &movers), vec![1], "First fell from 0.0 to −0.5");
    }

    #[test]
    fn mistakes_are_judged_alike_for_both_sides() {
        // The same game seen with the colours swapped: values negated, movers swapped.
        let values = [Some(0.0), Some(-0.4), Some(-0.3), Some(0.2), Some(0.6)];
        let movers = [Side::First, Side::Second, Side::First, Side::Second];
        let swapped_values: Vec<Option<f32>> = values.iter().map(|v| v.map(|x| -x)).collect();
        let swapped_movers: Vec<Side> = movers.iter().map(|s| s.other()).collect();
        assert_eq!(mistakes(&values, &movers), vec![0, 3], "First fell 0.4, Second fell 0.4");
        assert_eq!(mistakes(&swapped_values, &swapped_movers), vec![0, 3]);
    }

    #[test]
    fn values_are_for_the_first_side_and_a_finished_game_is_sure() {
        let limits = SearchLimits::budget(std::time::Duration::from_millis(100));
        let mut analyzer = Analyzer::new();
        let mut tc = AnyGame::new(GameKind::TwinCities, None).unwrap();
        let v = analyzer.value_at(&tc, 0, &limits).unwrap();
        // The first move is worth something (the Twin Cities review tests), more the deeper the
        // search the budget allows: ahead, not won.
        assert!(v > 0.0 && v < 0.95, "the first side is ahead at the start: {v}");
        assert_eq!(analyzer.value_at(&tc, 1, &limits), None, "no such ply");
        let first = tc.legal_actions()[0].text.clone();
        tc.play(&first).unwrap();
        assert!(analyzer.value_at(&tc, 1, &limits).is_some());
        let g = AnyGame::new(GameKind::Generals, None).unwrap();
        assert!(analyzer.value_at(&g, 0, &limits).unwrap().abs() < 1e-6, "the start is even");
        let zhili = AnyGame::new(GameKind::Zhili, None).unwrap();
        assert_eq!(analyzer.value_at(&zhili, 0, &limits), None);
    }
}
