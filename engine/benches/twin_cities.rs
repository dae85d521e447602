//! `cargo bench -p shuangcheng-engine --bench twin_cities`: perft speed from the start and from
//! a busy middle-game position, in actions per second.

use std::hint::black_box;
use std::time::{Duration, Instant};

use shuangcheng_engine::twin_cities::TwinCities;
use shuangcheng_engine::{perft, Position};

/// A middle game reached by play: 31 turns, both sides with generals out, Strongholds moved.
const MIDDLE: &str = "5l3/3s2Lcs/3s5/3b1E3/X6H1/S3RC3/4SXBW1/5S3/8S/9/8D r S2TF s3tfhwrde 6 31";

/// Runs `f` repeatedly for about `total` and returns the fastest run and the run count.
fn fastest<T>(total: Duration, mut f: impl FnMut() -> T) -> (Duration, u32) {
    let started = Instant::now();
    let mut best = Duration::MAX;
    let mut runs = 0;
    while runs < 3 || started.elapsed() < total {
        let t = Instant::now();
        black_box(f());
        best = best.min(t.elapsed());
        runs += 1;
    }
    (best, runs)
}

/// Positions whose actions were generated (the interior nodes of a perft).
fn generated(pos: &TwinCities, depth: u32) -> u64 {
    if depth == 0 {
        return 0;
    }
    let mut actions = Vec::new();
    pos.legal_actions(&mut actions);
    1 + actions
        .iter()
        .map(|a| {
            let mut next = pos.clone();
            next.apply(a);
            generated(&next, depth - 1)
        })
        .sum::<u64>()
}

fn main() {
    let middle: TwinCities = MIDDLE.parse().expect("the benchmark position is valid");
    for (name, pos, depth) in [("start", TwinCities::start(), 4), ("middle", middle, 3)] {
        let mut nodes = 0;
        let (t, runs) = fastest(Duration::from_secs(3), || nodes = perft(&pos, depth));
        let positions = generated(&pos, depth);
        println!(
            "twin-cities {name} perft({depth}) = {nodes}: {:.1} ms, {:.1} M actions/s, {:.2} M positions generated/s \
             (best of {runs})",
            t.as_secs_f64() * 1e3,
            nodes as f64 / t.as_secs_f64() / 1e6,
            positions as f64 / t.as_secs_f64() / 1e6
        );
    }
}
