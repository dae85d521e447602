//! Review and statistics through the app core: a finished Zhili game replayed ply by ply with
//! the solver's verdicts and its turning moves, a damaged save replayed as far as it goes, the
//! value analysis of a Twin Cities game with its progress events and cancel, and the
//! statistics a finished game adds to (and their reset).

mod common;

use std::time::Duration;

use common::{open, pick, TempDir};
use serde_json::json;
use shuangcheng_engine::review::{Verdict, VerdictChange};
use shuangcheng_engine::{GameKind, Side};
use shuangcheng_lib::service::events::AnalysisProgress;
use shuangcheng_lib::service::{AppError, Event, Phase, Service};

/// A Zhili line from a won position (Z9): Red's 8-10 lets the win go (win → draw), Black's
/// 4-6 loses the draw (draw → loss), and Red traps Black with 8-7.
const LINE: [&str; 11] = ["8-10", "3-7", "6-3", "4-6", "9-8", "6-4", "7-6", "4-7", "6-4", "7-6", "8-7"];

fn record(actions: &[&str]) -> String {
    let mut text = "# Shuangcheng game record\ngame: zhili\nstart: bbbsbrr.rr. r 0\n".to_string();
    for (i, a) in actions.iter().enumerate() {
        text.push_str(&format!("{}. {a}\n", i + 1));
    }
    text
}

/// The last move played in the app: the game ends there (and counts in the statistics).
fn finished_zhili(svc: &Service) -> String {
    let snap = svc.import_game(&record(&LINE[..10])).unwrap();
    let over = svc.act(&snap.id, LINE[10], 10).unwrap();
    assert_eq!(over.phase, Phase::Over);
    assert_eq!(over.outcome.unwrap().winner, Some(Side::First));
    snap.id
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_zhili_game_shows_its_verdicts_and_turning_moves() {
    let dir = TempDir::new("review");
    let (svc, _) = open(&dir);
    let id = finished_zhili(&svc);
    let review = svc.review().open(&id).unwrap();
    assert_eq!(review.moves.len(), 11);
    assert_eq!((review.recorded, review.stop.is_none(), review.can_analyze), (11, true, false));
    assert_eq!(review.moves[3].side, Side::Second);
    let verdicts = review.verdicts.unwrap();
    assert_eq!(verdicts[0].before, Verdict::Win(1));
    assert_eq!(verdicts[0].change, Some(VerdictChange::WinToDraw), "8-10 let the win go");
    assert_eq!(verdicts[3].change, Some(VerdictChange::DrawToLoss), "4-6 lost the draw");
    assert_eq!(verdicts.iter().filter(|v| v.change.is_some()).count(), 2);
    let start = svc.review().board(&id, 0).unwrap();
    assert_eq!((start.board.position.as_str(), start.board.last_action), ("bbbsbrr.rr. r 0", None));
    let after = svc.review().board(&id, 1).unwrap();
    assert_eq!(after.board.last_action.as_deref(), Some("8-10"));
    assert_eq!(after.board.to_move, Side::Second);
    assert!(svc.review().board(&id, 11).unwrap().outcome.is_some());
    assert!(matches!(svc.review().board(&id, 12), Err(AppError::BadRequest(_))));
    assert!(matches!(svc.review().board("other", 0), Err(AppError::Stale(_))));
    assert!(
        matches!(svc.review().analyze(&id, None), Err(AppError::NotAllowed(_))),
        "Zhili has exact verdicts"
    );
    // Play from here: a new game from the reviewed position.
    let here = svc
        .new_game(
            serde_json::from_value(json!({
                "game": "zhili", "mode": "pass-and-play", "seats": [{ "kind": "human" }, { "kind": "human" }],
                "timerSecs": null, "position": after.board.position
            }))
            .unwrap(),
        )
        .unwrap();
    assert_eq!(
        (here.board.position, here.board.ply, here.board.to_move),
        (after.board.position, 0, Side::Second)
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_damaged_save_is_reviewed_as_far_as_it_replays() {
    let dir = TempDir::new("review-damaged");
    let id = {
        let (svc, _) = open(&dir);
        finished_zhili(&svc)
    };
    {
        let conn = rusqlite::Connection::open(dir.db()).unwrap();
        conn.execute("UPDATE actions SET action = '0-1' WHERE game_id = ?1 AND seq = 4", [&id]).unwrap();
    }
    let (svc, _) = open(&dir);
    assert_eq!(svc.resume_game(&id).unwrap_err().kind(), "storage", "the save is damaged");
    let review = svc.review().open(&id).unwrap();
    assert_eq!((review.moves.len(), review.recorded), (4, 11));
    let stop = review.stop.unwrap();
    assert_eq!((stop.ply, stop.action.as_str()), (4, "0-1"));
    assert!(!stop.message.is_empty());
    assert_eq!(review.verdicts.unwrap().len(), 4);
    assert_eq!(svc.review().board(&id, 4).unwrap().board.last_action.as_deref(), Some("4-6"));
}

fn progress_of(events: &[Event], job: u64) -> Vec<AnalysisProgress> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::AnalysisProgress(p) if p.job == job => Some(p.clone()),
            _ => None,
        })
        .collect()
}

