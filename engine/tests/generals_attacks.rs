//! Generals attacks (docs/rules/generals.md G8, G10, G11, G13, G15): lines of fire, targets,
//! damage, the Catapult, the Hook's pull and follow-up, the Assassin's warp, cooldowns. Each
//! test: a position in G14 notation, the actions, and the expected legal set or resulting
//! position, worked out by hand from the spec.

mod common;

use common::generals::{legal, legal_after, legal_for, play, text, unit};
use common::sorted;
use shuangcheng_engine::Position;

// --- G8 attacks ---

#[test]
fn g8_lines_of_fire_are_blocked_by_units_not_water_and_friends_are_never_targets() {
    let p =
        play("s 0 r0=GN@a1,r1=CB@c1,r2=SP@e1,y0=GN@k13,y1=LI@c3,y2=LI@c4,y3=LI@h4,y4=AX@e4", &["troops r"]);
    assert_eq!(legal_for(&p, "r1x"), ["r1xc3"]);
    assert_eq!(legal_for(&p, "r2x"), sorted(&["r2xc3", "r2xe4", "r2xh4"]));
    // Across the river: water between does not block.
    let p = play("s 0 r0=GN@a1,r1=CB@b5,y0=GN@k13,y1=LI@f5", &["troops r"]);
    assert_eq!(legal_for(&p, "r1x"), ["r1xf5"]);
}

#[test]
fn g8_diagonal_attackers_and_orthogonal_ones() {
    // Light cavalry moves diagonally but attacks only straight; the Samurai attacks
    // diagonally; the Spearman reaches 3 with diagonals.
    let p = play("s 0 r0=GN@a1,r1=LC@e3,r2=SA@g3,r3=SP@f1,y0=GN@k13,y1=LI@f4", &["troops r"]);
    assert_eq!(legal_for(&p, "r1x"), Vec::<String>::new());
    assert_eq!(legal_for(&p, "r2x"), ["r2xf4"]);
    assert_eq!(legal_for(&p, "r3x"), ["r3xf4"]);
}

#[test]
fn g8_crossbows_cannot_target_shield_infantry_which_still_blocks() {
    let p = play(
        "s 0 r0=GN@a1,r1=CB@c1,r2=CC@e1,r3=LI@d3,y0=GN@k13,y1=SH@c3,y2=LI@c4,y3=SH@e2,y4=LI@h1",
        &["troops r"],
    );
    assert_eq!(legal_for(&p, "r1x"), Vec::<String>::new());
    assert_eq!(legal_for(&p, "r2x"), ["r2xh1"]);
    assert_eq!(legal_for(&p, "r3x"), ["r3xc3"]);
    // Others hit Shield infantry (the Axeman f5 hits d5 across e5 and f6).
    assert_eq!(
        legal_after(
            "s 0 r0=GN@a1,r1=CB@d3,r2=AX@f5,y0=GN@k13,y1=SH@d5,y2=LI@d9,y3=MA@e6,y4=SH@f6",
            &["troops r"]
        ),
        sorted(&["r1-d4", "r1-e3", "r1-d2", "r1-c3", "r2-g5", "r2-f4", "r2-e5", "r2xf6", "r2xd5", "end"])
    );
}

