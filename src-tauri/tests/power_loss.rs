//! Simulated power loss, after SQLite's own crash tests (`test6.c`): the app plays games over
//! a crash VFS ([`crash_vfs`]) that keeps unsynced writes apart; at a random write, truncation
//! or sync the power goes, the unsynced changes are kept, dropped or torn, and the saves are
//! opened again by the app's own open path (`Service::open`). After each of 1,000 losses the
//! saves open `ok`, `PRAGMA integrity_check` passes, and every acknowledged change is there:
//! each game's moves and redo list as the last answer left them, or as the one unanswered
//! command (the one the power cut short) would leave them.
//!
//! `SC_LOSSES=<n>` changes the count and `SC_SEED=<n>` the random draws (6 by default; the
//! games' ids, taken from the clock, still differ from run to run). `SC_SYNCHRONOUS=OFF` runs
//! the same test with SQLite's syncing turned off, where it must fail (it did: see
//! docs/app-core.md).

mod common;
#[path = "power_loss/crash_vfs.rs"]
mod crash_vfs;

use std::collections::BTreeMap;
use std::path::Path;
use std::sync::Arc;

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use serde_json::json;
use shuangcheng_engine::GameKind;
use shuangcheng_lib::service::{NoEvents, Phase, Service, Snapshot, StorageState};

/// A game as the last answer left it: its moves and its redo list (next first).
#[derive(Clone, Debug, PartialEq)]
struct Game {
    moves: Vec<String>,
    redo: Vec<String>,
}

fn moves(s: &Snapshot) -> Vec<String> {
    s.history.iter().map(|h| h.text.clone()).collect()
}

/// `game` after `op` took its moves to `after`.
fn after(op: &str, game: &Game, after: Vec<String>) -> Game {
    let redo = match op {
        "undo" => game.moves[after.len().min(game.moves.len())..].iter().chain(&game.redo).cloned().collect(),
        "redo" => game.redo[after.len().saturating_sub(game.moves.len()).min(game.redo.len())..].to_vec(),
        "act" | "new" => Vec::new(),
        _ => game.redo.clone(),
    };
    Game { moves: after, redo }
}

/// The command under way when the power went.
struct Unanswered {
    op: &'static str,
    id: Option<String>,
}

fn open(db: &Path, rt: &tokio::runtime::Runtime) -> Service {
    let svc = Service::open(db, Arc::new(NoEvents), rt.handle().clone());
    if std::env::var("SC_SYNCHRONOUS").is_ok_and(|v| v == "OFF") {
        svc.pragma_for_tests("synchronous", "OFF").unwrap();
    }
    svc
}

/// Plays commands until the power goes; returns the one it cut short, if any.
fn play(svc: &Service, rng: &mut StdRng, model: &mut BTreeMap<String, Game>) -> Option<Unanswered> {
    for _ in 0..200 {
        let ids: Vec<String> = model.keys().cloned().collect();
        let id = (!ids.is_empty()).then(|| ids[rng.gen_range(0..ids.len())].clone());
        let op = match (rng.gen_range(0..100), &id) {
            (_, None) | (0..=9, _) if ids.len() < 6 => "new",
            (0..=14, Some(_)) => "delete",
            (15..=29, Some(_)) => "undo",
            (30..=39, Some(_)) => "redo",
            _ => "act",
        };
        let answer = match (op, id.as_deref()) {
            ("new", _) => {
                let game = GameKind::ALL[rng.gen_range(0..GameKind::ALL.len())].id();
                svc.new_game(common::options(json!({
                    "game": game, "mode": "pass-and-play",
                    "seats": [{ "kind": "human" }, { "kind": "human" }], "timerSecs": null
                })))
                .map(Some)
            }
            ("delete", Some(id)) => svc.delete_game(id).map(|()| None),
            ("undo", Some(id)) if !model[id].moves.is_empty() => svc.undo(id).map(Some),
            ("redo", Some(id)) if !model[id].redo.is_empty() => svc.redo(id).map(Some),
            ("act", Some(id)) => {
                let s = svc.snapshot(id).unwrap();
                if s.phase != Phase::Playing || s.legal_actions.is_empty() {
                    continue;
                }
                svc.act(id, &s.legal_actions[rng.gen_range(0..s.legal_actions.len())].text, s.board.ply)
                    .map(Some)
            }
            _ => continue,
        };
        match answer {
            Ok(Some(s)) => {
                let game = model.get(&s.id).cloned().unwrap_or(Game { moves: vec![], redo: vec![] });
                model.insert(s.id.clone(), after(op, &game, moves(&s)));
            }
            Ok(None) => {
                model.remove(id.as_deref().unwrap());
            }
            Err(e) => {
                assert!(crash_vfs::lost(), "{op} refused with the power on: {e}");
                return Some(Unanswered { op, id });
            }
        }
        if crash_vfs::lost() {
            return None;
        }
    }
    None
}

