//! Second review of the Twin Cities engine against spec/twin-cities.md (T1–T13).
//!
//! Every expected action set and position below was worked out by hand from the spec before
//! it was compared with the engine. Positions are built from piece lists such as
//! `"Ca1 ci11 He5 Xd5"` (uppercase Red, lowercase Black, `X` Stronghold).

use std::collections::BTreeSet;

use shuangcheng_engine::twin_cities::TwinCities;
use shuangcheng_engine::{perft, EndReason, Game, Position, Side};

fn board(pieces: &str) -> String {
    let mut grid = [['.'; 9]; 11];
    for token in pieces.split_whitespace() {
        let letter = token.chars().next().unwrap();
        let file = (token.as_bytes()[1] - b'a') as usize;
        let rank: usize = token[2..].parse().unwrap();
        assert_eq!(grid[rank - 1][file], '.', "two pieces on {token}");
        grid[rank - 1][file] = letter;
    }
    let mut ranks = Vec::new();
    for r in (0..11).rev() {
        let mut s = String::new();
        let mut empty = 0;
        for &c in &grid[r] {
            if c == '.' {
                empty += 1;
            } else {
                if empty > 0 {
                    s.push_str(&empty.to_string());
                    empty = 0;
                }
                s.push(c);
            }
        }
        if empty > 0 {
            s.push_str(&empty.to_string());
        }
        ranks.push(s);
    }
    ranks.join("/")
}

fn fen(pieces: &str, side: &str, red: &str, black: &str, quiet: u32, turn: u32) -> String {
    format!("{} {side} {red} {black} {quiet} {turn}", board(pieces))
}

fn pos(pieces: &str, side: &str, red: &str, black: &str) -> TwinCities {
    let s = fen(pieces, side, red, black, 0, 1);
    s.parse().unwrap_or_else(|e| panic!("{s}: {e}"))
}

/// All legal action strings; also checks that no string is listed twice (T13).
fn legal(p: &TwinCities) -> BTreeSet<String> {
    let mut v = Vec::new();
    p.legal_actions(&mut v);
    let strings: Vec<String> = v.iter().map(|a| a.to_string()).collect();
    let set: BTreeSet<String> = strings.iter().cloned().collect();
    assert_eq!(set.len(), strings.len(), "duplicate action strings in {p}");
    set
}

/// The board actions that start at point `from`.
fn from(p: &TwinCities, from: &str) -> BTreeSet<String> {
    legal(p)
        .into_iter()
        .filter(|a| a.starts_with(from) && !a[from.len()..].starts_with(|c: char| c.is_ascii_digit()))
        .collect()
}

fn set(items: &[&str]) -> BTreeSet<String> {
    items.iter().map(|s| s.to_string()).collect()
}

fn play(p: &TwinCities, actions: &[&str]) -> TwinCities {
    let mut p = p.clone();
    for s in actions {
        let a = p.parse_action(s).unwrap_or_else(|e| panic!("{s} in {p}: {e}"));
        p = p.play(&a).unwrap();
    }
    p
}

// ---------------------------------------------------------------- T1, T3, T13 start

#[test]
fn t3_start_position_actions() {
    let start = TwinCities::start();
    assert_eq!(start.to_string(), "9/4c4/3s1s3/9/9/2X3X2/9/9/3S1S3/4C4/9 r S4TFBHLWRDE s4tfbhlwrde 0 1");
    let all = legal(&start);
    // Board: two Soldiers (4 each) and the City copying a Soldier (e3 e1 d2 f2).
    let board: BTreeSet<String> =
        all.iter().filter(|a| !a.starts_with('+') && !a.contains('@')).cloned().collect();
    assert_eq!(
        board,
        set(&[
            "d3d4", "d3d2", "d3c3", "d3e3", "f3f4", "f3f2", "f3e3", "f3g3", "e2e3", "e2e1", "e2d2", "e2f2"
        ])
    );
    // Recruit: one site (the City), so single points: the 6 empty points of e2's field.
    let rec: BTreeSet<String> = all.iter().filter(|a| a.starts_with('+')).cloned().collect();
    assert_eq!(rec, set(&["+d1", "+e1", "+f1", "+d2", "+f2", "+e3"]));
    // Exchange: 8 generals (no Tiger: only 2 Soldiers) x 8 points (6 empty + the 2 paid).
    let ex: BTreeSet<String> = all.iter().filter(|a| a.contains('@')).cloned().collect();
    let mut want = BTreeSet::new();
    for g in ["F", "B", "H", "L", "W", "R", "D", "E"] {
        for p in ["d1", "e1", "f1", "d2", "f2", "d3", "e3", "f3"] {
            want.insert(format!("{g}@{p}:d3,f3"));
        }
    }
    assert_eq!(ex, want);
    assert_eq!(all.len(), 82);
    assert_eq!(perft(&start, 1), 82);
}

