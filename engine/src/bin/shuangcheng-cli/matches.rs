//! `match`: AI against AI, sides alternating, with the score and the mean time per move.
//! Options beyond the contract: `--budget-a` / `--budget-b` (a budget in ms instead of the
//! level's), `--weights-a` / `--depth-a` (and `-b`: a Twin Cities master's weights or depth
//! limit), `--threads` (search threads of the master levels), `--times` (time per turn, mean
//! and worst, and the share of the budget it used), `--progress` (one line per finished game
//! on stderr), and `--openings PLIES|start|FILE`: game pairs, each from one opening played
//! once with each colour ([`crate::openings`]), reported with the distinct games, the
//! pentanomial, the score's 95 % interval, the Elo difference and the first player's score; and
//! `--engine-a PATH` / `--engine-b PATH`: that side played by another build of the CLI, as
//! `PATH serve …` ([`crate::mover`]: it gets the game's start and every action, the opening's
//! included; its measured time includes the pipe's round trip); `--record FILE`: each
//! finished game kept in FILE, so a stopped match resumes ([`crate::record`]); and
//! `--fair-start`: every game from the game's fair start ([`crate::openings`]).

use std::collections::{BTreeMap, HashSet};
use std::hash::{Hash, Hasher};
use std::io::Write;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use shuangcheng_engine::{excerpt, new_game, AnyGame, FairStart, GameKind, Side};

use crate::args::{number, Args, CliError};
use crate::mover::Mover;
use crate::openings::{fair_start_option, Openings};
use crate::output::Output;
use crate::players::{or_none, Player};
use crate::record::{Record, RecordLine, Recorded};
use crate::stats::{elo_with_error, pair_bucket, score_interval, Pentanomial};

/// What a match plays: the game, the two players, the seed, the openings if given, the
/// master's search threads if given (passed on to an external engine) and the fair start if
/// asked for.
pub struct Setup {
    pub kind: GameKind,
    pub players: [Player; 2],
    pub seed: u64,
    pub openings: Option<Openings>,
    pub threads: Option<usize>,
    pub fair_start: Option<FairStart>,
}

#[derive(Default)]
pub struct Tally {
    pub wins: u64,
    pub losses: u64,
    pub draws: u64,
    reasons: BTreeMap<String, u64>,
    /// Time and moves of player a, then b.
    time: [Duration; 2],
    moves: [u64; 2],
    plies: u64,
    turns: [TurnTimes; 2],
    pub finished: u64,
    /// Each finished game's record, to count the distinct ones.
    records: HashSet<u64>,
    /// The first finished game of each pair, by pair, until its twin finishes.
    halves: BTreeMap<u64, i32>,
    pub pentanomial: Pentanomial,
    /// The pairs by the first player's points in them (a plays first in the even game).
    first_player: Pentanomial,
}

impl Setup {
    /// The settings that make a game of this match what it is (not the number of games, nor
    /// the jobs), as one line: a `--record` file's first line (ending in `fair-start` only
    /// with it, so the records of matches without it read as they were written).
    pub fn settings(&self) -> String {
        let [a, b] = &self.players;
        format!(
            "game {} seed {} openings {} threads {} a: {} b: {}{}",
            self.kind.id(),
            self.seed,
            or_none(self.openings.as_ref().map(Openings::settings)),
            or_none(self.threads.map(|n| n.to_string())),
            a.settings(),
            b.settings(),
            if self.fair_start.is_some() { " fair-start" } else { "" }
        )
    }

    /// The report's line for the fair start, when the match plays from it.
    pub fn report_fair_start(&self, out: &mut Output) -> Result<(), CliError> {
        match &self.fair_start {
            Some(fair) => out.line(format_args!("fair start: {} ({})", fair.start, fair.rule)),
            None => Ok(()),
        }
    }
}

/// Whole turns of one player (a Generals turn is several actions): count, total and worst.
#[derive(Clone, Copy, Default, Debug, PartialEq)]
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

    /// The mean and worst share of `budget` a turn used: the mean of the shares is the total
    /// over the budgets, a turn's budget being the same all match long.
    fn describe_share(&self, budget: Duration) -> String {
        let share = |d: Duration| d.as_secs_f64() / budget.as_secs_f64() * 100.0;
        let mean = share(self.total) / self.count.max(1) as f64;
        format!("mean {mean:.1}%, worst {:.1}%", share(self.worst))
    }
}

/// `--threads T`: search threads of the master levels, set for this process; the number if
/// given.
pub fn threads_option(args: &mut Args) -> Result<Option<usize>, CliError> {
    let Some(t) = args.option("--threads") else {
        return Ok(None);
    };
    let n = t.parse::<usize>().ok().filter(|n| (1..=64).contains(n));
    let n = n.ok_or_else(|| {
        CliError::user(format!("bad --threads '{}': expected a number from 1 to 64", excerpt(&t)))
    })?;
    shuangcheng_engine::ai::set_search_threads(n);
    Ok(Some(n))
}

