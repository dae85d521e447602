//! Twin Cities' own invariants over thousands of seeded random games: piece counts (T2), the
//! end by no legal action (T11), taps, and the repetition key. The checks every game shares
//! (notation round trips, unique actions, terminal states) are `random_games.rs`'s.

use shuangcheng_engine::rng::Rng;
use shuangcheng_engine::twin_cities::{parse_point, Action, Kind, TwinCities};
use shuangcheng_engine::{twin_cities, EndReason, Position, Presentation, Side};

/// T2: each side's pieces on board plus reserve stay exactly at the start counts (16 a side,
/// the City only lost by a capture that ends the game); two Strongholds on the board.
fn check_counts(p: &TwinCities) {
    let mut board = [[0u32; 12]; 2];
    let mut strongholds = 0;
    for q in 0..99u8 {
        match p.piece_at(q) {
            Some((Kind::Stronghold, None)) => strongholds += 1,
            Some((k, Some(s))) => board[s.index()][k as usize] += 1,
            Some((k, None)) => panic!("neutral {k:?} in {p}"),
            None => {}
        }
    }
    assert_eq!(strongholds, 2, "{p}");
    for side in Side::BOTH {
        let mut total = 0;
        for k in Kind::RESERVE {
            let n = board[side.index()][k as usize] + p.reserve_count(side, k) as u32;
            assert_eq!(n, k.count() as u32, "{side:?} {k:?} in {p}");
            total += n;
        }
        let cities = board[side.index()][Kind::City as usize];
        assert_eq!(cities, p.city(side).is_some() as u32, "{p}");
        assert_eq!(total + cities, 15 + p.city(side).is_some() as u32);
    }
}

fn check_position(p: &TwinCities, actions: &[Action], all_children: bool) {
    check_counts(p);
    // The finished position after a City capture reads back too, and the key survives.
    let back: TwinCities = p.to_string().parse().unwrap_or_else(|e| panic!("{p}: {e}"));
    assert_eq!((&back, back.key()), (p, p.key()));
    if let Some(o) = p.outcome() {
        if o.reason == EndReason::NO_LEGAL_ACTION {
            assert_eq!(o.winner, Some(p.to_move().other()));
        }
    }
    if all_children {
        for a in actions {
            let taps = p.action_info(a).taps;
            assert!(!taps.is_empty());
            if let Action::Move { from, .. } = a {
                assert_eq!(parse_point(&taps[0].token), Some(*from));
            }
            let next = p.play(a).unwrap_or_else(|e| panic!("{a} in {p}: {e}"));
            check_counts(&next);
            assert_ne!(next.to_move(), p.to_move());
        }
    }
}

#[test]
fn random_games_keep_every_invariant() {
    let mut rng = Rng::new(20261129);
    let mut actions = Vec::new();
    let (mut positions, mut ends) = (0u64, [0u32; 4]);
    for game in 0..1500 {
        let mut p = TwinCities::start();
        for ply in 0..160 {
            p.legal_actions(&mut actions);
            // Every legal action is applied in a sample of the positions.
            check_position(&p, &actions, (game + ply) % 16 == 0);
            positions += 1;
            if actions.is_empty() {
                break;
            }
            // Prefer board moves a little so that games travel; pass now and then.
            let a = if rng.below(50) == 0 {
                p.pass().unwrap()
            } else {
                let mut a = *rng.pick(&actions).unwrap();
                if matches!(a, Action::Recruit { .. } | Action::Exchange { .. }) && rng.below(2) == 0 {
                    a = *rng.pick(&actions).unwrap();
                }
                a
            };
            p = p.play(&a).unwrap();
        }
        match p.outcome().map(|o| o.reason) {
            Some(twin_cities::CITY_CAPTURED) => ends[0] += 1,
            Some(EndReason::NO_LEGAL_ACTION) => ends[1] += 1,
            Some(twin_cities::NO_PROGRESS) => ends[2] += 1,
            _ => ends[3] += 1,
        }
    }
    assert!(positions > 100_000, "{positions}");
    // The random games reach City captures (and the rest keep going).
    assert!(ends[0] > 100, "{ends:?}");
}

#[test]
fn key_ignores_the_ply_counters_only() {
    let a: TwinCities =
        "9/4c4/3s1s3/9/9/2X3X2/9/9/3S1S3/4C4/9 r S4TFBHLWRDE s4tfbhlwrde 0 1".parse().unwrap();
    let b: TwinCities =
        "9/4c4/3s1s3/9/9/2X3X2/9/9/3S1S3/4C4/9 r S4TFBHLWRDE s4tfbhlwrde 8 5".parse().unwrap();
    let c: TwinCities =
        "9/4c4/3s1s3/9/9/2X3X2/9/9/3S1S3/4C4/9 b S4TFBHLWRDE s4tfbhlwrde 0 1".parse().unwrap();
    let d: TwinCities = "9/4c4/3s1s3/9/9/2X3X2/9/9/3S1S3/4C4/9 r S4TFBHLWRD s4tfbhlwrde 0 1".parse().unwrap();
    assert_eq!(a.key(), b.key());
    assert_ne!(a.key(), c.key());
    assert_ne!(a.key(), d.key());
}
