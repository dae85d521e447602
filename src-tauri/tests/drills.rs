//! "Learn from your mistakes": a reviewed game against the computer
//! gives drills from the player's worst moves, saved with their progress; a drill is retried
//! until solved or its answer shown, and the home screen's list holds those still pending. The
//! drills' rules are the engine's (`review::drills`, whose unit tests pin them).

mod common;

use common::{open, options, TempDir};
use serde_json::json;
use shuangcheng_engine::review::drills::{DrillKind, DrillState};
use shuangcheng_engine::review::Verdict;
use shuangcheng_engine::{AnyGame, GameKind};
use shuangcheng_lib::service::{Phase, Service};

/// Red to move and win in 3 (Z9): 4-3 keeps the win; 6-3 lets it go (a draw).
const RED_WINS: &str = "bbb.sbrrrr. r 0";

/// A Zhili game against the computer from `RED_WINS` in which the human (Red) played 6-3.
async fn game_with_a_win_let_go(svc: &Service, mode: &str) -> String {
    let ai = if mode == "vs-ai" {
        json!({ "kind": "ai", "level": "beginner" })
    } else {
        json!({ "kind": "human" })
    };
    let s = svc
        .new_game(options(json!({
            "game": "zhili", "mode": mode, "seats": [{ "kind": "human" }, ai],
            "timerSecs": null, "position": RED_WINS
        })))
        .unwrap();
    svc.act(&s.id, "6-3", 0).unwrap();
    if mode == "vs-ai" {
        common::wait_for_human(svc, &s.id).await;
    }
    s.id
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn z9_a_win_let_go_becomes_a_convert_the_win_drill_that_is_kept_until_solved() {
    let dir = TempDir::new("drills");
    let (svc, _) = open(&dir);
    let id = game_with_a_win_let_go(&svc, "vs-ai").await;
    let made = svc.drills().make(&id).unwrap();
    assert_eq!(made.len(), 1);
    assert_eq!((made[0].kind, made[0].ply, made[0].solved), (DrillKind::ConvertWin, 0, false));
    let again = svc.drills().make(&id).unwrap();
    assert_eq!(again[0].id, made[0].id, "a move's drill is made once");
    assert_eq!(svc.drills().list().unwrap().pending.len(), 1, "offered on the home screen");

    let drill = made[0].id;
    let view = svc.drills().start(drill).unwrap();
    assert_eq!(
        (view.state, view.play.board.ply, view.play.board.position.as_str()),
        (DrillState::Playing, 0, RED_WINS)
    );
    assert!(view.play.human_to_act && view.best.is_none());
    assert_eq!(view.played, "6-3");
    // The same move again is a miss, saved; a retry is back at the position.
    let missed = svc.drills().act(drill, "6-3", 0).unwrap();
    assert_eq!((missed.state, missed.chance, missed.best_chance), (DrillState::Missed, Some(0.5), Some(1.0)));
    assert_eq!(missed.missed_tries, 1);
    assert!(svc.drills().act(drill, "4-3", 1).is_err(), "a missed try takes no more moves");
    let view = svc.drills().start(drill).unwrap();
    assert_eq!(view.play.board.ply, 0);
    // Red converts the win against perfect defence: 4-3, then whatever wins next.
    let mut view = svc.drills().act(drill, "4-3", 0).unwrap();
    assert!(!view.replies.is_empty(), "the engine defends");
    while view.state == DrillState::Playing {
        let here = AnyGame::new(GameKind::Zhili, Some(&view.play.board.position)).unwrap();
        let verdicts = here.action_verdicts().unwrap();
        let best = verdicts.iter().find(|v| matches!(v.verdict, Verdict::Win(_))).map(|v| v.action.clone());
        view = svc.drills().act(drill, &best.expect("a winning move"), view.play.board.ply).unwrap();
    }
    assert_eq!(view.state, DrillState::Solved);
    assert!(view.solved && view.best.is_some());
    svc.shutdown();
    drop(svc);

    let (reopened, _) = open(&dir);
    let list = reopened.drills().list().unwrap();
    assert!(list.pending.is_empty(), "a solved drill is no longer offered");
    assert_eq!(list.solved, 1, "the progress is saved");
    reopened.shutdown();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_drill_given_up_shows_the_engines_move_and_is_no_longer_pending_nor_counted_solved() {
    let dir = TempDir::new("drills-shown");
    let (svc, _) = open(&dir);
    let id = game_with_a_win_let_go(&svc, "vs-ai").await;
    let drill = svc.drills().make(&id).unwrap()[0].id;
    svc.drills().start(drill).unwrap();
    let shown = svc.drills().show(drill).unwrap();
    assert_eq!(shown.best.as_deref(), Some("4-3"));
    assert!(shown.best_words.is_some() && shown.shown && shown.play.human_to_act);
    assert!(svc.drills().list().unwrap().pending.is_empty());
    // Played out after it was shown (4-3, Black's only 5-4, then 8-5: Z9), it is not counted solved.
    svc.drills().act(drill, "4-3", 0).unwrap();
    let won = svc.drills().act(drill, "8-5", 2).unwrap();
    assert_eq!(won.state, DrillState::Solved);
    assert_eq!(svc.drills().list().unwrap().solved, 0);
    svc.shutdown();
}

/// Red to move (T11): its Soldier takes Black's City at once (e5e6); any other move lets
/// Black's Soldier take Red's City (a2a1).
const TAKE_OR_BE_TAKEN: &str = "9/9/9/9/9/4c4/4S4/9/9/s8/C8 r - - 0 1";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn t11_a_city_left_standing_becomes_a_one_move_drill_solved_by_taking_it() {
    let dir = TempDir::new("drills-twin-cities");
    let (svc, _) = open(&dir);
    let s = svc
        .new_game(options(json!({
            "game": "twin-cities", "mode": "vs-ai",
            "seats": [{ "kind": "human" }, { "kind": "ai", "level": "beginner" }],
            "timerSecs": null, "position": TAKE_OR_BE_TAKEN
        })))
        .unwrap();
    svc.act(&s.id, "e5d5", 0).unwrap();
    let over = common::wait_for_human(&svc, &s.id).await;
    let moves: Vec<&str> = over.history.iter().map(|h| h.text.as_str()).collect();
    assert_eq!((over.phase, moves.as_slice()), (Phase::Over, ["e5d5", "a2a1"].as_slice()));

    let made = svc.drills().make(&s.id).unwrap();
    assert_eq!(made.len(), 1, "only the human's move is a drill");
    assert_eq!((made[0].kind, made[0].ply), (DrillKind::BetterMove, 0));
    let drill = made[0].id;
    let view = svc.drills().start(drill).unwrap();
    assert_eq!((view.played.as_str(), view.play.board.position.as_str()), ("e5d5", TAKE_OR_BE_TAKEN));
    // The game's move again falls short of the engine's; taking the City is the engine's move.
    let missed = svc.drills().act(drill, "e5d5", 0).unwrap();
    assert_eq!(missed.state, DrillState::Missed);
    assert!(missed.chance.unwrap() < missed.best_chance.unwrap(), "{missed:?}");
    svc.drills().start(drill).unwrap();
    let solved = svc.drills().act(drill, "e5e6", 0).unwrap();
    assert_eq!((solved.state, solved.solved), (DrillState::Solved, true));
    let list = svc.drills().list().unwrap();
    assert!(list.pending.is_empty() && list.solved == 1, "{list:?}");
    svc.shutdown();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn only_a_game_against_the_computer_gives_drills_and_bad_calls_change_nothing() {
    let dir = TempDir::new("drills-refused");
    let (svc, _) = open(&dir);
    let hotseat = game_with_a_win_let_go(&svc, "pass-and-play").await;
    assert_eq!(svc.drills().make(&hotseat).unwrap_err().kind(), "not-allowed");
    assert_eq!(svc.drills().make("no-such-game").unwrap_err().kind(), "unknown-game");
    assert_eq!(svc.drills().start(42).unwrap_err().kind(), "stale");
    let id = game_with_a_win_let_go(&svc, "vs-ai").await;
    let drill = svc.drills().make(&id).unwrap()[0].id;
    assert_eq!(svc.drills().act(drill, "4-3", 0).unwrap_err().kind(), "stale", "not started");
    svc.drills().start(drill).unwrap();
    assert_eq!(svc.drills().act(drill, "4-3", 5).unwrap_err().kind(), "stale", "another ply");
    assert_eq!(svc.drills().act(drill, "0-1", 0).unwrap_err().kind(), "illegal-action");
    let view = svc.drills().start(drill).unwrap();
    assert_eq!((view.state, view.play.board.ply, view.missed_tries), (DrillState::Playing, 0, 0));
    assert_eq!(svc.drills().list().unwrap().pending.len(), 1);
    svc.shutdown();
}
