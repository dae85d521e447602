//! Twin Cities board moves (docs/rules/twin-cities.md T3, T5, T9): each test names its rule, builds
//! a small position from a piece list (`"Ca1 He5 ci11 Xd5"`: uppercase Red, lowercase Black,
//! `X` Stronghold) and checks the exact actions or the resulting position. Every expectation
//! was worked out by hand from the spec. Recruits, exchanges, locks and the end are in
//! `twin_cities_sites.rs`.

mod common;

use std::collections::BTreeSet;

use common::twin::{after, fen, from, pos, targets};
use common::{legal, play, set};
use shuangcheng_engine::twin_cities::TwinCities;
use shuangcheng_engine::{perft, Position};

// ---- T3 -------------------------------------------------------------------------------------

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

// ---- T5 pieces --------------------------------------------------------------------------------

#[test]
fn t5_soldier_steps_orthogonally() {
    let p = pos("Ca1 Se5 se6 Xd5 ci11", "r", "-", "-");
    assert_eq!(from(&p, "e5"), targets("e5", "e6 e4 f5"));
}

#[test]
fn t5_foot_one_or_two_orthogonal_middle_empty() {
    // North: e6, capture e7. South: blocked by the Stronghold. East: capture f5. West: own piece.
    let p = pos("Ca1 Fe5 se7 Xe4 sf5 Sd5 ci11", "r", "-", "-");
    assert_eq!(from(&p, "e5"), set(&["e5e6", "e5e7", "e5f5"]).union(&followers_foot()).cloned().collect());
    // South e4 a rival: captured, nothing beyond; east f5 own: nothing.
    let p = pos("Ca1 ci11 Fe5 se7 se4 Sf5", "r", "-", "-");
    let fs: BTreeSet<String> = from(&p, "e5").into_iter().filter(|a| !a.contains('~')).collect();
    assert_eq!(fs, set(&["e5e6", "e5e7", "e5e4", "e5d5", "e5c5"]));
}

/// The Foot on e5 leads the Soldier on d5 (T9): after e5e6, e5e7 or e5xf5, to any empty point
/// of the new field.
fn followers_foot() -> BTreeSet<String> {
    let mut s = BTreeSet::new();
    // e6's field after the move: d5 (the Soldier itself), e5 (vacated), f5 (black), d6, f6, d7,
    // e7 (black), f7.
    for t in ["e5", "d6", "f6", "d7", "f7"] {
        s.insert(format!("e5e6~d5{t}"));
    }
    // e7's field: d6, e6, f6, d7, f7, d8, e8, f8 — all empty.
    for t in ["d6", "e6", "f6", "d7", "f7", "d8", "e8", "f8"] {
        s.insert(format!("e5e7~d5{t}"));
    }
    // f5's field: e4 is the Stronghold, e5 vacated, e6, f6, g6, f4, g4, g5.
    for t in ["e5", "e6", "f6", "g6", "f4", "g4", "g5"] {
        s.insert(format!("e5f5~d5{t}"));
    }
    s
}

#[test]
fn t5_bow_one_or_two_diagonal_middle_empty() {
    let p = pos("Ca1 Be5 sf6 Xd4 sc7 ci11", "r", "-", "-");
    assert_eq!(from(&p, "e5"), targets("e5", "f6 d6 c7 f4 g3"));
    // f6 a rival: captured, nothing beyond; c3 captured at two points.
    let p = pos("Ca1 ci11 Be5 sf6 sc3", "r", "-", "-");
    assert_eq!(from(&p, "e5"), targets("e5", "f6 d6 c7 d4 c3 f4 g3"));
}

