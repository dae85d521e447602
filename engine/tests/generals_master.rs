//! The Generals master: it plays whole legal turns from any position, takes a won
//! game when it sees one, and gives no action once cancelled. No test asserts a time: how
//! close turns end to their budget is measured by
//! `cargo bench -p shuangcheng-engine --bench master`.

use std::sync::atomic::AtomicBool;
use std::sync::Arc;
use std::time::Duration;

use shuangcheng_engine::ai::{Ai, AiPlayers, SearchLimits};
use shuangcheng_engine::generals::Generals;
use shuangcheng_engine::rng::Rng;
use shuangcheng_engine::{generals, Game, Position, Side};

fn master(seed: u64) -> Box<dyn Ai<Generals>> {
    Generals::new_ai(Generals::ai_levels().len() - 1, seed)
}

/// Plays the master's actions until its turn ends (or the game does).
fn master_turn(game: &mut Game<Generals>, budget: Duration, seed: u64) {
    let mut ai = master(seed);
    let side = game.position().to_move();
    for _ in 0..80 {
        if game.outcome().is_some() || game.position().to_move() != side {
            return;
        }
        let a = ai.choose(game, &SearchLimits::budget(budget)).expect("an action while the game goes on");
        let before = game.position().to_string();
        game.play(&a).unwrap_or_else(|e| panic!("{a} in {before}: {e}"));
    }
    panic!("the turn did not end in {}", game.position());
}

#[test]
fn master_is_the_fifth_level() {
    let ids: Vec<&str> = Generals::ai_levels().iter().map(|l| l.id).collect();
    assert_eq!(ids, ["beginner", "easy", "normal", "hard", "master"]);
    assert_eq!(Generals::ai_levels()[4].name_zh, "大师");
}

#[test]
fn g12_master_removes_the_last_enemy_general() {
    // Red's general stands next to Yellow's, North's last general, down to 1 HP.
    let pos: Generals = "s 0 r0=GN@f5,y0=GN@f6:1".parse().unwrap();
    let mut game = Game::new(pos);
    master_turn(&mut game, Duration::from_millis(200), 1);
    let outcome = game.outcome().expect("the game is over");
    assert_eq!((outcome.winner, outcome.reason), (Some(Side::First), generals::GENERALS_ELIMINATED));
}

/// Bad input: positions of random games (thinned armies, turns in progress) with a small
/// budget; every action is legal and the turn ends.
#[test]
fn master_plays_legal_turns_from_random_positions() {
    let mut rng = Rng::new(12);
    let mut played = 0;
    for i in 0..8 {
        let mut game = Game::new(Generals::start());
        for _ in 0..rng.below(400) {
            let legal = game.legal_actions();
            let Some(a) = rng.pick(&legal).copied() else { break };
            game.play(&a).unwrap();
        }
        if game.outcome().is_none() {
            master_turn(&mut game, Duration::from_millis(40), i);
            played += 1;
        }
    }
    assert!(played >= 4, "only {played} random games were still going");
}

#[test]
fn a_cancelled_master_gives_no_action() {
    let limits = SearchLimits::default().with_cancel(Arc::new(AtomicBool::new(true)));
    assert_eq!(master(1).choose(&Game::new(Generals::start()), &limits), None);
}