/// The saves after a loss, opened by the app: every acknowledged change there. Adopts the cut
/// short command's effect when it was committed.
fn check(svc: &Service, db: &Path, model: &mut BTreeMap<String, Game>, cut: Option<Unanswered>, n: usize) {
    let status = svc.saves().status();
    assert_eq!(status.state, StorageState::Ok, "loss {n}: {status:?}");
    let conn = rusqlite::Connection::open(db).unwrap();
    let integrity: String = conn.query_row("PRAGMA integrity_check", [], |r| r.get(0)).unwrap();
    assert_eq!(integrity, "ok", "loss {n}");
    let mut stored =
        conn.prepare("SELECT action FROM actions WHERE game_id = ?1 AND undone = 1 ORDER BY seq").unwrap();
    let listed: Vec<String> = svc.list_saves().unwrap().iter().map(|e| e.id().to_string()).collect();
    let ours = |id: &str| cut.as_ref().filter(|c| c.id.as_deref() == Some(id));
    for id in &listed {
        if !model.contains_key(id) {
            assert!(cut.as_ref().is_some_and(|c| c.op == "new"), "loss {n}: game {id} from nowhere");
            model.insert(id.clone(), Game { moves: vec![], redo: vec![] });
        }
    }
    for (id, game) in model.clone() {
        if !listed.contains(&id) {
            assert!(ours(&id).is_some_and(|c| c.op == "delete"), "loss {n}: acknowledged game {id} lost");
            model.remove(&id);
            continue;
        }
        let redo: Vec<String> = stored.query_map([&id], |r| r.get(0)).unwrap().map(Result::unwrap).collect();
        let now = Game { moves: moves(&svc.snapshot(&id).unwrap()), redo };
        let changed = ours(&id).map(|c| after(c.op, &game, now.moves.clone()));
        assert!(
            now == game || changed.as_ref() == Some(&now),
            "loss {n}: game {id}: {game:?} became {now:?}"
        );
        model.insert(id, now);
    }
}

#[test]
fn no_acknowledged_change_is_lost_at_1000_power_losses() {
    crash_vfs::register();
    let losses: usize = std::env::var("SC_LOSSES").ok().and_then(|v| v.parse().ok()).unwrap_or(1000);
    let rt = tokio::runtime::Builder::new_multi_thread().worker_threads(1).enable_all().build().unwrap();
    let _enter = rt.enter();
    let dir = common::TempDir::new("power");
    let db = dir.db();
    let seed = std::env::var("SC_SEED").ok().and_then(|v| v.parse().ok()).unwrap_or(6);
    let mut rng = StdRng::seed_from_u64(seed);
    let mut model = BTreeMap::new();
    let (mut cuts, mut answered_before) = (crash_vfs::Cut::default(), 0);
    let started = std::time::Instant::now();
    let mut svc = open(&db, &rt);
    for n in 0..losses {
        crash_vfs::arm(rng.gen_range(1..=60));
        let cut_short = play(&svc, &mut rng, &mut model);
        answered_before += model.len();
        svc.shutdown();
        drop(svc);
        let cut = crash_vfs::power_cut(&mut rng);
        (cuts.kept, cuts.dropped, cuts.torn) =
            (cuts.kept + cut.kept, cuts.dropped + cut.dropped, cuts.torn + cut.torn);
        svc = open(&db, &rt);
        check(&svc, &db, &mut model, cut_short, n);
    }
    println!(
        "power loss: {losses} losses, unsynced writes kept {} / dropped {} / torn {}, {answered_before} games checked, {:.1} s",
        cuts.kept,
        cuts.dropped,
        cuts.torn,
        started.elapsed().as_secs_f64()
    );
    common::fault_cases("power_loss", losses);
}
