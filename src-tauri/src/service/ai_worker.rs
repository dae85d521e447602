//! Background work: the AI on tokio's blocking pool (cancellable), and the clock's timer tasks.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use shuangcheng_engine::ai::SearchLimits;
use shuangcheng_engine::{AnyAi, AnyGame};

use super::events::{AiThinking, Event};
use super::sessions::{AiJob, Session};
use super::Service;

/// The most a hint may think: the top level (the master, Zhili's perfect level) with a short
/// budget, so the suggestion comes while the player still waits for it.
pub const HINT_BUDGET: Duration = Duration::from_secs(1);
/// Time kept back from the turn's clock so the AI's answer lands before the timeout.
const CLOCK_MARGIN: Duration = Duration::from_millis(300);

/// Runs the engine's AI on the blocking pool; `None` when cancelled or it has no answer.
pub async fn think(
    game: Box<dyn AnyGame>,
    level: usize,
    budget: Duration,
    cancel: Option<Arc<AtomicBool>>,
) -> Option<String> {
    let seed: u64 = rand::random();
    let task = tokio::task::spawn_blocking(move || {
        let limits = SearchLimits { deadline: Some(Instant::now() + budget), cancel };
        game.ai_action(level, seed, &limits)
    });
    task.await.ok().flatten()
}

/// Runs a session's AI player (which may keep a plan across the atomic actions of a
/// Generals turn) on the blocking pool and hands it back with its answer.
pub async fn think_with(
    mut brain: Box<dyn AnyAi>,
    game: Box<dyn AnyGame>,
    budget: Duration,
    cancel: Arc<AtomicBool>,
) -> Option<(Box<dyn AnyAi>, Option<String>)> {
    let task = tokio::task::spawn_blocking(move || {
        let limits = SearchLimits { deadline: Some(Instant::now() + budget), cancel: Some(cancel) };
        let answer = brain.choose(&*game, &limits);
        (brain, answer)
    });
    task.await.ok()
}

/// Asks the AI for the seat to act; its answer comes back through `Service::ai_answer`.
pub(crate) fn start_ai(svc: &Service, s: &mut Session, seat: usize, level: usize, events: &mut Vec<Event>) {
    let Some(info) = s.game.ai_levels().get(level) else { return };
    let mut budget = info.budget;
    if let Some(remaining) = s.clock.remaining_ms() {
        let left = Duration::from_millis(remaining).saturating_sub(CLOCK_MARGIN);
        budget = budget.min(left.max(Duration::from_millis(50)));
    }
    let brain = match s.brains.remove(&seat) {
        Some(b) => b,
        None => match s.game.new_ai(level, rand::random()) {
            Some(b) => b,
            None => return,
        },
    };
    let job = svc.inner.next_job.fetch_add(1, Ordering::Relaxed);
    let cancel = Arc::new(AtomicBool::new(false));
    let ply = s.ply();
    s.ai = Some(AiJob { job, ply, cancel: cancel.clone() });
    events.push(Event::AiThinking(AiThinking { game_id: s.id.clone(), thinking: true, ply }));
    let game = s.game.clone_box();
    let weak = svc.weak();
    let id = s.id.clone();
    svc.inner.runtime.spawn(async move {
        let answer = think_with(brain, game, budget, cancel.clone()).await;
        if cancel.load(Ordering::Relaxed) {
            return;
        }
        if let Some(svc) = Service::from_weak(&weak) {
            svc.ai_answer(&id, job, seat, answer);
        }
    });
}

/// Arms the timer task for the clock's `epoch`: ticks, then the timeout.
pub(crate) fn spawn_clock(svc: &Service, id: String, epoch: u64) {
    let weak = svc.weak();
    svc.inner.runtime.spawn(async move {
        let mut wait = Duration::ZERO;
        loop {
            if !wait.is_zero() {
                tokio::time::sleep(wait).await;
            }
            let Some(svc) = Service::from_weak(&weak) else { return };
            match svc.clock_step(&id, epoch) {
                Some(next) => wait = next.max(Duration::from_millis(1)),
                None => return,
            }
        }
    });
}
