//! Generals' Chariots (docs/rules/generals.md G9, G15): boarding, riding, attacking aboard,
//! destruction, and the units a Chariot leaves on its cell. Each test: a position in G14
//! notation, the actions, and the expected legal set or resulting position, worked out by
//! hand from the spec.

mod common;

use common::generals::{legal, legal_after, legal_for, play, pos, text, unit};
use common::sorted;

const CHARIOT: &str = "s 0 r0=GN@c2,r1=CH@d2,r2=CB@d1,r3=LC@e2,r4=LI@d3,y0=GN@k13,y1=LI@e5,y2=LI@g4";

#[test]
fn g9_boarding_by_stepping_on_no_cavalry_no_catapult() {
    let p = play(CHARIOT, &["troops r"]);
    assert_eq!(legal_for(&p, "r3"), sorted(&["r3-e1", "r3-e3", "r3-f1", "r3-f2", "r3-f3"]));
    assert!(legal(&p).contains(&"r2-d2".to_string()) && legal(&p).contains(&"r4-d2".to_string()));
    let p = play(CHARIOT, &["troops r", "r2-d2", "r4-d2"]);
    assert_eq!(unit(&p, "r2").unwrap(), "r2=CB@d2^r1");
    assert_eq!(unit(&p, "r4").unwrap(), "r4=LI@d2^r1");
    let p = play("s 0 r0=GN@a1,r1=CH@e4,r2=CA@e3,y0=GN@k13", &["troops r"]);
    assert_eq!(legal_for(&p, "r2-"), sorted(&["r2-d3", "r2-e2", "r2-f3"]));
    // Red soldiers may board Blue's Chariots (same team); the LC and the CA may not; b1 is
    // boxed in.
    let start = "s 0 b0=GN@e2,b1=CH@e3,b2=LC@f3,b3=CA@e4,b4=CH@d4,r0=GN@a1,r1=LI@d3,r2=LI@c4,y0=GN@k13";
    assert_eq!(
        legal_after(start, &["troops r"]),
        sorted(&["r1-d4", "r1-e3", "r1-d2", "r1-c3", "r2-d4", "r2-c3", "r2-b4", "end"])
    );
    assert_eq!(
        legal_after(start, &["troops b"]),
        sorted(&[
            "b2-f4", "b2-g4", "b2-g3", "b2-g2", "b2-f2", "b3-e5", "b3-f4", "b3xe9", "b3xj9", "b3xj4",
            "b4-d5", "end"
        ])
    );
}