// ---------------------------------------------------------------- T5 pieces

#[test]
fn t5_horse_leg_blocks_and_stronghold_is_a_leg() {
    // Leg e6 (Black Soldier) blocks d7/f7; leg d5 (Stronghold) blocks c6/c4.
    let p = pos("Ca1 ci11 He5 Xd5 se6 sg6 sd7", "r", "-", "-");
    assert_eq!(from(&p, "e5"), set(&["e5d3", "e5f3", "e5g4", "e5g6"]));
    // The Stronghold d5 moves with the Horse's move pattern (leg e5 is the Horse: blocked).
    assert_eq!(from(&p, "d5"), set(&["d5c7", "d5e7", "d5c3", "d5e3", "d5b6", "d5b4"]));
    assert_eq!(legal(&p).len(), 10);
}

#[test]
fn t5_lurker_screens_include_strongholds_which_are_never_captured() {
    // Up: screen e7 (Stronghold), captures e9. Left: screen c5, but a5 is a Stronghold.
    // Down: screen e3 (own), nothing beyond.
    let p = pos("Ca1 ci11 Le5 Xe7 se9 sc5 Xa5 Se3", "r", "-", "-");
    assert_eq!(from(&p, "e5"), set(&["e5e6", "e5e9", "e5d5", "e5f5", "e5g5", "e5h5", "e5i5", "e5e4"]));
}

#[test]
fn t5_tiger_captures_first_rival_never_a_stronghold() {
    let p = pos("Ca1 ci11 Te5 Xe7 se9 sc5 Xa5 Se3", "r", "-", "-");
    assert_eq!(from(&p, "e5"), set(&["e5e6", "e5d5", "e5c5", "e5f5", "e5g5", "e5h5", "e5i5", "e5e4"]));
}

#[test]
fn t5_raider_jumps_one_piece_to_empty_points_and_captures_like_a_horse() {
    let p = pos("Ca1 ci11 Re5 se7 Se10 Xg5 sd5 sa5 sf7 sc6 Xg4", "r", "-", "-");
    // Up: over e7 to e8, e9 (e10 stops). Right: over g5 to h5, i5. Left: over d5 to c5, b5
    // (a5 stops, no capture). Down: nothing to jump. Horse captures: f7 (leg e6 empty); c6
    // blocked by leg d5; g4 is a Stronghold; no Horse moves.
    assert_eq!(from(&p, "e5"), set(&["e5e8", "e5e9", "e5h5", "e5i5", "e5c5", "e5b5", "e5f7"]));
}

#[test]
fn t5_wing_slides_diagonally_captures_one_step_only() {
    let p = pos("Ci1 ci11 We5 sh8 sd6 Xf4 si7", "r", "-", "-");
    assert_eq!(from(&p, "e5"), set(&["e5f6", "e5g7", "e5d6", "e5d4", "e5c3", "e5b2", "e5a1"]));
    // The Stronghold f4 borrows the Wing's slides (never capturing i7).
    assert_eq!(from(&p, "f4"), set(&["f4g5", "f4h6", "f4g3", "f4h2", "f4e3", "f4d2", "f4c1"]));
    assert_eq!(legal(&p).len(), 14);
}

