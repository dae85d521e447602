//! Twin Cities rule examples (spec/twin-cities.md): each test names its rule, builds a small
//! position in T13 notation and checks the exact legal actions or the resulting position.

use std::collections::BTreeSet;

use shuangcheng_engine::twin_cities::TwinCities;
use shuangcheng_engine::{EndReason, Game, Outcome, Position, Side};

/// A T13 position from a piece list such as `"Ca1 He5 ci11 Xd5"` (uppercase Red, lowercase
/// Black, `X` Stronghold), the side to move and both reserves.
fn fen(pieces: &str, side: &str, red: &str, black: &str, quiet: u32, turn: u32) -> String {
    let mut grid = [['.'; 9]; 11];
    for token in pieces.split_whitespace() {
        let letter = token.chars().next().unwrap();
        let file = (token.as_bytes()[1] - b'a') as usize;
        let rank: usize = token[2..].parse().unwrap();
        grid[rank - 1][file] = letter;
    }
    let ranks: Vec<String> = (0..11)
        .rev()
        .map(|r| {
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
            s
        })
        .collect();
    format!("{} {side} {red} {black} {quiet} {turn}", ranks.join("/"))
}

fn pos(pieces: &str, side: &str, red: &str, black: &str) -> TwinCities {
    let s = fen(pieces, side, red, black, 0, 1);
    s.parse().unwrap_or_else(|e| panic!("{s}: {e}"))
}

fn legal(p: &TwinCities) -> BTreeSet<String> {
    let mut v = Vec::new();
    p.legal_actions(&mut v);
    v.iter().map(|a| a.to_string()).collect()
}

/// The legal board actions that start at `from` (its moves, captures, drops, followers).
fn from(p: &TwinCities, from: &str) -> BTreeSet<String> {
    legal(p)
        .into_iter()
        .filter(|a| a.starts_with(from) && !a[from.len()..].starts_with(|c: char| c.is_ascii_digit()))
        .collect()
}

fn set(actions: &[&str]) -> BTreeSet<String> {
    actions.iter().map(|s| s.to_string()).collect()
}

/// `from`'s plain moves and captures to the listed points.
fn targets(from: &str, points: &str) -> BTreeSet<String> {
    points.split_whitespace().map(|t| format!("{from}{t}")).collect()
}

fn after(p: &TwinCities, action: &str) -> String {
    let a = p.parse_action(action).unwrap_or_else(|e| panic!("{action}: {e}"));
    p.play(&a).unwrap().to_string()
}

// ---- T3 / T4 -------------------------------------------------------------------------------

#[test]
fn t3_start_position_and_first_actions() {
    let start = TwinCities::start();
    assert_eq!(start.to_string(), "9/4c4/3s1s3/9/9/2X3X2/9/9/3S1S3/4C4/9 r S4TFBHLWRDE s4tfbhlwrde 0 1");
    let l = legal(&start);
    assert_eq!(l.len(), 82);
    // The City copies the Soldiers' step; each Soldier steps; six recruits; 8 generals × 8 points.
    assert_eq!(from(&start, "e2"), targets("e2", "e1 d2 f2 e3"));
    assert_eq!(from(&start, "d3"), targets("d3", "d2 c3 e3 d4"));
    assert_eq!(l.iter().filter(|a| a.starts_with('+')).count(), 6);
    assert_eq!(l.iter().filter(|a| a.contains('@')).count(), 64);
    assert!(!l.iter().any(|a| a.starts_with("T@")), "the Tiger needs three Soldiers");
}

// ---- T5 movement ---------------------------------------------------------------------------

#[test]
fn t5_soldier_steps_orthogonally() {
    let p = pos("Ca1 Se5 se6 Xd5 ci11", "r", "-", "-");
    assert_eq!(from(&p, "e5"), targets("e5", "e6 e4 f5"));
}

#[test]
fn t5_foot_one_or_two_orthogonal_middle_empty() {
    let p = pos("Ca1 Fe5 se7 Xe4 sf5 Sd5 ci11", "r", "-", "-");
    // North: e6, capture e7. South: blocked by the Stronghold. East: capture f5. West: own piece.
    assert_eq!(from(&p, "e5"), set(&["e5e6", "e5e7", "e5f5"]).union(&followers_foot()).cloned().collect());
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
}

