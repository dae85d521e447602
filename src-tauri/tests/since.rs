//! "Since your last turn": at a human seat's turn, the boards after each
//! action since its last one, what its side lost (pieces by kind, hit points by unit), its
//! emblem pieces in danger, and whether the UI replays it by itself.

mod common;

use common::{open, options, pass_and_play, twin_cities_against_the_master, wait_for_human, TempDir};
use serde_json::json;
use shuangcheng_engine::{GameKind, Side};
use shuangcheng_lib::service::matches::table::{Damaged, LostPieces};
use shuangcheng_lib::service::{AiPace, AppError, Settings};

#[tokio::test]
async fn g8_north_hears_what_souths_turn_cost_it_and_sees_it_replayed() {
    let dir = TempDir::new("since");
    let (svc, _) = open(&dir);
    // South's Crossbowman takes North's Light infantry (e2, e3 clear); its Flail deals 2 to the
    // Heavy infantry two cells off (G8).
    let g = svc
        .new_game(options(json!({
            "game": "generals", "mode": "pass-and-play", "timerSecs": null,
            "seats": [{ "kind": "human" }, { "kind": "human" }],
            "position": "s 0 r0=GN@a1,r1=CB@e1,r2=FL@g4,y0=GN@k13,y1=LI@e4,y2=HI@g2"
        })))
        .unwrap();
    for (ply, action) in ["troops r", "r1xe4", "r2xg2", "end"].into_iter().enumerate() {
        svc.act(&g.id, action, ply).unwrap();
    }
    let north = svc.since_last_turn(&g.id, 4).unwrap();
    assert_eq!((north.seat, north.side), (1, Side::Second));
    assert_eq!(
        north.boards.iter().map(|b| b.ply).collect::<Vec<_>>(),
        [0, 1, 2, 3, 4],
        "from the start: North had not acted"
    );
    assert_eq!(north.lost, [LostPieces { kind: "LI".into(), count: 1 }]);
    assert_eq!(north.damaged, [Damaged { id: "y2".into(), kind: "HI".into(), hp_lost: 2 }]);
    assert!(north.in_danger.is_empty(), "nothing of South's reaches k13");
    assert!(north.replay, "South acted four times while North looked away");
    // North's turn: its general steps; South's summary starts after South's own `end`.
    for (ply, action) in ["lead y", "y0-k12", "end"].into_iter().enumerate() {
        svc.act(&g.id, action, ply + 4).unwrap();
    }
    let south = svc.since_last_turn(&g.id, 7).unwrap();
    assert_eq!(south.boards.first().map(|b| b.ply), Some(4));
    assert!(south.lost.is_empty() && south.damaged.is_empty());
    assert!(matches!(svc.since_last_turn(&g.id, 6), Err(AppError::Stale(_))));
    svc.shutdown();
}

#[tokio::test]
async fn t5_in_a_two_player_game_one_rival_move_is_not_replayed() {
    let dir = TempDir::new("since-twin");
    let (svc, _) = open(&dir);
    let g = svc.new_game(pass_and_play(GameKind::TwinCities)).unwrap();
    svc.act(&g.id, "+e3", 0).unwrap();
    let black = svc.since_last_turn(&g.id, 1).unwrap();
    assert_eq!(black.boards.len(), 2);
    assert!(!black.replay, "the rival's one move is lit as the last; no replay");
    svc.shutdown();
}

#[tokio::test]
async fn what_a_skip_to_my_turn_skipped_is_replayed_and_the_ais_turn_is_no_ones() {
    let dir = TempDir::new("since-skip");
    let (svc, _) = open(&dir);
    let north_ai = || {
        options(json!({
            "game": "generals", "mode": "vs-ai", "timerSecs": null,
            "position": "n 0 r0=GN@a1,r1=CB@e1,y0=GN@k13,y1=LI@e4,y2=SH@g1",
            "seats": [{ "kind": "human" }, { "kind": "ai", "level": "easy" }]
        }))
    };
    svc.settings().set(Settings { ai_pace: AiPace::Slow, ..svc.settings().get() }).unwrap();
    let watched = svc.new_game(north_ai()).unwrap();
    // While the computer acts (its second action waits 900 ms), no human is to act: there is
    // no "since" to ask for.
    let acting = svc.snapshot(&watched.id).unwrap().board.ply;
    assert!(matches!(svc.since_last_turn(&watched.id, acting), Err(AppError::NotYourTurn(_))));
    let ply = wait_for_human(&svc, &watched.id).await.board.ply;
    assert!(!svc.since_last_turn(&watched.id, ply).unwrap().replay, "watched at its pace: not replayed");
    let skipped = svc.new_game(north_ai()).unwrap();
    svc.skip_to_turn(&skipped.id).unwrap();
    let ply = wait_for_human(&svc, &skipped.id).await.board.ply;
    let since = svc.since_last_turn(&skipped.id, ply).unwrap();
    assert!(since.replay, "skipped: replayed");
    assert_eq!(since.boards.len(), ply + 1);
    svc.shutdown();
}

