//! Practice mode's grade of one move, as lichess's practice grades it:
//! by how far the mover's winning chance (0…1) fell from the position before the move to the one
//! after, against the engine's best move there. A solved game's chances are exact (a win 1, a draw
//! ½, a loss 0, from its verdicts); an analysable game's come from its [`Judge`](super::Judge)'s
//! values, and its best move from the top AI level, each searched within the caller's budget.

use std::time::{Duration, Instant};

use serde::{Deserialize, Serialize};

use super::{ActionVerdict, Analyzer, Verdict};
use crate::ai::SearchLimits;
use crate::any_game::AnyGame;
use crate::outcome::Side;
use crate::view::ActionWords;

/// A fall in the mover's winning chance of at least this much is an inaccuracy…
pub const INACCURACY: f32 = 0.05;
/// …of at least this much a mistake…
pub const MISTAKE: f32 = 0.11;
/// …and of at least this much a blunder.
pub const BLUNDER: f32 = 0.24;
/// A move that leaves the mover at least this winning chance keeps a won game: it is graded
/// "good" (not the best), never a mistake.
pub const STILL_WON: f32 = 0.9;

/// How a move compares with the engine's best there, from best to worst.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "lowercase")]
pub enum Grade {
    Best,
    Good,
    Inaccuracy,
    Mistake,
    Blunder,
}

impl Grade {
    /// Whether the player is offered a better move and a second try.
    pub fn is_mistake(self) -> bool {
        matches!(self, Grade::Mistake | Grade::Blunder)
    }
}

/// The grade of a move that took the mover's winning chance from `before` to `after`; `best`:
/// it is the engine's best move.
pub fn grade(before: f32, after: f32, best: bool) -> Grade {
    let fall = before - after;
    if best {
        Grade::Best
    } else if fall < INACCURACY || after >= STILL_WON {
        Grade::Good
    } else if fall < MISTAKE {
        Grade::Inaccuracy
    } else if fall < BLUNDER {
        Grade::Mistake
    } else {
        Grade::Blunder
    }
}

/// One graded move of a game, as it is saved with the game and shown again in its review.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct GradedMove {
    /// The move's index in the game (it leads from position `ply` to `ply + 1`).
    pub ply: usize,
    /// The move, in notation.
    pub action: String,
    pub grade: Grade,
    /// The mover's winning chance before the move (with best play) and after it.
    pub before: f32,
    pub after: f32,
    /// The engine's best move there, when it is another one.
    pub better: Option<String>,
}

/// A winning chance for `mover` from a value for the first side (−1…1).
pub fn chance(value_for_first: f32, mover: Side) -> f32 {
    let value = if mover == Side::First { value_for_first } else { -value_for_first };
    ((value + 1.0) / 2.0).clamp(0.0, 1.0)
}

/// A winning chance from a solved game's verdict for the mover.
pub(super) fn verdict_chance(verdict: Verdict) -> f32 {
    match verdict {
        Verdict::Win(_) => 1.0,
        Verdict::Draw => 0.5,
        Verdict::Loss(_) => 0.0,
    }
}

/// Orders verdicts for the side they are for: a win sooner, a loss later is better.
fn verdict_order(verdict: Verdict) -> i32 {
    match verdict {
        Verdict::Win(n) => 100_000 - i32::from(n),
        Verdict::Draw => 0,
        Verdict::Loss(n) => -100_000 + i32::from(n),
    }
}

/// The action with the best verdict for the side to move (the first of equals, in the legal
/// actions' order): a solved game's best move.
pub(super) fn best_verdict(verdicts: &[ActionVerdict]) -> Option<&ActionVerdict> {
    let best = verdicts.iter().map(|v| verdict_order(v.verdict)).max()?;
    verdicts.iter().find(|v| verdict_order(v.verdict) == best)
}

/// Grades move `ply` of `game`. A solved game is graded exactly; an analysable one by three
/// searches of at most `budget` each (the values before and after, and the best move by AI level
/// `level`, seeded by `seed`). `None` when there is no such move, the game has no judge, or a
/// search was cancelled before any answer.
pub fn grade_move(
    game: &AnyGame,
    ply: usize,
    level: usize,
    seed: u64,
    budget: Duration,
    cancel: Option<&std::sync::Arc<std::sync::atomic::AtomicBool>>,
) -> Option<GradedMove> {
    let action = game.history().get(ply)?.clone();
    let mover = *game.movers().get(ply)?;
    let before_game = game.truncated(ply);
    let limits = || SearchLimits { deadline: Some(Instant::now() + budget), cancel: cancel.cloned() };
    if let Some(verdicts) = before_game.action_verdicts() {
        let played = verdicts.iter().find(|v| v.action == action)?.verdict;
        let best = best_verdict(&verdicts)?;
        let is_best = verdict_order(played) >= verdict_order(best.verdict);
        let (before, after) = (verdict_chance(best.verdict), verdict_chance(played));
        let better = (!is_best).then(|| best.action.clone());
        return Some(GradedMove { ply, action, grade: grade(before, after, is_best), before, after, better });
    }
    let mut analyzer = Analyzer::new();
    let before = chance(analyzer.value_at(game, ply, &limits())?, mover);
    let after = chance(analyzer.value_at(game, ply + 1, &limits())?, mover);
    let best = before_game.ai_action(level, seed, &limits())?;
    let is_best = best == action;
    // Values from separate searches: a move valued at least as high as the position is as
    // good as the engine's own.
    let before = before.max(after);
    Some(GradedMove {
        ply,
        action,
        grade: grade(before, after, is_best),
        before,
        after,
        better: (!is_best).then_some(best),
    })
}

