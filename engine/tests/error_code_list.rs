//! The engine's error codes and the names of their parameters. A game's own codes have their
//! templates in its texts file (`engine/texts/<id>.toml`), checked here in 简体 and English.
//! Every code is also written to `tests/unit/engine-errors.json`, where
//! `tests/unit/error-text.test.mjs` checks that the UI finds a template for each in every
//! language (the app's own in `ui/js/error-text.js`) that uses exactly these parameters. A code
//! or parameter changed on one side alone fails one of the tests.

use std::collections::BTreeMap;

use serde_json::Value;
use shuangcheng_engine::generals::{Colour, Kind, Square};
use shuangcheng_engine::texts::placeholders;
use shuangcheng_engine::{GameKind, Side};

const WRITTEN: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/unit/engine-errors.json");

fn cell() -> Square {
    "c2".parse().expect("c2 is a cell")
}

/// Every variant of `zhili::NotationError`, once.
fn zhili() -> Vec<Value> {
    use shuangcheng_engine::zhili::NotationError as E;
    let all = [
        E::Fields { found: 0 },
        E::PointCount { points: 0, found: 0 },
        E::PointLetter { point: 0, letter: String::new() },
        E::PieceCounts {
            black: 0,
            red: 0,
            shared: 0,
            empty: 0,
            expected_black: 0,
            expected_red: 0,
            expected_shared: 0,
            expected_empty: 0,
        },
        E::Side { side: String::new() },
        E::Lock { lock: String::new() },
    ];
    // No wildcard: a new variant does not compile until it is listed above as well.
    for e in &all {
        match e {
            E::Fields { .. }
            | E::PointCount { .. }
            | E::PointLetter { .. }
            | E::PieceCounts { .. }
            | E::Side { .. }
            | E::Lock { .. } => {}
        }
    }
    all.iter().map(|e| serde_json::to_value(e).expect("an error serialises")).collect()
}

/// Every variant of `twin_cities::NotationError`, once.
fn twin_cities() -> Vec<Value> {
    use shuangcheng_engine::twin_cities::NotationError as E;
    let all = [
        E::Fields { input: String::new() },
        E::Side { side: String::new() },
        E::QuietPliesNumber { value: String::new() },
        E::QuietPliesRange { value: String::new() },
        E::TurnNumber { value: String::new() },
        E::TurnRange { value: String::new() },
        E::TurnZero,
        E::RankCount { ranks: 0, found: 0 },
        E::RankDigits { rank: 0, text: String::new() },
        E::PieceLetter { rank: 0, letter: String::new() },
        E::RankTooLong { rank: 0, files: 0, text: String::new() },
        E::StrongholdLetter { rank: 0, letter: String::new() },
        E::RankLength { rank: 0, files: 0, found: 0, text: String::new() },
        E::ReserveLetter { side: Side::First, letter: String::new() },
        E::ReserveCase { side: Side::First, reserve: String::new() },
        E::ReserveOrder { side: Side::First, order: String::new(), reserve: String::new() },
        E::ReserveCount { side: Side::First, reserve: String::new() },
        E::Strongholds { max: 0, found: 0 },
        E::Cities { side: Side::First, found: 0 },
        E::TooMany { side: Side::First, count: 0, letter: String::new(), max: 0 },
        E::SwapField { value: String::new() },
    ];
    // No wildcard: a new variant does not compile until it is listed above as well.
    for e in &all {
        match e {
            E::Fields { .. }
            | E::Side { .. }
            | E::QuietPliesNumber { .. }
            | E::QuietPliesRange { .. }
            | E::TurnNumber { .. }
            | E::TurnRange { .. }
            | E::TurnZero
            | E::RankCount { .. }
            | E::RankDigits { .. }
            | E::PieceLetter { .. }
            | E::RankTooLong { .. }
            | E::StrongholdLetter { .. }
            | E::RankLength { .. }
            | E::ReserveLetter { .. }
            | E::ReserveCase { .. }
            | E::ReserveOrder { .. }
            | E::ReserveCount { .. }
            | E::Strongholds { .. }
            | E::Cities { .. }
            | E::TooMany { .. }
            | E::SwapField { .. } => {}
        }
    }
    all.iter().map(|e| serde_json::to_value(e).expect("an error serialises")).collect()
}

