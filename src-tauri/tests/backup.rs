//! The backup of everything and its restore: one file holds the games of all three games, the
//! statistics, the lessons' progress, the drills and the settings, taken with SQLite's online
//! backup API (changes still in the journal included); a restore merges by game id, in either
//! order and into saves that already hold games, duplicating nothing, losing nothing and saying
//! what it added; a file from a newer app, a torn one and one that is no backup are refused
//! with their codes, and nothing changes.

mod common;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use common::{open, options, pass_and_play, pick, wait_for_human, TempDir};
use serde_json::json;
use shuangcheng_engine::{GameKind, Side};
use shuangcheng_lib::service::saves::backup::BACKUP_ID;
use shuangcheng_lib::service::{AppError, Service};

/// Each saved game by id: its ply and position, as a resume gives them.
fn games(svc: &Service) -> BTreeMap<String, (usize, String)> {
    common::saves(svc)
        .into_iter()
        .map(|s| {
            let snap = svc.snapshot(&s.id).unwrap();
            (s.id, (snap.board.ply, snap.board.position))
        })
        .collect()
}

/// What a device holds besides its games: the statistics, the lessons offered and passed,
/// the drills, the language.
fn the_rest(svc: &Service) -> (String, String, usize, String) {
    let stats = serde_json::to_string(&svc.statistics().lines().unwrap()).unwrap();
    let lessons = serde_json::to_string(&svc.lessons().progress().unwrap()).unwrap();
    let drills = svc.drills().list().unwrap().pending.len();
    (stats, lessons, drills, format!("{:?}", svc.settings().get().language))
}

/// A device with a game of each of the three kinds under way, one finished against the
/// computer (a result for the statistics, and a drill from it), Zhili's first lesson offered
/// and passed, and English chosen.
async fn a_device(dir: &TempDir, seed: usize) -> Service {
    let (svc, _) = open(dir);
    for kind in [GameKind::Zhili, GameKind::TwinCities, GameKind::Generals] {
        let mut s = svc.new_game(pass_and_play(kind)).unwrap();
        for n in 0..6 + seed {
            if s.legal_actions.is_empty() {
                break;
            }
            s = svc.act(&s.id, &pick(&s, n + seed), s.board.ply).unwrap();
        }
    }
    // Red to move and win in 3 (Z9); 6-3 lets the win go: a drill, then Red resigns.
    let vs_ai = options(json!({
        "game": "zhili", "mode": "vs-ai", "timerSecs": null, "position": "bbb.sbrrrr. r 0",
        "seats": [{ "kind": "human" }, { "kind": "ai", "level": "beginner" }]
    }));
    let s = svc.new_game(vs_ai).unwrap();
    svc.act(&s.id, "6-3", 0).unwrap();
    wait_for_human(&svc, &s.id).await;
    svc.drills().make(&s.id).unwrap();
    svc.resign(&s.id, Side::First).unwrap();
    svc.lessons().mark_offered(GameKind::Zhili).unwrap();
    let first = svc.lessons().list(GameKind::Zhili).unwrap().lessons[0].id;
    let conn = rusqlite::Connection::open(dir.db()).unwrap();
    conn.execute(
        "INSERT INTO lesson_progress (lesson_id, game, passed_at, wrong_tries, updated_at)
         VALUES (?1, 'zhili', '2026-12-01T00:00:00.000Z', 1, '2026-12-01T00:00:00.000Z')",
        [&first],
    )
    .unwrap();
    let mut settings = svc.settings().get();
    settings.language = serde_json::from_value(json!("en")).unwrap();
    svc.settings().set(settings).unwrap();
    svc
}

fn back_up(svc: &Service, to: &Path) -> PathBuf {
    let done = svc.back_up(to).unwrap();
    assert_eq!(done.games as usize, svc.list_saves().unwrap().len());
    to.to_path_buf()
}