#[test]
fn g7_g8_a_marine_in_water_is_hurt_only_by_crossbowmen_never_by_catapults() {
    let start = "s 0 r0=GN@a1,r1=LI@f7,r2=CB@e3,r3=CC@b7,r4=CA@f2,y0=GN@k13,y1=MA@e7";
    let p = play(start, &["troops r"]);
    // Neither the adjacent Light infantry nor the Crossbow cavalry may target it.
    assert_eq!(legal_for(&p, "r1x"), Vec::<String>::new());
    assert_eq!(legal_for(&p, "r3x"), Vec::<String>::new());
    assert_eq!(legal_for(&p, "r2x"), ["r2xe7"]);
    // The Catapult's area covers e7, but the Marine in water is not hurt; r1 on land is.
    let p = play(start, &["troops r", "r4xf7"]);
    assert_eq!(unit(&p, "y1").unwrap(), "y1=MA@e7");
    assert!(unit(&p, "r1").is_none());
    let p = play(start, &["troops r", "r2xe7"]);
    assert!(unit(&p, "y1").is_none());
    // The Crossbowman d3 reaches d7 (4 away); the Crossbow cavalry h3 may not target h7.
    assert_eq!(
        legal_after("s 0 r0=GN@a1,r1=CB@d3,r2=CC@h3,y0=GN@k13,y1=MA@d7,y2=MA@h7", &["troops r"]),
        sorted(&["r1-d4", "r1-e3", "r1-d2", "r1-c3", "r1xd7", "r2-h4", "r2-i3", "r2-h2", "r2-g3", "end"])
    );
}

#[test]
fn g8_flail_deals_two_to_heavy_armour_one_to_others() {
    let start = "s 0 r0=GN@a1,r1=FL@e5,r2=FL@g3,r3=AX@b3,y0=GN@k13,y1=HI@e3,y2=HC@g5,y3=HI@b1";
    let p = play(start, &["troops r", "r1xe3", "r2xg5", "r3xb1"]);
    assert_eq!(unit(&p, "y1").unwrap(), "y1=HI@e3:1");
    assert!(unit(&p, "y2").is_none());
    assert_eq!(unit(&p, "y3").unwrap(), "y3=HI@b1:2");
}

#[test]
fn g8_samurai_diagonal_hit_removes_a_general_orthogonal_deals_one() {
    let p = play("s 0 g0=GN@k12,r0=GN@a1,r1=SA@e4,y0=GN@f5,y1=LI@k13", &["troops r", "r1xf5"]);
    assert!(unit(&p, "y0").is_none());
    assert!(unit(&p, "y1").is_none(), "its soldiers go with it");
    assert!(p.outcome().is_none(), "Green is still on the board");
    assert_eq!(
        text("s 5 g0=GN@k13,r0=GN@a1,r1=SA@e4,y0=GN@e5", &["troops r", "r1xe5"]),
        "s 5 g0=GN@k13,r0=GN@a1,r1=SA@e4,y0=GN@e5:1 troops:r* r1=0a"
    );
    // The last North general falls: the turn ends at once (G15), South wins.
    let p = play("s 5 r0=GN@a1,r1=SA@e4,y0=GN@f5", &["troops r", "r1xf5"]);
    assert_eq!(p.to_string(), "n 0 r0=GN@a1,r1=SA@e4");
    assert!(p.outcome().is_some() && legal(&p).is_empty());
}

#[test]
fn g8_a_generals_death_removes_its_soldiers_friendly_fire_included() {
    let p = play("s 0 g0=GN@k12,r0=GN@a1,r1=LI@e4,y0=GN@e5:1,y1=LI@k13,y2=CA@a13", &["troops r", "r1xe5"]);
    assert_eq!(p.to_string(), "s 0 g0=GN@k12,r0=GN@a1,r1=LI@e4 troops:r* r1=0a");
    let start = "s 0 b0=GN@k1,r0=GN@e4:1,r1=CA@e9,r2=LI@a2,y0=GN@k13";
    assert_eq!(text(start, &["troops r", "r1xe4"]), "s 0 b0=GN@k1,y0=GN@k13 troops:r* -");
    assert_eq!(legal_after(start, &["troops r", "r1xe4"]), ["end"]);
}

// --- G8 Catapult, G13 cooldown ---

#[test]
fn g8_g15_catapult_aims_at_any_cell_exactly_five_away_in_eight_directions() {
    let p = play("s 0 r0=GN@a1,r1=CA@f2,y0=GN@k13", &["troops r"]);
    assert_eq!(legal_for(&p, "r1x"), sorted(&["r1xa2", "r1xa7", "r1xf7", "r1xk2", "r1xk7"]));
    assert_eq!(
        legal_after("s 0 r0=GN@a1,r1=CA@f1,y0=GN@k13,y1=LI@f6", &["troops r"]),
        sorted(&["r1-f2", "r1-g1", "r1-e1", "r1xf6", "r1xk6", "r1xk1", "r1xa1", "r1xa6", "end"])
    );
}

