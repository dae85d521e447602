//! Twin Cities' rule examples for the engine's shared tests ([`crate::examples`]): its perft
//! figures, how many random games to walk, refused taps for the codes random games may not
//! meet, and every error it sends.

use crate::examples::{as_json, refused, Examples, PartChanged, RefusedTap, Walk};
use crate::outcome::Side;
use crate::presentation::Presentation;

pub(super) const EXAMPLES: Examples = Examples {
    perft: include_str!("examples.perft"),
    random_games: Walk { games: 60, plies: 300 },
    refusal_walk: Walk { games: 8, plies: 150 },
    refused_taps: TWIN_CITIES,
    errors,
    word_positions: &[],
    lessons: 8,
    changed_part,
};

/// Red's Tiger on c3 beside its Soldiers d3 and f3, the City e2; Black's City e10.
const TIGER_C3: Option<&str> = Some("9/4c4/3s1s3/9/9/2X3X2/9/9/2TS1S3/4C4/9 r S4FBHLWRDE s4tfbhlwrde 0 1");
/// Red's City e2 with a Shield on d2 and a Soldier on f2 in its field: it borrows both, so it
/// reaches e3 by the Soldier's step and by the Shield's shock drop (d2 and f2 pushed out).
const CITY_LENDING_TWO: Option<&str> = Some("9/4c4/9/9/9/2X3X2/9/9/9/3DCS3/9 r S5TFBHLWRE s6tfbhlwrde 0 1");

const TWIN_CITIES: &[RefusedTap] = &[
    refused("T4: Red moves its own pieces", None, &[], &[], "d9", "twin-cities.rival-piece"),
    refused(
        "T5: a Soldier moves one point orthogonally, not two",
        None,
        &[],
        &["d3"],
        "d5",
        "twin-cities.pattern-S",
    ),
    refused(
        "T5: a Tiger slides orthogonally, never diagonally",
        TIGER_C3,
        &[],
        &["c3"],
        "d4",
        "twin-cities.pattern-T",
    ),
    refused(
        "T5: a Stronghold is never taken",
        TIGER_C3,
        &[],
        &["c3"],
        "c6",
        "twin-cities.stronghold-not-taken",
    ),
    refused(
        "T5: a City's step and shock drop to one point: which first",
        CITY_LENDING_TWO,
        &[],
        &["e2", "e3"],
        "a1",
        "twin-cities.drop-or-move",
    ),
    refused(
        "T7: a recruit stands in the field of a controlled site",
        None,
        &[],
        &["+"],
        "a1",
        "twin-cities.recruit-field",
    ),
    refused(
        "T8: an exchange pays with Soldiers in a controlled field",
        None,
        &[],
        &["@"],
        "a1",
        "twin-cities.exchange-pay",
    ),
    refused("T5: a Tiger passes over no piece", TIGER_C3, &[], &["c3"], "c7", "twin-cities.blocked"),
    refused("T6: a side draws on its own reserve", None, &[], &[], "second-T", "twin-cities.rival-reserve"),
    refused(
        "T6: a general exchanged for has left the reserve",
        None,
        &["F@d1:d3,f3", "d9d8"],
        &[],
        "first-F",
        "twin-cities.reserve-empty",
    ),
    refused(
        "T7: reserve Soldiers come on by a recruit",
        None,
        &[],
        &[],
        "first-S",
        "twin-cities.reserve-recruit",
    ),
    refused("T8: an exchange starts with Exchange", None, &[], &[], "first-F", "twin-cities.exchange-start"),
    refused(
        "T8: the Tiger costs three Soldiers, not two",
        None,
        &[],
        &["@", "d3", "f3"],
        "first-T",
        "twin-cities.exchange-pay",
    ),
];

/// Every variant of `twin_cities::NotationError`, once.
fn errors() -> Vec<serde_json::Value> {
    use super::NotationError as E;
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
    as_json(&all)
}

/// Its catalog part, and the same with every value its rules page quotes changed.
fn changed_part() -> PartChanged {
    let real = <super::TwinCities as Presentation>::catalog_part();
    let mut c = real.clone();
    for field in c.fields.values_mut() {
        field.extend((0..5).map(|i| format!("Qfield{i}")));
    }
    for p in &mut c.pieces {
        p.count += 50;
        p.price = p.price.map(|n| n + 50);
    }
    (Box::new(real), Box::new(c))
}
