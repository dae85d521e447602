//! A level's seed varies its play wherever the level has randomness, and replays it for the
//! same seed (`docs/ai.md`, "Seeds"): Twin Cities' beginner, easy and normal, every
//! Generals level below the master, Zhili's levels among equal moves. Twin Cities' `hard` has
//! no noise: its seed changes nothing. The masters search against the clock, so a difference
//! in their play could be the clock's: they are left out.

use shuangcheng_engine::ai::SearchLimits;
use shuangcheng_engine::rng::Rng;
use shuangcheng_engine::{AnyGame, GameKind};

/// Positions along random games (uniform legal actions), every third ply, until `count`.
fn positions(kind: GameKind, count: usize) -> Vec<AnyGame> {
    let (mut out, mut rng) = (Vec::new(), Rng::new(11));
    while out.len() < count {
        let mut game = AnyGame::new(kind, None).expect("the start");
        for ply in 0.. {
            if out.len() == count || game.outcome().is_some() {
                break;
            }
            if ply % 3 == 0 {
                out.push(game.clone());
            }
            let action = rng.pick(&game.legal_actions()).expect("an action").text.clone();
            game.play(&action).expect("a legal action");
        }
    }
    out
}

/// At how many of `positions` level `level`'s action with seed `b` differs from seed `a`'s,
/// each given the level's own budget.
fn differences(positions: &[AnyGame], level: usize, a: u64, b: u64) -> usize {
    let limits = || SearchLimits::budget(positions[0].ai_levels()[level].budget);
    positions.iter().filter(|g| g.ai_action(level, a, &limits()) != g.ai_action(level, b, &limits())).count()
}

#[test]
fn a_levels_seed_varies_its_play_where_it_has_randomness_and_replays_it() {
    for kind in GameKind::ALL {
        let positions = positions(kind, 24);
        for (level, info) in positions[0].ai_levels().iter().enumerate().filter(|(_, l)| l.id != "master") {
            let varied = differences(&positions, level, 1, 2) + differences(&positions, level, 3, 4);
            if kind == GameKind::TwinCities && info.id == "hard" {
                assert_eq!(varied, 0, "{kind} {}: no noise, the seed changes nothing", info.id);
            } else {
                assert!(varied > 0, "{kind} {}: other seeds, other moves somewhere", info.id);
            }
            assert_eq!(differences(&positions, level, 5, 5), 0, "{kind} {}: a seed replays", info.id);
        }
    }
}
