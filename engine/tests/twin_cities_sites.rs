//! Twin Cities sites and the end of the game (docs/rules/twin-cities.md T6–T8, T10–T13): recruits,
//! exchanges, Engine locks, captures to the reserve, the end, the timed-out turn and the
//! counters. Positions are built from piece lists as in `twin_cities_moves.rs`; every
//! expectation was worked out by hand from the spec.

mod common;

use std::collections::BTreeSet;

use common::twin::{after, fen, from, pos, targets};
use common::{legal, play, set};
use shuangcheng_engine::twin_cities::TwinCities;
use shuangcheng_engine::{twin_cities, EndReason, Game, Outcome, Position, Presentation, Side};

fn recruits(p: &TwinCities) -> BTreeSet<String> {
    legal(p).into_iter().filter(|a| a.starts_with('+')).collect()
}

fn exchanges(p: &TwinCities) -> BTreeSet<String> {
    legal(p).into_iter().filter(|a| a.contains('@')).collect()
}

/// The recruits with `n` points.
fn count_of(recruits: &BTreeSet<String>, n: usize) -> usize {
    recruits.iter().filter(|a| a.matches('+').count() == n).count()
}

// ---- T7 recruit -------------------------------------------------------------------------------

#[test]
fn t7_recruit_on_overlapping_fields_needs_a_matching() {
    // City e5 and Stronghold g5 share f4, f5, f6; Red's Soldier f5 stands in both fields.
    let p = pos("Ce5 Sf5 Xg5 ci11", "r", "S2", "-");
    let r = recruits(&p);
    // 12 single points; pairs need one point per site: 5×5 across, plus f4 or f6 with any
    // other point (2×10), plus f4 with f6.
    assert_eq!(r.len(), 12 + 25 + 20 + 1);
    assert!(r.contains("+f4+f6") && r.contains("+d4+g4") && r.contains("+e4+f4"));
    assert!(!r.contains("+d4+e4"), "both only in the City's field");
    assert!(!r.contains("+g4+h4"), "both only in the Stronghold's field");
    assert_eq!(after(&p, "+f4+f6"), fen("Ce5 Sf4 Sf5 Sf6 Xg5 ci11", "b", "-", "-", 0, 1));
    // City d2 and Stronghold f2 both controlled through the Soldier e3: 12 points, 46 pairs.
    let r = recruits(&pos("Cd2 Xf2 Se3 ci11", "r", "S2", "-"));
    assert_eq!((count_of(&r, 1), count_of(&r, 2)), (12, 46));
    for a in ["+d1+f1", "+c1+e1", "+e1+e2", "+g1+c2", "+e2+g3", "+d3+f3"] {
        assert!(r.contains(a), "{a}");
    }
    assert!(!r.contains("+c1+d1") && !r.contains("+f1+g1") && !r.contains("+e2+e1") && !r.contains("+e3"));
}

#[test]
fn t7_recruit_is_limited_by_the_reserve() {
    let count = |red: &str| recruits(&pos("Ce5 Sf5 Xg5 ci11", "r", red, "-")).len();
    assert_eq!(count("S"), 12);
    assert_eq!(count("-"), 0);
}

#[test]
fn t7_three_sites_one_point_each_in_point_order() {
    // Sites a1 (City), a3 and c1 (Strongholds), all controlled through the Soldier b2.
    // a2 fits a1/a3, b1 fits a1/c1, b3 a4 b4 fit a3 only, c2 d1 d2 fit c1 only.
    let count = |res: &str| {
        let r = recruits(&pos("Ca1 Xa3 Xc1 Sb2 ci11", "r", res, "-"));
        (count_of(&r, 1), count_of(&r, 2), count_of(&r, 3))
    };
    assert_eq!(count("S3"), (8, 22, 24));
    assert_eq!(count("S2"), (8, 22, 0));
    assert_eq!(count("S"), (8, 0, 0));
    assert_eq!(count("-"), (0, 0, 0));
    let p = pos("Ca1 Xa3 Xc1 Sb2 ci11", "r", "S3", "-");
    let all = legal(&p);
    assert!(all.contains("+b1+a2+c2") && all.contains("+a2+d2+a4") && !all.contains("+a2+b3+a4"));
    assert_eq!(after(&p, "+b1+a2+c2"), fen("Ca1 Xa3 Xc1 Sb2 Sb1 Sa2 Sc2 ci11", "b", "-", "-", 0, 1));
    // Points in point order (rank, then file): e4 before b5.
    let all = legal(&pos("Ce5 Sd5 Sf5 Xc5 Xg5 ci11", "r", "S3", "-"));
    assert!(all.contains("+e4+b5+h5"));
    assert!(!all.contains("+b4+e4+b5"), "b4 and b5 are only in c5's field");
    assert!(!all.contains("+b5+e4+h5"), "not in point order");
}

