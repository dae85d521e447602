//! A match tested on its own: no SQLite (its saves are [`Memory`]), no Tauri, tokio's paused
//! clock for its timer.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use shuangcheng_engine::{new_game, GameKind};

use super::moves::Moves;
use super::{Ctx, Match, Persist, SettingsSource, Stage};
use crate::service::error::{AppError, AppResult};
use crate::service::events::{Event, EventSink, NoticeCode};
use crate::service::faults::Fault;
use crate::service::saves::results::GameResult;
use crate::service::saves::status::{Problem, StorageState, StorageStatus};
use crate::service::saves::{GameRow, GameState, StoredAction, Write};
use crate::service::settings::Settings;
use crate::service::training::Training;
use crate::service::types::{GameOptions, Mode, Seat};

/// Saves kept in memory: what each change wrote, and a switch that makes them fail as a full
/// disk would.
#[derive(Default)]
struct Memory {
    writes: Mutex<Vec<Write>>,
    full: AtomicBool,
}

impl Persist for Memory {
    fn insert(&self, _: &GameRow, _: &[StoredAction]) -> AppResult<()> {
        Ok(())
    }
    fn commit(&self, _: &str, write: &Write, _: &GameState, _: Option<&GameResult>) -> AppResult<()> {
        if self.full.load(Ordering::Relaxed) {
            return Err(AppError::storage(Problem::Full, "the test's disk is full"));
        }
        self.writes.lock().unwrap().push(write.clone());
        Ok(())
    }
    fn save_clock(&self, _: &str, _: crate::service::saves::SavedClock) -> AppResult<()> {
        Ok(())
    }
    fn save_graded(&self, _: &str, _: &str) -> AppResult<()> {
        Ok(())
    }
    fn waiting(&self) -> bool {
        false
    }
    fn saving_failed(&self, _: &str, e: &AppError) -> Option<StorageStatus> {
        Some(StorageStatus::new(StorageState::Unavailable, e.problem(), e.to_string(), None))
    }
}

#[derive(Default)]
struct Told(Mutex<Vec<Event>>);

impl EventSink for Told {
    fn emit(&self, event: Event) {
        self.0.lock().unwrap().push(event);
    }
}

impl SettingsSource for Settings {
    fn settings(&self) -> Settings {
        self.clone()
    }
}

fn ctx(memory: &Arc<Memory>, told: &Arc<Told>) -> Arc<Ctx> {
    ctx_on(memory, told, tokio::runtime::Handle::current())
}

/// A context whose tasks (the timer, the AI) run on `runtime`.
fn ctx_on(memory: &Arc<Memory>, told: &Arc<Told>, runtime: tokio::runtime::Handle) -> Arc<Ctx> {
    Arc::new(Ctx::new(memory.clone(), told.clone(), Arc::new(Settings::default()), runtime))
}

fn zhili(seats: Vec<Seat>, timer_secs: Option<u32>) -> Match {
    let mode = if seats.iter().any(Seat::is_ai) { Mode::VsAi } else { Mode::PassAndPlay };
    let options = GameOptions {
        game: GameKind::Zhili,
        mode,
        seats,
        timer_secs,
        game_clock: None,
        handicap: None,
        coach: false,
        training: Training::default(),
        practice: false,
        hand_over: false,
    };
    let moves = Moves::new(new_game(GameKind::Zhili, None).unwrap());
    Match::new("g1".into(), options, Stage::Play(moves), "2026-12-07T00:00:00Z".into())
}

fn first_legal(m: &Match) -> String {
    m.playing().unwrap().legal_actions()[0].text.clone()
}

#[tokio::test(start_paused = true)]
async fn an_action_at_the_deadline_before_the_timer_task_runs_loses_to_the_timeout() {
    // Timer tasks go to a runtime nobody drives, so the action surely comes first.
    let idle = tokio::runtime::Builder::new_current_thread().enable_time().build().unwrap();
    let (memory, told) = (Arc::default(), Arc::default());
    let ctx = ctx_on(&memory, &told, idle.handle().clone());
    let mut m = zhili(vec![Seat::human(), Seat::human()], Some(10));
    let mut events = Vec::new();
    m.resume(&ctx, &mut events);
    let armed = m.clock.epoch;
    tokio::time::advance(Duration::from_millis(10_000)).await;
    // Its timer task, on this paused runtime, has not run: the action comes first, finds the
    // turn's time up, and the timeout wins, once (Z7).
    let action = first_legal(&m);
    let res = m.act(&ctx, &action, 0, &mut events);
    assert!(matches!(res, Err(AppError::Stale(_))), "{res:?}");
    let snap = m.snapshot(&ctx);
    assert_eq!((snap.board.ply, snap.history[0].text.as_str()), (1, "pass"));
    assert_eq!(snap.clock.remaining_ms, Some(10_000), "the next turn has full time");
    assert_eq!(m.clock_step(&ctx, armed, &mut events), None, "the task armed for that turn does nothing");
    assert_eq!(m.ply(), 1);
    let black = first_legal(&m);
    assert_eq!(m.act(&ctx, &black, 1, &mut events).unwrap().board.ply, 2);
    idle.shutdown_background();
}