#[test]
fn g8_catapult_hits_every_unit_on_land_in_the_3x3_square_friend_and_foe() {
    // Aim f6: e5, f5, g5, f6, f7 are land; e6, g6, e7, g7 water (y3, a Marine there, is safe).
    let start = "s 0 r0=GN@a1,r1=CA@f1,r2=LI@g5,y0=GN@k13,y1=LI@f6,y2=HI@e5,y3=MA@e6,y4=LI@f8";
    let p = play(start, &["troops r", "r1xf6"]);
    assert!(unit(&p, "y1").is_none());
    assert_eq!(unit(&p, "y2").unwrap(), "y2=HI@e5:2");
    assert!(unit(&p, "r2").is_none(), "friendly fire");
    assert_eq!(unit(&p, "y3").unwrap(), "y3=MA@e6");
    assert_eq!(unit(&p, "y4").unwrap(), "y4=LI@f8", "outside the square");
    assert_eq!(unit(&p, "r1").unwrap(), "r1=CA@f1!1");
    // A Marine on land (g5) is hit like anyone.
    let start = "s 0 r0=GN@a1,r1=CA@f1,r2=LI@e5,y0=GN@k13,y1=LI@f6,y2=MA@e6,y3=MA@g5,y4=HI@f7";
    assert_eq!(
        text(start, &["troops r", "r1xf6", "end"]),
        "n 0 r0=GN@a1,r1=CA@f1!1,y0=GN@k13,y2=MA@e6,y4=HI@f7:2"
    );
}

#[test]
fn g8_g15_catapult_shot_into_water_does_nothing_but_starts_the_cooldown() {
    let start = "s 0 r0=GN@a1,r1=CA@f2,y0=GN@k13,y1=LI@b7";
    let p = play(start, &["troops r", "r1xa7", "end"]);
    assert_eq!(p.to_string(), "n 1 r0=GN@a1,r1=CA@f2!1,y0=GN@k13,y1=LI@b7");
}

#[test]
fn g13_catapult_cooldown_skips_its_teams_next_turn() {
    let start = "s 0 r0=GN@a1,r1=CA@f1,y0=GN@k13";
    let p = play(start, &["troops r", "r1xf6", "end", "pass", "troops r"]);
    assert_eq!(unit(&p, "r1").unwrap(), "r1=CA@f1!1");
    assert_eq!(legal_for(&p, "r1x"), Vec::<String>::new());
    assert_eq!(legal_for(&p, "r1-"), sorted(&["r1-e1", "r1-g1", "r1-f2"]));
    let p = play(start, &["troops r", "r1xf6", "end", "pass", "troops r", "end"]);
    assert_eq!(unit(&p, "r1").unwrap(), "r1=CA@f1");
    let p = play(start, &["troops r", "r1xf6", "end", "pass", "troops r", "end", "pass", "troops r"]);
    assert_eq!(legal_for(&p, "r1x").len(), 5);
}

// --- G10 Hook ---

#[test]
fn g10_hook_pulls_two_to_four_away_on_a_clear_line_onto_land() {
    // e3 is adjacent (no pull); g4 is 2 away diagonally; a2 4 away; h5 is behind g4.
    assert_eq!(
        legal_after("s 0 r0=GN@k1,r1=HK@e2,y0=GN@k13,y1=LI@e3,y2=LI@g4,y3=LI@a2,y4=HI@h5", &["troops r"]),
        sorted(&["r1-f2", "r1-e1", "r1-d2", "r1xg4", "r1xa2", "end"])
    );
    // The landing cell c5 is water: no pull of a Light infantry from e5…
    let p = play("s 0 r0=GN@a1,r1=HK@b5,y0=GN@k13,y1=LI@e5", &["troops r"]);
    assert_eq!(legal_for(&p, "r1x"), Vec::<String>::new());
    // …but a9 → SE lands on the causeway b8 across water (c7, d6) from e5, 4 away.
    assert_eq!(
        legal_after("s 0 r0=GN@k1,r1=HK@a9,y0=GN@k13,y1=LI@e5", &["troops r"]),
        sorted(&["r1-a10", "r1-b9", "r1xe5", "end"])
    );
}

