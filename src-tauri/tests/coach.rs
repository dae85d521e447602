//! The coach: with it on, a solved game's snapshot says where each legal
//! move leads against best play before the player commits, from the engine's exact verdicts
//! (docs/rules/zhili.md, Z9). It is an option of the game, saved with it.

mod common;

use common::{open, options, saves, wait_for_human, TempDir};
use serde_json::json;
use shuangcheng_engine::review::Verdict;
use shuangcheng_lib::service::{AppError, Snapshot};

/// Red to move and win in 3 (Z9): 4-3 keeps the win, the other moves let it go.
const RED_WINS: &str = "bbb.sbrrrr. r 0";

fn verdict(s: &Snapshot, action: &str) -> Verdict {
    s.coach.iter().find(|v| v.action == action).map(|v| v.verdict).expect("a verdict for each legal action")
}

#[tokio::test]
async fn z9_each_legal_move_says_where_it_leads_and_the_coach_is_saved_with_the_game() {
    let dir = TempDir::new("coach");
    let (svc, _) = open(&dir);
    let s = svc
        .new_game(options(json!({
            "game": "zhili", "mode": "pass-and-play", "seats": [{ "kind": "human" }, { "kind": "human" }],
            "timerSecs": null, "position": RED_WINS, "coach": true
        })))
        .unwrap();
    let legal: Vec<&str> = s.legal_actions.iter().map(|a| a.text.as_str()).collect();
    let told: Vec<&str> = s.coach.iter().map(|v| v.action.as_str()).collect();
    assert_eq!(told, legal, "one verdict per legal action");
    assert!(s.helped, "a game with the coach counts as played with help");
    assert_eq!(verdict(&s, "4-3"), Verdict::Win(2));
    assert_eq!(verdict(&s, "6-3"), Verdict::Draw);
    // The rival's turn, still by a human here: every move of Black's now loses.
    let s = svc.act(&s.id, "4-3", 0).unwrap();
    assert!(
        !s.coach.is_empty() && s.coach.iter().all(|v| matches!(v.verdict, Verdict::Loss(_))),
        "{:?}",
        s.coach
    );
    let id = s.id.clone();
    svc.shutdown();
    drop(svc);

    let (again, _) = open(&dir);
    let resumed = again.resume_game(&id).unwrap();
    assert_eq!(resumed.coach, s.coach, "the coach comes back with the saved game");
    again.shutdown();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_coach_speaks_only_when_asked_and_only_to_a_human() {
    let dir = TempDir::new("coach-off");
    let (svc, _) = open(&dir);
    let plain = svc
        .new_game(options(json!({
            "game": "zhili", "mode": "pass-and-play", "seats": [{ "kind": "human" }, { "kind": "human" }],
            "timerSecs": null, "position": RED_WINS
        })))
        .unwrap();
    assert!(plain.coach.is_empty(), "off unless asked for");
    assert!(!plain.helped, "and without it, a game is played without help");
    let vs_ai = svc
        .new_game(options(json!({
            "game": "zhili", "mode": "vs-ai", "seats": [{ "kind": "ai", "level": "beginner" }, { "kind": "human" }],
            "timerSecs": null, "coach": true
        })))
        .unwrap();
    assert!(!vs_ai.human_to_act && vs_ai.coach.is_empty(), "no verdicts while the AI is to act");
    let human = wait_for_human(&svc, &vs_ai.id).await;
    assert_eq!(human.coach.len(), human.legal_actions.len(), "the human's turn: one per legal action");
    svc.shutdown();
}

#[tokio::test]
async fn a_game_that_is_not_solved_has_no_coach_and_nothing_is_saved() {
    let dir = TempDir::new("coach-refused");
    let (svc, _) = open(&dir);
    for game in ["twin-cities", "generals"] {
        let e = svc
            .new_game(options(json!({
                "game": game, "mode": "pass-and-play", "seats": [{ "kind": "human" }, { "kind": "human" }],
                "timerSecs": null, "coach": true
            })))
            .unwrap_err();
        assert!(matches!(e, AppError::BadRequest(_)), "{game}: {e:?}");
        assert!(e.to_string().contains("the coach is for a solved game"), "{game}: {e}");
    }
    assert!(saves(&svc).is_empty());
    svc.shutdown();
}
