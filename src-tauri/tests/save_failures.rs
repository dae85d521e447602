//! A failed save never stalls or forks a game, and one command is one transaction
//! (`docs/app-core.md`, "Saves under faults").
//!
//! - A change that cannot be committed leaves the game in memory as it was before it, is not
//!   acknowledged, and the saves wait for Retry or "play without saving"; after either, the
//!   game goes on by itself (the AI moves, a timed-out turn passes). Shown on a real full disk:
//!   a small tmpfs this test mounts (CI runs as root; where it cannot, the test fails).
//! - Every effect of a command (its actions, redo's plies, the game's row, the result for the
//!   statistics) is in one transaction: a failure injected before each of its statements
//!   saves all of them or none.

use std::path::{Path, PathBuf};
use std::time::Duration;

use serde_json::json;
use shuangcheng_lib::service::{AppResult, Fault, Phase, Problem, Service, Snapshot, StorageState};

mod common;
use common::mounts::Mount;
use common::{options, pass_and_play_zhili, pick, wait_for_human, Recorder, TempDir};

/// What the database holds of game `id`: its row, its actions and its result.
fn saved(db: &Path, id: &str) -> String {
    let conn = rusqlite::Connection::open(db).unwrap();
    let row: String = conn
        .query_row(
            "SELECT ply || ' ' || phase || ' ' || position || ' ' || coalesce(outcome, '-') FROM games WHERE id = ?1",
            [id],
            |r| r.get(0),
        )
        .unwrap();
    let mut stmt = conn
        .prepare("SELECT seq || ':' || action || ':' || undone FROM actions WHERE game_id = ?1 ORDER BY seq")
        .unwrap();
    let actions: Vec<String> = stmt.query_map([id], |r| r.get(0)).unwrap().map(Result::unwrap).collect();
    let results: i64 =
        conn.query_row("SELECT count(*) FROM results WHERE game_id = ?1", [id], |r| r.get(0)).unwrap();
    format!("{row} | {} | results: {results}", actions.join(" "))
}

/// What the player sees of a game.
fn seen(s: &Snapshot) -> (usize, String, Phase, usize, bool) {
    (s.board.ply, s.board.position.clone(), s.phase, s.history.len(), s.can_redo)
}

/// Runs `command` with a failure injected before its statement 0, 1, 2, … until it succeeds:
/// each failure leaves the database and the game as they were, the game on screen included
/// (and is not acknowledged); the success saves it all. Returns how many statements the
/// command's transaction has.
fn all_or_none(
    svc: &Service,
    db: &Path,
    id: &str,
    command: impl Fn(&Service) -> AppResult<Snapshot>,
) -> usize {
    let (db_before, game_before) = (saved(db, id), seen(&svc.snapshot(id).unwrap()));
    let on_screen_before = svc.game_on_screen();
    for n in 0..100 {
        svc.fail_commit_at(n).unwrap();
        match command(svc) {
            Ok(after) => {
                assert_ne!(saved(db, id), db_before, "the command saved its change");
                assert_ne!(seen(&after), game_before);
                return n;
            }
            Err(e) => {
                assert_eq!(e.problem(), Some(Problem::Io), "{e}");
                assert_eq!(
                    saved(db, id),
                    db_before,
                    "a failure before statement {n} saved part of the command"
                );
                assert_eq!(
                    seen(&svc.snapshot(id).unwrap()),
                    game_before,
                    "the game is as before (statement {n})"
                );
                assert_eq!(
                    svc.game_on_screen(),
                    on_screen_before,
                    "statement {n}: on screen or not as before"
                );
                assert_eq!(svc.saves().status().state, StorageState::Unavailable);
                assert_eq!(svc.retry_storage().state, StorageState::Ok);
            }
        }
    }
    panic!("the command never succeeded");
}

/// A pass-and-play Zhili game played at random to its end: its actions.
fn an_ending() -> Vec<String> {
    let rt = tokio::runtime::Handle::current();
    let svc = Service::in_memory(None, std::sync::Arc::new(Recorder::default()), rt);
    for seed in 0..50 {
        let mut s = svc.new_game(pass_and_play_zhili(None)).unwrap();
        let mut actions = Vec::new();
        for n in 0..400 {
            actions.push(pick(&s, n * 31 + seed));
            s = svc.act(&s.id, &actions[n], s.board.ply).unwrap();
            if s.phase == Phase::Over {
                return actions;
            }
        }
    }
    panic!("no random Zhili game ended");
}