async fn wait_analysis(rec: &common::Recorder, job: u64) -> AnalysisProgress {
    for _ in 0..1200 {
        let events = rec.0.lock().unwrap().clone();
        if let Some(last) = progress_of(&events, job).into_iter().find(|p| p.finished || p.cancelled) {
            return last;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("analysis {job} did not end within a minute");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_twin_cities_game_is_analysed_off_the_caller_with_progress_and_can_be_cancelled() {
    let dir = TempDir::new("review-analysis");
    let (svc, rec) = open(&dir);
    let mut snap = svc.new_game(common::pass_and_play(GameKind::TwinCities)).unwrap();
    for n in 0..10 {
        if snap.legal_actions.is_empty() {
            break;
        }
        snap = svc.act(&snap.id, &pick(&snap, n), snap.board.ply).unwrap();
    }
    let plies = snap.board.ply;
    assert!(plies >= 4, "{:?}", snap.outcome);
    let review = svc.review().open(&snap.id).unwrap();
    assert!(review.can_analyze && review.verdicts.is_none());
    assert!(
        matches!(svc.review().analyze(&snap.id, Some(20)), Err(AppError::BadRequest(_))),
        "20 ms a position is below the least budget"
    );
    let job = svc.review().analyze(&snap.id, Some(50)).unwrap();
    let done = wait_analysis(&rec, job).await;
    assert!(done.finished && !done.cancelled);
    assert_eq!((done.done, done.total, done.values.len()), (plies + 1, plies + 1, plies + 1));
    assert!(done.values.iter().all(|v| v.is_some_and(|x| (-1.0..=1.0).contains(&x))));
    let events = rec.0.lock().unwrap().clone();
    assert!(progress_of(&events, job).len() >= 2, "progress before the end");
    // A second analysis cancelled at once ends as cancelled (or finished, if it was quicker).
    let again = svc.review().analyze(&snap.id, Some(10_000)).unwrap();
    svc.review().cancel(again);
    let end = wait_analysis(&rec, again).await;
    assert!(end.cancelled, "10 s a position: the cancel came long before the end");
    assert!(end.done < end.total);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_generals_game_is_analysed_action_by_action() {
    let dir = TempDir::new("review-generals");
    let (svc, rec) = open(&dir);
    let mut snap = svc.new_game(common::pass_and_play(GameKind::Generals)).unwrap();
    for n in 0..12 {
        if snap.legal_actions.is_empty() {
            break;
        }
        snap = svc.act(&snap.id, &pick(&snap, n), snap.board.ply).unwrap();
    }
    assert!(snap.board.ply >= 6);
    let review = svc.review().open(&snap.id).unwrap();
    assert_eq!(review.moves.len(), snap.board.ply);
    let job = svc.review().analyze(&snap.id, None).unwrap();
    let done = wait_analysis(&rec, job).await;
    assert!(done.finished);
    assert_eq!(done.values.len(), snap.board.ply + 1);
    assert!(done.values.iter().all(|v| v.is_some_and(|x| (-1.0..=1.0).contains(&x))));
    assert!(done.mistakes.iter().all(|&m| m < snap.board.ply));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_game_counts_once_in_its_line_and_a_reset_clears_it() {
    let dir = TempDir::new("stats");
    let (svc, _) = open(&dir);
    assert!(svc.statistics().lines().unwrap().is_empty());
    let id = finished_zhili(&svc);
    // An imported finished game does not count: only games ended in the app do.
    svc.import_game(&record(&LINE)).unwrap();
    let vs_ai = svc
        .new_game(serde_json::from_value(json!({
            "game": "zhili", "mode": "vs-ai", "seats": [{ "kind": "human" }, { "kind": "ai", "level": "easy" }],
            "timerSecs": null
        })).unwrap())
        .unwrap();
    svc.resign(&vs_ai.id, Side::First).unwrap();
    let lines = svc.statistics().lines().unwrap();
    assert_eq!(lines.len(), 2, "{lines:?}");
    let pnp = lines.iter().find(|l| l.mode == "pass-and-play").unwrap();
    assert_eq!((pnp.played, pnp.wins, pnp.longest_streak, pnp.fastest_win_plies), (1, 1, 1, Some(11)));
    let ai = lines.iter().find(|l| l.mode == "vs-ai").unwrap();
    assert_eq!((ai.level.as_str(), ai.played, ai.losses, ai.wins), ("easy", 1, 1, 0));
    // Undo and the same end again: still one game.
    svc.undo(&id).unwrap();
    svc.act(&id, LINE[10], 10).unwrap();
    assert_eq!(svc.statistics().lines().unwrap().iter().map(|l| l.played).sum::<u32>(), 2);
    let left = svc.statistics().reset(Some(GameKind::TwinCities)).unwrap();
    assert_eq!(left.len(), 2);
    assert!(svc.statistics().reset(None).unwrap().is_empty());
    assert!(svc.snapshot(&id).is_ok(), "a reset leaves the saved games");
}