pub fn run(args: &mut Args, out: &mut Output) -> Result<(), CliError> {
    let kind = args.game()?;
    let players = [Player::from_args(args, kind, "-a")?, Player::from_args(args, kind, "-b")?];
    let games = number(args, "--games", 0)?;
    if games == 0 {
        return Err(CliError::user("--games must be at least 1"));
    }
    let seed = number(args, "--seed", 1)?;
    let jobs = number(args, "--jobs", 1)?.clamp(1, 64) as usize;
    let threads = threads_option(args)?;
    let openings = Openings::from_args(args, kind)?;
    let fair_start = fair_start_option(args, kind, openings.as_ref())?;
    if openings.is_some() && games % 2 == 1 {
        return Err(CliError::user("--games must be even with --openings (each opening is played twice)"));
    }
    let times = args.flag("--times");
    let progress = args.flag("--progress");
    let record_path = args.option("--record");
    args.finish()?;

    let setup = Setup { kind, players, seed, openings, threads, fair_start };
    let (mut record, done) = Record::open_given(record_path.as_deref(), &setup.settings())?;
    let t = play_games(
        &setup,
        games,
        jobs,
        done,
        |_| false,
        |i, result, t| {
            if let Some(record) = &mut record {
                record.add(i, result)?;
            }
            if progress {
                // Progress is a courtesy: a closed stderr must not stop the match.
                let _ = writeln!(std::io::stderr().lock(), "{}", result.describe(i, t));
            }
            Ok(())
        },
    )?;
    let [a, b] = &setup.players;
    let mean = |i: usize| t.time[i].as_secs_f64() * 1000.0 / t.moves[i].max(1) as f64;
    let score = (t.wins as f64 + t.draws as f64 / 2.0) / games as f64 * 100.0;
    out.line(format_args!("game: {kind}  a: {}  b: {}  games: {games}  seed: {seed}", a.name, b.name))?;
    setup.report_fair_start(out)?;
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
        let game = new_game(kind, None).map_err(|e| CliError::user(e.to_string()))?;
        let [a_share, b_share] = [(0, a), (1, b)].map(|(i, p)| t.turns[i].describe_share(p.budget_in(&game)));
        out.line(format_args!("budget used per turn: a {a_share}; b {b_share}"))?;
    }
    report_pairs(out, &t, &setup)
}

/// The lines a match from openings adds: distinct games, pentanomial, interval, Elo and the
/// first player's score; none without openings.
pub fn report_pairs(out: &mut Output, t: &Tally, setup: &Setup) -> Result<(), CliError> {
    let Some(openings) = &setup.openings else {
        return Ok(());
    };
    let p = &t.pentanomial;
    out.line(format_args!("openings: {}, {} pairs", openings.describe(), p.iter().sum::<u64>()))?;
    out.line(format_args!("distinct games: {} of {}", t.records.len(), t.finished))?;
    out.line(format_args!("pentanomial (a's points per pair 0, 1/2, 1, 3/2, 2): {p:?}"))?;
    if let Some(s) = score_interval(p) {
        let (elo, error) = elo_with_error(&s);
        out.line(format_args!(
            "a score per pair: {:.1}% (95% interval {:.1}% to {:.1}%)",
            s.score * 100.0,
            s.low * 100.0,
            s.high * 100.0
        ))?;
        if !elo.is_finite() {
            out.line(format_args!("elo: {elo:+} (one side scored every point)"))?;
        } else if !error.is_finite() {
            out.line(format_args!("elo: {elo:+.1} (the interval reaches 0% or 100%: no finite error)"))?;
        } else {
            out.line(format_args!("elo: {elo:+.1} +/- {error:.1} (95%)"))?;
        }
    }
    if let Some(s) = score_interval(&t.first_player) {
        out.line(format_args!(
            "first player score per pair: {:.1}% (95% interval {:.1}% to {:.1}%), pentanomial {:?}",
            s.score * 100.0,
            s.low * 100.0,
            s.high * 100.0,
            t.first_player
        ))?;
    }
    Ok(())
}

