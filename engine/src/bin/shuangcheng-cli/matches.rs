//! `match`: AI against AI, sides alternating, with the score and the mean time per move.
//! Options beyond the contract: `--budget-a` / `--budget-b` (a budget in ms instead of the
//! level's), `--threads` (search threads of the master levels), `--times` (time per turn, mean
//! and worst), `--progress` (one line per finished game on stderr).

use std::collections::BTreeMap;
use std::io::Write;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use shuangcheng_engine::ai::SearchLimits;
use shuangcheng_engine::{excerpt, new_game, GameKind, Side};

use crate::args::{level_index, number, Args, CliError};
use crate::output::Output;

#[derive(Default)]
struct Tally {
    wins: u64,
    losses: u64,
    draws: u64,
    reasons: BTreeMap<String, u64>,
    /// Time and moves of player a, then b.
    time: [Duration; 2],
    moves: [u64; 2],
    plies: u64,
    turns: [TurnTimes; 2],
    finished: u64,
}

/// Whole turns of one player (a Generals turn is several actions): count, total and worst.
#[derive(Clone, Copy, Default)]
struct TurnTimes {
    count: u64,
    total: Duration,
    worst: Duration,
}

impl TurnTimes {
    fn add(&mut self, t: Duration) {
        self.count += 1;
        self.total += t;
        self.worst = self.worst.max(t);
    }

    fn merge(&mut self, o: &TurnTimes) {
        self.count += o.count;
        self.total += o.total;
        self.worst = self.worst.max(o.worst);
    }

    fn describe(&self) -> String {
        let mean = self.total.as_secs_f64() * 1000.0 / self.count.max(1) as f64;
        format!("mean {mean:.2} ms, worst {:.2} ms", self.worst.as_secs_f64() * 1000.0)
    }
}

/// A player's budget: `--budget-a` / `--budget-b` in milliseconds, if given.
fn budget_option(args: &mut Args, name: &str) -> Result<Option<Duration>, CliError> {
    match args.option(name) {
        None => Ok(None),
        Some(v) => v
            .parse::<u64>()
            .ok()
            .filter(|&ms| (1..=600_000).contains(&ms))
            .map(|ms| Some(Duration::from_millis(ms)))
            .ok_or_else(|| {
                CliError::user(format!(
                    "bad {name} '{}': expected milliseconds from 1 to 600000",
                    excerpt(&v)
                ))
            }),
    }
}

pub fn run(args: &mut Args, out: &mut Output) -> Result<(), CliError> {
    let kind = args.game()?;
    let a_name = args.required("--a")?;
    let b_name = args.required("--b")?;
    let levels = [level_index(kind, &a_name)?, level_index(kind, &b_name)?];
    let games = number(args, "--games", 0)?;
    if games == 0 {
        return Err(CliError::user("--games must be at least 1"));
    }
    let seed = number(args, "--seed", 1)?;
    let jobs = number(args, "--jobs", 1)?.clamp(1, 64) as usize;
    let budgets = [budget_option(args, "--budget-a")?, budget_option(args, "--budget-b")?];
    if let Some(t) = args.option("--threads") {
        let n = t.parse::<usize>().ok().filter(|n| (1..=64).contains(n));
        let n = n.ok_or_else(|| {
            CliError::user(format!("bad --threads '{}': expected a number from 1 to 64", excerpt(&t)))
        })?;
        shuangcheng_engine::ai::set_search_threads(n);
    }
    let times = args.flag("--times");
    let progress = args.flag("--progress");
    args.finish()?;

    let next = AtomicUsize::new(0);
    let tally = Mutex::new(Tally::default());
    let failure = Mutex::new(None);
    std::thread::scope(|s| {
        for _ in 0..jobs {
            s.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed) as u64;
                if i >= games || failure.lock().map_or(true, |f| f.is_some()) {
                    break;
                }
                let game_seed = seed.wrapping_mul(1_000_003).wrapping_add(i);
                match play_one(kind, levels, budgets, game_seed, i % 2 == 1) {
                    Ok(result) => {
                        if let Ok(mut t) = tally.lock() {
                            result.add_to(&mut t);
                            if progress {
                                // Progress is a courtesy: a closed stderr must not stop the match.
                                let _ = writeln!(std::io::stderr().lock(), "{}", result.describe(i, &t));
                            }
                        }
                    }
                    Err(e) => {
                        if let Ok(mut f) = failure.lock() {
                            *f = Some(e);
                        }
                    }
                }
            });
        }
    });
    if let Some(e) = failure.into_inner().ok().flatten() {
        return Err(e);
    }
    let t = tally.into_inner().map_err(|_| CliError::user("a match thread failed"))?;
    let mean = |i: usize| t.time[i].as_secs_f64() * 1000.0 / t.moves[i].max(1) as f64;
    let score = (t.wins as f64 + t.draws as f64 / 2.0) / games as f64 * 100.0;
    out.line(format_args!("game: {kind}  a: {a_name}  b: {b_name}  games: {games}  seed: {seed}"))?;
    out.line(format_args!("a wins: {}", t.wins))?;
    out.line(format_args!("a losses: {}", t.losses))?;
    out.line(format_args!("draws: {}", t.draws))?;
    out.line(format_args!("a score: {score:.1}%"))?;
    let reasons: Vec<String> = t.reasons.iter().map(|(r, n)| format!("{r} {n}")).collect();
    out.line(format_args!("endings: {}", reasons.join(", ")))?;
    out.line(format_args!("mean plies per game: {:.1}", t.plies as f64 / games as f64))?;
    out.line(format_args!("mean time per move: a {:.2} ms, b {:.2} ms", mean(0), mean(1)))?;
    if times {
        out.line(format_args!("time per turn: a {}; b {}", t.turns[0].describe(), t.turns[1].describe()))?;
    }
    Ok(())
}

