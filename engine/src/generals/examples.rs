//! Generals' rule examples for the engine's shared tests ([`crate::examples`]): its perft
//! figures, how many random games to walk, refused taps for the codes random games may not
//! meet, and every error it sends.

use super::{Colour, Kind, Square};
use crate::examples::{as_json, for_seat, refused, renamed, Examples, PartChanged, RefusedTap, Walk};
use crate::outcome::Side;
use crate::presentation::Presentation;

pub(super) const EXAMPLES: Examples = Examples {
    perft: include_str!("examples.perft"),
    random_games: Walk { games: 40, plies: 600 },
    refusal_walk: Walk { games: 4, plies: 200 },
    refused_taps: GENERALS,
    errors,
    // The lessons' targets all fall to one blow, so a Heavy infantry (3 HP, G3) stands next
    // to a Light infantry here for an attack it survives.
    word_positions: &["s 0 r0=GN@c2,r1=LI@f6,y0=GN@i12,y1=HI@f7"],
    lessons: 6,
    changed_part,
};

const GENERALS: &[RefusedTap] = &[
    refused("G5: a turn begins with lead or troops", None, &[], &[], "c2", "generals.choose-mode"),
    for_seat(
        0,
        refused(
            "G4: the Red general's player does not play the Blue general",
            None,
            &[],
            &[],
            "i2",
            "generals.other-seat",
        ),
    ),
    refused(
        "G13: troops only for a general with soldiers left",
        Some("s 0 b0=GN@i2,b1=LC@h3,g0=GN@c12,g1=LC@d11,r0=GN@c2,y0=GN@i12,y1=LI@j11"),
        &[],
        &["troops"],
        "c2",
        "generals.no-troops",
    ),
    refused(
        "G6: Light infantry steps one cell at a time, orthogonally",
        None,
        &["troops r"],
        &["r3"],
        "f5",
        "generals.step-orthogonal",
    ),
    refused(
        "G8: crossbows never target Shield infantry",
        Some("s 0 g0=GN@c12,g2=SH@e5,r0=GN@c2,r4=CB@e1,y0=GN@i12"),
        &["troops r"],
        &["r4"],
        "e5",
        "generals.shield-vs-crossbow",
    ),
    refused(
        "G7: a Marine in water is hurt only by Crossbowmen",
        Some("s 0 g0=GN@c12,g1=MA@c5,r0=GN@c2,r1=LI@b5,y0=GN@i12"),
        &["troops r"],
        &["r1"],
        "c5",
        "generals.marine-in-water",
    ),
    refused(
        "G7: a Marine in water hops 1 or 2 cells",
        Some("s 0 g0=GN@c12,r0=GN@c2,r1=MA@c5,y0=GN@i12"),
        &["troops r"],
        &["r1"],
        "c9",
        "generals.marine-hop",
    ),
    refused(
        "G9: a long reach is silent aboard a Chariot",
        Some("s 0 g0=GN@c12,g1=LI@e5,r0=GN@c2,r1=CH@e3,r4=CB@e3^r1,y0=GN@i12"),
        &["troops r"],
        &["r4"],
        "e5",
        "generals.silent-aboard",
    ),
    refused(
        "G9: a Chariot carries at most 2",
        Some("s 0 g0=GN@c12,r0=GN@d3,r1=CH@e3,r2=LI@e3^r1,r3=LI@e3^r1,y0=GN@i12"),
        &["lead r"],
        &["r0"],
        "e3",
        "generals.chariot-full",
    ),
    refused(
        "G6: a unit whose neighbours are all taken, with nothing in reach, does nothing",
        Some("s 0 g0=GN@c12,r0=GN@c2,r1=LI@a1,r2=HI@a2,r3=LI@b1,y0=GN@i12"),
        &["troops r"],
        &[],
        "a1",
        "generals.hemmed-in",
    ),
    refused(
        "G13: a Catapult that fired last turn and has stepped does nothing more",
        Some("s 0 g0=GN@c12,r0=GN@c2,r4=CA@c1!1,y0=GN@i12"),
        &["troops r", "r4-d1"],
        &[],
        "d1",
        "generals.spent-waiting",
    ),
    refused(
        "G13: a waiting Catapult with no free cell beside it does nothing",
        Some("s 0 g0=GN@c12,r0=GN@c2,r1=LI@a2,r2=LI@b1,r4=CA@a1!1,y0=GN@i12"),
        &["troops r"],
        &[],
        "a1",
        "generals.hemmed-waiting",
    ),
    refused(
        "G9: a Crossbowman just off a Chariot, its step taken, does nothing more",
        Some("s 0 g0=GN@c12,g1=LI@f7,r0=GN@c2,r1=CH@e3,r4=CB@e3^r1,y0=GN@i12"),
        &["troops r", "r4-e4"],
        &[],
        "e4",
        "generals.spent-aboard",
    ),
    refused(
        "G9: a Crossbowman aboard a Chariot with no free cell around does nothing",
        Some("s 0 g0=GN@c12,r0=GN@c2,r1=CB@a1^r4,r2=LI@a2,r3=LI@b1,r4=CH@a1,y0=GN@i12"),
        &["troops r"],
        &[],
        "a1",
        "generals.hemmed-aboard",
    ),
];

fn cell() -> Square {
    "c2".parse().expect("c2 is a cell")
}

/// `generals()`'s first half: the position's fields and its units.
fn generals_position() -> Vec<super::NotationError> {
    use super::NotationError as E;
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
fn generals_units() -> Vec<super::NotationError> {
    use super::NotationError as E;
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
fn notation_errors() -> Vec<serde_json::Value> {
    use super::NotationError as E;
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
    as_json(&all)
}

/// Every variant of `generals::ArmyError`, once.
fn army_errors() -> Vec<serde_json::Value> {
    use super::ArmyError as E;
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
    as_json(&all)
}

/// Every error Generals sends: its notation's and its army builder's.
fn errors() -> Vec<serde_json::Value> {
    [notation_errors(), army_errors()].concat()
}

/// Its catalog part, and the same with every value its rules page quotes changed.
fn changed_part() -> PartChanged {
    let real = <super::Generals as Presentation>::catalog_part();
    let mut c = real.clone();
    for home in c.homes.values_mut() {
        *home = renamed(home);
    }
    for spawns in c.spawns.values_mut() {
        spawns.extend((0..9).map(|i| format!("Qspawn{i}")));
    }
    for u in &mut c.units {
        for n in [&mut u.moves, &mut u.reach, &mut u.hp] {
            *n += 50;
        }
        u.limit = u.limit.map(|n| n + 50);
    }
    let army = &mut c.army;
    for n in [
        &mut army.soldiers_per_general,
        &mut army.crossbowmen_with_cavalry,
        &mut army.chariot_capacity,
        &mut army.silent_reach_above,
        &mut army.hook_min_pull,
        &mut army.warp_range,
        &mut army.flail_heavy_damage,
    ] {
        *n += 50;
    }
    (Box::new(real), Box::new(c))
}