#[test]
fn t5_engine_moves_one_or_two_never_captures() {
    let p = pos("Ca1 ci11 Ee5 se6 Sf6 Xd4 sc7", "r", "-", "-");
    assert_eq!(
        from(&p, "e5"),
        set(&["e5f5", "e5g5", "e5f4", "e5g3", "e5e4", "e5e3", "e5d5", "e5c5", "e5d6"])
    );
}

#[test]
fn t5_foot_and_bow_middle_point_and_captures() {
    // Foot e5: up e6 empty, e7 rival -> capture; down e4 rival -> capture, no further;
    // right f5 own -> nothing; left d5, c5.
    let p = pos("Ca1 ci11 Fe5 se7 se4 Sf5", "r", "-", "-");
    let fs: BTreeSet<String> = from(&p, "e5").into_iter().filter(|a| !a.contains('~')).collect();
    assert_eq!(fs, set(&["e5e6", "e5e7", "e5e4", "e5d5", "e5c5"]));
    // Bow e5: f6 rival -> capture only; d6 empty, c7 empty; d4 empty, c3 rival; f4 empty, g3.
    let p = pos("Ca1 ci11 Be5 sf6 sc3", "r", "-", "-");
    assert_eq!(from(&p, "e5"), set(&["e5f6", "e5d6", "e5c7", "e5d4", "e5c3", "e5f4", "e5g3"]));
}

#[test]
fn t5_shield_plain_drop_judged_with_shield_lifted() {
    let p = pos("Ca1 ci11 De5 se7 Sg7 Xg9", "r", "-", "-");
    let d = from(&p, "e5");
    // e4's field holds only the Shield's own point: a plain drop.
    assert!(d.contains("e5e4") && !d.contains("e5*e4"));
    // e6's field holds e7: pushed to e8.
    assert!(d.contains("e5*e6") && !d.contains("e5e6"));
    // f8: e7 -> d6, g7 -> h6, the Stronghold g9 -> h10: all free.
    assert!(d.contains("e5*f8"));
    // h10: the Black City i11 would be pushed off the board.
    assert!(!d.contains("e5*h10") && !d.contains("e5h10"));
    // Never onto its own point, never onto an occupied point.
    assert!(!d.iter().any(|a| a.ends_with("e5") || a.ends_with("e7") || a.ends_with("g7")));
    // A far empty corner with an empty field.
    assert!(d.contains("e5a11"));
}

#[test]
fn t5_shield_push_target_may_be_its_old_point() {
    let p = pos("Ca1 ci11 De5 se6", "r", "-", "-");
    assert!(from(&p, "e5").contains("e5*e7"));
    let next = play(&p, &["e5*e7"]);
    assert_eq!(next.to_string(), fen("Ca1 ci11 De7 se5", "b", "-", "-", 1, 1));
}

#[test]
fn t5_shield_shock_drop_illegal_when_one_push_is_blocked() {
    let p = pos("Ca1 ci11 Dc3 se6 se8 se9", "r", "-", "-");
    let d = from(&p, "c3");
    assert!(!d.contains("c3*e7") && !d.contains("c3e7"));
    let p = pos("Ca1 ci11 Dc3 se6 se8", "r", "-", "-");
    assert!(from(&p, "c3").contains("c3*e7"));
}

#[test]
fn t5_shield_shock_pushes_cities_strongholds_and_locked_pieces() {
    // The Red City e5 is locked by the Black Engine e3 (e4 empty); it is pushed anyway.
    let p = pos("Ce5 Sd4 ci11 Da11 sd7 Xf7 ee3 sf5", "r", "-", "-");
    assert!(from(&p, "e5").is_empty(), "a locked City does not move");
    let next = play(&p, &["a11*e6"]);
    assert_eq!(next.to_string(), fen("Ce4 Sd4 ci11 De6 sc8 Xg8 ee3 sg4", "b", "-", "-", 1, 1));
}

