//! Tests that need more than one process, with a small runner of their own (`harness = false`):
//! the same binary re-runs itself as the child.
//!
//! - crash injection: a child plays a scripted mix (moves, undos, redos, new games, deletions,
//!   pauses) through the real service and store, printing each answer it got, and is killed
//!   with SIGKILL at a random moment, 200 times and more; after each kill the app's own open
//!   path (nothing else touches the files first) finds the saves `ok`, `PRAGMA integrity_check`
//!   passes, every answered change is there, each game's redo list is as the answers left it,
//!   and each game resumes to the same position and clock;
//! - a second app on the same data directory, which must not write it;
//! - a lock on the database held by another process.
//!
//! `cargo test -p shuangcheng --test processes [filter] [-- libtest options]` (`common::runner`);
//! `SC_KILLS=<n>` changes the number of kills (default 200).

mod common;

use std::collections::{HashMap, HashSet};
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::sync::Arc;
use std::time::{Duration, Instant};

use common::TempDir;
use rand::{Rng, SeedableRng};
use serde_json::{json, Value};
use shuangcheng_engine::GameKind;
use shuangcheng_lib::service::{NoEvents, Phase, Problem, Service, Snapshot, StorageState};

fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build().expect("a runtime")
}

fn open_service(dir: &Path, rt: &tokio::runtime::Runtime) -> Service {
    Service::open(&dir.join("shuangcheng.db"), Arc::new(NoEvents), rt.handle().clone())
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    match args.get(1).map(String::as_str) {
        Some("child-play") => child_play(Path::new(&args[2]), args[3].parse().expect("a seed")),
        Some("child-app") => child_app(Path::new(&args[2])),
        Some("child-hold-sqlite") => child_hold_sqlite(Path::new(&args[2])),
        _ => run_tests(&args[1..]),
    }
}

fn run_tests(args: &[String]) {
    let tests: [common::runner::Test; 4] = [
        ("the_runner_reads_libtest_options", common::runner::check_parsing),
        ("crash_injection_loses_no_answered_change", crash_injection_loses_no_answered_change),
        (
            "a_second_app_on_the_same_directory_never_writes_it",
            a_second_app_on_the_same_directory_never_writes_it,
        ),
        (
            "a_database_lock_held_by_another_process_is_told_and_retried",
            a_database_lock_held_by_another_process,
        ),
    ];
    common::runner::run(&tests, args)
}

fn spawn_child(args: &[&str]) -> Child {
    Command::new(std::env::current_exe().expect("this test binary"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .expect("a child process")
}

/// The child's stdout, line by line with the time each was read, on a channel.
fn lines_of(child: &mut Child) -> mpsc::Receiver<(Instant, String)> {
    let out = child.stdout.take().expect("piped stdout");
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(out).lines() {
            let Ok(line) = line else { break };
            if tx.send((Instant::now(), line)).is_err() {
                break;
            }
        }
    });
    rx
}

// ----- crash injection --------------------------------------------------------------------

/// A game as an answer showed it.
#[derive(Clone, Debug, PartialEq)]
struct Seen {
    ply: usize,
    position: String,
    history: Vec<String>,
    remaining_ms: Option<u64>,
}

impl Seen {
    fn of(s: &Snapshot) -> Seen {
        Seen {
            ply: s.board.ply,
            position: s.board.position.clone(),
            history: s.history.iter().map(|h| h.text.clone()).collect(),
            remaining_ms: s.clock.remaining_ms,
        }
    }

    fn json(&self, id: &str) -> Value {
        json!({ "id": id, "ply": self.ply, "position": self.position, "history": self.history, "remainingMs": self.remaining_ms })
    }

    fn from_json(v: &Value) -> Seen {
        Seen {
            ply: v["ply"].as_u64().unwrap() as usize,
            position: v["position"].as_str().unwrap().to_string(),
            history: v["history"]
                .as_array()
                .unwrap()
                .iter()
                .map(|h| h.as_str().unwrap().to_string())
                .collect(),
            remaining_ms: v["remainingMs"].as_u64(),
        }
    }
}

/// One line to the parent. A write that fails means the parent is gone (it kills children):
/// there is no one left to tell.
fn say(line: Value) {
    let mut out = std::io::stdout().lock();
    let _ = writeln!(out, "{line}");
    let _ = out.flush();
}