#[test]
fn t5_horse_leg_blocks_and_a_stronghold_is_a_leg() {
    // The leg e6 (a rival Soldier) blocks d7 and f7; the leg d5 (a Stronghold) blocks c6, c4.
    let p = pos("Ca1 He5 se6 Xd5 sg6 Sf3 ci11", "r", "-", "-");
    assert_eq!(from(&p, "e5"), targets("e5", "d3 g4 g6"));
    // Without the blockers all eight points are reached.
    let p = pos("Ca1 He5 ci11", "r", "-", "-");
    assert_eq!(from(&p, "e5"), targets("e5", "d7 f7 d3 f3 g6 g4 c6 c4"));
    // The Stronghold d5 moves with the Horse's move pattern (its leg e5 is the Horse: blocked).
    let p = pos("Ca1 ci11 He5 Xd5 se6 sg6 sd7", "r", "-", "-");
    assert_eq!(from(&p, "e5"), targets("e5", "d3 f3 g4 g6"));
    assert_eq!(from(&p, "d5"), targets("d5", "c7 e7 c3 e3 b6 b4"));
    assert_eq!(legal(&p).len(), 10);
}

#[test]
fn t5_tiger_slides_and_captures_the_first_rival_never_a_stronghold() {
    let p = pos("Ca1 Te5 se8 Xg5 Sd5 ci11", "r", "-", "-");
    assert_eq!(from(&p, "e5"), targets("e5", "e6 e7 e8 e4 e3 e2 e1 f5"));
    let p = pos("Ca1 ci11 Te5 Xe7 se9 sc5 Xa5 Se3", "r", "-", "-");
    assert_eq!(from(&p, "e5"), targets("e5", "e6 d5 c5 f5 g5 h5 i5 e4"));
}

#[test]
fn t5_lurker_screens_include_strongholds_which_are_never_captured() {
    // Over the Stronghold c6 onto the black Soldier f6.
    let p = pos("Ci1 La6 Xc6 sf6 ci11", "r", "-", "-");
    assert_eq!(from(&p, "a6"), targets("a6", "a1 a2 a3 a4 a5 a7 a8 a9 a10 a11 b6 f6"));
    // Over the black Soldier c6 the first piece is a Stronghold: no capture, and the screen
    // itself is not captured either.
    let p = pos("Ci1 La6 sc6 Xf6 ci11", "r", "-", "-");
    assert_eq!(from(&p, "a6"), targets("a6", "a1 a2 a3 a4 a5 a7 a8 a9 a10 a11 b6"));
    // Up: screen e7 (Stronghold), captures e9. Left: screen c5, but a5 is a Stronghold. Down:
    // screen e3 (own), nothing beyond.
    let p = pos("Ca1 ci11 Le5 Xe7 se9 sc5 Xa5 Se3", "r", "-", "-");
    assert_eq!(from(&p, "e5"), targets("e5", "e6 e9 d5 f5 g5 h5 i5 e4"));
}

#[test]
fn t5_raider_jumps_one_piece_to_empty_points_and_captures_like_a_horse() {
    // Jumps over e7 to e8–e10 (up to the City e11, not capturing it); over the Stronghold g5 to
    // h5, i5; over its own Soldier d5 to c5–a5; nothing south (no screen). Captures like a
    // Horse: f7 (leg e6 empty); c4 is not capturable because the leg d5 is occupied.
    let p = pos("Ca1 Re5 se7 ce11 Xg5 Sd5 sf7 sc4", "r", "-", "-");
    assert_eq!(from(&p, "e5"), targets("e5", "e8 e9 e10 h5 i5 c5 b5 a5 f7"));
    // Left: over d5 to c5, b5 (a5 stops it, no capture); g4 is a Stronghold, never captured.
    let p = pos("Ca1 ci11 Re5 se7 Se10 Xg5 sd5 sa5 sf7 sc6 Xg4", "r", "-", "-");
    assert_eq!(from(&p, "e5"), targets("e5", "e8 e9 h5 i5 c5 b5 f7"));
}

