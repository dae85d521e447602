//! Texel tuning of the evaluation weights: self-play games give positions labelled with the
//! final result; the weights are fitted so that a logistic curve of the evaluation predicts
//! those results (least squares, full-batch Adam). The command-line tool is
//! `engine/examples/tune_twin_cities.rs`; its use is in `docs/ai.md`.

use std::time::Duration;

use crate::ai::{AiPlayers, SearchLimits};
use crate::game::Game;
use crate::outcome::Side;
use crate::position::Position;
use crate::rng::Rng;

use super::super::position::TwinCities;
use super::eval::{feature, features, Features, Weights};
use super::master::Master;

/// A position's features and the result for its side to move: 1 win, ½ draw, 0 loss.
#[derive(Clone, Copy, Debug)]
pub struct Sample {
    /// The game it comes from (the game's seed), so that no game is split between the
    /// positions fitted and those held out: a game's positions are alike, and one on each
    /// side would make the held-out error look better than the fit generalises.
    pub game: u64,
    pub features: Features,
    pub result: f64,
}

impl Sample {
    /// The samples file's line: the game, the result, then the features.
    pub fn to_line(&self) -> String {
        let features = self.features.map(|x| x.to_string()).join(" ");
        format!("{} {} {features}", self.game, self.result)
    }

    /// Reads a line written by [`Sample::to_line`].
    pub fn from_line(line: &str) -> Result<Sample, String> {
        let bad = || format!("expected a game, a result and {} features", feature::COUNT);
        let mut parts = line.split(' ');
        let game = parts.next().and_then(|g| g.parse().ok()).ok_or_else(bad)?;
        let result = parts.next().and_then(|r| r.parse().ok()).ok_or_else(bad)?;
        let mut features = [0; feature::COUNT];
        for f in features.iter_mut() {
            *f = parts.next().and_then(|x| x.parse().ok()).ok_or_else(bad)?;
        }
        match parts.next() {
            None => Ok(Sample { game, features, result }),
            Some(_) => Err(bad()),
        }
    }
}

/// The samples to fit and those held out: every tenth game (by its seed) is held out whole.
pub fn split_by_game(samples: &[Sample]) -> (Vec<Sample>, Vec<Sample>) {
    samples.iter().partition(|s| !s.game.is_multiple_of(10))
}

/// How the self-play games are played.
#[derive(Clone, Copy, Debug)]
pub struct SelfPlay {
    /// The master's iterations per move (fixed, so a seed replays the same games).
    pub depth: i32,
    /// Random plies at the start of each game, for variety.
    pub random_plies: usize,
    /// Games stop here as a draw.
    pub max_plies: usize,
}

impl Default for SelfPlay {
    fn default() -> Self {
        SelfPlay { depth: 3, random_plies: 6, max_plies: 300 }
    }
}

/// Plays one self-play game from `seed` and returns its quiet positions, labelled, each with
/// the seed as its game.
pub fn self_play_game(config: SelfPlay, weights: Weights, seed: u64) -> Vec<Sample> {
    let (kept, winner) = play_game(config, [weights, weights], seed);
    kept.into_iter()
        .map(|(side, features)| Sample { game: seed, features, result: result_for(winner, side) })
        .collect()
}

/// A match between two weight sets at the self-play depth, sides alternating, each pair of
/// games from its own random opening: (wins, losses, draws) of `a`.
pub fn compare(config: SelfPlay, a: Weights, b: Weights, games: u64, seed: u64) -> (u32, u32, u32) {
    let mut score = (0, 0, 0);
    for i in 0..games {
        let a_side = if i % 2 == 0 { Side::First } else { Side::Second };
        let weights = if a_side == Side::First { [a, b] } else { [b, a] };
        // Both colours of a pair share the opening.
        let (_, winner) = play_game(config, weights, seed.wrapping_mul(1_000_003).wrapping_add(i / 2));
        match winner {
            None => score.2 += 1,
            Some(w) if w == a_side => score.0 += 1,
            Some(_) => score.1 += 1,
        }
    }
    score
}

