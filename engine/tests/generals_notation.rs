//! Generals notation (G14): positions and actions parse and format exactly, bad input is
//! rejected with a clear error, and the facts to check from the start position.

mod common;

use common::generals::{legal, legal_after, pos};
use common::sorted;
use shuangcheng_engine::generals::Generals;
use shuangcheng_engine::{ActionError, Game, Position};

const START: &str = "s 0 b0=GN@i2,b1=LC@h3,b2=SH@i3,b3=SP@j3,b4=CA@i1,g0=GN@c12,g1=LC@d11,g2=SH@c11,g3=SP@b11,g4=CA@c13,r0=GN@c2,r1=LI@b3,r2=HI@c3,r3=LI@d3,r4=CB@c1,y0=GN@i12,y1=LI@j11,y2=HI@i11,y3=LI@h11,y4=CB@i13";

#[test]
fn g14_start_position_is_the_default_armies() {
    assert_eq!(Generals::start().to_string(), START);
    assert_eq!(START.parse::<Generals>().unwrap().to_string(), START);
}

#[test]
fn g14_the_first_actions_from_the_start() {
    // Perft figures are in tests/perft/generals.perft; these are the sets behind them.
    assert_eq!(legal(&Generals::start()), ["lead r", "troops r", "lead b", "troops b"]);
    assert_eq!(legal_after(START, &["lead b"]), sorted(&["b0-h2", "b0-j2", "end"]));
    assert_eq!(
        legal_after(START, &["troops r"]),
        sorted(&["r1-a3", "r1-b4", "r1-b2", "r2-c4", "r3-d4", "r3-e3", "r3-d2", "r4-b1", "r4-d1", "end"])
    );
}

#[test]
fn g14_positions_with_hp_cooldown_and_carriers_round_trip() {
    let s = "n 7 b0=GN@e5:1,b1=CH@f6,b2=LI@f6^b1,b3=CA@a1!1,r0=GN@k1,r4=AS@k3!1,y0=GN@e13,y2=HI@e12:2";
    let pos: Generals = s.parse().unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(pos.to_string(), s);
}

#[test]
fn g14_units_may_be_listed_in_any_order_and_are_written_by_id() {
    let pos: Generals = "s 3 y0=GN@e13,r0=GN@e1,b0=GN@a1".parse().unwrap();
    assert_eq!(pos.to_string(), "s 3 b0=GN@a1,r0=GN@e1,y0=GN@e13");
}

#[test]
fn g14_empty_board_and_game_over_positions() {
    let pos: Generals = "s 0 -".parse().unwrap();
    assert_eq!(pos.to_string(), "s 0 -");
    assert!(legal(&pos).is_empty());
    let pos: Generals = "n 60 r0=GN@a1,y0=GN@k13".parse().unwrap();
    assert!(pos.outcome().is_some());
    assert!(legal(&pos).is_empty());
}

fn rejected(s: &str, why: &str) {
    match s.parse::<Generals>() {
        Ok(p) => panic!("accepted {s:?} as {p}"),
        Err(e) => assert!(e.to_string().contains(why), "{s:?}: {e} (expected '{why}')"),
    }
}

#[test]
fn g14_invalid_positions_are_rejected_with_a_reason() {
    rejected("", "expected 3 fields");
    rejected("s 0  r0=GN@a1", "expected 3 fields");
    rejected("x 0 r0=GN@a1", "team to move 'x'");
    rejected("s 61 r0=GN@a1", "no-damage count");
    rejected("s -1 r0=GN@a1", "no-damage count");
    rejected("s 0 r1=LI@a1", "general r0 is absent");
    rejected("s 0 r0=GN@a6", "stands in water");
    rejected("s 0 b0=GN@k1,r0=GN@a1,r1=MA@a6,r2=LI@a1", "share the cell a1");
    rejected("s 0 r0=GN@a1,y0=GN@a1", "share the cell a1");
    rejected("s 0 r0=GN@a1,r1=LI@b1^r2", "which is absent");
    rejected("s 0 r0=GN@a1,r1=LI@b1^r2,r2=AX@b1", "not a Chariot of its team");
    rejected("s 0 r0=GN@a1,r1=LI@b1^y1,y0=GN@k13,y1=CH@b1", "not a Chariot of its team");
    rejected("s 0 r0=GN@a1,r1=LI@b1^r2,r2=CH@c1", "is not on its cell");
    rejected("s 0 r0=GN@a1^r1,r1=CH@a1,r2=LI@a1^r1,r3=AX@a1^r1", "more than 2");
    rejected("s 0 r0=GN@a1,r1=CH@b1,r2=CH@b1^r1", "cannot ride a Chariot");
    rejected("s 0 r0=GN@a1,r1=LC@b1^r2,r2=CH@b1", "cannot ride");
    rejected("s 0 r0=GN@a1:3", "out of range");
    rejected("s 0 r0=GN@a1:0", "out of range");
    rejected("s 0 r0=GN@a1,r1=CA@b1!2", "not 0 or 1");
    rejected("s 0 r0=GN@a1,r1=LI@b1!1", "has no cooldown");
    rejected("s 0 r0=GN@a1,r0=GN@b1", "listed twice");
    rejected("s 0 r0=LI@a1", "must be GN");
    rejected("s 0 r0=GN@a1,r1=GN@b1", "cannot be GN");
    rejected("s 0 r0=GN@l1", "off the map");
    rejected("s 0 r0=GN@a14", "off the map");
    rejected("s 0 r0=XX@a1", "unknown unit kind");
    rejected("s 0 r5=LI@a1", "unit id 'r5'");
    rejected("s 0 r0=GN", "ID=KIND@CELL");
    rejected("s 0 r0=GN@a1,r1=HI@c3:4,y0=GN@k13", "out of range");
    rejected("s 0 r0=GN@a1,r1=CH@c3,y0=GN@k13,y1=LI@c3^r1", "not a Chariot of its team");
    rejected("s 0 b0=GN@c3^r1,r0=GN@c3^r1,r1=CH@c3,r2=LI@c3^r1,y0=GN@k13", "more than 2");
    for s in [
        "s 0 r0=GN@a1,r1=MA@c6,y0=GN@k13",
        "s 0 r0=GN@a1,r1=AS@c3!1,y0=GN@k13",
        "s 0 r0=GN@a1,r1=CH@c3,r2=LI@c3^r1,r3=LI@c3^r1,y0=GN@k13",
        "s 0 b0=GN@c3^r1,r0=GN@a1,r1=CH@c3,y0=GN@k13",
    ] {
        assert_eq!(pos(s).to_string(), s);
    }
}

