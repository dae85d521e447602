//! `cargo bench -p shuangcheng-engine --bench zhili`: perft speed and the full solve time.

mod common;

use std::time::Duration;

use common::fastest;

use shuangcheng_engine::zhili::{solver, Zhili};
use shuangcheng_engine::{perft, Position};

fn main() {
    let start = Zhili::start();
    for depth in [8, 10] {
        let mut nodes = 0;
        let (t, runs) = fastest(Duration::from_secs(2), || nodes = perft(&start, depth));
        println!(
            "zhili perft({depth}) = {nodes}: {:.1} ms, {:.1} M actions/s (best of {runs})",
            t.as_secs_f64() * 1e3,
            nodes as f64 / t.as_secs_f64() / 1e6
        );
    }
    let (t, runs) = fastest(Duration::from_secs(2), solver::solve);
    let (wins, losses, draws) = solver::solve().census();
    println!(
        "zhili full solve (138,600 positions: {wins} wins, {losses} losses, {draws} draws): {:.2} ms (best of {runs})",
        t.as_secs_f64() * 1e3
    );
}
