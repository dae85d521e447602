//! The screen stays awake while a player's clock runs: held during a
//! timed human turn on screen; released on a pause, in the background, at the game's end and
//! while the AI thinks; never held for an untimed game. The platform is a fake switch that
//! reports each call.

mod common;

use std::sync::mpsc::{channel, Receiver, Sender};
use std::sync::Arc;
use std::time::Duration;

use common::{options, pass_and_play_zhili, wait_for_human, Recorder, TempDir};
use shuangcheng_engine::Side;
use shuangcheng_lib::service::wake_lock::{ScreenInhibitor, WakeLock};
use shuangcheng_lib::service::{EventSink, Service};

/// A platform switch that reports every call, and refuses them when told to.
struct FakeScreen {
    calls: Sender<&'static str>,
    refuse: bool,
}

impl ScreenInhibitor for FakeScreen {
    fn hold(&mut self) -> Result<(), String> {
        self.calls.send("hold").unwrap();
        if self.refuse {
            Err("no screensaver service".into())
        } else {
            Ok(())
        }
    }

    fn release(&mut self) -> Result<(), String> {
        self.calls.send("release").unwrap();
        if self.refuse {
            Err("no screensaver service".into())
        } else {
            Ok(())
        }
    }
}

/// A core whose events go through a [`WakeLock`] on a fake screen.
fn awake_core(dir: &TempDir, refuse: bool) -> (Service, Receiver<&'static str>) {
    let (calls, seen) = channel();
    let sink: Arc<dyn EventSink> =
        Arc::new(WakeLock::new(Arc::new(Recorder::default()), Box::new(FakeScreen { calls, refuse })));
    let svc = Service::open(&dir.db(), sink, tokio::runtime::Handle::current());
    (svc, seen)
}

/// The next call the platform got (the wake lock calls it on a thread of its own).
fn next_call(seen: &Receiver<&'static str>, when: &str) -> &'static str {
    seen.recv_timeout(Duration::from_secs(5)).unwrap_or_else(|_| panic!("no call to the platform {when}"))
}

/// No call reached the platform for a while.
fn no_call(seen: &Receiver<&'static str>, when: &str) {
    if let Ok(call) = seen.recv_timeout(Duration::from_millis(300)) {
        panic!("{call} {when}: the platform should not have been called");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn held_while_a_timed_human_turn_runs_released_on_pause_background_and_end() {
    let dir = TempDir::new("wake-lock");
    let (svc, seen) = awake_core(&dir, false);
    let g = svc.new_game(pass_and_play_zhili(Some(60))).unwrap();
    assert_eq!(next_call(&seen, "when the timed game started"), "hold");
    let moved = svc.act(&g.id, &g.legal_actions[0].text, g.board.ply).unwrap();
    no_call(&seen, "on the next human's turn: the lock is still held");
    svc.pause(&g.id).unwrap();
    assert_eq!(next_call(&seen, "on pause"), "release");
    svc.resume_game(&g.id).unwrap();
    assert_eq!(next_call(&seen, "when the game ran again"), "hold");
    svc.suspend();
    assert_eq!(next_call(&seen, "in the background"), "release");
    svc.suspend();
    no_call(&seen, "when suspended twice");
    svc.resume_game(&g.id).unwrap();
    assert_eq!(next_call(&seen, "back from the background"), "hold");
    let over = svc.resign(&g.id, moved.board.to_move).unwrap();
    assert!(over.outcome.is_some());
    assert_eq!(next_call(&seen, "at the game's end"), "release");
    svc.shutdown();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn never_held_for_an_untimed_game() {
    let dir = TempDir::new("wake-lock-untimed");
    let (svc, seen) = awake_core(&dir, false);
    let g = svc.new_game(pass_and_play_zhili(None)).unwrap();
    svc.act(&g.id, &g.legal_actions[0].text, g.board.ply).unwrap();
    no_call(&seen, "in an untimed game");
    svc.shutdown();
}

/// Against the AI, the player's clock runs on the player's turns only: the lock follows them.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn released_while_the_ai_thinks_and_held_again_on_the_players_turn() {
    let dir = TempDir::new("wake-lock-ai");
    let (svc, seen) = awake_core(&dir, false);
    let g = svc
        .new_game(options(serde_json::json!({
            "game": "zhili", "mode": "vs-ai",
            "seats": [{ "kind": "human" }, { "kind": "ai", "level": "beginner" }], "timerSecs": 60
        })))
        .unwrap();
    assert_eq!(g.board.to_move, Side::First);
    assert_eq!(next_call(&seen, "on the player's first turn"), "hold");
    svc.act(&g.id, &g.legal_actions[0].text, g.board.ply).unwrap();
    assert_eq!(next_call(&seen, "when the AI is to act"), "release");
    let back = wait_for_human(&svc, &g.id).await;
    assert!(back.human_to_act);
    assert_eq!(next_call(&seen, "on the player's next turn"), "hold");
    svc.shutdown();
}

/// A platform that cannot keep the screen on (no bus, no service): the game plays on.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_platform_that_refuses_changes_nothing_in_the_game() {
    let dir = TempDir::new("wake-lock-refused");
    let (svc, seen) = awake_core(&dir, true);
    let g = svc.new_game(pass_and_play_zhili(Some(60))).unwrap();
    assert_eq!(next_call(&seen, "when the timed game started"), "hold");
    let moved = svc.act(&g.id, &g.legal_actions[0].text, g.board.ply).unwrap();
    assert_eq!(moved.board.ply, 1, "the move was played");
    assert!(moved.clock.running, "the clock runs");
    svc.pause(&g.id).unwrap();
    assert_eq!(next_call(&seen, "on pause"), "release");
    svc.shutdown();
}