#[tokio::test(flavor = "multi_thread")]
async fn a_games_last_action_its_result_and_its_statistics_are_saved_all_or_none() {
    let dir = TempDir::new("tx-end");
    let (svc, _) = common::open(&dir);
    let mut actions = an_ending();
    let last = actions.pop().unwrap();
    let g = svc.new_game(pass_and_play_zhili(None)).unwrap();
    for (ply, action) in actions.iter().enumerate() {
        svc.act(&g.id, action, ply).unwrap();
    }
    // Off screen (the app went to the background), it comes on screen only if the action is
    // saved. Drop the redo list, insert the action, the game's row, the result: four statements.
    svc.pause(&g.id).unwrap();
    let statements = all_or_none(&svc, &dir.db(), &g.id, |svc| svc.act(&g.id, &last, actions.len()));
    assert_eq!(statements, 5, "four statements, then the commit");
    assert!(saved(&dir.db(), &g.id).ends_with("results: 1"), "{}", saved(&dir.db(), &g.id));
    assert_eq!(svc.statistics().lines().unwrap().iter().map(|l| l.played).sum::<u32>(), 1);

    let g = svc.new_game(pass_and_play_zhili(None)).unwrap();
    let statements =
        all_or_none(&svc, &dir.db(), &g.id, |svc| svc.resign(&g.id, shuangcheng_engine::Side::First));
    assert_eq!(statements, 3, "the row and the result, then the commit");
    assert_eq!(svc.statistics().lines().unwrap().iter().map(|l| l.played).sum::<u32>(), 2);
}

#[tokio::test(flavor = "multi_thread")]
async fn a_redo_of_several_plies_is_saved_all_or_none() {
    let dir = TempDir::new("tx-redo");
    let (svc, _) = common::open(&dir);
    let g = svc
        .new_game(options(json!({
            "game": "zhili", "mode": "vs-ai",
            "seats": [{ "kind": "human" }, { "kind": "ai", "level": "beginner" }], "timerSecs": null
        })))
        .unwrap();
    let s = wait_for_human(&svc, &g.id).await;
    svc.act(&g.id, &pick(&s, 1), s.board.ply).unwrap();
    let played = wait_for_human(&svc, &g.id).await;
    let undone = svc.undo(&g.id).unwrap();
    assert_eq!(played.board.ply - undone.board.ply, 2, "the human's action and the AI's reply");
    svc.pause(&g.id).unwrap();
    let statements = all_or_none(&svc, &dir.db(), &g.id, |svc| svc.redo(&g.id));
    assert_eq!(statements, 4, "two plies and the row, then the commit");
    assert_eq!(svc.snapshot(&g.id).unwrap().board.ply, played.board.ply);
}

/// Fills the file system of `dir` up with one file, which is returned (delete it to free the
/// space).
fn fill(dir: &Path) -> PathBuf {
    use std::io::Write;
    let path = dir.join("filler");
    let mut f = std::fs::File::create(&path).unwrap();
    let block = vec![0u8; 4096];
    while f.write_all(&block).is_ok() {}
    let _ = f.sync_all();
    path
}

/// A 384 KiB tmpfs at `base/small`; the test fails, with the reason, where it cannot be made.
fn small_disk(base: &TempDir) -> Mount {
    Mount::tmpfs(&base.0.join("small"), 384).unwrap_or_else(|why| {
        panic!(
            "a tmpfs could not be mounted ({why}): this test needs root (as CI runs it) to fill a real disk"
        )
    })
}

