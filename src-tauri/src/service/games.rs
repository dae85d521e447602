//! The games in memory, as a part of the service: each session behind its own lock, the
//! revision stamped on every snapshot, the game the app was away from, and the AI's job
//! numbers. What a command does with them is the service's ([`super::running`]).

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use super::relock;
use super::sessions::Session;

/// One game's session, locked by whoever changes it.
pub(crate) type Shared = Arc<Mutex<Session>>;

pub(crate) struct Games {
    sessions: Mutex<HashMap<String, Shared>>,
    /// The last snapshot revision given out (see [`super::Snapshot::revision`]).
    revision: AtomicU64,
    /// The game that was on screen when the app went to the background.
    suspended: Mutex<Option<String>>,
    next_job: AtomicU64,
}

impl Games {
    pub(crate) fn new() -> Games {
        Games {
            sessions: Mutex::new(HashMap::new()),
            revision: AtomicU64::new(0),
            suspended: Mutex::new(None),
            next_job: AtomicU64::new(1),
        }
    }

    pub(crate) fn get(&self, id: &str) -> Option<Shared> {
        relock(&self.sessions).get(id).cloned()
    }

    /// Puts `session` in memory as game `id`, unless another call put it there first: the
    /// one in memory.
    pub(crate) fn keep_first(&self, id: &str, session: Session) -> Shared {
        relock(&self.sessions).entry(id.to_string()).or_insert_with(|| Arc::new(Mutex::new(session))).clone()
    }

    pub(crate) fn insert(&self, id: String, session: Shared) {
        relock(&self.sessions).insert(id, session);
    }

    pub(crate) fn remove(&self, id: &str) -> Option<Shared> {
        relock(&self.sessions).remove(id)
    }

    /// Every game in memory (copied out of the map, whose lock is released before any session
    /// is locked).
    pub(crate) fn all(&self) -> Vec<Shared> {
        relock(&self.sessions).values().cloned().collect()
    }

    /// Every game in memory but `id`.
    pub(crate) fn others(&self, id: &str) -> Vec<Shared> {
        relock(&self.sessions).iter().filter(|(k, _)| k.as_str() != id).map(|(_, v)| v.clone()).collect()
    }

    /// Drops every session a panic left locked half-way (its lock is poisoned): the next call
    /// reloads it from the database, where only committed changes are.
    pub(crate) fn forget_interrupted(&self) {
        relock(&self.sessions).retain(|id, s| {
            let poisoned = s.is_poisoned();
            if poisoned {
                log::warn!("game {id} was interrupted by a panic; it will be reloaded from its save");
            }
            !poisoned
        });
    }

    /// The next snapshot's revision: higher than every one before.
    pub(crate) fn next_revision(&self) -> u64 {
        self.revision.fetch_add(1, Ordering::Relaxed) + 1
    }

    /// A new AI job number.
    pub(crate) fn next_job(&self) -> u64 {
        self.next_job.fetch_add(1, Ordering::Relaxed)
    }

    /// The game the app was away from, if any.
    pub(crate) fn suspended(&self) -> Option<String> {
        relock(&self.suspended).clone()
    }

    pub(crate) fn set_suspended(&self, id: Option<String>) {
        *relock(&self.suspended) = id;
    }

    pub(crate) fn take_suspended(&self) -> Option<String> {
        relock(&self.suspended).take()
    }

    /// Game `id` came on screen or was left: it is no longer the one the app was away from.
    pub(crate) fn forget_suspended(&self, id: &str) {
        let mut suspended = relock(&self.suspended);
        if suspended.as_deref() == Some(id) {
            *suspended = None;
        }
    }
}

#[cfg(test)]
mod tests {
    use shuangcheng_engine::{new_game, GameKind};

    use super::*;
    use crate::service::sessions::Stage;
    use crate::service::training::Training;
    use crate::service::types::{GameOptions, Mode, Seat};

    fn session(id: &str) -> Session {
        let options = GameOptions {
            game: GameKind::Zhili,
            mode: Mode::PassAndPlay,
            seats: vec![Seat::human(), Seat::human()],
            timer_secs: None,
            coach: false,
            training: Training::default(),
            practice: false,
            hand_over: false,
        };
        Session::new(id.into(), options, Stage::Play(new_game(GameKind::Zhili, None).unwrap()), String::new())
    }

    #[test]
    fn a_game_loaded_twice_at_once_is_the_first_one_in_memory() {
        let games = Games::new();
        let first = games.keep_first("g1", session("g1"));
        let second = games.keep_first("g1", session("g1"));
        assert!(Arc::ptr_eq(&first, &second));
        assert_eq!(games.others("g1").len(), 0);
        games.insert("g2".into(), Arc::new(Mutex::new(session("g2"))));
        assert_eq!(games.all().len(), 2);
        assert!(games.remove("g1").is_some() && games.get("g1").is_none());
    }

    #[test]
    fn revisions_only_go_up_and_the_game_away_from_is_forgotten_once_shown() {
        let games = Games::new();
        let (a, b) = (games.next_revision(), games.next_revision());
        assert!(b > a);
        games.set_suspended(Some("g1".into()));
        games.forget_suspended("g2");
        assert_eq!(games.suspended().as_deref(), Some("g1"));
        games.forget_suspended("g1");
        assert_eq!(games.take_suspended(), None);
    }

    #[test]
    fn a_session_a_panic_left_locked_is_forgotten() {
        let games = Games::new();
        let arc = games.keep_first("g1", session("g1"));
        let poisoner = arc.clone();
        let _ = std::thread::spawn(move || {
            let _guard = poisoner.lock().unwrap();
            panic!("a command panics while it holds the game");
        })
        .join();
        games.forget_interrupted();
        assert!(games.get("g1").is_none());
    }
}