#[test]
fn g14_actions_parse_with_syntax_told_apart_from_legality() {
    let pos = Generals::start();
    assert_eq!(pos.parse_action("lead r").unwrap().to_string(), "lead r");
    assert_eq!(pos.parse_action("lead y"), Err(ActionError::illegal("lead y")));
    assert_eq!(pos.parse_action("r3-d4"), Err(ActionError::illegal("r3-d4")));
    assert_eq!(pos.parse_action("go north"), Err(ActionError::syntax("go north")));
    assert_eq!(pos.parse_action("pass").unwrap().to_string(), "pass");
    let mut game = Game::new(pos);
    game.play_str("troops r").unwrap();
    assert_eq!(game.play_str("r3-d4").unwrap().to_string(), "r3-d4");
    assert!(!game.position().at_turn_boundary());
}

#[test]
fn g14_mid_turn_positions_use_the_extended_form_and_round_trip() {
    let mut game = Game::new(Generals::start());
    for a in ["troops b", "b1-g4", "b1-g5", "b4xi6"] {
        game.play_str(a).unwrap();
    }
    let s = game.position().to_string();
    assert!(s.starts_with("s 0 b0=GN@i2,b1=LC@g5,"), "{s}");
    assert!(s.contains("b4=CA@i1!1"), "{s}");
    assert!(s.ends_with(" troops:b b1=2,b4=0ac"), "{s}");
    let back: Generals = s.parse().unwrap();
    assert_eq!(back.to_string(), s);
    assert_eq!(back.key(), game.position().key());
    assert!(!back.at_turn_boundary());
    let mut a = Vec::new();
    let mut b = Vec::new();
    back.legal_actions(&mut a);
    game.position().legal_actions(&mut b);
    assert_eq!(a, b);
    // After `end`, the boundary form again. i6 is water: the shot was wasted, but the
    // Catapult's cooldown stays through the enemy turn.
    game.play_str("end").unwrap();
    let expected =
        START.replacen("s 0 ", "n 1 ", 1).replace("b1=LC@h3", "b1=LC@g5").replace("b4=CA@i1", "b4=CA@i1!1");
    assert_eq!(game.position().to_string(), expected);
    assert!(game.position().at_turn_boundary());
}

#[test]
fn g14_bad_mid_turn_fields_are_rejected() {
    let base = "s 0 r0=GN@a1,r1=LI@b1,y0=GN@k13";
    assert!(format!("{base} troops:r r1=1").parse::<Generals>().is_ok());
    assert!(format!("{base} lead:r* -").parse::<Generals>().is_ok());
    rejected(&format!("{base} troops:y -"), "not of the team to move");
    rejected(&format!("{base} march:r -"), "mode 'march'");
    rejected(&format!("{base} troops:r r1=3"), "more than");
    rejected(&format!("{base} troops:r r1=1z"), "unknown state letter");
    rejected(&format!("{base} troops:r r2=1"), "absent");
    rejected(&format!("{base} troops:r r1=0c"), "cooldown started");
    rejected(&format!("{base} troops:r"), "expected 3 fields");
}

#[test]
fn g14_mangled_input_is_an_error_never_a_panic() {
    use shuangcheng_engine::rng::Rng;
    let mut rng = Rng::new(3);
    let alphabet: Vec<char> = "sn0123456789 ,=@:!^-rbygGNLICAHSPMKXFx.*ψ".chars().collect();
    let samples = [START.to_string(), format!("{START} troops:r* r1=2a,r4=0c"), "s 0 r0=GN@a1".to_string()];
    let start = Generals::start();
    for _ in 0..20_000 {
        let mut s: Vec<char> = samples[rng.below(samples.len())].chars().collect();
        for _ in 0..1 + rng.below(3) {
            let i = rng.below(s.len());
            match rng.below(3) {
                0 => s[i] = alphabet[rng.below(alphabet.len())],
                1 => {
                    s.remove(i);
                }
                _ => s.insert(i, alphabet[rng.below(alphabet.len())]),
            }
        }
        let text: String = s.into_iter().collect();
        if let Ok(p) = text.parse::<Generals>() {
            assert_eq!(p.to_string().parse::<Generals>().map(|q| q.to_string()), Ok(p.to_string()));
        }
        let action: String = text.chars().take(3 + rng.below(6)).collect();
        let _ = start.parse_action(&action);
    }
}
