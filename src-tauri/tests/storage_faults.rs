//! The saves under storage faults, on real files: a database truncated or overwritten with
//! random bytes, a damaged journal, a read-only directory, a disk that fills up mid-game, a
//! database from a newer app, unreadable rows. In every case: no panic, no silent loss, and a
//! status or error that says what happened.

mod common;

use std::path::Path;

use common::mounts::{Mount, ReadOnly};
use common::{open, pass_and_play_zhili, pick, saves, TempDir};
use rand::{Rng, SeedableRng};
use shuangcheng_lib::service::saves::journal;
use shuangcheng_lib::service::{AppError, Problem, SaveEntry, Service, Snapshot, StorageState};

/// Three games with a few moves each, the app closed cleanly (the journal checkpointed into
/// the file). Returns each game as last seen.
async fn populated(dir: &TempDir) -> Vec<Snapshot> {
    let (svc, _) = open(dir);
    let mut games = Vec::new();
    for g in 0..3 {
        let mut s = svc.new_game(pass_and_play_zhili(Some(60))).unwrap();
        for n in 0..(2 + g) {
            s = svc.act(&s.id, &pick(&s, n), s.board.ply).unwrap();
        }
        games.push(svc.pause(&s.id).unwrap());
    }
    svc.shutdown();
    drop(svc);
    assert!(!wal_path(&dir.db()).exists(), "a clean close leaves no journal");
    games
}

fn wal_path(db: &Path) -> std::path::PathBuf {
    shuangcheng_lib::service::saves::sidecar(db, "-wal")
}

/// Every one of `games` is in the saves list at its ply: anything less is a silent loss.
fn every_game_is_there(svc: &Service, games: &[Snapshot], what: &str) {
    let listed = saves(svc);
    for g in games {
        let save = listed.iter().find(|s| s.id == g.id);
        assert!(save.is_some_and(|s| s.ply == g.board.ply), "{what}: silent loss of {}", g.id);
    }
}

/// After opening a damaged copy of `games`' database: either the damage was proven (the file
/// moved aside with its bytes unchanged, the player told where, a fresh database that works),
/// or every game is there as it was. Anything else is a silent loss.
async fn proven_or_intact(dir: &TempDir, damaged: &[u8], games: &[Snapshot], what: &str) -> bool {
    let (svc, _) = open(dir);
    let status = svc.saves().status();
    match status.state {
        StorageState::Recovered => {
            assert_eq!(status.problem, Some(Problem::Corrupt), "{what}: {status:?}");
            let kept = status.kept_at.clone().expect("where the file went");
            assert_eq!(
                std::fs::read(&kept).unwrap(),
                damaged,
                "{what}: the damaged bytes are kept as they were"
            );
            assert!(status.message.contains(&kept), "{what}: the player is told where: {}", status.message);
            assert!(svc.list_saves().unwrap().is_empty());
            svc.new_game(pass_and_play_zhili(None)).unwrap();
            true
        }
        StorageState::Ok => {
            every_game_is_there(&svc, games, what);
            for g in games {
                let back = svc.snapshot(&g.id).unwrap();
                assert_eq!(
                    (back.board.position, back.board.ply),
                    (g.board.position.clone(), g.board.ply),
                    "{what}"
                );
            }
            false
        }
        _ => panic!("{what}: {status:?}"),
    }
}

#[tokio::test]
async fn a_database_truncated_at_50_random_offsets_is_moved_aside_or_intact() {
    let src = TempDir::new("trunc-src");
    let games = populated(&src).await;
    let bytes = std::fs::read(src.db()).unwrap();
    let mut rng = rand::rngs::StdRng::seed_from_u64(10);
    let mut moved = 0;
    for _ in 0..50 {
        let at = rng.gen_range(1..bytes.len());
        let dir = TempDir::new("trunc");
        std::fs::write(dir.db(), &bytes[..at]).unwrap();
        moved += proven_or_intact(&dir, &bytes[..at], &games, &format!("truncated at {at}")).await as usize;
    }
    assert!(moved > 0, "some truncations are proven corrupt");
    common::fault_cases("truncated_database", 50);
}

