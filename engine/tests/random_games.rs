//! One generic random-game test for every game (as OpenSpiel's `RandomSimTest`): through the
//! game-agnostic `AnyGame` interface, random games check that every listed action plays,
//! action strings are unique, a finished game lists nothing and refuses `pass`, positions
//! round-trip through their notation at turn boundaries, and undo restores what was there.

use std::collections::HashSet;

use shuangcheng_engine::rng::Rng;
use shuangcheng_engine::{new_game, ActionError, AnyGame, GameKind};

fn check_invariants(game: &dyn AnyGame) {
    let actions = game.legal_actions();
    let texts: HashSet<&str> = actions.iter().map(|a| a.text.as_str()).collect();
    assert_eq!(texts.len(), actions.len(), "duplicate action strings in {}", game.position());
    for a in &actions {
        assert!(!a.taps.is_empty(), "{} has no taps", a.text);
    }
    if game.outcome().is_some() {
        assert!(actions.is_empty(), "a finished game lists actions: {}", game.position());
        let mut g = game.clone_box();
        assert_eq!(g.pass(), Err(ActionError::GameOver));
    } else {
        assert!(!actions.is_empty(), "no actions but not over: {}", game.position());
    }
    if game.at_turn_boundary() {
        let text = game.position();
        let reparsed = new_game(game.kind(), Some(&text)).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(reparsed.position(), text);
        let mut a: Vec<String> = reparsed.legal_actions().into_iter().map(|a| a.text).collect();
        let mut b: Vec<String> = actions.iter().map(|a| a.text.clone()).collect();
        a.sort();
        b.sort();
        if game.outcome().is_none() || reparsed.outcome().is_some() {
            assert_eq!(a, b, "the reparsed position has other actions: {text}");
        }
    }
}

fn random_games(kind: GameKind, games: u64, max_actions: usize) {
    for seed in 0..games {
        let mut rng = Rng::new(seed);
        let mut game = new_game(kind, None).unwrap();
        for _ in 0..max_actions {
            check_invariants(game.as_ref());
            if game.outcome().is_some() {
                break;
            }
            let before = game.position();
            // Now and then a timed-out turn, as the app's timer would play it.
            let action = if rng.below(50) == 0 {
                "pass".to_string()
            } else {
                let actions = game.legal_actions();
                actions[rng.below(actions.len())].text.clone()
            };
            let played = game.play(&action).unwrap_or_else(|e| panic!("{action} in {before}: {e}"));
            assert_eq!(played, action);
            if rng.below(10) == 0 {
                assert_eq!(game.undo(), Some(action.clone()));
                assert_eq!(game.position(), before, "undo of {action}");
                game.play(&action).unwrap();
            }
        }
    }
}

#[test]
fn random_games_zhili() {
    random_games(GameKind::Zhili, 300, 250);
}

#[test]
fn random_games_twin_cities() {
    random_games(GameKind::TwinCities, 60, 300);
}

#[test]
fn random_games_generals() {
    random_games(GameKind::Generals, 40, 600);
}

#[test]
fn unknown_actions_change_nothing() {
    for kind in GameKind::ALL {
        let mut game = new_game(kind, None).unwrap();
        let before = game.position();
        for junk in ["", "zz", "a1a1a1", "x", "@@", "99-99", "lead q"] {
            assert!(game.play(junk).is_err(), "{kind}: '{junk}' was accepted");
            assert_eq!(game.position(), before);
            assert!(game.history().is_empty());
        }
    }
}
