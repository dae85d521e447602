//! Twin Cities notation (T13): positions and actions parse and format exactly; invalid input
//! is rejected with a clear error; the UI's taps, view and diagram.

mod common;

use common::twin::{fen, pos};
use shuangcheng_engine::twin_cities::{Action, TwinCities};
use shuangcheng_engine::{twin_cities, ActionError, ActionInfo, Position, Presentation, Side, Tap, TapKind};

const START: &str = "9/4c4/3s1s3/9/9/2X3X2/9/9/3S1S3/4C4/9 r S4TFBHLWRDE s4tfbhlwrde 0 1";

fn info(p: &TwinCities, action: &str) -> ActionInfo {
    p.action_info(&p.parse_action(action).unwrap_or_else(|e| panic!("{action}: {e}")))
}

fn taps(p: &TwinCities, action: &str) -> Vec<String> {
    info(p, action).tokens().into_iter().map(String::from).collect()
}

#[test]
fn t13_positions_round_trip() {
    for s in [
        START,
        "9/4c4/3s1s3/9/9/2X3X2/9/9/4E4/4C4/9 b S6TFBHLWRD s4tfbhlwrde 0 1",
        "8c/9/9/9/9/9/2XSCSX2/9/9/9/9 r S3 - 17 42",
        "c8/9/9/9/9/9/9/9/9/9/8C b - s6tfbhlwrde 100 3",
        "4X4/9/9/9/9/9/9/9/9/9/C7c r ST - 0 1",
    ] {
        let p: TwinCities = s.parse().unwrap_or_else(|e| panic!("{s}: {e}"));
        assert_eq!(p.to_string(), s);
    }
    let p: TwinCities = START.parse().unwrap();
    assert_eq!(p.to_move(), Side::First);
    assert_eq!(p, TwinCities::start());
}

