//! Second review of the Generals engine against shared/spec/generals.md (G1–G15).
//! Every expectation below was worked out by hand from the spec before it was compared
//! with the engine; tests are named by rule id.

use shuangcheng_engine::generals::Generals;
use shuangcheng_engine::{perft, EndReason, Game, Outcome, Position};

fn pos(s: &str) -> Generals {
    s.parse().unwrap_or_else(|e| panic!("{s}: {e}"))
}

/// The position after playing `actions` from `start`, each checked for legality
/// (`pass` is the timer's action, played through `Game::pass`).
fn play(start: &str, actions: &[&str]) -> Generals {
    let mut game = Game::new(pos(start));
    for a in actions {
        let r = if *a == "pass" { game.pass().map(|_| ()) } else { game.play_str(a).map(|_| ()) };
        if let Err(e) = r {
            panic!("{a}: {e} in {}", game.position());
        }
    }
    game.position().clone()
}

/// The whole legal set after `actions`, sorted.
fn legal_after(start: &str, actions: &[&str]) -> Vec<String> {
    let p = play(start, actions);
    let mut out = Vec::new();
    p.legal_actions(&mut out);
    let mut v: Vec<String> = out.iter().map(|a| a.to_string()).collect();
    v.sort();
    v
}

fn sorted(v: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = v.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

fn text(start: &str, actions: &[&str]) -> String {
    play(start, actions).to_string()
}

const START: &str = "s 0 b0=GN@i2,b1=LC@h3,b2=SH@i3,b3=SP@j3,b4=CA@i1,g0=GN@c12,g1=LC@d11,g2=SH@c11,\
g3=SP@b11,g4=CA@c13,r0=GN@c2,r1=LI@b3,r2=HI@c3,r3=LI@d3,r4=CB@c1,y0=GN@i12,y1=LI@j11,y2=HI@i11,\
y3=LI@h11,y4=CB@i13";

// --- G1 map, G14 start, perft ---

#[test]
fn g14_start_position_and_perft() {
    let start = <Generals as Position>::start();
    assert_eq!(start.to_string(), START);
    assert_eq!(perft(&start, 1), 4);
    // lead r 3 + troops r 10 + lead b 3 + troops b 20 (b4 aims at i6, d1, d6).
    assert_eq!(perft(&start, 2), 36);
    // By hand: lead r 12, troops r 100 (11+12+11+11+12+12+11+8+8+4), lead b 12,
    // troops b 344 (20+23+23+23+19+19 for b1, 16×5 for b2, 17+18+17 for b3, 18+18+15×3 for
    // b4, 4 for end).
    assert_eq!(perft(&start, 3), 468);
    assert_eq!(legal_after(START, &["lead b"]), sorted(&["b0-h2", "b0-j2", "end"]));
    assert_eq!(
        legal_after(START, &["troops r"]),
        sorted(&["r1-a3", "r1-b4", "r1-b2", "r2-c4", "r3-d4", "r3-e3", "r3-d2", "r4-b1", "r4-d1", "end"])
    );
}

#[test]
fn g1_causeway_is_land_river_is_water() {
    // b6 is a causeway; c5 is water; only Marines enter water.
    assert_eq!(
        legal_after("s 0 r0=GN@k1,r1=LI@b5,y0=GN@k13", &["troops r"]),
        sorted(&["r1-b6", "r1-a5", "r1-b4", "end"])
    );
}

// --- G6 steps ---

#[test]
fn g6_diagonal_step_passes_between_two_units() {
    // SH (1 diag) at d4 between enemies d5 and e4 may step to e5; c5 is water.
    assert_eq!(
        legal_after("s 0 r0=GN@a1,r1=SH@d4,y0=GN@k13,y1=LI@d5,y2=LI@e4", &["troops r"]),
        sorted(&["r1-e5", "r1-e3", "r1-d3", "r1-c3", "r1-c4", "r1xd5", "r1xe4", "end"])
    );
}

// --- G7 water ---

#[test]
fn g7_marine_in_water_hops_one_or_two_cells_in_eight_directions() {
    // d7 in the river; y1 (a Marine in water at d8) blocks north and cannot be hit by a Marine.
    assert_eq!(
        legal_after("s 0 r0=GN@a1,r1=MA@d7,y0=GN@k13,y1=MA@d8", &["troops r"]),
        sorted(&[
            "r1-e8", "r1-f9", "r1-e7", "r1-f7", "r1-e6", "r1-f5", "r1-d6", "r1-d5", "r1-c6", "r1-b5",
            "r1-c7", "r1-b7", "r1-c8", "r1-b9", "end"
        ])
    );
    // A hop is one step of the Marine's one.
    assert_eq!(legal_after("s 0 r0=GN@a1,r1=MA@d7,y0=GN@k13,y1=MA@d8", &["troops r", "r1-c6"]), ["end"]);
}

#[test]
fn g7_marine_on_land_steps_orthogonally_into_water() {
    assert_eq!(
        legal_after("s 0 r0=GN@a1,r1=MA@d5,y0=GN@k13,y1=LI@e5", &["troops r"]),
        sorted(&["r1-d6", "r1-d4", "r1-c5", "r1xe5", "end"])
    );
}

#[test]
fn g15_marine_hop_may_end_by_boarding_a_chariot() {
    // From d7: two cells south-west is b5 (a Chariot of its team), one cell is c6 (water).
    let l = legal_after("s 0 r0=GN@a1,r1=MA@d7,r2=CH@b5,y0=GN@k13", &["troops r"]);
    assert!(l.contains(&"r1-b5".to_string()));
    let p = text("s 0 r0=GN@a1,r1=MA@d7,r2=CH@b5,y0=GN@k13", &["troops r", "r1-b5", "end"]);
    assert_eq!(p, "n 1 r0=GN@a1,r1=MA@b5^r2,r2=CH@b5,y0=GN@k13");
}

// --- G8 attacks ---

#[test]
fn g8_only_crossbowmen_hit_a_marine_in_water() {
    // CB d3 reaches the Marine at d7 (4 away, water does not block); CC at h3 may not.
    assert_eq!(
        legal_after("s 0 r0=GN@a1,r1=CB@d3,r2=CC@h3,y0=GN@k13,y1=MA@d7,y2=MA@h7", &["troops r"]),
        sorted(&["r1-d4", "r1-e3", "r1-d2", "r1-c3", "r1xd7", "r2-h4", "r2-i3", "r2-h2", "r2-g3", "end"])
    );
}

#[test]
fn g8_shield_blocks_crossbows_but_others_hit_it() {
    assert_eq!(
        legal_after(
            "s 0 r0=GN@a1,r1=CB@d3,r2=AX@f5,y0=GN@k13,y1=SH@d5,y2=LI@d9,y3=MA@e6,y4=SH@f6",
            &["troops r"]
        ),
        sorted(&["r1-d4", "r1-e3", "r1-d2", "r1-c3", "r2-g5", "r2-f4", "r2-e5", "r2xf6", "r2xd5", "end"])
    );
}

#[test]
fn g8_flail_deals_two_to_heavy_armour() {
    assert_eq!(
        text("s 0 r0=GN@a1,r2=FL@f5,y0=GN@k13,y2=HI@f7", &["troops r", "r2xf7", "end"]),
        "n 0 r0=GN@a1,r2=FL@f5,y0=GN@k13,y2=HI@f7:1"
    );
}

#[test]
fn g8_samurai_diagonal_hit_kills_a_general_orthogonal_does_one() {
    assert_eq!(
        text("s 5 g0=GN@k13,r0=GN@a1,r1=SA@e4,y0=GN@f5", &["troops r", "r1xf5"]),
        "s 5 g0=GN@k13,r0=GN@a1,r1=SA@e4 troops:r* r1=0a"
    );
    assert_eq!(
        text("s 5 g0=GN@k13,r0=GN@a1,r1=SA@e4,y0=GN@e5", &["troops r", "r1xe5"]),
        "s 5 g0=GN@k13,r0=GN@a1,r1=SA@e4,y0=GN@e5:1 troops:r* r1=0a"
    );
    // The last North general falls: the turn ends at once (G15), South wins.
    let p = play("s 5 r0=GN@a1,r1=SA@e4,y0=GN@f5", &["troops r", "r1xf5"]);
    assert_eq!(p.to_string(), "n 0 r0=GN@a1,r1=SA@e4");
    assert!(p.outcome().is_some());
    let mut out = Vec::new();
    p.legal_actions(&mut out);
    assert!(out.is_empty());
}

#[test]
fn g8_catapult_aims_at_any_cell_exactly_five_away() {
    assert_eq!(
        legal_after("s 0 r0=GN@a1,r1=CA@f1,y0=GN@k13,y1=LI@f6", &["troops r"]),
        sorted(&["r1-f2", "r1-g1", "r1-e1", "r1xf6", "r1xk6", "r1xk1", "r1xa1", "r1xa6", "end"])
    );
}

#[test]
fn g8_catapult_area_hits_land_friend_and_foe_not_water() {
    // 3×3 round f6: y1 (f6), r2 (e5, a friend), y3 (Marine on land g5) die, y4 HI 3→2,
    // y2 (Marine in water e6) unhurt.
    let start = "s 0 r0=GN@a1,r1=CA@f1,r2=LI@e5,y0=GN@k13,y1=LI@f6,y2=MA@e6,y3=MA@g5,y4=HI@f7";
    assert_eq!(
        text(start, &["troops r", "r1xf6", "end"]),
        "n 0 r0=GN@a1,r1=CA@f1!1,y0=GN@k13,y2=MA@e6,y4=HI@f7:2"
    );
}

#[test]
fn g13_catapult_cooldown_ends_after_its_teams_next_turn() {
    let start = "s 0 r0=GN@a1,r1=CA@f1,r2=LI@e5,y0=GN@k13,y1=LI@f6,y2=MA@e6,y3=MA@g5,y4=HI@f7";
    let a = ["troops r", "r1xf6", "end", "lead y", "end"];
    assert_eq!(text(start, &a), "s 1 r0=GN@a1,r1=CA@f1!1,y0=GN@k13,y2=MA@e6,y4=HI@f7:2");
    // On the next South turn it cannot shoot, only step.
    let mut b = a.to_vec();
    b.push("troops r");
    assert_eq!(legal_after(start, &b), sorted(&["r1-f2", "r1-g1", "r1-e1", "end"]));
    let mut c = a.to_vec();
    c.extend(["lead r", "end"]);
    assert_eq!(text(start, &c), "n 2 r0=GN@a1,r1=CA@f1,y0=GN@k13,y2=MA@e6,y4=HI@f7:2");
}

// --- G9 Chariot ---

#[test]
fn g9_boarding_cavalry_and_catapults_stay_off_full_chariots_and_generals_ride() {
    let start = "s 0 b0=GN@e2,b1=CH@e3,b2=LC@f3,b3=CA@e4,b4=CH@d4,r0=GN@a1,r1=LI@d3,r2=LI@c4,y0=GN@k13";
    // Red soldiers may board Blue's Chariots (same team).
    assert_eq!(
        legal_after(start, &["troops r"]),
        sorted(&["r1-d4", "r1-e3", "r1-d2", "r1-c3", "r2-d4", "r2-c3", "r2-b4", "end"])
    );
    // The LC and the CA may not board; b1 is boxed in.
    assert_eq!(
        legal_after(start, &["troops b"]),
        sorted(&[
            "b2-f4", "b2-g4", "b2-g3", "b2-g2", "b2-f2", "b3-e5", "b3-f4", "b3xe9", "b3xj9", "b3xj4",
            "b4-d5", "end"
        ])
    );
    assert_eq!(legal_after(start, &["lead b"]), sorted(&["b0-e3", "b0-f2", "b0-e1", "b0-d2", "end"]));
    // A full Chariot (two aboard) takes no third passenger.
    let full = "s 0 b0=GN@k1,b4=CH@d4,r0=GN@a1,r1=LI@d3,r2=LI@d4^b4,r3=LI@d4^b4,y0=GN@k13";
    assert!(!legal_after(full, &["troops r"]).contains(&"r1-d4".to_string()));
}

#[test]
fn g15_passenger_steps_from_one_chariot_onto_another() {
    assert_eq!(
        text("s 0 b0=GN@k1,b1=CH@e3,r0=GN@a1,r1=CH@d3,r2=HI@d3^r1,y0=GN@k13", &["troops r", "r2-e3", "end"]),
        "n 1 b0=GN@k1,b1=CH@e3,r0=GN@a1,r1=CH@d3,r2=HI@e3^b1,y0=GN@k13"
    );
}

#[test]
fn g9_reach_above_two_silent_aboard_and_on_the_turn_it_got_off() {
    let start = "s 0 r0=GN@a1,r1=CH@d3,r2=SP@d3^r1,r3=AX@d3^r1,y0=GN@k13,y1=LI@d5,y2=LI@g5";
    // Aboard: the SP (reach 3) may not attack d5; the AX (reach 2) attacks from d3.
    assert_eq!(
        legal_after(start, &["troops r"]),
        sorted(&[
            "r1-d4", "r1-e3", "r1-d2", "r1-c3", "r2-d4", "r2-e3", "r2-d2", "r2-c3", "r3-d4", "r3-e3",
            "r3-d2", "r3-c3", "r3xd5", "end"
        ])
    );
    // Got off at e3: g5 is 2 away diagonally, still no attack this turn.
    assert_eq!(
        legal_after(start, &["troops r", "r2-e3"]),
        sorted(&["r1-d4", "r1-d2", "r1-c3", "r3-d4", "r3-d2", "r3-c3", "r3xd5", "end"])
    );
    // Carried 3 steps the passengers still have their own step; the SP off at f5 next to g5
    // cannot attack.
    assert_eq!(
        legal_after(start, &["troops r", "r1-e3", "r1-f3", "r1-f4"]),
        sorted(&["r2-f5", "r2-g4", "r2-f3", "r2-e4", "r3-f5", "r3-g4", "r3-f3", "r3-e4", "end"])
    );
    assert_eq!(
        legal_after(start, &["troops r", "r1-e3", "r1-f3", "r1-f4", "r2-f5"]),
        sorted(&["r3-g4", "r3-f3", "r3-e4", "end"])
    );
}

#[test]
fn g9_destroyed_chariot_removes_soldiers_and_wounds_a_general() {
    // Yellow's Catapult at j3 aims at e3: the Red Chariot (carrying r2 and Blue's general)
    // is hit, not its passengers; r3 at d3 is hit too.
    assert_eq!(
        text(
            "n 3 b0=GN@e3^r1,r0=GN@a1,r1=CH@e3,r2=LI@e3^r1,r3=LI@d3,y0=GN@k13,y1=CA@j3",
            &["troops y", "y1xe3", "end"]
        ),
        "s 0 b0=GN@e3:1,r0=GN@a1,y0=GN@k13,y1=CA@j3!1"
    );
    // A general at 1 HP dies of it, and its soldier aboard goes too.
    assert_eq!(
        text(
            "n 3 b0=GN@e3:1^r1,b1=LI@e3^r1,r0=GN@a1,r1=CH@e3,y0=GN@k13,y1=CA@j3",
            &["troops y", "y1xe3", "end"]
        ),
        "s 0 r0=GN@a1,y0=GN@k13,y1=CA@j3!1"
    );
}

#[test]
fn g15_chariot_removed_with_its_general_is_not_destroyed() {
    let start = "n 3 b0=GN@e3^r1,b1=LI@e3^r1,r0=GN@a2:1,r1=CH@e3,y0=GN@k13,y1=LI@a3";
    assert_eq!(text(start, &["troops y", "y1xa2", "end"]), "s 0 b0=GN@e3,b1=LI@e3,y0=GN@k13,y1=LI@a3");
    assert_eq!(
        legal_after(start, &["troops y", "y1xa2", "end", "troops b"]),
        sorted(&["b1-e4", "b1-f3", "b1-e2", "b1-d3", "end"])
    );
}

// --- G10 Hook ---

#[test]
fn g10_hook_followup_in_id_order() {
    // Pull y1 (HI, 3 HP) e5→e3. Joiners: b0 (f3), r2 (d3), r4 (CA j3, 5 away). Not b1 (CB c3,
    // line blocked by r2), not b2 (a Hook). b0 3→2, r2 2→1, then r4's shot at e3 kills y1,
    // the Hook r1 and r2, and wounds b0.
    let start = "s 0 b0=GN@f3,b1=CB@c3,b2=HK@g5,r0=GN@a1,r1=HK@e2,r2=LI@d3,r4=CA@j3,y0=GN@k13,y1=HI@e5";
    assert_eq!(
        text(start, &["troops r", "r1xe5"]),
        "s 0 b0=GN@f3:1,b1=CB@c3,b2=HK@g5,r0=GN@a1,r4=CA@j3!1,y0=GN@k13 troops:r* r4=0c"
    );
}

#[test]
fn g10_hook_followup_stops_when_the_target_is_removed() {
    // Same with a 1-HP target: b0 kills it; r2 and the Catapult do nothing.
    let start = "s 0 b0=GN@f3,b1=CB@c3,b2=HK@g5,r0=GN@a1,r1=HK@e2,r2=LI@d3,r4=CA@j3,y0=GN@k13,y1=LI@e5";
    assert_eq!(
        text(start, &["troops r", "r1xe5"]),
        "s 0 b0=GN@f3,b1=CB@c3,b2=HK@g5,r0=GN@a1,r1=HK@e2,r2=LI@d3,r4=CA@j3,y0=GN@k13 troops:r* r1=0a"
    );
}

#[test]
fn g10_hook_pulls_a_marine_into_water_only_crossbowmen_hurt_it() {
    // Hook d5 pulls the Marine at d9 to d6 (water). The AX b1 at f6 cannot hit it; the CA
    // (d1, 5 away) fires at water: nothing, cooldown spent; the CB at b6 kills it.
    let start = "s 0 b0=GN@k1,b1=AX@f6,r0=GN@a1,r1=HK@d5,r2=CA@d1,r3=CB@b6,y0=GN@k13,y1=MA@d9";
    assert_eq!(
        text(start, &["troops r", "r1xd9"]),
        "s 0 b0=GN@k1,b1=AX@f6,r0=GN@a1,r1=HK@d5,r2=CA@d1!1,r3=CB@b6,y0=GN@k13 troops:r* r1=0a,r2=0c"
    );
    // A non-Marine cannot be pulled onto water.
    let l = legal_after(
        "s 0 b0=GN@k1,b1=AX@f6,r0=GN@a1,r1=HK@d5,r2=CA@d1,r3=CB@b6,y0=GN@k13,y1=LI@d9",
        &["troops r"],
    );
    assert!(!l.iter().any(|a| a.starts_with("r1x")), "{l:?}");
}

#[test]
fn g10_hook_pull_crosses_water_to_a_land_landing() {
    // a9 → SE: b8 (causeway, landing), c7 and d6 water, e5 target 4 away.
    assert_eq!(
        legal_after("s 0 r0=GN@k1,r1=HK@a9,y0=GN@k13,y1=LI@e5", &["troops r"]),
        sorted(&["r1-a10", "r1-b9", "r1xe5", "end"])
    );
    // No hits: the no-damage count still rises (G15).
    assert_eq!(
        text("s 7 r0=GN@k1,r1=HK@a9,y0=GN@k13,y1=LI@e5", &["troops r", "r1xe5", "end"]),
        "n 8 r0=GN@k1,r1=HK@a9,y0=GN@k13,y1=LI@b8"
    );
}

#[test]
fn g15_hook_followup_limits_of_g9_and_catapult_cooldown() {
    // Joiners: r2 (Chariot f3) and r4 (AX aboard, reach 2). Not r3 (SP aboard, reach 3), not
    // b4 (CA 5 away but cooldown 1). y1 HI 3→1.
    let start =
        "s 0 b0=GN@k1,b4=CA@j3!1,r0=GN@a1,r1=HK@e2,r2=CH@f3,r3=SP@f3^r2,r4=AX@f3^r2,y0=GN@k13,y1=HI@e5";
    assert_eq!(
        text(start, &["troops r", "r1xe5"]),
        "s 0 b0=GN@k1,b4=CA@j3!1,r0=GN@a1,r1=HK@e2,r2=CH@f3,r3=SP@f3^r2,r4=AX@f3^r2,y0=GN@k13,y1=HI@e3:1 \
         troops:r* r1=0a"
    );
    // The SP got off to f2 (next to e3 diagonally) this turn: still does not join.
    assert_eq!(
        text(start, &["troops r", "r3-f2", "r1xe5"]),
        "s 0 b0=GN@k1,b4=CA@j3!1,r0=GN@a1,r1=HK@e2,r2=CH@f3,r3=SP@f2,r4=AX@f3^r2,y0=GN@k13,y1=HI@e3:1 \
         troops:r* r1=0a,r3=1o"
    );
    // With b4 ready it joins first (b before r): its shot hits y1, the Hook and the Chariot
    // (whose soldiers die with it); r2 and r4 are gone before their turn.
    let ready = start.replace("b4=CA@j3!1", "b4=CA@j3");
    assert_eq!(
        text(&ready, &["troops r", "r1xe5"]),
        "s 0 b0=GN@k1,b4=CA@j3!1,r0=GN@a1,y0=GN@k13,y1=HI@e3:2 troops:r* b4=0c"
    );
}

#[test]
fn g10_followup_whether_or_not_the_unit_has_acted() {
    // r2 already attacked c3; it still hits the pulled unit.
    assert_eq!(
        text("s 0 r0=GN@a1,r1=HK@e2,r2=LI@d3,y0=GN@k13,y1=HI@e5,y2=LI@c3", &["troops r", "r2xc3", "r1xe5"]),
        "s 0 r0=GN@a1,r1=HK@e2,r2=LI@d3,y0=GN@k13,y1=HI@e3:2 troops:r* r1=0a,r2=0a"
    );
}

#[test]
fn g10_pulled_chariot_destroyed_by_followup() {
    assert_eq!(
        text(
            "s 0 r0=GN@a1,r1=HK@e2,r2=LI@d3,y0=GN@k13,y1=CH@e5,y2=AX@e5^y1,y3=SP@e5^y1",
            &["troops r", "r1xe5"]
        ),
        "s 0 r0=GN@a1,r1=HK@e2,r2=LI@d3,y0=GN@k13 troops:r* r1=0a"
    );
}

#[test]
fn g10_followup_samurai_diagonal_kills_the_pulled_general() {
    assert_eq!(
        text("s 0 g0=GN@k13,r0=GN@a1,r1=HK@e2,r2=SA@d4,y0=GN@e5", &["troops r", "r1xe5"]),
        "s 0 g0=GN@k13,r0=GN@a1,r1=HK@e2,r2=SA@d4 troops:r* r1=0a"
    );
}

// --- G11 Assassin ---

#[test]
fn g11_warp_within_king_distance_five_then_attack_not_step() {
    let start = "s 0 r0=GN@a1,r1=AS@f3,y0=GN@k13,y1=LI@g9";
    let l = legal_after(start, &["troops r"]);
    // Rows 1–8, all columns: 62 land cells, less a1 (r0) and f3 (itself).
    assert_eq!(l.iter().filter(|a| a.starts_with("r1@")).count(), 60);
    assert!(l.contains(&"r1@f8".to_string()) && !l.contains(&"r1@e8".to_string()));
    assert!(!l.contains(&"r1@f9".to_string()));
    assert_eq!(legal_after(start, &["troops r", "r1@f8"]), sorted(&["r1xg9", "end"]));
    // After a step, no warp.
    assert_eq!(legal_after(start, &["troops r", "r1-f4"]), ["end"]);
    assert_eq!(
        text(start, &["troops r", "r1@f8", "r1xg9"]),
        "s 0 r0=GN@a1,r1=AS@f8!1,y0=GN@k13 troops:r* r1=0awc"
    );
}

#[test]
fn g15_assassin_carried_may_warp_off_boarding_counts_as_a_step() {
    let carried = "s 0 r0=GN@a1,r1=CH@d3,r2=AS@d3^r1,y0=GN@k13";
    // From d4: columns a–i, rows 1–9: 56 land cells, less a1 and d4.
    let l = legal_after(carried, &["troops r", "r1-d4"]);
    assert_eq!(l.iter().filter(|a| a.starts_with("r2@")).count(), 54);
    assert_eq!(
        text(carried, &["troops r", "r1-d4", "r2@f8", "end"]),
        "n 1 r0=GN@a1,r1=CH@d4,r2=AS@f8!1,y0=GN@k13"
    );
    let boarding = "s 0 r0=GN@a1,r1=CH@d3,r2=AS@c3,y0=GN@k13";
    assert_eq!(
        legal_after(boarding, &["troops r", "r2-d3"]),
        sorted(&["r1-d4", "r1-e3", "r1-d2", "r1-c3", "end"])
    );
}

#[test]
fn g11_warp_cooldown_like_the_catapult() {
    let start = "s 0 r0=GN@a1,r1=CH@d3,r2=AS@d3^r1,y0=GN@k13,y1=LI@g9";
    let a = ["troops r", "r2@f8", "end", "lead y", "end", "troops r"];
    let l = legal_after(start, &a);
    assert!(!l.iter().any(|x| x.starts_with("r2@")), "{l:?}");
    assert!(l.contains(&"r2xg9".to_string()));
    assert_eq!(
        text(start, &["troops r", "r2@f8", "end", "lead y", "end", "troops r", "end", "lead y", "end"]),
        "s 4 r0=GN@a1,r1=CH@d3,r2=AS@f8,y0=GN@k13,y1=LI@g9"
    );
}

// --- G12 end ---

#[test]
fn g12_both_last_generals_in_one_action_draw() {
    let p = play("s 7 r0=GN@f4:1,r1=CA@f9,y0=GN@f5:1", &["troops r", "r1xf4"]);
    assert_eq!(p.to_string(), "n 0 -");
    assert_eq!(p.outcome(), Some(Outcome::draw(EndReason::MutualElimination)));
}

#[test]
fn g12_sixty_quiet_turns_draw_pass_counts_friendly_fire_resets() {
    let p = play("s 59 r0=GN@a1,r1=CA@f1!1,y0=GN@k13", &["lead r", "end"]);
    assert_eq!(p.to_string(), "n 60 r0=GN@a1,r1=CA@f1,y0=GN@k13");
    assert_eq!(p.outcome(), Some(Outcome::draw(EndReason::NoDamage)));
    // pass before the choice and mid-turn: a no-damage turn that ticks cooldowns.
    assert_eq!(text("s 10 r0=GN@a1,r1=CA@f1!1,y0=GN@k13", &["pass"]), "n 11 r0=GN@a1,r1=CA@f1,y0=GN@k13");
    assert_eq!(
        text("s 10 r0=GN@a1,r1=CA@f1!1,y0=GN@k13", &["troops r", "pass"]),
        "n 11 r0=GN@a1,r1=CA@f1,y0=GN@k13"
    );
    assert_eq!(
        text("s 7 b0=GN@k1,r0=GN@a1,r1=CA@f9,r2=LI@f4,y0=GN@k13", &["troops r", "r1xf4", "end"]),
        "n 0 b0=GN@k1,r0=GN@a1,r1=CA@f9!1,y0=GN@k13"
    );
}

// --- G14 position validation ---

#[test]
fn g14_positions_rejected() {
    for units in [
        "r1=LI@a2,y0=GN@k13",                                     // general absent
        "r0=GN@a1,r1=LI@c6,y0=GN@k13",                            // LI in water
        "b0=GN@k1,r0=GN@b1,r1=LI@b1,y0=GN@k13",                   // shared cell
        "r0=GN@a1,r1=LI@c3,r2=LI@c3^r1,y0=GN@k13",                // carrier not a Chariot
        "r0=GN@a1,r1=CH@c3,y0=GN@k13,y1=LI@c3^r1",                // carrier of the other team
        "r0=GN@a1,r1=CH@c3,r2=LI@c4^r1,y0=GN@k13",                // not on the same cell
        "b0=GN@c3^r1,r0=GN@c3^r1,r1=CH@c3,r2=LI@c3^r1,y0=GN@k13", // 3 passengers
        "r0=GN@a1,r1=CH@c3,r2=CH@c3^r1,y0=GN@k13",                // Chariot rides a Chariot
        "r0=GN@a1,r1=HI@c3:4,y0=GN@k13",                          // HP above
        "r0=GN@a1,r1=HI@c3:0,y0=GN@k13",                          // HP 0
        "r0=GN@a1:3,y0=GN@k13",                                   // general HP 3
        "r0=GN@a1,r1=CA@c3!2,y0=GN@k13",                          // cooldown 2
        "r0=GN@a1,r1=LI@c3!1,y0=GN@k13",                          // no cooldown on LI
    ] {
        let s = format!("s 0 {units}");
        assert!(s.parse::<Generals>().is_err(), "{s} should be rejected");
    }
    for units in [
        "r0=GN@a1,r1=MA@c6,y0=GN@k13",
        "r0=GN@a1,r1=AS@c3!1,y0=GN@k13",
        "r0=GN@a1,r1=CH@c3,r2=LI@c3^r1,r3=LI@c3^r1,y0=GN@k13",
        "b0=GN@c3^r1,r0=GN@a1,r1=CH@c3,y0=GN@k13",
    ] {
        let s = format!("s 0 {units}");
        assert_eq!(pos(&s).to_string(), s);
    }
}

// --- G2–G4 armies ---

fn army(units: &[(&str, &str, &str)]) -> Vec<shuangcheng_engine::generals::ArmyUnit> {
    units
        .iter()
        .map(|(g, k, c)| shuangcheng_engine::generals::ArmyUnit {
            general: g.parse().unwrap(),
            kind: k.parse().unwrap(),
            cell: c.parse().unwrap(),
        })
        .collect()
}

#[test]
fn g3_team_limits_and_g2_spawn_points() {
    use shuangcheng_engine::generals::{spawn_points, validate_army, Colour, Map};
    use shuangcheng_engine::Side;
    let map = Map::standard();
    let mut sp: Vec<String> = spawn_points(map, Colour::Red).iter().map(|s| s.to_string()).collect();
    sp.sort();
    assert_eq!(sp, sorted(&["b1", "c1", "d1", "b2", "d2", "b3", "c3", "d3"]));
    let ok = |a: &[(&str, &str, &str)]| validate_army(map, Side::First, &army(a)).is_ok();
    let blue = [("b", "LC", "h3"), ("b", "SH", "i3"), ("b", "SP", "j3"), ("b", "CA", "i1")];
    let with = |red: [(&'static str, &'static str, &'static str); 4],
                b: &[(&'static str, &'static str, &'static str)]| {
        let mut v = red.to_vec();
        v.extend_from_slice(b);
        v
    };
    assert!(ok(&with([("r", "LI", "b3"), ("r", "HI", "c3"), ("r", "LI", "d3"), ("r", "CB", "c1")], &blue)));
    // 4 CB is the limit; more than 2 CB forbid CC; 2 CB + 2 CC is fine.
    let cb4 = [("b", "CB", "h3"), ("b", "CB", "i3"), ("b", "SP", "j3"), ("b", "CA", "i1")];
    assert!(ok(&with([("r", "CB", "b3"), ("r", "HI", "c3"), ("r", "CB", "d3"), ("r", "LI", "c1")], &cb4)));
    let cb3cc = [("b", "CC", "h3"), ("b", "CB", "i3"), ("b", "SP", "j3"), ("b", "CA", "i1")];
    assert!(!ok(&with([("r", "CB", "b3"), ("r", "HI", "c3"), ("r", "CB", "d3"), ("r", "LI", "c1")], &cb3cc)));
    let cb2cc2 = [("b", "CC", "h3"), ("b", "CC", "i3"), ("b", "SP", "j3"), ("b", "CA", "i1")];
    assert!(ok(&with([("r", "CB", "b3"), ("r", "HI", "c3"), ("r", "CB", "d3"), ("r", "LI", "c1")], &cb2cc2)));
    // Team limits count both generals: 3 HI, 2 SA.
    let hi = [("b", "HI", "h3"), ("b", "SH", "i3"), ("b", "SP", "j3"), ("b", "CA", "i1")];
    assert!(!ok(&with([("r", "HI", "b3"), ("r", "HI", "c3"), ("r", "LI", "d3"), ("r", "CB", "c1")], &hi)));
    let sa = [("b", "SA", "h3"), ("b", "SH", "i3"), ("b", "SP", "j3"), ("b", "CA", "i1")];
    assert!(!ok(&with([("r", "SA", "b3"), ("r", "HI", "c3"), ("r", "LI", "d3"), ("r", "CB", "c1")], &sa)));
    // A Red soldier on a Blue spawn point, and 5 + 3 soldiers, are refused.
    assert!(!ok(&with([("r", "LI", "h2"), ("r", "HI", "c3"), ("r", "LI", "d3"), ("r", "CB", "c1")], &blue)));
    let blue3 = [("b", "LC", "h3"), ("b", "SH", "i3"), ("b", "SP", "j3")];
    let mut five = with([("r", "LI", "b3"), ("r", "HI", "c3"), ("r", "LI", "d3"), ("r", "CB", "c1")], &blue3);
    five.push(("r", "AX", "b1"));
    assert!(!ok(&five));
}

#[test]
fn g10_marine_pulled_from_water_onto_land_is_hit_by_anyone() {
    // Hook d4 → NE: e5 (land landing), f6, g7 (Marine in water, 3 away). r2 at e4 hits it.
    assert_eq!(
        text("s 0 r0=GN@a1,r1=HK@d4,r2=LI@e4,y0=GN@k13,y1=MA@g7", &["troops r", "r1xg7"]),
        "s 0 r0=GN@a1,r1=HK@d4,r2=LI@e4,y0=GN@k13 troops:r* r1=0a"
    );
}

#[test]
fn g8_friendly_fire_kills_own_general_and_its_soldiers() {
    let start = "s 0 b0=GN@k1,r0=GN@e4:1,r1=CA@e9,r2=LI@a2,y0=GN@k13";
    assert_eq!(text(start, &["troops r", "r1xe4"]), "s 0 b0=GN@k1,y0=GN@k13 troops:r* -");
    assert_eq!(legal_after(start, &["troops r", "r1xe4"]), ["end"]);
}

#[test]
fn g9_two_generals_aboard_a_destroyed_chariot_both_stay_wounded() {
    let start = "n 0 b0=GN@e3^r1,r0=GN@e3^r1,r1=CH@e3,y0=GN@k13,y1=CA@j3";
    assert_eq!(text(start, &["troops y", "y1xe3", "end"]), "s 0 b0=GN@e3:1,r0=GN@e3:1,y0=GN@k13,y1=CA@j3!1");
    assert_eq!(
        legal_after(start, &["troops y", "y1xe3", "end", "lead r"]),
        sorted(&["r0-e4", "r0-f3", "r0-e2", "r0-d3", "end"])
    );
}

#[test]
fn g10_hook_pulls_two_to_four_away_on_a_clear_line_only() {
    // e3 is adjacent (no pull, no damage attack); g4 is 2 away diagonally; a2 4 away; h5 is
    // behind g4.
    assert_eq!(
        legal_after("s 0 r0=GN@k1,r1=HK@e2,y0=GN@k13,y1=LI@e3,y2=LI@g4,y3=LI@a2,y4=HI@h5", &["troops r"]),
        sorted(&["r1-f2", "r1-e1", "r1-d2", "r1xg4", "r1xa2", "end"])
    );
}
