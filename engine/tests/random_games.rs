//! One generic random-game test for every game, as OpenSpiel's `RandomSimTest`: seeded random
//! games through the game-agnostic `AnyGame`, checking in every state that
//! - clones and serialised states round-trip: a clone is the same game, the position's
//!   notation reads back to the same position and actions, and the start plus the action
//!   strings replay to the same game;
//! - action strings are unique, each with its own taps, each tap on a point of the board or a
//!   button, and each one plays;
//! - each tap's label and help and each note of the view have their game's text;
//! - terminal states have no actions and refuse `pass`; others have actions;
//! - the outcome is consistent: a winner exactly for the winning reasons, zero-sum returns;
//! - undo restores the state; what the last action did names pieces that are there, and its
//!   taps are those it was listed with.
//!
//! Each game's own invariants are in its files (`twin_cities_props.rs`, `generals_random.rs`).

use std::collections::{BTreeMap, HashSet};
use std::sync::Mutex;

use shuangcheng_engine::rng::Rng;
use shuangcheng_engine::{new_game, ActionError, AnyGame, Effect, GameKind, Side, TapKind};

fn assert_same(a: &AnyGame, b: &AnyGame) {
    assert_eq!(a.position(), b.position());
    assert_eq!(a.history(), b.history());
    assert_eq!(a.outcome(), b.outcome(), "{}", a.position());
    assert_eq!(a.legal_actions(), b.legal_actions(), "{}", a.position());
}

fn check_actions(game: &AnyGame) {
    let actions = game.legal_actions();
    let texts: HashSet<&str> = actions.iter().map(|a| a.text.as_str()).collect();
    assert_eq!(texts.len(), actions.len(), "duplicate action strings in {}", game.position());
    let taps: HashSet<Vec<&str>> = actions.iter().map(|a| a.tokens()).collect();
    assert_eq!(taps.len(), actions.len(), "two actions with the same taps in {}", game.position());
    let points = &game.catalog().board.points;
    for a in &actions {
        assert!(!a.taps.is_empty(), "{} has no taps", a.text);
        for tap in &a.taps {
            let on_board = tap.at.as_ref().is_none_or(|at| points.contains(at));
            let named_by_point = matches!(tap.kind, TapKind::Point | TapKind::Move);
            assert!(on_board, "{}: tap {tap:?} is off the board", a.text);
            assert!(!named_by_point || tap.at.as_ref() == Some(&tap.token), "{}: {tap:?}", a.text);
            let texts = &game.catalog().texts;
            let has = |table: &std::collections::BTreeMap<String, _>, key: Option<&str>| {
                key.is_none_or(|k| table.contains_key(k))
            };
            assert!(has(&texts.taps, tap.label), "{}: {tap:?} has no [taps] text", a.text);
            assert!(has(&texts.help, tap.help), "{}: {tap:?} has no [help] text", a.text);
        }
    }
}

/// Each note of the position has its game's text, which fills exactly the note's parameters.
fn check_notes(game: &AnyGame) {
    for note in game.view().notes {
        let text = game.catalog().texts.notes.get(note.code);
        let text = text.unwrap_or_else(|| panic!("{}: no [notes.{}]", game.kind(), note.code));
        let params: Vec<String> = note.params.keys().map(|k| k.to_string()).collect();
        for template in text.0.values() {
            assert_eq!(shuangcheng_engine::texts::placeholders(template), params, "[notes.{}]", note.code);
        }
    }
}

/// Whether each end reason seen so far came with a winner.
static DECISIVE: Mutex<BTreeMap<&str, bool>> = Mutex::new(BTreeMap::new());

fn check_outcome(game: &AnyGame) {
    let Some(o) = game.outcome() else {
        assert!(!game.legal_actions().is_empty(), "no actions but not over: {}", game.position());
        return;
    };
    assert!(game.legal_actions().is_empty(), "a finished game lists actions: {}", game.position());
    assert_eq!(game.clone().pass(), Err(ActionError::GameOver));
    assert_eq!(
        game.kind().end_reason(o.reason.code()),
        Some(o.reason),
        "{o:?} is not one of its game's reasons"
    );
    // A reason is a win or a draw, whichever game and position give it.
    let decisive = *DECISIVE.lock().unwrap().entry(o.reason.code()).or_insert(o.winner.is_some());
    assert_eq!(o.winner.is_some(), decisive, "{o:?} in {}", game.position());
    assert_eq!(o.returns(Side::First) + o.returns(Side::Second), 0);
}