/// Plays games `0..games` on `jobs` threads, counting the `done` ones (a resumed match's,
/// by index) without playing them again; `after(i, result, tally)` sees each game played as
/// it is counted and may stop the match with an error. No new game starts once `decided`
/// says so of the tally, the resumed games' included (the games under way finish).
pub fn play_games(
    setup: &Setup,
    games: u64,
    jobs: usize,
    done: Recorded<GameResult>,
    decided: impl Fn(&Tally) -> bool + Sync,
    after: impl FnMut(u64, &GameResult, &Tally) -> Result<(), CliError> + Send,
) -> Result<Tally, CliError> {
    let mut tally = Tally::default();
    let mut recorded = HashSet::new();
    for (i, result) in done.into_iter().filter(|(i, _)| *i < games) {
        result.add_to(i, &mut tally);
        recorded.insert(i);
    }
    let to_play: Vec<u64> = (0..games).filter(|i| !recorded.contains(i)).collect();
    let next = AtomicUsize::new(0);
    let stop = decided(&tally);
    let state = Mutex::new((tally, after, stop));
    let failure = Mutex::new(None);
    let fail = |e: CliError| {
        if let Ok(mut f) = failure.lock() {
            f.get_or_insert(e);
        }
    };
    std::thread::scope(|s| {
        for _ in 0..jobs {
            s.spawn(|| {
                while let Some(&i) = to_play.get(next.fetch_add(1, Ordering::Relaxed)) {
                    let stopped = state.lock().map_or(true, |st| st.2);
                    if stopped || failure.lock().map_or(true, |f| f.is_some()) {
                        break;
                    }
                    match play_one(setup, i) {
                        Ok(result) => {
                            if let Ok(mut st) = state.lock() {
                                let (t, after, stop) = &mut *st;
                                result.add_to(i, t);
                                *stop |= decided(t);
                                if let Err(e) = after(i, &result, t) {
                                    fail(e);
                                }
                            }
                        }
                        Err(e) => fail(e),
                    }
                }
            });
        }
    });
    if let Some(e) = failure.into_inner().ok().flatten() {
        return Err(e);
    }
    state.into_inner().map(|st| st.0).map_err(|_| CliError::user("a match thread failed"))
}

#[derive(Debug, PartialEq)]
pub struct GameResult {
    /// +1 a won, -1 a lost, 0 draw.
    a_result: i32,
    reason: String,
    time: [Duration; 2],
    moves: [u64; 2],
    plies: u64,
    turns: [TurnTimes; 2],
    /// A hash of the game's actions, opening included.
    record: u64,
}

impl GameResult {
    /// The `--progress` line: this game and the score so far.
    pub fn describe(&self, index: u64, t: &Tally) -> String {
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

    fn add_to(&self, index: u64, t: &mut Tally) {
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
        t.records.insert(self.record);
        let pair = index / 2;
        match t.halves.remove(&pair) {
            Some(other) => {
                t.pentanomial[pair_bucket(other, self.a_result)] += 1;
                // The first player's result: a's in the even game, b's in the odd one.
                let first = |i: u64, a_result: i32| if i.is_multiple_of(2) { a_result } else { -a_result };
                t.first_player[pair_bucket(first(index ^ 1, other), first(index, self.a_result))] += 1;
            }
            None => {
                t.halves.insert(pair, self.a_result);
            }
        }
    }
}

impl RecordLine for GameResult {
    /// This game as one line of a `--record` file: its index, a's result (1, -1 or 0), the
    /// ending, the plies, the record's hash, then a's and b's time (ns) and moves and their
    /// turns' count, total and worst (ns).
    fn to_line(&self, index: u64) -> String {
        let mut words = vec![
            index.to_string(),
            self.a_result.to_string(),
            self.reason.clone(),
            self.plies.to_string(),
            format!("{:016x}", self.record),
        ];
        for i in 0..2 {
            let turns = &self.turns[i];
            words.extend(
                [self.time[i].as_nanos(), self.moves[i] as u128, turns.count as u128].map(|n| n.to_string()),
            );
            words.extend([turns.total, turns.worst].map(|d| d.as_nanos().to_string()));
        }
        words.join(" ")
    }