#[test]
fn t5_shield_captures_like_a_soldier_only() {
    let p = pos("Ca1 ci11 De5 sf5 sf6", "r", "-", "-");
    let d = from(&p, "e5");
    assert!(d.contains("e5f5"), "orthogonal capture");
    assert!(!d.contains("e5f6"), "no diagonal capture");
    // e4's field holds f5 (pushed to g6): a shock drop, not a plain step.
    assert!(d.contains("e5*e4") && !d.contains("e5e4"));
    let next = play(&p, &["e5f5"]);
    assert_eq!(next.to_string(), fen("Ca1 ci11 Df5 sf6", "b", "-", "s", 0, 1));
}

#[test]
fn t5_city_copies_own_pieces_in_its_field_with_captures_and_no_follower() {
    let p = pos("Ce5 Fe6 Bd4 Sf4 sc7 sg5 ci11", "r", "-", "-");
    assert_eq!(
        from(&p, "e5"),
        set(&["e5e4", "e5e3", "e5d5", "e5c5", "e5f5", "e5g5", "e5f6", "e5g7", "e5d6", "e5c7"])
    );
}

#[test]
fn t5_city_copies_shield_drops_and_pushes() {
    let p = pos("Ce5 Dd4 sg7 se6 ci11", "r", "-", "-");
    let c = from(&p, "e5");
    assert!(c.contains("e5e6"), "Shield capture copied");
    assert!(c.contains("e5*g8"), "shock drop copied");
    assert!(c.contains("e5a11"), "plain drop copied");
    assert!(!c.contains("e5f5"), "f5's field holds e6 and d4 etc.: no plain step");
}

#[test]
fn t5_stronghold_uses_move_only_part_of_own_pieces() {
    let p = pos("Ca1 ci11 Xe6 Te5 sh6", "r", "-", "-");
    assert_eq!(
        from(&p, "e6"),
        set(&["e6e7", "e6e8", "e6e9", "e6e10", "e6e11", "e6f6", "e6g6", "e6d6", "e6c6", "e6b6", "e6a6"])
    );
    // Black has nothing in e6's field: no Stronghold move for Black.
    let p = pos("Ca1 ci11 Xe6 Te5 sh6", "b", "-", "-");
    assert!(from(&p, "e6").is_empty());
}

#[test]
fn t5_city_lends_a_stronghold_nothing_t7_own_city_counts_for_control() {
    let p = pos("Cd5 Xe6 ci11 Sa11", "r", "S", "-");
    assert_eq!(legal(&p), set(&["a11a10", "a11b11", "+e5", "+f5", "+d6", "+f6", "+d7", "+e7", "+f7"]));
    // A rival City in the field prevents control.
    let p = pos("Cd5 Xe6 cf7 Sa11", "r", "S", "-");
    assert_eq!(legal(&p), set(&["a11a10", "a11b11"]));
}

// ---------------------------------------------------------------- T7 recruit

#[test]
fn t7_recruit_overlapping_fields_matching() {
    // City d2 and Stronghold f2 both controlled through the Soldier e3.
    let p = pos("Cd2 Xf2 Se3 ci11", "r", "S2", "-");
    let rec: BTreeSet<String> = legal(&p).into_iter().filter(|a| a.starts_with('+')).collect();
    let only_city = ["c1", "d1", "c2", "c3", "d3"];
    let only_x = ["f1", "g1", "g2", "f3", "g3"];
    assert_eq!(rec.iter().filter(|a| a.matches('+').count() == 1).count(), 12);
    assert_eq!(rec.iter().filter(|a| a.matches('+').count() == 2).count(), 66 - 20);
    assert_eq!(rec.len(), 58);
    for a in only_city {
        for b in only_city {
            assert!(!rec.contains(&format!("+{a}+{b}")));
        }
    }
    for a in ["+d1+f1", "+c1+e1", "+e1+e2", "+g1+c2", "+e2+g3", "+d3+f3"] {
        assert!(rec.contains(a), "{a}");
    }
    for a in only_x {
        for b in only_x {
            assert!(!rec.contains(&format!("+{a}+{b}")));
        }
    }
    assert!(!rec.contains("+f1+g1") && !rec.contains("+e2+e1") && !rec.contains("+e3"));
    // One Soldier in reserve: single points only.
    let p = pos("Cd2 Xf2 Se3 ci11", "r", "S", "-");
    assert_eq!(legal(&p).iter().filter(|a| a.starts_with('+')).count(), 12);
}