#[test]
fn t5_wing_slides_diagonally_captures_one_step_only() {
    // Moves: slides on the diagonals; captures: only f6, one point away, not b8 or h2.
    let p = pos("Ca1 We5 sf6 sb8 sh2 ci11", "r", "-", "-");
    assert_eq!(from(&p, "e5"), targets("e5", "f6 d6 c7 f4 g3 d4 c3 b2"));
    // Stopped by h8 and d6 (captured), sliding down-left to a1; the Stronghold f4 borrows
    // the Wing's slides (never capturing i7).
    let p = pos("Ci1 ci11 We5 sh8 sd6 Xf4 si7", "r", "-", "-");
    assert_eq!(from(&p, "e5"), targets("e5", "f6 g7 d6 d4 c3 b2 a1"));
    assert_eq!(from(&p, "f4"), targets("f4", "g5 h6 g3 h2 e3 d2 c1"));
    assert_eq!(legal(&p).len(), 14);
}

#[test]
fn t5_engine_moves_one_or_two_never_captures() {
    // 1–2 points in 8 directions, middle empty; never captures (e6, f6 are rival pieces).
    let p = pos("Ca1 Ee5 se6 sf6 Xd4 ci11", "r", "-", "-");
    assert_eq!(from(&p, "e5"), targets("e5", "e4 e3 f5 g5 d5 c5 d6 c7 f4 g3"));
}

// ---- T5 Shield --------------------------------------------------------------------------------

#[test]
fn t5_shield_plain_drop_anywhere_judged_with_the_shield_lifted() {
    // Every empty point except its own, unless a piece in the target's field cannot be pushed:
    // next to a corner City a push would leave the board.
    let p = pos("Ca1 De5 ci11", "r", "-", "-");
    let expected: BTreeSet<String> = (0..99u8)
        .map(shuangcheng_engine::twin_cities::point_name)
        .filter(|q| !["a1", "i11", "e5", "a2", "b1", "b2", "i10", "h11", "h10"].contains(&q.as_str()))
        .map(|q| format!("e5{q}"))
        .collect();
    assert_eq!(from(&p, "e5"), expected);
    // e4's field holds only the Shield's own point: a plain drop; e6's holds e7: a shock drop.
    let p = pos("Ca1 ci11 De5 se7 Sg7 Xg9", "r", "-", "-");
    let d = from(&p, "e5");
    assert!(d.contains("e5e4") && !d.contains("e5*e4"));
    assert!(d.contains("e5*e6") && !d.contains("e5e6"));
    // f8: e7 -> d6, g7 -> h6, the Stronghold g9 -> h10: all free.
    assert!(d.contains("e5*f8"));
    // h10: the Black City i11 would be pushed off the board.
    assert!(!d.contains("e5*h10") && !d.contains("e5h10"));
    // Never onto an occupied point; a far empty corner with an empty field.
    assert!(!d.iter().any(|a| a.ends_with("e7") || a.ends_with("g7")));
    assert!(d.contains("e5a11"));
}

#[test]
fn t5_shield_shock_drop_pushes_and_is_written_with_a_star() {
    let p = pos("Ca1 De5 Sd7 se8 ci11", "r", "-", "-");
    let l = from(&p, "e5");
    assert!(l.contains("e5*e7") && !l.contains("e5e7"));
    // d7 goes one point west, e8 one point north; the target's field ends empty.
    assert_eq!(after(&p, "e5*e7"), fen("Ca1 De7 Sc7 se9 ci11", "b", "-", "-", 1, 1));
    // A drop that pushes nothing is a plain move.
    assert!(l.contains("e5a5") && !l.contains("e5*a5"));
    // e7 pushes e6 south onto e5, the Shield's own old point.
    let p = pos("Ca1 De5 se6 ci11", "r", "-", "-");
    assert!(from(&p, "e5").contains("e5*e7") && from(&p, "e5").contains("e5e3"));
    assert_eq!(after(&p, "e5*e7"), fen("Ca1 se5 De7 ci11", "b", "-", "-", 1, 1));
}

