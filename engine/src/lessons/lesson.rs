//! One lesson as written in its game's file, and the reading and checking of the files.

use std::fmt;
use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

use crate::any_game::AnyGame;
use crate::error::PositionError;
use crate::game_kind::GameKind;

use super::goal::Condition;
use crate::text::{data_error, Text, REQUIRED_LANGUAGES};

/// One lesson, as written in its game's file.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct Lesson {
    /// Stable id, used for progress in saves: `zhili-step`, `twin-cities-recruit`, …
    pub id: String,
    /// Filled in from the file the lesson came from.
    #[serde(skip_deserializing, default = "unset_game")]
    pub game: GameKind,
    /// The spec rules the lesson teaches (`Z4`, `T7`, …).
    pub rules: Vec<String>,
    pub title: Text,
    /// What to know and what to do, shown before the first move.
    pub intro: Text,
    /// Shown when the goal is reached: what the learner just did, in the rule's words.
    pub done: Text,
    /// Shown one after the other on wrong tries (the last one repeats).
    pub hints: Vec<Text>,
    /// The start, in the game's notation; the side to move is the learner.
    pub position: String,
    /// How many turns the learner has to reach the goal.
    pub turns: u32,
    /// Every condition must hold (checked after each of the learner's actions).
    pub goal: Vec<Condition>,
    /// The learner's actions that reach the goal (Generals: every atomic action).
    #[serde(skip_serializing)]
    pub solution: Vec<String>,
    /// The rival's reply after each of the learner's turns but the last, as actions (a
    /// Generals turn is several). A reply that is no longer legal after a different try is
    /// replaced by the engine's own answer.
    #[serde(default, skip_serializing)]
    pub replies: Vec<Vec<String>>,
    /// Twin Cities: points whose field (T1) the board draws during the lesson.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub fields: Vec<String>,
}

/// A placeholder until [`parse`] sets the game of the file.
fn unset_game() -> GameKind {
    GameKind::ALL[0]
}

/// A lesson file that cannot be read or a lesson that cannot be played as written.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LessonError {
    #[error("lessons/{file}.toml: {message}")]
    File { file: &'static str, message: String },
    #[error("lesson {lesson}: {message}")]
    Invalid { lesson: String, message: String },
    #[error("lesson {lesson}, step {step} ('{action}'): {message}")]
    Step { lesson: String, step: usize, action: String, message: String },
}

/// Who plays an action of a lesson's line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "lowercase")]
pub enum Player {
    Learner,
    Rival,
}

/// One action of a lesson's line: the solution with the replies between its turns.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct LineStep {
    pub by: Player,
    pub action: String,
}

impl Lesson {
    /// A new game at the lesson's start.
    pub fn start(&self) -> Result<AnyGame, PositionError> {
        AnyGame::new(self.game, Some(&self.position))
    }

    pub(super) fn invalid(&self, message: impl fmt::Display) -> LessonError {
        LessonError::Invalid { lesson: self.id.clone(), message: message.to_string() }
    }

    /// The data checks that need no play: texts in every required language, a position that
    /// reads, turns and hints, and goal conditions that fit the game.
    fn validate(&self) -> Result<(), LessonError> {
        let texts = [("title", &self.title), ("intro", &self.intro), ("done", &self.done)];
        let hints = self.hints.iter().map(|h| ("hint", h));
        for (name, text) in texts.into_iter().chain(hints) {
            for lang in REQUIRED_LANGUAGES {
                if text.0.get(lang).is_none_or(|t| t.trim().is_empty()) {
                    return Err(self.invalid(format!("the {name} has no '{lang}' text")));
                }
            }
        }
        if self.hints.is_empty() {
            return Err(self.invalid("no hints"));
        }
        if self.turns == 0 || self.goal.is_empty() || self.rules.is_empty() {
            return Err(self.invalid("turns, goal and rules must not be empty"));
        }
        let game = self.start().map_err(|e| self.invalid(e))?;
        for c in &self.goal {
            c.validate(&game).map_err(|e| self.invalid(e))?;
        }
        Ok(())
    }
}

#[derive(Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(deny_unknown_fields)]
struct LessonFile {
    lesson: Vec<Lesson>,
}

/// Reads and checks one game's lesson file, in the JSON `build.rs` made of it (not yet playing
/// the solutions: see [`Lesson::line`]).
pub fn parse(kind: GameKind, text: &str) -> Result<Vec<Lesson>, LessonError> {
    let file_error = |message: String| LessonError::File { file: kind.id(), message };
    let file: LessonFile = serde_json::from_str(text).map_err(|e| file_error(data_error(&e)))?;
    let mut lessons = file.lesson;
    let mut ids = std::collections::HashSet::new();
    for lesson in &mut lessons {
        lesson.game = kind;
        if !lesson.id.starts_with(&format!("{}-", kind.id())) {
            return Err(lesson.invalid(format!("ids in this file start with '{}-'", kind.id())));
        }
        if !ids.insert(lesson.id.clone()) {
            return Err(lesson.invalid("the id is used twice"));
        }
        lesson.validate()?;
    }
    Ok(lessons)
}

/// The lessons of `kind`, in teaching order (read once per process).
pub fn lessons(kind: GameKind) -> Result<&'static [Lesson], LessonError> {
    // One slot per game of the registry: the array's length is the registry's.
    static FILES: [OnceLock<Result<Vec<Lesson>, LessonError>>; GameKind::ALL.len()] =
        [const { OnceLock::new() }; GameKind::ALL.len()];
    FILES[kind as usize].get_or_init(|| parse(kind, kind.lesson_source())).as_deref().map_err(Clone::clone)
}

/// The first of `kind`'s lessons, in teaching order, that teaches `rule` (`Z4`), if one does.
///
/// ```
/// use shuangcheng_engine::{lessons, GameKind};
///
/// assert_eq!(lessons::teaching(GameKind::Zhili, "Z4").map(|l| l.id.as_str()), Some("zhili-step"));
/// // The notation (Z8) is no lesson's.
/// assert!(lessons::teaching(GameKind::Zhili, "Z8").is_none());
/// ```
pub fn teaching(kind: GameKind, rule: &str) -> Option<&'static Lesson> {
    lessons(kind).ok()?.iter().find(|l| l.rules.iter().any(|r| r == rule))
}

/// The lesson with this id, in any game.
pub fn find(id: &str) -> Option<&'static Lesson> {
    GameKind::ALL.into_iter().filter_map(|k| lessons(k).ok()).flatten().find(|l| l.id == id)
}