    fn from_line(line: &str) -> Option<(u64, GameResult)> {
        let words: Vec<&str> = line.split(' ').collect();
        let [index, a_result, reason, plies, record, rest @ ..] = words.as_slice() else { return None };
        let numbers: Vec<u64> = rest.iter().map(|w| w.parse().ok()).collect::<Option<_>>()?;
        let [a_time, a_moves, a_count, a_total, a_worst, b_time, b_moves, b_count, b_total, b_worst] =
            numbers.as_slice()
        else {
            return None;
        };
        let turns = |count: u64, total: u64, worst: u64| TurnTimes {
            count,
            total: Duration::from_nanos(total),
            worst: Duration::from_nanos(worst),
        };
        let result = GameResult {
            a_result: a_result.parse().ok().filter(|r: &i32| (-1..=1).contains(r))?,
            reason: Some(reason.to_string()).filter(|r| !r.is_empty())?,
            time: [Duration::from_nanos(*a_time), Duration::from_nanos(*b_time)],
            moves: [*a_moves, *b_moves],
            plies: plies.parse().ok()?,
            turns: [turns(*a_count, *a_total, *a_worst), turns(*b_count, *b_total, *b_worst)],
            record: u64::from_str_radix(record, 16).ok()?,
        };
        Some((index.parse().ok()?, result))
    }
}

/// Game `index` of the match: a takes the first side in even games, the second in odd ones;
/// with openings, games `2k` and `2k + 1` start from the same opening.
fn play_one(setup: &Setup, index: u64) -> Result<GameResult, CliError> {
    let seed = setup.seed.wrapping_mul(1_000_003).wrapping_add(index);
    let start = setup.fair_start.map(|fair| fair.start);
    let mut game = match &setup.openings {
        Some(openings) => openings.game(setup.kind, start, setup.seed, index / 2)?,
        None => new_game(setup.kind, start).map_err(|e| CliError::user(e.to_string()))?,
    };
    let [a, b] = &setup.players;
    let budgets = [a.budget_in(&game), b.budget_in(&game)];
    let mut movers = [
        Mover::new(a, "a", &game, seed.wrapping_mul(2), setup.threads)?,
        Mover::new(b, "b", &game, seed.wrapping_mul(2) + 1, setup.threads)?,
    ];
    let a_side = if index % 2 == 1 { Side::Second } else { Side::First };
    let mut result = GameResult {
        a_result: 0,
        reason: String::new(),
        time: [Duration::ZERO; 2],
        moves: [0; 2],
        plies: 0,
        turns: [TurnTimes::default(); 2],
        record: 0,
    };
    let mut turn = Duration::ZERO;
    let outcome = loop {
        if let Some(o) = game.outcome() {
            break o;
        }
        let player = if game.to_move() == a_side { 0 } else { 1 };
        let started = Instant::now();
        let action = movers[player].choose(&game, budgets[player])?;
        let took = started.elapsed();
        result.time[player] += took;
        result.moves[player] += 1;
        turn += took;
        let action = game.play(&action).map_err(|e| movers[player].refused(e, &game))?;
        for mover in &mut movers {
            mover.played(&action, &game)?;
        }
        if game.at_turn_boundary() || game.outcome().is_some() {
            result.turns[player].add(std::mem::take(&mut turn));
        }
    };
    result.a_result = outcome.returns(a_side);
    result.reason = upper_camel(outcome.reason.code());
    result.record = record_hash(&game);
    result.plies = game.plies() as u64;
    Ok(result)
}

/// An end reason as the records and the `endings:` line write it: `city-captured` →
/// `CityCaptured`.
fn upper_camel(code: &str) -> String {
    code.split('-')
        .flat_map(|word| word.chars().take(1).flat_map(char::to_uppercase).chain(word.chars().skip(1)))
        .collect()
}

fn record_hash(game: &AnyGame) -> u64 {
    let mut h = std::collections::hash_map::DefaultHasher::new();
    game.history().hash(&mut h);
    h.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn records_name_the_end_reasons_as_they_always_have() {
        assert_eq!(upper_camel(shuangcheng_engine::EndReason::NO_LEGAL_ACTION.code()), "NoLegalAction");
        assert_eq!(upper_camel(shuangcheng_engine::twin_cities::CITY_CAPTURED.code()), "CityCaptured");
        for kind in GameKind::ALL {
            let names: std::collections::BTreeSet<String> =
                kind.end_reasons().map(|r| upper_camel(r.code())).collect();
            assert_eq!(names.len(), kind.end_reasons().count(), "{kind}: two reasons one name");
        }
    }

    /// A game whose result for a is `a_result` (+1 won, -1 lost, 0 drawn).
    fn game(a_result: i32) -> GameResult {
        GameResult {
            a_result,
            reason: "Test".into(),
            time: [Duration::ZERO; 2],
            moves: [0; 2],
            plies: 0,
            turns: [TurnTimes::default(); 2],
            record: 0,
        }
    }

    #[test]
    fn a_pair_counts_for_a_and_for_the_first_player_by_colour() {
        let mut t = Tally::default();
        // Pair 0: a wins its game as first player and loses as second: one point each, but the
        // first player won both.
        game(1).add_to(0, &mut t);
        game(-1).add_to(1, &mut t);
        // Pair 1, its odd game finished first: a draws as second player, loses as first.
        game(0).add_to(3, &mut t);
        game(-1).add_to(2, &mut t);
        assert_eq!(t.pentanomial, [0, 1, 1, 0, 0], "a: 1 point, then 1/2");
        assert_eq!(t.first_player, [0, 1, 0, 0, 1], "first player: 2 points, then 1/2");
    }

    #[test]
    fn the_share_of_the_budget_is_each_turns_time_over_the_budget() {
        let mut turns = TurnTimes::default();
        for ms in [100, 200, 150] {
            turns.add(Duration::from_millis(ms));
        }
        assert_eq!(turns.describe_share(Duration::from_millis(200)), "mean 75.0%, worst 100.0%");
    }
}
