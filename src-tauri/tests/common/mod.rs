//! Shared test helpers: a temporary database directory, an event recorder, file-system
//! faults (`mounts`), the runner of the tests with child processes (`runner`).

#![allow(dead_code)]

pub mod mounts;
pub mod runner;

use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use shuangcheng_lib::service::{Event, EventSink, NewGameOptions, Phase, SaveSummary, Service, Snapshot};

/// A side's setup as the UI sends it: a preset's id, or the side's units (Generals: a list of
/// `{ general, kind, cell }`).
pub fn side_setup(json: serde_json::Value) -> shuangcheng_engine::SetupChoice {
    serde_json::from_value(json).expect("a setup as the UI sends it")
}

/// A fresh directory under the system temp dir, removed on drop.
pub struct TempDir(pub PathBuf);

impl TempDir {
    pub fn new(tag: &str) -> TempDir {
        static N: AtomicU64 = AtomicU64::new(0);
        let dir = std::env::temp_dir().join(format!(
            "sc-app-{tag}-{}-{}",
            std::process::id(),
            N.fetch_add(1, Ordering::Relaxed)
        ));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("temp dir");
        TempDir(dir)
    }

    pub fn db(&self) -> PathBuf {
        self.0.join("shuangcheng.db")
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Records every event.
#[derive(Default)]
pub struct Recorder(pub Mutex<Vec<Event>>);

impl EventSink for Recorder {
    fn emit(&self, event: Event) {
        self.0.lock().unwrap_or_else(|p| p.into_inner()).push(event);
    }
}

impl Recorder {
    pub fn names(&self) -> Vec<&'static str> {
        self.0.lock().unwrap().iter().map(|e| e.name()).collect()
    }

    pub fn count(&self, name: &str) -> usize {
        self.names().iter().filter(|n| **n == name).count()
    }

    pub fn clear(&self) {
        self.0.lock().unwrap().clear();
    }
}

/// A per-game setting's JSON: each game's id with its value.
pub fn per_game(value: impl Fn(shuangcheng_engine::GameKind) -> serde_json::Value) -> serde_json::Value {
    let games = shuangcheng_engine::GameKind::ALL.iter();
    games.map(|&k| (k.id().to_string(), value(k))).collect::<serde_json::Map<_, _>>().into()
}

pub fn open(dir: &TempDir) -> (Service, Arc<Recorder>) {
    let rec = Arc::new(Recorder::default());
    let svc = Service::open(&dir.db(), rec.clone(), tokio::runtime::Handle::current());
    (svc, rec)
}

/// New-game options from JSON, as the UI sends them.
pub fn options(json: serde_json::Value) -> NewGameOptions {
    serde_json::from_value(json).expect("valid options")
}

/// Zhili between two people at one device, with the given per-turn timer (`None` = off).
pub fn pass_and_play_zhili(timer_secs: Option<u32>) -> NewGameOptions {
    options(serde_json::json!({
        "game": "zhili", "mode": "pass-and-play",
        "seats": [{ "kind": "human" }, { "kind": "human" }], "timerSecs": timer_secs
    }))
}

/// Twin Cities, a person (Red) against the master, without a timer.
pub fn twin_cities_against_the_master() -> NewGameOptions {
    options(serde_json::json!({
        "game": "twin-cities", "mode": "vs-ai",
        "seats": [{ "kind": "human" }, { "kind": "ai", "level": "master" }], "timerSecs": null
    }))
}

/// Polls until the AI has answered and a human is to act (or the game is over).
pub async fn wait_for_human(svc: &Service, id: &str) -> Snapshot {
    for _ in 0..3000 {
        let s = svc.snapshot(id).unwrap();
        if s.phase == Phase::Over || (s.human_to_act && !s.ai_thinking) {
            return s;
        }
        tokio::time::sleep(std::time::Duration::from_millis(5)).await;
    }
    panic!("the AI did not answer within 15 s");
}

/// The saves list, every entry readable.
pub fn saves(svc: &Service) -> Vec<SaveSummary> {
    svc.list_saves()
        .unwrap()
        .iter()
        .map(|e| e.summary().cloned().unwrap_or_else(|| panic!("a damaged save: {e:?}")))
        .collect()
}

/// A deterministic "human": the legal action at a pseudo-random index.
pub fn pick(snap: &Snapshot, n: usize) -> String {
    let legal = &snap.legal_actions;
    assert!(!legal.is_empty(), "a human to act has legal actions");
    legal[(n * 7919 + 13) % legal.len()].text.clone()
}

/// `game` between two people at one device, no timer.
pub fn pass_and_play(game: shuangcheng_engine::GameKind) -> NewGameOptions {
    options(serde_json::json!({
        "game": game, "mode": "pass-and-play",
        "seats": [{ "kind": "human" }, { "kind": "human" }], "timerSecs": null
    }))
}

/// Says how many fault cases a test ran: `fault-cases: <test> <n>` on stdout, and the count in
/// `<target>/<profile>/fault-cases/<test>`, which `scripts/check-fault-cases.sh` (`make unit`)
/// checks against its minimums, so a fault test that ran nothing cannot count as a pass.
pub fn fault_cases(test: &str, n: usize) {
    println!("fault-cases: {test} {n}");
    let exe = std::env::current_exe().expect("the test binary");
    // The binary is target/<profile>/deps/<name>-<hash>.
    let dir =
        exe.parent().and_then(std::path::Path::parent).expect("a profile directory").join("fault-cases");
    std::fs::create_dir_all(&dir)
        .and_then(|()| std::fs::write(dir.join(test), format!("{n}\n")))
        .expect("the count is written");
}
