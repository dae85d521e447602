//! What `act` costs apart from the disk: `Service::act` on saves in memory, for each game, in
//! pass-and-play games whose actions are picked at random (a fixed seed) from the legal ones,
//! a new game whenever one ends. The time covers the checks, the engine's play, the commit to
//! the in-memory SQLite store and the snapshot answered (its legal actions included). Median
//! and 99th percentile per game.
//!
//! `cargo bench -p shuangcheng --bench act` (figures in docs/performance.md, "act").

use std::sync::Arc;
use std::time::{Duration, Instant};

use shuangcheng_engine::GameKind;
use shuangcheng_lib::service::{parse_payload, NewGameOptions, NoEvents, Phase, Service};

const ACTIONS: usize = 3000;

fn options(game: GameKind) -> NewGameOptions {
    parse_payload(serde_json::json!({
        "game": game.id(), "mode": "pass-and-play",
        "seats": [{ "kind": "human" }, { "kind": "human" }], "timerSecs": null
    }))
    .expect("options")
}

/// A small xorshift, so every run plays the same games.
fn next(state: &mut u64) -> u64 {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    *state
}

fn act_times(svc: &Service, game: GameKind) -> Vec<Duration> {
    let mut seed = 0x9e37_79b9_7f4a_7c15;
    let mut snap = svc.new_game(options(game)).expect("new game");
    let mut samples = Vec::with_capacity(ACTIONS);
    while samples.len() < ACTIONS {
        if snap.phase != Phase::Playing || snap.legal_actions.is_empty() {
            snap = svc.new_game(options(game)).expect("new game");
            continue;
        }
        let pick = next(&mut seed) as usize % snap.legal_actions.len();
        let action = snap.legal_actions[pick].text.clone();
        let t = Instant::now();
        snap = std::hint::black_box(svc.act(&snap.id, &action, snap.board.ply).expect("act"));
        samples.push(t.elapsed());
    }
    samples
}

fn main() {
    let rt =
        tokio::runtime::Builder::new_multi_thread().worker_threads(1).enable_all().build().expect("runtime");
    let _enter = rt.enter();
    let svc = Service::in_memory(None, Arc::new(NoEvents), rt.handle().clone());
    for game in GameKind::ALL {
        let mut samples = act_times(&svc, game);
        samples.sort();
        let us = |d: Duration| d.as_secs_f64() * 1e6;
        println!(
            "act ({}, saves in memory): median {:.1} µs, p99 {:.1} µs ({} actions)",
            game.id(),
            us(samples[samples.len() / 2]),
            us(samples[samples.len() * 99 / 100]),
            samples.len()
        );
    }
    svc.shutdown();
}
