//! Reviewing a game, finished or in progress: its saved record replayed through the engine as
//! far as it goes (a save whose actions stop replaying says where they stop; one whose start
//! or game cannot be read is refused as damaged), the board
//! at any ply, a solved game's exact verdicts, and for an analysable game the engine's value of
//! every position, computed on the blocking pool with progress events and a cancel. What a game
//! offers comes from its registry entry's capabilities.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use serde::Serialize;
use shuangcheng_engine::ai::SearchLimits;
use shuangcheng_engine::review::practice::GradedMove;
use shuangcheng_engine::review::{self, mistakes, Analyzer, MoveVerdict};
use shuangcheng_engine::{excerpt, replay, AnyGame, GameKind, Outcome, Replay};

use super::error::{AppError, AppResult};
use super::events::{AnalysisProgress, Event, EventSink};
use super::matches::practice;
use super::saves::{outcome, Saves};
use super::sync::relock;
use super::types::{BoardState, GameOptions, HistoryEntry, Mode, PracticeNote, Record, Seat};

/// Where a damaged record stops: the first action that did not play, and why.
#[derive(Clone, Debug, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct ReviewStop {
    /// How many actions played (the index of the one that did not).
    pub ply: usize,
    pub action: String,
    pub message: String,
}

/// A game's record for review.
#[derive(Clone, Debug, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct ReviewView {
    pub game_id: String,
    pub game: GameKind,
    pub mode: Option<Mode>,
    pub seats: Vec<Seat>,
    pub start_position: String,
    /// The actions that replayed, with their sides.
    pub moves: Vec<HistoryEntry>,
    /// The actions the save holds (more than `moves` when it is damaged).
    pub recorded: usize,
    pub stop: Option<ReviewStop>,
    pub outcome: Option<Outcome>,
    /// A solved game: the exact verdict before and after each move, for the side that made it.
    pub verdicts: Option<Vec<MoveVerdict>>,
    /// An analysable game: `analyze_game` graphs the engine's values.
    pub can_analyze: bool,
    /// A practice game: the grades its moves were given as they were played.
    pub graded: Vec<PracticeNote>,
}

/// The board at one ply of a review.
#[derive(Clone, Debug, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct ReviewBoard {
    pub game_id: String,
    #[serde(flatten)]
    pub board: BoardState,
    pub outcome: Option<Outcome>,
}

/// Progress is sent after every this many positions judged (a cancel is looked at before each).
const EMIT_EVERY: usize = 4;
/// The search time per position a review may ask for (Twin Cities' master; Generals' values
/// are evaluated at once), and the default.
pub const PLY_BUDGET_MS: std::ops::RangeInclusive<u64> = 50..=10_000;
pub const DEFAULT_PLY_BUDGET_MS: u64 = 200;

/// Reviewing as a part of the service: the game under review (one at a time, the one the last
/// [`Review::open`] replayed) and the analysis running on it, which tells its progress as
/// events. Its methods are the review's commands.
pub struct Review {
    reviewed: Mutex<Option<(String, Arc<AnyGame>)>>,
    /// The analysis running now: its job number and its cancel flag.
    analysis: Mutex<Option<(u64, Arc<AtomicBool>)>>,
    next_job: AtomicU64,
    saves: Arc<Saves>,
    events: Arc<dyn EventSink>,
    runtime: tokio::runtime::Handle,
}

impl Review {
    pub(crate) fn new(
        saves: Arc<Saves>,
        events: Arc<dyn EventSink>,
        runtime: tokio::runtime::Handle,
    ) -> Review {
        Review {
            reviewed: Mutex::new(None),
            analysis: Mutex::new(None),
            next_job: AtomicU64::new(1),
            saves,
            events,
            runtime,
        }
    }

    /// Replays game `id`'s saved record for review (`stop` says where a damaged one ends).
    pub fn open(&self, id: &str) -> AppResult<ReviewView> {
        let SavedRecord { kind, options, records, replayed, forced, graded, start_position } =
            load_record(&self.saves, id)?;
        let game = replayed.game;
        // The moves as recorded (their seats and times), as far as the engine replayed them.
        let moves = records
            .iter()
            .cloned()
            .zip(game.history_words())
            .map(|(r, words)| HistoryEntry::of(r, words))
            .collect();
        let stop =
            replayed.stop.map(|s| ReviewStop { ply: s.ply, action: s.action, message: s.error.to_string() });
        let view = ReviewView {
            game_id: id.to_string(),
            game: kind,
            mode: options.as_ref().map(|o| o.mode),
            seats: options.map(|o| o.seats).unwrap_or_default(),
            start_position,
            moves,
            recorded: records.len(),
            stop,
            outcome: game.outcome().or(forced),
            verdicts: review::verdicts(&game),
            can_analyze: kind.info().capabilities.analysable,
            graded: practice::notes(&game, &graded),
        };
        *relock(&self.reviewed) = Some((id.to_string(), Arc::new(game)));
        Ok(view)
    }

    /// The board after the first `ply` moves of the game under review.
    pub fn board(&self, id: &str, ply: usize) -> AppResult<ReviewBoard> {
        let game = self.game(id)?;
        if ply > game.plies() {
            return Err(AppError::bad_request(format!(
                "ply {ply} is past the game's {} moves",
                game.plies()
            )));
        }
        let at = game.truncated(ply);
        Ok(ReviewBoard { game_id: id.to_string(), board: BoardState::of(&at), outcome: at.outcome() })
    }

