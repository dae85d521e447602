//! The AI's turns in a match, and hints: the engine's search runs on tokio's blocking pool,
//! cancellable and watched, with no lock held; its answer is applied only while it is still
//! wanted.
//!
//! An AI that has not answered by its budget plus [`AI_GRACE`] is cancelled and a random legal
//! action is played in its place, as after a panic in its thread; both are logged and told to
//! the UI as an `app-notice`, and the game goes on.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use shuangcheng_engine::ai::{AiLevel, SearchLimits};
use shuangcheng_engine::{AnyAi, AnyGame, Side};

use super::context::Ctx;
use super::parts::{AiJob, Match};
use super::timer::contain;
use crate::service::error::{AppError, AppResult};
use crate::service::events::{AiThinking, AppNotice, Event, NoticeCode};
use crate::service::faults::Fault;
use crate::service::random;
use crate::service::saves::Write;
use crate::service::training::TrainingError;
use crate::service::types::Hint;

/// The most a hint may think: the top level (the master, Zhili's perfect level) with a short
/// budget, so the suggestion comes while the player still waits for it.
pub const HINT_BUDGET: Duration = Duration::from_secs(1);
/// Time kept back from the turn's clock so the AI's answer lands before the timeout.
const CLOCK_MARGIN: Duration = Duration::from_millis(300);
/// How long past its budget an AI may take before it is given up on.
pub const AI_GRACE: Duration = Duration::from_secs(2);

/// How an AI job ended.
pub enum AiOutcome {
    /// The search's answer (`None`: it found nothing, which a search may only when cancelled)
    /// and the AI player, kept for the seat's next action.
    Answer(AnyAi, Option<String>),
    /// The search's thread panicked.
    Panicked,
    /// No answer by the budget plus the grace period; the search was told to stop.
    TimedOut,
}

/// Runs the engine's AI on the blocking pool; `None` when cancelled, when it has no answer or
/// when its thread panicked (the panic hook has logged it).
pub async fn think(
    game: AnyGame,
    level: usize,
    budget: Duration,
    cancel: Option<Arc<AtomicBool>>,
) -> Option<String> {
    let seed = random::next_u64();
    let task = tokio::task::spawn_blocking(move || {
        let limits = SearchLimits { deadline: Some(Instant::now() + budget), cancel };
        game.ai_action(level, seed, &limits)
    });
    task.await.ok().flatten()
}

/// Runs a match's AI player (which may keep a plan across the atomic actions of a Generals
/// turn) on the blocking pool, watched: past `budget` + [`AI_GRACE`] it is cancelled.
async fn think_watched(
    mut brain: AnyAi,
    game: AnyGame,
    budget: Duration,
    cancel: Arc<AtomicBool>,
    fault: Option<Fault>,
) -> AiOutcome {
    let flag = cancel.clone();
    let task = tokio::task::spawn_blocking(move || {
        match fault {
            Some(Fault::AiPanic) => panic!("fault injected: the AI's search panics"),
            Some(Fault::AiHang) => {
                // A search that ignores its deadline: it stops only well after being cancelled.
                while !flag.load(Ordering::Relaxed) {
                    std::thread::sleep(Duration::from_millis(10));
                }
                std::thread::sleep(Duration::from_millis(500));
            }
            _ => {}
        }
        let limits = SearchLimits { deadline: Some(Instant::now() + budget), cancel: Some(flag) };
        let answer = brain.choose(&game, &limits);
        (brain, answer)
    });
    match tokio::time::timeout(budget + AI_GRACE, task).await {
        Ok(Ok((brain, answer))) => AiOutcome::Answer(brain, answer),
        Ok(Err(_)) => AiOutcome::Panicked,
        Err(_) => {
            cancel.store(true, Ordering::Relaxed);
            AiOutcome::TimedOut
        }
    }
}

/// How long an AI may think: its level's budget, or the master's thinking time setting;
/// capped by what its clock allows this turn ([`super::clock::Clock::allowance_ms`]), less a
/// margin.
pub fn ai_budget(level: &AiLevel, thinking: Duration, clock_left_ms: Option<u64>) -> Duration {
    let budget = if level.id == "master" { thinking } else { level.budget };
    match clock_left_ms {
        Some(ms) => {
            budget.min(Duration::from_millis(ms).saturating_sub(CLOCK_MARGIN).max(Duration::from_millis(50)))
        }
        None => budget,
    }
}

