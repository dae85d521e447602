//! The AI on tokio's blocking pool: cancellable, watched, its answer applied only while it is
//! still wanted.
//!
//! An AI that has not answered by its budget plus [`AI_GRACE`] is cancelled and a random legal
//! action is played in its place, as after a panic in its thread; both are logged and told to
//! the UI as an `app-notice`, and the game goes on.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use shuangcheng_engine::ai::{AiLevel, SearchLimits};
use shuangcheng_engine::{AnyAi, AnyGame};

use super::events::{AiThinking, AppNotice, Event, NoticeCode};
use super::faults::Fault;
use super::sessions::{AiJob, Before, Session};
use super::Service;

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
    let seed = super::random::next_u64();
    let task = tokio::task::spawn_blocking(move || {
        let limits = SearchLimits { deadline: Some(Instant::now() + budget), cancel };
        game.ai_action(level, seed, &limits)
    });
    task.await.ok().flatten()
}

/// Runs a session's AI player (which may keep a plan across the atomic actions of a Generals
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
/// capped by what the turn's clock has left, less a margin.
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

/// Asks the AI for the seat to act; its answer comes back through `Service::ai_answer`.
pub(crate) fn start_ai(svc: &Service, s: &mut Session, seat: usize, level: usize, events: &mut Vec<Event>) {
    let Some(game) = s.game().cloned() else { return };
    let Some(info) = game.ai_levels().get(level) else { return };
    let settings = svc.inner.settings.get();
    let thinking = Duration::from_secs(settings.thinking_secs.into());
    // An action that follows another AI action waits for the player to follow it; not in a
    // timed game, whose turn clock the pauses would spend.
    let follows_ai = s.records.last().is_some_and(|r| !s.played_by_human(r));
    let timed = s.clock.remaining_ms().is_some();
    let pause = if follows_ai && !s.skipping && !timed { settings.ai_pace.pause() } else { Duration::ZERO };
    let budget = ai_budget(info, thinking, s.clock.remaining_ms());
    let brain = match s.brains.remove(&seat) {
        Some(b) => b,
        None => match game.new_ai(level, super::random::next_u64()) {
            Some(b) => b,
            None => return,
        },
    };
    let job = svc.inner.games.next_job();
    let cancel = Arc::new(AtomicBool::new(false));
    let hurry = Arc::new(AtomicBool::new(false));
    let ply = s.ply();
    s.ai = Some(AiJob { job, ply, cancel: cancel.clone(), hurry: hurry.clone() });
    let budget_ms = Some(budget.as_millis() as u64);
    let pause_ms = Some(pause.as_millis() as u64);
    events.push(Event::AiThinking(AiThinking {
        game_id: s.id.clone(),
        thinking: true,
        ply,
        budget_ms,
        pause_ms,
    }));
    let fault = [Fault::AiPanic, Fault::AiHang].into_iter().find(|&f| svc.inner.faults.fire(f));
    let weak = svc.weak();
    let id = s.id.clone();
    svc.inner.runtime.spawn(async move {
        pause_unless_hurried(pause, &cancel, &hurry).await;
        if cancel.load(Ordering::Relaxed) {
            return;
        }
        let outcome = think_watched(brain, game, budget, cancel.clone(), fault).await;
        let given_up = matches!(outcome, AiOutcome::TimedOut);
        if cancel.load(Ordering::Relaxed) && !given_up {
            return;
        }
        if let Some(svc) = Service::from_weak(&weak) {
            svc.contain(|| svc.ai_answer(&id, job, seat, outcome));
        }
    });
}

impl Service {
    /// The AI's answer for job `job`: applied only if that job is still the current one and
    /// the game is still at the ply it was asked about.
    pub(crate) fn ai_answer(&self, id: &str, job: u64, seat: usize, outcome: AiOutcome) {
        let Some(arc) = self.inner.games.get(id) else { return };
        let mut events = Vec::new();
        if let Ok(mut s) = arc.lock() {
            let current = s.ai.as_ref().is_some_and(|j| j.job == job);
            if current {
                let asked_ply = s.ai.as_ref().map_or(usize::MAX, |j| j.ply);
                s.ai = None;
                events.push(Event::AiThinking(AiThinking {
                    game_id: s.id.clone(),
                    thinking: false,
                    ply: s.ply(),
                    budget_ms: None,
                    pause_ms: None,
                }));
                if asked_ply == s.ply() && s.active && s.outcome().is_none() {
                    let action = match outcome {
                        AiOutcome::Answer(brain, action) => {
                            s.brains.insert(seat, brain);
                            action
                        }
                        AiOutcome::Panicked | AiOutcome::TimedOut => {
                            let code = match outcome {
                                AiOutcome::TimedOut => NoticeCode::AiTimeout,
                                _ => NoticeCode::AiFailed,
                            };
                            let message = match code {
                                NoticeCode::AiTimeout => {
                                    "the AI did not answer in time; a legal move was played for it"
                                }
                                _ => "the AI failed; a legal move was played for it",
                            };
                            log::warn!("game {id}, ply {asked_ply}: {message}");
                            events.push(Event::AppNotice(AppNotice {
                                code,
                                game_id: id.to_string(),
                                ply: asked_ply,
                                message: message.into(),
                            }));
                            None
                        }
                    };
                    self.play_ai(&mut s, action, &mut events);
                }
            }
        }
        self.emit_all(events);
    }

    fn play_ai(&self, s: &mut Session, action: Option<String>, events: &mut Vec<Event>) {
        let legal = s.game().map(|g| g.legal_actions()).unwrap_or_default();
        let seat = s.acting_seat(&legal);
        // The engine's answer, or (a search that found nothing, or one given up on) a random
        // legal action so the game never stalls.
        let choice = action
            .filter(|a| legal.iter().any(|l| &l.text == a))
            .or_else(|| super::random::rng().pick(&legal).map(|a| a.text.clone()));
        let ply = s.ply();
        let before = Before::of(s);
        let result = match choice {
            Some(a) => s.play(&a, seat),
            None => s.play_pass(seat),
        };
        if let Err(e) = result {
            log::error!("game {}, ply {ply}: the engine refused the AI's action: {e}", s.id);
            return;
        }
        match self.commit_last_action(s, before) {
            Ok(()) => self.drive(s, events),
            // The game is as it was before the AI's move: the AI moves again when the game
            // is driven again (after Retry, or at the next command).
            Err(e) => events.push(Event::AppNotice(AppNotice {
                code: NoticeCode::SaveFailed,
                game_id: s.id.clone(),
                ply,
                message: format!("the AI's move could not be saved ({e})"),
            })),
        }
        self.updated(s, events);
    }
}