    /// Starts valuing every position of the game under review on the blocking pool, each
    /// searched for `ms_per_ply` (default [`DEFAULT_PLY_BUDGET_MS`]; an analysis already
    /// running stops); `analysis-progress` events tell its progress. Returns the job number.
    pub fn analyze(&self, id: &str, ms_per_ply: Option<u64>) -> AppResult<u64> {
        let game = self.game(id)?;
        if !game.kind().info().capabilities.analysable {
            let why = format!("{} has no analysis (a solved game shows its exact verdicts)", game.kind());
            return Err(AppError::NotAllowed(why.into()));
        }
        let ms = ms_per_ply.unwrap_or(DEFAULT_PLY_BUDGET_MS);
        if !PLY_BUDGET_MS.contains(&ms) {
            return Err(AppError::bad_request(format!(
                "msPerPly must be {}–{} ms, not {ms}",
                PLY_BUDGET_MS.start(),
                PLY_BUDGET_MS.end()
            )));
        }
        let per_ply = Duration::from_millis(ms);
        let job = self.next_job.fetch_add(1, Ordering::Relaxed);
        let cancel = Arc::new(AtomicBool::new(false));
        if let Some((_, old)) = relock(&self.analysis).replace((job, cancel.clone())) {
            old.store(true, Ordering::Relaxed);
        }
        let id = id.to_string();
        let events = self.events.clone();
        self.runtime.spawn_blocking(move || {
            let tell = |p: AnalysisProgress| events.emit(Event::AnalysisProgress(p));
            // A bug in the engine ends the analysis as cancelled (the panic hook has logged it),
            // so the UI never waits on it.
            let run =
                std::panic::AssertUnwindSafe(|| value_positions(&id, job, &game, per_ply, &cancel, &tell));
            if std::panic::catch_unwind(run).is_err() {
                tell(AnalysisProgress {
                    game_id: id.clone(),
                    job,
                    done: 0,
                    total: game.plies() + 1,
                    values: Vec::new(),
                    mistakes: Vec::new(),
                    finished: false,
                    cancelled: true,
                });
            }
        });
        Ok(job)
    }

    /// Stops analysis `job` (nothing when it has finished or another one replaced it).
    pub fn cancel(&self, job: u64) {
        let mut analysis = relock(&self.analysis);
        if let Some((j, flag)) = analysis.as_ref() {
            if *j == job {
                flag.store(true, Ordering::Relaxed);
                *analysis = None;
            }
        }
    }

    fn game(&self, id: &str) -> AppResult<Arc<AnyGame>> {
        match relock(&self.reviewed).as_ref() {
            Some((reviewed_id, game)) if reviewed_id == id => Ok(game.clone()),
            _ => Err(AppError::Stale(format!("game {} is not under review", excerpt(id)))),
        }
    }
}

/// The service is gone: so is the analysis it was running.
impl Drop for Review {
    fn drop(&mut self) {
        if let Some((_, cancel)) = relock(&self.analysis).take() {
            cancel.store(true, Ordering::Relaxed);
        }
    }
}

/// Values every position of `game`, each searched for `per_ply`, telling the progress every
/// few positions and at the end.
fn value_positions(
    id: &str,
    job: u64,
    game: &AnyGame,
    per_ply: Duration,
    cancel: &Arc<AtomicBool>,
    tell: &dyn Fn(AnalysisProgress),
) {
    let total = game.plies() + 1;
    let movers = game.movers();
    let mut analyzer = Analyzer::new();
    let mut values = Vec::with_capacity(total);
    let progress = |values: &Vec<Option<f32>>, finished: bool, cancelled: bool| AnalysisProgress {
        game_id: id.to_string(),
        job,
        done: values.len(),
        total,
        values: values.clone(),
        mistakes: mistakes(values, &movers),
        finished,
        cancelled,
    };
    for ply in 0..total {
        if cancel.load(Ordering::Relaxed) {
            tell(progress(&values, false, true));
            return;
        }
        let limits = SearchLimits::budget(per_ply).with_cancel(cancel.clone());
        values.push(analyzer.value_at(game, ply, &limits));
        if values.len() % EMIT_EVERY == 0 && values.len() < total {
            tell(progress(&values, false, false));
        }
    }
    tell(progress(&values, true, false));
}

/// A saved game's record as a review and its drills read it.
pub(crate) struct SavedRecord {
    pub kind: GameKind,
    /// `None` when the saved options cannot be read.
    pub options: Option<GameOptions>,
    /// The actions played (not undone), as recorded.
    pub records: Vec<Record>,
    /// Them replayed through the engine as far as they go.
    pub replayed: Replay,
    pub forced: Option<Outcome>,
    pub graded: Vec<GradedMove>,
    pub start_position: String,
}

/// Loads game `id`'s saved record and replays it (a damaged one as far as it goes).
pub(crate) fn load_record(saves: &Saves, id: &str) -> AppResult<SavedRecord> {
    super::saves::check_id(id)?;
    let (row, actions) =
        saves.with_store(|st| st.load_game(id))?.ok_or_else(|| AppError::UnknownGame(id.to_string()))?;
    let kind: GameKind = row.game.parse().map_err(|_| {
        AppError::damaged_save(format!("saved game {id} names no game ('{}')", excerpt(&row.game)))
    })?;
    let records: Vec<Record> = actions.into_iter().filter(|a| !a.undone).map(|a| a.record).collect();
    let texts: Vec<&str> = records.iter().map(|r| r.text.as_str()).collect();
    let replayed = replay(kind, &row.state.start_position, &texts)
        .map_err(|e| AppError::damaged_save(format!("saved game {id} has a damaged start: {e}")))?;
    Ok(SavedRecord {
        kind,
        options: serde_json::from_str(&row.options).ok(),
        forced: row.state.forced_outcome.as_deref().and_then(|j| outcome::read(kind, j).ok()),
        graded: row.state.graded.as_deref().and_then(|j| serde_json::from_str(j).ok()).unwrap_or_default(),
        start_position: row.state.start_position,
        records,
        replayed,
    })
}