#[tokio::test]
async fn a_database_overwritten_with_random_bytes_is_moved_aside_or_intact() {
    let src = TempDir::new("garble-src");
    let games = populated(&src).await;
    let bytes = std::fs::read(src.db()).unwrap();
    let mut rng = rand::rngs::StdRng::seed_from_u64(11);
    for round in 0..50 {
        let mut damaged = bytes.clone();
        if round == 0 {
            // The whole file.
            rng.fill(&mut damaged[..]);
        } else {
            let len = rng.gen_range(1..2048).min(damaged.len());
            let at = rng.gen_range(0..damaged.len() - len);
            rng.fill(&mut damaged[at..at + len]);
        }
        let dir = TempDir::new("garble");
        std::fs::write(dir.db(), &damaged).unwrap();
        let proven = proven_or_intact(&dir, &damaged, &games, &format!("round {round}")).await;
        assert!(proven || round > 0, "random bytes are not a database");
    }
    common::fault_cases("garbled_database", 50);
}

/// The files a killed app leaves: three games checkpointed into the file, then six more moves
/// in the journal, copied while the app runs. Returns the two files, the game as checkpointed
/// and as last answered.
async fn killed_with_journal() -> (Vec<u8>, Vec<u8>, Snapshot, Snapshot) {
    let dir = TempDir::new("wal-src");
    let games = populated(&dir).await;
    let (svc, _) = open(&dir);
    let mut s = svc.resume_game(&games[0].id).unwrap();
    for n in 0..6 {
        s = svc.act(&s.id, &pick(&s, n), s.board.ply).unwrap();
    }
    let files = (std::fs::read(dir.db()).unwrap(), std::fs::read(wal_path(&dir.db())).unwrap());
    std::mem::forget(svc);
    (files.0, files.1, games[0].clone(), s)
}

#[tokio::test]
async fn a_damaged_journal_is_kept_and_told_and_the_saves_before_it_stay() {
    let (db, wal_bytes, checkpointed, last) = killed_with_journal().await;
    assert_eq!(journal::check_bytes(&wal_bytes, &db), None, "an intact journal");
    let page = u32::from_be_bytes([wal_bytes[8], wal_bytes[9], wal_bytes[10], wal_bytes[11]]) as usize;
    let frames = (wal_bytes.len() - 32) / (24 + page);
    assert!(frames >= 6, "{frames} frames");

    // A byte flipped inside the second frame's page: the commits after it would be dropped.
    let mut damaged = wal_bytes.clone();
    damaged[32 + (24 + page) + 24 + 100] ^= 0x55;
    let found = journal::check_bytes(&damaged, &db).expect("the damage is found");
    assert_eq!(found.good_frames, 1);
    assert!(found.lost_commits >= 2, "{found:?}");
    let dir = TempDir::new("wal-damaged");
    std::fs::write(dir.db(), &db).unwrap();
    std::fs::write(wal_path(&dir.db()), &damaged).unwrap();
    let (svc, rec) = open(&dir);
    let status = svc.saves().status();
    assert_eq!(status.state, StorageState::Recovered);
    assert_eq!(status.problem, Some(Problem::JournalDamaged));
    let kept = status.kept_at.clone().unwrap();
    assert_eq!(std::fs::read(&kept).unwrap(), db, "a copy of the database as it was");
    assert_eq!(std::fs::read(format!("{kept}-wal")).unwrap(), damaged, "and of the damaged journal");
    assert!(status.message.contains(&kept), "{}", status.message);
    assert_eq!(rec.count("storage-status"), 1, "told at start");
    // The saves before the damage are there; the damaged commits are not replayed; a new game
    // saves.
    let listed = saves(&svc);
    assert_eq!(listed.len(), 3);
    let game = listed.iter().find(|g| g.id == checkpointed.id).unwrap();
    assert!(
        game.ply >= checkpointed.board.ply && game.ply < last.board.ply,
        "{} {} {}",
        checkpointed.board.ply,
        game.ply,
        last.board.ply
    );
    svc.new_game(pass_and_play_zhili(None)).unwrap();

    // A damaged header hides every frame: the same.
    let mut header = wal_bytes.clone();
    header[20] ^= 0xff;
    assert!(journal::check_bytes(&header, &db).is_some());
    // The last transaction alone damaged looks like one torn by a power cut before it was
    // acknowledged: SQLite drops it, and that is no loss of an acknowledged change.
    let mut torn = wal_bytes.clone();
    let end = torn.len() - 10;
    torn[end] ^= 0x55;
    assert_eq!(journal::check_bytes(&torn, &db), None);
    common::fault_cases("damaged_journal", 3);
}

