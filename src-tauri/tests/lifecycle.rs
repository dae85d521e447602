//! A game's life on a phone: the app goes to the background and comes back, maybe
//! without the `Resumed` a platform owes it, maybe twice over; the page may be reloaded. Pause
//! and resume are idempotent, the snapshot says when a game stands paused, and the core names the
//! game on screen for a page that starts again.

mod common;

use std::time::Duration;

use common::{open, pass_and_play_zhili, TempDir};
use shuangcheng_lib::service::{Service, Snapshot};

/// A Zhili game between two people with a 60 s turn timer, on screen.
fn timed_game(svc: &Service) -> Snapshot {
    let g = svc.new_game(pass_and_play_zhili(Some(60))).unwrap();
    assert!(g.clock.running && !g.paused, "a new timed game runs on screen");
    g
}

/// Lets some real time pass, so that a clock that runs would show it.
async fn a_moment() {
    tokio::time::sleep(Duration::from_millis(60)).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn pausing_twice_is_pausing_once() {
    let dir = TempDir::new("lifecycle-pause");
    let (svc, _) = open(&dir);
    let g = timed_game(&svc);
    let first = svc.pause(&g.id).unwrap();
    assert!(first.paused && !first.clock.running, "paused: the clock stands");
    a_moment().await;
    let second = svc.pause(&g.id).unwrap();
    assert!(second.paused && !second.clock.running);
    assert_eq!(second.clock.remaining_ms, first.clock.remaining_ms, "no time passed while paused");
    assert_eq!(svc.snapshot(&g.id).unwrap().clock.remaining_ms, first.clock.remaining_ms);
    svc.shutdown();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn resuming_twice_is_resuming_once() {
    let dir = TempDir::new("lifecycle-resume");
    let (svc, _) = open(&dir);
    let g = timed_game(&svc);
    svc.pause(&g.id).unwrap();
    let first = svc.resume_game(&g.id).unwrap();
    assert!(first.clock.running && !first.paused, "on screen again: the clock runs");
    let second = svc.resume_game(&g.id).unwrap();
    assert!(second.clock.running && !second.paused);
    assert!(second.clock.remaining_ms <= first.clock.remaining_ms, "one clock, still counting down");
    assert_eq!(second.history.len(), first.history.len(), "nothing else changed");
    svc.shutdown();
}

/// iOS: Control Center sends `Suspended` and never `Resumed` (tao #1307). The page becoming
/// visible again resumes the game; a late `Resumed` then changes nothing.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_missing_resumed_never_leaves_the_clock_stopped() {
    let dir = TempDir::new("lifecycle-suspended");
    let (svc, _) = open(&dir);
    let g = timed_game(&svc);
    svc.suspend();
    let suspended = svc.snapshot(&g.id).unwrap();
    assert!(suspended.paused && !suspended.clock.running, "in the background the clock stands");
    assert_eq!(svc.game_on_screen().as_deref(), Some(g.id.as_str()), "still the game to return to");
    svc.suspend();
    assert!(svc.snapshot(&g.id).unwrap().paused, "suspended twice: still paused");
    let back = svc.resume_game(&g.id).unwrap();
    assert!(back.clock.running && !back.paused, "the page came back: the clock runs");
    svc.wake();
    let late = svc.snapshot(&g.id).unwrap();
    assert!(late.clock.running && !late.paused, "a late Resumed changes nothing");
    svc.shutdown();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_reloaded_page_returns_to_the_game_on_screen() {
    let dir = TempDir::new("lifecycle-on-screen");
    let (svc, _) = open(&dir);
    assert_eq!(svc.game_on_screen(), None, "no game yet");
    let first = timed_game(&svc);
    let second = timed_game(&svc);
    assert_eq!(svc.game_on_screen().as_deref(), Some(second.id.as_str()), "the newest game is on screen");
    assert!(svc.snapshot(&first.id).unwrap().paused, "the other game paused");
    svc.resume_game(&first.id).unwrap();
    assert_eq!(svc.game_on_screen().as_deref(), Some(first.id.as_str()));
    svc.pause(&first.id).unwrap();
    assert_eq!(svc.game_on_screen(), None, "left for the home screen: no game to return to");
    let back = svc.resume_game(&first.id).unwrap();
    svc.resign(&first.id, back.board.to_move).unwrap();
    assert_eq!(svc.game_on_screen(), None, "a finished game is not returned to");
    assert!(!svc.snapshot(&first.id).unwrap().paused, "a finished game is over, not paused");
    svc.shutdown();
}

/// Back in the foreground (`Resumed`): an untimed game runs again by itself; a timed one stays
/// paused and on screen until the player taps (`resume_game`), so no clock starts unseen.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn coming_back_resumes_an_untimed_game_and_holds_a_timed_one_for_a_tap() {
    let dir = TempDir::new("lifecycle-wake");
    let (svc, _) = open(&dir);
    let untimed = svc.new_game(pass_and_play_zhili(None)).unwrap();
    svc.suspend();
    assert!(svc.snapshot(&untimed.id).unwrap().paused);
    svc.wake();
    assert!(!svc.snapshot(&untimed.id).unwrap().paused, "untimed: on screen again");
    let timed = timed_game(&svc);
    svc.suspend();
    svc.wake();
    let woken = svc.snapshot(&timed.id).unwrap();
    assert!(woken.paused && !woken.clock.running, "timed: paused until the tap");
    assert_eq!(svc.game_on_screen().as_deref(), Some(timed.id.as_str()), "and still the game on screen");
    svc.pause(&timed.id).unwrap();
    assert_eq!(svc.game_on_screen(), None, "left for home after all: nothing to return to");
    svc.shutdown();
}