#[test]
fn t7_no_recruit_with_a_rival_in_the_field_or_under_a_lock() {
    let recruits_of = |pieces: &str| recruits(&pos(pieces, "r", "S2", "-"));
    // A black Soldier on h6 spoils the Stronghold: only the City's seven points, one at a time.
    assert_eq!(recruits_of("Ce5 Sf5 Xg5 sh6 ci11"), set(&["+d4", "+e4", "+f4", "+d5", "+d6", "+e6", "+f6"]));
    // Black's Engine c3 locks the City (through d4): only the Stronghold's seven points.
    assert_eq!(recruits_of("Ce5 Sf5 Xg5 ec3 ci11"), set(&["+f4", "+g4", "+h4", "+h5", "+f6", "+g6", "+h6"]));
    // One's own City counts for a Stronghold's control (lending it no pattern, T5); a rival
    // City spoils it.
    assert_eq!(recruits_of("Cc4 Xd5 ci11"), set(&["+d4", "+e4", "+c5", "+e5", "+c6", "+d6", "+e6"]));
    assert_eq!(recruits_of("Cc4 Xd5 ce6"), BTreeSet::new());
    assert_eq!(
        legal(&pos("Cd5 Xe6 ci11 Sa11", "r", "S", "-")),
        set(&["a11a10", "a11b11", "+e5", "+f5", "+d6", "+f6", "+d7", "+e7", "+f7"])
    );
    assert_eq!(legal(&pos("Cd5 Xe6 cf7 Sa11", "r", "S", "-")), set(&["a11a10", "a11b11"]));
}

// ---- T8 exchange ------------------------------------------------------------------------------

#[test]
fn t8_exchange_pays_two_soldiers_three_for_the_tiger_vacated_points_usable() {
    let p = pos("Ce2 Sd3 Se3 Sf3 ci11", "r", "S3TF", "-");
    let ex = exchanges(&p);
    // Tiger: d3, e3, f3 paid; 5 empty points + 3 vacated. Foot: 3 pairs × (5 + 2).
    assert_eq!(ex.len(), 8 + 21);
    assert!(ex.contains("T@e3:d3,e3,f3") && ex.contains("F@d3:d3,e3") && ex.contains("F@e1:e3,f3"));
    assert!(!ex.contains("F@f3:d3,e3"), "f3 still holds an unpaid Soldier");
    assert_eq!(after(&p, "T@e3:d3,e3,f3"), fen("Ce2 Te3 ci11", "b", "S6F", "-", 0, 1));
    assert_eq!(after(&p, "F@d3:d3,e3"), fen("Ce2 Fd3 Sf3 ci11", "b", "S5T", "-", 0, 1));
    // Soldiers e1, d3, f3: the Tiger on any of the 8 points, the Foot for each pair.
    let p = pos("Ce2 Se1 Sd3 Sf3 ci11", "r", "TF", "-");
    let mut want = targets("T@", "d1 e1 f1 d2 f2 d3 e3 f3")
        .into_iter()
        .map(|a| a + ":e1,d3,f3")
        .collect::<BTreeSet<_>>();
    for (a, b) in [("e1", "d3"), ("e1", "f3"), ("d3", "f3")] {
        for t in ["d1", "f1", "d2", "f2", "e3", a, b] {
            want.insert(format!("F@{t}:{a},{b}"));
        }
    }
    assert_eq!(exchanges(&p), want);
    assert_eq!(after(&p, "T@e1:e1,d3,f3"), fen("Ce2 Te1 ci11", "b", "S3F", "-", 0, 1));
}