#[test]
fn t7_recruit_three_sites_counts() {
    // Sites a1 (City), a3 and c1 (Strongholds), all controlled through the Soldier b2.
    // a2 fits a1/a3, b1 fits a1/c1, b3 a4 b4 fit a3 only, c2 d1 d2 fit c1 only.
    let count = |res: &str| {
        let p = pos("Ca1 Xa3 Xc1 Sb2 ci11", "r", res, "-");
        let rec: Vec<String> = legal(&p).into_iter().filter(|a| a.starts_with('+')).collect();
        (
            rec.iter().filter(|a| a.matches('+').count() == 1).count(),
            rec.iter().filter(|a| a.matches('+').count() == 2).count(),
            rec.iter().filter(|a| a.matches('+').count() == 3).count(),
        )
    };
    assert_eq!(count("S3"), (8, 22, 24));
    assert_eq!(count("S2"), (8, 22, 0));
    assert_eq!(count("S"), (8, 0, 0));
    assert_eq!(count("-"), (0, 0, 0));
    let p = pos("Ca1 Xa3 Xc1 Sb2 ci11", "r", "S3", "-");
    let all = legal(&p);
    assert!(all.contains("+b1+a2+c2") && all.contains("+a2+d2+a4") && !all.contains("+a2+b3+a4"));
    let next = play(&p, &["+b1+a2+c2"]);
    assert_eq!(next.to_string(), fen("Ca1 Xa3 Xc1 Sb2 Sb1 Sa2 Sc2 ci11", "b", "-", "-", 0, 1));
}

#[test]
fn t7_rival_piece_in_field_or_lock_prevents_recruit_and_exchange() {
    let p = pos("Ce2 Sd3 Sf3 sf1 ci11", "r", "S4TF", "-");
    assert!(!legal(&p).iter().any(|a| a.starts_with('+') || a.contains('@')));
}

// ---------------------------------------------------------------- T8 exchange

#[test]
fn t8_exchange_sets_and_vacated_points() {
    let p = pos("Ce2 Se1 Sd3 Sf3 ci11", "r", "TF", "-");
    let ex: BTreeSet<String> = legal(&p).into_iter().filter(|a| a.contains('@')).collect();
    let mut want = BTreeSet::new();
    for t in ["d1", "e1", "f1", "d2", "f2", "d3", "e3", "f3"] {
        want.insert(format!("T@{t}:e1,d3,f3"));
    }
    for (a, b) in [("e1", "d3"), ("e1", "f3"), ("d3", "f3")] {
        for t in ["d1", "f1", "d2", "f2", "e3", a, b] {
            want.insert(format!("F@{t}:{a},{b}"));
        }
    }
    assert_eq!(ex, want);
    assert_eq!(ex.len(), 29);
    let next = play(&p, &["T@e1:e1,d3,f3"]);
    assert_eq!(next.to_string(), fen("Ce2 Te1 ci11", "b", "S3F", "-", 0, 1));
}

#[test]
fn t8_exchange_same_field_once_across_sites() {
    // Soldiers e1 and e3 stand in the fields of City d2 and Stronghold f2.
    let p = pos("Cd2 Xf2 Se1 Se3 ci11", "r", "F", "-");
    let ex: BTreeSet<String> = legal(&p).into_iter().filter(|a| a.contains('@')).collect();
    let mut want = BTreeSet::new();
    for t in ["c1", "d1", "e1", "f1", "g1", "c2", "e2", "g2", "c3", "d3", "e3", "f3", "g3"] {
        want.insert(format!("F@{t}:e1,e3"));
    }
    assert_eq!(ex, want);
}

