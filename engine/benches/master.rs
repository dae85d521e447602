//! `cargo bench -p shuangcheng-engine --bench master`: the master levels' search speed (nodes
//! per second and depth, one thread and Lazy SMP on two), how fast a cancelled search answers,
//! and how close searches end to their budget, over random positions (crowded or nearly empty
//! boards, huge reserves).

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

#[path = "../tests/common/random_twin_cities.rs"]
mod random_twin_cities;
use random_twin_cities::random_position;

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
            speed(name, fen, threads, Duration::from_secs(4));
        }
    }
    set_search_threads(1);
    generals_speed(Duration::from_secs(4));
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

/// Master searches with a 30 s budget from random positions (Twin Cities: random valid
/// positions and positions of random games; Generals: positions of random games), each
/// cancelled after a random 10–400 ms: the time from the flag to the answer, mean and worst.
fn cancellation() {
    let mut rng = Rng::new(11);
    let mut latencies = [Vec::new(), Vec::new()];
    for i in 0..POSITIONS_PER_GAME {
        let delay = Duration::from_millis(10 + rng.below(390) as u64);
        let tc = if i % 2 == 0 { Game::new(random_position(&mut rng)) } else { random_game(&mut rng, 120) };
        let gn = random_game::<Generals>(&mut rng, 400);
        latencies[0].extend(cancel_after(delay, |limits| master_answer(&tc, i as u64, limits)));
        latencies[1].extend(cancel_after(delay, |limits| master_answer(&gn, i as u64, limits)));
    }
    for (game, l) in ["twin-cities", "generals"].iter().zip(&latencies) {
        println!(
            "cancellation: {game} master searches cancelled after 10-400 ms answer {} after the flag \
             (mean of {} random positions; worst {})",
            ms(mean(l)),
            l.len(),
            ms(l.iter().copied().max().unwrap_or_default())
        );
    }
}

/// The master's answer in `game` (checked legal), as text.
fn master_answer<P: AiPlayers>(game: &Game<P>, seed: u64, limits: &SearchLimits) -> Option<String> {
    let mut ai = P::new_ai(P::ai_levels().len() - 1, seed);
    let answer = ai.choose(game, limits)?;
    let legal = game.legal_actions();
    assert!(legal.contains(&answer), "{answer} is illegal in {}", game.position());
    Some(answer.to_string())
}

/// Runs `search` with a 30 s budget on another thread, sets its cancel flag after `delay`
/// and returns how long the answer took after that; `None` when the search answered before
/// the flag (an easy position: a City to take, one legal action, a game over).
fn cancel_after(
    delay: Duration,
    search: impl FnOnce(&SearchLimits) -> Option<String> + Send,
) -> Option<Duration> {
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
        if done < flagged {
            return None;
        }
        assert!(answer.is_none(), "a cancelled search gives no action");
        Some(done - flagged)
    })
}

/// Master searches with a 200 ms budget from random positions (as for [`cancellation`]):
/// every answer is legal; how long past the budget they ended, mean and worst. The issue's
/// bound is budget + 100 ms.
fn overshoot() {
    let budget = Duration::from_millis(200);
    let mut over = [Vec::new(), Vec::new()];
    let mut rng = Rng::new(7);
    for i in 0..POSITIONS_PER_GAME {
        let tc = if i % 2 == 0 { Game::new(random_position(&mut rng)) } else { random_game(&mut rng, 120) };
        let gn = random_game::<Generals>(&mut rng, 400);
        over[0].extend(over_budget(&tc, i as u64, budget));
        over[1].extend(over_budget(&gn, i as u64, budget));
    }
    for (game, o) in ["twin-cities", "generals"].iter().zip(&over) {
        println!(
            "budget: {game} master searches of 200 ms from {} random positions: all answers legal, \
             ended {} past the budget on average, {} at worst",
            o.len(),
            ms(mean(o)),
            ms(o.iter().copied().max().unwrap_or_default())
        );
    }
}

/// Random positions per game for the cancellation and budget figures.
const POSITIONS_PER_GAME: usize = 40;

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

/// How long past `budget` the master's answer came; `None` when the game is over.
fn over_budget<P: AiPlayers>(game: &Game<P>, seed: u64, budget: Duration) -> Option<Duration> {
    if game.outcome().is_some() {
        return None;
    }
    let started = Instant::now();
    master_answer(game, seed, &SearchLimits::budget(budget)).expect("an answer while the game goes on");
    Some(started.elapsed().saturating_sub(budget))
}

fn mean(d: &[Duration]) -> Duration {
    d.iter().sum::<Duration>() / (d.len().max(1) as u32)
}

fn ms(d: Duration) -> String {
    format!("{:.1} ms", d.as_secs_f64() * 1e3)
}
