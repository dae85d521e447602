//! "Learn from your mistakes": the positions of a game where the
//! learner's move lost the most become drills ([`find_drills`]), and a drill is tried again
//! ([`DrillRun`]) until the learner finds a move at least as good as the engine's best.
//!
//! - An analysable game (Twin Cities, Generals) gives at most [`MOST_DRILLS`] one-move drills:
//!   the learner's moves whose fall in winning chance was largest, of at least
//!   [`practice::MISTAKE`](super::practice::MISTAKE), and that did not leave a game still won.
//!   A try is solved by the engine's own move, or by one that leaves the learner at most
//!   [`TOLERANCE`] below it (the two searched alike, which differ by noise alone).
//! - A solved game (Zhili) gives a drill from the learner's first move that let a win go
//!   ("convert the win": play on against perfect defence until the game is won) and from the
//!   first that lost a drawn game ("hold the draw": keep the draw against the engine's best for
//!   [`HOLD_MOVES`] moves, or to a drawn end). Every move of the try must keep the verdict.

use serde::{Deserialize, Serialize};

use super::practice::{best_verdict, chance, verdict_chance};
use super::{Analyzer, Verdict};
use crate::ai::SearchLimits;
use crate::any_game::AnyGame;
use crate::error::ActionError;
use crate::outcome::Side;

/// The most one-move drills one game gives.
pub const MOST_DRILLS: usize = 3;
/// How many moves a "hold the draw" drill asks the learner to keep the draw.
pub const HOLD_MOVES: u32 = 4;
/// How far below the engine's best (in winning chance, 0…1) a move may be and still solve a
/// one-move drill: the two values come from separate searches.
pub const TOLERANCE: f32 = 0.02;

/// What a drill asks of the learner.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "kebab-case")]
pub enum DrillKind {
    /// One move at least as good as the engine's best.
    BetterMove,
    /// A won position (of a solved game) played on to the win against perfect defence.
    ConvertWin,
    /// A drawn position (of a solved game) kept drawn against the engine's best.
    HoldDraw,
}

impl DrillKind {
    /// The verdicts a move of this drill must keep (none for a one-move drill, which is
    /// judged by the engine's values).
    fn keeps(self, verdict: Verdict) -> bool {
        match self {
            DrillKind::BetterMove => true,
            DrillKind::ConvertWin => matches!(verdict, Verdict::Win(_)),
            DrillKind::HoldDraw => !matches!(verdict, Verdict::Loss(_)),
        }
    }
}

/// A position of a game that becomes a drill: the learner's move at `ply` (from the position
/// after `ply` actions) and the engine's best move there.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct DrillSpot {
    pub ply: usize,
    pub kind: DrillKind,
    pub learner: Side,
    /// The learner's move in the game, and the engine's best move there (notation).
    pub played: String,
    pub best: String,
    /// The learner's winning chance before the move (with best play) and after it.
    pub before: f32,
    pub after: f32,
}

/// The drills of `game` for the learner, whose moves are those `learners` marks by ply (in a
/// game against the computer, the human's): an analysable game's worst first, a solved game's in
/// the order of its moves. An analysable game's values and best
/// moves are searched within `limits()` each, its best moves by AI level `level` seeded by
/// `seed`; a search stopped before any answer gives no drill there.
pub fn find_drills(
    game: &AnyGame,
    learners: &[bool],
    level: usize,
    seed: u64,
    limits: &dyn Fn() -> SearchLimits,
) -> Vec<DrillSpot> {
    if game.verdicts().is_some() {
        solved_drills(game, learners)
    } else {
        analysed_drills(game, learners, level, seed, limits)
    }
}

