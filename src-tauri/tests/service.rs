//! The app core without a window: games against the AI, saves and resume, timers on tokio's
//! paused clock, bad input, settings. Storage faults are `storage_faults.rs`'s.

mod common;

use std::time::Duration;

use common::{
    open, options, pass_and_play_zhili, per_game, pick, saves, side_setup, wait_for_human, TempDir,
};
use serde_json::json;
use shuangcheng_engine::{new_game, GameKind, Side};
use shuangcheng_lib::service::{parse_payload, AppError, Phase, SaveEntry, Service, Settings, Snapshot};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn full_zhili_game_against_the_ai_to_the_end() {
    let dir = TempDir::new("full");
    let (svc, rec) = open(&dir);
    let snap = svc
        .new_game(options(json!({
            "game": "zhili", "mode": "vs-ai",
            "seats": [{ "kind": "human" }, { "kind": "ai", "level": "hard" }],
            "timerSecs": null
        })))
        .unwrap();
    let id = snap.id.clone();
    assert_eq!(snap.phase, Phase::Playing);
    assert!(snap.human_to_act);
    assert_eq!(snap.clock.timer_secs, None);
    let mut n = 0;
    let final_snap = loop {
        let s = wait_for_human(&svc, &id).await;
        if s.phase == Phase::Over {
            break s;
        }
        assert_eq!(s.board.to_move, Side::First, "the human plays Red");
        let after = svc.act(&id, &pick(&s, n), s.board.ply).unwrap();
        assert_eq!(after.board.ply, s.board.ply + 1);
        n += 1;
        assert!(n < 200, "Zhili ends within 200 plies");
    };
    let outcome = final_snap.outcome.expect("an outcome at the end");
    assert!(final_snap.legal_actions.is_empty());
    assert_eq!(final_snap.history.len(), final_snap.board.ply);
    assert!(final_snap
        .history
        .iter()
        .enumerate()
        .all(|(i, h)| h.side == if i % 2 == 0 { Side::First } else { Side::Second }));
    // The game may end on the human's move or the AI's: count the AI's. The service sends its
    // events after it lets go of the game, so the last ones may follow the state by a moment.
    let ai_moves = final_snap.history.iter().filter(|h| h.side == Side::Second).count();
    for _ in 0..200 {
        if rec.count("ai-thinking") >= 2 * ai_moves {
            break;
        }
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    assert!(rec.count("ai-thinking") >= 2 * ai_moves, "thinking on and off for every AI move");
    assert!(rec.count("game-updated") > n);
    // The save says the same, and replaying it through the engine reaches the same end.
    let saves = saves(&svc);
    let save = saves.iter().find(|s| s.id == id).unwrap();
    assert_eq!(save.phase, Phase::Over);
    assert_eq!(save.outcome, Some(outcome));
    assert_eq!(save.ply, final_snap.board.ply);
    let mut replay = new_game(GameKind::Zhili, None).unwrap();
    for h in &final_snap.history {
        replay.play(&h.text).unwrap();
    }
    assert_eq!(replay.position(), final_snap.board.position);
    assert_eq!(replay.outcome(), Some(outcome));
    // Game over: nothing more can be played.
    assert_eq!(svc.act(&id, "5-3", final_snap.board.ply), Err(AppError::GameOver));
}

#[tokio::test(start_paused = true)]
async fn a_game_dropped_mid_play_resumes_identically_clock_included() {
    let dir = TempDir::new("drop");
    let (svc, _rec) = open(&dir);
    let snap = svc.new_game(pass_and_play_zhili(Some(60))).unwrap();
    let id = snap.id.clone();
    assert!(snap.clock.running);
    let mut s = snap;
    for n in 0..5 {
        tokio::time::sleep(Duration::from_millis(1000 + 250 * n as u64)).await;
        s = svc.act(&id, &pick(&s, n), s.board.ply).unwrap();
    }
    // 5.25 s into the sixth turn, then the process dies: no pause, no shutdown. The files on
    // disk at that moment are what a killed app leaves behind.
    tokio::time::sleep(Duration::from_millis(5250)).await;
    // Let the clock's tick due at this instant run (it saves the remaining time).
    for _ in 0..4 {
        tokio::task::yield_now().await;
    }
    let before = svc.snapshot(&id).unwrap();
    assert_eq!(before.clock.remaining_ms, Some(54_750));
    let crash = TempDir::new("drop-copy");
    for ext in ["", "-wal", "-shm"] {
        let from = format!("{}{ext}", dir.db().display());
        if std::path::Path::new(&from).exists() {
            std::fs::copy(&from, format!("{}{ext}", crash.db().display())).unwrap();
        }
    }
    std::mem::forget(svc);

    let (svc2, _rec2) = open(&crash);
    let saves = saves(&svc2);
    assert_eq!(saves.len(), 1);
    assert_eq!(saves[0].phase, Phase::Playing);
    assert_eq!(saves[0].ply, 5);
    let resumed = svc2.resume_game(&id).unwrap();
    assert_eq!(resumed.board.position, before.board.position);
    assert_eq!(resumed.history, before.history, "moves, sides and times");
    assert_eq!(resumed.board.ply, before.board.ply);
    assert_eq!(resumed.board.to_move, before.board.to_move);
    assert_eq!(resumed.legal_actions, before.legal_actions);
    assert_eq!(resumed.board.view, before.board.view);
    assert_eq!(resumed.created_at, before.created_at);
    assert!(resumed.history.iter().map(|h| h.ms).eq([1000, 1250, 1500, 1750, 2000].map(Some)));
    // The running clock is saved once a second: the kill 5.25 s into the turn costs the player
    // nothing, and gives back the quarter second since the save at 5 s.
    assert_eq!(resumed.clock.remaining_ms, Some(55_000));
    assert!(resumed.clock.running);
    // The resumed clock runs on from where it was saved.
    tokio::time::sleep(Duration::from_millis(5000)).await;
    assert_eq!(svc2.snapshot(&id).unwrap().clock.remaining_ms, Some(50_000));
}

#[tokio::test(start_paused = true)]
async fn a_timeout_passes_the_turn_exactly_once() {
    let dir = TempDir::new("timeout");
    let (svc, rec) = open(&dir);
    let snap = svc.new_game(pass_and_play_zhili(Some(10))).unwrap();
    let id = snap.id.clone();
    tokio::time::sleep(Duration::from_millis(9_900)).await;
    assert_eq!(rec.count("turn-timeout"), 0);
    assert_eq!(svc.snapshot(&id).unwrap().clock.remaining_ms, Some(100));
    tokio::time::sleep(Duration::from_millis(600)).await;
    assert_eq!(rec.count("turn-timeout"), 1);
    let s = svc.snapshot(&id).unwrap();
    assert_eq!(s.board.ply, 1);
    assert_eq!(s.history[0].text, "pass");
    assert_eq!(s.history[0].side, Side::First);
    assert_eq!(s.history[0].ms, Some(10_000));
    assert_eq!(s.board.to_move, Side::Second);
    assert_eq!(s.clock.remaining_ms, Some(9_500), "the next turn has its own full time");
    // Black's turn times out too, once.
    tokio::time::sleep(Duration::from_millis(9_600)).await;
    assert_eq!(rec.count("turn-timeout"), 2);
    let s = svc.snapshot(&id).unwrap();
    assert_eq!(s.board.ply, 2);
    assert!(s.history.iter().map(|h| h.text.as_str()).eq(["pass", "pass"]));
    // Paused, the clock stops: no timeout however long the game is off screen.
    svc.pause(&id).unwrap();
    tokio::time::sleep(Duration::from_secs(60)).await;
    assert_eq!(rec.count("turn-timeout"), 2);
    assert_eq!(svc.snapshot(&id).unwrap().clock.remaining_ms, Some(9_900));
    assert!(!svc.snapshot(&id).unwrap().clock.running);
    svc.resume_game(&id).unwrap();
    tokio::time::sleep(Duration::from_millis(9_950)).await;
    assert_eq!(rec.count("turn-timeout"), 3);
    assert_eq!(svc.snapshot(&id).unwrap().board.ply, 3);
}

#[tokio::test(start_paused = true)]
async fn an_action_racing_the_timeout_resolves_to_exactly_one() {
    let dir = TempDir::new("race");
    let (svc, rec) = open(&dir);
    let make = || svc.new_game(pass_and_play_zhili(Some(10))).unwrap();

    // The action arrives at the very instant the time runs out: whichever of the timer task
    // and the action takes the session's lock first, the timeout wins, once, and the action
    // is refused as stale. (The unit test `service::tests::…before_the_timer_task…` pins the
    // order where the action is first.)
    let a = make();
    let mv = pick(&a, 0);
    tokio::time::advance(Duration::from_millis(10_000)).await;
    let res = svc.act(&a.id, &mv, 0);
    assert!(matches!(res, Err(AppError::Stale(_))), "{res:?}");
    tokio::time::sleep(Duration::from_millis(500)).await;
    let s = svc.snapshot(&a.id).unwrap();
    assert_eq!(s.board.ply, 1);
    assert!(s.history.iter().map(|h| h.text.as_str()).eq(["pass"]));
    assert_eq!(rec.count("turn-timeout"), 1);
    // The stale ply is refused too, and a resubmission at the new ply is Black's move now.
    assert!(matches!(svc.act(&a.id, &mv, 0), Err(AppError::Stale(_))));

    // The action arrives 1 ms before: it stands, and that turn never times out; the next
    // turn gets its own full time.
    rec.clear();
    let b = make();
    tokio::time::sleep(Duration::from_millis(9_999)).await;
    let after = svc.act(&b.id, &pick(&b, 0), 0).unwrap();
    assert_eq!(after.board.ply, 1);
    assert_eq!(after.clock.remaining_ms, Some(10_000));
    tokio::time::sleep(Duration::from_millis(9_000)).await;
    let s = svc.snapshot(&b.id).unwrap();
    assert_eq!(s.board.ply, 1);
    assert_ne!(s.history[0].text, "pass");
    assert_eq!(rec.count("turn-timeout"), 0);
    tokio::time::sleep(Duration::from_millis(1_500)).await;
    assert_eq!(rec.count("turn-timeout"), 1);
    let s = svc.snapshot(&b.id).unwrap();
    assert_eq!(s.board.ply, 2);
    assert_eq!(s.history[1].text, "pass");

    // The saved games agree with memory: one pass each.
    for id in [&a.id, &b.id] {
        let text = svc.export_game(id).unwrap();
        let passes = text.lines().filter(|l| l.ends_with(". pass")).count();
        assert_eq!(passes, 1, "{text}");
    }
}

#[tokio::test]
async fn a_tampered_save_is_refused_on_resume() {
    let dir = TempDir::new("tamper");
    let (svc, _) = open(&dir);
    let g = svc.new_game(pass_and_play_zhili(None)).unwrap();
    let s = svc.act(&g.id, &pick(&g, 0), 0).unwrap();
    svc.act(&g.id, &pick(&s, 1), 1).unwrap();
    drop(svc);
    {
        let conn = rusqlite::Connection::open(dir.db()).unwrap();
        conn.execute("UPDATE games SET position = 'bbb.bsr.rrr r 0'", []).unwrap();
    }
    let (svc, _) = open(&dir);
    assert_eq!(saves(&svc).len(), 1, "still listed, so the player can delete it");
    let err = svc.resume_game(&g.id).unwrap_err();
    assert!(matches!(&err, AppError::Storage(d) if d.code() == Some("storage.damaged-save")), "{err:?}");
    svc.delete_game(&g.id).unwrap();
    assert!(svc.list_saves().unwrap().is_empty());
}

/// A pass-and-play Zhili game one action in, and a paused game against the AI with the AI
/// (Red) to move, so that it stays so.
fn two_games(svc: &Service) -> (Snapshot, Snapshot) {
    let pp = svc.new_game(pass_and_play_zhili(None)).unwrap();
    let pp = svc.act(&pp.id, &pick(&pp, 0), 0).unwrap();
    let ai = svc
        .new_game(options(json!({
            "game": "zhili", "mode": "vs-ai",
            "seats": [{ "kind": "ai", "level": "beginner" }, { "kind": "human" }], "timerSecs": null
        })))
        .unwrap();
    svc.pause(&ai.id).unwrap();
    let ai = svc.snapshot(&ai.id).unwrap();
    assert_eq!(ai.board.ply, 0);
    assert!(!ai.human_to_act);
    (pp, ai)
}

/// Everything a refused call must leave as it was (a snapshot's revision aside: each read
/// takes a new one).
fn everything(
    svc: &Service,
    pp: &Snapshot,
    ai: &Snapshot,
) -> (Snapshot, String, Vec<SaveEntry>, Settings, String) {
    (
        Snapshot { revision: 0, ..svc.snapshot(&pp.id).unwrap() },
        svc.snapshot(&ai.id).unwrap().board.position,
        svc.list_saves().unwrap(),
        svc.settings().get(),
        svc.export_game(&pp.id).unwrap(),
    )
}

#[tokio::test]
async fn every_command_rejects_bad_input_without_changing_state() {
    let dir = TempDir::new("bad");
    let (svc, _) = open(&dir);
    let (pp, ai) = two_games(&svc);
    let before = everything(&svc, &pp, &ai);
    let kind = |r: Result<(), AppError>| r.unwrap_err().kind();
    let ply = pp.board.ply;
    let no_units = side_setup(json!([]));
    let cases: Vec<(&str, &str, Result<(), AppError>)> = vec![
        ("act unknown id", "unknown-game", svc.act("0123abcd", "5-3", 0).map(drop)),
        ("act bad id", "unknown-game", svc.act("../../etc/passwd", "5-3", 0).map(drop)),
        ("act empty id", "unknown-game", svc.act("", "5-3", 0).map(drop)),
        ("act stale ply", "stale", svc.act(&pp.id, &pick(&pp, 1), ply + 3).map(drop)),
        ("act illegal", "illegal-action", svc.act(&pp.id, "1-9", ply).map(drop)),
        ("act garbage", "illegal-action", svc.act(&pp.id, "hello", ply).map(drop)),
        ("act empty", "bad-request", svc.act(&pp.id, "  ", ply).map(drop)),
        ("act overlong", "bad-request", svc.act(&pp.id, &"5-3".repeat(40), ply).map(drop)),
        ("act pass", "illegal-action", svc.act(&pp.id, "pass", ply).map(drop)),
        ("act for the AI", "not-your-turn", svc.act(&ai.id, "7-5", 0).map(drop)),
        ("resign for the AI", "not-your-turn", svc.resign(&ai.id, Side::First).map(drop)),
        ("draw vs AI", "not-allowed", svc.agree_draw(&ai.id).map(drop)),
        ("undo nothing", "bad-request", svc.undo(&ai.id).map(drop)),
        ("redo nothing", "bad-request", svc.redo(&pp.id).map(drop)),
        ("snapshot unknown", "unknown-game", svc.snapshot("ffff").map(drop)),
        ("resume unknown", "unknown-game", svc.resume_game("ffff").map(drop)),
        ("pause unknown", "unknown-game", svc.pause("ffff").map(drop)),
        ("delete unknown", "unknown-game", svc.delete_game("ffff")),
        ("rematch unknown", "unknown-game", svc.rematch("ffff").map(drop)),
        ("export unknown", "unknown-game", svc.export_game("ffff").map(drop)),
        ("import garbage", "bad-request", svc.import_game("not a record").map(drop)),
        (
            "import illegal",
            "bad-request",
            svc.import_game("game: zhili\nstart: bbb.bsr.rrr r 0\n1. 1-9\n").map(drop),
        ),
        ("import bad start", "bad-request", svc.import_game("game: zhili\nstart: xyz\n").map(drop)),
        ("setup side", "bad-request", svc.validate_setup(GameKind::Generals, "east", &no_units).map(drop)),
        ("setup of zhili", "bad-request", svc.submit_setup(&pp.id, "south", &no_units).map(drop)),
    ];
    for (what, expected, result) in cases {
        assert_eq!(kind(result), expected, "{what}");
        assert_eq!(everything(&svc, &pp, &ai), before, "{what} changed something");
    }

    // The games still play after all that.
    svc.act(&pp.id, &pick(&pp, 1), ply).unwrap();
}

#[tokio::test]
async fn malformed_or_out_of_range_new_game_options_are_refused() {
    let dir = TempDir::new("bad-options");
    let (svc, _) = open(&dir);
    let (pp, ai) = two_games(&svc);
    let before = everything(&svc, &pp, &ai);
    let bad_options = [
        json!({}),
        json!({ "game": "chess", "mode": "vs-ai", "seats": [] }),
        json!({ "game": "zhili", "mode": "solo", "seats": [{ "kind": "human" }, { "kind": "ai" }] }),
        json!({ "game": "zhili", "mode": "vs-ai", "seats": [{ "kind": "human" }, { "kind": "robot" }] }),
        json!({ "game": "zhili", "mode": "vs-ai", "seats": "two" }),
        json!({ "game": "zhili", "mode": "vs-ai", "seats": [{ "kind": "human" }, { "kind": "ai" }], "timerSecs": -1 }),
        json!({ "game": "zhili", "mode": "vs-ai", "seats": [{ "kind": "human" }, { "kind": "ai" }], "colour": "red" }),
        json!({ "game": "zhili", "mode": "vs-ai", "seats": [{ "kind": "human" }, { "kind": "ai" }], "timerSecs": 9 }),
        json!({ "game": "zhili", "mode": "vs-ai", "seats": [{ "kind": "human" }, { "kind": "ai" }], "timerSecs": 301 }),
        json!({ "game": "zhili", "mode": "vs-ai", "seats": [{ "kind": "human" }, { "kind": "ai", "level": "godlike" }] }),
        json!({ "game": "zhili", "mode": "vs-ai", "seats": [{ "kind": "human" }, { "kind": "human" }] }),
        json!({ "game": "zhili", "mode": "pass-and-play", "seats": [{ "kind": "human" }, { "kind": "ai" }] }),
        json!({ "game": "zhili", "mode": "pass-and-play", "seats": [{ "kind": "human" }] }),
        json!({ "game": "zhili", "mode": "pass-and-play", "seats": [{ "kind": "human" }, { "kind": "human" }, { "kind": "human" }, { "kind": "human" }] }),
        json!({ "game": "zhili", "mode": "pass-and-play", "seats": [{ "kind": "human" }, { "kind": "human" }], "position": "not a position" }),
        json!({ "game": "zhili", "mode": "pass-and-play", "seats": [{ "kind": "human" }, { "kind": "human" }], "armies": {} }),
    ];
    for payload in bad_options {
        let result = parse_payload(payload.clone()).and_then(|o| svc.new_game(o));
        assert_eq!(result.map(drop).unwrap_err().kind(), "bad-request", "{payload}");
        assert_eq!(everything(&svc, &pp, &ai), before, "{payload} changed something");
    }
}

#[tokio::test]
async fn bad_settings_are_refused() {
    let dir = TempDir::new("bad-settings");
    let (svc, _) = open(&dir);
    let (pp, ai) = two_games(&svc);
    let before = everything(&svc, &pp, &ai);
    let good = serde_json::to_value(Settings::default()).unwrap();
    for (key, value) in [
        ("language", json!("fr")),
        ("defaultLevel", json!("")),
        ("defaultLevel", json!("no spaces allowed")),
        ("defaultTimerSecs", json!(5)),
        ("defaultTimerSecs", json!({ "zhili": 400, "twin-cities": null, "generals": null })),
        ("defaultTimerSecs", json!("sixty")),
        ("undoVsAi", json!("yes")),
        ("orientation", json!("sideways")),
        ("theme", json!(3)),
        ("volume", json!(11)),
    ] {
        let mut v = good.clone();
        v[key] = value.clone();
        let result = parse_payload::<Settings>(v).and_then(|s| svc.settings().set(s));
        assert_eq!(result.map(drop).unwrap_err().kind(), "bad-request", "{key} = {value}");
        assert_eq!(everything(&svc, &pp, &ai), before, "{key} changed something");
    }
}

#[tokio::test]
async fn settings_round_trip() {
    let dir = TempDir::new("settings");
    let (svc, _) = open(&dir);
    let defaults = svc.settings().get();
    assert_eq!(defaults, Settings::default());
    let v = serde_json::to_value(&defaults).unwrap();
    assert_eq!(v["language"], "zh");
    assert_eq!(v["defaultTimerSecs"], per_game(|k| json!(k.info().timer.default_secs)), "the spec's timers");
    let changed: Settings = parse_payload(json!({
        "language": "en", "defaultLevel": "hard",
        "defaultTimerSecs": { "zhili": 30, "twin-cities": 120, "generals": null },
        "undoVsAi": false, "orientation": "rotate-board",
        "sound": false, "animation": false, "theme": "dark", "pieceSet": "symbols",
        "boardStyle": "paper", "pieceStyle": "simple"
    }))
    .unwrap();
    // An older app's "sound": false is the silent theme.
    let v = serde_json::to_value(&changed).unwrap();
    assert_eq!(
        (&v["sound"], &v["boardStyle"], &v["pieceStyle"]),
        (&json!("silent"), &json!("paper"), &json!("simple"))
    );
    assert_eq!(svc.settings().set(changed.clone()).unwrap(), changed);
    assert_eq!(svc.settings().get(), changed);
    drop(svc);
    let (svc, _) = open(&dir);
    assert_eq!(svc.settings().get(), changed, "persisted in SQLite");
    // They take effect: the catalog's timers, the default level, and undo against the AI.
    let cat = svc.catalog();
    let zhili = cat.iter().find(|c| c.game == GameKind::Zhili).unwrap();
    assert_eq!(zhili.default_timer_secs, Some(30));
    let g = svc
        .new_game(options(
            json!({ "game": "zhili", "mode": "vs-ai", "seats": [{ "kind": "human" }, { "kind": "ai" }] }),
        ))
        .unwrap();
    assert_eq!(g.seats[1].level.as_deref(), Some("hard"));
    assert_eq!(g.clock.timer_secs, Some(30));
    assert!(!g.can_undo);
    // One number for all games is accepted too.
    let all: Settings = parse_payload(json!({
        "language": "zh", "defaultLevel": "easy", "defaultTimerSecs": null,
        "undoVsAi": true, "orientation": "fixed", "sound": "stone", "animation": true, "theme": "light"
    }))
    .unwrap();
    svc.settings().set(all).unwrap();
    let v = serde_json::to_value(svc.settings().get()).unwrap();
    assert_eq!(v["defaultTimerSecs"], per_game(|_| json!(null)), "no timer in any game");
    svc.shutdown();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn undo_against_the_ai_goes_back_to_the_humans_turn_and_redo_replays() {
    let dir = TempDir::new("undo");
    let (svc, _) = open(&dir);
    let g = svc
        .new_game(options(json!({
            "game": "zhili", "mode": "vs-ai",
            "seats": [{ "kind": "human" }, { "kind": "ai", "level": "easy" }], "timerSecs": null
        })))
        .unwrap();
    let id = g.id.clone();
    svc.act(&id, &pick(&g, 0), 0).unwrap();
    let s2 = wait_for_human(&svc, &id).await;
    assert_eq!(s2.board.ply, 2);
    svc.act(&id, &pick(&s2, 1), 2).unwrap();
    let s4 = wait_for_human(&svc, &id).await;
    assert_eq!(s4.board.ply, 4);
    assert!(s4.can_undo && !s4.can_redo);
    let u = svc.undo(&id).unwrap();
    assert_eq!(u.board.ply, 2, "the AI's reply and the human's move are taken back");
    assert!(u.human_to_act && u.can_redo);
    assert_eq!(u.board.position, s2.board.position);
    let r = svc.redo(&id).unwrap();
    assert_eq!(r.board.ply, 4, "redo replays the human's move and the AI's reply");
    assert_eq!(r.board.position, s4.board.position);
    assert_eq!(r.history, s4.history);
    // Undo survives a restart, redo list included.
    let u = svc.undo(&id).unwrap();
    svc.shutdown();
    drop(svc);
    let (svc, _) = open(&dir);
    let back = svc.resume_game(&id).unwrap();
    assert_eq!(back.board.position, u.board.position);
    assert!(back.can_redo);
    // A new move drops the redo list.
    let after = svc.act(&id, &pick(&back, 5), back.board.ply).unwrap();
    assert!(!after.can_redo);
    // Settings may forbid undo against the AI.
    let mut st = svc.settings().get();
    st.undo_vs_ai = false;
    svc.settings().set(st).unwrap();
    let s = wait_for_human(&svc, &id).await;
    assert!(!s.can_undo);
    assert_eq!(svc.undo(&id).unwrap_err().kind(), "not-allowed");
    assert_eq!(svc.snapshot(&id).unwrap().board.ply, s.board.ply);
    svc.shutdown();
}

#[tokio::test]
async fn the_ai_is_cancelled_by_pause_and_its_late_answer_ignored() {
    let dir = TempDir::new("cancel");
    let (svc, rec) = open(&dir);
    // The AI plays Red and starts thinking at once; the game goes off screen before its
    // answer can be applied (this runtime runs nothing until the test awaits).
    let g = svc
        .new_game(options(json!({
            "game": "zhili", "mode": "vs-ai",
            "seats": [{ "kind": "ai", "level": "perfect" }, { "kind": "human" }], "timerSecs": null
        })))
        .unwrap();
    assert!(g.ai_thinking);
    let p = svc.pause(&g.id).unwrap();
    assert!(!p.ai_thinking);
    tokio::time::sleep(Duration::from_millis(400)).await;
    let s = svc.snapshot(&g.id).unwrap();
    assert_eq!(s.board.ply, 0, "the cancelled search's answer is not played");
    assert!(!s.ai_thinking);
    assert_eq!(rec.count("ai-thinking"), 2);
    // Back on screen, the AI thinks again and moves.
    svc.resume_game(&g.id).unwrap();
    let s = wait_for_human(&svc, &g.id).await;
    assert_eq!(s.board.ply, 1);
    assert_eq!(s.history[0].side, Side::First);
}

#[tokio::test]
async fn saves_list_unfinished_first_newest_first_and_rematch_swaps_sides() {
    let dir = TempDir::new("list");
    let (svc, _) = open(&dir);
    let pp = || pass_and_play_zhili(None);
    let a = svc.new_game(pp()).unwrap();
    let b = svc.new_game(pp()).unwrap();
    let over = svc.resign(&b.id, Side::First).unwrap();
    assert_eq!(over.phase, Phase::Over);
    assert_eq!(over.outcome.unwrap().winner, Some(Side::Second));
    tokio::time::sleep(Duration::from_millis(5)).await;
    let c = svc.new_game(pp()).unwrap();
    let ids: Vec<String> = saves(&svc).into_iter().map(|s| s.id).collect();
    assert_eq!(ids, vec![c.id.clone(), a.id.clone(), b.id.clone()]);
    // Export / import round trip, resignation included.
    let text = svc.export_game(&b.id).unwrap();
    let imported = svc.import_game(&text).unwrap();
    assert_eq!(imported.outcome, over.outcome);
    assert_eq!(imported.board.position, over.board.position);
    // Rematch against the AI: the human takes the other side.
    let vs = svc
        .new_game(options(json!({
            "game": "zhili", "mode": "vs-ai",
            "seats": [{ "kind": "human" }, { "kind": "ai", "level": "beginner" }], "timerSecs": 60
        })))
        .unwrap();
    let re = svc.rematch(&vs.id).unwrap();
    assert_ne!(re.id, vs.id);
    assert!(re.seats[0].is_ai() && !re.seats[1].is_ai());
    assert_eq!(re.clock.timer_secs, Some(60));
    assert_eq!(re.board.ply, 0);
    // An agreed draw in pass-and-play.
    let d = svc.agree_draw(&c.id).unwrap();
    assert_eq!(d.outcome.unwrap().winner, None);
    svc.shutdown();
}

#[tokio::test(start_paused = true)]
async fn going_to_the_background_pauses_the_clock_and_a_tap_on_return_resumes_it() {
    let dir = TempDir::new("suspend");
    let (svc, rec) = open(&dir);
    let g = svc.new_game(pass_and_play_zhili(Some(20))).unwrap();
    tokio::time::sleep(Duration::from_millis(3_000)).await;
    svc.suspend();
    let paused = svc.snapshot(&g.id).unwrap();
    assert!(!paused.clock.running);
    assert_eq!(paused.clock.remaining_ms, Some(17_000));
    tokio::time::sleep(Duration::from_secs(120)).await;
    assert_eq!(rec.count("turn-timeout"), 0);
    svc.wake();
    let woken = svc.snapshot(&g.id).unwrap();
    assert!(woken.paused && !woken.clock.running, "a timed game waits for the player's tap");
    let back = svc.resume_game(&g.id).unwrap();
    assert!(back.clock.running);
    assert_eq!(back.clock.remaining_ms, Some(17_000));
    tokio::time::sleep(Duration::from_millis(17_100)).await;
    assert_eq!(rec.count("turn-timeout"), 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn hint_suggests_a_legal_action_for_the_human_to_act() {
    let dir = TempDir::new("hint");
    let (svc, _) = open(&dir);
    let g = svc.new_game(pass_and_play_zhili(None)).unwrap();
    let hint = svc.hint(&g.id).await.unwrap();
    assert_eq!(hint.ply, 0);
    assert!(g.legal_actions.iter().any(|a| a.text == hint.action), "{hint:?}");
    // In words, as the move list says it: the move Red's piece makes.
    let words = hint.words.as_ref().expect("a hint in words");
    assert_eq!((hint.side, words.to.is_some()), (Side::First, true), "{hint:?}");
    // The hint changes nothing; playing it works.
    assert_eq!(svc.snapshot(&g.id).unwrap().board.ply, 0);
    svc.act(&g.id, &hint.action, 0).unwrap();
    svc.resign(&g.id, Side::Second).unwrap();
    assert_eq!(svc.hint(&g.id).await.unwrap_err().kind(), "game-over");
    assert_eq!(svc.hint("nope").await.unwrap_err().kind(), "unknown-game");
}

#[tokio::test(start_paused = true)]
async fn only_the_game_on_screen_has_a_running_clock() {
    let dir = TempDir::new("screen");
    let (svc, rec) = open(&dir);
    let pp = || pass_and_play_zhili(Some(30));
    let a = svc.new_game(pp()).unwrap();
    tokio::time::sleep(Duration::from_millis(2_000)).await;
    let b = svc.new_game(pp()).unwrap();
    let a_now = svc.snapshot(&a.id).unwrap();
    assert!(!a_now.clock.running);
    assert_eq!(a_now.clock.remaining_ms, Some(28_000));
    tokio::time::sleep(Duration::from_millis(30_100)).await;
    assert_eq!(rec.count("turn-timeout"), 1, "only the game on screen timed out");
    assert_eq!(svc.snapshot(&a.id).unwrap().board.ply, 0);
    assert_eq!(svc.snapshot(&b.id).unwrap().board.ply, 1);
    svc.resume_game(&a.id).unwrap();
    assert!(!svc.snapshot(&b.id).unwrap().clock.running);
    assert!(svc.snapshot(&a.id).unwrap().clock.running);
}
