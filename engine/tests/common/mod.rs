//! Helpers shared by the engine's rule tests: positions from text, legal action sets, and
//! games played from a position. `twin` and `generals` hold each game's own builders;
//! `random_twin_cities` makes random valid positions (the master benchmark uses it too).
#![allow(dead_code)] // every test file uses some of the helpers

pub mod cli;
pub mod generals;
pub mod random_twin_cities;
pub mod twin;

use std::collections::BTreeSet;

use shuangcheng_engine::{Game, Position};

/// A position from its notation; panics with the reason when it is refused.
pub fn pos<P: Position>(s: &str) -> P {
    s.parse().unwrap_or_else(|e| panic!("{s}: {e}"))
}

/// The legal action strings, in the engine's order; checks that none is listed twice.
pub fn legal_list<P: Position>(p: &P) -> Vec<String> {
    let mut v = Vec::new();
    p.legal_actions(&mut v);
    let strings: Vec<String> = v.iter().map(|a| a.to_string()).collect();
    let unique: BTreeSet<&String> = strings.iter().collect();
    assert_eq!(unique.len(), strings.len(), "duplicate action strings in {p}");
    strings
}

/// The legal action strings as a set.
pub fn legal<P: Position>(p: &P) -> BTreeSet<String> {
    legal_list(p).into_iter().collect()
}

/// The position after `actions` (the timer's `pass` included), each checked for legality.
pub fn play<P: Position>(start: &P, actions: &[&str]) -> P {
    let mut game = Game::new(start.clone());
    for a in actions {
        if let Err(e) = game.play_str(a) {
            panic!("{a}: {e} in {}", game.position());
        }
    }
    game.position().clone()
}

pub fn set(items: &[&str]) -> BTreeSet<String> {
    items.iter().map(|s| s.to_string()).collect()
}

pub fn sorted(items: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = items.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}
