//! The master level in the app core: offered by the catalog and as the
//! settings' default, a thinking master is cancelled at once by undo, its thinking time is a
//! setting capped by the turn timer, and a hint can be cancelled, by the player or by a move.

mod common;

use std::time::{Duration, Instant};

use common::{open, options, twin_cities_against_the_master, TempDir};
use serde_json::json;
use shuangcheng_lib::service::{AppError, Event, Hint, Phase, Service};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_master_is_a_level_and_a_possible_default() {
    let dir = TempDir::new("master-default");
    let (svc, _) = open(&dir);
    for entry in svc.catalog() {
        let top = entry.levels.last().expect("levels").id.clone();
        // A solved game's top level plays perfectly; the others' is the master.
        let expected = if entry.game.info().capabilities.solved { "perfect" } else { "master" };
        assert_eq!(top, expected, "{}", entry.game);
    }
    let mut settings = svc.settings().get();
    settings.default_level = "master".to_string();
    svc.settings().set(settings).unwrap();
    // A seat without a level takes the default; Zhili, which has no master, takes its top level.
    for (game, level) in [("twin-cities", "master"), ("generals", "master"), ("zhili", "perfect")] {
        let g = svc
            .new_game(options(json!({
                "game": game, "mode": "vs-ai", "seats": [{ "kind": "human" }, { "kind": "ai" }], "timerSecs": null
            })))
            .unwrap();
        assert_eq!(g.seats[1].level.as_deref(), Some(level), "{game}");
        svc.pause(&g.id).unwrap();
    }
    svc.shutdown();
}

/// A runtime whose blocking pool has one thread: the AI's searches queue behind each other there.
fn one_blocking_thread() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .max_blocking_threads(1)
        .enable_all()
        .build()
        .expect("a runtime")
}

/// One blocking thread runs the AI: while the cancelled master still searched (it thinks for
/// a second or more at the start), nothing else could run there. The bound is generous (the
/// engine answers a cancellation in a few milliseconds, see
/// `cargo bench -p shuangcheng-engine --bench master`).
#[test]
fn undo_cancels_a_thinking_master_at_once() {
    let runtime = one_blocking_thread();
    runtime.block_on(async {
        let dir = TempDir::new("master-undo");
        let (svc, rec) = open(&dir);
        let g = svc.new_game(twin_cities_against_the_master()).unwrap();
        // A quiet first move (a blunder would let the master see a win and answer at once).
        let thinking = svc.act(&g.id, "d3d4", 0).unwrap();
        assert!(thinking.ai_thinking, "the master thinks about its reply");
        tokio::time::sleep(Duration::from_millis(100)).await;
        let undone = svc.undo(&g.id).unwrap();
        assert_eq!(undone.board.ply, 0);
        assert!(!undone.ai_thinking && undone.human_to_act);
        assert_eq!(rec.count("ai-thinking"), 2, "thinking, then stopped by the undo");

        let asked = Instant::now();
        tokio::task::spawn_blocking(|| ()).await.unwrap();
        let waited = asked.elapsed();
        assert!(
            waited < Duration::from_millis(500),
            "the blocking thread was busy {waited:?} after the undo"
        );
        // The hint (the master with a short budget) then suggests a legal action.
        let hint = svc.hint(&g.id).await.unwrap();
        assert!(undone.legal_actions.iter().any(|a| a.text == hint.action));
        let s = svc.snapshot(&g.id).unwrap();
        assert_eq!((s.board.ply, s.phase), (0, Phase::Playing), "the cancelled search played nothing");
        svc.shutdown();
    });
}

/// The budget of the last AI search started, as its `ai-thinking` event told it.
fn last_budget(rec: &common::Recorder) -> Option<u64> {
    rec.0.lock().unwrap().iter().rev().find_map(|e| match e {
        Event::AiThinking(t) if t.thinking => t.budget_ms,
        _ => None,
    })
}