#[test]
fn t5_shield_blocked_push_forbids_the_drop() {
    // Dropping on e7 would push d7 west onto c7, which is occupied: illegal.
    // Dropping on b9 would push a9 west off the board: illegal.
    let p = pos("Ca1 De5 Sd7 Sc7 sa9 ci11", "r", "-", "-");
    let l = from(&p, "e5");
    assert!(!l.contains("e5*e7") && !l.contains("e5e7"));
    assert!(!l.contains("e5*b9") && !l.contains("e5b9"));
    // f9's field is empty: a plain drop.
    assert!(l.contains("e5f9"));
    // e8 would go onto e9: blocked; without e9 the drop is legal.
    assert!(!from(&pos("Ca1 ci11 Dc3 se6 se8 se9", "r", "-", "-"), "c3").contains("c3*e7"));
    assert!(from(&pos("Ca1 ci11 Dc3 se6 se8", "r", "-", "-"), "c3").contains("c3*e7"));
}

#[test]
fn t5_shield_pushes_cities_strongholds_and_locked_pieces() {
    // Black's City e8 is locked by Red's Engine e6 (T10); a shock drop on e7 still pushes it,
    // and pushes the Stronghold d7 and Red's own Engine e6.
    let p = pos("Ca1 Da5 Ee6 Xd7 ce8 Sf8", "r", "-", "-");
    assert!(from(&p, "a5").contains("a5*e7"));
    assert_eq!(after(&p, "a5*e7"), fen("Ca1 Ee5 Xc7 De7 ce9 Sg9", "b", "-", "-", 1, 1));
    // The Red City e5 is locked by the Black Engine e3 (e4 empty): it does not move, but it
    // is pushed.
    let p = pos("Ce5 Sd4 ci11 Da11 sd7 Xf7 ee3 sf5", "r", "-", "-");
    assert!(from(&p, "e5").is_empty(), "a locked City does not move");
    assert_eq!(after(&p, "a11*e6"), fen("Ce4 Sd4 ci11 De6 sc8 Xg8 ee3 sg4", "b", "-", "-", 1, 1));
}

#[test]
fn t5_shield_captures_like_a_soldier_only() {
    let p = pos("Ca1 ci11 De5 sf5 sf6", "r", "-", "-");
    let d = from(&p, "e5");
    assert!(d.contains("e5f5"), "orthogonal capture");
    assert!(!d.contains("e5f6"), "no diagonal capture");
    // e4's field holds f5 (pushed to g6): a shock drop, not a plain step.
    assert!(d.contains("e5*e4") && !d.contains("e5e4"));
    assert_eq!(after(&p, "e5f5"), fen("Ca1 ci11 Df5 sf6", "b", "-", "s", 0, 1));
}

// ---- T5 City and Stronghold -------------------------------------------------------------------

/// Red City e5 with one Red piece of `kind` on d4; Black Soldiers e6, g7, e9; Black City i11.
fn city_with(kind: char) -> TwinCities {
    pos(&format!("Ce5 {kind}d4 se6 sg7 se9 ci11"), "r", "-", "-")
}

#[test]
fn t5_city_copies_each_kind_captures_included() {
    assert_eq!(from(&city_with('S'), "e5"), targets("e5", "e6 e4 d5 f5"));
    assert_eq!(from(&city_with('F'), "e5"), targets("e5", "e6 e4 e3 f5 g5 d5 c5"));
    assert_eq!(from(&city_with('B'), "e5"), targets("e5", "f6 g7 d6 c7 f4 g3"));
    assert_eq!(from(&city_with('H'), "e5"), targets("e5", "d3 f3 g6 g4 c6 c4"));
    assert_eq!(from(&city_with('T'), "e5"), targets("e5", "e6 e4 e3 e2 e1 f5 g5 h5 i5 d5 c5 b5 a5"));
    assert_eq!(from(&city_with('L'), "e5"), targets("e5", "e9 e4 e3 e2 e1 f5 g5 h5 i5 d5 c5 b5 a5"));
    assert_eq!(from(&city_with('W'), "e5"), targets("e5", "f6 d6 c7 b8 a9 f4 g3 h2 i1"));
    assert_eq!(from(&city_with('R'), "e5"), targets("e5", "e7 e8"));
    assert_eq!(from(&city_with('E'), "e5"), targets("e5", "e4 e3 f5 g5 d5 c5 f6 d6 c7 f4 g3"));
    let shield = from(&city_with('D'), "e5");
    // Captures like a Soldier, drops anywhere (judged with the City lifted), pushes.
    assert!(shield.contains("e5e6") && shield.contains("e5a2") && shield.contains("e5*e7"));
    // f5's field holds e6 (pushed to d7): only a shock drop.
    assert!(shield.contains("e5*f5") && !shield.contains("e5f5"));
    // The copied pattern is the Shield's: no follower.
    assert!(shield.iter().all(|a| !a.contains('~')));
}