#[test]
fn g10_g15_hooks_never_join_and_a_pull_without_hits_is_no_damage() {
    let p = play("s 5 r0=GN@a1,r1=HK@e2,r2=HK@c3,y0=GN@k13,y1=LI@e5", &["troops r", "r1xe5", "end"]);
    assert_eq!(p.to_string(), "n 6 r0=GN@a1,r1=HK@e2,r2=HK@c3,y0=GN@k13,y1=LI@e3");
    assert_eq!(
        text("s 7 r0=GN@k1,r1=HK@a9,y0=GN@k13,y1=LI@e5", &["troops r", "r1xe5", "end"]),
        "n 8 r0=GN@k1,r1=HK@a9,y0=GN@k13,y1=LI@b8"
    );
}

#[test]
fn g10_marines_pulled_into_water_only_crossbowmen_hurt_out_of_it_anyone() {
    let p = play("s 0 r0=GN@a1,r1=HK@b5,y0=GN@k13,y1=MA@e5", &["troops r", "r1xe5"]);
    assert_eq!(unit(&p, "y1").unwrap(), "y1=MA@c5");
    // Hook d5 pulls the Marine at d9 to d6 (water). The AX b1 at f6 cannot hit it; the CA
    // (d1, 5 away) fires at water: nothing, cooldown spent; the CB at b6 removes it.
    let start = "s 0 b0=GN@k1,b1=AX@f6,r0=GN@a1,r1=HK@d5,r2=CA@d1,r3=CB@b6,y0=GN@k13,y1=MA@d9";
    assert_eq!(
        text(start, &["troops r", "r1xd9"]),
        "s 0 b0=GN@k1,b1=AX@f6,r0=GN@a1,r1=HK@d5,r2=CA@d1!1,r3=CB@b6,y0=GN@k13 troops:r* r1=0a,r2=0c"
    );
    // A non-Marine cannot be pulled onto water.
    let l = legal_after(&start.replace("y1=MA@d9", "y1=LI@d9"), &["troops r"]);
    assert!(!l.iter().any(|a| a.starts_with("r1x")), "{l:?}");
    // Hook d4 → NE: e5 (land landing), f6, g7 (Marine in water, 3 away). r2 at e4 hits it.
    assert_eq!(
        text("s 0 r0=GN@a1,r1=HK@d4,r2=LI@e4,y0=GN@k13,y1=MA@g7", &["troops r", "r1xg7"]),
        "s 0 r0=GN@a1,r1=HK@d4,r2=LI@e4,y0=GN@k13 troops:r* r1=0a"
    );
}

