//! Lessons in the app: the engine's lessons listed with the player's progress, and one lesson
//! played at a time (`shuangcheng_engine::lessons::LessonRun`: the goal after each action, a
//! wrong try's hint, the rival's reply). A lesson is not a saved game: only its progress is
//! saved (`saves::lessons`). When the saves cannot be written the lesson still plays, and its
//! view says that the progress was not saved.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use serde::Serialize;
use shuangcheng_engine::lessons::{self, Lesson, LessonRun, LessonState};
use shuangcheng_engine::text::Text;
use shuangcheng_engine::{excerpt, GameKind};

use super::error::{AppError, AppResult};
use super::saves::lessons::LessonRecord;
use super::saves::Saves;
use super::sync::{blocking, relock};
use super::types::{PlayBoard, Refused};

/// A lesson as the lessons screen lists it.
#[derive(Clone, Debug, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct LessonEntry {
    pub id: &'static str,
    pub rules: &'static [String],
    pub title: &'static Text,
    pub passed: bool,
    pub wrong_tries: u32,
}

/// A game's lessons in teaching order, with the player's progress.
#[derive(Clone, Debug, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct LessonList {
    pub game: GameKind,
    pub lessons: Vec<LessonEntry>,
    pub passed: usize,
    /// False when the saves could not be read: every lesson then shows as not passed.
    pub progress_known: bool,
}

/// A game's progress as the home screen shows it.
#[derive(Clone, Debug, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct GameProgress {
    pub game: GameKind,
    pub passed: usize,
    pub total: usize,
    pub first_lesson: Option<&'static str>,
    /// Whether the first lesson has been offered (on the first visit to the game).
    pub offered: bool,
}

/// A lesson in play: the board as a game snapshot has it (the play screen's model draws it),
/// the lesson's texts, and where the try stands.
#[derive(Clone, Debug, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct LessonView {
    /// The lesson's id (also the snapshot's id for the board's model).
    pub id: &'static str,
    pub game: GameKind,
    pub rules: &'static [String],
    pub title: &'static Text,
    pub intro: &'static Text,
    pub done: &'static Text,
    /// Points whose field the board draws.
    pub fields: &'static [String],
    pub turns: u32,
    pub turns_left: u32,
    pub state: LessonState,
    /// The hint for the last wrong try.
    pub hint: Option<&'static Text>,
    pub failures: u32,
    /// The rival's reply to the last action.
    pub replies: Vec<String>,
    /// The lesson's place in its game's list, from 0, and the next lesson's id.
    pub index: usize,
    pub total: usize,
    pub next: Option<&'static str>,
    /// False when the try's end could not be saved (the saves are unavailable).
    pub progress_saved: bool,
    #[serde(flatten)]
    pub play: PlayBoard,
}

fn lessons_of(game: GameKind) -> AppResult<&'static [Lesson]> {
    // The lesson files are compiled in and checked by the engine's tests.
    lessons::lessons(game).map_err(|e| AppError::Internal(e.to_string()))
}

fn find(id: &str) -> AppResult<&'static Lesson> {
    lessons::find(id).ok_or_else(|| AppError::bad_request(format!("no lesson '{}'", excerpt(id))))
}

/// The lessons as a part of the service: the runs being played, one try of each lesson at a
/// time; their progress is kept in the saves. Its methods are the lessons' commands.
pub struct Lessons {
    runs: Mutex<HashMap<String, LessonRun>>,
    saves: Arc<Saves>,
}

impl Lessons {
    pub(crate) fn new(saves: Arc<Saves>) -> Lessons {
        Lessons { runs: Mutex::new(HashMap::new()), saves }
    }

    /// The lessons of `game` with the player's progress.
    pub fn list(&self, game: GameKind) -> AppResult<LessonList> {
        let all = lessons_of(game)?;
        let records = self.saves.with_store(|st| st.lesson_records(game.id()));
        let progress_known = records.is_ok();
        let records = records.unwrap_or_else(|e| {
            log::warn!("the lessons' progress could not be read: {e}");
            HashMap::new()
        });
        let lessons: Vec<LessonEntry> = all
            .iter()
            .map(|l| {
                let r = records.get(&l.id).cloned().unwrap_or_default();
                LessonEntry {
                    id: &l.id,
                    rules: &l.rules,
                    title: &l.title,
                    passed: r.passed,
                    wrong_tries: r.wrong_tries,
                }
            })
            .collect();
        let passed = lessons.iter().filter(|l| l.passed).count();
        Ok(LessonList { game, lessons, passed, progress_known })
    }

    /// Every game's progress (the home screen). A storage error is the caller's to show.
    pub fn progress(&self) -> AppResult<Vec<GameProgress>> {
        let offered = self.saves.with_store(|st| st.lessons_offered())?;
        let mut out = Vec::new();
        for game in GameKind::ALL {
            let all = lessons_of(game)?;
            let records = self.saves.with_store(|st| st.lesson_records(game.id()))?;
            let passed =
                all.iter().filter(|l| records.get(&l.id).is_some_and(|r: &LessonRecord| r.passed)).count();
            out.push(GameProgress {
                game,
                passed,
                total: all.len(),
                first_lesson: all.first().map(|l| l.id.as_str()),
                offered: offered.iter().any(|g| g == game.id()),
            });
        }
        Ok(out)
    }

