//! `cargo bench -p shuangcheng-engine --bench master`: the master levels' search speed (nodes
//! per second and depth, one thread and Lazy SMP on two), how fast a cancelled search answers,
//! and how close searches end to their budget.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use shuangcheng_engine::ai::{set_search_threads, AiPlayers, SearchLimits};
use shuangcheng_engine::generals::ai::GeneralsAi;
use shuangcheng_engine::generals::Generals;
use shuangcheng_engine::rng::Rng;
use shuangcheng_engine::twin_cities::ai::eval::Weights;
use shuangcheng_engine::twin_cities::ai::master::Master;
use shuangcheng_engine::twin_cities::TwinCities;
use shuangcheng_engine::{Game, Position};

/// Positions reached by play: the start, a middle game (as in the `twin_cities` bench) and a
/// late one with both sides' generals out.
const POSITIONS: [(&str, &str); 3] = [
    ("start", "9/4c4/3s1s3/9/9/2X3X2/9/9/3S1S3/4C4/9 r S4TFBHLWRDE s4tfbhlwrde 0 1"),
    ("middle", "5l3/3s2Lcs/3s5/3b1E3/X6H1/S3RC3/4SXBW1/5S3/8S/9/8D r S2TF s3tfhwrde 6 31"),
    ("late", "9/3c5/2s1t4/3w1h3/2X2b1X1/3F1s3/4B4/3S1H3/4C4/9/9 r S4TLWRDE s3flrde 2 40"),
];

fn main() {
    for threads in [1, 2] {
        set_search_threads(threads);
        for (name, fen) in POSITIONS {
            speed(name, fen, threads, Duration::from_secs(2));
        }
    }
    set_search_threads(1);
    generals_speed(Duration::from_secs(2));
    cancellation();
    overshoot();
}

/// One master search of `budget` from the position: depth, nodes, nodes per second of wall
/// time and of CPU time (the machine is shared: CPU time shows the search's own speed).
fn speed(name: &str, fen: &str, threads: usize, budget: Duration) {
    let pos: TwinCities = fen.parse().expect("the benchmark position is valid");
    let mut master = Master::new(Weights::TUNED, budget);
    let game = Game::new(pos);
    let cpu = cpu_time();
    let best = master.search(&game, &SearchLimits::budget(budget)).map(|(a, _)| a.to_string());
    let cpu = cpu_time().saturating_sub(cpu);
    let info = master.info;
    println!(
        "twin-cities master {name}, {threads} thread(s), {} ms budget: depth {}, {} nodes in {:.0} ms \
         ({:.0} ms CPU), {:.0} k nodes/s, {:.0} k nodes per CPU second, best {}",
        budget.as_millis(),
        info.depth,
        info.nodes,
        info.elapsed.as_secs_f64() * 1e3,
        cpu.as_secs_f64() * 1e3,
        info.nodes as f64 / info.elapsed.as_secs_f64() / 1e3,
        info.nodes as f64 / cpu.as_secs_f64().max(1e-3) / 1e3,
        best.unwrap_or_default()
    );
}

/// One Generals master turn of `budget` from the start and from the middle game of the
/// `generals` bench: turns searched deep, whole-turn plans generated, plans per second.
fn generals_speed(budget: Duration) {
    let middle = "s 0 b0=GN@g3,b1=CH@f4,b2=HK@g4,b3=MA@e6,b4=AS@h4,g0=GN@e11,g1=CH@f9,g2=HK@e9,g3=MA@g7,\
                  g4=CA@d11,r0=GN@e3,r1=CH@d4,r2=CA@c1,r3=SA@e4,r4=MA@d6,y0=GN@g11,y1=HK@g9,y2=AS@h9,y3=FL@f10,\
                  y4=HC@h10";
    for (name, pos) in [("start", Generals::start()), ("middle", middle.parse().expect("a valid position"))] {
        let mut ai = GeneralsAi::new(Generals::ai_levels().len() - 1, 1);
        let cpu = cpu_time();
        let plan = ai.plan(&pos, &SearchLimits::budget(budget)).unwrap_or_default();
        let cpu = cpu_time().saturating_sub(cpu);
        let info = ai.info;
        println!(
            "generals master {name}, {} ms budget: {} turns deep, {} plans in {:.0} ms ({:.0} ms CPU), \
             {:.1} k plans per CPU second, {} actions planned",
            budget.as_millis(),
            info.depth,
            info.plans,
            info.elapsed.as_secs_f64() * 1e3,
            cpu.as_secs_f64() * 1e3,
            info.plans as f64 / cpu.as_secs_f64().max(1e-3) / 1e3,
            plan.len()
        );
    }
}

