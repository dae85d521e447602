//! "Learn from your mistakes": a reviewed game against the computer
//! gives drills from the positions where the player's move lost the most
//! (`shuangcheng_engine::review::drills`: found off the async runtime's turn, within [`VALUE_BUDGET`]
//! per position), saved with their progress (`saves::drills`) and offered on the home screen
//! until solved or shown. A drill is played like a lesson: one try at a time, from its position,
//! judged by the engine (each search within [`TRY_BUDGET`]), started over after a miss.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use serde::Serialize;
use shuangcheng_engine::ai::SearchLimits;
use shuangcheng_engine::review::drills::{find_drills, DrillKind, DrillRun, DrillState, HOLD_MOVES};
use shuangcheng_engine::{excerpt, replay, ActionWords, AnyGame, GameKind, Side};

use super::error::{AppError, AppResult};
use super::review::load_record;
use super::saves::drills::{DrillEnd, DrillRow};
use super::saves::Saves;
use super::sync::{blocking, relock};
use super::types::{Mode, PlayBoard, Refused};

/// The most an analysable game's value of one position may take while its drills are found.
pub const VALUE_BUDGET: Duration = Duration::from_millis(150);
/// The most each search of a try (the values after the player's move and the engine's) takes.
pub const TRY_BUDGET: Duration = Duration::from_millis(300);

/// A drill as the home screen and the review list it.
#[derive(Clone, Debug, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct DrillEntry {
    pub id: i64,
    pub game: GameKind,
    pub kind: DrillKind,
    pub source_game: String,
    /// The move of the game it comes from, from 0.
    pub ply: usize,
    pub solved: bool,
    pub shown: bool,
    pub missed_tries: u32,
}

impl DrillEntry {
    fn of(row: &DrillRow) -> Option<DrillEntry> {
        Some(DrillEntry {
            id: row.id,
            game: row.game.parse().ok()?,
            kind: row.spot.kind,
            source_game: row.source_game.clone(),
            ply: row.spot.ply,
            solved: row.solved,
            shown: row.shown,
            missed_tries: row.missed_tries,
        })
    }
}

/// The drills waiting to be solved (the home screen), oldest first.
#[derive(Clone, Debug, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct DrillList {
    pub pending: Vec<DrillEntry>,
    /// How many drills have been solved.
    pub solved: usize,
}

/// A drill in play: the board as a game snapshot has it (the play screen's model draws it),
/// what the drill asks, and where the try stands.
#[derive(Clone, Debug, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct DrillView {
    pub id: i64,
    pub game: GameKind,
    pub kind: DrillKind,
    pub learner: Side,
    pub state: DrillState,
    /// The player's move in the game, in notation and in words.
    pub played: String,
    pub played_words: Option<ActionWords>,
    /// The player's winning chance before that move (with best play) and after it.
    pub before: f32,
    pub after: f32,
    /// The engine's move, once it is shown or the drill solved another way.
    pub best: Option<String>,
    pub best_words: Option<ActionWords>,
    /// The player's winning chance after the last move of the try, and after the engine's.
    pub chance: Option<f32>,
    pub best_chance: Option<f32>,
    /// The engine's replies to the last move (a solved game's drill).
    pub replies: Vec<String>,
    /// A "hold the draw" drill: the moves to keep, and those kept in this try.
    pub hold_moves: u32,
    pub kept: u32,
    pub missed_tries: u32,
    pub solved: bool,
    pub shown: bool,
    /// The drills still pending besides this one, and the next of them.
    pub pending_others: usize,
    pub next: Option<i64>,
    /// False when the try's end could not be saved (the saves are unavailable).
    pub progress_saved: bool,
    #[serde(flatten)]
    pub play: PlayBoard,
}

/// The drills as a part of the service: the tries being played, one per drill, each with the
/// number of the try (a new one at each start and show, so that a move judged meanwhile
/// is known to be late); drills and their progress are kept in the saves. Its methods are the
/// drills' commands.
pub struct Drills {
    runs: Mutex<HashMap<i64, (u64, DrillRun)>>,
    next_try: AtomicU64,
    saves: Arc<Saves>,
}

/// A top AI level: the engine's best move and its replies.
fn top_level(game: &AnyGame) -> usize {
    game.ai_levels().len().saturating_sub(1)
}

fn try_limits() -> SearchLimits {
    SearchLimits::budget(TRY_BUDGET)
}

impl Drills {
    pub(crate) fn new(saves: Arc<Saves>) -> Drills {
        Drills { runs: Mutex::new(HashMap::new()), next_try: AtomicU64::new(1), saves }
    }