/// A solved game's drills: from the learner's first move that let a win go, and from the first
/// that lost a drawn game.
fn solved_drills(game: &AnyGame, learners: &[bool]) -> Vec<DrillSpot> {
    let (Some(verdicts), movers, history) = (game.verdicts(), game.movers(), game.history()) else {
        return Vec::new();
    };
    let mut spots: Vec<DrillSpot> = Vec::new();
    for (ply, v) in verdicts.iter().enumerate() {
        if v.change.is_none() || !learners.get(ply).copied().unwrap_or(false) {
            continue;
        }
        let kind =
            if matches!(v.before, Verdict::Win(_)) { DrillKind::ConvertWin } else { DrillKind::HoldDraw };
        if spots.iter().any(|s| s.kind == kind) {
            continue;
        }
        let Some(best) = best_by_verdict(&game.truncated(ply)) else { continue };
        spots.push(DrillSpot {
            ply,
            kind,
            learner: movers[ply],
            played: history[ply].clone(),
            best,
            before: verdict_chance(v.before),
            after: verdict_chance(v.after),
        });
    }
    spots
}

/// The move with the best verdict for the side to move in a solved game (the first of equals,
/// in the legal actions' order).
fn best_by_verdict(game: &AnyGame) -> Option<String> {
    best_verdict(&game.action_verdicts()?).map(|v| v.action.clone())
}

/// An analysable game's drills: the learner's moves whose fall in winning chance was largest.
fn analysed_drills(
    game: &AnyGame,
    learners: &[bool],
    level: usize,
    seed: u64,
    limits: &dyn Fn() -> SearchLimits,
) -> Vec<DrillSpot> {
    let movers = game.movers();
    let history = game.history();
    let mut analyzer = Analyzer::new();
    let mut values: Vec<Option<f32>> = vec![None; game.plies() + 1];
    let mut value = |ply: usize, analyzer: &mut Analyzer| {
        if values[ply].is_none() {
            values[ply] = analyzer.value_at(game, ply, &limits());
        }
        values[ply]
    };
    let mut falls: Vec<(usize, f32, f32)> = Vec::new();
    for (ply, &mover) in movers.iter().enumerate() {
        if !learners.get(ply).copied().unwrap_or(false) {
            continue;
        }
        let (Some(before), Some(after)) = (value(ply, &mut analyzer), value(ply + 1, &mut analyzer)) else {
            continue;
        };
        let (before, after) = (chance(before, mover), chance(after, mover));
        if before - after >= super::practice::MISTAKE && after < super::practice::STILL_WON {
            falls.push((ply, before, after));
        }
    }
    falls.sort_by(|a, b| (b.1 - b.2).total_cmp(&(a.1 - a.2)).then(a.0.cmp(&b.0)));
    let mut spots = Vec::new();
    for (ply, before, after) in falls {
        if spots.len() == MOST_DRILLS {
            break;
        }
        let Some(best) = game.truncated(ply).ai_action(level, seed, &limits()) else { continue };
        if best == history[ply] {
            continue;
        }
        spots.push(DrillSpot {
            ply,
            kind: DrillKind::BetterMove,
            learner: movers[ply],
            played: history[ply].clone(),
            best,
            before,
            after,
        });
    }
    spots
}

/// Where a drill's try stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "lowercase")]
pub enum DrillState {
    /// The learner is to move (or the engine replies).
    Playing,
    /// The learner found a move as good as the engine's (and, for a solved game, kept it).
    Solved,
    /// The last move fell short: the try starts over.
    Missed,
}

/// What one of the learner's moves did.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct DrillStep {
    pub state: DrillState,
    /// The learner's winning chance after the move, and after the engine's best move there
    /// (`None` when a search was cancelled).
    pub chance: Option<f32>,
    pub best_chance: Option<f32>,
    /// The engine's replies, in notation.
    pub replies: Vec<String>,
}

/// One drill tried: its position, the try's moves so far, and where the try stands.
#[derive(Clone)]
pub struct DrillRun {
    spot: DrillSpot,
    start: AnyGame,
    game: AnyGame,
    state: DrillState,
    /// The learner's moves in this try that kept the verdict.
    kept: u32,
}

/// Why a drill cannot start from a position.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DrillError {
    #[error("the drill's position is over")]
    Over,
    #[error("the drill's learner is not to move")]
    NotLearnersMove,
}

impl DrillRun {
    /// A drill from `start`, the game as it stood before the learner's move of `spot`.
    pub fn new(start: AnyGame, spot: DrillSpot) -> Result<DrillRun, DrillError> {
        if start.outcome().is_some() {
            return Err(DrillError::Over);
        }
        if start.to_move() != spot.learner {
            return Err(DrillError::NotLearnersMove);
        }
        Ok(DrillRun { spot, game: start.clone(), start, state: DrillState::Playing, kept: 0 })
    }

