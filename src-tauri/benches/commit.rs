//! What durability costs per action: the time `act` takes (validate, play, commit with
//! `synchronous=FULL`, answer) on a real file, and the same commit in plain SQLite with FULL
//! and with NORMAL for comparison. Median and 99th percentile over a few hundred actions.
//!
//! `cargo bench -p shuangcheng --bench commit` (figures in docs/performance.md).

use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};

use shuangcheng_lib::service::{parse_payload, NewGameOptions, NoEvents, Phase, Service};

const ACTIONS: usize = 400;

fn percentiles(mut samples: Vec<Duration>) -> (Duration, Duration) {
    samples.sort();
    (samples[samples.len() / 2], samples[samples.len() * 99 / 100])
}

fn report(what: &str, samples: Vec<Duration>) {
    let n = samples.len();
    let (median, p99) = percentiles(samples);
    println!("{what}: median {:.2} ms, p99 {:.2} ms ({n} actions)", ms(median), ms(p99));
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

fn zhili() -> NewGameOptions {
    parse_payload(serde_json::json!({
        "game": "zhili", "mode": "pass-and-play",
        "seats": [{ "kind": "human" }, { "kind": "human" }], "timerSecs": 60
    }))
    .expect("options")
}

/// The real path: `Service::act` on a database file.
fn service_act(dir: &Path) -> Vec<Duration> {
    let rt =
        tokio::runtime::Builder::new_multi_thread().worker_threads(1).enable_all().build().expect("runtime");
    let _enter = rt.enter();
    let svc = Service::open(&dir.join("shuangcheng.db"), Arc::new(NoEvents), rt.handle().clone());
    let mut snap = svc.new_game(zhili()).expect("new game");
    let mut samples = Vec::new();
    while samples.len() < ACTIONS {
        if snap.phase != Phase::Playing {
            snap = svc.new_game(zhili()).expect("new game");
        }
        let action = snap.legal_actions[samples.len() % snap.legal_actions.len()].text.clone();
        let t = Instant::now();
        snap = svc.act(&snap.id, &action, snap.board.ply).expect("act");
        samples.push(t.elapsed());
    }
    svc.shutdown();
    samples
}

/// The same writes as an action's commit (one action row, the game row) in plain SQLite.
fn raw_commit(dir: &Path, synchronous: &str) -> Vec<Duration> {
    let conn = rusqlite::Connection::open(dir.join(format!("raw-{synchronous}.db"))).expect("open");
    conn.execute_batch(&format!(
        "PRAGMA journal_mode = WAL; PRAGMA synchronous = {synchronous};
         CREATE TABLE games (id TEXT PRIMARY KEY, position TEXT, ply INTEGER, clock INTEGER);
         CREATE TABLE actions (game_id TEXT, seq INTEGER, action TEXT, ms INTEGER, PRIMARY KEY (game_id, seq));
         INSERT INTO games VALUES ('g', 'bbb.bsr.rrr r 0', 0, 60000);"
    ))
    .expect("schema");
    (0..ACTIONS)
        .map(|seq| {
            let t = Instant::now();
            conn.execute_batch(&format!(
                "BEGIN; INSERT INTO actions VALUES ('g', {seq}, '5-3', 1200);
                 UPDATE games SET ply = {seq}, clock = 60000, position = 'bbb.bsr.rrr b {seq}' WHERE id = 'g'; COMMIT;"
            ))
            .expect("commit");
            t.elapsed()
        })
        .collect()
}

fn main() {
    // Under the target directory: a real disk, as the app's data directory is (not a tmpfs).
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("commit-bench-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("bench dir");
    report("act (service, synchronous=FULL)", service_act(&dir));
    report("commit (plain SQLite, WAL, synchronous=FULL)", raw_commit(&dir, "FULL"));
    report("commit (plain SQLite, WAL, synchronous=NORMAL)", raw_commit(&dir, "NORMAL"));
    let _ = std::fs::remove_dir_all(&dir);
}