/// The words of each graded move's better move (`None` where it has none), in `graded`'s order,
/// from one walk through `game`.
pub fn better_words(game: &AnyGame, graded: &[GradedMove]) -> Vec<Option<ActionWords>> {
    let history = game.history();
    let mut walk = game.truncated(0);
    let mut words: Vec<Option<ActionWords>> = vec![None; graded.len()];
    for (ply, action) in history.iter().enumerate() {
        for (i, g) in graded.iter().enumerate().filter(|(_, g)| g.ply == ply) {
            words[i] = g.better.as_deref().and_then(|better| walk.action_words(better));
        }
        if walk.play(action).is_err() {
            break;
        }
    }
    words
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{replay, GameKind};

    #[test]
    fn the_thresholds_grade_the_fall_in_the_movers_winning_chance() {
        assert_eq!(grade(0.6, 0.2, true), Grade::Best, "the engine's move is best whatever the values say");
        assert_eq!(grade(0.60, 0.56, false), Grade::Good, "a fall under 0.05");
        assert_eq!(grade(0.60, 0.55, false), Grade::Inaccuracy, "0.05");
        assert_eq!(grade(0.60, 0.49, false), Grade::Mistake, "0.11");
        assert_eq!(grade(0.60, 0.36, false), Grade::Blunder, "0.24");
        assert_eq!(grade(1.0, 0.9, false), Grade::Good, "a game still won: not best, not a mistake");
    }

    #[test]
    fn chances_are_the_movers_and_alike_for_both_sides() {
        assert_eq!(chance(0.5, Side::First), 0.75);
        assert_eq!(chance(0.5, Side::Second), 0.25);
        assert_eq!(chance(-1.0, Side::Second), 1.0);
    }

    #[test]
    fn z9_a_move_that_lets_a_win_go_is_a_blunder_with_the_winning_move_shown() {
        // Red wins in 3 with 4-3 (docs/rules/zhili.md Z9); 6-3 lets the win go: a draw.
        let game = replay(GameKind::Zhili, "bbb.sbrrrr. r 0", &["6-3"]).unwrap().whole().unwrap();
        let graded = grade_move(&game, 0, 0, 1, Duration::from_millis(50), None).unwrap();
        assert_eq!((graded.grade, graded.before, graded.after), (Grade::Blunder, 1.0, 0.5));
        assert_eq!(graded.better.as_deref(), Some("4-3"));
        let mut winning = game.truncated(0);
        winning.play("4-3").unwrap();
        assert_eq!(better_words(&game, std::slice::from_ref(&graded)), vec![winning.history_words().pop()]);
        let kept = replay(GameKind::Zhili, "bbb.sbrrrr. r 0", &["4-3"]).unwrap().whole().unwrap();
        let graded = grade_move(&kept, 0, 0, 1, Duration::from_millis(50), None).unwrap();
        assert_eq!((graded.grade, graded.better), (Grade::Best, None));
    }

    #[test]
    fn an_analysable_games_move_is_graded_by_its_judge_and_the_top_levels_best_move() {
        let mut game = AnyGame::new(GameKind::TwinCities, None).unwrap();
        let first = game.legal_actions()[0].text.clone();
        game.play(&first).unwrap();
        let top = game.ai_levels().len() - 1;
        let graded = grade_move(&game, 0, top, 7, Duration::from_millis(100), None).unwrap();
        assert_eq!((graded.ply, graded.action.as_str()), (0, first.as_str()));
        // The grade is the thresholds' for the chances it reports, and a better move is named
        // exactly when the move is not the engine's own.
        assert_eq!(graded.grade, grade(graded.before, graded.after, graded.better.is_none()));
        assert_eq!(graded.better.is_none(), graded.grade == Grade::Best);
        assert!(
            game.truncated(0).legal_actions().iter().any(|a| Some(&a.text) == graded.better.as_ref())
                || graded.better.is_none()
        );
        assert!(grade_move(&game, 1, top, 7, Duration::from_millis(10), None).is_none(), "no move 1 yet");
    }
}