async fn until(what: &str, mut done: impl FnMut() -> bool) {
    for _ in 0..2000 {
        if done() {
            return;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    panic!("timed out waiting until {what}");
}

/// A game against the AI on the small disk, the human's first action played and the disk
/// filled while the AI thinks (it hangs for its budget and the 2 s grace, then a legal move is
/// played for it): that move cannot be saved.
async fn ai_move_on_a_full_disk(mount: &Mount) -> (Service, std::sync::Arc<Recorder>, Snapshot, PathBuf) {
    let rec = std::sync::Arc::new(Recorder::default());
    let svc =
        Service::open(&mount.dir.join("shuangcheng.db"), rec.clone(), tokio::runtime::Handle::current());
    let g = svc
        .new_game(options(json!({
            "game": "zhili", "mode": "vs-ai",
            "seats": [{ "kind": "human" }, { "kind": "ai", "level": "beginner" }], "timerSecs": null
        })))
        .unwrap();
    svc.arm_fault(Fault::AiHang);
    let mine = svc.act(&g.id, &pick(&g, 0), 0).unwrap();
    let filler = fill(&mount.dir);
    // The saves become unavailable inside the failed commit; the notices are sent just after.
    until("the AI's move fails to save, and its notices are sent", || {
        svc.saves().status().state == StorageState::Unavailable && rec.count("app-notice") >= 2
    })
    .await;
    let status = svc.saves().status();
    assert_eq!(status.problem, Some(Problem::Full), "{status:?}");
    assert!(status.can_retry && status.can_play_without_saving, "{status:?}");
    assert_eq!(rec.count("app-notice"), 2, "the AI's timeout, then the failed save");
    // Not acknowledged: the game is as the human's action left it, and it waits.
    let now = svc.snapshot(&g.id).unwrap();
    assert_eq!(seen(&now), seen(&mine));
    assert!(!now.ai_thinking);
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(svc.snapshot(&g.id).unwrap().board.ply, mine.board.ply, "nothing runs while the saves wait");
    (svc, rec, mine, filler)
}

#[tokio::test(flavor = "multi_thread")]
async fn an_ai_move_on_a_full_disk_waits_and_after_retry_the_game_goes_on_by_itself() {
    let base = TempDir::new("full-ai");
    let mount = small_disk(&base);
    let (svc, _, mine, filler) = ai_move_on_a_full_disk(&mount).await;
    // Retry while the disk is still full: the AI moves again, and its move fails again.
    assert_eq!(svc.retry_storage().state, StorageState::Ok);
    until("the AI's move fails again", || svc.saves().status().state == StorageState::Unavailable).await;
    assert_eq!(svc.snapshot(&mine.id).unwrap().board.ply, mine.board.ply);
    std::fs::remove_file(&filler).unwrap();
    assert_eq!(svc.retry_storage().state, StorageState::Ok);
    let after = wait_for_human(&svc, &mine.id).await;
    assert_eq!(after.board.ply, mine.board.ply + 1, "the AI moved by itself after Retry");
    assert!(saved(&mount.dir.join("shuangcheng.db"), &mine.id).starts_with(&format!("{} ", after.board.ply)));
    svc.shutdown();
    common::fault_cases("full_disk_ai_move", 1);
}

#[tokio::test(flavor = "multi_thread")]
async fn playing_on_without_saving_after_a_full_disk_goes_on_and_a_later_retry_saves_it_all() {
    let base = TempDir::new("full-memory");
    let mount = small_disk(&base);
    let (svc, _, mine, filler) = ai_move_on_a_full_disk(&mount).await;
    assert_eq!(svc.play_without_saving().state, StorageState::WithoutSaving);
    let after = wait_for_human(&svc, &mine.id).await;
    assert_eq!(after.board.ply, mine.board.ply + 1, "the AI moved by itself, in memory");
    let next = svc.act(&mine.id, &pick(&after, 2), after.board.ply).unwrap();
    let next = wait_for_human(&svc, &next.id).await;
    // Space again: Retry copies the game, already in the file at an older ply, over it (twice:
    // a second Retry finds nothing to clash with either).
    std::fs::remove_file(&filler).unwrap();
    for _ in 0..2 {
        let status = svc.retry_storage();
        assert_eq!(status.state, StorageState::Ok, "{status:?}");
    }
    let db = mount.dir.join("shuangcheng.db");
    assert!(saved(&db, &mine.id).starts_with(&format!("{} ", next.board.ply)), "{}", saved(&db, &mine.id));
    svc.shutdown();
    common::fault_cases("full_disk_without_saving", 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_timeout_on_a_full_disk_passes_the_turn_after_retry() {
    let base = TempDir::new("full-timeout");
    let mount = small_disk(&base);
    let rec = std::sync::Arc::new(Recorder::default());
    let svc =
        Service::open(&mount.dir.join("shuangcheng.db"), rec.clone(), tokio::runtime::Handle::current());
    let g = svc.new_game(pass_and_play_zhili(Some(10))).unwrap();
    let filler = fill(&mount.dir);
    until("the timed-out turn fails to save", || svc.saves().status().state == StorageState::Unavailable)
        .await;
    let now = svc.snapshot(&g.id).unwrap();
    assert_eq!(
        (now.board.ply, now.clock.remaining_ms),
        (0, Some(0)),
        "the turn is as it was, its time run out"
    );
    std::fs::remove_file(&filler).unwrap();
    assert_eq!(svc.retry_storage().state, StorageState::Ok);
    until("the turn passes by itself", || svc.snapshot(&g.id).unwrap().board.ply == 1).await;
    assert_eq!(svc.snapshot(&g.id).unwrap().history[0].text, "pass");
    svc.shutdown();
    common::fault_cases("full_disk_timeout", 1);
}

#[tokio::test(flavor = "multi_thread")]
async fn a_corrupt_file_on_a_full_disk_is_kept_aside_and_the_player_told_where() {
    let base = TempDir::new("full-corrupt");
    let mount = small_disk(&base);
    let db = mount.dir.join("shuangcheng.db");
    let damaged = b"this is not a database, and it fills one page of bytes ".repeat(80);
    std::fs::write(&db, &damaged).unwrap();
    let _filler = fill(&mount.dir);
    let rec = std::sync::Arc::new(Recorder::default());
    let svc = Service::open(&db, rec, tokio::runtime::Handle::current());
    let status = svc.saves().status();
    assert_eq!(
        (status.state, status.problem),
        (StorageState::Unavailable, Some(Problem::Full)),
        "{status:?}"
    );
    let kept =
        status.kept_at.clone().unwrap_or_else(|| panic!("where the damaged file went is told: {status:?}"));
    assert!(status.message.contains(&kept), "and said (it is logged as said): {}", status.message);
    assert_eq!(std::fs::read(&kept).unwrap(), damaged, "its bytes are kept");
    common::fault_cases("full_disk_corrupt_file", 1);
}