/// This process's CPU time so far (user + system, from `/proc/self/stat`; zero elsewhere).
fn cpu_time() -> Duration {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    // The fields after the command name (in parentheses): utime and stime are the 12th and 13th.
    let after = stat.rsplit_once(')').map_or("", |(_, rest)| rest);
    let ticks: u64 = after.split_whitespace().skip(11).take(2).filter_map(|x| x.parse::<u64>().ok()).sum();
    Duration::from_millis(ticks * 10) // the kernel's clock ticks are 100 per second
}

/// Searches with a long budget, cancelled after a while: the time from the flag to the answer.
fn cancellation() {
    let mut worst = [Duration::ZERO; 2];
    for run in 0..5u64 {
        let delay = Duration::from_millis(200 + 150 * run);
        worst[0] = worst[0].max(cancel_after(delay, |limits| {
            let mut ai = TwinCities::new_ai(TwinCities::ai_levels().len() - 1, run);
            ai.choose(&Game::new(TwinCities::start()), limits).map(|a| a.to_string())
        }));
        worst[1] = worst[1].max(cancel_after(delay, |limits| {
            let mut ai = Generals::new_ai(Generals::ai_levels().len() - 1, run);
            ai.choose(&Game::new(Generals::start()), limits).map(|a| a.to_string())
        }));
    }
    println!(
        "cancellation: a master search answers {:.1} ms (twin-cities) / {:.1} ms (generals) after the flag \
         (worst of 5)",
        worst[0].as_secs_f64() * 1e3,
        worst[1].as_secs_f64() * 1e3
    );
}

/// Runs `search` with a 30 s budget on another thread, sets its cancel flag after `delay`
/// and returns how long the answer took after that.
fn cancel_after(delay: Duration, search: impl FnOnce(&SearchLimits) -> Option<String> + Send) -> Duration {
    let cancel = Arc::new(AtomicBool::new(false));
    let limits = SearchLimits::budget(Duration::from_secs(30)).with_cancel(cancel.clone());
    std::thread::scope(|s| {
        let handle = s.spawn(move || {
            let answer = search(&limits);
            (answer, Instant::now())
        });
        std::thread::sleep(delay);
        let flagged = Instant::now();
        cancel.store(true, Ordering::Relaxed);
        let (answer, done) = handle.join().expect("the search ends");
        assert!(answer.is_none(), "a cancelled search gives no action");
        done.saturating_duration_since(flagged)
    })
}

/// Master searches with a 200 ms budget over random positions of random games (Twin Cities
/// and Generals): the worst time past the budget.
fn overshoot() {
    let budget = Duration::from_millis(200);
    let mut worst = [Duration::ZERO; 2];
    let mut rng = Rng::new(7);
    for _ in 0..10 {
        let tc = random_game::<TwinCities>(&mut rng, 120);
        let gn = random_game::<Generals>(&mut rng, 400);
        worst[0] = worst[0].max(over_budget(&tc, budget));
        worst[1] = worst[1].max(over_budget(&gn, budget));
    }
    println!(
        "budget: master searches of 200 ms over 10 random positions ended at most {:.1} ms (twin-cities) / \
         {:.1} ms (generals) past the budget",
        worst[0].as_secs_f64() * 1e3,
        worst[1].as_secs_f64() * 1e3
    );
}

fn random_game<P: Position>(rng: &mut Rng, max_plies: usize) -> Game<P> {
    let mut game = Game::new(P::start());
    let plies = rng.below(max_plies);
    for _ in 0..plies {
        let legal = game.legal_actions();
        let Some(a) = rng.pick(&legal) else { break };
        let a = a.clone();
        game.play(&a).expect("a legal action plays");
    }
    game
}

fn over_budget<P: AiPlayers>(game: &Game<P>, budget: Duration) -> Duration {
    if game.outcome().is_some() {
        return Duration::ZERO;
    }
    let mut ai = P::new_ai(P::ai_levels().len() - 1, 1);
    let started = Instant::now();
    ai.choose(game, &SearchLimits::budget(budget));
    started.elapsed().saturating_sub(budget)
}
