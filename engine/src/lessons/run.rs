//! A lesson being played, and the check that its solution plays.

use std::time::Duration;

use serde::Serialize;

use super::goal::{out_of_reach, reached};
use super::lesson::{Lesson, LessonError, LineStep, Player};
use crate::ai::SearchLimits;
use crate::any_game::AnyGame;
use crate::error::ActionError;
use crate::outcome::Side;
use crate::text::Text;

/// How long the engine thinks about a reply the script does not cover.
const REPLY_BUDGET: Duration = Duration::from_millis(300);
/// The engine's replies are seeded, so a lesson answers the same try the same way.
const REPLY_SEED: u64 = 0x1E55;
/// The most atomic actions one reply may take (a Generals turn is a handful).
const MAX_REPLY_ACTIONS: usize = 64;

/// Where a lesson stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "lowercase")]
pub enum LessonState {
    /// The learner's move.
    Playing,
    /// The goal is reached.
    Passed,
    /// A wrong try: the turns are used up, the game ended, or (Zhili) the win slipped away.
    /// A hint is ready; [`LessonRun::retry`] starts again.
    Failed,
}

/// What one of the learner's actions led to.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct LessonStep {
    /// The action as the engine writes it.
    pub action: String,
    /// The rival's reply that followed, if the learner's turn ended and the lesson goes on.
    pub replies: Vec<String>,
    pub state: LessonState,
}

/// A lesson in play: the game from the lesson's position, the learner's turns, the goal.
#[derive(Clone, Debug)]
pub struct LessonRun {
    lesson: &'static Lesson,
    game: AnyGame,
    learner: Side,
    turns_played: u32,
    state: LessonState,
    failures: u32,
    line: Vec<LineStep>,
    /// How much of the lesson's line the game has followed; `None` once it left it.
    on_line: Option<usize>,
}

impl LessonRun {
    /// The lesson at its start. Fails only for a lesson whose solution does not play (which
    /// the lesson tests rule out).
    pub fn new(lesson: &'static Lesson) -> Result<LessonRun, LessonError> {
        let line = lesson.line()?;
        let game = lesson.start().map_err(|e| lesson.invalid(e))?;
        let learner = game.to_move();
        Ok(LessonRun {
            lesson,
            game,
            learner,
            turns_played: 0,
            state: LessonState::Playing,
            failures: 0,
            line,
            on_line: Some(0),
        })
    }

    pub fn lesson(&self) -> &'static Lesson {
        self.lesson
    }

    /// The game on the board (legal actions, view, last effects).
    pub fn game(&self) -> &AnyGame {
        &self.game
    }

    /// The side the learner plays: the side to move in the lesson's position.
    pub fn learner(&self) -> Side {
        self.learner
    }

    pub fn state(&self) -> LessonState {
        self.state
    }

    /// The learner's turns left in this try.
    pub fn turns_left(&self) -> u32 {
        self.lesson.turns.saturating_sub(self.turns_played)
    }

    /// Wrong tries so far.
    pub fn failures(&self) -> u32 {
        self.failures
    }

    /// The hint for the last wrong try (`None` before the first): the lesson's hints in
    /// order, the last one repeating.
    pub fn hint(&self) -> Option<&'static Text> {
        let n = self.failures.checked_sub(1)? as usize;
        self.lesson.hints.get(n.min(self.lesson.hints.len().saturating_sub(1)))
    }

    /// The solution's next action for the learner, while the game still follows the
    /// lesson's line (a hint may point at it).
    pub fn next_solution_action(&self) -> Option<&str> {
        let step = self.line.get(self.on_line?)?;
        (step.by == Player::Learner && self.state == LessonState::Playing).then_some(step.action.as_str())
    }

    /// Back to the lesson's position for another try (hints keep counting).
    pub fn retry(&mut self) {
        if let Ok(game) = self.lesson.start() {
            self.game = game;
        }
        self.turns_played = 0;
        self.state = LessonState::Playing;
        self.on_line = Some(0);
    }

    /// Plays one of the learner's actions (in the game's notation); then checks the goal and,
    /// when the learner's turn is over and the lesson goes on, plays the rival's reply. On an
    /// error nothing changes; once the lesson is passed or failed nothing more is played
    /// ([`ActionError::GameOver`]) until [`LessonRun::retry`].
    pub fn play(&mut self, action: &str) -> Result<LessonStep, ActionError> {
        if self.state != LessonState::Playing {
            return Err(ActionError::GameOver);
        }
        let action = self.game.play(action)?;
        self.follow(&action);
        let mut replies = Vec::new();
        self.state = self.after_learner_action(&mut replies);
        if self.state == LessonState::Failed {
            self.failures += 1;
        }
        Ok(LessonStep { action, replies, state: self.state })
    }

    fn follow(&mut self, action: &str) {
        self.on_line =
            self.on_line.filter(|&i| self.line.get(i).is_some_and(|s| s.action == action)).map(|i| i + 1);
    }

    fn learner_turn_over(&self) -> bool {
        self.game.outcome().is_some() || self.game.at_turn_boundary() && self.game.to_move() != self.learner
    }

    fn after_learner_action(&mut self, replies: &mut Vec<String>) -> LessonState {
        let goal = &self.lesson.goal;
        if reached(goal, &self.game, self.learner) {
            return LessonState::Passed;
        }
        if !self.learner_turn_over() {
            return LessonState::Playing;
        }
        self.turns_played += 1;
        let left = self.turns_left();
        if left == 0 || self.game.outcome().is_some() || out_of_reach(goal, &self.game, self.learner, left) {
            return LessonState::Failed;
        }
        self.reply(replies);
        if self.game.outcome().is_some() {
            return LessonState::Failed;
        }
        LessonState::Playing
    }

    /// The scripted reply for this turn when it is still legal, else the engine's own.
    fn reply(&mut self, out: &mut Vec<String>) {
        if let Some(script) = self.lesson.replies.get(self.turns_played as usize - 1) {
            let mut game = self.game.clone();
            if script.iter().all(|a| game.play(a).is_ok()) && self.rival_done(&game) {
                self.game = game;
                for a in script {
                    self.follow(a);
                }
                out.extend(script.iter().cloned());
                return;
            }
        }
        self.on_line = None;
        self.engine_reply(out);
    }

    fn rival_done(&self, game: &AnyGame) -> bool {
        game.outcome().is_some() || game.at_turn_boundary() && game.to_move() == self.learner
    }

    /// The strongest level's answer within a short budget, a whole turn of it (a timed-out
    /// pass if it has none).
    fn engine_reply(&mut self, out: &mut Vec<String>) {
        let strongest = self.game.ai_levels().len().saturating_sub(1);
        let Some(mut ai) = self.game.new_ai(strongest, REPLY_SEED) else { return };
        while !self.rival_done(&self.game) && out.len() < MAX_REPLY_ACTIONS {
            let chosen = ai.choose(&self.game, &SearchLimits::budget(REPLY_BUDGET));
            let played = match chosen {
                Some(a) => self.game.play(&a),
                None => self.game.pass(),
            };
            match played {
                Ok(a) => out.push(a),
                Err(_) => break,
            }
        }
    }
}