#[test]
fn t5_horse_leg_blocks() {
    // The leg e6 (a rival Soldier) blocks d7 and f7; the leg d5 (a Stronghold) blocks c6, c4.
    let p = pos("Ca1 He5 se6 Xd5 sg6 Sf3 ci11", "r", "-", "-");
    assert_eq!(from(&p, "e5"), targets("e5", "d3 g4 g6"));
    // Without the blockers all eight points are reached.
    let p = pos("Ca1 He5 ci11", "r", "-", "-");
    assert_eq!(from(&p, "e5"), targets("e5", "d7 f7 d3 f3 g6 g4 c6 c4"));
}

#[test]
fn t5_tiger_slides_and_never_captures_a_stronghold() {
    let p = pos("Ca1 Te5 se8 Xg5 Sd5 ci11", "r", "-", "-");
    assert_eq!(from(&p, "e5"), targets("e5", "e6 e7 e8 e4 e3 e2 e1 f5"));
}

#[test]
fn t5_lurker_screen_stronghold_as_screen() {
    // Over the Stronghold c6 onto the black Soldier f6.
    let p = pos("Ci1 La6 Xc6 sf6 ci11", "r", "-", "-");
    assert_eq!(from(&p, "a6"), targets("a6", "a1 a2 a3 a4 a5 a7 a8 a9 a10 a11 b6 f6"));
}

#[test]
fn t5_lurker_never_captures_a_stronghold() {
    // Over the black Soldier c6 the first piece is a Stronghold: no capture, and the screen
    // itself is not captured either.
    let p = pos("Ci1 La6 sc6 Xf6 ci11", "r", "-", "-");
    assert_eq!(from(&p, "a6"), targets("a6", "a1 a2 a3 a4 a5 a7 a8 a9 a10 a11 b6"));
}

#[test]
fn t5_raider_landing_range_and_horse_captures() {
    // Jumps over e7 to e8–e10 (up to the City e11, not capturing it); over the Stronghold g5 to
    // h5, i5; over its own Soldier d5 to c5–a5; nothing south (no screen). Captures like a
    // Horse: f7 (leg e6 empty); c4 is not capturable because the leg d5 is occupied.
    let p = pos("Ca1 Re5 se7 ce11 Xg5 Sd5 sf7 sc4", "r", "-", "-");
    assert_eq!(from(&p, "e5"), targets("e5", "e8 e9 e10 h5 i5 c5 b5 a5 f7"));
}

#[test]
fn t5_wing_slides_diagonally_captures_one_step() {
    // Moves: slides on the diagonals; captures: only f6, one point away, not b8 or h2.
    let p = pos("Ca1 We5 sf6 sb8 sh2 ci11", "r", "-", "-");
    assert_eq!(from(&p, "e5"), targets("e5", "f6 d6 c7 f4 g3 d4 c3 b2"));
}

#[test]
fn t5_engine_moves_only() {
    // 1–2 points in 8 directions, middle empty; never captures (e6, f6 are rival pieces).
    let p = pos("Ca1 Ee5 se6 sf6 Xd4 ci11", "r", "-", "-");
    assert_eq!(from(&p, "e5"), targets("e5", "e4 e3 f5 g5 d5 c5 d6 c7 f4 g3"));
}

#[test]
fn t5_shield_plain_drop_anywhere() {
    // Every empty point except its own, unless a piece in the target's field cannot be pushed:
    // next to a corner City a push would leave the board.
    let p = pos("Ca1 De5 ci11", "r", "-", "-");
    let expected: BTreeSet<String> = (0..99u8)
        .map(shuangcheng_engine::twin_cities::point_name)
        .filter(|q| !["a1", "i11", "e5", "a2", "b1", "b2", "i10", "h11", "h10"].contains(&q.as_str()))
        .map(|q| format!("e5{q}"))
        .collect();
    assert_eq!(from(&p, "e5"), expected);
}

#[test]
fn t5_shield_shock_drop_pushes_and_writes_star() {
    let p = pos("Ca1 De5 Sd7 se8 ci11", "r", "-", "-");
    let l = from(&p, "e5");
    assert!(l.contains("e5*e7") && !l.contains("e5e7"));
    // d7 goes one point west, e8 one point north; Q's field ends empty.
    assert_eq!(after(&p, "e5*e7"), fen("Ca1 De7 Sc7 se9 ci11", "b", "-", "-", 1, 1));
    // A drop that pushes nothing is a plain move.
    assert!(l.contains("e5a5") && !l.contains("e5*a5"));
}