/// After opening a database cut short (`cut`) under its journal (`journal`): either every
/// committed row is readable (the journal holds what the file lost), or both files' original
/// bytes are kept together, the player is told where, and the games rebuilt from them replay.
async fn committed_or_kept(cut: &[u8], journal: &[u8], games: &[Snapshot], what: &str) -> bool {
    let dir = TempDir::new("cut");
    std::fs::write(dir.db(), cut).unwrap();
    std::fs::write(wal_path(&dir.db()), journal).unwrap();
    let (svc, rec) = open(&dir);
    let status = svc.saves().status();
    match status.state {
        StorageState::Recovered => {
            assert_eq!(status.problem, Some(Problem::CutShort), "{what}: {status:?}");
            let kept = status.kept_at.clone().expect("where the files went");
            assert_eq!(std::fs::read(&kept).unwrap(), cut, "{what}: the database's bytes are kept");
            assert_eq!(std::fs::read(format!("{kept}-wal")).unwrap(), journal, "{what}: and the journal's");
            assert!(status.message.contains(&kept), "{what}: the player is told where: {}", status.message);
            assert_eq!(rec.count("storage-status"), 1, "{what}: told at start");
            let rebuilt = saves(&svc);
            assert_eq!(status.recovered_games, Some(rebuilt.len()), "{what}");
            for save in &rebuilt {
                svc.resume_game(&save.id).unwrap();
            }
            svc.new_game(pass_and_play_zhili(None)).unwrap();
            true
        }
        StorageState::Ok => {
            every_game_is_there(&svc, games, what);
            false
        }
        _ => panic!("{what}: {status:?}"),
    }
}

#[tokio::test]
async fn a_database_cut_short_under_its_journal_keeps_the_commits_or_both_files() {
    let (db, journal, _, last) = killed_with_journal().await;
    let mut games: Vec<Snapshot> = Vec::new();
    {
        // Every game as committed: the files opened whole.
        let dir = TempDir::new("cut-whole");
        std::fs::write(dir.db(), &db).unwrap();
        std::fs::write(wal_path(&dir.db()), &journal).unwrap();
        let (svc, _) = open(&dir);
        for save in saves(&svc) {
            games.push(svc.snapshot(&save.id).unwrap());
        }
        assert!(
            games.iter().any(|g| g.id == last.id && g.board.ply == last.board.ply),
            "the journal's commits"
        );
    }
    let mut rng = rand::rngs::StdRng::seed_from_u64(12);
    let cuts = [0, db.len() / 2].into_iter().chain((0..50).map(|_| rng.gen_range(0..db.len())));
    let (mut cases, mut kept) = (0, 0);
    for at in cuts {
        kept += committed_or_kept(&db[..at], &journal, &games, &format!("cut at {at}")).await as usize;
        cases += 1;
    }
    assert!(committed_or_kept(&[], &journal, &games, "empty").await, "an empty file is damage");
    assert!(kept > 0, "some cuts lose pages the journal does not hold");
    println!("cut short: {cases} cuts, {kept} kept aside, the rest readable whole");
    common::fault_cases("cut_short", cases + 1);
}

#[tokio::test]
async fn an_empty_database_beside_a_journal_without_a_readable_commit_is_kept_aside() {
    let dir = TempDir::new("empty-unreadable-journal");
    let journal = vec![0x5a; 4096 + 32];
    std::fs::write(dir.db(), b"").unwrap();
    std::fs::write(wal_path(&dir.db()), &journal).unwrap();
    let (svc, _) = open(&dir);
    let status = svc.saves().status();
    assert_eq!(
        (status.state, status.problem),
        (StorageState::Recovered, Some(Problem::CutShort)),
        "{status:?}"
    );
    let kept = status.kept_at.clone().expect("where the files went");
    assert_eq!(std::fs::read(format!("{kept}-wal")).unwrap(), journal, "the journal's bytes are kept");
    assert_eq!(status.recovered_games, Some(0));
    common::fault_cases("empty_beside_unreadable_journal", 1);
}