    pub fn spot(&self) -> &DrillSpot {
        &self.spot
    }

    /// The game of this try: the drill's position and the moves played since.
    pub fn game(&self) -> &AnyGame {
        &self.game
    }

    /// The drill's position.
    pub fn start(&self) -> &AnyGame {
        &self.start
    }

    pub fn state(&self) -> DrillState {
        self.state
    }

    /// The learner's moves in this try that kept the verdict (a solved game's drill).
    pub fn kept(&self) -> u32 {
        self.kept
    }

    /// Back to the drill's position for another try.
    pub fn retry(&mut self) {
        self.game = self.start.clone();
        self.state = DrillState::Playing;
        self.kept = 0;
    }

    /// Plays the learner's `action` and judges it; in a solved game's drill that goes on, the
    /// engine (AI level `level`, seeded by `seed`) replies. A try that is over is started
    /// again first.
    pub fn play(
        &mut self,
        action: &str,
        level: usize,
        seed: u64,
        limits: &dyn Fn() -> SearchLimits,
    ) -> Result<DrillStep, ActionError> {
        if self.state != DrillState::Playing {
            self.retry();
        }
        match self.spot.kind {
            DrillKind::BetterMove => self.play_one(action, level, seed, limits),
            _ => self.play_on(action, level, seed, limits),
        }
    }

    /// A one-move drill: the move is judged against the engine's best move.
    fn play_one(
        &mut self,
        action: &str,
        level: usize,
        seed: u64,
        limits: &dyn Fn() -> SearchLimits,
    ) -> Result<DrillStep, ActionError> {
        let mut tried = self.game.clone();
        let action = tried.play(action)?;
        let learner = self.spot.learner;
        let mut analyzer = Analyzer::new();
        let chance_after = |game: &AnyGame, analyzer: &mut Analyzer| {
            analyzer.value_at(game, game.plies(), &limits()).map(|v| chance(v, learner))
        };
        let (state, chance, best_chance) = if action == self.spot.best {
            let chance = chance_after(&tried, &mut analyzer);
            (DrillState::Solved, chance, chance)
        } else {
            let mut best = self.game.clone();
            // The best move is found again if the saved one no longer plays (a new engine).
            let best_action = match best.check(&self.spot.best) {
                Ok(_) => self.spot.best.clone(),
                Err(_) => self.game.ai_action(level, seed, &limits()).unwrap_or_default(),
            };
            let best_chance = best.play(&best_action).ok().and_then(|_| chance_after(&best, &mut analyzer));
            let chance = chance_after(&tried, &mut analyzer);
            let solved = matches!((chance, best_chance), (Some(c), Some(b)) if c + TOLERANCE >= b);
            (if solved { DrillState::Solved } else { DrillState::Missed }, chance, best_chance)
        };
        self.game = tried;
        self.state = state;
        Ok(DrillStep { state, chance, best_chance, replies: Vec::new() })
    }