#[test]
fn t5_shield_judged_with_the_shield_lifted() {
    // e4 is next to the Shield: with the Shield lifted its field is empty, so a plain drop.
    // e7 pushes e6 south onto e5, the Shield's own old point.
    let p = pos("Ca1 De5 se6 ci11", "r", "-", "-");
    let l = from(&p, "e5");
    assert!(l.contains("e5e3"));
    assert!(l.contains("e5*e7"));
    assert_eq!(after(&p, "e5*e7"), fen("Ca1 se5 De7 ci11", "b", "-", "-", 1, 1));
    // The Shield captures like a Soldier.
    assert!(l.contains("e5e6"));
    assert_eq!(after(&p, "e5e6"), fen("Ca1 De6 ci11", "b", "-", "s", 0, 1));
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
}

#[test]
fn t5_shield_pushes_cities_strongholds_and_locked_pieces() {
    // Black's City e8 is locked by Red's Engine e6 (T10); a shock drop on e7 still pushes it,
    // and pushes the Stronghold d7 and Red's own Engine e6.
    let p = pos("Ca1 Da5 Ee6 Xd7 ce8 Sf8", "r", "-", "-");
    let l = from(&p, "a5");
    assert!(l.contains("a5*e7"));
    assert_eq!(after(&p, "a5*e7"), fen("Ca1 Ee5 Xc7 De7 ce9 Sg9", "b", "-", "-", 1, 1));
}

// ---- T5 City and Stronghold ------------------------------------------------------------

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
    // The copied pattern is the Shield's: no Soldier step onto the empty d5's neighbours.
    assert!(shield.iter().all(|a| a == "e5e6" || !a.contains('~')));
}