#[test]
fn t8_the_same_exchange_at_two_sites_is_listed_once() {
    // f4 and f5 are in the fields of both the City e5 and the Stronghold g5.
    let p = pos("Ce5 Sf4 Sf5 Xg5 ci11", "r", "S4F", "-");
    let expected: BTreeSet<String> =
        "d4 e4 d5 d6 e6 f6 g4 h4 h5 g6 h6 f4 f5".split_whitespace().map(|t| format!("F@{t}:f4,f5")).collect();
    assert_eq!(exchanges(&p), expected);
    // e1 and e3 stand in the fields of the City d2 and the Stronghold f2.
    let p = pos("Cd2 Xf2 Se1 Se3 ci11", "r", "F", "-");
    let expected: BTreeSet<String> =
        "c1 d1 e1 f1 g1 c2 e2 g2 c3 d3 e3 f3 g3".split_whitespace().map(|t| format!("F@{t}:e1,e3")).collect();
    assert_eq!(exchanges(&p), expected);
}

#[test]
fn t8_exchange_needs_control() {
    // A black piece in the City's field: neither recruit nor exchange there.
    for p in
        [pos("Ce2 Sd3 Sf3 sd1 ci11", "r", "S4TFBHLWRDE", "s5"), pos("Ce2 Sd3 Sf3 sf1 ci11", "r", "S4TF", "-")]
    {
        assert!(!legal(&p).iter().any(|a| a.contains('@') || a.starts_with('+')));
    }
}

#[test]
fn t8_t13_black_exchanges_write_the_general_uppercase() {
    let p = pos("Ca1 ce10 sd9 sf9", "b", "-", "e");
    assert_eq!(
        exchanges(&p),
        targets("E@", "d9 e9 f9 d10 f10 d11 e11 f11").into_iter().map(|a| a + ":d9,f9").collect()
    );
    assert_eq!(after(&p, "E@e9:d9,f9"), fen("Ca1 ce10 ee9", "r", "-", "s2", 0, 2));
}

// ---- T10 Engine locks -------------------------------------------------------------------------

#[test]
fn t10_engine_locks_city_no_move_no_recruit_no_exchange() {
    // Black's Engine e4 threatens e3 and e2: Red's City neither moves, recruits nor exchanges.
    let p = pos("Ce2 Sd3 Sf3 ee4 ce10", "r", "S4TFBHLWRDE", "s4tfbhlwrd");
    assert_eq!(legal(&p), set(&["d3d4", "d3c3", "d3e3", "d3d2", "f3f4", "f3e3", "f3g3", "f3f2"]));
    // With e3 occupied the Engine's 2-step threat on e2 is gone.
    let p = pos("Ce2 ci11 Sd3 Se3 Sf3 ee4", "r", "S3", "-");
    assert_eq!(from(&p, "e2"), targets("e2", "e1 d2 f2"));
    assert_eq!(recruits(&p).len(), 5);
    assert!(legal(&p).contains("e3e4"));
}

#[test]
fn t10_engine_locks_a_stronghold_against_the_other_side_only() {
    // Black's Engine e8 locks the Stronghold e6 against Red: no move, no recruit there.
    let p = pos("Ca1 Sd6 Xe6 ee8 ci11", "r", "S", "-");
    assert_eq!(legal(&p), set(&["d6d7", "d6d5", "d6c6"]));
    let marks: BTreeSet<String> = p.view().marks.iter().map(|m| format!("{} {}", m.at, m.kind)).collect();
    assert!(marks.contains("e6 locked-for-first") && !marks.contains("e6 locked-for-second"));
    // Black's own Engine does not lock Black out.
    let p = pos("Ca1 ci11 Xe6 sf7 ee8", "b", "-", "s");
    assert_eq!(from(&p, "e6"), targets("e6", "e7 e5 d6 f6"));
    assert_eq!(recruits(&p), set(&["+d5", "+e5", "+f5", "+d6", "+f6", "+d7", "+e7"]));
    // Nor does Red's Engine lock Red out.
    let p = pos("Ca1 Sd6 Ec4 Xe6 ci11", "r", "S", "-");
    assert_eq!(from(&p, "e6"), targets("e6", "e7 e5 f6"));
    assert_eq!(recruits(&p).len(), 7);
}

