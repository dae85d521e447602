//! `cargo bench -p shuangcheng-engine --bench generals`: perft speed over atomic actions from
//! the G14 start and from a busy middle game, in actions per second, and the time per turn of
//! each AI level.

mod common;

use std::time::Duration;

use common::fastest;

use shuangcheng_engine::ai::{AiPlayers, SearchLimits};
use shuangcheng_engine::generals::Generals;
use shuangcheng_engine::{perft, Game, Position};

/// A middle game with Chariots, Hooks, Marines, Assassins and Catapults near the river.
const MIDDLE: &str = "s 0 b0=GN@g3,b1=CH@f4,b2=HK@g4,b3=MA@e6,b4=AS@h4,g0=GN@e11,g1=CH@f9,g2=HK@e9,g3=MA@g7,g4=CA@d11,r0=GN@e3,r1=CH@d4,r2=CA@c1,r3=SA@e4,r4=MA@d6,y0=GN@g11,y1=HK@g9,y2=AS@h9,y3=FL@f10,y4=HC@h10";

fn main() {
    let middle: Generals = MIDDLE.parse().expect("the benchmark position is valid");
    for (name, pos, depth) in [("start", Generals::start(), 6), ("middle", middle, 4)] {
        let mut nodes = 0;
        let (t, runs) = fastest(Duration::from_secs(3), || nodes = perft(&pos, depth));
        println!(
            "generals {name} perft({depth}) = {nodes}: {:.1} ms, {:.2} M actions/s (best of {runs})",
            t.as_secs_f64() * 1e3,
            nodes as f64 / t.as_secs_f64() / 1e6
        );
    }
    // AI: the time of a whole turn (planning happens at its first action) from the start.
    for (i, level) in Generals::ai_levels().iter().enumerate() {
        let (t, runs) = fastest(Duration::from_secs(1), || {
            let mut game = Game::new(Generals::start());
            let mut ai = Generals::new_ai(i, 1);
            while let Some(a) = ai.choose(&game, &SearchLimits::budget(level.budget)) {
                if game.play(&a).is_err() || game.position().at_turn_boundary() {
                    break;
                }
            }
        });
        println!("generals ai {} first turn: {:.2} ms (best of {runs})", level.id, t.as_secs_f64() * 1e3);
    }
}