#[test]
fn t13_invalid_positions_are_rejected_clearly() {
    let cases = [
        ("9/4cc3/3s1s3/9/9/2X3X2/9/9/3S1S3/4C4/9 r S4TFBHLWRDE s4tfbhlwrde 0 1", "exactly one City"),
        ("9/9/3s1s3/9/9/2X3X2/9/9/3S1S3/4C4/9 r S4TFBHLWRDE s4tfbhlwrde 0 1", "exactly one City"),
        ("9/4c4/3s1s3/9/9/2X3X2/9/9/3S1S3/4C4/9 r S5TFBHLWRDE s4tfbhlwrde 0 1", "at most 6"),
        ("9/4c4/3s1s3/9/9/2X3X2/9/9/3S1S3/4C4/4T4 r S4TFBHLWRDE s4tfbhlwrde 0 1", "at most 1"),
        ("9/4c4/3s1s3/9/4X4/2X3X2/9/9/3S1S3/4C4/9 r S4TFBHLWRDE s4tfbhlwrde 0 1", "Strongholds"),
        ("4c4/3s1s3/9/9/2X3X2/9/9/3S1S3/4C4/9 r S4TFBHLWRDE s4tfbhlwrde 0 1", "11 ranks"),
        ("9/4c5/3s1s3/9/9/2X3X2/9/9/3S1S3/4C4/9 r S4TFBHLWRDE s4tfbhlwrde 0 1", "9 points"),
        ("9/4c3/3s1s3/9/9/2X3X2/9/9/3S1S3/4C4/9 r S4TFBHLWRDE s4tfbhlwrde 0 1", "9 points"),
        ("9/4c4/3s1s3/9/9/2X3x2/9/9/3S1S3/4C4/9 r S4TFBHLWRDE s4tfbhlwrde 0 1", "'X'"),
        ("9/4c4/3s1s3/9/9/2X3Z2/9/9/3S1S3/4C4/9 r S4TFBHLWRDE s4tfbhlwrde 0 1", "unknown piece"),
        ("9/4c4/3s1s3/9/9/2X3X2/9/9/3S1S3/4C31/9 r S4TFBHLWRDE s4tfbhlwrde 0 1", "one digit"),
        ("9/4c4/3s1s3/9/9/2X3X2/9/9/3S1S3/4C4/9 w S4TFBHLWRDE s4tfbhlwrde 0 1", "side to move"),
        ("9/4c4/3s1s3/9/9/2X3X2/9/9/3S1S3/4C4/9 r TS4FBHLWRDE s4tfbhlwrde 0 1", "order"),
        ("9/4c4/3s1s3/9/9/2X3X2/9/9/3S1S3/4C4/9 r S4TFBHLWRDE S4TFBHLWRDE 0 1", "lowercase"),
        ("9/4c4/3s1s3/9/9/2X3X2/9/9/3S1S3/4C4/9 r S4T1FBHLWRDE s4tfbhlwrde 0 1", "count"),
        ("9/4c4/3s1s3/9/9/2X3X2/9/9/3S1S3/4C4/9 r S4TFBHLWRDEC s4tfbhlwrde 0 1", "reserve piece"),
        ("9/4c4/3s1s3/9/9/2X3X2/9/9/3S1S3/4C4/9 r S4TFBHLWRDE s4tfbhlwrde 0", "6 fields"),
        ("9/4c4/3s1s3/9/9/2X3X2/9/9/3S1S3/4C4/9 r S4TFBHLWRDE s4tfbhlwrde 0 1 swap x", "6 fields"),
        ("9/4c4/3s1s3/9/9/2X3X2/9/9/3S1S3/4C4/9 r S4TFBHLWRDE s4tfbhlwrde 0 1 x", "only be 'swap'"),
        ("9/4c4/3s1s3/9/9/2X3X2/9/9/3S1S3/4C4/9  r S4TFBHLWRDE s4tfbhlwrde 0 1", "6 fields"),
        ("9/4c4/3s1s3/9/9/2X3X2/9/9/3S1S3/4C4/9 r S4TFBHLWRDE s4tfbhlwrde -1 1", "number"),
        ("9/4c4/3s1s3/9/9/2X3X2/9/9/3S1S3/4C4/9 r S4TFBHLWRDE s4tfbhlwrde 0 0", "starts at 1"),
        ("", "6 fields"),
    ];
    for (s, needle) in cases {
        let e = s.parse::<TwinCities>().expect_err(s).to_string();
        assert!(e.contains(needle), "{s}: '{e}' should mention '{needle}'");
    }
    assert!(fen("Ca1 ci11 Xe5 Xe6", "r", "-", "-", 0, 1).parse::<TwinCities>().is_ok());
    for bad in [
        fen("Ca1 ci11 Xe5 Xe6 Xe7", "r", "-", "-", 0, 1),
        fen("Ca1 Cb1 ci11", "r", "-", "-", 0, 1),
        fen("Ca1", "r", "-", "-", 0, 1),
        fen("Ca1 ci11 Te5", "r", "T", "-", 0, 1),
        fen("Ca1 ci11 Sa2 Sa3", "r", "S5", "-", 0, 1),
        fen("Ca1 ci11 xe5", "r", "-", "-", 0, 1),
    ] {
        assert!(bad.parse::<TwinCities>().is_err(), "{bad}");
    }
}

#[test]
fn t13_reserves_list_kinds_in_order_with_counts_from_2() {
    let p = pos("Ca1 ci11", "r", "S6TFBHLWRDE", "s2tde");
    assert!(p.to_string().ends_with(" r S6TFBHLWRDE s2tde 0 1"));
    for bad in ["TS", "S1", "SS", "s", "C", "X", "S7", "S4T2"] {
        let s = fen("Ca1 ci11", "r", bad, "-", 0, 1);
        assert!(s.parse::<TwinCities>().is_err(), "{bad}");
    }
}