#[tokio::test]
async fn a_folder_whose_file_system_refuses_locks_still_opens_the_saves_with_a_warning() {
    let dir = TempDir::new("no-locks");
    let games = populated(&dir).await;
    shuangcheng_lib::service::saves::lock::refuse_locks_in(&dir.0);
    let (svc, rec) = open(&dir);
    let status = svc.saves().status();
    assert_eq!(status.state, StorageState::Unlocked, "{status:?}");
    assert_eq!(status.problem, Some(Problem::NoLock));
    assert!(status.message.contains("refuses locks"), "{}", status.message);
    assert_eq!(rec.count("storage-status"), 1, "told at start");
    assert_eq!(saves(&svc).len(), games.len(), "the saves are open");
    let g = svc.new_game(pass_and_play_zhili(None)).unwrap();
    svc.act(&g.id, &pick(&g, 0), 0).unwrap();
    drop(svc);
    let (svc, _) = open(&dir);
    assert_eq!(svc.snapshot(&g.id).unwrap().board.ply, 1, "saved in the file");
    common::fault_cases("refused_lock", 1);
}

#[tokio::test]
async fn a_database_from_a_newer_app_is_left_untouched_and_the_player_may_play_without_saving() {
    let dir = TempDir::new("newer");
    {
        let conn = rusqlite::Connection::open(dir.db()).unwrap();
        conn.execute_batch("PRAGMA journal_mode = WAL; CREATE TABLE future (x); PRAGMA user_version = 99;")
            .unwrap();
    }
    let before = std::fs::read(dir.db()).unwrap();
    let (svc, rec) = open(&dir);
    let status = svc.saves().status();
    assert_eq!(status.state, StorageState::NewerVersion);
    assert!(status.message.contains("newer version of 双城棋院; update the app"), "{}", status.message);
    assert!(status.can_play_without_saving);
    assert_eq!(rec.count("storage-status"), 1);
    assert_eq!(svc.list_saves().unwrap_err().kind(), "storage");
    assert_eq!(svc.new_game(pass_and_play_zhili(None)).unwrap_err().kind(), "storage");
    let status = svc.play_without_saving();
    assert_eq!(status.state, StorageState::WithoutSaving);
    assert!(!status.can_retry, "an update, not a retry, fixes this");
    let g = svc.new_game(pass_and_play_zhili(None)).unwrap();
    svc.act(&g.id, &pick(&g, 0), 0).unwrap();
    assert_eq!(saves(&svc).len(), 1);
    drop(svc);
    assert_eq!(std::fs::read(dir.db()).unwrap(), before, "never moved or changed");
    let names: Vec<_> = std::fs::read_dir(&dir.0).unwrap().map(|e| e.unwrap().file_name()).collect();
    assert!(!names.iter().any(|n| n.to_string_lossy().contains(".corrupt-")), "{names:?}");
    common::fault_cases("newer_database", 1);
}

#[tokio::test]
async fn a_read_only_directory_leaves_the_saves_as_they_are_and_retry_works_once_writable() {
    let dir = TempDir::new("ro");
    let games = populated(&dir).await;
    let before = std::fs::read(dir.db()).unwrap();
    let ro = ReadOnly::make(&dir.0).unwrap_or_else(|why| panic!("no read-only directory here: {why}"));
    eprintln!("read-only directory by {}", ro.how());
    let (svc, rec) = open(&dir);
    let status = svc.saves().status();
    assert_eq!(status.state, StorageState::Unavailable, "{status:?}");
    assert_eq!(status.problem, Some(Problem::ReadOnly), "{status:?}");
    assert!(status.can_retry && status.can_play_without_saving);
    assert!(!status.message.contains('\n'));
    assert_eq!(rec.count("storage-status"), 1);
    let err = svc.list_saves().unwrap_err();
    assert_eq!(err.problem(), Some(Problem::ReadOnly), "the error keeps its kind: {err:?}");
    assert!(err.to_string().contains("Retry"), "{err:?}");
    // Retry while it is still read-only: still unavailable, still untouched.
    assert_eq!(svc.retry_storage().state, StorageState::Unavailable);
    // Play without saving; then the folder becomes writable and Retry keeps that game too.
    svc.play_without_saving();
    let played = svc.new_game(pass_and_play_zhili(None)).unwrap();
    let played = svc.act(&played.id, &pick(&played, 0), 0).unwrap();
    drop(ro);
    assert_eq!(std::fs::read(dir.db()).unwrap(), before, "the file is as it was");
    let status = svc.retry_storage();
    assert_eq!(status.state, StorageState::Ok, "{status:?}");
    let listed = saves(&svc);
    assert_eq!(listed.len(), 4, "the three saves and the game played meanwhile");
    for g in games.iter().chain([&played]) {
        assert_eq!(svc.snapshot(&g.id).unwrap().board.position, g.board.position);
    }
    svc.act(&played.id, &pick(&played, 1), 1).unwrap();
    drop(svc);
    let (svc, _) = open(&dir);
    assert_eq!(svc.snapshot(&played.id).unwrap().board.ply, 2, "saved in the file now");
    common::fault_cases("read_only_folder", 1);
}