/// The master thinks for the player's chosen time (1, 3 or 10 s), the turn's clock capping it
/// (a 10 s timer leaves 9.7 s: 300 ms are kept for the answer to land); other levels keep
/// their own budgets. On tokio's paused clock: each game is paused as soon as its AI starts,
/// which cancels the search, so the test waits for none of them.
#[tokio::test(start_paused = true)]
async fn the_masters_thinking_time_is_a_setting_capped_by_the_turn_timer() {
    let dir = TempDir::new("master-thinking");
    let (svc, rec) = open(&dir);
    for (level, thinking, timer, expected) in [
        ("master", 1, None, 1_000),
        ("master", 10, None, 10_000),
        ("master", 10, Some(10), 9_700),
        ("master", 3, Some(10), 3_000),
        ("hard", 10, None, 3_000),
    ] {
        let mut settings = svc.settings().get();
        settings.thinking_secs = thinking;
        svc.settings().set(settings).unwrap();
        for game in ["twin-cities", "generals"] {
            let g = svc
                .new_game(options(json!({
                    "game": game, "mode": "vs-ai",
                    "seats": [{ "kind": "ai", "level": level }, { "kind": "human" }], "timerSecs": timer
                })))
                .unwrap();
            assert!(g.ai_thinking, "{game}: the AI moves first");
            assert_eq!(last_budget(&rec), Some(expected), "{game}, {level}, {thinking} s, timer {timer:?}");
            svc.pause(&g.id).unwrap();
        }
    }
    let mut settings = svc.settings().get();
    settings.thinking_secs = 7;
    assert!(matches!(svc.settings().set(settings), Err(AppError::BadRequest(_))), "7 s is not offered");
    svc.shutdown();
}

/// Asks a hint in game `id` while the one blocking thread is held busy, runs `meanwhile` once
/// the hint's search is queued there, then lets it run: the hint's answer.
async fn hint_with(svc: &Service, id: &str, meanwhile: impl FnOnce()) -> Result<Hint, AppError> {
    let (release, held) = std::sync::mpsc::channel::<()>();
    let blocker = tokio::task::spawn_blocking(move || held.recv());
    let (asker, id) = (svc.clone(), id.to_string());
    let hint = tokio::spawn(async move { asker.hint(&id).await });
    tokio::time::sleep(Duration::from_millis(200)).await;
    meanwhile();
    release.send(()).unwrap();
    blocker.await.unwrap().unwrap();
    hint.await.unwrap()
}

/// A hint under way stops when cancelled: its search starts already cancelled.
#[test]
fn a_hint_can_be_cancelled() {
    let runtime = one_blocking_thread();
    runtime.block_on(async {
        let dir = TempDir::new("hint-cancel");
        let (svc, _) = open(&dir);
        let g = svc.new_game(twin_cities_against_the_master()).unwrap();
        let answer = hint_with(&svc, &g.id, || svc.cancel_hint(&g.id).unwrap()).await;
        assert!(matches!(answer, Err(AppError::Stale(_))), "{answer:?}");
        // A new hint is not affected by the old cancel.
        let hint = svc.hint(&g.id).await.unwrap();
        assert!(g.legal_actions.iter().any(|a| a.text == hint.action));
        svc.shutdown();
    });
}

/// The player moves while a hint is searched: the hint stops, unanswered.
#[test]
fn a_move_stops_the_hint_being_searched() {
    let runtime = one_blocking_thread();
    runtime.block_on(async {
        let dir = TempDir::new("hint-move");
        let (svc, _) = open(&dir);
        let g = svc.new_game(twin_cities_against_the_master()).unwrap();
        let answer = hint_with(&svc, &g.id, || {
            assert_eq!(svc.act(&g.id, "d3d4", 0).unwrap().history.len(), 1);
        })
        .await;
        // Stopped, not merely found late (a hint that ran on would be refused for the new ply).
        assert!(matches!(&answer, Err(AppError::Stale(why)) if why.contains("cancelled")), "{answer:?}");
        assert!(!svc.snapshot(&g.id).unwrap().helped, "a hint stopped unanswered is no help");
        svc.shutdown();
    });
}

/// On a game clock the master thinks its setting, capped by a twentieth of its time left and
/// the increment (less the same 300 ms): 5+3 leaves 10 s whole, a minute without increment
/// allows 3 s, 15 s with 2 s a turn 2.75 s.
#[tokio::test(start_paused = true)]
async fn on_a_game_clock_the_master_thinks_within_its_time_and_uses_the_increment() {
    let dir = TempDir::new("master-game-clock");
    let (svc, rec) = open(&dir);
    let mut settings = svc.settings().get();
    settings.thinking_secs = 10;
    svc.settings().set(settings).unwrap();
    for (base, increment, expected) in [(300, 3, 10_000), (60, 0, 2_700), (15, 2, 2_450)] {
        for game in ["twin-cities", "generals"] {
            let g = svc
                .new_game(options(json!({
                    "game": game, "mode": "vs-ai",
                    "seats": [{ "kind": "ai", "level": "master" }, { "kind": "human" }],
                    "gameClock": { "baseSecs": base, "incrementSecs": increment }
                })))
                .unwrap();
            assert!(g.ai_thinking, "{game}: the AI moves first");
            assert_eq!(last_budget(&rec), Some(expected), "{game}, {base}+{increment}");
            svc.pause(&g.id).unwrap();
        }
    }
    svc.shutdown();
}