/// `generals()`'s first half: the position's fields and its units.
fn generals_position() -> Vec<shuangcheng_engine::generals::NotationError> {
    use shuangcheng_engine::generals::NotationError as E;
    vec![
        E::Fields { found: 0 },
        E::Team { team: String::new() },
        E::NoDamageCount { value: String::new(), max: 0 },
        E::ListedTwice { unit: String::new() },
        E::CarrierAbsent { unit: String::new(), carrier: String::new() },
        E::UnitShape { token: String::new() },
        E::UnitId { id: String::new(), generals: Vec::new(), max_number: 0 },
        E::UnitKind { kind: String::new() },
        E::GeneralKind { unit: String::new(), kind: String::new() },
        E::SoldierKind { unit: String::new() },
        E::CarrierId { unit: String::new(), carrier: String::new() },
        E::CooldownNumber { unit: String::new(), value: String::new() },
        E::NoCooldown { unit: String::new(), kind: String::new() },
        E::CooldownRange { unit: String::new(), cooldown: 0, max: 0 },
        E::HpNumber { unit: String::new(), value: String::new() },
        E::HpRange { unit: String::new(), hp: 0, max: 0, kind: String::new() },
        E::Cell { cell: String::new() },
        E::OffMap { unit: String::new(), cell: String::new() },
        E::GeneralAbsent { unit: String::new(), general: String::new() },
        E::InWater { unit: String::new(), kind: String::new(), cell: String::new() },
        E::HpAbove { unit: String::new(), hp: 0, max: 0, kind: String::new() },
        E::CooldownAbove { unit: String::new(), cooldown: 0, max: 0 },
    ]
}

/// `generals()`'s second half: carriers, the turn and unit states.
fn generals_units() -> Vec<shuangcheng_engine::generals::NotationError> {
    use shuangcheng_engine::generals::NotationError as E;
    vec![
        E::NotAChariot { unit: String::new(), carrier: String::new() },
        E::OffCarrier { unit: String::new(), carrier: String::new() },
        E::ChariotRides { unit: String::new() },
        E::CannotRide { unit: String::new(), kind: String::new() },
        E::CarrierRides { carrier: String::new() },
        E::Overloaded { unit: String::new(), capacity: 0 },
        E::SharedCell { first: String::new(), second: String::new(), cell: String::new() },
        E::Passengers { cell: String::new() },
        E::TurnField { turn: String::new() },
        E::Mode { mode: String::new() },
        E::General { general: String::new(), generals: Vec::new() },
        E::GeneralNotToMove { general: String::new() },
        E::GameOver,
        E::StateShape { token: String::new() },
        E::StateId { id: String::new() },
        E::StateAbsent { unit: String::new() },
        E::StateSteps { unit: String::new(), state: String::new() },
        E::TooManySteps { unit: String::new(), steps: 0, kind: String::new() },
        E::StateLetter { unit: String::new(), letter: String::new() },
        E::StateTwice { unit: String::new(), letter: String::new() },
        E::CooldownStarted { unit: String::new() },
        E::UnitNotToMove { unit: String::new() },
    ]
}

