//! `cargo bench -p shuangcheng-engine --bench twin_cities`: perft speed from the start and from
//! a busy middle-game position, in actions per second.

mod common;

use std::time::Duration;

use common::fastest;

use shuangcheng_engine::twin_cities::TwinCities;
use shuangcheng_engine::{perft, Position};

/// A middle game reached by play: 31 turns, both sides with generals out, Strongholds moved.
const MIDDLE: &str = "5l3/3s2Lcs/3s5/3b1E3/X6H1/S3RC3/4SXBW1/5S3/8S/9/8D r S2TF s3tfhwrde 6 31";

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
