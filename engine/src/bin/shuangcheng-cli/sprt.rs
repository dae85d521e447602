//! `sprt`: a sequential probability ratio test of a against b in game pairs from openings
//! ([`crate::openings`]), as Stockfish's fishtest runs one: H0 "a is `elo0` stronger", H1
//! "a is `elo1` stronger" (normalized Elo), the log-likelihood ratio of the pentanomial after
//! each pair (see [`crate::stats`]), stopping when it leaves the bounds set by `--alpha` and
//! `--beta` (0.05 each by default) or after `--max-games`. A side can be another build of the
//! CLI (`--engine-b PATH`, [`crate::mover`]): a change to the engine against the version before
//! it. `--record FILE` keeps each finished game, as `match`'s does ([`crate::record`]): a test
//! stopped part-way resumes, and one already decided by the games in FILE plays no more.

use std::io::Write;

use crate::args::{number, Args, CliError};
use crate::matches::{play_games, report_pairs, threads_option, Setup, Tally};
use crate::openings::{fair_start_option, Openings};
use crate::output::Output;
use crate::players::Player;
use crate::record::Record;
use crate::stats::{llr_normalized, sprt_bounds};

/// The test's hypotheses and error rates.
struct Test {
    elo0: f64,
    elo1: f64,
    alpha: f64,
    beta: f64,
}

impl Test {
    fn from_args(args: &mut Args) -> Result<Test, CliError> {
        let elo0 = real(args, "--elo0", None, -1000.0..=1000.0)?;
        let elo1 = real(args, "--elo1", None, -1000.0..=1000.0)?;
        if elo1 <= elo0 {
            return Err(CliError::user(format!("--elo1 ({elo1}) must be above --elo0 ({elo0})")));
        }
        let alpha = real(args, "--alpha", Some(0.05), 0.001..=0.5)?;
        let beta = real(args, "--beta", Some(0.05), 0.001..=0.5)?;
        Ok(Test { elo0, elo1, alpha, beta })
    }

    /// H1 (`Some(true)`), H0 (`Some(false)`) or not yet, after the pairs of `t`.
    fn decision(&self, t: &Tally) -> (f64, Option<bool>) {
        let llr = llr_normalized(self.elo0, self.elo1, &t.pentanomial);
        let (low, high) = sprt_bounds(self.alpha, self.beta);
        (llr, (llr >= high).then_some(true).or((llr <= low).then_some(false)))
    }
}

/// A real option within `range`, with a default if not required.
fn real(
    args: &mut Args,
    name: &str,
    default: Option<f64>,
    range: std::ops::RangeInclusive<f64>,
) -> Result<f64, CliError> {
    match (args.option(name), default) {
        (None, Some(d)) => Ok(d),
        (None, None) => Err(CliError::user(format!("missing option {name}"))),
        (Some(v), _) => v.parse::<f64>().ok().filter(|x| range.contains(x)).ok_or_else(|| {
            CliError::user(format!(
                "bad {name} '{}': expected a number from {} to {}",
                shuangcheng_engine::excerpt(&v),
                range.start(),
                range.end()
            ))
        }),
    }
}

pub fn run(args: &mut Args, out: &mut Output) -> Result<(), CliError> {
    let kind = args.game()?;
    let players = [Player::from_args(args, kind, "-a")?, Player::from_args(args, kind, "-b")?];
    let test = Test::from_args(args)?;
    let openings =
        Openings::from_args(args, kind)?.ok_or_else(|| CliError::user("missing option --openings"))?;
    let fair_start = fair_start_option(args, kind, Some(&openings))?;
    let max_games = number(args, "--max-games", 20_000)?;
    if max_games < 2 || max_games % 2 == 1 {
        return Err(CliError::user("--max-games must be even and at least 2 (games come in pairs)"));
    }
    let seed = number(args, "--seed", 1)?;
    let jobs = number(args, "--jobs", 1)?.clamp(1, 64) as usize;
    let threads = threads_option(args)?;
    let progress = args.flag("--progress");
    let record_path = args.option("--record");
    args.finish()?;

    let setup = Setup { kind, players, seed, openings: Some(openings), threads, fair_start };
    let (mut record, done) = Record::open_given(record_path.as_deref(), &setup.settings())?;
    let decided = |t: &Tally| test.decision(t).1.is_some();
    let t = play_games(&setup, max_games, jobs, done, decided, |i, result, t| {
        if let Some(record) = &mut record {
            record.add(i, result)?;
        }
        if progress {
            let llr = test.decision(t).0;
            let _ = writeln!(std::io::stderr().lock(), "{}; llr {llr:.2}", result.describe(i, t));
        }
        Ok(())
    })?;
    let (llr, decided) = test.decision(&t);
    let (low, high) = sprt_bounds(test.alpha, test.beta);
    let [a, b] = &setup.players;
    out.line(format_args!(
        "game: {kind}  a: {}  b: {}  elo0: {}  elo1: {}  alpha: {}  beta: {}  seed: {seed}",
        a.name, b.name, test.elo0, test.elo1, test.alpha, test.beta
    ))?;
    setup.report_fair_start(out)?;
    out.line(format_args!(
        "games: {}  a wins: {}  a losses: {}  draws: {}",
        t.finished, t.wins, t.losses, t.draws
    ))?;
    report_pairs(out, &t, &setup)?;
    out.line(format_args!("llr: {llr:.2} (bounds {low:.2}, {high:.2}; normalized elo)"))?;
    let verdict = match decided {
        Some(true) => format!("H1 accepted: a is stronger by {} elo or more (normalized)", test.elo1),
        Some(false) => format!("H0 accepted: a is not stronger by {} elo (normalized)", test.elo1),
        None => format!("no decision after {} games", t.finished),
    };
    out.line(format_args!("result: {verdict}"))
}
