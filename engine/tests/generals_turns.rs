//! Generals turns (docs/rules/generals.md G1, G5–G7, G12, G15): choosing a general and a
//! mode, steps, water, the end of the game and the timed-out turn; and what the UI is told
//! (G14 taps, seats, view). Each test: a position in G14 notation, the actions, and the
//! expected legal set or resulting position, worked out by hand from the spec. Attacks are in
//! `generals_attacks.rs`, Chariots in `generals_chariots.rs`.

mod common;

use common::generals::{legal, legal_after, legal_for, play, text, unit};
use common::sorted;
use shuangcheng_engine::generals::Generals;
use shuangcheng_engine::{generals, Game, Note, Outcome, Position, Presentation, Side, Tap, TapKind};

// --- G1 map ---

#[test]
fn g1_causeway_is_land_river_is_water() {
    // b6 is a causeway; c5 is water; only Marines enter water.
    assert_eq!(
        legal_after("s 0 r0=GN@k1,r1=LI@b5,y0=GN@k13", &["troops r"]),
        sorted(&["r1-b6", "r1-a5", "r1-b4", "end"])
    );
}

// --- G5 turns ---

#[test]
fn g5_choose_a_living_general_and_troops_needs_a_soldier() {
    let p = common::generals::pos("s 0 b0=GN@k1,b1=LI@k2,r0=GN@a1,y0=GN@k13");
    assert_eq!(legal(&p), ["lead r", "lead b", "troops b"]);
    let p = common::generals::pos("n 0 b0=GN@k1,g0=GN@a13,g1=LI@b13,r0=GN@a1");
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

// --- G6 steps ---

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
    // The Shield infantry steps diagonally between two units of its own (G15)…
    let p = play("s 0 r0=GN@a1,r1=SH@e3,r2=LI@e4,r3=LI@f3,y0=GN@k13", &["troops r"]);
    assert_eq!(legal_for(&p, "r1"), sorted(&["r1-d2", "r1-d3", "r1-d4", "r1-e2", "r1-f2", "r1-f4"]));
    // …or between two enemies (d5, e4) to e5; c5 is water.
    assert_eq!(
        legal_after("s 0 r0=GN@a1,r1=SH@d4,y0=GN@k13,y1=LI@d5,y2=LI@e4", &["troops r"]),
        sorted(&["r1-e5", "r1-e3", "r1-d3", "r1-c3", "r1-c4", "r1xd5", "r1xe4", "end"])
    );
}

// --- G7 water ---

#[test]
fn g7_marine_in_water_hops_one_or_two_cells_in_eight_directions() {
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
    // An enemy Marine in water at d8 blocks north too, and a Marine cannot hit it; one hop is
    // the Marine's one step.
    let enemy = "s 0 r0=GN@a1,r1=MA@d7,y0=GN@k13,y1=MA@d8";
    assert_eq!(
        legal_after(enemy, &["troops r"]),
        sorted(&[
            "r1-e8", "r1-f9", "r1-e7", "r1-f7", "r1-e6", "r1-f5", "r1-d6", "r1-d5", "r1-c6", "r1-b5",
            "r1-c7", "r1-b7", "r1-c8", "r1-b9", "end"
        ])
    );
    assert_eq!(legal_after(enemy, &["troops r", "r1-c6"]), ["end"]);
}

#[test]
fn g7_marine_on_land_steps_orthogonally_into_water() {
    let p = play("s 0 r0=GN@a1,r1=MA@d5,y0=GN@k13", &["troops r"]);
    assert_eq!(legal_for(&p, "r1"), sorted(&["r1-c5", "r1-d4", "r1-d6", "r1-e5"]));
    assert_eq!(
        legal_after("s 0 r0=GN@a1,r1=MA@d5,y0=GN@k13,y1=LI@e5", &["troops r"]),
        sorted(&["r1-d6", "r1-d4", "r1-c5", "r1xe5", "end"])
    );
}

#[test]
fn g15_marine_hop_may_end_by_boarding_a_chariot() {
    // From d7: two cells south-west is b5 (a Chariot of its team), one cell is c6 (water).
    let start = "s 0 r0=GN@a1,r1=MA@d7,r2=CH@b5,y0=GN@k13";
    assert!(legal_after(start, &["troops r"]).contains(&"r1-b5".to_string()));
    assert_eq!(text(start, &["troops r", "r1-b5", "end"]), "n 1 r0=GN@a1,r1=MA@b5^r2,r2=CH@b5,y0=GN@k13");
}

// --- G12 end of the game ---

#[test]
fn g12_last_general_removed_loses_and_the_turn_ends_at_once() {
    let p = play("s 0 r0=GN@a1,r1=LI@e4,r2=LI@a3,y0=GN@e5:1", &["troops r", "r1xe5"]);
    assert_eq!(p.outcome(), Some(Outcome::win(Side::First, generals::GENERALS_ELIMINATED)));
    assert!(p.at_turn_boundary());
    assert!(legal(&p).is_empty());
    assert!(p.pass().is_none());
}

#[test]
fn g12_both_teams_last_generals_at_once_is_a_draw() {
    let p = play("s 0 r0=GN@e4:1,r1=CA@e10,y0=GN@f5:1", &["troops r", "r1xe5"]);
    assert_eq!(p.outcome(), Some(Outcome::draw(generals::MUTUAL_ELIMINATION)));
    assert!(legal(&p).is_empty());
    let p = play("s 7 r0=GN@f4:1,r1=CA@f9,y0=GN@f5:1", &["troops r", "r1xf4"]);
    assert_eq!(p.to_string(), "n 0 -");
    assert_eq!(p.outcome(), Some(Outcome::draw(generals::MUTUAL_ELIMINATION)));
}