    /// A solved game's drill: every move must keep the verdict; the engine replies with perfect
    /// play until the learner is to move again or the game is over.
    fn play_on(
        &mut self,
        action: &str,
        level: usize,
        seed: u64,
        limits: &dyn Fn() -> SearchLimits,
    ) -> Result<DrillStep, ActionError> {
        let verdicts = self.game.action_verdicts().unwrap_or_default();
        let best_chance = best_verdict(&verdicts).map(|v| verdict_chance(v.verdict));
        let mut tried = self.game.clone();
        let action = tried.play(action)?;
        let played = verdicts.iter().find(|v| v.action == action).map(|v| v.verdict);
        let kept = played.is_some_and(|v| self.spot.kind.keeps(v));
        let mut replies = Vec::new();
        if kept {
            self.kept += 1;
            while tried.outcome().is_none() && tried.to_move() != self.spot.learner {
                // No reply (a search stopped before any answer): the try cannot go on.
                let Some(reply) = tried.ai_action(level, seed, &limits()) else { break };
                replies.push(tried.play(&reply)?);
            }
        }
        let waits_on_engine = tried.outcome().is_none() && tried.to_move() != self.spot.learner;
        let state = match (kept, tried.outcome()) {
            (false, _) => DrillState::Missed,
            (true, None) if waits_on_engine => DrillState::Missed,
            (true, Some(o)) => match (self.spot.kind, o.winner) {
                (_, Some(w)) if w == self.spot.learner => DrillState::Solved,
                (DrillKind::HoldDraw, None) => DrillState::Solved,
                _ => DrillState::Missed,
            },
            (true, None) if self.spot.kind == DrillKind::HoldDraw && self.kept >= HOLD_MOVES => {
                DrillState::Solved
            }
            (true, None) => DrillState::Playing,
        };
        self.game = tried;
        self.state = state;
        Ok(DrillStep { state, chance: played.map(verdict_chance), best_chance, replies })
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;
    use crate::{replay, GameKind};

    fn limits() -> SearchLimits {
        SearchLimits::budget(Duration::from_millis(100))
    }

    /// A Zhili game from `start` with `moves`, every move the learner's.
    fn zhili(start: &str, moves: &[&str]) -> AnyGame {
        replay(GameKind::Zhili, start, moves).unwrap().whole().unwrap()
    }

    /// Plays the best move by verdict for the learner, from the drill's position, until the try
    /// is over.
    fn play_best(run: &mut DrillRun) -> DrillState {
        run.retry();
        let top = run.game().ai_levels().len() - 1;
        for _ in 0..100 {
            let best = best_by_verdict(run.game()).unwrap();
            let step = run.play(&best, top, 1, &limits).unwrap();
            if step.state != DrillState::Playing {
                return step.state;
            }
        }
        panic!("the try did not end");
    }

    #[test]
    fn z9_a_win_let_go_is_a_convert_the_win_drill_solved_by_playing_on_to_the_win() {
        // Red wins in 3 with 4-3 (docs/rules/zhili.md Z9); the learner's 6-3 let it go: a draw.
        let game = zhili("bbb.sbrrrr. r 0", &["6-3"]);
        let spots = find_drills(&game, &[true], 0, 1, &limits);
        assert_eq!(spots.len(), 1);
        let spot = &spots[0];
        assert_eq!((spot.kind, spot.ply, spot.learner), (DrillKind::ConvertWin, 0, Side::First));
        assert_eq!(
            (spot.played.as_str(), spot.best.as_str(), spot.before, spot.after),
            ("6-3", "4-3", 1.0, 0.5)
        );
        let top = game.ai_levels().len() - 1;
        let mut run = DrillRun::new(game.truncated(0), spot.clone()).unwrap();
        // The same move again lets the win go: the try is missed…
        let missed = run.play("6-3", top, 1, &limits).unwrap();
        assert_eq!(
            (missed.state, missed.chance, missed.best_chance),
            (DrillState::Missed, Some(0.5), Some(1.0))
        );
        // …and the next move starts it over; perfect play converts the win.
        assert_eq!(play_best(&mut run), DrillState::Solved);
        assert_eq!(run.game().outcome().unwrap().winner, Some(Side::First));
        assert!(run.kept() >= 1);
    }

    #[test]
    fn z9_a_draw_lost_is_a_hold_the_draw_drill_solved_by_keeping_the_draw() {
        // From the start (a draw), both sides keep the draw until the side to move has a losing
        // move; the learner plays it.
        let mut game = AnyGame::new(GameKind::Zhili, None).unwrap();
        let losing = loop {
            assert_eq!(game.verdict(), Some(Verdict::Draw));
            let verdicts = game.action_verdicts().unwrap();
            if let Some(losing) = verdicts.iter().find(|v| matches!(v.verdict, Verdict::Loss(_))) {
                break losing.action.clone();
            }
            game.play(&verdicts.iter().find(|v| v.verdict == Verdict::Draw).unwrap().action).unwrap();
            assert!(game.plies() < 40, "no losing move in 40 plies");
        };
        let ply = game.plies();
        game.play(&losing).unwrap();
        let mut learners = vec![false; ply];
        learners.push(true);
        let spots = find_drills(&game, &learners, 0, 1, &limits);
        assert_eq!(spots.len(), 1);
        assert_eq!(
            (spots[0].kind, spots[0].ply, spots[0].before, spots[0].after),
            (DrillKind::HoldDraw, ply, 0.5, 0.0)
        );
        let mut run = DrillRun::new(game.truncated(ply), spots[0].clone()).unwrap();
        let top = game.ai_levels().len() - 1;
        assert_eq!(run.play(&losing, top, 1, &limits).unwrap().state, DrillState::Missed);
        // Drawing moves against the engine's replies: still playing until the last of them.
        run.retry();
        for n in 1..=HOLD_MOVES {
            let best = best_by_verdict(run.game()).unwrap();
            let step = run.play(&best, top, 1, &limits).unwrap();
            assert_eq!(run.kept(), n);
            let expected = if n < HOLD_MOVES { DrillState::Playing } else { DrillState::Solved };
            assert_eq!(step.state, expected, "after {n} of {HOLD_MOVES} moves kept");
            assert_eq!(step.chance, Some(0.5), "each a draw");
        }
    }

    #[test]
    fn only_the_learners_moves_become_drills() {
        let game = zhili("bbb.sbrrrr. r 0", &["6-3"]);
        assert!(find_drills(&game, &[false], 0, 1, &limits).is_empty(), "move 0 was the computer's");
        assert_eq!(
            DrillRun::new(game.clone(), find_drills(&game, &[true], 0, 1, &limits)[0].clone()).err(),
            Some(DrillError::NotLearnersMove)
        );
    }

    #[test]
    fn an_analysable_games_worst_moves_become_one_move_drills_solved_by_the_engines_move() {
        // Generals, the learner South: it plays its first legal action each time, against a
        // rival that plays the action its evaluation likes best (the same game on every run,
        // whatever the machine's speed).
        let mut game = AnyGame::new(GameKind::Generals, None).unwrap();
        let top = game.ai_levels().len() - 1;
        let mut learners = Vec::new();
        let mut analyzer = Analyzer::new();
        while game.plies() < 60 && game.outcome().is_none() {
            let learner = game.to_move() == Side::First;
            let actions = game.legal_actions().into_iter().map(|a| a.text);
            let action = if learner {
                actions.take(1).next().unwrap()
            } else {
                let mut value = |action: &String| {
                    let mut after = game.clone();
                    after.play(action).unwrap();
                    -analyzer.value_at(&after, after.plies(), &limits()).unwrap()
                };
                actions.map(|a| (value(&a), a)).max_by(|x, y| x.0.total_cmp(&y.0)).unwrap().1
            };
            game.play(&action).unwrap();
            learners.push(learner);
        }
        let spots = find_drills(&game, &learners, top, 5, &limits);
        assert!(!spots.is_empty() && spots.len() <= MOST_DRILLS, "{} drills", spots.len());
        let falls: Vec<f32> = spots.iter().map(|s| s.before - s.after).collect();
        assert!(falls.windows(2).all(|w| w[0] >= w[1]), "worst first: {falls:?}");
        let mut missed = 0;
        for spot in &spots {
            assert!(learners[spot.ply] && spot.kind == DrillKind::BetterMove);
            assert!(spot.before - spot.after >= super::super::practice::MISTAKE);
            assert_ne!(spot.best, spot.played);
            let mut run = DrillRun::new(game.truncated(spot.ply), spot.clone()).unwrap();
            let step = run.play(&spot.best, top, 5, &limits).unwrap();
            assert_eq!(step.state, DrillState::Solved, "the engine's own move");
            run.retry();
            // The game's move again is judged by the values that made it a drill (Generals'
            // evaluation), against the engine's move there.
            let step = run.play(&spot.played, top, 5, &limits).unwrap();
            let (chance, best) = (step.chance.unwrap(), step.best_chance.unwrap());
            assert_eq!(chance, spot.after);
            assert_eq!(
                step.state == DrillState::Solved,
                chance + TOLERANCE >= best,
                "{chance} against {best}"
            );
            missed += usize::from(step.state == DrillState::Missed);
        }
        assert!(missed > 0, "the game's own move misses a drill");
    }
}
