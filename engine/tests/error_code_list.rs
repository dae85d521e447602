//! The engine's error codes and the names of their parameters. A game's own codes have their
//! templates in its texts file (`engine/texts/<id>.toml`), checked here in 简体 and English;
//! the shared ones (an action's, a game id's, a position editor's `editor.*`) theirs in
//! `ui/js/error-text.js`.
//! Every code is also written to `tests/unit/engine-errors.json`, where
//! `tests/unit/error-text.test.mjs` checks that the UI finds a template for each in every
//! language (the app's own in `ui/js/error-text.js`) that uses exactly these parameters. A code
//! or parameter changed on one side alone fails one of the tests.

use std::collections::BTreeMap;

use serde_json::Value;
use shuangcheng_engine::texts::placeholders;
use shuangcheng_engine::GameKind;

const WRITTEN: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/unit/engine-errors.json");

/// Every variant of `ActionError`, once.
fn action() -> Vec<Value> {
    use shuangcheng_engine::ActionError as E;
    let all = [E::Syntax { action: String::new() }, E::Illegal { action: String::new() }, E::GameOver];
    // No wildcard: a new variant does not compile until it is listed above as well.
    for e in &all {
        match e {
            E::Syntax { .. } | E::Illegal { .. } | E::GameOver => {}
        }
    }
    all.iter().map(|e| serde_json::to_value(e).expect("an error serialises")).collect()
}

/// Every variant of `ParseGameKindError`, once.
fn game_kind() -> Vec<Value> {
    use shuangcheng_engine::ParseGameKindError as E;
    let all = [E::Unknown { game: String::new() }];
    // No wildcard: a new variant does not compile until it is listed above as well.
    for e in &all {
        match e {
            E::Unknown { .. } => {}
        }
    }
    all.iter().map(|e| serde_json::to_value(e).expect("an error serialises")).collect()
}

/// Every variant of `EditorError`, once: what a position editor asks that a game's notation
/// cannot write (the rules' refusals are the games' own codes).
fn editor() -> Vec<Value> {
    use shuangcheng_engine::EditorError as E;
    use shuangcheng_engine::Side;
    let s = String::new;
    let all = [
        E::Point { point: s() },
        E::Kind { kind: s() },
        E::Side { point: s(), kind: s() },
        E::SamePoint { point: s() },
        E::Health { point: s(), hp: 0 },
        E::UnitIdMissing { point: s() },
        E::UnitIdUnused { point: s(), unit: s() },
        E::ReserveKind { side: Side::First, kind: s() },
        E::ReserveCount { side: Side::First, kind: s(), count: 0, max: 0 },
    ];
    // No wildcard: a new variant does not compile until it is listed above as well.
    for e in &all {
        match e {
            E::Point { .. }
            | E::Kind { .. }
            | E::Side { .. }
            | E::SamePoint { .. }
            | E::Health { .. }
            | E::UnitIdMissing { .. }
            | E::UnitIdUnused { .. }
            | E::ReserveKind { .. }
            | E::ReserveCount { .. } => {}
        }
    }
    all.iter().map(|e| serde_json::to_value(e).expect("an error serialises")).collect()
}

/// `{ code: [parameter names] }` of every error the engine sends in `games`, sorted.
fn codes(games: impl Iterator<Item = GameKind>) -> BTreeMap<String, Vec<String>> {
    let mut out = BTreeMap::new();
    let games = games.flat_map(|game| (game.examples().errors)());
    for e in games.chain(action()).chain(game_kind()).chain(editor()) {
        let code = e["code"].as_str().expect("every error has a code").to_string();
        let params: Vec<String> = e
            .get("params")
            .and_then(Value::as_object)
            .map(|p| p.keys().cloned().collect())
            .unwrap_or_default();
        assert!(out.insert(code.clone(), params).is_none(), "the code {code} is used twice");
    }
    out
}

#[test]
fn the_error_codes_file_lists_every_code_with_its_parameters() {
    // The file is the shipped app's (the UI's templates are checked against it).
    let codes = codes(GameKind::shipped());
    assert!(codes["army.soldier-count"].contains(&"soldiers".to_string()), "a limit is a parameter (G2)");
    assert_eq!(codes["zhili.point-count"], ["found", "points"], "Z8's point count is sent");
    let json = serde_json::to_string_pretty(&codes).expect("JSON") + "\n";
    let written = std::fs::read_to_string(WRITTEN).unwrap_or_default();
    if written != json {
        std::fs::write(WRITTEN, &json).expect("tests/unit/engine-errors.json is writable");
        panic!("tests/unit/engine-errors.json was out of date and is now rewritten: check it, update the templates to match (a game's in engine/texts/<id>.toml, the others in ui/js/error-text.js), and commit both");
    }
}

#[test]
fn each_game_says_every_error_it_sends_with_exactly_its_parameters_and_no_other() {
    let all = codes(GameKind::ALL.into_iter());
    for game in GameKind::ALL {
        let texts = &game.catalog().texts.errors;
        let sent: Vec<String> = (game.examples().errors)()
            .iter()
            .map(|e| e["code"].as_str().expect("a code").to_string())
            .collect();
        let written: Vec<&String> = texts.keys().collect();
        let mut expected: Vec<&String> = sent.iter().collect();
        expected.sort();
        assert_eq!(
            written, expected,
            "engine/texts/{game}.toml has a template for each of its codes, and no other"
        );
        for code in &sent {
            for language in ["zh", "en"] {
                let template = texts[code]
                    .0
                    .get(language)
                    .unwrap_or_else(|| panic!("{game} {code}: no {language} text"));
                assert_eq!(
                    placeholders(template),
                    all[code],
                    "{game} {code} in {language}: its {{names}} are the error's parameters"
                );
            }
        }
    }
}