struct GameResult {
    /// +1 a won, -1 a lost, 0 draw.
    a_result: i32,
    reason: String,
    time: [Duration; 2],
    moves: [u64; 2],
    plies: u64,
    turns: [TurnTimes; 2],
}

impl GameResult {
    /// The `--progress` line: this game and the score so far.
    fn describe(&self, index: u64, t: &Tally) -> String {
        let result = match self.a_result {
            1 => "a won",
            -1 => "a lost",
            _ => "draw",
        };
        let score = (t.wins as f64 + t.draws as f64 / 2.0) / t.finished.max(1) as f64 * 100.0;
        format!(
            "game {index}: {result} ({}, {} plies); after {} games a scores {score:.1}%",
            self.reason, self.plies, t.finished
        )
    }

    fn add_to(&self, t: &mut Tally) {
        match self.a_result {
            1 => t.wins += 1,
            -1 => t.losses += 1,
            _ => t.draws += 1,
        }
        *t.reasons.entry(self.reason.clone()).or_insert(0) += 1;
        for i in 0..2 {
            t.time[i] += self.time[i];
            t.moves[i] += self.moves[i];
            t.turns[i].merge(&self.turns[i]);
        }
        t.plies += self.plies;
        t.finished += 1;
    }
}

/// One game; player a takes the first side unless `a_second`.
fn play_one(
    kind: GameKind,
    levels: [usize; 2],
    budget_options: [Option<Duration>; 2],
    seed: u64,
    a_second: bool,
) -> Result<GameResult, CliError> {
    let mut game = new_game(kind, None).map_err(|e| CliError::user(e.to_string()))?;
    let budgets: Vec<Duration> =
        levels.iter().zip(budget_options).map(|(&l, b)| b.unwrap_or(game.ai_levels()[l].budget)).collect();
    let mut ais = [
        game.new_ai(levels[0], seed.wrapping_mul(2)).ok_or_else(|| CliError::user("no such level"))?,
        game.new_ai(levels[1], seed.wrapping_mul(2) + 1).ok_or_else(|| CliError::user("no such level"))?,
    ];
    let a_side = if a_second { Side::Second } else { Side::First };
    let mut result = GameResult {
        a_result: 0,
        reason: String::new(),
        time: [Duration::ZERO; 2],
        moves: [0; 2],
        plies: 0,
        turns: [TurnTimes::default(); 2],
    };
    let mut turn = Duration::ZERO;
    let outcome = loop {
        if let Some(o) = game.outcome() {
            break o;
        }
        let player = if game.to_move() == a_side { 0 } else { 1 };
        let started = Instant::now();
        let action = ais[player]
            .choose(&game, &SearchLimits::budget(budgets[player]))
            .ok_or_else(|| CliError::user(format!("the AI found no action in {}", game.position())))?;
        let took = started.elapsed();
        result.time[player] += took;
        result.moves[player] += 1;
        turn += took;
        game.play(&action)
            .map_err(|e| CliError::user(format!("the AI chose {e} in {}: this is a bug", game.position())))?;
        if game.at_turn_boundary() || game.outcome().is_some() {
            result.turns[player].add(std::mem::take(&mut turn));
        }
        result.plies += 1;
    };
    result.a_result = outcome.returns(a_side);
    result.reason = format!("{:?}", outcome.reason);
    Ok(result)
}