impl Lesson {
    /// The whole line: the solution with the replies, played through the engine. Fails on the
    /// first action that is not legal, naming the lesson and the step (counted from 1 over
    /// the learner's and the rival's actions), or when the goal is not reached by the last
    /// step, or reached before it.
    pub fn line(&self) -> Result<Vec<LineStep>, LessonError> {
        let mut game = self.start().map_err(|e| self.invalid(e))?;
        let learner = game.to_move();
        let mut line: Vec<LineStep> = Vec::new();
        let mut replies = self.replies.iter();
        let mut turns = 0;
        if self.solution.is_empty() {
            return Err(self.invalid("the solution is empty"));
        }
        for (i, action) in self.solution.iter().enumerate() {
            let step_error = |line: &[LineStep], message: String| LessonError::Step {
                lesson: self.id.clone(),
                step: line.len() + 1,
                action: action.clone(),
                message,
            };
            if reached(&self.goal, &game, learner) {
                return Err(step_error(&line, "the goal is already reached before this step".into()));
            }
            let played = game.play(action).map_err(|e| step_error(&line, e.to_string()))?;
            line.push(LineStep { by: Player::Learner, action: played });
            let turn_over = game.outcome().is_some() || game.at_turn_boundary() && game.to_move() != learner;
            if !turn_over {
                continue;
            }
            turns += 1;
            if i + 1 == self.solution.len() || reached(&self.goal, &game, learner) {
                continue;
            }
            let Some(reply) = replies.next() else {
                return Err(self.invalid(format!("no reply after the learner's turn {turns}")));
            };
            play_reply(self, &mut game, reply, &mut line)?;
            if !(game.at_turn_boundary() && game.to_move() == learner) {
                return Err(
                    self.invalid(format!("the reply after turn {turns} does not end the rival's turn"))
                );
            }
        }
        if !reached(&self.goal, &game, learner) {
            return Err(self.invalid("the solution does not reach the goal"));
        }
        let last_turn_open =
            !(game.outcome().is_some() || game.at_turn_boundary() && game.to_move() != learner);
        let used = turns + u32::from(last_turn_open);
        if used > self.turns {
            return Err(
                self.invalid(format!("the solution takes {used} turns; the lesson gives {}", self.turns))
            );
        }
        if replies.next().is_some() {
            return Err(self.invalid("more replies than the solution's turns"));
        }
        Ok(line)
    }
}

fn play_reply(
    lesson: &Lesson,
    game: &mut AnyGame,
    reply: &[String],
    line: &mut Vec<LineStep>,
) -> Result<(), LessonError> {
    for action in reply {
        let played = game.play(action).map_err(|e| LessonError::Step {
            lesson: lesson.id.clone(),
            step: line.len() + 1,
            action: action.clone(),
            message: e.to_string(),
        })?;
        line.push(LineStep { by: Player::Rival, action: played });
    }
    Ok(())
}