    /// The drills waiting (a drill of a game this app no longer has is left out).
    pub fn list(&self) -> AppResult<DrillList> {
        let rows = self.saves.with_store(|st| st.drills())?;
        Ok(DrillList {
            pending: rows.iter().filter(|r| r.pending()).filter_map(DrillEntry::of).collect(),
            solved: rows.iter().filter(|r| r.solved).count(),
        })
    }

    /// Finds the drills of saved game `id`, a game against the computer, and saves them; a
    /// game's drills, once found, are kept (made again, they are the same drills, with their
    /// progress; a game that gave none is searched again). Returns the game's drills.
    pub fn make(&self, id: &str) -> AppResult<Vec<DrillEntry>> {
        let record = load_record(&self.saves, id)?;
        let options = record
            .options
            .ok_or_else(|| AppError::damaged_save(format!("saved game {id} has damaged options")))?;
        if options.mode != Mode::VsAi {
            return Err(AppError::NotAllowed(
                "drills come from games against the computer".to_string().into(),
            ));
        }
        let rows = self.saves.with_store(|st| st.drills())?;
        let made: Vec<DrillEntry> =
            rows.iter().filter(|r| r.source_game == id).filter_map(DrillEntry::of).collect();
        if !made.is_empty() {
            return Ok(made);
        }
        // A damaged record gives the drills of the moves before its damage.
        let game = record.replayed.game;
        // Whose each move was, as the game's save says (a record without a seat is a human's).
        let learners: Vec<bool> = record
            .records
            .iter()
            .take(game.plies())
            .map(|r| r.seat.is_none_or(|seat| options.seats.get(seat).is_some_and(|s| !s.is_ai())))
            .collect();
        let line = game.history();
        let seed = super::random::next_u64();
        let found = blocking(|| {
            find_drills(&game, &learners, top_level(&game), seed, &|| SearchLimits::budget(VALUE_BUDGET))
        });
        let (kind, start) = (record.kind, record.start_position);
        let ids = self.saves.with_store(|st| st.add_drills(id, kind.id(), &start, &line, &found))?;
        let rows = self.saves.with_store(|st| st.drills())?;
        Ok(ids.iter().filter_map(|i| rows.iter().find(|r| r.id == *i)).filter_map(DrillEntry::of).collect())
    }

    /// Starts drill `id` from its position (a try under way starts over).
    pub fn start(&self, id: i64) -> AppResult<DrillView> {
        let row = self.row(id)?;
        let kind: GameKind = row.game.parse().map_err(|_| {
            AppError::damaged_save(format!("drill {id} names no game ('{}')", excerpt(&row.game)))
        })?;
        let line: Vec<&str> = row.line.iter().map(String::as_str).collect();
        let damaged = |why: String| AppError::damaged_save(format!("drill {id}'s position: {why}"));
        let start = replay(kind, &row.start_position, &line).map_err(|e| damaged(e.to_string()))?;
        let start = start.whole().map_err(|e| damaged(e.error.to_string()))?;
        let run = DrillRun::new(start, row.spot.clone()).map_err(|e| damaged(e.to_string()))?;
        let view = self.view(&run, &row, Vec::new(), true);
        self.new_try(id, run);
        Ok(view)
    }

    /// Plays the player's `action` at `ply` of drill `id`; the engine judges it (and in a solved
    /// game's drill replies). A solved or missed try is saved as progress.
    pub fn act(&self, id: i64, action: &str, ply: usize) -> AppResult<DrillView> {
        let action = super::matches::play::action_text(action)?.to_string();
        if action == "pass" {
            return Err(AppError::IllegalAction("'pass' is played by the timer, not by a player".into()));
        }
        let (try_number, mut run) = self.run_at(id, ply)?;
        // The judgement searches: it runs on a copy, with no lock held.
        let (level, seed) = (top_level(run.game()), super::random::next_u64());
        let step = blocking(|| run.play(&action, level, seed, &try_limits))
            .map_err(|e| AppError::IllegalAction(super::Detail::engine(&e)))?;
        {
            let mut runs = relock(&self.runs);
            // A start, a show or another move while this one was judged: this one is late.
            if runs.get(&id).map(|(n, _)| *n) != Some(try_number) {
                return Err(AppError::Stale(format!("drill {id} was started again during the move")));
            }
            in_play_at(runs.get(&id).map(|(_, r)| r), id, ply)?;
            runs.insert(id, (try_number, run.clone()));
        }
        let end = match step.state {
            DrillState::Playing => None,
            DrillState::Solved => Some(DrillEnd::Solved),
            DrillState::Missed => Some(DrillEnd::Missed),
        };
        let saved = end.is_none_or(|end| self.record(id, end));
        let row = self.row(id)?;
        let mut view = self.view(&run, &row, step.replies, saved);
        (view.chance, view.best_chance) = (step.chance, step.best_chance);
        Ok(view)
    }

