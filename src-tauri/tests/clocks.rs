//! The turn clock and the database: undo and redo restore each ply's clock, undo goes past a
//! ply whose time ran out, and a running clock is written at most once a second and nothing is
//! written while the app is idle. On tokio's paused clock.

mod common;

use std::time::Duration;

use common::{open, pass_and_play_zhili, pick, TempDir};

#[tokio::test(start_paused = true)]
async fn undo_and_redo_restore_each_plys_clock_and_the_undone_timer_never_fires() {
    let dir = TempDir::new("undo-clock");
    let (svc, rec) = open(&dir);
    let g = svc.new_game(pass_and_play_zhili(Some(20))).unwrap();
    tokio::time::sleep(Duration::from_millis(5_000)).await;
    let s = svc.act(&g.id, &pick(&g, 0), 0).unwrap();
    assert_eq!(s.clock.remaining_ms, Some(20_000), "Black's turn starts with full time");
    tokio::time::sleep(Duration::from_millis(15_000)).await;
    // Black has 5 s left; undo goes back to Red's turn with the 15 s Red had when moving.
    let u = svc.undo(&g.id).unwrap();
    assert_eq!(u.board.ply, 0);
    assert_eq!(u.clock.remaining_ms, Some(15_000));
    assert!(u.clock.running);
    tokio::time::sleep(Duration::from_millis(14_000)).await;
    assert_eq!(rec.count("turn-timeout"), 0, "Black's old timer died with the undo");
    assert_eq!(svc.snapshot(&g.id).unwrap().clock.remaining_ms, Some(1_000));
    // Redo replays Red's move and gives Black back the 5 s Black had, not a full turn.
    let r = svc.redo(&g.id).unwrap();
    assert_eq!(r.board.ply, 1);
    assert_eq!(r.clock.remaining_ms, Some(5_000));
    assert_eq!(r.history[0].ms, Some(5_000), "the redone move keeps its recorded time");
    // Undo again: Red gets the 1 s Red had when the redo left Red's turn, no more. Both clocks
    // survive a restart.
    tokio::time::sleep(Duration::from_millis(1_000)).await;
    let u = svc.undo(&g.id).unwrap();
    assert_eq!(u.clock.remaining_ms, Some(1_000));
    svc.shutdown();
    drop(svc);
    let (svc, rec) = open(&dir);
    let back = svc.resume_game(&g.id).unwrap();
    assert_eq!(back.clock.remaining_ms, Some(1_000));
    let r = svc.redo(&g.id).unwrap();
    assert_eq!(r.clock.remaining_ms, Some(4_000), "Black's clock as the undo left it");
    tokio::time::sleep(Duration::from_millis(4_100)).await;
    assert_eq!(rec.count("turn-timeout"), 1);
    assert_eq!(svc.snapshot(&g.id).unwrap().board.ply, 2);
}

#[tokio::test(start_paused = true)]
async fn undo_never_lands_on_a_ply_whose_time_ran_out() {
    let dir = TempDir::new("undo-timeout");
    let (svc, _rec) = open(&dir);
    let g = svc.new_game(pass_and_play_zhili(Some(10))).unwrap();
    tokio::time::sleep(Duration::from_millis(2_000)).await;
    svc.act(&g.id, &pick(&g, 0), 0).unwrap();
    // Black lets the time run out: the core passes for Black.
    tokio::time::sleep(Duration::from_millis(10_100)).await;
    let s = svc.snapshot(&g.id).unwrap();
    assert_eq!(s.history.last().map(|h| h.text.as_str()), Some("pass"));
    // Undo takes back the pass and Red's move together: back at Red's 8 s, not at Black's 0.
    let u = svc.undo(&g.id).unwrap();
    assert_eq!(u.board.ply, 0);
    assert_eq!(u.clock.remaining_ms, Some(8_000));
}

#[tokio::test(start_paused = true)]
async fn a_running_clock_is_written_at_most_once_a_second_and_nothing_while_idle() {
    let dir = TempDir::new("clock-writes");
    let (svc, rec) = open(&dir);
    let timed = svc.new_game(pass_and_play_zhili(Some(60))).unwrap();
    // Another connection sees each commit as a new data_version; polled every tick (250 ms),
    // a poll that sees a change counts one write (there can be no more than one per second).
    let watcher = rusqlite::Connection::open(dir.db()).unwrap();
    let version = || -> i64 { watcher.query_row("PRAGMA data_version", [], |r| r.get(0)).unwrap() };
    let mut last = version();
    let mut writes = 0;
    for _ in 0..40 {
        tokio::time::sleep(Duration::from_millis(250)).await;
        let v = version();
        writes += (v != last) as usize;
        last = v;
    }
    assert_eq!(rec.count("clock-tick"), 40, "the UI hears every quarter second");
    assert!((9..=10).contains(&writes), "{writes} writes in 10 s of a running clock");
    // Pause: one write; then a minute with nothing on screen writes nothing.
    svc.pause(&timed.id).unwrap();
    let untimed = svc.new_game(pass_and_play_zhili(None)).unwrap();
    svc.act(&untimed.id, &pick(&untimed, 0), 0).unwrap();
    last = version();
    tokio::time::sleep(Duration::from_secs(60)).await;
    assert_eq!(version(), last, "a game without a timer, on screen and idle, writes nothing");
    svc.pause(&untimed.id).unwrap();
    last = version();
    tokio::time::sleep(Duration::from_secs(60)).await;
    assert_eq!(version(), last, "nothing on screen: nothing written");
}