/// Waits `pause` (the AI pace's), or less when the job is cancelled or hurried by "skip to my
/// turn".
async fn pause_unless_hurried(pause: Duration, cancel: &AtomicBool, hurry: &AtomicBool) {
    // On tokio's time, as the clocks are (tests may pause it).
    let now = tokio::time::Instant::now;
    let end = now() + pause;
    while now() < end && !cancel.load(Ordering::Relaxed) && !hurry.load(Ordering::Relaxed) {
        tokio::time::sleep(Duration::from_millis(20).min(end.saturating_duration_since(now()))).await;
    }
}

/// A hint being searched: the position it was asked in, and how.
pub struct HintSearch {
    pub game: AnyGame,
    pub ply: usize,
    pub level: usize,
    pub budget: Duration,
    pub cancel: Arc<AtomicBool>,
}

impl Match {
    /// Asks the AI for the seat to act; its answer comes back through [`Match::ai_answer`].
    pub(super) fn start_ai(&mut self, ctx: &Arc<Ctx>, seat: usize, level: usize, events: &mut Vec<Event>) {
        let Some(game) = self.game().cloned() else { return };
        let Some(info) = game.ai_levels().get(level) else { return };
        let settings = ctx.settings.settings();
        let thinking = Duration::from_secs(settings.thinking_secs.into());
        // An action that follows another AI action waits for the player to follow it; not in a
        // timed game, whose turn clock the pauses would spend.
        let last = self.moves().and_then(|m| m.plies().last().copied());
        let follows_ai = last.is_some_and(|p| !self.played_by_human(p.seat));
        let timed = self.clock.remaining_ms().is_some();
        let skipping = self.running.skipping;
        let pause = if follows_ai && !skipping && !timed { settings.ai_pace.pause() } else { Duration::ZERO };
        let budget = ai_budget(info, thinking, self.clock.allowance_ms());
        let brain = match self.running.brains.remove(&seat) {
            Some(b) => b,
            None => match game.new_ai(level, random::next_u64()) {
                Some(b) => b,
                None => return,
            },
        };
        let job = ctx.next_job();
        let cancel = Arc::new(AtomicBool::new(false));
        let hurry = Arc::new(AtomicBool::new(false));
        let ply = self.ply();
        self.running.ai = Some(AiJob { job, ply, cancel: cancel.clone(), hurry: hurry.clone() });
        events.push(Event::AiThinking(AiThinking {
            game_id: self.saved.id.clone(),
            thinking: true,
            ply,
            budget_ms: Some(budget.as_millis() as u64),
            pause_ms: Some(pause.as_millis() as u64),
        }));
        let fault = [Fault::AiPanic, Fault::AiHang].into_iter().find(|&f| ctx.fault(f));
        let (weak_ctx, cell) = (Arc::downgrade(ctx), self.running.cell.clone());
        ctx.runtime.spawn(async move {
            pause_unless_hurried(pause, &cancel, &hurry).await;
            if cancel.load(Ordering::Relaxed) {
                return;
            }
            let outcome = think_watched(brain, game, budget, cancel.clone(), fault).await;
            let given_up = matches!(outcome, AiOutcome::TimedOut);
            if cancel.load(Ordering::Relaxed) && !given_up {
                return;
            }
            let (Some(ctx), Some(cell)) = (weak_ctx.upgrade(), cell.upgrade()) else { return };
            contain(|| {
                let mut events = Vec::new();
                if let Ok(mut m) = cell.lock() {
                    m.ai_answer(&ctx, job, seat, outcome, &mut events);
                }
                ctx.emit_all(events);
            });
        });
    }

    /// The AI's answer for job `job`: applied only if that job is still the current one and
    /// the game is still at the ply it was asked about.
    pub fn ai_answer(
        &mut self,
        ctx: &Arc<Ctx>,
        job: u64,
        seat: usize,
        outcome: AiOutcome,
        events: &mut Vec<Event>,
    ) {
        let Some(asked) = self.running.ai.as_ref().filter(|j| j.job == job).map(|j| j.ply) else { return };
        self.running.ai = None;
        events.push(Event::AiThinking(AiThinking {
            game_id: self.saved.id.clone(),
            thinking: false,
            ply: self.ply(),
            budget_ms: None,
            pause_ms: None,
        }));
        if asked != self.ply() || !self.running.active || self.outcome().is_some() {
            return;
        }
        let action = match outcome {
            AiOutcome::Answer(brain, action) => {
                self.running.brains.insert(seat, brain);
                action
            }
            AiOutcome::Panicked | AiOutcome::TimedOut => {
                let (code, message) = match outcome {
                    AiOutcome::TimedOut => (
                        NoticeCode::AiTimeout,
                        "the AI did not answer in time; a legal move was played for it",
                    ),
                    _ => (NoticeCode::AiFailed, "the AI failed; a legal move was played for it"),
                };
                log::warn!("game {}, ply {asked}: {message}", self.saved.id);
                events.push(Event::AppNotice(AppNotice {
                    code,
                    game_id: self.saved.id.clone(),
                    ply: asked,
                    message: message.into(),
                }));
                None
            }
        };
        self.play_ai(ctx, action, events);
    }