#[tokio::test]
async fn a_read_only_directory_without_a_database_yet_starts_nothing() {
    let dir = TempDir::new("ro-empty");
    let ro = ReadOnly::make(&dir.0).unwrap_or_else(|why| panic!("no read-only directory here: {why}"));
    eprintln!("read-only directory by {}", ro.how());
    let (svc, _) = open(&dir);
    assert_eq!(svc.saves().status().state, StorageState::Unavailable);
    assert_eq!(std::fs::read_dir(&dir.0).unwrap().count(), 0, "nothing was created");
    common::fault_cases("read_only_empty_folder", 1);
}

/// Plays (new games as games end) until a write fails. Returns the last game in play as last
/// answered, and the error.
fn play_until_full(svc: &Service) -> (Snapshot, AppError) {
    let mut last = svc.new_game(pass_and_play_zhili(Some(60))).unwrap();
    for n in 0..5_000 {
        let next = if last.phase == shuangcheng_lib::service::Phase::Playing {
            svc.act(&last.id, &pick(&last, n), last.board.ply)
        } else {
            svc.new_game(pass_and_play_zhili(Some(60)))
        };
        match next {
            Ok(s) => last = s,
            Err(e) => return (last, e),
        }
    }
    panic!("the disk never filled");
}

fn assert_full_then_intact(svc: &Service, last: &Snapshot, err: &AppError) {
    assert_eq!(err.kind(), "storage");
    assert!(err.to_string().contains("the disk is full"), "{err}");
    // The game is as the last answer said, and the app answers with the same clear error
    // rather than losing anything or crashing.
    let now = svc.snapshot(&last.id).unwrap();
    assert_eq!((now.board.ply, now.board.position.clone()), (last.board.ply, last.board.position.clone()));
    let again = match now.phase {
        shuangcheng_lib::service::Phase::Playing => svc.act(&last.id, &pick(&now, 1), now.board.ply),
        _ => svc.new_game(pass_and_play_zhili(None)),
    };
    assert_eq!(again.unwrap_err().kind(), "storage");
}

#[tokio::test]
async fn a_disk_that_fills_mid_game_refuses_the_move_and_loses_nothing() {
    let base = TempDir::new("full");
    let mount =
        Mount::tmpfs(&base.0.join("small"), 192).unwrap_or_else(|why| panic!("no small disk here: {why}"));
    let db = mount.dir.join("shuangcheng.db");
    let rec = std::sync::Arc::new(common::Recorder::default());
    let svc = Service::open(&db, rec, tokio::runtime::Handle::current());
    let (last, err) = play_until_full(&svc);
    assert_full_then_intact(&svc, &last, &err);
    drop(svc);
    // Every answered move is on the small disk, readable once there is room again.
    let room = TempDir::new("full-copy");
    for suffix in ["", "-wal"] {
        let from = shuangcheng_lib::service::saves::sidecar(&db, suffix);
        if from.exists() {
            std::fs::copy(&from, shuangcheng_lib::service::saves::sidecar(&room.db(), suffix)).unwrap();
        }
    }
    drop(mount);
    let (svc, _) = open(&room);
    assert_eq!(svc.saves().status().state, StorageState::Ok);
    let back = svc.snapshot(&last.id).unwrap();
    assert_eq!((back.board.ply, back.board.position), (last.board.ply, last.board.position));
    common::fault_cases("full_disk", 1);
}

#[tokio::test]
async fn a_database_size_limit_is_a_full_disk_too() {
    let dir = TempDir::new("limit");
    let (svc, _) = open(&dir);
    svc.pragma_for_tests("max_page_count", "12").unwrap();
    let (last, err) = play_until_full(&svc);
    assert_full_then_intact(&svc, &last, &err);
    common::fault_cases("database_size_limit", 1);
}

/// A hidden setup's saved armies with South's in (the engine's `Setup` as JSON).
const SOUTH_UNSEEN: &str =
    r#"{"first":"first","south":[{"general":"r","kind":"LI","cell":"c3"}],"north":null}"#;

