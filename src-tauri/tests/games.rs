//! The core drives every game the engine offers without knowing its rules: Twin Cities,
//! Generals (two and four seats, setup phase), through the same commands.

mod common;

use std::time::Duration;

use common::{open, options, pick, saves, side_setup, wait_for_human, TempDir};
use serde_json::json;
use shuangcheng_engine::{GameKind, Side};
use shuangcheng_lib::service::{AppError, Event, Phase, Snapshot};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_game_plays_against_the_ai_through_the_same_commands() {
    let dir = TempDir::new("games");
    let (svc, _) = open(&dir);
    let catalog = svc.catalog();
    assert_eq!(
        catalog.iter().map(|e| e.game).collect::<Vec<_>>(),
        GameKind::ALL,
        "the registry's games, in order"
    );
    for entry in &catalog {
        // A shipped game's ladder has at least four levels; the example game's, two.
        let least = if entry.game.info().example { 2 } else { 4 };
        assert!(entry.levels.len() >= least, "{}: at least {least} levels", entry.game);
        let g = svc
            .new_game(options(json!({
                "game": entry.game, "mode": "vs-ai",
                "seats": [{ "kind": "human" }, { "kind": "ai", "level": entry.levels[0].id }], "timerSecs": null
            })))
            .unwrap();
        let mut s = g;
        let mut human_actions = 0;
        while human_actions < 6 && s.phase != Phase::Over {
            s = wait_for_human(&svc, &s.id).await;
            if s.phase == Phase::Over {
                break;
            }
            assert_eq!(s.board.to_move, Side::First, "{}: the human plays the first side", entry.game);
            let a = s.legal_actions[human_actions % s.legal_actions.len()].text.clone();
            s = svc.act(&s.id, &a, s.board.ply).unwrap();
            human_actions += 1;
        }
        let s = wait_for_human(&svc, &s.id).await;
        assert!(s.history.iter().any(|h| h.side == Side::Second), "{}: the AI moved", entry.game);
        // Resume from the save gives the same game.
        svc.pause(&s.id).unwrap();
        let again = svc.resume_game(&s.id).unwrap();
        assert_eq!(again.board.position, s.board.position, "{}", entry.game);
        assert_eq!(again.history, s.history, "{}", entry.game);
        if s.phase != Phase::Over {
            let u = svc.undo(&s.id).unwrap();
            assert!(u.board.ply < s.board.ply && u.human_to_act, "{}", entry.game);
        }
        svc.pause(&s.id).unwrap();
    }
    svc.shutdown();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn generals_four_seats_hidden_setup_then_humans_and_ais_share_the_turns() {
    let dir = TempDir::new("generals4");
    let (svc, _) = open(&dir);
    let cat = svc.catalog();
    let generals = cat.iter().find(|c| c.game == GameKind::Generals).unwrap();
    assert!(generals.rules.part.get("army").is_some(), "the catalog carries the army rules in its part");
    assert_eq!(generals.seat_counts, vec![2, 4]);
    let presets = svc.setup_presets(GameKind::Generals);
    assert!(presets.len() >= 2);
    // Red human; Blue, Yellow and Green AI. South has a human: setup phase for South only.
    let g = svc
        .new_game(options(json!({
            "game": "generals", "mode": "vs-ai",
            "seats": [{ "kind": "human" }, { "kind": "ai", "level": "beginner" },
                      { "kind": "ai", "level": "beginner" }, { "kind": "ai", "level": "beginner" }],
            "timerSecs": null, "hiddenSetup": true, "firstTeam": "first"
        })))
        .unwrap();
    assert_eq!(g.phase, Phase::Setup);
    assert_eq!(g.board.to_move, Side::First);
    assert!(g.human_to_act && g.legal_actions.is_empty());
    assert!(
        g.board.view.pieces.iter().all(|p| p.kind == "GN" || p.side == Some(Side::First)),
        "hidden setup: North's soldiers are not shown"
    );
    assert_eq!(svc.act(&g.id, "lead r", 0).unwrap_err().kind(), "bad-request");
    // An army the engine refuses is refused with its message; nothing changes.
    let bad = json!([{ "general": "r", "kind": "LI", "cell": "f7" }]);
    let err = svc.submit_setup(&g.id, "south", &side_setup(bad)).unwrap_err();
    assert!(matches!(&err, AppError::IllegalAction(m) if m.to_string().contains("invalid army")), "{err:?}");
    assert_eq!(svc.snapshot(&g.id).unwrap().phase, Phase::Setup);
    assert_eq!(
        svc.submit_setup(&g.id, "north", &side_setup(json!(presets[0].id))).unwrap_err().kind(),
        "not-your-turn"
    );
    svc.validate_setup(
        GameKind::Generals,
        "south",
        &side_setup(serde_json::to_value(&presets[1].sides["south"]).unwrap()),
    )
    .unwrap();
    let s = svc
        .submit_setup(&g.id, "south", &side_setup(serde_json::to_value(&presets[1].sides["south"]).unwrap()))
        .unwrap();
    assert_eq!(s.phase, Phase::Playing);
    assert_eq!(s.board.to_move, Side::First);
    assert!(s.board.position.starts_with("s "), "{}", s.board.position);
    // At the turn's start the human (seat 0) chooses for the team: any South general.
    assert_eq!(s.seat_to_act, Some(0));
    let texts: Vec<&str> = s.legal_actions.iter().map(|a| a.text.as_str()).collect();
    assert!(texts.contains(&"lead r") && texts.contains(&"lead b"), "{texts:?}");
    // The human leads Red and ends the turn; North's AIs play their turn atomically, one
    // action at a time, until the turn comes back to South.
    let s = svc.act(&s.id, "lead r", 0).unwrap();
    assert!(s.human_to_act && !s.board.at_turn_boundary);
    let s = svc.act(&s.id, "end", 1).unwrap();
    let s = wait_for_human(&svc, &s.id).await;
    assert_eq!(s.phase, Phase::Playing, "one turn each does not end the game");
    assert_eq!(s.board.to_move, Side::First);
    let north: Vec<_> = s.history.iter().filter(|h| h.side == Side::Second).collect();
    assert!(north.len() >= 2, "a team turn is a choice and more: {north:?}");
    assert!(north.iter().all(|h| matches!(h.seat, Some(2) | Some(3))), "{north:?}");
    // The human hands the turn to the AI teammate's general: Blue's AI plays it.
    let ply = s.board.ply;
    svc.act(&s.id, "lead b", ply).unwrap();
    let s = wait_for_human(&svc, &s.id).await;
    let blue: Vec<_> = s.history[ply..].iter().filter(|h| h.side == Side::First).collect();
    assert!(blue.len() >= 2 && blue[1..].iter().all(|h| h.seat == Some(1)), "{blue:?}");
    svc.shutdown();
}

#[tokio::test]
async fn generals_setup_survives_a_restart_and_pass_and_play_submits_both_teams() {
    let dir = TempDir::new("generals-setup");
    let (svc, _) = open(&dir);
    let g = svc
        .new_game(options(json!({
            "game": "generals", "mode": "pass-and-play",
            "seats": [{ "kind": "human" }, { "kind": "human" }],
            "timerSecs": 30, "hiddenSetup": true, "firstTeam": "second"
        })))
        .unwrap();
    assert_eq!(g.phase, Phase::Setup);
    assert!(!g.clock.running, "no clock during setup");
    // Each team opens its hand-over curtain before it sets up (tests/curtain.rs).
    svc.open_curtain(&g.id, Side::First, None, None).unwrap();
    let s = svc.submit_setup(&g.id, "south", &side_setup(json!("phalanx"))).unwrap();
    assert_eq!(s.phase, Phase::Setup);
    assert_eq!(s.board.to_move, Side::Second, "now North sets up");
    assert!(s.board.view.pieces.iter().all(|p| p.kind == "GN" || p.side == Some(Side::Second)));
    assert_eq!(saves(&svc)[0].phase, Phase::Setup);
    drop(svc);
    let (svc, _) = open(&dir);
    let back = svc.resume_game(&g.id).unwrap();
    let read = svc.snapshot(&g.id).unwrap();
    assert_eq!(Snapshot { revision: back.revision, ..read }, back);
    assert_eq!(back.phase, Phase::Setup);
    assert_eq!(back.board.to_move, Side::Second);
    svc.open_curtain(&g.id, Side::Second, None, None).unwrap();
    let s = svc.submit_setup(&g.id, "north", &side_setup(json!("raiders"))).unwrap();
    assert_eq!(s.phase, Phase::Playing);
    assert_eq!(s.board.to_move, Side::Second, "firstTeam: North moves first");
    assert!(s.clock.running);
    assert_eq!(s.clock.remaining_ms, Some(30_000));
    // The armies are in the start position: the record replays from it.
    let text = svc.export_game(&g.id).unwrap();
    assert!(text.contains("start: n 0 "), "{text}");
    svc.shutdown();
}

#[tokio::test]
async fn generals_armies_given_up_front_start_play_at_once() {
    let dir = TempDir::new("generals-armies");
    let (svc, _) = open(&dir);
    let s = svc
        .new_game(options(json!({
            "game": "generals", "mode": "pass-and-play",
            "seats": [{ "kind": "human" }, { "kind": "human" }], "timerSecs": null,
            "armies": { "south": "siege", "north": "default" }, "firstTeam": "first"
        })))
        .unwrap();
    assert_eq!(s.phase, Phase::Playing);
    assert!(s.board.view.pieces.iter().filter(|p| p.kind == "CA").count() >= 2);
    // Armies that break the limits are refused by the engine, and no game is saved.
    let before = svc.list_saves().unwrap();
    let mut too_many =
        serde_json::to_value(&svc.setup_presets(GameKind::Generals)[0].sides["south"]).unwrap();
    for u in too_many.as_array_mut().unwrap() {
        u["kind"] = json!("SA");
    }
    let err = svc
        .new_game(options(json!({
            "game": "generals", "mode": "pass-and-play",
            "seats": [{ "kind": "human" }, { "kind": "human" }], "armies": { "south": too_many }
        })))
        .unwrap_err();
    assert_eq!(err.kind(), "illegal-action", "{err:?}");
    assert_eq!(svc.list_saves().unwrap(), before);
}

#[tokio::test(start_paused = true)]
async fn a_generals_turn_of_several_actions_has_one_clock_and_times_out_once() {
    let dir = TempDir::new("generals-clock");
    let (svc, rec) = open(&dir);
    let g = svc
        .new_game(options(json!({
            "game": "generals", "mode": "pass-and-play",
            "seats": [{ "kind": "human" }, { "kind": "human" }], "timerSecs": 10
        })))
        .unwrap();
    assert_eq!(g.board.to_move, Side::First);
    tokio::time::sleep(Duration::from_millis(3_000)).await;
    // An atomic action inside the turn does not restart the turn's clock.
    let s = svc.act(&g.id, "lead r", 0).unwrap();
    assert!(!s.board.at_turn_boundary);
    assert_eq!(s.clock.remaining_ms, Some(7_000));
    tokio::time::sleep(Duration::from_millis(7_100)).await;
    assert_eq!(rec.count("turn-timeout"), 1);
    let s = svc.snapshot(&g.id).unwrap();
    assert!(s.history.iter().map(|h| h.text.as_str()).eq(["lead r", "pass"]), "{:?}", s.history);
    assert_eq!(s.board.to_move, Side::Second, "the timed-out turn ended where it stood");
    assert_eq!(s.clock.remaining_ms, Some(9_900));
}

#[tokio::test]
async fn generals_setup_has_no_game_until_both_armies_are_in() {
    let dir = TempDir::new("generals-stage");
    let (svc, _) = open(&dir);
    let g = svc
        .new_game(options(json!({
            "game": "generals", "mode": "pass-and-play",
            "seats": [{ "kind": "human" }, { "kind": "human" }],
            "timerSecs": null, "hiddenSetup": false, "firstTeam": "first"
        })))
        .unwrap();
    assert_eq!((g.phase, g.board.position.as_str(), g.legal_actions.len()), (Phase::Setup, "", 0));
    // Nothing is played, hinted, exported or rematched before the armies are in.
    assert_eq!(svc.act(&g.id, "lead r", 0).unwrap_err().kind(), "bad-request");
    assert_eq!(svc.hint(&g.id).await.unwrap_err().kind(), "bad-request");
    // No record before play: no army goes into a file while the armies are set up (G4).
    assert_eq!(svc.export_game(&g.id).unwrap_err().kind(), "not-allowed");
    assert_eq!(svc.rematch(&g.id).unwrap_err().kind(), "bad-request");
    // A team may give up during setup: the game is over, the armies shown as they stood.
    let s = svc.resign(&g.id, Side::First).unwrap();
    assert_eq!((s.phase, s.outcome.map(|o| o.winner)), (Phase::Over, Some(Some(Side::Second))));
    assert!(s.board.view.pieces.iter().any(|p| p.kind == "GN"));
    drop(svc);
    let (svc, _) = open(&dir);
    let again = svc.snapshot(&g.id).unwrap();
    assert_eq!(Snapshot { revision: s.revision, ..again }, s, "the same after a restart");
}

/// Answers and events reach the UI apart; the revision tells it which snapshot is newest.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn snapshot_revisions_follow_the_changes_of_a_game() {
    let dir = TempDir::new("revisions");
    let (svc, rec) = open(&dir);
    let g = svc
        .new_game(options(json!({
            "game": "generals", "mode": "vs-ai",
            "seats": [{ "kind": "human" }, { "kind": "ai", "level": "beginner" }], "timerSecs": null
        })))
        .unwrap();
    let mut s = wait_for_human(&svc, &g.id).await;
    for n in 0..12 {
        if s.phase == Phase::Over {
            break;
        }
        let answer = svc.act(&g.id, &pick(&s, n), s.board.ply).unwrap();
        assert!(answer.revision > s.revision);
        s = wait_for_human(&svc, &g.id).await;
        assert!(s.revision >= answer.revision);
    }
    assert!(s.history.iter().any(|h| h.side == Side::Second), "the AI has played");
    // In revision order the game only moves forward (no undo here), and an event's snapshot
    // is its command's answer, revision and all.
    let mut updates: Vec<Snapshot> = rec
        .0
        .lock()
        .unwrap()
        .iter()
        .filter_map(|e| match e {
            Event::GameUpdated(snap) => Some((**snap).clone()),
            _ => None,
        })
        .collect();
    updates.sort_by_key(|u| u.revision);
    assert!(updates.windows(2).all(|w| w[0].revision < w[1].revision && w[0].board.ply <= w[1].board.ply));
    let last = updates.last().unwrap();
    assert_eq!(last.board.ply, s.board.ply);
    let read = svc.snapshot(&g.id).unwrap();
    assert!(read.revision > last.revision);
    assert_eq!(Snapshot { revision: last.revision, ..read }, *last, "a read shows the last change");
}

