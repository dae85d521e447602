//! AI turns at the player's pace: an AI action that follows another AI
//! action waits for the `aiPace` setting's pause, told in its `ai-thinking` event; "skip to my
//! turn" drops the pauses until a human is to act.

mod common;

use common::{open, options, wait_for_human, Recorder, TempDir};
use serde_json::json;
use shuangcheng_lib::service::{AiPace, AppError, Event, Phase, Service, Settings};

/// North to move, played by the computer's easy level: its turn is a choice of general and
/// mode, its units' actions and `end`, several actions in a row (G5).
fn north_ai_to_move() -> shuangcheng_lib::service::NewGameOptions {
    options(json!({
        "game": "generals", "mode": "vs-ai", "timerSecs": null,
        "position": "n 0 r0=GN@a1,r1=CB@e1,y0=GN@k13,y1=LI@e4,y2=SH@g1",
        "seats": [{ "kind": "human" }, { "kind": "ai", "level": "easy" }]
    }))
}

/// The pauses of the AI searches started, by ply, from the `index`th event on.
fn pauses(rec: &Recorder, index: usize) -> Vec<(usize, u64)> {
    rec.0.lock().unwrap()[index..]
        .iter()
        .filter_map(|e| match e {
            Event::AiThinking(t) if t.thinking => {
                Some((t.ply, t.pause_ms.expect("a started search tells its pause")))
            }
            _ => None,
        })
        .collect()
}

fn set_pace(svc: &Service, pace: AiPace) {
    svc.settings().set(Settings { ai_pace: pace, ..svc.settings().get() }).unwrap();
}

#[tokio::test]
async fn g5_an_ai_action_after_an_ai_action_waits_for_the_pace() {
    let dir = TempDir::new("pace");
    let (svc, rec) = open(&dir);
    set_pace(&svc, AiPace::Normal);
    let began = std::time::Instant::now();
    let g = svc.new_game(north_ai_to_move()).unwrap();
    let human = wait_for_human(&svc, &g.id).await;
    let started = pauses(&rec, 0);
    assert!(human.board.ply >= 2 && started.len() == human.board.ply, "one search a ply: {started:?}");
    // The first action follows no AI action; every other one of the turn waits 400 ms, and
    // the turn took at least those pauses (a lower bound: a loaded machine only adds to it).
    assert_eq!(started[0], (0, 0));
    let pause = AiPace::Normal.pause();
    assert!(started[1..].iter().all(|&(_, ms)| ms == pause.as_millis() as u64), "{started:?}");
    assert!(began.elapsed() >= pause * (started.len() as u32 - 1), "the pauses were waited");
    // At the instant pace, no action waits.
    set_pace(&svc, AiPace::Instant);
    let h = svc.new_game(north_ai_to_move()).unwrap();
    let from = rec.0.lock().unwrap().len();
    wait_for_human(&svc, &h.id).await;
    assert!(pauses(&rec, from).iter().all(|&(_, ms)| ms == 0));
    svc.shutdown();
}

#[tokio::test]
async fn skip_to_my_turn_drops_the_pauses_until_a_human_acts() {
    let dir = TempDir::new("pace-skip");
    let (svc, rec) = open(&dir);
    set_pace(&svc, AiPace::Slow);
    let g = svc.new_game(north_ai_to_move()).unwrap();
    let skipped = svc.skip_to_turn(&g.id).unwrap();
    let from = rec.0.lock().unwrap().len();
    let human = wait_for_human(&svc, &g.id).await;
    // Every search started after the skip waited for nothing (the turn's later actions were
    // still to come: the second waits 900 ms unskipped); at the human's turn the skip is over.
    let after = pauses(&rec, from);
    assert!(!after.is_empty() && after.iter().all(|&(_, ms)| ms == 0), "{after:?}");
    // The turn's second action waits 900 ms unskipped, so the AI was still to act.
    assert!(skipped.skipping && skipped.ai_thinking, "skipping while the AI acts");
    // The wait also ends at a game's end: the skip must be over because the human is to act.
    assert_eq!(human.phase, Phase::Playing, "the AI's turn did not end the game");
    assert!(human.human_to_act && !human.skipping, "the skip ends at the human's turn");
    // With the human to act, a skip asks nothing of the AI and changes nothing.
    let again = svc.skip_to_turn(&g.id).unwrap();
    assert!(again.human_to_act && !again.ai_thinking && !again.skipping, "no skip at the human's turn");
    assert_eq!(again.board.ply, human.board.ply, "and nothing played");
    // A game between two people has no AI turn to skip.
    let people = svc.new_game(common::pass_and_play_zhili(None)).unwrap();
    assert!(matches!(svc.skip_to_turn(&people.id), Err(AppError::BadRequest(_))));
    svc.shutdown();
}

#[tokio::test]
async fn a_timed_game_has_no_pauses_its_clock_would_spend() {
    let dir = TempDir::new("pace-timed");
    let (svc, rec) = open(&dir);
    set_pace(&svc, AiPace::Slow);
    let mut timed = north_ai_to_move();
    timed.timer_secs = Some(Some(60));
    let g = svc.new_game(timed).unwrap();
    wait_for_human(&svc, &g.id).await;
    let started = pauses(&rec, 0);
    assert!(started.len() >= 2 && started.iter().all(|&(_, ms)| ms == 0), "{started:?}");
    svc.shutdown();
}