#[test]
fn t8_black_exchange_letter_is_uppercase() {
    let p = pos("Ca1 ce10 sd9 sf9", "b", "-", "e");
    let ex: BTreeSet<String> = legal(&p).into_iter().filter(|a| a.contains('@')).collect();
    let want: BTreeSet<String> = ["d9", "e9", "f9", "d10", "f10", "d11", "e11", "f11"]
        .iter()
        .map(|t| format!("E@{t}:d9,f9"))
        .collect();
    assert_eq!(ex, want);
    let next = play(&p, &["E@e9:d9,f9"]);
    assert_eq!(next.to_string(), fen("Ca1 ce10 ee9", "r", "-", "s2", 0, 2));
}

// ---------------------------------------------------------------- T9 followers

#[test]
fn t9_follower_counts_and_cannot_stay_put() {
    let p = pos("Ca1 ci11 Fe5 Sd4 Sa11", "r", "-", "-");
    let f = from(&p, "e5");
    // 8 targets; followers to every empty point of the new field but d4 (e5 counts empty).
    assert_eq!(f.iter().filter(|a| !a.contains('~')).count(), 8);
    assert_eq!(f.len(), 8 + 60);
    let e4: BTreeSet<String> = f.iter().filter(|a| a.starts_with("e5e4")).cloned().collect();
    assert_eq!(
        e4,
        set(&[
            "e5e4",
            "e5e4~d4d3",
            "e5e4~d4e3",
            "e5e4~d4f3",
            "e5e4~d4f4",
            "e5e4~d4d5",
            "e5e4~d4e5",
            "e5e4~d4f5"
        ])
    );
    assert!(!f.iter().any(|a| a.contains("~a11")));
    let next = play(&p, &["e5e4~d4e5"]);
    assert_eq!(next.to_string(), fen("Ca1 ci11 Fe4 Se5 Sa11", "b", "-", "-", 1, 1));
}

#[test]
fn t9_no_follower_when_capturing_the_city_but_on_other_captures() {
    let p = pos("Ca1 He5 Se4 cf7 sd7", "r", "-", "-");
    let h = from(&p, "e5");
    assert!(h.contains("e5f7"));
    assert!(!h.iter().any(|a| a.starts_with("e5f7~")));
    assert!(h.contains("e5d7~e4e7") && h.contains("e5d7~e4c8"));
    // e5 (the Horse's old point) is not in d7's field.
    assert!(!h.contains("e5d7~e4e5"));
    let next = play(&p, &["e5d7~e4c8"]);
    assert_eq!(next.to_string(), fen("Ca1 Hd7 Sc8 cf7", "b", "-", "s", 0, 1));
}

#[test]
fn t9_only_foot_bow_horse_lead() {
    for g in ["T", "L", "W", "R", "D", "E"] {
        let p = pos(&format!("Ca1 ci11 {g}e5 Sd4 sh8"), "r", "-", "-");
        assert!(!legal(&p).iter().any(|a| a.contains('~')), "{g}");
    }
    for g in ["F", "B", "H"] {
        let p = pos(&format!("Ca1 ci11 {g}e5 Sd4"), "r", "-", "-");
        assert!(legal(&p).iter().any(|a| a.contains('~')), "{g}");
    }
}

// ---------------------------------------------------------------- T10 lock

#[test]
fn t10_engine_locks_city_moves_recruits_exchanges() {
    let p = pos("Ce2 ci11 Sd3 Sf3 ee4", "r", "S4TFBHLWRDE", "-");
    assert_eq!(legal(&p), set(&["d3d4", "d3d2", "d3c3", "d3e3", "f3f4", "f3f2", "f3e3", "f3g3"]));
    // With e3 occupied the Engine's 2-step threat on e2 is gone.
    let p = pos("Ce2 ci11 Sd3 Se3 Sf3 ee4", "r", "S3", "-");
    let all = legal(&p);
    assert_eq!(from(&p, "e2"), set(&["e2e1", "e2d2", "e2f2"]));
    assert_eq!(all.iter().filter(|a| a.starts_with('+')).count(), 5);
    assert!(all.contains("e3e4"));
}