/// The child's next operation: a new game when none is on screen, else mostly actions; a
/// few games at a time, so every round can check them all.
fn next_op(rng: &mut rand::rngs::StdRng, current: Option<&String>, games: usize) -> &'static str {
    let roll = rng.gen_range(0..100);
    let crowded = games > 8;
    match (current, roll) {
        (None, _) if !crowded => "new",
        (_, 0..=19) if crowded => "delete",
        (_, 0..=9) => "new",
        (_, 10..=14) => "delete",
        (_, 20..=27) => "resume",
        (_, 28..=39) => "undo",
        (_, 40..=47) => "redo",
        (_, 48..=52) => "pause",
        _ => "act",
    }
}

type Answer = Result<Option<Snapshot>, shuangcheng_lib::service::AppError>;

/// Runs `op` on game `id`, announced before it runs; `None` when there is nothing to do
/// (no such game, or no action to play).
fn run_op(svc: &Service, rng: &mut rand::rngs::StdRng, op: &str, id: Option<&str>) -> Option<Answer> {
    match (op, id) {
        ("new", _) => {
            let game = GameKind::ALL[rng.gen_range(0..GameKind::ALL.len())].id();
            let timer = if rng.gen_bool(0.5) { json!(300) } else { Value::Null };
            say(json!({ "begin": "new" }));
            let opts = common::options(json!({
                "game": game, "mode": "pass-and-play",
                "seats": [{ "kind": "human" }, { "kind": "human" }], "timerSecs": timer
            }));
            Some(svc.new_game(opts).map(Some))
        }
        ("delete", Some(id)) => {
            say(json!({ "begin": "delete", "id": id }));
            Some(svc.delete_game(id).map(|()| None))
        }
        ("act", Some(id)) => {
            let s =
                svc.snapshot(id).ok().filter(|s| s.phase == Phase::Playing && !s.legal_actions.is_empty())?;
            let action = s.legal_actions[rng.gen_range(0..s.legal_actions.len())].text.clone();
            say(json!({ "begin": "act", "id": id, "action": action }));
            Some(svc.act(id, &action, s.board.ply).map(Some))
        }
        ("resume" | "undo" | "redo" | "pause", Some(id)) => {
            say(json!({ "begin": op, "id": id }));
            let answer = match op {
                "resume" => svc.resume_game(id),
                "undo" => svc.undo(id),
                "redo" => svc.redo(id),
                _ => svc.pause(id),
            };
            Some(answer.map(Some))
        }
        _ => None,
    }
}

/// The child: plays forever (until killed), announcing each step before it and each answer.
fn child_play(dir: &Path, seed: u64) {
    let rt = runtime();
    let _enter = rt.enter();
    let svc = open_service(dir, &rt);
    if svc.saves().status().state != StorageState::Ok {
        say(json!({ "status": svc.saves().status() }));
        std::process::exit(3);
    }
    let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
    let mut ids: Vec<String> = svc
        .list_saves()
        .unwrap()
        .iter()
        .filter_map(|e| e.summary().filter(|s| s.phase == Phase::Playing).map(|s| s.id.clone()))
        .collect();
    let mut current: Option<String> = None;
    loop {
        let op = next_op(&mut rng, current.as_ref(), ids.len());
        let target = match op {
            "resume" | "delete" => ids.get(rng.gen_range(0..ids.len().max(1))).cloned(),
            _ => current.clone(),
        };
        let Some(result) = run_op(&svc, &mut rng, op, target.as_deref()) else {
            if op == "act" {
                current = None;
            }
            continue;
        };
        let id = target.unwrap_or_default();
        match result {
            Ok(Some(s)) => {
                if !ids.contains(&s.id) {
                    ids.push(s.id.clone());
                }
                if op != "pause" {
                    current = Some(s.id.clone());
                }
                say(json!({ "ack": op, "game": Seen::of(&s).json(&s.id) }));
            }
            Ok(None) => {
                ids.retain(|x| *x != id);
                if current.as_deref() == Some(id.as_str()) {
                    current = None;
                }
                say(json!({ "ack": op, "id": id }));
            }
            Err(e) => say(json!({ "refused": op, "kind": e.kind() })),
        }
        if rng.gen_bool(0.2) {
            std::thread::sleep(Duration::from_millis(rng.gen_range(0..4)));
        }
    }
}

/// The parent's knowledge: every game as last answered, and when that answer was read.
#[derive(Default)]
struct Model {
    games: HashMap<String, (Seen, Instant)>,
    /// Each game's redo list (the undone actions, next first), as the answers left it.
    redo: HashMap<String, Vec<String>>,
    deleted: HashSet<String>,
}

/// A game's redo list after `op` took its move list from `before` to `after`.
fn redo_after(op: &str, before: &[String], redo: &[String], after: &[String]) -> Vec<String> {
    match op {
        "undo" => before[after.len().min(before.len())..].iter().chain(redo).cloned().collect(),
        "redo" => redo[after.len().saturating_sub(before.len()).min(redo.len())..].to_vec(),
        "act" | "new" => Vec::new(),
        _ => redo.to_vec(),
    }
}

