//! Threats counted by hand: a position, the side asked about, and every piece that could be
//! taken or hit, with what, by the rule that allows it (`AnyGame::threats`).

use shuangcheng_engine::threats::Threats;
use shuangcheng_engine::{new_game, GameKind, Side};

fn threats(kind: GameKind, position: &str, side: Side) -> Threats {
    new_game(kind, Some(position)).unwrap().threats(side).unwrap()
}

/// Each threat as `by>target`, with `-N` for the hit points lost and `!` when it removes.
fn listed(list: &[shuangcheng_engine::threats::Threat]) -> Vec<String> {
    list.iter()
        .map(|t| {
            let damage = t.damage.map(|d| format!("-{d}")).unwrap_or_default();
            format!(
                "{}{}>{}{}{damage}{}",
                t.by_kind,
                t.by,
                t.target_kind,
                t.target,
                if t.removes { "!" } else { "" }
            )
        })
        .collect()
}

#[test]
fn t5_the_start_threatens_nothing() {
    let start = threats(
        GameKind::TwinCities,
        "9/4c4/3s1s3/9/9/2X3X2/9/9/3S1S3/4C4/9 r S4TFBHLWRDE s4tfbhlwrde 0 1",
        Side::First,
    );
    assert!(start.exposed.is_empty() && start.within_reach.is_empty() && start.city_field.is_empty());
}

#[test]
fn t5_a_tiger_slides_onto_the_first_piece_it_meets() {
    // Black's Tiger on e7 slides down file e onto Red's Soldier on e3, not past it to the City.
    let t = threats(
        GameKind::TwinCities,
        "9/4c4/9/9/4t4/2X3X2/9/9/4S4/4C4/9 r S5TFBHLWRDE s6fbhlwrde 0 1",
        Side::First,
    );
    assert_eq!(listed(&t.exposed), ["te7>Se3!"]);
    assert!(t.within_reach.is_empty(), "the Soldier's step to e4 takes nothing");
    // Of the City's field only e3 is on the Tiger's file; e1 lies behind the City.
    assert_eq!(t.city_field, ["e3"]);
}

#[test]
fn t5_t11_an_open_file_exposes_the_city() {
    // The Soldier stands on d3: the Tiger's file is open down to the City.
    let t = threats(
        GameKind::TwinCities,
        "9/4c4/9/9/4t4/2X3X2/9/9/3S5/4C4/9 r S5TFBHLWRDE s6fbhlwrde 0 1",
        Side::First,
    );
    assert_eq!(listed(&t.exposed), ["te7>Ce2!"]);
    assert_eq!(t.city_field, ["e3"]);
}

#[test]
fn t5_a_lurker_takes_only_beyond_its_screen() {
    // Black's Lurker on e7 jumps Red's Soldier on e5 onto the City on e2; the screen itself is
    // safe. Red's Soldier could not take the Lurker either (it is two points away).
    let t = threats(
        GameKind::TwinCities,
        "9/4c4/9/9/4l4/2X3X2/4S4/9/9/4C4/9 r S5TFBHLWRDE s6tfbhwrde 0 1",
        Side::First,
    );
    assert_eq!(listed(&t.exposed), ["le7>Ce2!"]);
    assert!(t.within_reach.is_empty());
    assert_eq!(t.city_field, ["e3"], "a piece on e3 would be the first beyond the screen");
    // Asked for Black: Red threatens nothing, and Black's Lurker threatens the City.
    let black = threats(
        GameKind::TwinCities,
        "9/4c4/9/9/4l4/2X3X2/4S4/9/9/4C4/9 r S5TFBHLWRDE s6tfbhwrde 0 1",
        Side::Second,
    );
    assert!(black.exposed.is_empty());
    assert_eq!(listed(&black.within_reach), ["le7>Ce2!"]);
}