#[test]
fn g10_follow_up_hits_in_id_order_a_catapult_takes_the_hook_too() {
    // Pull y1 (HI, 3 HP) e5→e3. Joiners: b0 (f3), r2 (d3), r4 (CA j3, 5 away). Not b1 (CB c3,
    // line blocked by r2), not b2 (a Hook). b0 3→2, r2 2→1, then r4's shot at e3 removes y1,
    // the Hook r1 and r2, and wounds b0.
    let start = "s 0 b0=GN@f3,b1=CB@c3,b2=HK@g5,r0=GN@a1,r1=HK@e2,r2=LI@d3,r4=CA@j3,y0=GN@k13,y1=HI@e5";
    assert_eq!(
        text(start, &["troops r", "r1xe5"]),
        "s 0 b0=GN@f3:1,b1=CB@c3,b2=HK@g5,r0=GN@a1,r4=CA@j3!1,y0=GN@k13 troops:r* r4=0c"
    );
    // Without Blue: r2 (3→2), r3 (2→1), then r4's area shot at e3 removes the target, the
    // Hook at e2 and r2 at d3 (同归于尽); its cooldown starts.
    let start = "s 0 r0=GN@a1,r1=HK@e2,r2=LI@d3,r3=SP@g1,r4=CA@j8,y0=GN@k13,y1=HI@e5";
    let p = play(start, &["troops r", "r1xe5"]);
    assert!(unit(&p, "y1").is_none() && unit(&p, "r1").is_none() && unit(&p, "r2").is_none());
    assert_eq!(unit(&p, "r3").unwrap(), "r3=SP@g1");
    assert_eq!(unit(&p, "r4").unwrap(), "r4=CA@j8!1");
    assert!(p.to_string().ends_with(" troops:r* r4=0c"), "{p}");
}

#[test]
fn g10_follow_up_stops_when_the_target_is_removed() {
    // A 1-HP target: b0 removes it; r2 and the Catapult do nothing.
    let start = "s 0 b0=GN@f3,b1=CB@c3,b2=HK@g5,r0=GN@a1,r1=HK@e2,r2=LI@d3,r4=CA@j3,y0=GN@k13,y1=LI@e5";
    assert_eq!(
        text(start, &["troops r", "r1xe5"]),
        "s 0 b0=GN@f3,b1=CB@c3,b2=HK@g5,r0=GN@a1,r1=HK@e2,r2=LI@d3,r4=CA@j3,y0=GN@k13 troops:r* r1=0a"
    );
    // The Flail b1 (2) and r2 (1) remove the Heavy infantry; r3 and the Catapult do not fire,
    // and joining does not spend the joiners' own attacks.
    let start = "s 0 b0=GN@k1,b1=FL@g3,r0=GN@a1,r1=HK@e2,r2=LI@d3,r3=SP@g1,r4=CA@j8,y0=GN@k13,y1=HI@e5";
    let p = play(start, &["troops r", "r1xe5"]);
    assert!(unit(&p, "y1").is_none());
    assert_eq!(unit(&p, "r4").unwrap(), "r4=CA@j8", "the Catapult did not fire");
    assert_eq!(legal_for(&p, "r2x"), Vec::<String>::new(), "no target left for r2");
    assert!(legal(&p).iter().any(|a| a.starts_with("r4x")));
}

#[test]
fn g10_follow_up_whether_or_not_the_unit_has_acted() {
    // r2 already attacked c3; it still hits the pulled unit.
    assert_eq!(
        text("s 0 r0=GN@a1,r1=HK@e2,r2=LI@d3,y0=GN@k13,y1=HI@e5,y2=LI@c3", &["troops r", "r2xc3", "r1xe5"]),
        "s 0 r0=GN@a1,r1=HK@e2,r2=LI@d3,y0=GN@k13,y1=HI@e3:2 troops:r* r1=0a,r2=0a"
    );
}

#[test]
fn g10_follow_up_destroys_a_pulled_chariot_and_kills_a_pulled_general_diagonally() {
    assert_eq!(
        text(
            "s 0 r0=GN@a1,r1=HK@e2,r2=LI@d3,y0=GN@k13,y1=CH@e5,y2=AX@e5^y1,y3=SP@e5^y1",
            &["troops r", "r1xe5"]
        ),
        "s 0 r0=GN@a1,r1=HK@e2,r2=LI@d3,y0=GN@k13 troops:r* r1=0a"
    );
    assert_eq!(
        text("s 0 g0=GN@k13,r0=GN@a1,r1=HK@e2,r2=SA@d4,y0=GN@e5", &["troops r", "r1xe5"]),
        "s 0 g0=GN@k13,r0=GN@a1,r1=HK@e2,r2=SA@d4 troops:r* r1=0a"
    );
}