#[test]
fn t10_engines_of_both_sides_lock_a_stronghold_against_both() {
    // Red's Engine c4 (through d5) locks e6 against Black; Black's Engine e8 against Red.
    for side in ["r", "b"] {
        let p = pos("Ca1 Sd6 Ec4 Xe6 ee8 sf7 ci11", side, "S", "s");
        assert!(from(&p, "e6").is_empty() && recruits(&p).is_empty(), "{side}");
        let marks: BTreeSet<String> = p
            .view()
            .marks
            .iter()
            .filter(|m| m.kind.starts_with("locked"))
            .map(|m| format!("{} {}", m.at, m.kind))
            .collect();
        assert_eq!(marks, set(&["e6 locked-for-first", "e6 locked-for-second"]));
    }
}

// ---- T6 reserve, T11 end, T12 pass ------------------------------------------------------------

#[test]
fn t6_captured_pieces_go_back_to_their_owners_reserve() {
    let p = pos("Ca1 Se5 fe6 ci11", "r", "-", "-");
    assert_eq!(after(&p, "e5e6"), fen("Ca1 Se6 ci11", "b", "-", "f", 0, 1));
    let p = pos("Ca1 Se5 se6 ci11", "r", "-", "s3");
    assert_eq!(after(&p, "e5e6"), fen("Ca1 Se6 ci11", "b", "-", "s4", 0, 1));
    let p = pos("Ca1 ci11 Te5 fe9", "r", "-", "s2");
    assert_eq!(after(&p, "e5e9"), fen("Ca1 ci11 Te9", "b", "-", "s2f", 0, 1));
}

#[test]
fn t11_city_capture_wins_at_once() {
    let mut g = Game::new(pos("Fe1 Cd1 ce3 Sa11 si11", "r", "-", "-"));
    g.play_str("e1e3").unwrap();
    assert_eq!(g.outcome(), Some(Outcome::win(Side::First, twin_cities::CITY_CAPTURED)));
    assert!(g.legal_actions().is_empty());
    assert!(g.pass().is_err());
    let next = play(&pos("Ca1 Se5 ce6", "r", "-", "-"), &["e5e6"]);
    assert_eq!(next.outcome(), Some(Outcome::win(Side::First, twin_cities::CITY_CAPTURED)));
    assert!(legal(&next).is_empty() && next.pass().is_none() && next.parse_action("pass").is_err());
}

#[test]
fn t11_no_legal_action_loses() {
    // Red's only piece is its City, locked by Black's Engine a3; nothing to recruit.
    let p = pos("Ca1 ea3 ci11", "r", "-", "-");
    assert!(legal(&p).is_empty());
    assert_eq!(p.outcome(), Some(Outcome::win(Side::Second, EndReason::NO_LEGAL_ACTION)));
    assert_eq!(p.pass(), None);
    // Black: City i11 with nothing in its field, no Stronghold, no pieces: nothing to do.
    let p = pos("Ca1 ci11 Si1", "b", "S", "s");
    assert_eq!(p.outcome(), Some(Outcome::win(Side::First, EndReason::NO_LEGAL_ACTION)));
    assert!(legal(&p).is_empty() && p.pass().is_none());
}

#[test]
fn t11_threefold_repetition_of_board_reserves_and_side() {
    let mut g = Game::new(TwinCities::start());
    for (i, a) in ["d3d4", "d9d8", "d4d3", "d8d9", "d3d4", "d9d8", "d4d3", "d8d9"].iter().enumerate() {
        assert_eq!(g.outcome(), None, "after {i} plies");
        g.play_str(a).unwrap();
    }
    // The start position (board, reserves, side) for the third time; the ply counters differ.
    assert_eq!(
        g.position().to_string(),
        "9/4c4/3s1s3/9/9/2X3X2/9/9/3S1S3/4C4/9 r S4TFBHLWRDE s4tfbhlwrde 8 5"
    );
    assert_eq!(g.outcome(), Some(Outcome::draw(EndReason::REPETITION)));
    assert!(g.legal_actions().is_empty());
    // Passes repeat positions too.
    let mut g = Game::new(pos("Ca1 ci11 Si1 sa11", "r", "-", "-"));
    for _ in 0..3 {
        g.pass().unwrap();
    }
    assert!(g.outcome().is_none());
    g.pass().unwrap();
    assert_eq!(g.outcome().unwrap().reason, EndReason::REPETITION);
}

