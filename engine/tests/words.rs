//! Every action kind of every game has its words: from the start and every lesson position,
//! the actions a few plies deep are told (`AnyGame::history_words`) until each verb of the
//! game's catalog has been met, and no action is told with a verb its catalog does not list.
//! One action of each verb is written to `tests/unit/golden/words.json`, which
//! `tests/unit/words.test.mjs` renders in every language of the UI; with the characters of
//! Twin Cities' compact form, which every action met writes only from (the font subset's).
//!
//! Refresh it after a deliberate change: `UPDATE_GOLDEN=1 cargo test -p shuangcheng-engine --test words`

use std::collections::BTreeMap;
use std::path::PathBuf;

use serde_json::{json, Value};
use shuangcheng_engine::lessons::lessons;
use shuangcheng_engine::twin_cities::COMPACT_CHARACTERS;
use shuangcheng_engine::{new_game, ActionWords, AnyGame, GameKind, Verb};

/// How deep the search looks from each position: a Generals turn needs three actions (choose
/// the troops, board a Chariot, drive it) before a Chariot carries anyone (G9).
fn depth(kind: GameKind) -> usize {
    if kind == GameKind::Generals {
        3
    } else {
        2
    }
}

/// The verbs of a told action: its own and its follower's.
fn verbs_of(words: &ActionWords) -> Vec<Verb> {
    let mut out = vec![words.verb];
    out.extend(words.then.as_deref().map(|t| t.verb));
    out
}

/// The first action met of each verb: (the position it was played in, its notation, its words).
type Samples = BTreeMap<Verb, (String, String, ActionWords, Value)>;

fn tell_last(game: &AnyGame, samples: &mut Samples, listed: &[Verb]) {
    let (Some(words), Some(text), Some(side)) =
        (game.history_words().pop(), game.history().pop(), game.movers().pop())
    else {
        return;
    };
    let before = game.truncated(game.plies() - 1).position();
    if let Some(compact) = &words.compact {
        let glyphs = game.kind().info().glyphs;
        let known = |c: char| {
            c.is_ascii_digit()
                || COMPACT_CHARACTERS.contains(c)
                || glyphs.iter().any(|g| [g.zh, g.zh_hant].into_iter().chain(g.second).any(|s| s.contains(c)))
        };
        let text = format!("{}{}", compact.zh, compact.zh_hant);
        assert!(
            text.chars().all(known),
            "`{text}` for `{}`: a character outside COMPACT_CHARACTERS and the glyphs",
            game.history().last().map_or("", String::as_str)
        );
    }
    for verb in verbs_of(&words) {
        assert!(
            listed.contains(&verb),
            "{}: `{text}` in {before} is told as {verb:?}, which its catalog does not list",
            game.kind()
        );
        samples.entry(verb).or_insert_with(|| (before.clone(), text.clone(), words.clone(), json!(side)));
    }
}

fn search(game: &AnyGame, left: usize, samples: &mut Samples, listed: &[Verb]) {
    if left == 0 || samples.len() == listed.len() {
        return;
    }
    for action in game.legal_actions() {
        let mut next = game.clone();
        next.play(&action.text).expect("a legal action plays");
        tell_last(&next, samples, listed);
        search(&next, left - 1, samples, listed);
    }
}

fn samples(kind: GameKind) -> Samples {
    let listed = &kind.catalog().verbs;
    let mut starts = vec![kind.catalog().start.clone()];
    starts.extend(kind.examples().word_positions.iter().map(|p| p.to_string()));
    starts.extend(lessons(kind).expect("the lessons load").iter().map(|l| l.position.clone()));
    // A fair start's own answer (Twin Cities' swap, T14) is met only from the start it gives.
    starts.extend(kind.info().fair_start.map(|fair| fair.start.to_string()));
    let mut found = Samples::new();
    for start in starts {
        let game = new_game(kind, Some(&start)).expect("a lesson position reads");
        let mut passed = game.clone();
        passed.pass().expect("the start is not over");
        tell_last(&passed, &mut found, listed);
        search(&game, depth(kind), &mut found, listed);
    }
    found
}

fn words_json() -> Value {
    let games: Vec<Value> = GameKind::shipped()
        .map(|kind| {
            let found = samples(kind);
            let missing: Vec<&Verb> = kind.catalog().verbs.iter().filter(|v| !found.contains_key(v)).collect();
            assert!(missing.is_empty(), "{kind}: no action found that is told as {missing:?}");
            let samples: Vec<Value> = found
                .into_iter()
                .map(|(verb, (position, notation, words, side))| {
                    json!({ "verb": verb, "position": position, "notation": notation, "side": side, "words": words })
                })
                .collect();
            let mut entry = json!({ "game": kind, "verbs": kind.catalog().verbs, "samples": samples });
            if kind == GameKind::TwinCities {
                // What the font subset must hold of the compact form (scripts/subset-font.py).
                entry["compactCharacters"] = json!(COMPACT_CHARACTERS);
            }
            entry
        })
        .collect();
    Value::Array(games)
}

#[test]
fn every_verb_of_every_game_is_met_and_written_for_the_ui() {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/unit/golden/words.json");
    let now = serde_json::to_string_pretty(&words_json()).unwrap() + "\n";
    if std::env::var_os("UPDATE_GOLDEN").is_some() {
        std::fs::write(&path, &now).unwrap();
    }
    let stored = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        stored == now,
        "{} is out of date: run `UPDATE_GOLDEN=1 cargo test -p shuangcheng-engine --test words`",
        path.display()
    );
}