fn code(e: AppError) -> String {
    serde_json::to_value(&e).unwrap()["code"].as_str().unwrap().to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_backup_of_the_three_games_and_the_rest_restores_whole_on_a_new_device() {
    let (a, fresh) = (TempDir::new("backup-a"), TempDir::new("backup-new"));
    let old = a_device(&a, 0).await;
    let file = back_up(&old, &a.0.join("all.scbackup"));
    let conn = rusqlite::Connection::open(&file).unwrap();
    let (id, mode): (i32, String) = conn
        .query_row(
            "SELECT application_id, journal_mode FROM pragma_application_id, pragma_journal_mode",
            [],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap();
    assert_eq!((id, mode.as_str()), (BACKUP_ID, "delete"), "one file, marked as a backup");
    drop(conn);
    assert!(!Path::new(&format!("{}-wal", file.display())).exists());

    let (new, _) = open(&fresh);
    let restored = new.restore(&file).unwrap();
    assert_eq!(restored.games, 4);
    assert_eq!((restored.results, restored.drills), (1, 1));
    assert_eq!(restored.lessons, 1);
    assert!(restored.settings > 0);
    assert_eq!(games(&new), games(&old));
    assert_eq!(the_rest(&new), the_rest(&old), "statistics, lessons, drills and the language");
    for id in games(&new).keys() {
        new.resume_game(id).unwrap();
    }
    old.shutdown();
    new.shutdown();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn restoring_two_devices_in_either_order_into_saves_with_games_duplicates_and_loses_nothing() {
    let (a, b) = (TempDir::new("backup-order-a"), TempDir::new("backup-order-b"));
    let (first, second) = (a_device(&a, 0).await, a_device(&b, 1).await);
    let (file_a, file_b) =
        (back_up(&first, &a.0.join("a.scbackup")), back_up(&second, &b.0.join("b.scbackup")));
    let mut union = games(&first);
    union.extend(games(&second));
    let mut outcomes = Vec::new();
    for (order, tag) in [([&file_a, &file_b], "ab"), ([&file_b, &file_a], "ba")] {
        let dir = TempDir::new(&format!("backup-order-{tag}"));
        let (svc, _) = open(&dir);
        // Not empty: a game of its own, kept as it is.
        let own = svc.new_game(pass_and_play(GameKind::Zhili)).unwrap();
        let own = svc.act(&own.id, &pick(&own, 3), 0).unwrap();
        for file in order {
            svc.restore(file).unwrap();
        }
        let again = svc.restore(order[0]).unwrap();
        assert_eq!((again.games, again.results, again.drills), (0, 0, 0), "{tag}: nothing twice");
        let mut expected = union.clone();
        expected.insert(own.id.clone(), (own.board.ply, own.board.position.clone()));
        assert_eq!(games(&svc), expected, "{tag}: every game once");
        outcomes.push(the_rest(&svc));
        svc.shutdown();
    }
    assert_eq!(outcomes[0], outcomes[1], "the same saves whichever came first");
    first.shutdown();
    second.shutdown();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_in_both_keeps_the_version_here_and_the_moves_only_in_the_journal_are_backed_up() {
    let dir = TempDir::new("backup-same-id");
    let (svc, _) = open(&dir);
    let s = svc.new_game(pass_and_play(GameKind::TwinCities)).unwrap();
    let s = svc.act(&s.id, &pick(&s, 1), 0).unwrap();
    // The move is in the write-ahead journal, not yet in the database file.
    assert!(std::fs::metadata(format!("{}-wal", dir.db().display())).unwrap().len() > 0);
    let file = back_up(&svc, &dir.0.join("now.scbackup"));
    let later = svc.act(&s.id, &pick(&s, 2), 1).unwrap();
    assert_eq!(svc.restore(&file).unwrap().games, 0);
    assert_eq!(games(&svc)[&s.id].0, later.board.ply, "the game here is kept as it is");
    let elsewhere = TempDir::new("backup-same-id-new");
    let (other, _) = open(&elsewhere);
    other.restore(&file).unwrap();
    assert_eq!(games(&other)[&s.id].0, 1, "the move only in the journal was backed up");
    svc.shutdown();
    other.shutdown();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_newer_a_torn_and_a_foreign_file_are_refused_and_nothing_changes() {
    let dir = TempDir::new("backup-refused");
    let svc = a_device(&dir, 2).await;
    let file = back_up(&svc, &dir.0.join("good.scbackup"));
    let bytes = std::fs::read(&file).unwrap();
    let newer = dir.0.join("newer.scbackup");
    std::fs::copy(&file, &newer).unwrap();
    rusqlite::Connection::open(&newer).unwrap().pragma_update(None, "user_version", 99).unwrap();
    let torn = dir.0.join("torn.scbackup");
    std::fs::write(&torn, &bytes[..bytes.len() / 2]).unwrap();
    let garbled = dir.0.join("garbled.scbackup");
    let mut g = bytes.clone();
    // The second page: a table's first page, its header and cells overwritten.
    g[4096..4096 + 512].fill(0x5a);
    std::fs::write(&garbled, &g).unwrap();
    let text = dir.0.join("notes.scbackup");
    std::fs::write(&text, "a shopping list, not a backup").unwrap();
    let before = (games(&svc), the_rest(&svc));
    for (path, expected) in [
        (&newer, "backup.newer-version"),
        (&torn, "backup.damaged"),
        (&garbled, "backup.damaged"),
        (&text, "backup.not-a-backup"),
        (&dir.db(), "backup.not-a-backup"),
        (&dir.0.join("absent.scbackup"), "backup.not-a-backup"),
    ] {
        assert_eq!(code(svc.restore(path).unwrap_err()), expected, "{}", path.display());
        assert_eq!((games(&svc), the_rest(&svc)), before, "{}: nothing changes", path.display());
    }
    let leftovers: Vec<_> =
        std::fs::read_dir(&dir.0).unwrap().filter_map(|e| e.ok()).map(|e| e.file_name()).collect();
    assert!(!leftovers.iter().any(|n| n.to_string_lossy().contains("restoring")), "{leftovers:?}");
    assert_eq!(code(svc.back_up(&dir.0.join("no-such-folder/x.scbackup")).unwrap_err()), "file.write");
    svc.shutdown();
}
