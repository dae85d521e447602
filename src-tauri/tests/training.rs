//! Training strictness: each game's training rules are settings, a new
//! game is started with its game's and keeps them (saved with it), a game with takebacks off
//! refuses undo, a hint budget runs out, and the statistics count games with help apart.

mod common;

use common::{open, options, TempDir};
use serde_json::json;
use shuangcheng_engine::{GameKind, Side};
use shuangcheng_lib::service::training::Training;
use shuangcheng_lib::service::{parse_payload, AppError, Settings};

/// The error's stable code (what the UI says in the player's language).
fn code(e: &AppError) -> String {
    serde_json::to_value(e).unwrap()["code"].as_str().unwrap().to_string()
}

fn zhili_between_two(training: serde_json::Value) -> shuangcheng_lib::service::NewGameOptions {
    options(json!({
        "game": "zhili", "mode": "pass-and-play", "seats": [{ "kind": "human" }, { "kind": "human" }],
        "timerSecs": null, "training": training
    }))
}

#[tokio::test]
async fn a_new_game_takes_its_games_training_from_the_settings_and_keeps_it() {
    let dir = TempDir::new("training-settings");
    let (svc, _) = open(&dir);
    let strict = Training { takebacks: false, hint_budget: Some(1), confirm_moves: true };
    let mut settings = svc.settings().get();
    settings.training.set(GameKind::TwinCities, strict);
    svc.settings().set(settings.clone()).unwrap();
    let plain = svc.new_game(common::pass_and_play(GameKind::Zhili)).unwrap();
    let twin = svc.new_game(common::pass_and_play(GameKind::TwinCities)).unwrap();
    assert_eq!(plain.training, Training::default(), "another game's rules are its own");
    assert_eq!(twin.training, strict);
    assert_eq!(twin.hints_left, Some(1));
    assert!(!twin.helped);

    // Changed settings do not change a game already started: its rules are saved with it.
    settings.training.set(GameKind::TwinCities, Training::default());
    svc.settings().set(settings).unwrap();
    svc.shutdown();
    drop(svc);
    let (again, _) = open(&dir);
    assert_eq!(again.resume_game(&twin.id).unwrap().training, strict);
    assert_eq!(again.settings().get().training.get(GameKind::TwinCities), Training::default());
    again.shutdown();
}

#[tokio::test]
async fn a_hint_budget_the_settings_do_not_offer_is_refused_with_the_budgets_they_do() {
    let dir = TempDir::new("training-bad");
    let (svc, _) = open(&dir);
    let mut value = serde_json::to_value(svc.settings().get()).unwrap();
    value["training"]["generals"]["hintBudget"] = json!(2);
    let e = parse_payload::<Settings>(value).and_then(|s| svc.settings().set(s)).unwrap_err();
    assert_eq!(code(&e), "settings.hint-budget");
    assert_eq!(serde_json::to_value(&e).unwrap()["params"]["offered"], json!([0, 1, 3, 5]));
    assert_eq!(svc.settings().get().training.get(GameKind::Generals), Training::default(), "nothing changed");
    let e =
        svc.new_game(zhili_between_two(json!({ "takebacks": true, "hintBudget": 7, "confirmMoves": false })));
    assert_eq!(code(&e.unwrap_err()), "settings.hint-budget");
    assert!(common::saves(&svc).is_empty(), "no game was started");
    svc.shutdown();
}

#[tokio::test]
async fn takebacks_off_refuses_undo_and_changes_nothing() {
    let dir = TempDir::new("training-undo");
    let (svc, _) = open(&dir);
    let s = svc
        .new_game(zhili_between_two(json!({ "takebacks": false, "hintBudget": null, "confirmMoves": false })))
        .unwrap();
    let s = svc.act(&s.id, &s.legal_actions[0].text.clone(), 0).unwrap();
    assert!(!s.can_undo, "no undo is offered");
    let e = svc.undo(&s.id).unwrap_err();
    assert_eq!(code(&e), "training.takebacks-off");
    let after = svc.snapshot(&s.id).unwrap();
    assert_eq!((after.board.ply, &after.board.position, after.helped), (1, &s.board.position, false));
    assert_eq!(code(&svc.redo(&s.id).unwrap_err()), "training.takebacks-off");
    svc.shutdown();
}