#[test]
fn g12_sixty_team_turns_without_damage_draw() {
    let p = play("s 58 r0=GN@a1,y0=GN@k13", &["lead r", "end"]);
    assert!(p.outcome().is_none());
    let p = play("s 59 r0=GN@a1,y0=GN@k13", &["lead r", "r0-a2", "end"]);
    assert_eq!(p.to_string(), "n 60 r0=GN@a2,y0=GN@k13");
    assert_eq!(p.outcome(), Some(Outcome::draw(generals::NO_DAMAGE)));
    assert!(legal(&p).is_empty());
    let p = play("s 59 r0=GN@a1,r1=CA@f1!1,y0=GN@k13", &["lead r", "end"]);
    assert_eq!(p.to_string(), "n 60 r0=GN@a1,r1=CA@f1,y0=GN@k13");
    assert_eq!(p.outcome(), Some(Outcome::draw(generals::NO_DAMAGE)));
}

#[test]
fn g15_friendly_fire_resets_the_no_damage_count() {
    let p = play("s 59 r0=GN@a1,r1=CA@f1,r2=LI@f6,y0=GN@k13", &["troops r", "r1xf6", "end"]);
    assert_eq!(p.to_string(), "n 0 r0=GN@a1,r1=CA@f1!1,y0=GN@k13");
    assert_eq!(
        text("s 7 b0=GN@k1,r0=GN@a1,r1=CA@f9,r2=LI@f4,y0=GN@k13", &["troops r", "r1xf4", "end"]),
        "n 0 b0=GN@k1,r0=GN@a1,r1=CA@f9!1,y0=GN@k13"
    );
}

// --- G15 pass ---

#[test]
fn g15_pass_before_the_choice_or_mid_turn_ticks_cooldowns_and_counts_as_quiet() {
    let p = play("s 3 r0=GN@a1,r1=CA@f1!1,y0=GN@k13", &["pass"]);
    assert_eq!(p.to_string(), "n 4 r0=GN@a1,r1=CA@f1,y0=GN@k13");
    let p = play("s 3 r0=GN@a1,r1=CA@f1!1,y0=GN@k13", &["troops r", "r1-e1", "pass"]);
    assert_eq!(p.to_string(), "n 4 r0=GN@a1,r1=CA@e1,y0=GN@k13");
    assert_eq!(
        text("s 10 r0=GN@a1,r1=CA@f1!1,y0=GN@k13", &["troops r", "pass"]),
        "n 11 r0=GN@a1,r1=CA@f1,y0=GN@k13"
    );
    // A damaging turn cut short by the timer still resets the count.
    let p = play("s 3 r0=GN@a1,r1=LI@e4,y0=GN@k13,y1=HI@e5", &["troops r", "r1xe5", "pass"]);
    assert!(p.to_string().starts_with("n 0 "), "{p}");
}

// --- G14 what the UI is told ---

#[test]
fn g14_taps_and_the_seat_of_each_action() {
    let info = |p: &Generals, a: &str| p.action_info(&p.parse_action(a).unwrap());
    let mut game = Game::new(Generals::start());
    let p = game.position().clone();
    let lead = info(&p, "lead b");
    assert_eq!((lead.tokens(), lead.seat), (vec!["lead", "b"], Some(1)));
    // The general is tapped where it stands, or on its button.
    assert_eq!(lead.taps[1], Tap::on(TapKind::General, "b".into(), "i2".into()));
    assert_eq!(lead.taps[0], Tap::button(TapKind::Word, "lead").labelled("lead"));
    game.play_str("troops b").unwrap();
    let p = game.position().clone();
    let attack = info(&p, "b4xi6");
    assert_eq!((attack.tokens(), attack.seat), (vec!["b4", "xi6"], Some(1)));
    let b4 = p.view().pieces.into_iter().find(|u| u.id == "b4").unwrap().at;
    assert_eq!(
        attack.taps,
        [
            Tap::on(TapKind::Unit, "b4".into(), b4),
            Tap::on(TapKind::Attack, "xi6".into(), "i6".into()).labelled("attack")
        ]
    );
    assert_eq!(info(&p, "end").taps, [Tap::button(TapKind::Finish, "end").labelled("end-turn")]);
    assert_eq!(info(&p, "end").seat, Some(1));
    assert_eq!(info(&p, "pass").seat, None);
    let n = play(&Generals::start().to_string(), &["lead r", "end"]);
    assert_eq!(info(&n, "troops g").seat, Some(3));
    assert_eq!(info(&n, "lead y").seat, Some(2));
    let r1 = play(&Generals::start().to_string(), &["troops r"]);
    assert_eq!(info(&r1, "r1-a3").tokens(), ["r1", "a3"]);
    assert_eq!(info(&r1, "r1-a3").taps[1], Tap::point(TapKind::Move, "a3".into()));
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
    assert!(v.notes.contains(&Note::of("no-damage-turns", [("turns", "4".into())])));
    assert!(v.notes.contains(&Note::of("troops", [])));
    let d = p.diagram();
    assert!(d.contains("r1+") && d.contains("r0 GN 2/2 on r1"), "{d}");
    assert!(d.contains("South (r, b) to move"), "{d}");
    assert_eq!((Generals::side_name(Side::First), Generals::side_name(Side::Second)), ("South", "North"));
}