#[tokio::test]
async fn a_skip_taken_back_is_not_replayed_when_the_game_comes_back_to_its_ply() {
    let dir = TempDir::new("since-skip-undone");
    let (svc, _) = open(&dir);
    svc.settings().set(Settings { thinking_secs: 1, ..svc.settings().get() }).unwrap();
    let g = svc.new_game(twin_cities_against_the_master()).unwrap();
    // A quiet move: the master thinks for its second, and the skip comes while it does.
    assert!(svc.act(&g.id, "d3d4", 0).unwrap().ai_thinking);
    assert!(svc.skip_to_turn(&g.id).unwrap().skipping);
    let ply = wait_for_human(&svc, &g.id).await.board.ply;
    assert!(svc.since_last_turn(&g.id, ply).unwrap().replay, "the skipped reply is replayed");
    // Undo takes back the reply and the move; played again and watched, the reply is the last
    // move lit, not a replay.
    assert_eq!(svc.undo(&g.id).unwrap().board.ply, 0);
    svc.act(&g.id, "d3d4", 0).unwrap();
    assert_eq!(wait_for_human(&svc, &g.id).await.board.ply, ply);
    assert!(!svc.since_last_turn(&g.id, ply).unwrap().replay, "nothing was skipped this time");
    svc.shutdown();
}

/// Plays `actions` from `ply` on, each as the human to act.
fn play(svc: &shuangcheng_lib::service::Service, id: &str, ply: usize, actions: &[&str]) {
    for (i, action) in actions.iter().enumerate() {
        svc.act(id, action, ply + i).unwrap_or_else(|e| panic!("{action}: {e}"));
    }
}

#[tokio::test]
async fn g8_t5_a_general_or_city_the_rivals_can_hit_next_is_in_danger() {
    let dir = TempDir::new("since-danger");
    let (svc, _) = open(&dir);
    // South's Light infantry on e2 can walk e3, e4 and hit North's general on e5 (G8).
    let generals = svc
        .new_game(options(json!({
            "game": "generals", "mode": "pass-and-play", "timerSecs": null,
            "seats": [{ "kind": "human" }, { "kind": "human" }],
            "position": "s 0 r0=GN@a1,r1=LI@e2,y0=GN@e5,y1=LI@k13"
        })))
        .unwrap();
    play(&svc, &generals.id, 0, &["lead r", "r0-b1", "end"]);
    let north = svc.since_last_turn(&generals.id, 3).unwrap();
    let danger: Vec<(&str, &str)> =
        north.in_danger.iter().map(|t| (t.by.as_str(), t.target.as_str())).collect();
    assert_eq!(danger, [("r1", "y0")]);
    // Red's Tiger steps e5-e6 and still faces Black's City on e10 down an open file (T5).
    let twin = svc
        .new_game(options(json!({
            "game": "twin-cities", "mode": "pass-and-play", "timerSecs": null,
            "seats": [{ "kind": "human" }, { "kind": "human" }],
            "position": "9/4c4/3s5/9/9/2X3X2/4T4/9/9/4C4/9 r S6FBHLWRDE s5tfbhlwrde 0 1"
        })))
        .unwrap();
    play(&svc, &twin.id, 0, &["e5e6"]);
    let black = svc.since_last_turn(&twin.id, 1).unwrap();
    let danger: Vec<(&str, &str)> =
        black.in_danger.iter().map(|t| (t.by.as_str(), t.target.as_str())).collect();
    assert_eq!(danger, [("e6", "e10")], "the City, written c for Black, is Black's emblem C");
    svc.shutdown();
}

#[tokio::test]
async fn g4_two_people_and_two_computers_the_second_person_sees_the_first_ones_turn_replayed() {
    let dir = TempDir::new("since-four");
    let (svc, _) = open(&dir);
    // Seats by general: Red (a person), Blue (computer), Yellow (computer), Green (a person).
    let g = svc
        .new_game(options(json!({
            "game": "generals", "mode": "vs-ai", "timerSecs": null,
            "position": "s 0 r0=GN@a1,b0=GN@k1,y0=GN@k13,g0=GN@a13",
            "seats": [{ "kind": "human" }, { "kind": "ai", "level": "easy" }, { "kind": "ai", "level": "easy" }, { "kind": "human" }]
        })))
        .unwrap();
    play(&svc, &g.id, 0, &["lead r", "r0-b1", "end"]);
    let green = wait_for_human(&svc, &g.id).await;
    assert_eq!(green.seat_to_act, Some(3), "North's person chooses its general");
    let since = svc.since_last_turn(&g.id, green.board.ply).unwrap();
    assert_eq!(since.seat, 3);
    assert!(since.replay, "Red's person had the device for three actions");
    svc.shutdown();
}

#[tokio::test]
async fn a_timed_game_is_not_replayed_by_itself() {
    let dir = TempDir::new("since-timed");
    let (svc, _) = open(&dir);
    let g = svc
        .new_game(options(json!({
            "game": "generals", "mode": "pass-and-play", "timerSecs": 60,
            "seats": [{ "kind": "human" }, { "kind": "human" }],
            "position": "s 0 r0=GN@a1,r1=CB@e1,r2=FL@g4,y0=GN@k13,y1=LI@e4,y2=HI@g2"
        })))
        .unwrap();
    play(&svc, &g.id, 0, &["troops r", "r1xe4", "r2xg2", "end"]);
    let north = svc.since_last_turn(&g.id, 4).unwrap();
    assert_eq!(north.lost.len(), 1, "the summary is the same");
    assert!(!north.replay, "a replay would spend North's turn clock");
    svc.shutdown();
}