#[test]
fn g8_crossbows_cannot_target_shield_infantry() {
    // South's Crossbowman on e1 shoots North's Light infantry on e4 (reach 5, e2 and e3 clear),
    // but never the Shield infantry on g1, even after a step to f1. On North's turn, the Light
    // infantry walks e3, e2 and hits it; the Shield infantry steps to f1 and hits it.
    let t = threats(GameKind::Generals, "s 0 r0=GN@a1,r1=CB@e1,y0=GN@k13,y1=LI@e4,y2=SH@g1", Side::First);
    assert_eq!(listed(&t.within_reach), ["CBr1>LIy1-1!"]);
    assert_eq!(listed(&t.exposed), ["LIy1>CBr1-1!", "SHy2>CBr1-1!"]);
}

#[test]
fn g8_a_samurais_diagonal_hit_kills_a_general() {
    // North's Samurai steps g4–f3 and hits e2 diagonally: the general goes whatever its HP.
    let t = threats(GameKind::Generals, "s 0 r0=GN@e2,y0=GN@k13,y1=SA@g4", Side::First);
    assert_eq!(listed(&t.exposed), ["SAy1>GNr0-2!"]);
    // South's general moves two steps without diagonals and hits only orthogonally: f4, g3,
    // g5 and h4 are all three steps away.
    assert!(t.within_reach.is_empty());
}

#[test]
fn g8_a_flail_deals_two_to_heavy_armour() {
    // The Flail steps e5–e4 and reaches e2 over the empty e3: 2 of the Heavy infantry's 3 HP.
    let t = threats(GameKind::Generals, "s 0 r0=GN@a1,r1=HI@e2,y0=GN@k13,y1=FL@e5", Side::First);
    assert_eq!(listed(&t.exposed), ["FLy1>HIr1-2"]);
}

#[test]
fn g5_mid_turn_only_the_chosen_generals_units_still_reach() {
    // After `lead r` only the general acts: the Crossbowman's shot is no longer open.
    let mut game =
        new_game(GameKind::Generals, Some("s 0 r0=GN@a1,r1=CB@e1,y0=GN@k13,y1=LI@e4,y2=SH@g1")).unwrap();
    game.play("lead r").unwrap();
    let t = game.threats(Side::First).unwrap();
    assert!(t.within_reach.is_empty());
    assert_eq!(listed(&t.exposed), ["LIy1>CBr1-1!", "SHy2>CBr1-1!"], "North's next turn is the same");
}

#[test]
fn g8_a_catapults_square_hits_every_unit_in_it() {
    // North's Catapult on f7 lobs exactly 5 cells onto f2: the square e1–g3 holds both of
    // South's Light infantry. After a step to f6 it can lob diagonally onto a1 too: 1 of the
    // general's 2 HP.
    let t = threats(GameKind::Generals, "s 0 r0=GN@a1,r1=LI@e1,r2=LI@g3,y0=GN@k13,y1=CA@f7", Side::First);
    assert_eq!(listed(&t.exposed), ["CAy1>GNr0-1", "CAy1>LIr1-1!", "CAy1>LIr2-1!"]);
}

#[test]
fn g10_a_hooks_pull_is_followed_by_its_teams_hits() {
    // The Hook on e5 pulls the Light infantry from e1 to e4 (e2–e4 empty); the Axeman on f4,
    // which could not reach e1 by itself, then hits it there. The hit is the Hook's. And once
    // the Axeman has stepped to e4, the Hook pulls the general from a1 along the diagonal onto
    // d4 (d4, c3, b2 empty), where the Axeman hits it once.
    let t = threats(GameKind::Generals, "s 0 r0=GN@a1,r1=LI@e1,y0=GN@k13,y1=HK@e5,y2=AX@f4", Side::First);
    assert_eq!(listed(&t.exposed), ["HKy1>GNr0-1", "HKy1>LIr1-1!"]);
}

#[test]
fn g8_a_soldier_that_falls_with_its_general_is_not_marked_apart() {
    // The Samurai's diagonal hit from f3 removes South's general on e2, and with it the Light
    // infantry on a1, which nothing of North's reaches: only the general is marked.
    let t = threats(GameKind::Generals, "s 0 r0=GN@e2,r1=LI@a1,y0=GN@k13,y1=SA@g4", Side::First);
    assert_eq!(listed(&t.exposed), ["SAy1>GNr0-2!"]);
}