#[tokio::test]
async fn an_unreadable_row_is_listed_as_damaged_and_can_be_exported_raw_or_deleted() {
    let dir = TempDir::new("damaged");
    let games = populated(&dir).await;
    {
        let conn = rusqlite::Connection::open(dir.db()).unwrap();
        // Bits flipped in a JSON column, a number where text belongs, an id that is a blob, a
        // game this app does not have.
        conn.execute("UPDATE games SET options = '{\"gXme\": 1' WHERE id = ?1", [&games[0].id]).unwrap();
        conn.execute("UPDATE games SET ply = 'many' WHERE id = ?1", [&games[1].id]).unwrap();
        conn.execute(
            "INSERT INTO games (id, game, options, start_position, position, ply, phase, created_at, updated_at)
             VALUES (x'00ff', 'zhili', '{}', '', '', 0, 'playing', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')",
            [],
        )
        .unwrap();
        let options: String =
            conn.query_row("SELECT options FROM games WHERE id = ?1", [&games[2].id], |r| r.get(0)).unwrap();
        let chess = options.replacen("\"zhili\"", "\"chess\"", 1);
        assert_ne!(chess, options, "the options name the game");
        conn.execute(
            "INSERT INTO games (id, game, options, start_position, position, ply, phase, created_at, updated_at)
             SELECT 'a-game-of-chess', 'chess', ?2, start_position, position, ply, phase, created_at,
                    updated_at FROM games WHERE id = ?1",
            [&games[2].id, &chess],
        )
        .unwrap();
        // A Generals game in its hidden setup, South's army in, its options damaged.
        conn.execute(
            "INSERT INTO games (id, game, options, start_position, position, ply, phase, created_at, updated_at, setup)
             VALUES ('a-hidden-setup', 'generals', '{', '', '', 0, 'setup', '2026-01-01T00:00:00.000Z',
                     '2026-01-01T00:00:00.000Z', ?1)",
            [SOUTH_UNSEEN],
        )
        .unwrap();
    }
    let (svc, _) = open(&dir);
    let listed = svc.list_saves().unwrap();
    assert_eq!(listed.len(), 6, "{listed:?}");
    let damaged: Vec<_> = listed
        .iter()
        .filter_map(|e| match e {
            SaveEntry::Damaged(d) => Some(d.clone()),
            SaveEntry::Save(_) => None,
        })
        .collect();
    assert_eq!(damaged.len(), 5, "{listed:?}");
    assert!(
        listed.iter().any(|e| e.summary().is_some_and(|s| s.id == games[2].id)),
        "the good save is still listed"
    );
    assert!(damaged.iter().any(|d| d.id == games[0].id && d.damaged.contains("options")));
    let chess = damaged.iter().find(|d| d.id == "a-game-of-chess").expect("the unknown game is listed");
    assert!(chess.damaged.contains("chess"), "{chess:?}");
    assert_eq!(svc.resume_game("a-game-of-chess").unwrap_err().kind(), "storage");
    let blob = damaged.iter().find(|d| d.id.starts_with("rowid-")).expect("the blob id gets a rowid key");
    // Export raw: every column as stored, but the armies of a setup still under way.
    let raw: serde_json::Value = serde_json::from_str(&svc.export_raw_save(&games[1].id).unwrap()).unwrap();
    assert_eq!(raw["game"]["ply"], "many");
    assert_eq!(raw["game"]["setup"], serde_json::Value::Null);
    assert_eq!(raw["actions"].as_array().unwrap().len(), 3);
    let raw: serde_json::Value = serde_json::from_str(&svc.export_raw_save(&blob.id).unwrap()).unwrap();
    assert_eq!(raw["game"]["id"]["blobHex"], "00ff");
    let text = svc.export_raw_save("a-hidden-setup").unwrap();
    let raw: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert_eq!(raw["game"]["options"], "{", "the rest as stored");
    assert_eq!(raw["game"]["setup"], "withheld until the setup is finished");
    assert!(!text.contains("\"LI\"") && !text.contains("c3"), "no unit of the army: {text}");
    // Resume refuses a damaged save with a storage error; delete removes it.
    assert_eq!(svc.resume_game(&games[0].id).unwrap_err().kind(), "storage");
    for d in &damaged {
        svc.delete_game(&d.id).unwrap();
    }
    let left: Vec<String> = svc.list_saves().unwrap().iter().map(|e| e.id().to_string()).collect();
    assert_eq!(left, vec![games[2].id.clone()]);
    common::fault_cases("unreadable_rows", 5);
}