#[test]
fn t5_city_merges_the_patterns_of_its_field_and_brings_no_follower() {
    // Foot and Soldier in the field: the union of both patterns, each target once, no `~`.
    let p = pos("Ce5 Fd4 Sf4 ci11", "r", "-", "-");
    assert_eq!(from(&p, "e5"), targets("e5", "e6 e7 e4 e3 f5 g5 d5 c5"));
    // Foot, Bow and Soldier, captures included (c7 by the Bow, g5 by the Foot).
    let p = pos("Ce5 Fe6 Bd4 Sf4 sc7 sg5 ci11", "r", "-", "-");
    assert_eq!(from(&p, "e5"), targets("e5", "e4 e3 d5 c5 f5 g5 f6 g7 d6 c7"));
}

#[test]
fn t5_city_cannot_move_when_locked() {
    // Black's Engine e7 threatens e6 and e5 (e6 empty): Red's City is locked.
    let p = pos("Ce5 Td4 ee7 ci11", "r", "-", "-");
    assert_eq!(from(&p, "e5"), BTreeSet::new());
    // With e6 occupied the Engine no longer reaches e5.
    let p = pos("Ce5 Td4 Se6 ee7 ci11", "r", "-", "-");
    assert!(!from(&p, "e5").is_empty());
}

#[test]
fn t5_stronghold_moved_by_either_side_with_move_only_patterns() {
    // Red's Foot d5 lends X its move-only pattern: no capture of e8 (a rival piece).
    let p = pos("Ca1 Fd5 Xe6 se8 ci11", "r", "-", "-");
    assert_eq!(from(&p, "e6"), targets("e6", "e7 e5 e4 f6 g6 d6 c6"));
    // Black to move: Black's Horse f7 lends the horse pattern (leg rule); Red's Foot lends Black
    // nothing.
    let p = pos("Ca1 Fd5 Xe6 hf7 ci11", "b", "-", "-");
    assert_eq!(from(&p, "e6"), targets("e6", "d8 f8 d4 f4 g7 g5 c7 c5"));
    let p = pos("Ca1 Fd5 Xe6 hf7 ci11", "r", "-", "-");
    assert_eq!(from(&p, "e6"), targets("e6", "e7 e8 e5 e4 f6 g6 d6 c6"));
    // A Tiger lends its slides; Black, with nothing in the field, cannot move X.
    let p = pos("Ca1 ci11 Xe6 Te5 sh6", "r", "-", "-");
    assert_eq!(from(&p, "e6"), targets("e6", "e7 e8 e9 e10 e11 f6 g6 d6 c6 b6 a6"));
    assert!(from(&pos("Ca1 ci11 Xe6 Te5 sh6", "b", "-", "-"), "e6").is_empty());
}

#[test]
fn t5_stronghold_gets_nothing_from_a_city() {
    let p = pos("Cd5 Xe6 ci11", "r", "-", "-");
    assert_eq!(from(&p, "e6"), BTreeSet::new());
}

#[test]
fn t5_stronghold_with_shield_pattern_drops_and_pushes() {
    let p = pos("Ca1 Dd5 Xe6 se7 sf9 ci11", "r", "-", "-");
    let l = from(&p, "e6");
    // No capture of e7 (move-only), a plain drop far away, a shock drop on f8 pushing e7 and f9.
    assert!(!l.contains("e6e7"));
    assert!(l.contains("e6a3"));
    assert!(l.contains("e6*f8"));
    assert_eq!(after(&p, "e6*f8"), fen("Ca1 Dd5 sd6 Xf8 sf10 ci11", "b", "-", "-", 1, 1));
}

