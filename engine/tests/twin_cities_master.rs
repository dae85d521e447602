//! The Twin Cities master: it takes forced City captures, never leaves its City to
//! be taken when it can help it, and answers legally within its budget from any valid
//! position. Searches here are depth-bounded (reproducible); no test asserts a time: how long
//! searches take (budget overshoot, cancellation) is measured by
//! `cargo bench -p shuangcheng-engine --bench master`, with the figures in `docs/performance.md`.

mod common;

use std::sync::atomic::AtomicBool;
use std::sync::Arc;
use std::time::Duration;

use shuangcheng_engine::ai::{AiPlayers, SearchLimits};
use shuangcheng_engine::rng::Rng;
use shuangcheng_engine::twin_cities::ai::eval::{feature, features, Weights};
use shuangcheng_engine::twin_cities::ai::master::Master;
use shuangcheng_engine::twin_cities::{Action, TwinCities};
use shuangcheng_engine::{Game, Position};

use common::random_twin_cities::random_position;

/// A depth-bounded master: the same answer on every machine.
fn master_move(pos: &TwinCities, depth: i32) -> Action {
    let mut master = Master::new(Weights::TUNED, Duration::from_secs(60)).with_max_depth(depth);
    let (a, _) = master.search(&Game::new(pos.clone()), &SearchLimits::default()).expect("an answer");
    a
}

/// Whether the side to move can take the rival City now (T5, T11).
fn takes_city(p: &TwinCities) -> bool {
    let mut legal = Vec::new();
    p.legal_actions(&mut legal);
    let rival = p.city(p.to_move().other());
    legal.iter().any(|a| matches!(a, Action::Move { to, shock: false, .. } if Some(*to) == rival))
}

fn after(p: &TwinCities, a: &Action) -> TwinCities {
    p.play(a).unwrap_or_else(|e| panic!("{a} in {p}: {e}"))
}

#[test]
fn master_is_the_fifth_level() {
    let ids: Vec<&str> = TwinCities::ai_levels().iter().map(|l| l.id).collect();
    assert_eq!(ids, ["beginner", "easy", "normal", "hard", "master"]);
    assert_eq!(TwinCities::ai_levels()[4].name_zh, "大师");
}

/// Positions from self-play where the side to move can force a City capture in two moves
/// (its move, any reply, then the capture) but not at once; the first is made by hand: the
/// Tiger reaches the e-file and Black's bare City cannot move (T5: it copies nothing). In the
/// last, from a game the master lost, the Shield's drop on b10 pushes Black's City from c10
/// under the Tiger on d11 (T5's shock drop moves Cities too).
const FORCED: [&str; 7] = [
    "4c4/9/9/9/T8/9/8s/9/9/9/8C r S5FBHLWRDE s5tfbhlwrde 0 20",
    "9/3s5/3c1L3/r1bEl4/1w1s5/4R1X2/2f6/4X4/3s1B3/4C4/4S4 r S5TFHWD s3thde 3 40",
    "4l3c/4Sr3/4Fs3/9/9/2XB2X2/9/9/3S1L3/4C4/3T5 r S4HWRDE s5tfbhwde 1 26",
    "9/5D1c1/3s5/7s1/9/2X3X2/9/9/4Ll3/5C3/9 r S6TFBHWRE s4tfbhwrde 3 9",
    "5wfct/7rl/6s2/6h2/1X7/4b4/6X2/9/2SFS1d2/6eE1/7C1 b S4TBHLWRD s5 3 63",
    "9/3c5/2s1rs3/R1t6/9/2Xs2X2/9/9/3fLE3/2S1s3C/9 b S5TFBHWD s2bhlwde 1 22",
    "3T5/2c3s2/2s6/9/2s6/2X3X2/9/9/6D1b/9/5C3 r S6FBHLWRE s3tfhlwrde 3 17",
];

#[test]
fn t11_master_finds_a_forced_city_capture_in_two() {
    for fen in FORCED {
        let pos: TwinCities = fen.parse().unwrap();
        assert!(!takes_city(&pos), "no capture at once in {fen}");
        let a = master_move(&pos, 4);
        let next = after(&pos, &a);
        if next.outcome().is_some_and(|o| o.winner == Some(pos.to_move())) {
            continue; // a quicker win: the rival has no legal action left (T11)
        }
        let mut replies = Vec::new();
        next.legal_actions(&mut replies);
        for r in &replies {
            assert!(takes_city(&after(&next, r)), "after {a} and {r} in {fen}, the City is not taken");
        }
    }
}