#[test]
fn g9_capacity_two_and_generals_may_ride() {
    let start = "s 0 r0=GN@e3,r1=CH@e4,r2=LI@e4^r1,r3=AX@e4^r1,r4=SP@d4,y0=GN@k13";
    assert_eq!(legal_for(&play(start, &["lead r"]), "r0"), sorted(&["r0-d3", "r0-e2", "r0-f3"]));
    assert_eq!(legal_for(&play(start, &["troops r"]), "r4"), sorted(&["r4-c4", "r4-d3", "r4-d5"]));
    let p = play(start, &["troops r", "r2-f4", "r4-e4"]);
    assert_eq!(unit(&p, "r4").unwrap(), "r4=SP@e4^r1");
    let p = play("s 0 b0=GN@e3,r0=GN@a1,r1=CH@e4,y0=GN@k13", &["lead b", "b0-e4"]);
    assert_eq!(unit(&p, "b0").unwrap(), "b0=GN@e4^r1", "a teammate's Chariot carries too");
    let start = "s 0 b0=GN@e2,b1=CH@e3,b2=LC@f3,b3=CA@e4,b4=CH@d4,r0=GN@a1,r1=LI@d3,r2=LI@c4,y0=GN@k13";
    assert_eq!(legal_after(start, &["lead b"]), sorted(&["b0-e3", "b0-f2", "b0-e1", "b0-d2", "end"]));
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
fn g9_reach_above_two_is_silent_aboard_and_on_the_turn_it_got_off() {
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
    // The Crossbowman rides a turn, gets off the next (no shot), and shoots the turn after.
    let turn1 = ["troops r", "r2-d2", "r4-d2", "r1-d3", "r1-d4", "r1-e4", "end", "pass", "troops r"];
    assert_eq!(legal_for(&play(CHARIOT, &turn1), "r2x"), Vec::<String>::new(), "still aboard");
    let mut off = turn1.to_vec();
    off.push("r2-f4");
    let p = play(CHARIOT, &off);
    assert_eq!(unit(&p, "r2").unwrap(), "r2=CB@f4");
    assert!(p.to_string().ends_with("r2=1o"), "{p}");
    assert_eq!(legal_for(&p, "r2x"), Vec::<String>::new(), "got off this turn");
    off.extend(["end", "pass", "troops r"]);
    assert_eq!(legal_for(&play(CHARIOT, &off), "r2x"), ["r2xg4"]);
}

#[test]
fn g9_g15_chariots_never_ride_chariots_but_passengers_change_chariots() {
    let start = "s 0 r0=GN@a1,r1=CH@e4,r2=CH@e5,r3=LI@e4^r1,y0=GN@k13";
    assert!(!legal(&play(start, &["troops r"])).contains(&"r1-e5".to_string()));
    let p = play(start, &["troops r", "r3-e5"]);
    assert_eq!(unit(&p, "r3").unwrap(), "r3=LI@e5^r2");
    assert!(p.to_string().ends_with("r3=1o"), "{p}");
    assert_eq!(
        text("s 0 b0=GN@k1,b1=CH@e3,r0=GN@a1,r1=CH@d3,r2=HI@d3^r1,y0=GN@k13", &["troops r", "r2-e3", "end"]),
        "n 1 b0=GN@k1,b1=CH@e3,r0=GN@a1,r1=CH@d3,r2=HI@e3^b1,y0=GN@k13"
    );
    let full = "s 0 b0=GN@k1,b4=CH@d4,r0=GN@a1,r1=LI@d3,r2=LI@d4^b4,r3=LI@d4^b4,y0=GN@k13";
    assert!(
        !legal_after(full, &["troops r"]).contains(&"r1-d4".to_string()),
        "a full Chariot takes no third"
    );
}

#[test]
fn g9_a_destroyed_chariot_kills_soldier_passengers_and_wounds_a_general() {
    let p = play("n 0 r0=GN@a1,r1=CH@e4,r2=LI@e4^r1,y0=GN@k13,y1=LI@e5", &["troops y", "y1xe4"]);
    assert!(unit(&p, "r1").is_none() && unit(&p, "r2").is_none());
    let p = play("n 0 b0=GN@k1,r0=GN@e4^r1,r1=CH@e4,r2=LI@e4^r1,y0=GN@k13,y1=LI@e5", &["troops y", "y1xe4"]);
    assert_eq!(unit(&p, "r0").unwrap(), "r0=GN@e4:1", "stays on the cell, on foot");
    assert!(unit(&p, "r2").is_none());
    // A general at 1 HP aboard dies, and its soldiers with it.
    let p = play("n 0 b0=GN@e4:1^r1,b1=LI@k1,r0=GN@a1,r1=CH@e4,y0=GN@k13,y1=LI@e5", &["troops y", "y1xe4"]);
    assert!(unit(&p, "b0").is_none() && unit(&p, "b1").is_none());
    assert_eq!(unit(&p, "r0").unwrap(), "r0=GN@a1");
    // Yellow's Catapult j3 aims at e3: the Chariot is hit, not its passengers; r3 at d3 too.
    assert_eq!(
        text(
            "n 3 b0=GN@e3^r1,r0=GN@a1,r1=CH@e3,r2=LI@e3^r1,r3=LI@d3,y0=GN@k13,y1=CA@j3",
            &["troops y", "y1xe3", "end"]
        ),
        "s 0 b0=GN@e3:1,r0=GN@a1,y0=GN@k13,y1=CA@j3!1"
    );
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
fn g15_a_chariot_removed_with_its_general_is_not_destroyed() {
    // The passengers stay on foot, unhurt.
    let start = "n 0 b0=GN@k1,b1=AX@f4^r1,r0=GN@e5:1,r1=CH@f4,r2=LI@f4^r1,y0=GN@k13,y1=LI@d5";
    let p = play(start, &["troops y", "y1xe5"]);
    assert!(unit(&p, "r0").is_none() && unit(&p, "r1").is_none() && unit(&p, "r2").is_none());
    assert_eq!(unit(&p, "b1").unwrap(), "b1=AX@f4", "unhurt, on foot");
    // Two passengers of the teammate stay on the cell together; the position round-trips.
    let start = "n 0 b0=GN@f4^r1,b1=AX@f4^r1,r0=GN@e5:1,r1=CH@f4,y0=GN@k13,y1=LI@d5";
    let p = play(start, &["troops y", "y1xe5", "end"]);
    assert_eq!(p.to_string(), "s 0 b0=GN@f4,b1=AX@f4,y0=GN@k13,y1=LI@d5");
    assert_eq!(pos(&p.to_string()).to_string(), p.to_string());
    let start = "n 3 b0=GN@e3^r1,b1=LI@e3^r1,r0=GN@a2:1,r1=CH@e3,y0=GN@k13,y1=LI@a3";
    assert_eq!(text(start, &["troops y", "y1xa2", "end"]), "s 0 b0=GN@e3,b1=LI@e3,y0=GN@k13,y1=LI@a3");
}

#[test]
fn g15_units_left_together_on_a_cell_step_apart_and_the_first_by_slot_is_hit() {
    // b0 and b1 were left on f4 by Red's Chariot (G15). Either may step off; nothing may
    // step onto the cell; an attack on the cell hits one unit (the first by slot, b0).
    let start = "s 0 b0=GN@f4,b1=AX@f4,y0=GN@k13,y1=LI@f5";
    assert_eq!(legal_for(&play(start, &["troops b"]), "b1"), sorted(&["b1-e4", "b1-f3", "b1-g4", "b1xf5"]));
    let p = play(start, &["troops b", "b1-f3"]);
    assert_eq!(unit(&p, "b0").unwrap(), "b0=GN@f4");
    assert_eq!(unit(&p, "b1").unwrap(), "b1=AX@f3");
    let p = play("n 0 b0=GN@f4,b1=AX@f4,y0=GN@k13,y1=LI@f5", &["troops y", "y1xf4"]);
    assert_eq!(unit(&p, "b0").unwrap(), "b0=GN@f4:1");
    assert_eq!(unit(&p, "b1").unwrap(), "b1=AX@f4");
    let start = "n 3 b0=GN@e3^r1,b1=LI@e3^r1,r0=GN@a2:1,r1=CH@e3,y0=GN@k13,y1=LI@a3";
    assert_eq!(
        legal_after(start, &["troops y", "y1xa2", "end", "troops b"]),
        sorted(&["b1-e4", "b1-f3", "b1-e2", "b1-d3", "end"])
    );
}
