//! The matches in memory, by id, and the game the app was away from, behind one lock. Each
//! match has a lock of its own; this one is never held while a match's is taken, so two calls
//! never wait on each other. A match a panic left half-changed (its lock poisoned) is dropped
//! where it is found: its save, which holds only committed changes, loads it again.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use super::matches::{Match, Shared};
use super::sync::relock;

#[derive(Default)]
struct State {
    matches: HashMap<String, Shared>,
    /// The game that was on screen when the app went to the background.
    suspended: Option<String>,
}

#[derive(Default)]
pub(crate) struct Registry {
    state: Mutex<State>,
}

impl Registry {
    /// Match `id`, if it is in memory and whole.
    pub(crate) fn get(&self, id: &str) -> Option<Shared> {
        let mut state = relock(&self.state);
        let cell = state.matches.get(id)?.clone();
        if cell.is_poisoned() {
            forget(&mut state.matches, id);
            return None;
        }
        Some(cell)
    }

    /// Puts `m` in memory, unless another call put a match of its id there first: the one in
    /// memory.
    pub(crate) fn keep_first(&self, m: Match) -> Shared {
        let mut state = relock(&self.state);
        let id = m.id().to_string();
        match state.matches.get(&id) {
            Some(cell) if !cell.is_poisoned() => cell.clone(),
            _ => {
                let cell = m.into_shared();
                state.matches.insert(id, cell.clone());
                cell
            }
        }
    }

    pub(crate) fn remove(&self, id: &str) -> Option<Shared> {
        relock(&self.state).matches.remove(id)
    }

    /// Every whole match in memory (copied out, and this lock released before any match's is
    /// taken).
    pub(crate) fn all(&self) -> Vec<Shared> {
        self.others("")
    }

    /// Every whole match in memory but `id`.
    pub(crate) fn others(&self, id: &str) -> Vec<Shared> {
        let mut state = relock(&self.state);
        let poisoned: Vec<String> =
            state.matches.iter().filter(|(_, cell)| cell.is_poisoned()).map(|(k, _)| k.clone()).collect();
        for k in poisoned {
            forget(&mut state.matches, &k);
        }
        state.matches.iter().filter(|(k, _)| k.as_str() != id).map(|(_, v)| v.clone()).collect()
    }

    /// Drops every match a panic left locked half-way: the next call reloads it.
    pub(crate) fn forget_interrupted(&self) {
        self.others("");
    }

    /// The game the app was away from, if any.
    pub(crate) fn suspended(&self) -> Option<String> {
        relock(&self.state).suspended.clone()
    }

    pub(crate) fn set_suspended(&self, id: Option<String>) {
        relock(&self.state).suspended = id;
    }

    pub(crate) fn take_suspended(&self) -> Option<String> {
        relock(&self.state).suspended.take()
    }

    /// Game `id` came on screen or was left: it is no longer the one the app was away from.
    pub(crate) fn forget_suspended(&self, id: &str) {
        let mut state = relock(&self.state);
        if state.suspended.as_deref() == Some(id) {
            state.suspended = None;
        }
    }
}

fn forget(matches: &mut HashMap<String, Shared>, id: &str) {
    log::warn!("game {id} was interrupted by a panic; it will be reloaded from its save");
    matches.remove(id);
}

impl Match {
    /// The match behind its own lock, knowing its cell (its tasks hold it weakly).
    pub(crate) fn into_shared(self) -> Shared {
        Arc::new_cyclic(|cell| Mutex::new(self.with_cell(cell.clone())))
    }
}

#[cfg(test)]
mod tests {
    use shuangcheng_engine::{new_game, GameKind};

    use super::*;
    use crate::service::matches::moves::Moves;
    use crate::service::matches::Stage;
    use crate::service::training::Training;
    use crate::service::types::{GameOptions, Mode, Seat};

    fn zhili(id: &str) -> Match {
        let options = GameOptions {
            game: GameKind::Zhili,
            mode: Mode::PassAndPlay,
            seats: vec![Seat::human(), Seat::human()],
            timer_secs: None,
            game_clock: None,
            handicap: None,
            coach: false,
            training: Training::default(),
            practice: false,
            hand_over: false,
        };
        let moves = Moves::new(new_game(GameKind::Zhili, None).unwrap());
        Match::new(id.into(), options, Stage::Play(moves), String::new())
    }

    #[test]
    fn a_game_loaded_twice_at_once_is_the_first_one_in_memory() {
        let registry = Registry::default();
        let first = registry.keep_first(zhili("g1"));
        let second = registry.keep_first(zhili("g1"));
        assert!(Arc::ptr_eq(&first, &second));
        assert_eq!(registry.others("g1").len(), 0);
        registry.keep_first(zhili("g2"));
        assert_eq!(registry.all().len(), 2);
        assert!(registry.remove("g1").is_some() && registry.get("g1").is_none());
    }

    #[test]
    fn the_game_away_from_is_forgotten_once_shown() {
        let registry = Registry::default();
        registry.set_suspended(Some("g1".into()));
        registry.forget_suspended("g2");
        assert_eq!(registry.suspended().as_deref(), Some("g1"));
        registry.forget_suspended("g1");
        assert_eq!(registry.take_suspended(), None);
    }

    #[test]
    fn a_match_a_panic_left_locked_is_dropped_where_it_is_found() {
        let registry = Registry::default();
        let cell = registry.keep_first(zhili("g1"));
        let _ = std::thread::spawn(move || {
            let _guard = cell.lock().unwrap();
            panic!("a command panics while it holds the game");
        })
        .join();
        assert!(registry.get("g1").is_none());
        // A fresh load takes its place.
        let reloaded = registry.keep_first(zhili("g1"));
        assert!(!reloaded.is_poisoned() && registry.all().len() == 1);
    }
}