    /// Remembers that `game`'s first lesson has been offered.
    pub fn mark_offered(&self, game: GameKind) -> AppResult<()> {
        self.saves.with_store(|st| st.mark_lessons_offered(game.id()))
    }

    /// Starts lesson `id` from its position (a try already under way starts over).
    pub fn start(&self, id: &str) -> AppResult<LessonView> {
        let lesson = find(id)?;
        let run = LessonRun::new(lesson).map_err(|e| AppError::Internal(e.to_string()))?;
        let view = lesson_view(&run, Vec::new(), true)?;
        relock(&self.runs).insert(lesson.id.clone(), run);
        Ok(view)
    }

    /// Plays the learner's `action` at `ply`; the engine checks the goal and plays the
    /// rival's reply. A passed or failed try is saved as progress.
    pub fn act(&self, id: &str, action: &str, ply: usize) -> AppResult<LessonView> {
        let action = super::matches::play::action_text(action)?;
        let lesson = find(id)?;
        // The rival's reply may be a search: it runs on a copy, with no lock held, off the
        // async runtime's turn.
        let mut run = self.run_at(&lesson.id, ply)?;
        let step =
            blocking(|| run.play(action)).map_err(|e| AppError::IllegalAction(super::Detail::engine(&e)))?;
        {
            let mut runs = relock(&self.runs);
            // A retry or another action while this one was thought about: this one is late.
            in_play_at(runs.get(&lesson.id), id, ply)?;
            runs.insert(lesson.id.clone(), run.clone());
        }
        let saved = match step.state {
            LessonState::Playing => true,
            end => {
                let res = self.saves.with_store(|st| {
                    st.record_lesson(&lesson.id, lesson.game.id(), end == LessonState::Passed)
                });
                if let Err(e) = &res {
                    log::warn!("lesson {id}: the progress could not be saved: {e}");
                }
                res.is_ok()
            }
        };
        lesson_view(&run, step.replies, saved)
    }

    /// Why a tap on `at` after the taps `chosen` is refused in lesson `id` at `ply`, as in a
    /// game (`Service::refusal`); `None` when it is not refused.
    pub fn refusal(&self, id: &str, chosen: &[String], at: &str, ply: usize) -> AppResult<Option<Refused>> {
        super::matches::play::refusal_of(self.run_at(&find(id)?.id, ply)?.game(), chosen, at, &|_| true)
    }

    /// A copy of lesson `id`'s run, which must be in play at `ply`.
    fn run_at(&self, id: &str, ply: usize) -> AppResult<LessonRun> {
        in_play_at(relock(&self.runs).get(id), id, ply).cloned()
    }

    /// Back to the lesson's position for another try (the hints keep counting).
    pub fn retry(&self, id: &str) -> AppResult<LessonView> {
        let lesson = find(id)?;
        let mut runs = relock(&self.runs);
        let run =
            runs.get_mut(&lesson.id).ok_or_else(|| AppError::Stale(format!("lesson {id} is not started")))?;
        run.retry();
        lesson_view(run, Vec::new(), true)
    }
}

/// The run of lesson `id` if it is in play at `ply`.
fn in_play_at<'a>(run: Option<&'a LessonRun>, id: &str, ply: usize) -> AppResult<&'a LessonRun> {
    let run = run.ok_or_else(|| AppError::Stale(format!("lesson {id} is not started")))?;
    if run.game().plies() != ply {
        return Err(AppError::Stale(format!("the lesson is at ply {}, not {ply}", run.game().plies())));
    }
    if run.state() != LessonState::Playing {
        return Err(AppError::GameOver);
    }
    Ok(run)
}

/// The view of a lesson in play.
fn lesson_view(run: &LessonRun, replies: Vec<String>, progress_saved: bool) -> AppResult<LessonView> {
    let lesson = run.lesson();
    let all = lessons_of(lesson.game)?;
    let index = all.iter().position(|l| l.id == lesson.id).unwrap_or(0);
    let playing = run.state() == LessonState::Playing;
    Ok(LessonView {
        id: &lesson.id,
        game: lesson.game,
        rules: &lesson.rules,
        title: &lesson.title,
        intro: &lesson.intro,
        done: &lesson.done,
        fields: &lesson.fields,
        turns: lesson.turns,
        turns_left: run.turns_left(),
        state: run.state(),
        hint: if run.state() == LessonState::Failed { run.hint() } else { None },
        failures: run.failures(),
        replies,
        index,
        total: all.len(),
        next: all.get(index + 1).map(|l| l.id.as_str()),
        progress_saved,
        play: PlayBoard::of(run.game(), run.learner(), playing),
    })
}