#[test]
fn t13_action_errors_tell_syntax_from_legality() {
    let p = TwinCities::start();
    assert_eq!(p.parse_action("e2e3").unwrap().to_string(), "e2e3");
    assert_eq!(p.parse_action("e2e9"), Err(ActionError::illegal("e2e9")));
    assert_eq!(p.parse_action("e2-e3"), Err(ActionError::syntax("e2-e3")));
    assert_eq!(p.parse_action("+e3+d1"), Err(ActionError::syntax("+e3+d1")), "not in point order");
    assert_eq!(p.parse_action("T@e3:d3,f3"), Err(ActionError::syntax("T@e3:d3,f3")), "a Tiger costs 3");
    assert_eq!(p.parse_action("F@e3:d3,f3").unwrap().to_string(), "F@e3:d3,f3");
    assert_eq!(p.parse_action("+d1").unwrap().to_string(), "+d1");
    assert_eq!(p.parse_action("pass").unwrap().to_string(), "pass");
    assert!("e2".parse::<Action>().is_err());
    assert!("e3e5~d3d6".parse::<Action>().is_ok() && "e2*e5".parse::<Action>().is_ok());
    // Points in point order (rank, then file), the general's letter uppercase: any other
    // order or case is not a legal string.
    let p = pos("Ca1 Xa3 Xc1 Sb2 ci11", "r", "S3", "-");
    assert!(p.parse_action("+b1+a2+c2").is_ok());
    assert!(p.parse_action("+a2+b1+c2").is_err());
    let p = pos("Ce2 Se1 Sd3 Sf3 ci11", "r", "TF", "-");
    assert!(p.parse_action("T@e3:e1,d3,f3").is_ok());
    assert!(p.parse_action("T@e3:d3,e1,f3").is_err());
    assert!(p.parse_action("t@e3:e1,d3,f3").is_err());
}

#[test]
fn t13_taps_for_every_kind_of_action() {
    let p = TwinCities::start();
    assert_eq!(taps(&p, "e2e3"), ["e2", "e3"]);
    assert_eq!(taps(&p, "+d1"), ["+", "d1"]);
    assert_eq!(taps(&p, "F@e3:d3,f3"), ["@", "d3", "f3", "F", "e3"]);
    // The soldiers paid may be tapped in any order; the general comes from the reserve.
    let exchange = info(&p, "F@e3:d3,f3").taps;
    let any_order: Vec<bool> = exchange.iter().map(|t| t.any_order).collect();
    assert_eq!(any_order, [false, true, true, false, false]);
    assert_eq!((exchange[3].kind, exchange[3].at.as_deref()), (TapKind::Reserve, None));
    assert_eq!(
        info(&p, "e2e3").taps,
        [Tap::point(TapKind::Point, "e2".into()), Tap::point(TapKind::Move, "e3".into())]
    );
    let p: TwinCities = "9/8c/9/9/9/9/9/9/9/9/C2F1S3 r - - 0 1".parse().unwrap();
    // The Foot d1 has no Soldier in its field (f1 is two points away).
    assert_eq!(taps(&p, "d1d3"), ["d1", "d3"]);
    let p: TwinCities = "9/8c/9/9/9/9/9/9/9/9/C2FS4 r - - 0 1".parse().unwrap();
    assert_eq!(taps(&p, "d1d3~e1e2"), ["d1", "d3", "e1", "e2"]);
    // Two sites (the City a1 and the Stronghold a2): b2 for one, a3 for the other.
    let p: TwinCities = "9/8c/9/9/9/9/9/9/9/X8/CS1FS4 r S2 - 0 1".parse().unwrap();
    assert_eq!(taps(&p, "+b2+a3"), ["+", "b2", "a3"]);
}

#[test]
fn t13_shock_drop_taps_like_a_move_unless_ambiguous() {
    // The Shield alone: `e5*e7` is tapped e5, e7.
    let p: TwinCities = "8c/9/9/4s4/9/9/4D4/9/9/9/C8 r - - 0 1".parse().unwrap();
    assert_eq!(taps(&p, "e5*e7"), ["e5", "e7"]);
    // A City with a Soldier and a Shield in its field steps to e6 or shock-drops there: the
    // shock drop takes a third tap.
    let p: TwinCities = "8c/9/9/9/4s4/9/3DCS3/9/9/9/9 r - - 0 1".parse().unwrap();
    let mut v = Vec::new();
    p.legal_actions(&mut v);
    let texts: Vec<String> = v.iter().map(|a| a.to_string()).collect();
    assert!(texts.contains(&"e5e6".to_string()) && texts.contains(&"e5*e6".to_string()));
    assert_eq!(taps(&p, "e5e6"), ["e5", "e6"]);
    assert_eq!(taps(&p, "e5*e6"), ["e5", "e6", "*"]);
}

