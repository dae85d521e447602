//! Generals' own invariants over seeded random games from every preset and a mêlée: HP within bounds, no
//! two units on a cell except Chariot passengers (and the G15 leftovers of a Chariot),
//! passengers on their Chariot's cell, soldiers gone when their general is gone, positions
//! round-trip at turn boundaries (and mid-turn in the extended form), legal actions are
//! unique and playable, terminal positions have none.

use std::collections::HashSet;

use shuangcheng_engine::generals::{preset, Army, Generals, Kind, UnitId, PRESETS};
use shuangcheng_engine::rng::Rng;
use shuangcheng_engine::{Position, Side};

fn check_invariants(p: &Generals) {
    let text = p.to_string();
    let mut cells: Vec<(String, String, Option<String>)> = Vec::new();
    for (id, u) in p.units() {
        assert!(u.hp >= 1 && u.hp <= u.kind.max_hp(), "{id} HP {} in {text}", u.hp);
        assert!(u.cd <= 1 && (u.cd == 0 || u.kind.has_cooldown()), "{id} cooldown in {text}");
        if !id.is_general() {
            assert!(p.unit(UnitId::new(id.colour(), 0)).is_some(), "{id} without its general in {text}");
        }
        let sq = p.map().square(u.cell).to_string();
        let carrier = (u.carrier != 0xFF).then(|| UnitId(u.carrier).to_string());
        if let Some(c) = &carrier {
            let cu = p.unit(UnitId::parse(c).unwrap()).expect("carrier present");
            assert_eq!(cu.kind, Kind::Chariot, "{id} carried by a non-Chariot in {text}");
            assert_eq!(cu.cell, u.cell, "{id} off its Chariot's cell in {text}");
        }
        if p.map().is_water(u.cell) {
            assert_eq!(u.kind, Kind::Marine, "{id} in water in {text}");
        }
        cells.push((id.to_string(), sq, carrier));
    }
    for (i, (a, sa, ca)) in cells.iter().enumerate() {
        for (b, sb, cb) in &cells[i + 1..] {
            if sa == sb && ca.is_none() && cb.is_none() {
                // Only the G15 leftovers of a Chariot share a cell on foot: same team.
                assert_eq!(
                    a.as_bytes()[0] == b'r' || a.as_bytes()[0] == b'b',
                    b.as_bytes()[0] == b'r' || b.as_bytes()[0] == b'b',
                    "{a} and {b} share {sa} in {text}"
                );
            }
        }
    }
    // Round trip (both forms) and the key.
    let back: Generals = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
    assert_eq!(back.to_string(), text);
    assert_eq!(back.key(), p.key(), "{text}");
}

/// Plays random games from `start`; returns (games, actions, finished games).
fn random_games(start: &Generals, games: usize, max_actions: usize, seed: u64) -> (usize, usize, usize) {
    let mut rng = Rng::new(seed);
    let mut actions = Vec::new();
    let (mut total, mut finished) = (0, 0);
    for _ in 0..games {
        let mut p = start.clone();
        for _ in 0..max_actions {
            check_invariants(&p);
            p.legal_actions(&mut actions);
            if p.outcome().is_some() {
                assert!(actions.is_empty() && p.pass().is_none());
                assert!(p.at_turn_boundary());
                finished += 1;
                break;
            }
            assert!(!actions.is_empty());
            let texts: HashSet<String> = actions.iter().map(|a| a.to_string()).collect();
            assert_eq!(texts.len(), actions.len(), "duplicate actions in {p}");
            assert_eq!(p.at_turn_boundary(), actions.iter().all(|a| a.to_string().starts_with(['l', 't'])));
            // Mostly attacks and steps, `end` now and then, a timeout rarely.
            let a = if rng.below(200) == 0 {
                p.pass().unwrap()
            } else {
                let attacks: Vec<_> = actions.iter().filter(|a| a.to_string().contains('x')).collect();
                if !attacks.is_empty() && rng.below(3) > 0 {
                    *attacks[rng.below(attacks.len())]
                } else {
                    actions[rng.below(actions.len())]
                }
            };
            let text = a.to_string();
            let parsed = p.parse_action(&text).unwrap_or_else(|e| panic!("{text}: {e} in {p}"));
            assert_eq!(parsed, a);
            let side = p.to_move();
            p.apply(&a);
            total += 1;
            if !p.at_turn_boundary() {
                assert_eq!(p.to_move(), side, "a turn belongs to one team");
            }
        }
    }
    (games, total, finished)
}

#[test]
fn random_games_from_the_default_start_keep_the_invariants() {
    let (_, actions, finished) = random_games(&Generals::start(), 60, 1500, 1);
    assert!(actions > 20_000, "{actions}");
    assert!(finished > 10, "{finished} games finished");
}

#[test]
fn random_games_with_every_preset_keep_the_invariants() {
    let map = Generals::start().map();
    for (i, south) in PRESETS.iter().enumerate() {
        for north in PRESETS.iter() {
            let s: Army = south.army(map, Side::First);
            let n: Army = north.army(map, Side::Second);
            let start =
                Generals::from_armies(&s, &n, if i % 2 == 0 { Side::First } else { Side::Second }).unwrap();
            random_games(&start, 6, 1500, 100 + i as u64);
        }
    }
    assert!(preset("raiders").is_some());
}

#[test]
fn random_games_with_chariots_hooks_marines_and_assassins() {
    // A dense mêlée of the special units near the river.
    let start: Generals = "s 0 b0=GN@g3,b1=CH@f4,b2=HK@g4,b3=MA@e6,b4=AS@h4,g0=GN@e11,g1=CH@f9,g2=HK@e9,g3=MA@g7,g4=CA@d11,r0=GN@e3,r1=CH@d4,r2=CA@c1,r3=SA@e4,r4=MA@d6,y0=GN@g11,y1=HK@g9,y2=AS@h9,y3=FL@f10,y4=HC@h10"
        .parse()
        .unwrap();
    let (_, actions, _) = random_games(&start, 120, 600, 7);
    assert!(actions > 10_000);
}
