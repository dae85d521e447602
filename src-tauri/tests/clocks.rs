//! The clocks and the database: undo and redo restore each ply's turn clock, undo goes past a
//! ply whose time ran out, and a running clock is written at most once a second and nothing is
//! written while the app is idle; a game clock adds its increment, loses the game when it runs
//! out, resumes after a kill and moves only increments on undo and redo; a handicap gives one
//! side its own time. On tokio's paused clock.

mod common;

use std::time::Duration;

use common::{open, options, pass_and_play_zhili, pick, TempDir};
use serde_json::json;
use shuangcheng_engine::Side;
use shuangcheng_lib::service::types::{Handicap, NewGameOptions, Phase, Snapshot};
use shuangcheng_lib::service::AppError;

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

/// Zhili between two people on a game clock of `base` seconds and `increment` a turn, and
/// `handicap` (JSON) if given.
fn zhili_on_a_game_clock(base: u32, increment: u32, handicap: serde_json::Value) -> NewGameOptions {
    options(json!({
        "game": "zhili", "mode": "pass-and-play",
        "seats": [{ "kind": "human" }, { "kind": "human" }],
        "gameClock": { "baseSecs": base, "incrementSecs": increment }, "handicap": handicap
    }))
}

fn sides(s: &Snapshot) -> [u64; 2] {
    let v = s.clock.sides_ms.clone().expect("a game clock");
    [v[0], v[1]]
}

#[tokio::test(start_paused = true)]
async fn a_game_clock_adds_its_increment_and_the_side_whose_time_runs_out_loses() {
    let dir = TempDir::new("game-clock-loss");
    let (svc, rec) = open(&dir);
    let g = svc.new_game(zhili_on_a_game_clock(60, 2, json!(null))).unwrap();
    assert_eq!(g.clock.timer_secs, None, "a game clock replaces the settings' turn timer");
    assert_eq!(sides(&g), [60_000, 60_000]);
    tokio::time::sleep(Duration::from_millis(10_000)).await;
    let s = svc.act(&g.id, &pick(&g, 0), 0).unwrap();
    assert_eq!(sides(&s), [52_000, 60_000], "Red spent 10 s and its turn added 2 s");
    tokio::time::sleep(Duration::from_millis(20_000)).await;
    let s = svc.act(&g.id, &pick(&s, 1), 1).unwrap();
    assert_eq!(sides(&s), [52_000, 42_000]);
    // Red lets its time run out: Red loses, on the app's rule, and no turn passes.
    tokio::time::sleep(Duration::from_millis(52_100)).await;
    let over = svc.snapshot(&g.id).unwrap();
    let outcome = over.outcome.expect("the game is over");
    assert_eq!((outcome.winner, outcome.reason.code()), (Some(Side::Second), "out-of-time"));
    assert_eq!((over.phase, over.board.ply, over.end_rule.is_none()), (Phase::Over, 2, true));
    assert_eq!(sides(&over)[0], 0);
    assert_eq!(rec.count("turn-timeout"), 0);
    assert!(matches!(svc.act(&g.id, &pick(&s, 2), 2), Err(AppError::GameOver)));
    assert!(svc.undo(&g.id).is_err(), "a game lost on time is over, as a resigned one");
    // The loss is saved with the game, and counted.
    svc.shutdown();
    drop(svc);
    let (svc, _) = open(&dir);
    let back = svc.snapshot(&g.id).unwrap();
    assert_eq!(back.outcome.map(|o| o.reason.code()), Some("out-of-time"));
    let lines = svc.statistics().lines().unwrap();
    assert_eq!(
        lines.iter().map(|l| (l.played, l.losses)).collect::<Vec<_>>(),
        [(1, 1)],
        "Red's loss, counted"
    );
}

#[tokio::test(start_paused = true)]
async fn a_killed_game_resumes_with_each_sides_game_time_never_less() {
    let dir = TempDir::new("game-clock-kill");
    let (svc, _rec) = open(&dir);
    let g = svc.new_game(zhili_on_a_game_clock(60, 0, json!(null))).unwrap();
    tokio::time::sleep(Duration::from_millis(10_000)).await;
    let s = svc.act(&g.id, &pick(&g, 0), 0).unwrap();
    tokio::time::sleep(Duration::from_millis(5_500)).await;
    assert_eq!(sides(&svc.snapshot(&g.id).unwrap()), [50_000, 54_500]);
    // What a kill leaves on disk now: the database as it stands, copied while the app runs.
    let killed = TempDir::new("game-clock-killed");
    for suffix in ["", "-wal"] {
        let from = format!("{}{suffix}", dir.db().display());
        if std::path::Path::new(&from).exists() {
            std::fs::copy(&from, format!("{}{suffix}", killed.db().display())).unwrap();
        }
    }
    let (after, _) = open(&killed);
    let back = after.resume_game(&g.id).unwrap();
    let [red, black] = sides(&back);
    assert_eq!(red, 50_000, "Red's time is saved with its move");
    assert!(
        (54_500..=55_750).contains(&black),
        "Black resumes with {black} ms: a second and a tick more at most"
    );
    assert_eq!(back.board.ply, s.board.ply);
    after.shutdown();
    svc.shutdown();
}