/// Every variant of `generals::NotationError`, once.
fn generals() -> Vec<Value> {
    use shuangcheng_engine::generals::NotationError as E;
    let all = [generals_position(), generals_units()].concat();
    // No wildcard: a new variant does not compile until it is listed above as well.
    for e in &all {
        match e {
            E::Fields { .. }
            | E::Team { .. }
            | E::NoDamageCount { .. }
            | E::ListedTwice { .. }
            | E::CarrierAbsent { .. }
            | E::UnitShape { .. }
            | E::UnitId { .. }
            | E::UnitKind { .. }
            | E::GeneralKind { .. }
            | E::SoldierKind { .. }
            | E::CarrierId { .. }
            | E::CooldownNumber { .. }
            | E::NoCooldown { .. }
            | E::CooldownRange { .. }
            | E::HpNumber { .. }
            | E::HpRange { .. }
            | E::Cell { .. }
            | E::OffMap { .. }
            | E::GeneralAbsent { .. }
            | E::InWater { .. }
            | E::HpAbove { .. }
            | E::CooldownAbove { .. }
            | E::NotAChariot { .. }
            | E::OffCarrier { .. }
            | E::ChariotRides { .. }
            | E::CannotRide { .. }
            | E::CarrierRides { .. }
            | E::Overloaded { .. }
            | E::SharedCell { .. }
            | E::Passengers { .. }
            | E::TurnField { .. }
            | E::Mode { .. }
            | E::General { .. }
            | E::GeneralNotToMove { .. }
            | E::GameOver
            | E::StateShape { .. }
            | E::StateId { .. }
            | E::StateAbsent { .. }
            | E::StateSteps { .. }
            | E::TooManySteps { .. }
            | E::StateLetter { .. }
            | E::StateTwice { .. }
            | E::CooldownStarted { .. }
            | E::UnitNotToMove { .. } => {}
        }
    }
    all.iter().map(|e| serde_json::to_value(e).expect("an error serialises")).collect()
}

/// Every variant of `generals::ArmyError`, once.
fn army() -> Vec<Value> {
    use shuangcheng_engine::generals::ArmyError as E;
    let all = [
        E::WrongGeneral { soldier_of: Colour::Red, listed_for: Colour::Red },
        E::SoldierCount { general: Colour::Red, count: 0, soldiers: 0 },
        E::GeneralAsSoldier,
        E::NotOnSpawn { kind: Kind::General, cell: cell(), general: Colour::Red, spawns: Vec::new() },
        E::SameCell { cell: cell() },
        E::InWater { kind: Kind::General, cell: cell() },
        E::OverLimit { count: 0, kind: Kind::General, limit: 0 },
        E::Crossbows { crossbowmen: 0, max: 0 },
        E::WrongTeam { general: Colour::Red, team: Side::First },
        E::Incomplete { missing: Vec::new() },
    ];
    // No wildcard: a new variant does not compile until it is listed above as well.
    for e in &all {
        match e {
            E::WrongGeneral { .. }
            | E::SoldierCount { .. }
            | E::GeneralAsSoldier
            | E::NotOnSpawn { .. }
            | E::SameCell { .. }
            | E::InWater { .. }
            | E::OverLimit { .. }
            | E::Crossbows { .. }
            | E::WrongTeam { .. }
            | E::Incomplete { .. } => {}
        }
    }
    all.iter().map(|e| serde_json::to_value(e).expect("an error serialises")).collect()
}

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

/// One error of each kind `game` sends, which its texts say.
fn sent_by(game: GameKind) -> Vec<Value> {
    match game {
        GameKind::Zhili => zhili(),
        GameKind::TwinCities => twin_cities(),
        GameKind::Generals => [generals(), army()].concat(),
    }
}

/// `{ code: [parameter names] }` of every error the engine sends, sorted.
fn codes() -> BTreeMap<String, Vec<String>> {
    let mut out = BTreeMap::new();
    let games = GameKind::ALL.into_iter().flat_map(sent_by);
    for e in games.chain(action()).chain(game_kind()) {
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
    let codes = codes();
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
    let all = codes();
    for game in GameKind::ALL {
        let texts = &game.catalog().texts.errors;
        let sent: Vec<String> =
            sent_by(game).iter().map(|e| e["code"].as_str().expect("a code").to_string()).collect();
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