/// The redo list stored for `id`: its undone actions in order.
fn stored_redo(conn: &rusqlite::Connection, id: &str) -> Vec<String> {
    let mut q =
        conn.prepare("SELECT action FROM actions WHERE game_id = ?1 AND undone = 1 ORDER BY seq").unwrap();
    q.query_map([id], |r| r.get(0)).unwrap().map(Result::unwrap).collect()
}

/// What the child was doing when it was killed (begun, not answered).
struct InFlight {
    op: String,
    id: Option<String>,
    action: Option<String>,
}

fn crash_injection_loses_no_answered_change() {
    let kills: usize = std::env::var("SC_KILLS").ok().and_then(|v| v.parse().ok()).unwrap_or(200);
    let dir = TempDir::new("crash");
    let rt = runtime();
    let mut rng = rand::rngs::StdRng::seed_from_u64(2026);
    let mut model = Model::default();
    let (mut answers, mut in_flight_changed) = (0, 0);
    let started = Instant::now();
    for round in 0..kills {
        let mut child = spawn_child(&["child-play", &dir.0.display().to_string(), &round.to_string()]);
        let rx = lines_of(&mut child);
        std::thread::sleep(Duration::from_millis(rng.gen_range(5..250)));
        child.kill().expect("SIGKILL");
        let killed_at = Instant::now();
        child.wait().expect("reaped");
        let mut in_flight = None;
        for (at, line) in rx.iter() {
            let v: Value = serde_json::from_str(&line).unwrap_or_else(|_| panic!("round {round}: {line}"));
            assert!(v.get("status").is_none(), "round {round}: the child could not open the saves: {line}");
            if let Some(op) = v["begin"].as_str() {
                let id = v["id"].as_str().map(str::to_string);
                in_flight =
                    Some(InFlight { op: op.into(), id, action: v["action"].as_str().map(str::to_string) });
            } else if v.get("ack").is_some() {
                answers += 1;
                in_flight = None;
                match v["game"].as_object() {
                    Some(_) => {
                        let id = v["game"]["id"].as_str().unwrap().to_string();
                        let seen = Seen::from_json(&v["game"]);
                        let before = model.games.get(&id).map(|(s, _)| s.history.clone()).unwrap_or_default();
                        let redo = model.redo.get(&id).cloned().unwrap_or_default();
                        let op = v["ack"].as_str().unwrap();
                        model.redo.insert(id.clone(), redo_after(op, &before, &redo, &seen.history));
                        model.games.insert(id, (seen, at));
                    }
                    None => {
                        let id = v["id"].as_str().unwrap().to_string();
                        model.games.remove(&id);
                        model.deleted.insert(id);
                    }
                }
            } else {
                in_flight = None;
            }
        }
        in_flight_changed += usize::from(verify(&dir.0, &rt, &mut model, in_flight, killed_at, round));
    }
    println!(
        "crash injection: {kills} kills, {answers} answered changes checked, {in_flight_changed} unanswered changes found committed, {} games at the end, {:.1} s",
        model.games.len(),
        started.elapsed().as_secs_f64()
    );
    assert!(answers > kills, "the children got answers between kills");
    common::fault_cases("crash_kills", kills);
}