#[tokio::test(start_paused = true)]
async fn on_a_game_clock_undo_and_redo_move_only_the_increments_and_pause_stops_both_sides() {
    let dir = TempDir::new("game-clock-undo");
    let (svc, _rec) = open(&dir);
    let g = svc.new_game(zhili_on_a_game_clock(60, 5, json!(null))).unwrap();
    tokio::time::sleep(Duration::from_millis(10_000)).await;
    let s = svc.act(&g.id, &pick(&g, 0), 0).unwrap();
    assert_eq!(sides(&s), [55_000, 60_000]);
    tokio::time::sleep(Duration::from_millis(3_000)).await;
    // Undo: Red to move again with its 50 s (no increment, no time back); Black keeps 57 s.
    let u = svc.undo(&g.id).unwrap();
    assert_eq!((u.board.ply, sides(&u)), (0, [50_000, 57_000]));
    tokio::time::sleep(Duration::from_millis(1_000)).await;
    let r = svc.redo(&g.id).unwrap();
    assert_eq!((r.board.ply, sides(&r)), (1, [54_000, 57_000]), "redo adds Red's increment again");
    // Off screen, neither side's time runs.
    svc.pause(&g.id).unwrap();
    tokio::time::sleep(Duration::from_secs(120)).await;
    let back = svc.resume_game(&g.id).unwrap();
    assert_eq!(sides(&back), [54_000, 57_000]);
    svc.shutdown();
}

#[tokio::test(start_paused = true)]
async fn a_handicap_gives_one_side_its_own_time_on_the_turn_timer_and_the_game_clock() {
    let dir = TempDir::new("handicap");
    let (svc, rec) = open(&dir);
    let g = svc.new_game(zhili_on_a_game_clock(60, 0, json!({ "side": "second", "secs": 30 }))).unwrap();
    assert_eq!(sides(&g), [60_000, 30_000]);
    // On the turn timer: Red's turns are 20 s, Black's 10 s; Black's time runs out first.
    let mut opts = pass_and_play_zhili(Some(20));
    opts.handicap = Some(Handicap { side: Side::Second, secs: 10 });
    let t = svc.new_game(opts).unwrap();
    assert_eq!(t.clock.remaining_ms, Some(20_000));
    let s = svc.act(&t.id, &pick(&t, 0), 0).unwrap();
    assert_eq!(s.clock.remaining_ms, Some(10_000), "Black's turn is its own 10 s");
    tokio::time::sleep(Duration::from_millis(10_100)).await;
    assert_eq!(rec.count("turn-timeout"), 1, "Black's turn passed (Z7)");
    assert_eq!(svc.snapshot(&t.id).unwrap().clock.remaining_ms, Some(19_900), "Red's full turn, 0.1 s gone");
    // A rematch swaps the sides: the handicap goes with its player, now Red.
    let again = svc.rematch(&t.id).unwrap();
    assert_eq!(again.clock.handicap, Some(Handicap { side: Side::First, secs: 10 }));
    assert_eq!(again.clock.remaining_ms, Some(10_000), "Red's turns are now the 10 s ones");
    let refused = svc.new_game(zhili_on_a_game_clock(60, 0, json!({ "side": "second", "secs": 5 })));
    assert!(matches!(refused, Err(AppError::BadRequest(_))), "a handicap below the range is refused");
    svc.shutdown();
}

#[tokio::test(start_paused = true)]
async fn in_the_background_a_game_clock_stands_and_waits_for_the_player_to_come_back() {
    let dir = TempDir::new("game-clock-background");
    let (svc, _rec) = open(&dir);
    let g = svc.new_game(zhili_on_a_game_clock(60, 0, json!(null))).unwrap();
    tokio::time::sleep(Duration::from_millis(4_000)).await;
    svc.suspend();
    tokio::time::sleep(Duration::from_secs(600)).await;
    svc.wake();
    let back = svc.snapshot(&g.id).unwrap();
    assert!(back.paused && !back.clock.running, "a timed game stays paused until the player taps");
    assert_eq!(sides(&back), [56_000, 60_000]);
    let resumed = svc.resume_game(&g.id).unwrap();
    assert!(resumed.clock.running);
    svc.shutdown();
}