    /// Gives up drill `id`: back to its position, with the engine's move shown; the drill is
    /// no longer pending.
    pub fn show(&self, id: i64) -> AppResult<DrillView> {
        let mut run = self.run_of(id)?;
        run.retry();
        let saved = self.record(id, DrillEnd::Shown);
        let row = self.row(id)?;
        let mut view = self.view(&run, &row, Vec::new(), saved);
        view.best = Some(row.spot.best.clone());
        view.best_words = run.game().action_words(&row.spot.best);
        self.new_try(id, run);
        Ok(view)
    }

    /// Keeps `run` as drill `id`'s try, a new one.
    fn new_try(&self, id: i64, run: DrillRun) {
        let n = self.next_try.fetch_add(1, Ordering::Relaxed);
        relock(&self.runs).insert(id, (n, run));
    }

    /// Why a tap on `at` after the taps `chosen` is refused in drill `id` at `ply`, as in a
    /// game (`Service::refusal`); `None` when it is not refused.
    pub fn refusal(&self, id: i64, chosen: &[String], at: &str, ply: usize) -> AppResult<Option<Refused>> {
        super::matches::play::refusal_of(self.run_at(id, ply)?.1.game(), chosen, at, &|_| true)
    }

    fn row(&self, id: i64) -> AppResult<DrillRow> {
        self.saves.with_store(|st| st.drill(id))?.ok_or_else(|| AppError::Stale(format!("no drill {id}")))
    }

    /// A copy of drill `id`'s try.
    fn run_of(&self, id: i64) -> AppResult<DrillRun> {
        relock(&self.runs)
            .get(&id)
            .map(|(_, run)| run.clone())
            .ok_or_else(|| AppError::Stale(format!("drill {id} is not started")))
    }

    /// A copy of drill `id`'s try, which must be in play at `ply`, with its number.
    fn run_at(&self, id: i64, ply: usize) -> AppResult<(u64, DrillRun)> {
        let runs = relock(&self.runs);
        let (n, run) = runs.get(&id).ok_or_else(|| AppError::Stale(format!("drill {id} is not started")))?;
        Ok((*n, in_play_at(Some(run), id, ply)?.clone()))
    }

    /// Saves how a try ended; false when it could not be saved (logged).
    fn record(&self, id: i64, end: DrillEnd) -> bool {
        let res = self.saves.with_store(|st| st.record_drill(id, end));
        if let Err(e) = &res {
            log::warn!("drill {id}: the progress could not be saved: {e}");
        }
        res.is_ok()
    }

    fn view(&self, run: &DrillRun, row: &DrillRow, replies: Vec<String>, progress_saved: bool) -> DrillView {
        let spot = run.spot();
        // Without the saves the drill still plays; its place among the others is unknown.
        let others: Vec<i64> = self
            .saves
            .with_store(|st| st.drills())
            .map(|rows| rows.iter().filter(|r| r.pending() && r.id != row.id).map(|r| r.id).collect())
            .unwrap_or_default();
        let best = (run.state() == DrillState::Solved).then(|| spot.best.clone());
        DrillView {
            id: row.id,
            game: run.game().kind(),
            kind: spot.kind,
            learner: spot.learner,
            state: run.state(),
            played: spot.played.clone(),
            played_words: run.start().action_words(&spot.played),
            before: spot.before,
            after: spot.after,
            best_words: best.as_deref().and_then(|b| run.start().action_words(b)),
            best,
            chance: None,
            best_chance: None,
            replies,
            hold_moves: if spot.kind == DrillKind::HoldDraw { HOLD_MOVES } else { 0 },
            kept: run.kept(),
            missed_tries: row.missed_tries,
            solved: row.solved,
            shown: row.shown,
            next: others.iter().find(|&&o| o > row.id).or(others.first()).copied(),
            pending_others: others.len(),
            progress_saved,
            play: PlayBoard::of(run.game(), spot.learner, run.state() == DrillState::Playing),
        }
    }
}

/// The try of drill `id` if it is in play at `ply`.
fn in_play_at(run: Option<&DrillRun>, id: i64, ply: usize) -> AppResult<&DrillRun> {
    let run = run.ok_or_else(|| AppError::Stale(format!("drill {id} is not started")))?;
    if run.game().plies() != ply {
        return Err(AppError::Stale(format!("the drill is at ply {}, not {ply}", run.game().plies())));
    }
    if run.state() != DrillState::Playing {
        return Err(AppError::GameOver);
    }
    Ok(run)
}