// ---- T9 followers -----------------------------------------------------------------------------

#[test]
fn t9_follower_to_any_empty_point_of_the_new_field_the_vacated_one_included() {
    let p = pos("Ca1 Fe5 Sd4 ci11", "r", "-", "-");
    let followers: BTreeSet<String> = from(&p, "e5").into_iter().filter(|a| a.starts_with("e5e6~")).collect();
    assert_eq!(followers, targets("e5e6~d4", "d5 e5 f5 d6 f6 d7 e7 f7"));
    assert_eq!(after(&p, "e5e6~d4e5"), fen("Ca1 Se5 Fe6 ci11", "b", "-", "-", 1, 1));
    // 8 targets; followers to every empty point of each new field but d4 itself; a Soldier
    // out of the old field (a11) never follows.
    let p = pos("Ca1 ci11 Fe5 Sd4 Sa11", "r", "-", "-");
    let f = from(&p, "e5");
    assert_eq!(f.iter().filter(|a| !a.contains('~')).count(), 8);
    assert_eq!(f.len(), 8 + 60);
    let e4: BTreeSet<String> = f.iter().filter(|a| a.starts_with("e5e4")).cloned().collect();
    assert_eq!(e4, set(&["e5e4"]).union(&targets("e5e4~d4", "d3 e3 f3 f4 d5 e5 f5")).cloned().collect());
    assert!(!f.iter().any(|a| a.contains("~a11")));
    assert_eq!(after(&p, "e5e4~d4e5"), fen("Ca1 ci11 Fe4 Se5 Sa11", "b", "-", "-", 1, 1));
}

#[test]
fn t9_follower_must_move_and_captures_nothing() {
    // The Bow goes to d6; the Soldier d5 is in d6's field but must change its point; c7 holds a
    // rival and is not a follower target.
    let p = pos("Ca1 Be5 Sd5 sc7 ci11", "r", "-", "-");
    let followers: BTreeSet<String> = from(&p, "e5").into_iter().filter(|a| a.starts_with("e5d6~")).collect();
    assert_eq!(followers, targets("e5d6~d5", "c5 e5 c6 e6 d7 e7"));
}

#[test]
fn t9_follower_after_a_capture_but_not_after_the_city_capture() {
    let p = pos("Ca1 He5 Sd4 sf7 ci11", "r", "-", "-");
    assert!(from(&p, "e5").contains("e5f7~d4e6"));
    assert_eq!(after(&p, "e5f7~d4e6"), fen("Ca1 Se6 Hf7 ci11", "b", "-", "s", 0, 1));
    // Capturing the City f7 ends the game: no follower; capturing d7 takes one, though e5
    // (the Horse's old point) is not in d7's field.
    let p = pos("Ca1 He5 Se4 cf7 sd7", "r", "-", "-");
    let h = from(&p, "e5");
    assert!(h.contains("e5f7") && !h.iter().any(|a| a.starts_with("e5f7~")));
    assert!(h.contains("e5d7~e4e7") && h.contains("e5d7~e4c8") && !h.contains("e5d7~e4e5"));
    assert_eq!(play(&p, &["e5d7~e4c8"]).to_string(), fen("Ca1 Hd7 Sc8 cf7", "b", "-", "s", 0, 1));
}

#[test]
fn t9_only_foot_bow_and_horse_lead() {
    for g in ["T", "L", "W", "R", "D", "E"] {
        let p = pos(&format!("Ca1 ci11 {g}e5 Sd4 sh8"), "r", "-", "-");
        assert!(!legal(&p).iter().any(|a| a.contains('~')), "{g}");
    }
    for g in ["F", "B", "H"] {
        let p = pos(&format!("Ca1 ci11 {g}e5 Sd4"), "r", "-", "-");
        assert!(legal(&p).iter().any(|a| a.contains('~')), "{g}");
    }
}
