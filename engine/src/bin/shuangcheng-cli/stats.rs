//! The statistics of a match played in game pairs (one opening, each colour once), as
//! Stockfish's fishtest computes them: the pentanomial of pair results, the score with its
//! 95 % interval and the Elo difference from the pairs' variance, and the generalized
//! log-likelihood ratio of the sequential probability ratio test in normalized Elo
//! (fishtest's `server/fishtest/stats/LLRcalc.py`: `LLR_normalized`, `MLE_t_value`,
//! `secular`, `regularize`; and `sprt.py` for the bounds).

/// Pairs by a's points in them: 0, ½, 1, 1½, 2 (fishtest's LL, LD, WL+DD, WD, WW).
pub type Pentanomial = [u64; 5];

/// The bucket of a pair whose two games ended `first` and `second` for a (+1 won, −1 lost).
pub fn pair_bucket(first: i32, second: i32) -> usize {
    (first + second + 2) as usize
}

/// a's mean score and its 95 % interval (fractions of a point), from the pairs.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ScoreInterval {
    pub score: f64,
    pub low: f64,
    pub high: f64,
}

/// 1.96: the two-sided 95 % quantile of the normal law.
const QUANTILE_95: f64 = 1.959_963_984_540_054;

/// The score per game and its 95 % interval, from the variance of the pairs' scores (pairs,
/// not games, are independent: both games of a pair share their opening). `None` without
/// pairs.
pub fn score_interval(p: &Pentanomial) -> Option<ScoreInterval> {
    let pairs: u64 = p.iter().sum();
    if pairs == 0 {
        return None;
    }
    let n = pairs as f64;
    let value = |i: usize| i as f64 / 4.0;
    let score: f64 = p.iter().enumerate().map(|(i, &c)| value(i) * c as f64).sum::<f64>() / n;
    let var: f64 = p.iter().enumerate().map(|(i, &c)| (value(i) - score).powi(2) * c as f64).sum::<f64>() / n;
    let half = QUANTILE_95 * (var / n).sqrt();
    Some(ScoreInterval { score, low: score - half, high: score + half })
}

/// The logistic Elo difference of a score (a fraction of a point); ±infinity at 0 and 1.
pub fn elo(score: f64) -> f64 {
    -400.0 * (1.0 / score - 1.0).log10()
}

/// The Elo difference of an interval and its error: half the width of the interval mapped to
/// Elo (as cutechess-cli and fastchess report it).
pub fn elo_with_error(s: &ScoreInterval) -> (f64, f64) {
    (elo(s.score), (elo(s.high.min(1.0)) - elo(s.low.max(0.0))) / 2.0)
}

/// Normalized Elo per t-value: `800 / ln 10` (fishtest's `nelo_divided_by_nt`).
const NELO_PER_T: f64 = 800.0 / std::f64::consts::LN_10;

/// The generalized log-likelihood ratio of H1 (`nelo1`) against H0 (`nelo0`), both in
/// normalized Elo, for the pairs seen (fishtest's `LLR_normalized` on a pentanomial).
pub fn llr_normalized(nelo0: f64, nelo1: f64, p: &Pentanomial) -> f64 {
    // fishtest's `regularize`: an empty bucket counts as 0.001 of a pair.
    let counts: Vec<f64> = p.iter().map(|&c| if c == 0 { 1e-3 } else { c as f64 }).collect();
    let n: f64 = counts.iter().sum();
    let pdf: Vec<(f64, f64)> = counts.iter().enumerate().map(|(i, &c)| (i as f64 / 4.0, c / n)).collect();
    // A pair is two games: its t-value is √2 times a game's.
    let [t0, t1] = [nelo0, nelo1].map(|e| e / NELO_PER_T * std::f64::consts::SQRT_2);
    let p0 = mle_t_value(&pdf, 0.5, t0);
    let p1 = mle_t_value(&pdf, 0.5, t1);
    n * pdf.iter().zip(p0.iter().zip(&p1)).map(|(&(_, p), (&q0, &q1))| p * (q1.ln() - q0.ln())).sum::<f64>()
}

/// The maximum-likelihood distribution on the outcomes of `pdf` whose t-value
/// `(mean − reference) / deviation` is `t` (fishtest's `MLE_t_value`: a fixed-point iteration
/// over the secular equation). Returns the probabilities.
fn mle_t_value(pdf: &[(f64, f64)], reference: f64, t: f64) -> Vec<f64> {
    let mut probs = vec![1.0 / pdf.len() as f64; pdf.len()];
    for _ in 0..10 {
        let (mu, var) = moments(pdf.iter().map(|&(a, _)| a).zip(probs.iter().copied()));
        let sigma = var.sqrt();
        let shifted: Vec<(f64, f64)> = pdf
            .iter()
            .map(|&(a, p)| (a - reference - t * sigma * (1.0 + ((mu - a) / sigma).powi(2)) / 2.0, p))
            .collect();
        let x = secular(&shifted);
        let next: Vec<f64> = pdf.iter().zip(&shifted).map(|(&(_, p), &(b, _))| p / (1.0 + x * b)).collect();
        let change = next.iter().zip(&probs).map(|(a, b)| (a - b).abs()).fold(0.0, f64::max);
        probs = next;
        if change < 1e-9 {
            break;
        }
    }
    probs
}