#[test]
fn t10_stronghold_locked_only_against_the_rival_of_the_engine() {
    // Black Engine e8 threatens e6 through empty e7.
    let p = pos("Ca1 ci11 Xe6 Sd5 ee8", "r", "S", "-");
    assert_eq!(legal(&p), set(&["d5d6", "d5d4", "d5c5", "d5e5"]));
    // Black's own Engine does not lock Black out.
    let p = pos("Ca1 ci11 Xe6 sf7 ee8", "b", "-", "s");
    assert_eq!(from(&p, "e6"), set(&["e6e7", "e6e5", "e6d6", "e6f6"]));
    let rec: BTreeSet<String> = legal(&p).into_iter().filter(|a| a.starts_with('+')).collect();
    assert_eq!(rec, set(&["+d5", "+e5", "+f5", "+d6", "+f6", "+d7", "+e7"]));
    // Engines of both sides: locked against both.
    let p = pos("Ca1 ci11 Xe6 sf7 ee8 Eg4", "b", "-", "s");
    assert!(from(&p, "e6").is_empty());
    assert!(!legal(&p).iter().any(|a| a.starts_with('+')));
}

// ---------------------------------------------------------------- T6, T11, T12

#[test]
fn t6_captured_pieces_go_to_the_reserve() {
    let p = pos("Ca1 ci11 Te5 fe9", "r", "-", "s2");
    let next = play(&p, &["e5e9"]);
    assert_eq!(next.to_string(), fen("Ca1 ci11 Te9", "b", "-", "s2f", 0, 1));
}

#[test]
fn t11_city_capture_ends_the_game() {
    let p = pos("Fe1 Cd1 ce3 Sa11 si11", "r", "-", "-");
    let mut g = Game::new(p);
    g.play_str("e1e3").unwrap();
    let o = g.outcome().unwrap();
    assert_eq!((o.winner, o.reason), (Some(Side::First), EndReason::CityCaptured));
    assert!(g.legal_actions().is_empty());
    assert!(g.pass().is_err());
}

#[test]
fn t11_no_legal_action_loses() {
    let p = pos("Ca1 ci11 Si1", "b", "S", "s");
    // Black: City i11 with nothing in its field, no Stronghold, no pieces: nothing to do.
    let o = p.outcome().unwrap();
    assert_eq!((o.winner, o.reason), (Some(Side::First), EndReason::NoLegalAction));
    assert!(legal(&p).is_empty());
    assert!(p.pass().is_none());
}

#[test]
fn t11_threefold_repetition_counts_board_reserves_side() {
    let p = pos("Ca1 ci11 Si1 sa11", "r", "-", "-");
    let mut g = Game::new(p.clone());
    for a in ["i1h1", "a11b11", "h1i1", "b11a11", "i1h1", "a11b11", "h1i1"] {
        g.play_str(a).unwrap();
    }
    assert!(g.outcome().is_none());
    g.play_str("b11a11").unwrap();
    let o = g.outcome().unwrap();
    assert_eq!((o.winner, o.reason), (None, EndReason::Repetition));
    // Passes repeat positions too.
    let mut g = Game::new(p);
    for _ in 0..3 {
        g.pass().unwrap();
    }
    assert!(g.outcome().is_none());
    g.pass().unwrap();
    assert_eq!(g.outcome().unwrap().reason, EndReason::Repetition);
}

#[test]
fn t11_t12_hundred_quiet_plies_and_pass_counts() {
    let s = fen("Ca1 ci11 Si1 sa11", "r", "-", "-", 98, 7);
    let p: TwinCities = s.parse().unwrap();
    let mut g = Game::new(p.clone());
    g.play_str("i1h1").unwrap();
    assert!(g.outcome().is_none());
    g.pass().unwrap();
    assert_eq!(g.position().to_string(), fen("Ca1 ci11 Sh1 sa11", "r", "-", "-", 100, 8));
    let o = g.outcome().unwrap();
    assert_eq!((o.winner, o.reason), (None, EndReason::NoProgress));
    assert!(g.legal_actions().is_empty());
}