/// One game between the weight sets (Red's first): the quiet positions seen, and the winner.
fn play_game(config: SelfPlay, weights: [Weights; 2], seed: u64) -> (Vec<(Side, Features)>, Option<Side>) {
    let mut rng = Rng::new(seed);
    let mut game = Game::new(TwinCities::start());
    let mut players = weights.map(|w| master(config, w));
    let mut kept = Vec::new();
    while game.outcome().is_none() && game.actions().len() < config.max_plies {
        let legal = game.legal_actions();
        let action = if game.actions().len() < config.random_plies {
            *rng.pick(&legal).expect("a game not over has actions")
        } else {
            let side = game.position().to_move().index();
            let limits = SearchLimits::budget(Duration::from_secs(3600));
            players[side].search(&game, &limits).map(|(a, _)| a).expect("the master answers")
        };
        if game.actions().len() >= config.random_plies + 2 && is_quiet(game.position()) {
            kept.push((game.position().to_move(), features(game.position())));
        }
        game.play(&action).expect("the master plays legal actions");
    }
    (kept, game.outcome().and_then(|o| o.winner))
}

fn master(config: SelfPlay, weights: Weights) -> Master {
    let budget = TwinCities::ai_levels().last().map_or(Duration::from_secs(3), |l| l.budget);
    Master::new(weights, budget).with_max_depth(config.depth)
}

fn result_for(winner: Option<Side>, side: Side) -> f64 {
    match winner {
        None => 0.5,
        Some(w) if w == side => 1.0,
        Some(_) => 0.0,
    }
}

/// A position the static evaluation can judge: neither City can be taken now and the side to
/// move has no loose piece to take (tactics are the search's business, not the weights').
fn is_quiet(pos: &TwinCities) -> bool {
    let f = features(pos);
    f[feature::OWN_CITY_ATTACKED] == 0 && f[feature::RIVAL_CITY_ATTACKED] == 0 && f[feature::LOOSE_RIVAL] == 0
}

/// Features kept at their starting weight: the Cities attacked, which quiet positions never
/// show. (Loose rival pieces, which they never show either, keep theirs by a zero gradient.)
pub const FIXED: [usize; 2] = [feature::OWN_CITY_ATTACKED, feature::RIVAL_CITY_ATTACKED];

/// The logistic curve: the expected result of an evaluation `score` (scale `k`).
fn expected(score: f64, k: f64) -> f64 {
    1.0 / (1.0 + (-k * score / 400.0).exp())
}

/// Mean squared error of the weights' predictions.
pub fn error(samples: &[Sample], w: &[f64; feature::COUNT], k: f64) -> f64 {
    let sum: f64 = samples
        .iter()
        .map(|s| {
            let score: f64 = w.iter().zip(&s.features).map(|(w, &x)| w * x as f64).sum();
            (s.result - expected(score, k)).powi(2)
        })
        .sum();
    sum / samples.len().max(1) as f64
}

/// The scale that makes `weights` fit best (a golden-section search over 0.1–4).
pub fn fit_scale(samples: &[Sample], weights: &Weights) -> f64 {
    let w = as_floats(weights);
    let (mut lo, mut hi) = (0.1f64, 4.0f64);
    let phi = (5f64.sqrt() - 1.0) / 2.0;
    for _ in 0..40 {
        let a = hi - phi * (hi - lo);
        let b = lo + phi * (hi - lo);
        if error(samples, &w, a) < error(samples, &w, b) {
            hi = b;
        } else {
            lo = a;
        }
    }
    (lo + hi) / 2.0
}

fn as_floats(w: &Weights) -> [f64; feature::COUNT] {
    w.0.map(|x| x as f64)
}