#[tokio::test]
async fn a_game_ended_by_resignation_or_an_agreed_draw_takes_nothing_back() {
    let dir = TempDir::new("training-undo-ended");
    let (svc, _) = open(&dir);
    for end in ["resign", "draw"] {
        let s = svc.new_game(common::pass_and_play_zhili(None)).unwrap();
        let s = svc.act(&s.id, &s.legal_actions[0].text.clone(), 0).unwrap();
        let over = if end == "resign" { svc.resign(&s.id, Side::Second) } else { svc.agree_draw(&s.id) };
        let over = over.unwrap();
        assert!(over.outcome.is_some() && !over.can_undo, "{end}: no undo is offered");
        assert_eq!(svc.undo(&s.id).unwrap_err().kind(), "game-over", "{end}");
        let after = svc.snapshot(&s.id).unwrap();
        assert_eq!((after.board.ply, after.outcome), (1, over.outcome), "{end}: nothing changed");
    }
    svc.shutdown();
}

#[tokio::test]
async fn hints_run_out_at_the_budget_and_are_counted_with_the_saved_game() {
    let dir = TempDir::new("training-hints");
    let (svc, _) = open(&dir);
    let s = svc
        .new_game(zhili_between_two(json!({ "takebacks": true, "hintBudget": 1, "confirmMoves": false })))
        .unwrap();
    let hint = svc.hint(&s.id).await.unwrap();
    assert_eq!(hint.hints_left, Some(0));
    let e = svc.hint(&s.id).await.unwrap_err();
    assert_eq!(code(&e), "training.hints-spent");
    assert_eq!(serde_json::to_value(&e).unwrap()["params"], json!({ "budget": 1 }));
    let id = s.id.clone();
    svc.shutdown();
    drop(svc);
    let (again, _) = open(&dir);
    let resumed = again.resume_game(&id).unwrap();
    assert_eq!(
        (resumed.hints_left, resumed.helped),
        (Some(0), true),
        "the hint given is saved with the game"
    );
    assert_eq!(code(&again.hint(&id).await.unwrap_err()), "training.hints-spent");
    again.shutdown();
}

#[tokio::test]
async fn the_statistics_count_games_with_help_apart_from_those_without() {
    let dir = TempDir::new("training-stats");
    let (svc, _) = open(&dir);
    let open_rules = json!({ "takebacks": true, "hintBudget": null, "confirmMoves": false });
    // Unaided: two moves and a resignation.
    let s = svc.new_game(zhili_between_two(open_rules.clone())).unwrap();
    let s = svc.act(&s.id, &s.legal_actions[0].text.clone(), 0).unwrap();
    svc.resign(&s.id, Side::Second).unwrap();
    // With an undo.
    let s = svc.new_game(zhili_between_two(open_rules.clone())).unwrap();
    let s = svc.act(&s.id, &s.legal_actions[0].text.clone(), 0).unwrap();
    let s = svc.undo(&s.id).unwrap();
    assert!(s.helped);
    svc.resign(&s.id, Side::First).unwrap();
    // With a hint.
    let s = svc.new_game(zhili_between_two(open_rules)).unwrap();
    svc.hint(&s.id).await.unwrap();
    svc.resign(&s.id, Side::First).unwrap();

    let lines = svc.statistics().lines().unwrap();
    let line = |helped: bool| lines.iter().find(|l| l.game == "zhili" && l.helped == helped).unwrap();
    assert_eq!(lines.len(), 2, "{lines:?}");
    assert_eq!((line(false).played, line(false).wins), (1, 1), "the unaided win");
    assert_eq!((line(true).played, line(true).losses), (2, 2), "the two games with help");
    svc.shutdown();
}