#[tokio::test]
async fn a_change_that_cannot_be_saved_is_put_back_and_the_saves_status_is_told() {
    let (memory, told): (Arc<Memory>, Arc<Told>) = (Arc::default(), Arc::default());
    let ctx = ctx(&memory, &told);
    let mut m = zhili(vec![Seat::human(), Seat::human()], None);
    let mut events = Vec::new();
    let first = first_legal(&m);
    m.act(&ctx, &first, 0, &mut events).unwrap();
    let before = (m.snapshot(&ctx).board.position, m.ply(), m.saved.updated_at.clone());
    memory.full.store(true, Ordering::Relaxed);
    let second = first_legal(&m);
    let err = m.act(&ctx, &second, 1, &mut events).unwrap_err();
    assert_eq!(err.problem(), Some(Problem::Full));
    assert_eq!((m.snapshot(&ctx).board.position, m.ply(), m.saved.updated_at.clone()), before);
    assert!(told.0.lock().unwrap().iter().any(|e| matches!(e, Event::StorageStatus(_))));
    assert_eq!(memory.writes.lock().unwrap().len(), 1, "only the first action was saved");
}

#[tokio::test]
async fn each_ply_keeps_its_seat_and_time_through_undo_and_redo() {
    let (memory, told): (Arc<Memory>, Arc<Told>) = (Arc::default(), Arc::default());
    let ctx = ctx(&memory, &told);
    let mut m = zhili(vec![Seat::human(), Seat::human()], None);
    let mut events = Vec::new();
    for ply in 0..3 {
        let action = first_legal(&m);
        m.act(&ctx, &action, ply, &mut events).unwrap();
    }
    let played = m.snapshot(&ctx).history;
    let texts: Vec<String> = played.iter().map(|h| h.text.clone()).collect();
    assert_eq!(texts, m.playing().unwrap().history(), "the move list is the engine's history");
    assert!(played.iter().enumerate().all(|(i, h)| h.seat == Some(i % 2) && h.ms.is_some()));
    m.undo(&ctx, &mut events).unwrap();
    assert_eq!(m.ply(), 2);
    assert_eq!(m.snapshot(&ctx).history, played[..2]);
    m.redo(&ctx, &mut events).unwrap();
    assert_eq!(m.snapshot(&ctx).history, played, "the redone ply has its seat and time back");
    let writes = memory.writes.lock().unwrap();
    assert!(
        matches!(writes[3], Write::Undone { from_seq: 2, .. })
            && matches!(&writes[4], Write::Redone(p) if p.len() == 1)
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_lock_is_held_while_the_ai_searches() {
    let (memory, told): (Arc<Memory>, Arc<Told>) = (Arc::default(), Arc::default());
    let ctx = ctx(&memory, &told);
    // A search that ignores its deadline: it thinks until it is cancelled.
    ctx.faults.arm(Fault::AiHang);
    let cell = zhili(vec![Seat::ai("beginner"), Seat::human()], None).into_shared();
    let mut events = Vec::new();
    cell.lock().unwrap().resume(&ctx, &mut events);
    tokio::time::sleep(Duration::from_millis(300)).await;
    {
        let m = cell.try_lock().expect("the match is not locked while its AI thinks");
        assert!(m.running.ai.is_some() && m.ply() == 0, "the AI is still thinking");
    }
    // The player can take the game off screen meanwhile: the search is cancelled.
    cell.lock().unwrap().pause(&ctx, &mut events);
    assert!(cell.lock().unwrap().running.ai.is_none());
}

#[tokio::test(start_paused = true)]
async fn a_game_clock_at_zero_whose_loss_could_not_be_saved_plays_no_move_and_tells_why() {
    let idle = tokio::runtime::Builder::new_current_thread().enable_time().build().unwrap();
    let (memory, told): (Arc<Memory>, Arc<Told>) = (Arc::default(), Arc::default());
    let ctx = ctx_on(&memory, &told, idle.handle().clone());
    let mut m = zhili(vec![Seat::human(), Seat::human()], None);
    m.saved.options.game_clock = Some(shuangcheng_engine::GameClock { base_secs: 15, increment_secs: 5 });
    m.clock = super::clock::Clock::new(
        super::clock::Control::of(&m.saved.options),
        shuangcheng_engine::Side::First,
        crate::service::saves::SavedClock::default(),
    );
    let mut events = Vec::new();
    m.resume(&ctx, &mut events);
    tokio::time::advance(Duration::from_millis(15_000)).await;
    memory.full.store(true, Ordering::Relaxed);
    let action = first_legal(&m);
    assert!(matches!(m.act(&ctx, &action, 0, &mut events), Err(AppError::Stale(_))));
    assert!(m.outcome().is_none(), "the loss was not saved, so it is not told as one");
    assert!(events.iter().any(|e| matches!(e, Event::AppNotice(n) if n.code == NoticeCode::SaveFailed)));
    // The disk has room again: a move on the clock at zero still meets the loss, never the
    // increment (the app's game-clock rule).
    memory.full.store(false, Ordering::Relaxed);
    assert!(matches!(m.act(&ctx, &action, 0, &mut events), Err(AppError::Stale(_))));
    let outcome = m.outcome().expect("lost on time");
    assert_eq!((outcome.reason, m.ply()), (shuangcheng_engine::EndReason::OUT_OF_TIME, 0));
    idle.shutdown_background();
}
