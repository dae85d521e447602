//! Generals rules, one test per special, named by rule id (shared/spec/generals.md).
//! Each test: a position in G14 notation, the actions, and the expected legal set or
//! resulting position.

use shuangcheng_engine::generals::Generals;
use shuangcheng_engine::{EndReason, Game, Outcome, Position, Side};

fn pos(s: &str) -> Generals {
    s.parse().unwrap_or_else(|e| panic!("{s}: {e}"))
}

/// The position after playing `actions` from `start`, each checked for legality.
fn play(start: &str, actions: &[&str]) -> Generals {
    let mut game = Game::new(pos(start));
    for a in actions {
        if let Err(e) = game.play_str(a) {
            panic!("{a}: {e} in {}", game.position());
        }
    }
    game.position().clone()
}

fn legal(p: &Generals) -> Vec<String> {
    let mut out = Vec::new();
    p.legal_actions(&mut out);
    out.iter().map(|a| a.to_string()).collect()
}

/// The legal actions starting with `prefix` (e.g. `r1` or `r1x`), sorted.
fn legal_for(p: &Generals, prefix: &str) -> Vec<String> {
    let mut v: Vec<String> = legal(p).into_iter().filter(|a| a.starts_with(prefix)).collect();
    v.sort();
    v
}

fn sorted(v: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = v.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

/// The unit's token in the position (`r1=LI@b3:1`), or None when it is gone.
fn unit(p: &Generals, id: &str) -> Option<String> {
    let s = p.to_string();
    let units = s.split(' ').nth(2).unwrap_or("").to_string();
    units.split(',').find(|t| t.starts_with(&format!("{id}="))).map(|t| t.to_string())
}

// --- G5 turns ---

#[test]
fn g5_choose_a_living_general_and_troops_needs_a_soldier() {
    let p = pos("s 0 b0=GN@k1,b1=LI@k2,r0=GN@a1,y0=GN@k13");
    assert_eq!(legal(&p), ["lead r", "lead b", "troops b"]);
    let p = pos("n 0 b0=GN@k1,g0=GN@a13,g1=LI@b13,r0=GN@a1");
    assert_eq!(legal(&p), ["lead g", "troops g"]);
}

#[test]
fn g5_lead_moves_only_the_general_troops_only_the_soldiers() {
    let start = "s 0 r0=GN@e3,r1=LI@c3,y0=GN@k13";
    let p = play(start, &["lead r"]);
    assert_eq!(legal_for(&p, "r"), sorted(&["r0-d3", "r0-e2", "r0-e4", "r0-f3"]));
    assert!(legal(&p).contains(&"end".to_string()));
    let p = play(start, &["troops r"]);
    assert_eq!(legal_for(&p, "r"), sorted(&["r1-b3", "r1-c2", "r1-c4", "r1-d3"]));
}

#[test]
fn g5_steps_up_to_move_interleaved_and_an_attack_ends_the_activity() {
    let start = "s 0 r0=GN@a1,r1=LI@e2,r2=AX@g2,y0=GN@k13,y1=LI@e5";
    // Interleaving: r1, then r2, then r1 again (G5 "不分先后").
    let p = play(start, &["troops r", "r1-e3", "r2-g3", "r1-e4"]);
    // r1 used its 2 steps: only its attack is left.
    assert_eq!(legal_for(&p, "r1"), ["r1xe5"]);
    let p = play(start, &["troops r", "r1-e3", "r1-e4", "r1xe5"]);
    assert!(unit(&p, "y1").is_none());
    assert!(legal_for(&p, "r1").is_empty());
    // An attack right away ends the activity too: no steps after it.
    let p = play("s 0 r0=GN@a1,r1=LI@e4,y0=GN@k13,y1=HI@e5", &["troops r", "r1xe5"]);
    assert!(legal_for(&p, "r1").is_empty());
    assert_eq!(unit(&p, "y1").unwrap(), "y1=HI@e5:2");
    assert_eq!(legal(&p), ["end"]);
}

#[test]
fn g5_end_is_legal_at_once_after_the_choice_and_passes_the_turn() {
    let p = play("s 0 r0=GN@a1,y0=GN@k13", &["lead r"]);
    assert!(!p.at_turn_boundary());
    assert!(legal(&p).contains(&"end".to_string()));
    let p = play("s 0 r0=GN@a1,y0=GN@k13", &["lead r", "end"]);
    assert!(p.at_turn_boundary());
    assert_eq!(p.to_string(), "n 1 r0=GN@a1,y0=GN@k13");
}

// --- G6 steps and diagonal movers ---

#[test]
fn g6_diagonal_movers_step_in_eight_directions_and_turn() {
    let start = "s 0 r0=GN@a1,r1=LC@e3,r2=LI@h3,y0=GN@k13";
    let p = play(start, &["troops r"]);
    assert_eq!(
        legal_for(&p, "r1"),
        sorted(&["r1-d2", "r1-d3", "r1-d4", "r1-e2", "r1-e4", "r1-f2", "r1-f3", "r1-f4"])
    );
    assert_eq!(legal_for(&p, "r2"), sorted(&["r2-g3", "r2-h2", "r2-h4", "r2-i3"]));
    // A path may turn, then go diagonal again; g6 and h6 are water.
    let p = play(start, &["troops r", "r1-f4", "r1-g5"]);
    assert_eq!(legal_for(&p, "r1"), sorted(&["r1-f4", "r1-f5", "r1-f6", "r1-g4", "r1-h4", "r1-h5"]));
    let p = play(start, &["troops r", "r1-f4", "r1-g5", "r1-f6"]);
    assert!(legal_for(&p, "r1").is_empty());
}

#[test]
fn g6_no_passing_through_units_and_g15_diagonal_between_two_units() {
    // The Shield infantry steps diagonally between two units (G15).
    let p = play("s 0 r0=GN@a1,r1=SH@e3,r2=LI@e4,r3=LI@f3,y0=GN@k13", &["troops r"]);
    assert_eq!(legal_for(&p, "r1"), sorted(&["r1-d2", "r1-d3", "r1-d4", "r1-e2", "r1-f2", "r1-f4"]));
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

// --- G7 water ---

#[test]
fn g7_marine_hops_one_or_two_cells_in_eight_directions_from_water() {
    // r1 in water at d7; r2 (a Marine in water) blocks north, r3 blocks f7.
    let p = play("s 0 r0=GN@a1,r1=MA@d7,r2=MA@d8,r3=LI@f7,y0=GN@k13", &["troops r"]);
    assert_eq!(
        legal_for(&p, "r1"),
        sorted(&[
            "r1-e8", "r1-f9", "r1-e7", "r1-e6", "r1-f5", "r1-d6", "r1-d5", "r1-c6", "r1-b5", "r1-c7",
            "r1-b7", "r1-c8", "r1-b9"
        ])
    );
    // Only Marines enter water: the Light infantry at f7 has land north and south only.
    assert_eq!(legal_for(&p, "r3"), sorted(&["r3-f6", "r3-f8"]));
    // One hop is its one step.
    let p = play("s 0 r0=GN@a1,r1=MA@d7,y0=GN@k13", &["troops r", "r1-f9"]);
    assert!(legal_for(&p, "r1-").is_empty());
}

#[test]
fn g7_g13_marine_on_land_steps_orthogonally_into_water() {
    let p = play("s 0 r0=GN@a1,r1=MA@d5,y0=GN@k13", &["troops r"]);
    assert_eq!(legal_for(&p, "r1"), sorted(&["r1-c5", "r1-d4", "r1-d6", "r1-e5"]));
}

#[test]
fn g7_g15_marine_in_water_is_hurt_only_by_crossbowmen_never_by_catapults() {
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
}

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
fn g8_crossbows_cannot_target_shield_infantry_which_still_blocks() {
    let p = play(
        "s 0 r0=GN@a1,r1=CB@c1,r2=CC@e1,r3=LI@d3,y0=GN@k13,y1=SH@c3,y2=LI@c4,y3=SH@e2,y4=LI@h1",
        &["troops r"],
    );
    assert_eq!(legal_for(&p, "r1x"), Vec::<String>::new());
    assert_eq!(legal_for(&p, "r2x"), ["r2xh1"]);
    assert_eq!(legal_for(&p, "r3x"), ["r3xc3"]);
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
    let p = play("s 0 g0=GN@k12,r0=GN@a1,r1=SA@e4,y0=GN@e5", &["troops r", "r1xe5"]);
    assert_eq!(unit(&p, "y0").unwrap(), "y0=GN@e5:1");
}

#[test]
fn g8_g15_catapult_aims_exactly_five_away_in_eight_directions() {
    let p = play("s 0 r0=GN@a1,r1=CA@f2,y0=GN@k13", &["troops r"]);
    assert_eq!(legal_for(&p, "r1x"), sorted(&["r1xa2", "r1xa7", "r1xf7", "r1xk2", "r1xk7"]));
}

#[test]
fn g8_catapult_hits_the_3x3_square_with_friendly_fire() {
    // Aim f6: e5, f5, g5, f6, f7 are land; e6, g6, e7, g7 water (y3, a Marine there, is safe).
    let start = "s 0 r0=GN@a1,r1=CA@f1,r2=LI@g5,y0=GN@k13,y1=LI@f6,y2=HI@e5,y3=MA@e6,y4=LI@f8";
    let p = play(start, &["troops r", "r1xf6"]);
    assert!(unit(&p, "y1").is_none());
    assert_eq!(unit(&p, "y2").unwrap(), "y2=HI@e5:2");
    assert!(unit(&p, "r2").is_none(), "friendly fire");
    assert_eq!(unit(&p, "y3").unwrap(), "y3=MA@e6");
    assert_eq!(unit(&p, "y4").unwrap(), "y4=LI@f8", "outside the square");
    assert_eq!(unit(&p, "r1").unwrap(), "r1=CA@f1!1");
}

#[test]
fn g8_g15_catapult_shot_into_water_does_nothing_but_starts_the_cooldown() {
    let start = "s 0 r0=GN@a1,r1=CA@f2,y0=GN@k13,y1=LI@b7";
    let p = play(start, &["troops r", "r1xa7", "end"]);
    assert_eq!(p.to_string(), "n 1 r0=GN@a1,r1=CA@f2!1,y0=GN@k13,y1=LI@b7");
}

#[test]
fn g8_g13_catapult_cooldown_skips_its_teams_next_turn() {
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

// --- G9 Chariot ---

const CHARIOT: &str = "s 0 r0=GN@c2,r1=CH@d2,r2=CB@d1,r3=LC@e2,r4=LI@d3,y0=GN@k13,y1=LI@e5,y2=LI@g4";

#[test]
fn g9_cavalry_cannot_board_others_board_by_stepping_on() {
    let p = play(CHARIOT, &["troops r"]);
    assert_eq!(legal_for(&p, "r3"), sorted(&["r3-e1", "r3-e3", "r3-f1", "r3-f2", "r3-f3"]));
    assert!(legal(&p).contains(&"r2-d2".to_string()));
    assert!(legal(&p).contains(&"r4-d2".to_string()));
    let p = play(CHARIOT, &["troops r", "r2-d2", "r4-d2"]);
    assert_eq!(unit(&p, "r2").unwrap(), "r2=CB@d2^r1");
    assert_eq!(unit(&p, "r4").unwrap(), "r4=LI@d2^r1");
    // No Catapult either.
    let p = play("s 0 r0=GN@a1,r1=CH@e4,r2=CA@e3,y0=GN@k13", &["troops r"]);
    assert_eq!(legal_for(&p, "r2-"), sorted(&["r2-d3", "r2-e2", "r2-f3"]));
}

#[test]
fn g9_passengers_ride_without_spending_steps_and_attack_from_the_chariot() {
    let p = play(CHARIOT, &["troops r", "r2-d2", "r4-d2", "r1-d3", "r1-d4", "r1-e4"]);
    assert_eq!(unit(&p, "r2").unwrap(), "r2=CB@e4^r1");
    assert_eq!(unit(&p, "r4").unwrap(), "r4=LI@e4^r1");
    assert!(p.to_string().ends_with(" troops:r r1=3,r2=1,r4=1"), "{p}");
    // The Crossbowman (reach 5) is silent aboard although g4 is in its line; the Light
    // infantry hits from the Chariot's cell.
    assert_eq!(legal_for(&p, "r2"), Vec::<String>::new());
    assert_eq!(legal_for(&p, "r4"), sorted(&["r4-d4", "r4-e3", "r4-f4", "r4xe5"]));
    assert_eq!(legal_for(&p, "r1"), ["r1xe5"]);
}

#[test]
fn g9_g13_no_attack_with_reach_above_two_on_the_turn_off() {
    let turn1 = ["troops r", "r2-d2", "r4-d2", "r1-d3", "r1-d4", "r1-e4", "end", "pass", "troops r"];
    let p = play(CHARIOT, &turn1);
    assert_eq!(legal_for(&p, "r2x"), Vec::<String>::new(), "still aboard");
    let mut off = turn1.to_vec();
    off.push("r2-f4");
    let p = play(CHARIOT, &off);
    assert_eq!(unit(&p, "r2").unwrap(), "r2=CB@f4");
    assert!(p.to_string().ends_with("r2=1o"), "{p}");
    assert_eq!(legal_for(&p, "r2x"), Vec::<String>::new(), "got off this turn");
    // Next turn it shoots.
    off.extend(["end", "pass", "troops r"]);
    let p = play(CHARIOT, &off);
    assert_eq!(legal_for(&p, "r2x"), ["r2xg4"]);
}

#[test]
fn g9_capacity_two_and_generals_may_ride() {
    let start = "s 0 r0=GN@e3,r1=CH@e4,r2=LI@e4^r1,r3=AX@e4^r1,r4=SP@d4,y0=GN@k13";
    let p = play(start, &["lead r"]);
    assert_eq!(legal_for(&p, "r0"), sorted(&["r0-d3", "r0-e2", "r0-f3"]));
    let p = play(start, &["troops r"]);
    assert_eq!(legal_for(&p, "r4"), sorted(&["r4-c4", "r4-d3", "r4-d5"]));
    let p = play(start, &["troops r", "r2-f4", "r4-e4"]);
    assert_eq!(unit(&p, "r4").unwrap(), "r4=SP@e4^r1");
    let p = play("s 0 b0=GN@e3,r0=GN@a1,r1=CH@e4,y0=GN@k13", &["lead b", "b0-e4"]);
    assert_eq!(unit(&p, "b0").unwrap(), "b0=GN@e4^r1", "a teammate's Chariot carries too");
}

#[test]
fn g9_g15_chariots_never_ride_chariots_but_passengers_change_chariots() {
    let start = "s 0 r0=GN@a1,r1=CH@e4,r2=CH@e5,r3=LI@e4^r1,y0=GN@k13";
    let p = play(start, &["troops r"]);
    assert!(!legal(&p).contains(&"r1-e5".to_string()));
    let p = play(start, &["troops r", "r3-e5"]);
    assert_eq!(unit(&p, "r3").unwrap(), "r3=LI@e5^r2");
    assert!(p.to_string().ends_with("r3=1o"), "{p}");
}

#[test]
fn g9_destroyed_chariot_kills_soldier_passengers_and_wounds_a_general() {
    let p = play("n 0 r0=GN@a1,r1=CH@e4,r2=LI@e4^r1,y0=GN@k13,y1=LI@e5", &["troops y", "y1xe4"]);
    assert!(unit(&p, "r1").is_none() && unit(&p, "r2").is_none());
    let p = play("n 0 b0=GN@k1,r0=GN@e4^r1,r1=CH@e4,r2=LI@e4^r1,y0=GN@k13,y1=LI@e5", &["troops y", "y1xe4"]);
    assert_eq!(unit(&p, "r0").unwrap(), "r0=GN@e4:1", "stays on the cell, on foot");
    assert!(unit(&p, "r2").is_none());
    // A general at 1 HP aboard dies, and its soldiers with it.
    let p = play("n 0 b0=GN@e4:1^r1,b1=LI@k1,r0=GN@a1,r1=CH@e4,y0=GN@k13,y1=LI@e5", &["troops y", "y1xe4"]);
    assert!(unit(&p, "b0").is_none() && unit(&p, "b1").is_none());
    assert_eq!(unit(&p, "r0").unwrap(), "r0=GN@a1");
}

#[test]
fn g15_chariot_removed_with_its_general_leaves_other_passengers_on_foot() {
    let start = "n 0 b0=GN@k1,b1=AX@f4^r1,r0=GN@e5:1,r1=CH@f4,r2=LI@f4^r1,y0=GN@k13,y1=LI@d5";
    let p = play(start, &["troops y", "y1xe5"]);
    assert!(unit(&p, "r0").is_none() && unit(&p, "r1").is_none() && unit(&p, "r2").is_none());
    assert_eq!(unit(&p, "b1").unwrap(), "b1=AX@f4", "unhurt, on foot");
    // Two passengers of the teammate stay on the cell together; the position round-trips.
    let start = "n 0 b0=GN@f4^r1,b1=AX@f4^r1,r0=GN@e5:1,r1=CH@f4,y0=GN@k13,y1=LI@d5";
    let p = play(start, &["troops y", "y1xe5", "end"]);
    assert_eq!(p.to_string(), "s 0 b0=GN@f4,b1=AX@f4,y0=GN@k13,y1=LI@d5");
    assert_eq!(pos(&p.to_string()).to_string(), p.to_string());
}

#[test]
fn g15_units_left_together_on_a_cell_step_apart_and_the_first_by_slot_is_hit() {
    // b0 and b1 were left on f4 by Red's Chariot (G15). Either may step off; nothing may
    // step onto the cell; an attack on the cell hits one unit (the first by slot, b0).
    let start = "s 0 b0=GN@f4,b1=AX@f4,y0=GN@k13,y1=LI@f5";
    let p = play(start, &["troops b"]);
    assert_eq!(legal_for(&p, "b1"), sorted(&["b1-e4", "b1-f3", "b1-g4", "b1xf5"]));
    let p = play(start, &["troops b", "b1-f3"]);
    assert_eq!(unit(&p, "b0").unwrap(), "b0=GN@f4");
    assert_eq!(unit(&p, "b1").unwrap(), "b1=AX@f3");
    let p = play("n 0 b0=GN@f4,b1=AX@f4,y0=GN@k13,y1=LI@f5", &["troops y", "y1xf4"]);
    assert_eq!(unit(&p, "b0").unwrap(), "b0=GN@f4:1");
    assert_eq!(unit(&p, "b1").unwrap(), "b1=AX@f4");
}

// --- G10 Hook ---

#[test]
fn g10_hook_pulls_two_to_four_away_onto_land_unless_a_marine() {
    let p = play("s 0 r0=GN@a1,r1=HK@e2,y0=GN@k13,y1=LI@e3,y2=LI@g4", &["troops r"]);
    // y1 is adjacent (no pull); y2 at g4 is two away diagonally.
    assert_eq!(legal_for(&p, "r1x"), ["r1xg4"]);
    let p = play("s 0 r0=GN@a1,r1=HK@b5,y0=GN@k13,y1=LI@e5", &["troops r"]);
    assert_eq!(legal_for(&p, "r1x"), Vec::<String>::new(), "the landing cell c5 is water");
    let p = play("s 0 r0=GN@a1,r1=HK@b5,y0=GN@k13,y1=MA@e5", &["troops r", "r1xe5"]);
    assert_eq!(unit(&p, "y1").unwrap(), "y1=MA@c5");
}

#[test]
fn g10_follow_up_hits_in_id_order_and_stop_when_the_target_is_removed() {
    // The Heavy infantry is pulled from e5 to e3. Joiners in id order: b1 (Flail, 2),
    // r2 (1) — removed; r3 (Spearman at g1) and r4 (Catapult, 5 away diagonally) do not fire.
    let start = "s 0 b0=GN@k1,b1=FL@g3,r0=GN@a1,r1=HK@e2,r2=LI@d3,r3=SP@g1,r4=CA@j8,y0=GN@k13,y1=HI@e5";
    let p = play(start, &["troops r", "r1xe5"]);
    assert!(unit(&p, "y1").is_none());
    assert_eq!(unit(&p, "r4").unwrap(), "r4=CA@j8", "the Catapult did not fire");
    assert_eq!(unit(&p, "r1").unwrap(), "r1=HK@e2");
    // Joining does not spend the joiners' own attacks.
    assert_eq!(legal_for(&p, "r2x"), Vec::<String>::new(), "no target left for r2");
    assert!(legal(&p).iter().any(|a| a.starts_with("r4x")));
}

#[test]
fn g10_catapult_joins_and_its_shot_takes_the_hook_too() {
    // Without the Flail: r2 (3→2), r3 (2→1), then r4's area shot at e3 removes the target,
    // the Hook at e2 and r2 at d3 (同归于尽); its cooldown starts.
    let start = "s 0 r0=GN@a1,r1=HK@e2,r2=LI@d3,r3=SP@g1,r4=CA@j8,y0=GN@k13,y1=HI@e5";
    let p = play(start, &["troops r", "r1xe5"]);
    assert!(unit(&p, "y1").is_none());
    assert!(unit(&p, "r1").is_none());
    assert!(unit(&p, "r2").is_none());
    assert_eq!(unit(&p, "r3").unwrap(), "r3=SP@g1");
    assert_eq!(unit(&p, "r4").unwrap(), "r4=CA@j8!1");
    assert!(p.to_string().ends_with(" troops:r* r4=0c"), "{p}");
}

#[test]
fn g10_g15_hooks_never_join_and_a_pull_without_hits_is_no_damage() {
    let start = "s 5 r0=GN@a1,r1=HK@e2,r2=HK@c3,y0=GN@k13,y1=LI@e5";
    let p = play(start, &["troops r", "r1xe5", "end"]);
    assert_eq!(p.to_string(), "n 6 r0=GN@a1,r1=HK@e2,r2=HK@c3,y0=GN@k13,y1=LI@e3");
}

// --- G11 Assassin ---

const ASSASSIN: &str = "s 0 r0=GN@a1,r1=AS@e2,y0=GN@k13,y1=LI@f7";

#[test]
fn g11_assassin_warps_within_five_to_empty_land_then_attacks_at_once() {
    let p = play(ASSASSIN, &["troops r"]);
    let warps = legal_for(&p, "r1@");
    // 10 columns × 7 rows, minus its own cell, r0, y1 and 16 water cells.
    assert_eq!(warps.len(), 51);
    assert!(warps.contains(&"r1@f6".to_string()) && warps.contains(&"r1@j7".to_string()));
    for bad in ["r1@f7", "r1@e7", "r1@k2", "r1@e8"] {
        assert!(!warps.contains(&bad.to_string()), "{bad}");
    }
    let p = play(ASSASSIN, &["troops r", "r1@f6"]);
    assert_eq!(legal_for(&p, "r1"), ["r1xf7"], "no step after a warp; its attack at once");
    let p = play(ASSASSIN, &["troops r", "r1@f6", "r1xf7"]);
    assert!(unit(&p, "y1").is_none());
    assert_eq!(unit(&p, "r1").unwrap(), "r1=AS@f6!1");
}

#[test]
fn g11_no_warp_after_a_step_and_a_cooldown_after_a_warp() {
    let p = play(ASSASSIN, &["troops r", "r1-e3"]);
    assert!(legal_for(&p, "r1@").is_empty());
    let p = play(ASSASSIN, &["troops r", "r1@f6", "end", "pass", "troops r"]);
    assert!(legal_for(&p, "r1@").is_empty());
    assert!(!legal_for(&p, "r1-").is_empty());
    let p = play(ASSASSIN, &["troops r", "r1@f6", "end", "pass", "troops r", "end", "pass", "troops r"]);
    assert!(!legal_for(&p, "r1@").is_empty());
}

#[test]
fn g15_assassin_warps_off_a_chariot_but_not_after_boarding() {
    let p = play("s 0 r0=GN@a1,r1=CH@e4,r2=AS@e4^r1,y0=GN@k13", &["troops r", "r2@e9"]);
    assert_eq!(unit(&p, "r2").unwrap(), "r2=AS@e9!1");
    let p = play("s 0 r0=GN@a1,r1=CH@e4,r2=AS@e3,y0=GN@k13", &["troops r", "r2-e4"]);
    assert!(legal_for(&p, "r2@").is_empty());
}

// --- G12 end of the game ---

#[test]
fn g8_a_generals_death_removes_its_soldiers() {
    let p = play("s 0 g0=GN@k12,r0=GN@a1,r1=LI@e4,y0=GN@e5:1,y1=LI@k13,y2=CA@a13", &["troops r", "r1xe5"]);
    assert_eq!(p.to_string(), "s 0 g0=GN@k12,r0=GN@a1,r1=LI@e4 troops:r* r1=0a");
}

#[test]
fn g12_last_general_removed_loses_and_the_turn_ends_at_once() {
    let p = play("s 0 r0=GN@a1,r1=LI@e4,r2=LI@a3,y0=GN@e5:1", &["troops r", "r1xe5"]);
    assert_eq!(p.outcome(), Some(Outcome::win(Side::First, EndReason::GeneralsEliminated)));
    assert!(p.at_turn_boundary());
    assert!(legal(&p).is_empty());
    assert!(p.pass().is_none());
}

#[test]
fn g12_both_teams_last_generals_at_once_is_a_draw() {
    let p = play("s 0 r0=GN@e4:1,r1=CA@e10,y0=GN@f5:1", &["troops r", "r1xe5"]);
    assert_eq!(p.outcome(), Some(Outcome::draw(EndReason::MutualElimination)));
    assert!(legal(&p).is_empty());
}

#[test]
fn g12_sixty_team_turns_without_damage_draw() {
    let p = play("s 58 r0=GN@a1,y0=GN@k13", &["lead r", "end"]);
    assert!(p.outcome().is_none());
    let p = play("s 59 r0=GN@a1,y0=GN@k13", &["lead r", "r0-a2", "end"]);
    assert_eq!(p.to_string(), "n 60 r0=GN@a2,y0=GN@k13");
    assert_eq!(p.outcome(), Some(Outcome::draw(EndReason::NoDamage)));
    assert!(legal(&p).is_empty());
}

#[test]
fn g15_friendly_fire_resets_the_no_damage_count() {
    let p = play("s 59 r0=GN@a1,r1=CA@f1,r2=LI@f6,y0=GN@k13", &["troops r", "r1xf6", "end"]);
    assert_eq!(p.to_string(), "n 0 r0=GN@a1,r1=CA@f1!1,y0=GN@k13");
}

// --- G15 pass ---

#[test]
fn g15_pass_before_the_choice_or_mid_turn_ticks_cooldowns_and_counts_as_quiet() {
    let p = play("s 3 r0=GN@a1,r1=CA@f1!1,y0=GN@k13", &["pass"]);
    assert_eq!(p.to_string(), "n 4 r0=GN@a1,r1=CA@f1,y0=GN@k13");
    let p = play("s 3 r0=GN@a1,r1=CA@f1!1,y0=GN@k13", &["troops r", "r1-e1", "pass"]);
    assert_eq!(p.to_string(), "n 4 r0=GN@a1,r1=CA@e1,y0=GN@k13");
    // A damaging turn cut short by the timer still resets the count.
    let p = play("s 3 r0=GN@a1,r1=LI@e4,y0=GN@k13,y1=HI@e5", &["troops r", "r1xe5", "pass"]);
    assert!(p.to_string().starts_with("n 0 "), "{p}");
}

#[test]
fn g14_seats_and_taps() {
    let mut game = Game::new(Generals::start());
    let p = game.position().clone();
    let lead_b = p.parse_action("lead b").unwrap();
    assert_eq!(p.seat_of_action(&lead_b), Some(1));
    assert_eq!(p.action_taps(&lead_b), ["lead", "b"]);
    game.play_str("troops b").unwrap();
    let p = game.position().clone();
    let shot = p.parse_action("b4xi6").unwrap();
    assert_eq!(p.action_taps(&shot), ["b4", "xi6"]);
    assert_eq!(p.seat_of_action(&shot), Some(1));
    assert_eq!(p.seat_of_action(&p.parse_action("end").unwrap()), Some(1));
    assert_eq!(p.seat_of_action(&p.pass().unwrap()), None);
    let n = play(&Generals::start().to_string(), &["lead r", "end"]);
    assert_eq!(n.seat_of_action(&n.parse_action("troops g").unwrap()), Some(3));
    assert_eq!(n.seat_of_action(&n.parse_action("lead y").unwrap()), Some(2));
}

#[test]
fn g14_view_lists_units_terrain_and_turn_notes() {
    let p = play("s 4 r0=GN@e4^r1,r1=CH@e4,r2=CA@a1!1,y0=GN@k13:1", &["troops r"]);
    let v = p.view();
    assert_eq!(v.terrain.len(), 13);
    assert_eq!(v.terrain[4], "..~.....~..");
    let r0 = v.pieces.iter().find(|x| x.id == "r0").unwrap();
    assert_eq!((r0.kind.as_str(), r0.at.as_str(), r0.carried_by.as_deref()), ("GN", "e4", Some("r1")));
    let r2 = v.pieces.iter().find(|x| x.id == "r2").unwrap();
    assert_eq!((r2.cooldown, r2.hp, r2.max_hp, r2.group.as_deref()), (Some(1), Some(1), Some(1), Some("r")));
    let y0 = v.pieces.iter().find(|x| x.id == "y0").unwrap();
    assert_eq!((y0.hp, y0.max_hp, y0.side), (Some(1), Some(2), Some(Side::Second)));
    let notes: Vec<(String, String)> = v.notes.clone();
    assert!(notes.contains(&("no-damage turns".into(), "4".into())));
    assert!(notes.contains(&("mode".into(), "troops".into())));
    let d = p.diagram();
    assert!(d.contains("r1+") && d.contains("r0 GN 2/2 on r1"), "{d}");
}