    fn play_ai(&mut self, ctx: &Arc<Ctx>, action: Option<String>, events: &mut Vec<Event>) {
        let legal = self.game().map(|g| g.legal_actions()).unwrap_or_default();
        let seat = self.acting_seat(&legal);
        // The engine's answer, or (a search that found nothing, or one given up on) a random
        // legal action so the game never stalls.
        let choice = action
            .filter(|a| legal.iter().any(|l| &l.text == a))
            .or_else(|| random::rng().pick(&legal).map(|a| a.text.clone()));
        let ply = self.ply();
        let before = self.before();
        let result = match choice {
            Some(a) => self.play_text(&a, seat),
            None => self.play_pass(seat).map(drop),
        };
        if let Err(e) = result {
            log::error!("game {}, ply {ply}: the engine refused the AI's action: {e}", self.saved.id);
            return;
        }
        match self.commit_last_action(ctx, before) {
            Ok(()) => self.drive(ctx, events),
            // The game is as it was before the AI's move: the AI moves again when the game
            // is driven again (after Retry, or at the next command).
            Err(e) => events.push(Event::AppNotice(AppNotice {
                code: NoticeCode::SaveFailed,
                game_id: self.saved.id.clone(),
                ply,
                message: format!("the AI's move could not be saved ({e})"),
            })),
        }
        self.updated(ctx, events);
    }

    /// Whether another hint may be had: refused once the game's training budget is spent.
    fn hint_allowed(&self) -> AppResult<()> {
        self.curtain_down(None)?;
        let training = self.saved.options.training;
        match (training.hint_budget, training.hints_left(&self.saved.help)) {
            (Some(budget), Some(0)) => Err(TrainingError::HintsSpent { budget }.into()),
            _ => Ok(()),
        }
    }

    /// Starts a hint for the human to act: the game's top level with a short budget, to be
    /// searched with no lock held. A newer hint stops the search of the one before.
    pub fn hint_begin(&mut self) -> AppResult<HintSearch> {
        if self.outcome().is_some() {
            return Err(AppError::GameOver);
        }
        self.hint_allowed()?;
        let game = self.playing()?;
        if self.acting_seat(&game.legal_actions()).is_none_or(|x| self.seat_is_ai(x)) {
            return Err(AppError::NotYourTurn("the AI is to move".into()));
        }
        let levels = game.ai_levels();
        let level = levels.len().checked_sub(1).ok_or_else(|| AppError::Internal("no AI".into()))?;
        let budget = levels[level].budget.min(HINT_BUDGET);
        let game = game.clone();
        let cancel = Arc::new(AtomicBool::new(false));
        if let Some(older) = self.running.hint.replace(cancel.clone()) {
            older.store(true, Ordering::Relaxed);
        }
        Ok(HintSearch { game, ply: self.ply(), level, budget, cancel })
    }

    /// The hint `search` found `action`: given (counted as help and saved) if it was not
    /// cancelled and the game has not moved on meanwhile.
    pub fn hint_end(
        &mut self,
        ctx: &Arc<Ctx>,
        search: HintSearch,
        action: Option<String>,
        events: &mut Vec<Event>,
    ) -> AppResult<Hint> {
        if self.running.hint.as_ref().is_some_and(|c| Arc::ptr_eq(c, &search.cancel)) {
            self.running.hint = None;
        }
        if search.cancel.load(Ordering::Relaxed) {
            return Err(AppError::Stale("the hint was cancelled".into()));
        }
        let action = action.ok_or_else(|| AppError::Internal("the AI found no suggestion in time".into()))?;
        if search.ply != self.ply() {
            return Err(AppError::Stale(format!("the game moved on to ply {} during the hint", self.ply())));
        }
        self.hint_allowed()?;
        let before = self.before();
        self.saved.help.hints += 1;
        self.commit(ctx, before, Write::Row)?;
        self.updated(ctx, events);
        let hints_left = self.saved.options.training.hints_left(&self.saved.help);
        let side: Side = search.game.to_move();
        Ok(Hint { words: search.game.action_words(&action), side, action, ply: search.ply, hints_left })
    }

    /// Stops the hint being searched, if one is: its search ends as cancelled.
    pub fn stop_hint(&mut self) {
        if let Some(flag) = self.running.hint.take() {
            flag.store(true, Ordering::Relaxed);
        }
    }
}
