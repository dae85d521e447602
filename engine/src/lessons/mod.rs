//! Lessons: short exercises on the real board, read from one data file per game
//! (`engine/lessons/<game>.toml`, compiled in as JSON by `engine/build.rs` through the game's registry entry,
//! [`crate::Registered::LESSONS`]). Each lesson is a position in the game's
//! notation, texts in every language the app speaks, the rules it teaches (spec ids), a goal
//! the engine checks ([`Condition`]), the learner's solution, optional scripted replies and
//! hints for a wrong try.
//!
//! - [`lessons`] / [`find`]: the lessons of a game, in teaching order, or one by id.
//! - [`Lesson::line`]: the solution played through the engine with its replies — the check
//!   that every lesson can be solved (an illegal step names the lesson and the step).
//! - [`LessonRun`]: a lesson being played: the learner's actions, the replies, the goal,
//!   a wrong try with its hint, and a retry from the start.
//!
//! ```
//! use shuangcheng_engine::lessons::{find, LessonRun, LessonState};
//!
//! let lesson = find("zhili-step").unwrap();
//! let mut run = LessonRun::new(lesson).unwrap();
//! run.play("8-10").unwrap(); // not the move that traps Black
//! assert_eq!(run.state(), LessonState::Failed);
//! assert!(run.hint().is_some());
//! run.retry();
//! run.play("8-7").unwrap();
//! assert_eq!(run.state(), LessonState::Passed);
//! ```

mod goal;
mod lesson;
mod run;

pub use crate::taught::Taught;
pub use goal::Condition;
pub use lesson::{find, lessons, parse, teaching, Lesson, LessonError, LineStep, Player};
pub use run::{LessonRun, LessonState, LessonStep};