#[test]
fn t11_t12_hundred_plies_without_progress_passes_included() {
    let p: TwinCities = fen("Ca1 Se5 ci11", "r", "-", "-", 99, 60).parse().unwrap();
    assert_eq!(p.outcome(), None);
    let next = play(&p, &["e5e6"]);
    assert_eq!(next.to_string(), fen("Ca1 Se6 ci11", "b", "-", "-", 100, 60));
    assert_eq!(next.outcome(), Some(Outcome::draw(twin_cities::NO_PROGRESS)));
    assert!(legal(&next).is_empty() && next.pass().is_none());
    // The 100th quiet ply may be a pass.
    let p: TwinCities = fen("Ca1 ci11 Si1 sa11", "r", "-", "-", 98, 7).parse().unwrap();
    let over = play(&p, &["i1h1", "pass"]);
    assert_eq!(over.to_string(), fen("Ca1 ci11 Sh1 sa11", "r", "-", "-", 100, 8));
    assert_eq!(over.outcome(), Some(Outcome::draw(twin_cities::NO_PROGRESS)));
    assert_eq!(over.pass(), None);
}

#[test]
fn t11_capture_recruit_and_exchange_reset_the_count_a_push_does_not() {
    let p: TwinCities = fen("Ce2 Sd3 Sf3 Te5 ci11 se6", "r", "S3F", "-", 57, 3).parse().unwrap();
    for (action, counters) in [("e5e6", " 0 3"), ("+d1", " 0 3"), ("F@e3:d3,f3", " 0 3"), ("e5f5", " 58 3")] {
        assert!(after(&p, action).ends_with(counters), "{action}");
    }
    let p: TwinCities = fen("Ca1 ci11 De5 se6", "r", "-", "-", 10, 4).parse().unwrap();
    assert!(after(&p, "e5*e7").ends_with(" 11 4"));
}

#[test]
fn t12_t13_a_pass_counts_a_ply_and_the_turn_grows_after_black() {
    let start = TwinCities::start();
    let p1 = play(&start, &["pass"]);
    assert_eq!(p1.to_string(), "9/4c4/3s1s3/9/9/2X3X2/9/9/3S1S3/4C4/9 b S4TFBHLWRDE s4tfbhlwrde 1 1");
    let p2 = play(&p1, &["pass"]);
    assert_eq!(p2.to_string(), "9/4c4/3s1s3/9/9/2X3X2/9/9/3S1S3/4C4/9 r S4TFBHLWRDE s4tfbhlwrde 2 2");
    let black: TwinCities = fen("Ca1 ci11 Si1 sa11", "b", "-", "-", 0, 5).parse().unwrap();
    assert_eq!(after(&black, "a11a10"), fen("Ca1 ci11 Si1 sa10", "r", "-", "-", 1, 6));
    let red: TwinCities = fen("Ca1 ci11 Si1 sa11", "r", "-", "-", 0, 5).parse().unwrap();
    assert_eq!(after(&red, "i1i2"), fen("Ca1 ci11 Si2 sa11", "b", "-", "-", 1, 5));
}

#[test]
fn t13_counters_stop_at_their_largest_value_instead_of_wrapping() {
    // A turn number or quiet count read back at its largest value plays on and is written as
    // read, so every position the engine writes reads back.
    let black: TwinCities = fen("Ca1 ci11 Si1 sa11", "b", "-", "-", 7, u32::MAX).parse().unwrap();
    let next = after(&black, "a11a10");
    assert_eq!(next, fen("Ca1 ci11 Si1 sa10", "r", "-", "-", 8, u32::MAX));
    assert_eq!(next.parse::<TwinCities>().unwrap().to_string(), next);
    let quiet: TwinCities = fen("Ca1 ci11 Si1 sa11", "b", "-", "-", u32::MAX, 3).parse().unwrap();
    assert_eq!(quiet.outcome(), Some(Outcome::draw(twin_cities::NO_PROGRESS)));
    assert!(fen("Ca1 ci11", "r", "-", "-", 0, 1)
        .replace(" 0 1", " 0 4294967296")
        .parse::<TwinCities>()
        .is_err());
}