/// Checks the database after a kill against what the killed child was told; adopts what is
/// there (the one unanswered change may or may not have been committed) for the next round.
/// Returns whether that unanswered change had been committed.
fn verify(
    dir: &Path,
    rt: &tokio::runtime::Runtime,
    model: &mut Model,
    in_flight: Option<InFlight>,
    killed_at: Instant,
    round: usize,
) -> bool {
    // The app's own open path first: it alone recovers the files the kill left.
    let _enter = rt.enter();
    let svc = open_service(dir, rt);
    assert_eq!(svc.saves().status().state, StorageState::Ok, "round {round}: {:?}", svc.saves().status());
    let conn = rusqlite::Connection::open(dir.join("shuangcheng.db")).unwrap();
    let check: String = conn.query_row("PRAGMA integrity_check", [], |r| r.get(0)).unwrap();
    assert_eq!(check, "ok", "round {round}");
    let listed: HashMap<String, usize> = svc
        .list_saves()
        .unwrap()
        .iter()
        .map(|e| (e.id().to_string(), e.summary().expect("readable").ply))
        .collect();
    let flight = in_flight.as_ref();
    let mut changed = false;
    for id in &model.deleted {
        let deleting = flight.is_some_and(|f| f.op == "delete" && f.id.as_deref() == Some(id));
        assert!(!listed.contains_key(id) || deleting, "round {round}: deleted game {id} is back");
    }
    // A game the model does not know: only the unanswered new game may have been committed.
    let unknown: Vec<String> = listed.keys().filter(|id| !model.games.contains_key(*id)).cloned().collect();
    for id in &unknown {
        assert!(flight.is_some_and(|f| f.op == "new"), "round {round}: game {id} appeared from nowhere");
        let s = svc.snapshot(id).unwrap();
        model.games.insert(id.clone(), (Seen::of(&s), Instant::now()));
        model.redo.insert(id.clone(), Vec::new());
        changed = true;
    }
    let ids: Vec<String> = model.games.keys().cloned().collect();
    for id in ids {
        let ours = flight.filter(|f| f.id.as_deref() == Some(id.as_str()));
        if !listed.contains_key(&id) {
            assert!(ours.is_some_and(|f| f.op == "delete"), "round {round}: answered game {id} was lost");
            model.games.remove(&id);
            model.redo.remove(&id);
            model.deleted.insert(id);
            changed = true;
            continue;
        }
        let now = Seen::of(&svc.snapshot(&id).unwrap());
        let redo = model.redo.remove(&id).unwrap_or_default();
        let redo = match (check_game(&id, &model.games[&id], &now, ours, killed_at, round), ours) {
            (true, Some(f)) => {
                changed = true;
                redo_after(&f.op, &model.games[&id].0.history, &redo, &now.history)
            }
            _ => redo,
        };
        assert_eq!(stored_redo(&conn, &id), redo, "round {round}: game {id}'s redo list");
        model.redo.insert(id.clone(), redo);
        model.games.insert(id, (now, Instant::now()));
    }
    // The game the child last touched resumes to the same position and clock.
    if let Some(id) = flight.and_then(|f| f.id.clone()).filter(|id| model.games.contains_key(id)) {
        let resumed = svc.resume_game(&id).unwrap();
        let (seen, _) = &model.games[&id];
        assert_eq!(resumed.board.position, seen.position, "round {round}");
        assert!(resumed.clock.remaining_ms <= seen.remaining_ms, "round {round}");
        svc.pause(&id).unwrap();
        model.games.insert(id.clone(), (Seen::of(&svc.snapshot(&id).unwrap()), Instant::now()));
    }
    drop(conn);
    drop(svc);
    changed
}

/// One game after a kill (`now`) against its last answer: unchanged, with a clock that ran at
/// most as long as the child lived; or changed by the one unanswered operation on it, as that
/// operation changes a game. Returns whether it changed.
fn check_game(
    id: &str,
    answered: &(Seen, Instant),
    now: &Seen,
    ours: Option<&InFlight>,
    killed_at: Instant,
    round: usize,
) -> bool {
    let (acked, acked_at) = answered;
    if now.history == acked.history && now.position == acked.position {
        // The clock: what it showed at most a save interval (1 s, checked on 250 ms ticks)
        // before the answer, or later, and never less than was left when the child died.
        if let (Some(was), Some(is)) = (acked.remaining_ms, now.remaining_ms) {
            let ran = killed_at.duration_since(*acked_at).as_millis() as u64 + 100;
            assert!(
                is <= was + 1350 && is + ran >= was,
                "round {round}: game {id}: clock {is} after an answer of {was}, {ran} ms before the kill"
            );
        }
        return false;
    }
    let f = ours.unwrap_or_else(|| {
        panic!("round {round}: game {id} changed with no change under way: {acked:?} → {now:?}")
    });
    let h = (&acked.history, &now.history);
    let fits = match f.op.as_str() {
        "act" => h.1.len() == h.0.len() + 1 && h.1.starts_with(h.0) && h.1.last() == f.action.as_ref(),
        "undo" => h.0.len() > h.1.len() && h.0.starts_with(h.1),
        "redo" => h.1.len() > h.0.len() && h.1.starts_with(h.0),
        _ => false,
    };
    assert!(fits, "round {round}: game {id}: {} left {acked:?} as {now:?}", f.op);
    true
}

// ----- a second app on the same directory --------------------------------------------------

/// The child app: opens the saves and answers lines on stdin (`status`, `new`, `retry`),
/// one JSON line each, until stdin closes.
fn child_app(dir: &Path) {
    let rt = runtime();
    let _enter = rt.enter();
    let svc = open_service(dir, &rt);
    say(json!({ "status": svc.saves().status() }));
    for line in std::io::stdin().lock().lines() {
        let reply = match line.unwrap_or_default().as_str() {
            "new" => match svc.new_game(common::pass_and_play_zhili(None)) {
                Ok(s) => json!({ "new": s.id }),
                Err(e) => json!({ "error": e }),
            },
            "retry" => json!({ "status": svc.retry_storage() }),
            _ => json!({ "status": svc.saves().status() }),
        };
        say(reply);
    }
    svc.shutdown();
}