#[test]
fn t13_view_and_diagram() {
    let p = TwinCities::start();
    let v = p.view();
    assert_eq!(v.pieces.len(), 8);
    assert!(v.pieces.iter().any(|pc| pc.kind == "C" && pc.at == "e2" && pc.side == Some(Side::First)));
    assert!(v.pieces.iter().any(|pc| pc.kind == "X" && pc.at == "c6" && pc.side.is_none()));
    assert_eq!(v.reserves.len(), 20);
    assert!(v.reserves.iter().any(|r| r.kind == "s" && r.count == 4 && r.side == Side::Second));
    // The sites of T7: each City for its side, the Strongholds for both.
    let sites: Vec<String> = v.marks.iter().map(|m| format!("{} {}", m.at, m.kind)).collect();
    assert_eq!(
        sites,
        [
            "e2 site-first",
            "c6 site-first",
            "c6 site-second",
            "g6 site-first",
            "g6 site-second",
            "e10 site-second"
        ]
    );
    let d = p.diagram();
    assert!(d.lines().any(|l| l.trim_start().starts_with("11")));
    assert!(d.contains(" 2  . . . . C . . . .") && d.contains("a b c d e f g h i"));
    assert!(d.contains("Red reserve:   S4TFBHLWRDE") && d.contains("Black reserve: s4tfbhlwrde"));
}

#[test]
fn t13_garbage_never_panics() {
    use shuangcheng_engine::rng::Rng;
    let alphabet: Vec<char> = "abcdefghijk0123456789+*~@:,/ -rRbBSsTtFfHhLlWwXxCcDdEe城é".chars().collect();
    let mut rng = Rng::new(3);
    let start = TwinCities::start();
    for _ in 0..20_000 {
        let len = rng.below(14);
        let s: String = (0..len).map(|_| alphabet[rng.below(alphabet.len())]).collect();
        let _ = start.parse_action(&s);
        let _ = s.parse::<Action>();
        let _ = s.parse::<TwinCities>();
        // Mutations of a valid position string.
        let mut chars: Vec<char> = START.chars().collect();
        let i = rng.below(chars.len());
        chars[i] = alphabet[rng.below(alphabet.len())];
        let mutated: String = chars.into_iter().collect();
        if let Ok(p) = mutated.parse::<TwinCities>() {
            assert_eq!(p.to_string().parse::<TwinCities>().unwrap(), p);
        }
    }
}

#[test]
fn t11_t13_the_position_after_a_city_capture_reads_back_as_finished() {
    use shuangcheng_engine::{perft, Outcome};
    // Black to move has just lost its City: a finished game, no legal action.
    let done: TwinCities =
        "9/9/3s1s3/9/4C4/2X3X2/9/9/3S1S3/9/9 b S4TFBHLWRDE s4tfbhlwrde 0 5".parse().unwrap();
    assert_eq!(done.outcome(), Some(Outcome::win(Side::First, twin_cities::CITY_CAPTURED)));
    assert_eq!(perft(&done, 1), 0);
    assert_eq!(done.to_string(), "9/9/3s1s3/9/4C4/2X3X2/9/9/3S1S3/9/9 b S4TFBHLWRDE s4tfbhlwrde 0 5");
    // Only the side to move can be the one without a City.
    let err = "9/9/3s1s3/9/4C4/2X3X2/9/9/3S1S3/9/9 r S4TFBHLWRDE s4tfbhlwrde 0 5".parse::<TwinCities>();
    assert!(err.unwrap_err().to_string().contains("exactly one City"));
}
