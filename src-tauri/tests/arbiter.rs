//! The arbiter through the core: a refused tap in a game or a lesson is
//! answered with the engine's reason, the rule it cites and the first lesson that teaches that
//! rule. A tap that is not refused, or one in a game that is over, gets no answer; an old ply
//! or a tap off the board gets an error and changes nothing.

mod common;

use common::{open, pass_and_play_zhili, TempDir};
use shuangcheng_engine::Side;
use shuangcheng_lib::service::AppError;

fn taps(list: &[&str]) -> Vec<String> {
    list.iter().map(|t| t.to_string()).collect()
}

#[tokio::test]
async fn z4_a_refused_tap_says_why_with_its_rule_and_lesson() {
    let dir = TempDir::new("arbiter");
    let (svc, _) = open(&dir);
    let g = svc.new_game(pass_and_play_zhili(None)).unwrap();
    // Red's 8 chosen; 3 is on no line from 8 (Z4).
    let refused = svc.refusal(&g.id, &taps(&["8"]), "3", 0).unwrap().expect("refused");
    assert_eq!((refused.refusal.code, refused.refusal.rule), ("zhili.not-joined", "Z4"));
    assert_eq!(refused.lesson.as_deref(), Some("zhili-step"));
    // 7 goes on from 8; 8 again steps back; 6 starts another move: none is refused.
    assert_eq!(svc.refusal(&g.id, &taps(&["8"]), "7", 0).unwrap(), None);
    assert_eq!(svc.refusal(&g.id, &taps(&["8"]), "8", 0).unwrap(), None);
    assert_eq!(svc.refusal(&g.id, &taps(&["8"]), "6", 0).unwrap(), None);
    // Asked at an older ply, or off the board: an error, and the game is as it was.
    svc.act(&g.id, "8-7", 0).unwrap();
    assert!(matches!(svc.refusal(&g.id, &[], "3", 0), Err(AppError::Stale(_))));
    assert!(matches!(svc.refusal(&g.id, &[], "z9", 1), Err(AppError::BadRequest(_))));
    assert_eq!(svc.snapshot(&g.id).unwrap().board.ply, 1);
    // A game over, here by resignation, refuses nothing more.
    svc.resign(&g.id, Side::First).unwrap();
    assert_eq!(svc.refusal(&g.id, &[], "0", 1).unwrap(), None);
    svc.shutdown();
}

#[tokio::test]
async fn a_lesson_board_explains_its_refusals_too() {
    let dir = TempDir::new("arbiter-lesson");
    let (svc, _) = open(&dir);
    let lesson = svc.lessons().start("zhili-step").unwrap();
    let board = &lesson.play.board;
    let rival = board.view.pieces.iter().find(|p| p.side.is_some_and(|s| s != board.to_move));
    let at = &rival.expect("a rival piece").at;
    let refused = svc.lessons().refusal(lesson.id, &[], at, board.ply).unwrap().expect("refused");
    assert_eq!((refused.refusal.code, refused.refusal.rule), ("zhili.rival-piece", "Z4"));
    assert!(matches!(svc.lessons().refusal(lesson.id, &[], at, board.ply + 1), Err(AppError::Stale(_))));
    svc.shutdown();
}

#[tokio::test]
async fn g4_in_four_seats_the_ai_teammates_general_is_refused_as_its_seats() {
    let dir = TempDir::new("arbiter-four");
    let (svc, _) = open(&dir);
    // The human plays the Red general (seat 0); the Blue general, on i2, is its AI teammate's.
    let g = svc
        .new_game(common::options(serde_json::json!({
            "game": "generals", "mode": "vs-ai", "timerSecs": null,
            "seats": [{ "kind": "human" }, { "kind": "ai", "level": "easy" }, { "kind": "ai", "level": "easy" }, { "kind": "ai", "level": "easy" }]
        })))
        .unwrap();
    assert!(g.human_to_act);
    let refused = svc.refusal(&g.id, &[], "i2", 0).unwrap().expect("refused");
    assert_eq!((refused.refusal.code, refused.refusal.rule), ("generals.other-seat", "G4"));
    assert_eq!(refused.refusal.params["general"], "b");
    // The same tap with every seat a person's: the Blue general may be chosen, after a mode (G5).
    let all = svc.new_game(common::pass_and_play(shuangcheng_engine::GameKind::Generals)).unwrap();
    let refused = svc.refusal(&all.id, &[], "i2", 0).unwrap().expect("refused");
    assert_eq!(refused.refusal.code, "generals.choose-mode");
    svc.shutdown();
}

#[tokio::test]
async fn t6_a_reserve_slot_is_asked_about_as_a_point_is() {
    let dir = TempDir::new("arbiter-reserve");
    let (svc, _) = open(&dir);
    let g = svc.new_game(common::pass_and_play(shuangcheng_engine::GameKind::TwinCities)).unwrap();
    let refused = svc.refusal(&g.id, &[], "second-T", 0).unwrap().expect("refused");
    assert_eq!((refused.refusal.code, refused.refusal.rule), ("twin-cities.rival-reserve", "T6"));
    // A slot of no kind the reserve has, or of no side: a bad request.
    assert!(matches!(svc.refusal(&g.id, &[], "first-C", 0), Err(AppError::BadRequest(_))));
    assert!(matches!(svc.refusal(&g.id, &[], "north-T", 0), Err(AppError::BadRequest(_))));
    svc.shutdown();
}