/// Mean and variance of a distribution given as (value, probability).
fn moments(pdf: impl Iterator<Item = (f64, f64)> + Clone) -> (f64, f64) {
    let mean: f64 = pdf.clone().map(|(a, p)| a * p).sum();
    (mean, pdf.map(|(a, p)| p * (a - mean).powi(2)).sum())
}

/// The root of `Σ pᵢ·aᵢ / (1 + x·aᵢ) = 0` between `−1/max a` and `−1/min a`, where the sum
/// falls monotonically (fishtest's `secular`; bisection instead of Brent's method, to full
/// precision).
fn secular(pdf: &[(f64, f64)]) -> f64 {
    let lowest = pdf.iter().map(|p| p.0).fold(f64::INFINITY, f64::min);
    let highest = pdf.iter().map(|p| p.0).fold(f64::NEG_INFINITY, f64::max);
    let (mut lo, mut hi) = (-1.0 / highest + 1e-9, -1.0 / lowest - 1e-9);
    let f = |x: f64| pdf.iter().map(|&(a, p)| p * a / (1.0 + x * a)).sum::<f64>();
    for _ in 0..200 {
        let mid = (lo + hi) / 2.0;
        if f(mid) > 0.0 {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    (lo + hi) / 2.0
}

/// The SPRT's stopping bounds on the LLR for error rates `alpha` (accepting H1 when H0 holds)
/// and `beta` (accepting H0 when H1 holds): ln(β/(1−α)) and ln((1−β)/α), as fishtest's
/// `sprt.py` (without its overshoot correction).
pub fn sprt_bounds(alpha: f64, beta: f64) -> (f64, f64) {
    ((beta / (1.0 - alpha)).ln(), ((1.0 - beta) / alpha).ln())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64, tolerance: f64) -> bool {
        (a - b).abs() <= tolerance
    }

    #[test]
    fn llr_matches_published_fastchess_results() {
        // fastchess printed "LLR: 1.24 (-2.94, 2.94) [0.00, 50.00]" for Ptnml(0-2) [0, 0, 1, 8, 1]
        // and "LLR: 4.60 (-4.60, 4.60) [9.00, 16.00]" (H1 accepted) for
        // [352, 579, 1264, 743, 464]; both in normalized Elo.
        let llr = llr_normalized(0.0, 50.0, &[0, 0, 1, 8, 1]);
        assert!(close(llr, 1.24, 0.005), "{llr}");
        let llr = llr_normalized(9.0, 16.0, &[352, 579, 1264, 743, 464]);
        assert!(close(llr, 4.596, 0.005), "{llr}");
    }

    #[test]
    fn llr_matches_fishtest_reference_values() {
        // Computed with fishtest's LLRcalc.LLR_normalized (pentanomial, regularized).
        for (p, e0, e1, expected) in
            [([1, 10, 78, 48, 13], 0.0, 10.0, 2.5657), ([5, 22, 48, 18, 7], 0.0, 10.0, -0.0830)]
        {
            let llr = llr_normalized(e0, e1, &p);
            assert!(close(llr, expected, 1e-3), "{p:?} [{e0}, {e1}]: {llr}, expected {expected}");
        }
    }

    #[test]
    fn llr_is_zero_midway_and_antisymmetric_in_the_hypotheses() {
        let even = [10, 40, 100, 40, 10];
        assert!(close(llr_normalized(-5.0, 5.0, &even), 0.0, 1e-9));
        let p = [3, 30, 80, 50, 7];
        assert!(close(llr_normalized(0.0, 10.0, &p), -llr_normalized(10.0, 0.0, &p), 1e-9));
    }

    #[test]
    fn bounds_for_five_percent_errors() {
        let (low, high) = sprt_bounds(0.05, 0.05);
        assert!(close(low, -2.944, 0.001) && close(high, 2.944, 0.001), "{low} {high}");
    }

    #[test]
    fn score_interval_and_elo_match_fastchess() {
        // fastchess: Ptnml(0-2) [0, 0, 1, 8, 1], "Elo: 190.85 +/- 65.54", 75.00 %.
        let s = score_interval(&[0, 0, 1, 8, 1]).unwrap();
        assert!(close(s.score, 0.75, 1e-12));
        let (e, error) = elo_with_error(&s);
        assert!(close(e, 190.85, 0.01) && close(error, 65.54, 0.01), "{e} ± {error}");
        // fastchess: [1, 10, 78, 48, 13], 300 games, 60.33 %, "Elo: 72.85 +/- 22.33".
        let (e, error) = elo_with_error(&score_interval(&[1, 10, 78, 48, 13]).unwrap());
        assert!(close(e, 72.85, 0.01) && close(error, 22.33, 0.01), "{e} ± {error}");
    }

    #[test]
    fn a_pair_won_and_lost_is_one_point() {
        assert_eq!(pair_bucket(1, -1), 2);
        assert_eq!(pair_bucket(0, 0), 2);
        assert_eq!(pair_bucket(1, 1), 4);
        assert_eq!(pair_bucket(-1, 0), 1);
        assert_eq!(score_interval(&[0; 5]), None);
    }
}