struct App {
    child: Child,
    rx: mpsc::Receiver<(Instant, String)>,
}

impl App {
    fn start(dir: &Path) -> App {
        let mut child = spawn_child(&["child-app", &dir.display().to_string()]);
        let rx = lines_of(&mut child);
        App { child, rx }
    }

    fn next(&self) -> Value {
        let (_, line) = self.rx.recv_timeout(Duration::from_secs(20)).expect("an answer");
        serde_json::from_str(&line).unwrap()
    }

    fn ask(&mut self, what: &str) -> Value {
        let stdin = self.child.stdin.as_mut().unwrap();
        writeln!(stdin, "{what}").unwrap();
        stdin.flush().unwrap();
        self.next()
    }

    fn quit(mut self) {
        drop(self.child.stdin.take());
        self.child.wait().unwrap();
    }
}

fn a_second_app_on_the_same_directory_never_writes_it() {
    let dir = TempDir::new("two-apps");
    let mut first = App::start(&dir.0);
    assert_eq!(first.next()["status"]["state"], "ok");
    let game = first.ask("new")["new"].as_str().unwrap().to_string();
    let mut second = App::start(&dir.0);
    let status = second.next()["status"].clone();
    assert_eq!(status["state"], "unavailable", "{status}");
    assert_eq!(status["problem"], "in-use");
    assert!(status["message"].as_str().unwrap().contains("another copy of Shuangcheng"), "{status}");
    let refused = second.ask("new");
    assert_eq!(refused["error"]["kind"], "storage", "the second app writes nothing: {refused}");
    // The first app plays on; once it has closed, the second one's Retry takes over.
    assert!(first.ask("new")["new"].is_string());
    assert_eq!(second.ask("retry")["status"]["problem"], "in-use");
    first.quit();
    assert_eq!(second.ask("retry")["status"]["state"], "ok");
    assert!(second.ask("new")["new"].is_string());
    second.quit();
    let rt = runtime();
    let _enter = rt.enter();
    let svc = open_service(&dir.0, &rt);
    assert_eq!(svc.list_saves().unwrap().len(), 3, "both apps' games, each written once");
    assert!(svc.snapshot(&game).is_ok());
    common::fault_cases("second_app", 1);
}

// ----- a lock held by another process -----------------------------------------------------

/// The child: holds an exclusive SQLite lock on the database until stdin closes.
fn child_hold_sqlite(db: &Path) {
    let conn = rusqlite::Connection::open(db).unwrap();
    conn.execute_batch("BEGIN EXCLUSIVE;").unwrap();
    say(json!({ "locked": true }));
    let _ = std::io::stdin().lock().lines().count();
    conn.execute_batch("COMMIT;").unwrap();
}

fn a_database_lock_held_by_another_process() {
    let dir = TempDir::new("sqlite-lock");
    let db: PathBuf = dir.db();
    let rt = runtime();
    let _enter = rt.enter();
    let id = {
        let svc = open_service(&dir.0, &rt);
        let id = svc.new_game(common::pass_and_play_zhili(None)).unwrap().id;
        svc.shutdown();
        id
    };
    let before = std::fs::read(&db).unwrap();
    let mut holder = spawn_child(&["child-hold-sqlite", &db.display().to_string()]);
    let rx = lines_of(&mut holder);
    rx.recv_timeout(Duration::from_secs(20)).expect("the lock is held");
    let started = Instant::now();
    let svc = open_service(&dir.0, &rt);
    let status = svc.saves().status();
    assert_eq!(status.state, StorageState::Unavailable, "{status:?}");
    assert_eq!(status.problem, Some(Problem::Locked));
    assert!(started.elapsed() >= Duration::from_millis(1000), "retried for a moment first");
    assert!(status.can_retry && status.can_play_without_saving);
    assert_eq!(std::fs::read(&db).unwrap(), before, "nothing moved, hidden or emptied");
    assert_eq!(svc.retry_storage().problem, Some(Problem::Locked));
    drop(holder.stdin.take());
    holder.wait().unwrap();
    assert_eq!(svc.retry_storage().state, StorageState::Ok);
    assert_eq!(svc.list_saves().unwrap()[0].id(), id);
    common::fault_cases("sqlite_lock_held", 1);
}
