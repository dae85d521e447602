//! Saves written by an older app open in this one, every one whole: `fixtures/saves-schema-10.db`
//! was written by the app before the matches and the saves were rebuilt (schema 10; the
//! program that wrote it is in `fixtures/README.md`). A schema change must keep passing this.

mod common;

use shuangcheng_engine::{EndReason, GameKind, Side};
use shuangcheng_lib::service::saves::SCHEMA_VERSION;
use shuangcheng_lib::service::{Phase, SaveSummary, Service, StorageState};

use common::{open, saves, side_setup, TempDir};

/// The fixture, copied where the app keeps its saves.
fn older_saves(dir: &TempDir) -> (Service, Vec<SaveSummary>) {
    let fixture = concat!(env!("CARGO_MANIFEST_DIR"), "/src-tauri/tests/fixtures/saves-schema-10.db");
    std::fs::copy(fixture, dir.db()).expect("the fixture");
    let (svc, _) = open(dir);
    let list = saves(&svc);
    (svc, list)
}

fn find(list: &[SaveSummary], game: GameKind, phase: Phase) -> &SaveSummary {
    list.iter()
        .find(|s| s.game == game && s.phase == phase)
        .unwrap_or_else(|| panic!("no {game} {phase:?}: {list:?}"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_save_of_an_older_app_is_listed_resumed_and_played_on() {
    let dir = TempDir::new("older-saves");
    let (svc, list) = older_saves(&dir);
    assert_eq!(svc.saves().status().state, StorageState::Ok);
    assert_eq!(list.len(), 4, "{list:?}");
    // Zhili with a turn timer: three moves kept, the fourth undone and waiting for redo, and
    // the clock the undo put back (Z7).
    let timed = find(&list, GameKind::Zhili, Phase::Playing);
    let s = svc.resume_game(&timed.id).unwrap();
    assert_eq!((s.board.ply, s.board.position.as_str()), (3, "bbs.bbr.rrr b 1"));
    assert!(s.can_redo && s.history.iter().all(|h| h.seat.is_some() && h.ms.is_some()));
    assert_eq!(s.clock.timer_secs, Some(60));
    assert_eq!(svc.redo(&timed.id).unwrap().board.ply, 4);
    // Twin Cities against the beginner, off screen before its reply: it replies once resumed.
    let twin = find(&list, GameKind::TwinCities, Phase::Playing);
    assert_eq!(twin.ply, 1);
    assert!(svc.resume_game(&twin.id).unwrap().ai_thinking);
    assert!(common::wait_for_human(&svc, &twin.id).await.board.ply >= 2);
    // Generals set up unseen: South's army in, North's curtain up; North sets up and play starts.
    let setup = find(&list, GameKind::Generals, Phase::Setup);
    let s = svc.resume_game(&setup.id).unwrap();
    assert_eq!(s.curtain.map(|c| c.side), Some(Side::Second));
    svc.open_curtain(&setup.id, Side::Second, None, None).unwrap();
    let s = svc.submit_setup(&setup.id, "north", &side_setup(serde_json::json!("raiders"))).unwrap();
    assert_eq!(s.phase, Phase::Playing);
    // Zhili given up by Red: over, and counted once in the statistics.
    let over = find(&list, GameKind::Zhili, Phase::Over);
    let outcome = svc.snapshot(&over.id).unwrap().outcome.expect("an outcome");
    assert_eq!((outcome.winner, outcome.reason), (Some(Side::Second), EndReason::RESIGNATION));
    let lines = svc.statistics().lines().unwrap();
    assert_eq!((lines.len(), lines[0].played, lines[0].losses), (1, 1, 1), "{lines:?}");
    // The settings and the lessons offered are as that app left them.
    let settings = svc.settings().get();
    assert_eq!((serde_json::to_value(settings.language).unwrap(), settings.thinking_secs), ("en".into(), 10));
    let offered: Vec<GameKind> =
        svc.lessons().progress().unwrap().into_iter().filter(|p| p.offered).map(|p| p.game).collect();
    assert_eq!(offered, [GameKind::TwinCities, GameKind::Zhili]);
    svc.shutdown();
}

#[test]
fn the_fixture_is_of_the_schema_it_is_named_for() {
    let fixture = concat!(env!("CARGO_MANIFEST_DIR"), "/src-tauri/tests/fixtures/saves-schema-10.db");
    let conn =
        rusqlite::Connection::open_with_flags(fixture, rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY).unwrap();
    let version: i64 = conn.query_row("PRAGMA user_version", [], |r| r.get(0)).unwrap();
    assert_eq!(version, 10);
    assert!(version <= SCHEMA_VERSION, "this app reads it, migrating it forward");
}