/// Twin Cities' fair start (T14): chosen in the new game's options, it is in the game's start
/// position, so the swap is offered after Red's first action in a resumed game too.
#[tokio::test]
async fn a_fair_start_survives_a_restart_and_offers_the_swap_once() {
    let dir = TempDir::new("fair-start");
    let (svc, _) = open(&dir);
    let fair = |game: &str, extra: serde_json::Value| {
        let mut o = json!({
            "game": game, "mode": "pass-and-play",
            "seats": [{ "kind": "human" }, { "kind": "human" }], "timerSecs": null, "fairStart": true
        });
        o.as_object_mut().unwrap().extend(extra.as_object().unwrap().clone());
        options(o)
    };
    let g = svc.new_game(fair("twin-cities", json!({}))).unwrap();
    assert!(g.board.position.ends_with(" 0 1 swap"), "{}", g.board.position);
    let s = svc.act(&g.id, "e2e3", 0).unwrap();
    assert!(s.legal_actions.iter().any(|a| a.text == "swap"));
    drop(svc);
    let (svc, _) = open(&dir);
    let back = svc.resume_game(&g.id).unwrap();
    assert_eq!(
        (back.board.position.as_str(), &back.legal_actions),
        (s.board.position.as_str(), &s.legal_actions)
    );
    let swapped = svc.act(&g.id, "swap", 1).unwrap();
    assert_eq!(swapped.board.position, "9/9/3scs3/9/9/2X3X2/9/9/3S1S3/4C4/9 r S4TFBHLWRDE s4tfbhlwrde 2 2");
    assert!(svc.export_game(&g.id).unwrap().contains(" 0 1 swap"), "the record starts from the fair start");
    // Off unless chosen; only for a game that has one, and not with a position of its own.
    let plain = svc.new_game(common::pass_and_play(GameKind::TwinCities)).unwrap();
    let plain = svc.act(&plain.id, "e2e3", 0).unwrap();
    assert!(!plain.legal_actions.iter().any(|a| a.text == "swap"));
    let refused = svc.new_game(fair("zhili", json!({}))).unwrap_err();
    assert_eq!(refused.kind(), "bad-request");
    let with_position =
        json!({ "position": "9/4c4/3s1s3/9/9/2X3X2/9/9/3S1S3/4C4/9 b S4TFBHLWRDE s4tfbhlwrde 0 1" });
    assert_eq!(svc.new_game(fair("twin-cities", with_position)).unwrap_err().kind(), "bad-request");
    svc.shutdown();
}
