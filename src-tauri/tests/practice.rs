//! Practice mode: in a game against the AI, each move the human plays is
//! graded by the engine as the game goes on, the grade is saved with the game and shown again in
//! review, and a move taken back loses its grade. The thresholds are the engine's
//! (`review::practice`, whose unit tests pin them).

mod common;

use common::{open, options, TempDir};
use serde_json::json;
use shuangcheng_engine::review::practice::Grade;
use shuangcheng_lib::service::{Event, NewGameOptions, Service, Snapshot};

/// Red to move and win in 3 (Z9): 4-3 keeps the win; 6-3 lets it go (a draw).
const RED_WINS: &str = "bbb.sbrrrr. r 0";

/// Polls until the human's last action has its grade (the practice note).
async fn graded(svc: &Service, id: &str) -> Snapshot {
    for _ in 0..3000 {
        let s = svc.snapshot(id).unwrap();
        if s.practice_note.is_some() {
            return s;
        }
        tokio::time::sleep(std::time::Duration::from_millis(5)).await;
    }
    panic!("no grade within 15 s");
}

/// A practice game of `game` (from `position`, else its start) by a human, first, against AI
/// `level`, without a timer.
fn practice(game: &str, level: &str, position: Option<&str>) -> NewGameOptions {
    options(json!({
        "game": game, "mode": "vs-ai", "seats": [{ "kind": "human" }, { "kind": "ai", "level": level }],
        "timerSecs": null, "position": position, "practice": true
    }))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn z9_a_move_that_lets_the_win_go_is_graded_a_blunder_with_the_winning_move_and_kept_with_the_game() {
    let dir = TempDir::new("practice");
    let (svc, _) = open(&dir);
    let s = svc.new_game(practice("zhili", "beginner", Some(RED_WINS))).unwrap();
    assert!(s.practice && s.graded.is_empty());
    assert!(s.helped, "a practice game counts as played with help");
    svc.act(&s.id, "6-3", 0).unwrap();
    let s = graded(&svc, &s.id).await;
    let note = s.practice_note.clone().unwrap();
    assert_eq!((note.graded.ply, note.graded.action.as_str()), (0, "6-3"));
    assert_eq!((note.graded.grade, note.graded.before, note.graded.after), (Grade::Blunder, 1.0, 0.5));
    assert_eq!(note.graded.better.as_deref(), Some("4-3"));
    assert!(note.better_words.is_some(), "the better move in words");
    let id = s.id.clone();
    common::wait_for_human(&svc, &id).await;
    svc.shutdown();
    drop(svc);

    let (again, _) = open(&dir);
    let resumed = again.resume_game(&id).unwrap();
    assert_eq!(resumed.graded, s.graded, "the grade is saved with the game");
    let review = again.review().open(&id).unwrap();
    assert_eq!(review.graded.len(), 1, "and shown again in review");
    assert_eq!(review.graded[0].graded.grade, Grade::Blunder);
    assert!(review.graded[0].better_words.is_some());

    // Taken back (to the human's turn before it), the move loses its grade; the better one is best.
    let back = again.undo(&id).unwrap();
    assert_eq!(back.board.ply, 0);
    assert!(back.graded.is_empty() && back.practice_note.is_none());
    again.act(&id, "4-3", 0).unwrap();
    let s = graded(&again, &id).await;
    assert_eq!(s.practice_note.unwrap().graded.grade, Grade::Best);
    again.shutdown();
}

/// The grade is found beside the AI's reply, which does not wait for it: when the human's
/// action returns, the reply's search has started and no grade is there yet. (A Twin Cities
/// grade comes from timed searches, so here only its arrival, for the action played, is
/// checked; Zhili's exact grade is pinned above.)
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_twin_cities_move_is_graded_beside_the_ais_reply_which_does_not_wait_for_it() {
    let dir = TempDir::new("practice-tc");
    let (svc, rec) = open(&dir);
    let s = svc.new_game(practice("twin-cities", "easy", None)).unwrap();
    let first = s.legal_actions[0].text.clone();
    let acted = svc.act(&s.id, &first, 0).unwrap();
    assert!(acted.ai_thinking && acted.practice_note.is_none(), "the AI searches before any grade");
    let s = graded(&svc, &s.id).await;
    let note = s.practice_note.unwrap();
    assert_eq!((note.graded.ply, note.graded.action.as_str()), (0, first.as_str()));
    let g = &note.graded;
    assert_eq!(g.grade, shuangcheng_engine::review::practice::grade(g.before, g.after, g.better.is_none()));
    let human = common::wait_for_human(&svc, &s.id).await;
    assert_eq!(human.board.ply, 2, "the AI replied");
    // The grade's update is sent just after the grade is kept: wait for it in the events.
    let shown = |e: &Event| matches!(e, Event::GameUpdated(u) if u.practice_note.is_some());
    for _ in 0..3000 {
        if rec.0.lock().unwrap().iter().any(shown) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(5)).await;
    }
    let events = rec.0.lock().unwrap();
    let reply = events.iter().position(|e| matches!(e, Event::AiThinking(t) if t.thinking && t.ply == 1));
    let grade = events.iter().position(shown);
    assert!(
        reply.expect("the reply's search") < grade.expect("the grade shown"),
        "the reply's search came first"
    );
    drop(events);
    svc.shutdown();
}

/// A Generals action is graded too: its values are the review evaluation's, its best action a
/// timed search's, so here only the note's arrival, for the action played, is checked.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_generals_action_is_graded_by_the_thresholds() {
    let dir = TempDir::new("practice-generals");
    let (svc, _) = open(&dir);
    let s = svc.new_game(practice("generals", "easy", None)).unwrap();
    let s = common::wait_for_human(&svc, &s.id).await;
    let (ply, first) = (s.board.ply, s.legal_actions[0].text.clone());
    svc.act(&s.id, &first, ply).unwrap();
    let s = graded(&svc, &s.id).await;
    let g = &s.practice_note.unwrap().graded;
    assert_eq!((g.ply, g.action.as_str()), (ply, first.as_str()));
    assert!((0.0..=1.0).contains(&g.before) && (0.0..=1.0).contains(&g.after), "winning chances: {g:?}");
    svc.shutdown();
}

#[tokio::test]
async fn practice_mode_is_for_a_human_against_the_ai() {
    let dir = TempDir::new("practice-refused");
    let (svc, _) = open(&dir);
    let e = svc
        .new_game(options(json!({
            "game": "zhili", "mode": "pass-and-play", "seats": [{ "kind": "human" }, { "kind": "human" }],
            "timerSecs": null, "practice": true
        })))
        .unwrap_err();
    assert_eq!(serde_json::to_value(&e).unwrap()["kind"], "bad-request");
    assert!(common::saves(&svc).is_empty(), "no game was started");
    svc.shutdown();
}