#[test]
fn t11_capture_recruit_exchange_reset_the_counter() {
    let p: TwinCities = fen("Ce2 Sd3 Sf3 Te5 ci11 se6", "r", "S3F", "-", 57, 3).parse().unwrap();
    assert!(play(&p, &["e5e6"]).to_string().ends_with(" 0 3"));
    assert!(play(&p, &["+d1"]).to_string().ends_with(" 0 3"));
    assert!(play(&p, &["F@e3:d3,f3"]).to_string().ends_with(" 0 3"));
    assert!(play(&p, &["e5f5"]).to_string().ends_with(" 58 3"));
    // A shock drop pushes, it does not capture.
    let p: TwinCities = fen("Ca1 ci11 De5 se6", "r", "-", "-", 10, 4).parse().unwrap();
    assert!(play(&p, &["e5*e7"]).to_string().ends_with(" 11 4"));
}

// ---------------------------------------------------------------- T13 notation

#[test]
fn t13_turn_number_grows_after_black() {
    let p: TwinCities = fen("Ca1 ci11 Si1 sa11", "b", "-", "-", 0, 5).parse().unwrap();
    assert_eq!(play(&p, &["a11a10"]).to_string(), fen("Ca1 ci11 Si1 sa10", "r", "-", "-", 1, 6));
    let p: TwinCities = fen("Ca1 ci11 Si1 sa11", "r", "-", "-", 0, 5).parse().unwrap();
    assert_eq!(play(&p, &["i1i2"]).to_string(), fen("Ca1 ci11 Si2 sa11", "b", "-", "-", 1, 5));
}

#[test]
fn t13_reserve_order_and_counts() {
    let p = pos("Ca1 ci11", "r", "S6TFBHLWRDE", "s2tde");
    assert!(p.to_string().ends_with(" r S6TFBHLWRDE s2tde 0 1"));
    for bad in ["TS", "S1", "SS", "s", "C", "X", "S7", "T2"] {
        let s = fen("Ca1 ci11", "r", bad, "-", 0, 1);
        assert!(s.parse::<TwinCities>().is_err(), "{bad}");
    }
}

#[test]
fn t13_position_validity() {
    let ok = fen("Ca1 ci11 Xe5 Xe6", "r", "-", "-", 0, 1);
    assert!(ok.parse::<TwinCities>().is_ok());
    for bad in [
        fen("Ca1 ci11 Xe5 Xe6 Xe7", "r", "-", "-", 0, 1),
        fen("Ca1 Cb1 ci11", "r", "-", "-", 0, 1),
        fen("Ca1", "r", "-", "-", 0, 1),
        fen("Ca1 ci11 Te5", "r", "T", "-", 0, 1),
        fen("Ca1 ci11 Sa2 Sa3", "r", "S5", "-", 0, 1),
        fen("Ca1 ci11 xe5", "r", "-", "-", 0, 1),
        fen("Ca1 ci11", "w", "-", "-", 0, 1),
        fen("Ca1 ci11", "r", "-", "-", 0, 0),
        fen("Ca1 ci11", "r", "-", "-", 0, 1).replace(" - - ", " -  - "),
    ] {
        assert!(bad.parse::<TwinCities>().is_err(), "{bad}");
    }
}

#[test]
fn t13_action_strings() {
    let p = pos("Ca1 Xa3 Xc1 Sb2 ci11", "r", "S3", "-");
    // Points in point order (rank, then file); any other order is not a legal string.
    assert!(p.parse_action("+b1+a2+c2").is_ok());
    assert!(p.parse_action("+a2+b1+c2").is_err());
    let p = pos("Ce2 Se1 Sd3 Sf3 ci11", "r", "TF", "-");
    assert!(p.parse_action("T@e3:e1,d3,f3").is_ok());
    assert!(p.parse_action("T@e3:d3,e1,f3").is_err());
    assert!(p.parse_action("t@e3:e1,d3,f3").is_err());
}