#[test]
fn t5_city_copy_brings_no_follower_and_merges_patterns() {
    // Foot and Soldier in the field: the union of both patterns, each target once, no `~`.
    let p = pos("Ce5 Fd4 Sf4 ci11", "r", "-", "-");
    assert_eq!(from(&p, "e5"), targets("e5", "e6 e7 e4 e3 f5 g5 d5 c5"));
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
fn t5_stronghold_moved_by_each_side_with_move_only_patterns() {
    // Red's Foot d5 lends X its move-only pattern: no capture of e8 (a rival piece).
    let p = pos("Ca1 Fd5 Xe6 se8 ci11", "r", "-", "-");
    assert_eq!(from(&p, "e6"), targets("e6", "e7 e5 e4 f6 g6 d6 c6"));
    // Black to move: Black's Horse f7 lends the horse pattern (leg rule); Red's Foot lends Black
    // nothing.
    let p = pos("Ca1 Fd5 Xe6 hf7 ci11", "b", "-", "-");
    assert_eq!(from(&p, "e6"), targets("e6", "d8 f8 d4 f4 g7 g5 c7 c5"));
    let p = pos("Ca1 Fd5 Xe6 hf7 ci11", "r", "-", "-");
    assert_eq!(from(&p, "e6"), targets("e6", "e7 e8 e5 e4 f6 g6 d6 c6"));
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

// ---- T10 locks -------------------------------------------------------------------------------

#[test]
fn t10_engine_locks_city_no_move_no_recruit_no_exchange() {
    // Black's Engine e4 threatens e3 and e2: Red's City neither moves, recruits nor exchanges.
    let p = pos("Ce2 Sd3 Sf3 ee4 ce10", "r", "S4TFBHLWRDE", "s4tfbhlwrd");
    assert_eq!(legal(&p), set(&["d3d4", "d3c3", "d3e3", "d3d2", "f3f4", "f3e3", "f3g3", "f3f2"]));
}

#[test]
fn t10_engine_locks_stronghold_one_side() {
    // Black's Engine e8 locks the Stronghold e6 against Red: no move, no recruit there.
    let p = pos("Ca1 Sd6 Xe6 ee8 ci11", "r", "S", "-");
    assert_eq!(legal(&p), set(&["d6d7", "d6d5", "d6c6"]));
    let v = p.view();
    assert!(v.marks.iter().any(|m| m.at == "e6" && m.kind == "locked-for-first"));
    assert!(!v.marks.iter().any(|m| m.kind == "locked-for-second"));
}

#[test]
fn t10_engine_locks_stronghold_both_sides() {
    // Red's Engine c4 (through d5) locks e6 against Black; Black's Engine e8 against Red.
    let p = pos("Ca1 Sd6 Ec4 Xe6 ee8 sf7 ci11", "r", "S", "s");
    assert!(from(&p, "e6").is_empty() && !legal(&p).iter().any(|a| a.starts_with('+')));
    let p = pos("Ca1 Sd6 Ec4 Xe6 ee8 sf7 ci11", "b", "S", "s");
    assert!(from(&p, "e6").is_empty() && !legal(&p).iter().any(|a| a.starts_with('+')));
    let marks: BTreeSet<String> = p.view().marks.iter().map(|m| format!("{} {}", m.at, m.kind)).collect();
    assert_eq!(marks, set(&["e6 locked-for-first", "e6 locked-for-second"]));
}

#[test]
fn t10_own_engine_never_locks() {
    let p = pos("Ca1 Sd6 Ec4 Xe6 ci11", "r", "S", "-");
    assert_eq!(from(&p, "e6"), targets("e6", "e7 e5 f6"));
    assert_eq!(legal(&p).iter().filter(|a| a.starts_with('+')).count(), 7);
}

// ---- T7 recruit ------------------------------------------------------------------------------

#[test]
fn t7_recruit_overlapping_fields_need_a_matching() {
    // City e5 and Stronghold g5 share f4, f5, f6; Red's Soldier f5 stands in both fields.
    let p = pos("Ce5 Sf5 Xg5 ci11", "r", "S2", "-");
    let recruits: BTreeSet<String> = legal(&p).into_iter().filter(|a| a.starts_with('+')).collect();
    // 12 single points; pairs need one point per site: 5×5 across, plus f4 or f6 with any
    // other point (2×10), plus f4 with f6.
    assert_eq!(recruits.len(), 12 + 25 + 20 + 1);
    assert!(recruits.contains("+f4+f6") && recruits.contains("+d4+g4") && recruits.contains("+e4+f4"));
    assert!(!recruits.contains("+d4+e4"), "both only in the City's field");
    assert!(!recruits.contains("+g4+h4"), "both only in the Stronghold's field");
    assert_eq!(after(&p, "+f4+f6"), fen("Ce5 Sf4 Sf5 Sf6 Xg5 ci11", "b", "-", "-", 0, 1));
}

#[test]
fn t7_recruit_limited_by_the_reserve() {
    let count = |red: &str| {
        let p = pos("Ce5 Sf5 Xg5 ci11", "r", red, "-");
        legal(&p).iter().filter(|a| a.starts_with('+')).count()
    };
    assert_eq!(count("S"), 12);
    assert_eq!(count("-"), 0);
}

#[test]
fn t7_three_sites_one_point_each() {
    let p = pos("Ce5 Sd5 Sf5 Xc5 Xg5 ci11", "r", "S3", "-");
    let l = legal(&p);
    // Points in point order (rank, then file): e4 before b5.
    assert!(l.contains("+e4+b5+h5"));
    assert!(!l.contains("+b4+e4+b5"), "b4 and b5 are only in c5's field");
    assert!(!l.contains("+b5+e4+h5"), "not in point order");
}

#[test]
fn t7_no_recruit_with_a_rival_in_the_field_or_under_a_lock() {
    let recruits = |pieces: &str| -> BTreeSet<String> {
        legal(&pos(pieces, "r", "S2", "-")).into_iter().filter(|a| a.starts_with('+')).collect()
    };
    // A black Soldier on h6 spoils the Stronghold: only the City's seven points, one at a time.
    assert_eq!(recruits("Ce5 Sf5 Xg5 sh6 ci11"), set(&["+d4", "+e4", "+f4", "+d5", "+d6", "+e6", "+f6"]));
    // Black's Engine c3 locks the City (through d4): only the Stronghold's seven points.
    assert_eq!(recruits("Ce5 Sf5 Xg5 ec3 ci11"), set(&["+f4", "+g4", "+h4", "+h5", "+f6", "+g6", "+h6"]));
    // One's own City counts for a Stronghold's control; a rival City spoils it.
    assert_eq!(recruits("Cc4 Xd5 ci11"), set(&["+d4", "+e4", "+c5", "+e5", "+c6", "+d6", "+e6"]));
    assert_eq!(recruits("Cc4 Xd5 ce6"), BTreeSet::new());
}

// ---- T8 exchange -----------------------------------------------------------------------------

#[test]
fn t8_exchange_three_soldiers_for_the_tiger_vacated_points_usable() {
    let p = pos("Ce2 Sd3 Se3 Sf3 ci11", "r", "S3TF", "-");
    let ex: BTreeSet<String> = legal(&p).into_iter().filter(|a| a.contains('@')).collect();
    // Tiger: d3, e3, f3 paid; 5 empty points + 3 vacated. Foot: 3 pairs × (5 + 2).
    assert_eq!(ex.len(), 8 + 21);
    assert!(ex.contains("T@e3:d3,e3,f3") && ex.contains("F@d3:d3,e3") && ex.contains("F@e1:e3,f3"));
    assert!(!ex.contains("F@f3:d3,e3"), "f3 still holds an unpaid Soldier");
    assert_eq!(after(&p, "T@e3:d3,e3,f3"), fen("Ce2 Te3 ci11", "b", "S6F", "-", 0, 1));
    assert_eq!(after(&p, "F@d3:d3,e3"), fen("Ce2 Fd3 Sf3 ci11", "b", "S5T", "-", 0, 1));
}

#[test]
fn t8_exchange_at_a_stronghold_counted_once() {
    // f4 and f5 are in the fields of both the City e5 and the Stronghold g5.
    let p = pos("Ce5 Sf4 Sf5 Xg5 ci11", "r", "S4F", "-");
    let ex: BTreeSet<String> = legal(&p).into_iter().filter(|a| a.contains('@')).collect();
    let expected: BTreeSet<String> =
        "d4 e4 d5 d6 e6 f6 g4 h4 h5 g6 h6 f4 f5".split_whitespace().map(|t| format!("F@{t}:f4,f5")).collect();
    assert_eq!(ex, expected);
    let mut v = Vec::new();
    p.legal_actions(&mut v);
    assert_eq!(v.iter().filter(|a| a.to_string().contains('@')).count(), 13, "no duplicate strings");
}

#[test]
fn t8_exchange_needs_control() {
    // A black piece in the City's field: neither recruit nor exchange there.
    let p = pos("Ce2 Sd3 Sf3 sd1 ci11", "r", "S4TFBHLWRDE", "s5");
    assert!(!legal(&p).iter().any(|a| a.contains('@') || a.starts_with('+')));
}

// ---- T9 followers ----------------------------------------------------------------------------

#[test]
fn t9_follower_vacated_point_usable() {
    let p = pos("Ca1 Fe5 Sd4 ci11", "r", "-", "-");
    let followers: BTreeSet<String> = from(&p, "e5").into_iter().filter(|a| a.starts_with("e5e6~")).collect();
    let expected: BTreeSet<String> =
        "d5 e5 f5 d6 f6 d7 e7 f7".split_whitespace().map(|t| format!("e5e6~d4{t}")).collect();
    assert_eq!(followers, expected);
    assert_eq!(after(&p, "e5e6~d4e5"), fen("Ca1 Se5 Fe6 ci11", "b", "-", "-", 1, 1));
}

#[test]
fn t9_follower_must_move_and_captures_nothing() {
    // The Bow goes to d6; the Soldier d5 is in d6's field but must change its point; c7 holds a
    // rival and is not a follower target.
    let p = pos("Ca1 Be5 Sd5 sc7 ci11", "r", "-", "-");
    let followers: BTreeSet<String> = from(&p, "e5").into_iter().filter(|a| a.starts_with("e5d6~")).collect();
    let expected: BTreeSet<String> =
        "c5 e5 c6 e6 d7 e7".split_whitespace().map(|t| format!("e5d6~d5{t}")).collect();
    assert_eq!(followers, expected);
}

#[test]
fn t9_no_follower_on_a_city_capture() {
    let p = pos("Ca1 Fe5 Sd4 ce7", "r", "-", "-");
    let l = from(&p, "e5");
    assert!(l.contains("e5e7"));
    assert!(!l.iter().any(|a| a.starts_with("e5e7~")));
    assert!(l.iter().any(|a| a.starts_with("e5e6~")));
}

#[test]
fn t9_follower_after_a_capture_and_not_for_other_generals() {
    let p = pos("Ca1 He5 Sd4 sf7 ci11", "r", "-", "-");
    assert!(from(&p, "e5").contains("e5f7~d4e6"));
    assert_eq!(after(&p, "e5f7~d4e6"), fen("Ca1 Se6 Hf7 ci11", "b", "-", "s", 0, 1));
    // A Tiger leads nobody.
    let p = pos("Ca1 Te5 Sd4 ci11", "r", "-", "-");
    assert!(!legal(&p).iter().any(|a| a.contains('~')));
}

// ---- T6 reserve, T11 end -------------------------------------------------------------------

#[test]
fn t6_captured_pieces_go_back_to_their_owner() {
    let p = pos("Ca1 Se5 fe6 ci11", "r", "-", "-");
    assert_eq!(after(&p, "e5e6"), fen("Ca1 Se6 ci11", "b", "-", "f", 0, 1));
    let p = pos("Ca1 Se5 se6 ci11", "r", "-", "s3");
    assert_eq!(after(&p, "e5e6"), fen("Ca1 Se6 ci11", "b", "-", "s4", 0, 1));
}

#[test]
fn t11_city_capture_wins() {
    let p = pos("Ca1 Se5 ce6", "r", "-", "-");
    let next = p.play(&p.parse_action("e5e6").unwrap()).unwrap();
    assert_eq!(next.outcome(), Some(Outcome::win(Side::First, EndReason::CityCaptured)));
    let mut v = Vec::new();
    next.legal_actions(&mut v);
    assert!(v.is_empty());
    assert_eq!(next.pass(), None);
    assert!(next.parse_action("pass").is_err());
}

#[test]
fn t11_no_legal_action_loses() {
    // Red's only piece is its City, locked by Black's Engine a3; nothing to recruit.
    let p = pos("Ca1 ea3 ci11", "r", "-", "-");
    assert!(legal(&p).is_empty());
    assert_eq!(p.outcome(), Some(Outcome::win(Side::Second, EndReason::NoLegalAction)));
    assert_eq!(p.pass(), None);
}

#[test]
fn t11_threefold_repetition() {
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
    assert_eq!(g.outcome(), Some(Outcome::draw(EndReason::Repetition)));
    assert!(g.legal_actions().is_empty());
}

#[test]
fn t11_hundred_plies_without_progress() {
    let s = fen("Ca1 Se5 ci11", "r", "-", "-", 99, 60);
    let p: TwinCities = s.parse().unwrap();
    assert_eq!(p.outcome(), None);
    let next = p.play(&p.parse_action("e5e6").unwrap()).unwrap();
    assert_eq!(next.to_string(), fen("Ca1 Se6 ci11", "b", "-", "-", 100, 60));
    assert_eq!(next.outcome(), Some(Outcome::draw(EndReason::NoProgress)));
    assert!(legal(&next).is_empty() && next.pass().is_none());
    // A recruit resets the count.
    let p: TwinCities = fen("Ce5 Sf5 ci11", "r", "S", "-", 99, 60).parse().unwrap();
    assert_eq!(after(&p, "+e6"), fen("Ce5 Sf5 Se6 ci11", "b", "-", "-", 0, 60));
}

#[test]
fn t12_pass_counts_a_ply_and_is_refused_when_over() {
    let start = TwinCities::start();
    let p1 = start.play(&start.parse_action("pass").unwrap()).unwrap();
    assert_eq!(p1.to_string(), "9/4c4/3s1s3/9/9/2X3X2/9/9/3S1S3/4C4/9 b S4TFBHLWRDE s4tfbhlwrde 1 1");
    let p2 = p1.play(&p1.pass().unwrap()).unwrap();
    assert_eq!(p2.to_string(), "9/4c4/3s1s3/9/9/2X3X2/9/9/3S1S3/4C4/9 r S4TFBHLWRDE s4tfbhlwrde 2 2");
    // The 100th quiet ply may be a pass.
    let p: TwinCities = fen("Ca1 Se5 sh10 ci11", "b", "-", "-", 99, 60).parse().unwrap();
    let over = p.play(&p.pass().unwrap()).unwrap();
    assert_eq!(over.outcome(), Some(Outcome::draw(EndReason::NoProgress)));
    assert_eq!(over.pass(), None);
}