/// Fits the weights from `start` by full-batch Adam on the squared error at scale `k`;
/// `report` gets (epoch, error) every 100 epochs.
pub fn fit(
    samples: &[Sample],
    start: &Weights,
    k: f64,
    epochs: usize,
    mut report: impl FnMut(usize, f64),
) -> Weights {
    let mut w = as_floats(start);
    let (mut m, mut v) = ([0.0f64; feature::COUNT], [0.0f64; feature::COUNT]);
    let (rate, b1, b2) = (2.0, 0.9, 0.999);
    for epoch in 1..=epochs {
        let grad = gradient(samples, &w, k);
        for i in 0..feature::COUNT {
            if FIXED.contains(&i) {
                continue;
            }
            m[i] = b1 * m[i] + (1.0 - b1) * grad[i];
            v[i] = b2 * v[i] + (1.0 - b2) * grad[i] * grad[i];
            let mh = m[i] / (1.0 - b1.powi(epoch as i32));
            let vh = v[i] / (1.0 - b2.powi(epoch as i32));
            w[i] -= rate * mh / (vh.sqrt() + 1e-12);
        }
        if epoch % 100 == 0 {
            report(epoch, error(samples, &w, k));
        }
    }
    Weights(w.map(|x| x.round() as i32))
}

/// The gradient of the mean squared error with respect to each weight.
fn gradient(samples: &[Sample], w: &[f64; feature::COUNT], k: f64) -> [f64; feature::COUNT] {
    let mut g = [0.0f64; feature::COUNT];
    for s in samples {
        let score: f64 = w.iter().zip(&s.features).map(|(w, &x)| w * x as f64).sum();
        let p = expected(score, k);
        // d/dw (r − p)² = −2 (r − p) p (1 − p) k / 400 · x
        let common = -2.0 * (s.result - p) * p * (1.0 - p) * k / 400.0;
        for (gi, &x) in g.iter_mut().zip(&s.features) {
            *gi += common * x as f64;
        }
    }
    let n = samples.len().max(1) as f64;
    g.map(|x| x / n)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fitting_recovers_a_weight_that_predicts_the_results() {
        // Results follow a Soldier being worth about 100 at scale 1: the fit moves there from 10.
        let mut samples = Vec::new();
        let mut rng = Rng::new(3);
        for _ in 0..2000 {
            let mut f = [0; feature::COUNT];
            f[feature::MATERIAL] = rng.below(7) as i32 - 3;
            let p = expected(100.0 * f[feature::MATERIAL] as f64, 1.0);
            samples.push(Sample { game: 0, features: f, result: if rng.unit() < p { 1.0 } else { 0.0 } });
        }
        let mut start = Weights([0; feature::COUNT]);
        start.0[feature::MATERIAL] = 10;
        let fitted = fit(&samples, &start, 1.0, 600, |_, _| {});
        let soldier = fitted.0[feature::MATERIAL];
        assert!((70..=130).contains(&soldier), "fitted soldier weight {soldier}");
    }

    #[test]
    fn a_game_is_held_out_whole_every_tenth_game() {
        // Games from seeds 10 and 11, at depth 1: every position of game 10 is held out, every
        // position of game 11 is fitted.
        let config = SelfPlay { depth: 1, random_plies: 6, max_plies: 60 };
        let ten = self_play_game(config, Weights::TUNED, 10);
        let eleven = self_play_game(config, Weights::TUNED, 11);
        assert!(!ten.is_empty() && !eleven.is_empty(), "each game keeps quiet positions");
        let (fitted, held) = split_by_game(&[ten.as_slice(), &eleven].concat());
        assert_eq!((held.len(), fitted.len()), (ten.len(), eleven.len()));
        assert!(held.iter().all(|s| s.game == 10) && fitted.iter().all(|s| s.game == 11));
    }

    #[test]
    fn a_sample_line_keeps_its_game_and_a_line_without_one_is_refused() {
        let mut features = [0; feature::COUNT];
        features[feature::MATERIAL] = -2;
        let sample = Sample { game: 4_000_019, features, result: 0.5 };
        let read = Sample::from_line(&sample.to_line()).expect("a written line reads back");
        assert_eq!((read.game, read.features, read.result), (sample.game, sample.features, sample.result));
        // The format before games were kept: a result and the features.
        let old = sample.to_line().split_once(' ').expect("a game column").1.to_string();
        assert!(Sample::from_line(&old).is_err(), "{old}");
    }
}