#[test]
fn g15_hook_follow_up_keeps_the_limits_of_g9_and_the_catapult_cooldown() {
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

// --- G11 Assassin ---

#[test]
fn g11_assassin_warps_within_five_to_empty_land_then_attacks_at_once() {
    let start = "s 0 r0=GN@a1,r1=AS@e2,y0=GN@k13,y1=LI@f7";
    let warps = legal_for(&play(start, &["troops r"]), "r1@");
    // 10 columns × 7 rows, minus its own cell, r0, y1 and 16 water cells.
    assert_eq!(warps.len(), 51);
    assert!(warps.contains(&"r1@f6".to_string()) && warps.contains(&"r1@j7".to_string()));
    for bad in ["r1@f7", "r1@e7", "r1@k2", "r1@e8"] {
        assert!(!warps.contains(&bad.to_string()), "{bad}");
    }
    let p = play(start, &["troops r", "r1@f6"]);
    assert_eq!(legal_for(&p, "r1"), ["r1xf7"], "no step after a warp; its attack at once");
    assert_eq!(
        text(start, &["troops r", "r1@f6", "r1xf7"]),
        "s 0 r0=GN@a1,r1=AS@f6!1,y0=GN@k13 troops:r* r1=0awc"
    );
    // From f3: rows 1–8, all columns: 62 land cells, less a1 (r0) and f3 (itself).
    let l = legal_after("s 0 r0=GN@a1,r1=AS@f3,y0=GN@k13,y1=LI@g9", &["troops r"]);
    assert_eq!(l.iter().filter(|a| a.starts_with("r1@")).count(), 60);
    assert!(
        l.contains(&"r1@f8".to_string())
            && !l.contains(&"r1@e8".to_string())
            && !l.contains(&"r1@f9".to_string())
    );
}

#[test]
fn g11_no_warp_after_a_step_and_a_cooldown_after_a_warp() {
    let start = "s 0 r0=GN@a1,r1=AS@e2,y0=GN@k13,y1=LI@f7";
    assert!(legal_for(&play(start, &["troops r", "r1-e3"]), "r1@").is_empty());
    let p = play(start, &["troops r", "r1@f6", "end", "pass", "troops r"]);
    assert!(legal_for(&p, "r1@").is_empty());
    assert!(!legal_for(&p, "r1-").is_empty());
    let p = play(start, &["troops r", "r1@f6", "end", "pass", "troops r", "end", "pass", "troops r"]);
    assert!(!legal_for(&p, "r1@").is_empty());
    // The cooldown skips the team's next turn, the attack stays.
    let start = "s 0 r0=GN@a1,r1=CH@d3,r2=AS@d3^r1,y0=GN@k13,y1=LI@g9";
    let l = legal_after(start, &["troops r", "r2@f8", "end", "lead y", "end", "troops r"]);
    assert!(!l.iter().any(|x| x.starts_with("r2@")) && l.contains(&"r2xg9".to_string()), "{l:?}");
    assert_eq!(
        text(start, &["troops r", "r2@f8", "end", "lead y", "end", "troops r", "end", "lead y", "end"]),
        "s 4 r0=GN@a1,r1=CH@d3,r2=AS@f8,y0=GN@k13,y1=LI@g9"
    );
}

#[test]
fn g15_assassin_warps_off_a_chariot_but_boarding_is_a_step() {
    let p = play("s 0 r0=GN@a1,r1=CH@e4,r2=AS@e4^r1,y0=GN@k13", &["troops r", "r2@e9"]);
    assert_eq!(unit(&p, "r2").unwrap(), "r2=AS@e9!1");
    // Carried to d4: columns a–i, rows 1–9: 56 land cells, less a1 and d4.
    let carried = "s 0 r0=GN@a1,r1=CH@d3,r2=AS@d3^r1,y0=GN@k13";
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
    assert!(legal_for(&play("s 0 r0=GN@a1,r1=CH@e4,r2=AS@e3,y0=GN@k13", &["troops r", "r2-e4"]), "r2@")
        .is_empty());
}