/// Self-play positions where the side to move's City can be taken and few actions save it.
const CITY_IN_DANGER: [&str; 10] = [
    "9/5bcs1/3s1shfs/6w1s/2WR1tL2/1B1D1SF1s/1T3X2X/4S4/6Erl/9/2H2eC1d r S4 - 3 50",
    "1r6c/1se6/3R5/5B3/4S1f2/2d1X1X2/4lhs2/2D6/1S1Hb4/1SEs2L2/2TCSSS2 r FW s3tw 2 75",
    "5wst1/5hcr1/5dls1/3D5/1X3b3/9/5X3/4sse2/3FCS1E1/3S1s3/3W1H3 r S4TBLR sf 0 52",
    "9/9/3s2s2/9/6X2/2X6/6d2/9/4CLR2/4S4/4c4 b S5TFBHWDE s4tfbhlwre 0 9",
    "4t2Sc/2d3s1H/4S4/9/9/2X3XS1/9/9/4C4/9/4S4 b S2TFBLWRDE s5fbhlwre 3 24",
    "5scb1/5sew1/9/9/5D3/t1X6/2R3fsS/6LhH/d6Br/2STS3X/l1WCSS1FE r S s3 15 96",
    "9/1e1d1s3/4s4/5lSc1/2WS1B3/2X3X2/9/9/4TSF2/5CS2/9 b S2HLRDE s4tfbhwr 2 23",
    "9/3cl4/3T5/9/4fs3/2X3X2/1ssb1s3/9/4W1S2/4SC3/9 b S4FBHLRDE s2thwrde 1 22",
    "9/2s6/1hw1l4/2rXe4/2s6/6X2/5Ss2/1D1c5/3C5/4S4/2W6 b S4TFBHLRE s3tfbd 1 66",
    "9/3lc4/3ts4/7b1/1SSD1f3/2XS2X2/3F1s3/2B6/1RWS5/S8/1Cs1h4 r STHLE s3wrde 0 29",
];

#[test]
fn t5_master_never_leaves_its_city_en_prise() {
    for fen in CITY_IN_DANGER {
        let pos: TwinCities = fen.parse().unwrap();
        assert!(takes_city(&after(&pos, &pos.pass().unwrap())), "the City is threatened in {fen}");
        let a = master_move(&pos, 4);
        assert!(!takes_city(&after(&pos, &a)), "{a} leaves the City to be taken in {fen}");
    }
}

#[test]
fn the_city_threat_features_match_the_legal_captures() {
    let mut rng = Rng::new(12);
    for _ in 0..300 {
        let pos = random_position(&mut rng);
        if pos.outcome().is_some() {
            continue;
        }
        let f = features(&pos);
        assert_eq!(f[feature::RIVAL_CITY_ATTACKED] != 0, takes_city(&pos), "{pos}");
        let passed = after(&pos, &pos.pass().unwrap());
        if passed.outcome().is_none() {
            assert_eq!(f[feature::OWN_CITY_ATTACKED] != 0, takes_city(&passed), "{pos}");
        }
    }
}

/// Bad input: any valid position, crowded or nearly empty, with reserves up to the whole
/// army (T6), searched with a small budget: the answer is legal. (That it comes within the
/// budget plus 100 ms is measured over such positions by
/// `cargo bench -p shuangcheng-engine --bench master`.)
#[test]
fn master_answers_legally_from_random_positions() {
    let mut rng = Rng::new(2026);
    let budget = Duration::from_millis(60);
    let level = TwinCities::ai_levels().len() - 1;
    for i in 0..16 {
        let pos = random_position(&mut rng);
        let game = Game::new(pos.clone());
        let mut ai = TwinCities::new_ai(level, i);
        match ai.choose(&game, &SearchLimits::budget(budget)) {
            Some(a) => assert!(pos.play(&a).is_ok(), "{a} is illegal in {pos}"),
            None => assert!(pos.outcome().is_some(), "no answer in {pos}"),
        }
    }
}

#[test]
fn a_cancelled_master_gives_no_action() {
    let limits = SearchLimits::default().with_cancel(Arc::new(AtomicBool::new(true)));
    let mut ai = TwinCities::new_ai(TwinCities::ai_levels().len() - 1, 1);
    assert_eq!(ai.choose(&Game::new(TwinCities::start()), &limits), None);
}