/// The position's notation reads back to the same position with the same actions (when the
/// history alone did not end the game).
fn check_notation(game: &AnyGame) {
    let text = game.position();
    let reparsed = new_game(game.kind(), Some(&text)).unwrap_or_else(|e| panic!("{text}: {e}"));
    assert_eq!(reparsed.position(), text);
    if game.outcome().is_none() || reparsed.outcome().is_some() {
        assert_eq!(reparsed.legal_actions(), game.legal_actions(), "{text}");
    }
}

/// The start and the action strings replay to the same game; each ply read alone is the one
/// the whole history gives.
fn check_replay(game: &AnyGame) {
    let mut replay = new_game(game.kind(), Some(&game.start_position())).unwrap();
    for a in game.history() {
        replay.play(&a).unwrap_or_else(|e| panic!("{a}: {e}"));
    }
    assert_same(&replay, game);
    let whole: Vec<(String, Side)> = game.history().into_iter().zip(game.movers()).collect();
    let alone: Vec<(String, Side)> = (0..=whole.len()).map_while(|ply| game.played(ply)).collect();
    assert_eq!(alone, whole, "each ply alone, and none past the last");
}

/// Every piece an effect moves or pushes stands on its target afterwards.
fn check_effects(game: &AnyGame) {
    let view = game.view();
    for e in game.last_effects() {
        if let Effect::Move { to, .. } | Effect::Push { to, .. } = &e {
            assert!(
                view.pieces.iter().any(|p| &p.at == to),
                "{e:?} after {:?} in {}",
                game.history().last(),
                game.position()
            );
        }
    }
}

fn random_game(kind: GameKind, seed: u64, max_actions: usize) -> AnyGame {
    let mut rng = Rng::new(seed);
    let mut game = new_game(kind, None).unwrap();
    assert_eq!(game.start_position(), kind.catalog().start);
    for _ in 0..max_actions {
        assert_same(&game.clone(), &game);
        check_actions(&game);
        check_notes(&game);
        check_outcome(&game);
        check_notation(&game);
        check_effects(&game);
        if game.outcome().is_some() {
            break;
        }
        let before = game.clone();
        // Now and then a timed-out turn, as the app's timer would play it.
        let (action, taps) = if rng.below(50) == 0 {
            ("pass".to_string(), None)
        } else {
            let actions = game.legal_actions();
            let info = actions[rng.below(actions.len())].clone();
            (info.text, Some(info.taps))
        };
        let played = game.play(&action).unwrap_or_else(|e| panic!("{action} in {}: {e}", before.position()));
        assert_eq!(played, action);
        // The last action's taps are those it was listed with.
        if let Some(taps) = taps {
            assert_eq!(game.last_taps(), taps, "{action}");
        }
        if rng.below(10) == 0 {
            assert_eq!(game.undo(), Some(action.clone()));
            assert_same(&game, &before);
            game.play(&action).unwrap();
        }
    }
    check_replay(&game);
    game
}

#[test]
fn random_sim_test_of_every_game() {
    for kind in GameKind::ALL {
        let shuangcheng_engine::examples::Walk { games, plies: max_actions } = kind.examples().random_games;
        let finished =
            (0..games).filter(|&seed| random_game(kind, seed, max_actions).outcome().is_some()).count();
        assert!(finished > 0, "{kind}: no random game finished");
    }
}

#[test]
fn unknown_actions_change_nothing() {
    for kind in GameKind::ALL {
        let mut game = new_game(kind, None).unwrap();
        let before = game.position();
        for junk in ["", "zz", "a1a1a1", "x", "@@", "99-99", "lead q", "05-3", "e2\ne3"] {
            assert!(game.play(junk).is_err(), "{kind}: '{junk}' was accepted");
            assert_eq!(game.position(), before);
            assert!(game.history().is_empty());
        }
    }
}
