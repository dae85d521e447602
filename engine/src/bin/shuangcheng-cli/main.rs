//! `shuangcheng-cli`: the engine on the command line (its usage: README.md; its contract: docs/engine.md).
//! Output on stdout; errors as one line on stderr with exit code 2, never a panic trace.
//! A reader that stops early (`shuangcheng-cli legal … | head -1`) ends the program quietly
//! with exit code 0; a closed stderr loses the error line but not the exit code.

mod args;
mod book;
mod matches;
mod mover;
mod openings;
mod output;
mod play;
mod players;
mod random_opening;
mod record;
mod serve;
mod sprt;
mod stats;
mod think;

use std::io::Write;
use std::process::ExitCode;

use args::{Args, CliError};
use output::Output;
use shuangcheng_engine::{excerpt, new_game, replay, AnyGame, GameKind, Replay};

/// The help text; the games come from the registry.
fn usage() -> String {
    format!(
        "usage:
  shuangcheng-cli legal GAME [--position POS] [ACTION...]
  shuangcheng-cli perft GAME DEPTH [--position POS]
  shuangcheng-cli apply GAME --position POS ACTION...
  shuangcheng-cli solve {} [--position POS]
  shuangcheng-cli play GAME [--ai LEVEL|none] [--side first|second] [--seed S]
  shuangcheng-cli match GAME --a LEVEL --b LEVEL --games N [--seed S] [--jobs J]
                  [--budget-a MS] [--budget-b MS] [--threads T] [--times] [--progress]
                  [--openings PLIES|start|FILE] [--weights-a FILE|tuned|legacy] [--depth-a D]
                  [--engine-a PATH] (and -b) [--record FILE] [--fair-start]
  shuangcheng-cli sprt GAME --a LEVEL --b LEVEL --elo0 E0 --elo1 E1 --openings PLIES|start|FILE
                  [--alpha A] [--beta B] [--max-games N] [--seed S] [--jobs J] [--progress]
                  [--threads T] [--budget-a MS] [--weights-a FILE|tuned|legacy] [--depth-a D]
                  [--engine-a PATH] (and -b) [--record FILE] [--fair-start]
  shuangcheng-cli serve GAME --level LEVEL [--seed S] [--weights FILE|tuned|legacy]
                  [--depth D] [--threads T]
  shuangcheng-cli openings GAME --plies P --depth D --bound B --count N [--seed S] [--progress]
  shuangcheng-cli think GAME --level LEVEL [--budget MS] [--seed S] [--position POS] [ACTION...]
GAME is {}; LEVEL is a level id (beginner, easy, normal, hard,
master, …) or its number from 1. --engine-a PATH plays side a by another build of this
program, run as PATH serve GAME --level LEVEL …; serve answers on stdout, one line each:
game [POSITION] -> ready; play ACTION -> ok; go MS -> action ACTION; quit (errors: error …).
--openings starts each pair of games, one with each colour, from a random opening of PLIES
plies, the start position or an opening of FILE, a book that openings writes (P random plies
kept when a search D plies deep values them within +/-B for the side to move, -1 to 1); the
report then adds the pairs, the score's interval and the first player's score per pair.
--times adds the time per turn and the share of the budget it used, mean and worst; think
prints one turn of LEVEL after the actions (turn: ACTION; …) and its time and share of MS.
--fair-start plays every game from the game's fair start (twin-cities: the swap rule, T14),
with --openings start or none.",
        solved_games(),
        shipped_games()
    )
}

/// The ids of the games a release carries, for the usage (the example game is played all the
/// same where it is built).
fn shipped_games() -> String {
    GameKind::id_list_of(&GameKind::shipped().collect::<Vec<_>>())
}

/// The ids of the solved games (those `solve` answers for).
fn solved_games() -> String {
    let ids: Vec<&str> =
        GameKind::shipped().filter(|k| k.info().capabilities.solved).map(|k| k.id()).collect();
    ids.join("|")
}

fn main() -> ExitCode {
    std::panic::set_hook(Box::new(|info| {
        let msg = info
            .payload()
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| info.payload().downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "unknown".to_string());
        to_stderr(&format!("internal error: {}", excerpt(&msg)));
    }));
    match std::panic::catch_unwind(|| arguments().and_then(run)) {
        Ok(Ok(())) | Ok(Err(CliError::OutputClosed)) => ExitCode::SUCCESS,
        Ok(Err(CliError::User(e))) => {
            to_stderr(&e);
            ExitCode::from(2)
        }
        Err(_) => ExitCode::from(70),
    }
}

/// One line on stderr. `eprintln!` panics when stderr is a pipe with no reader, and a panic in
/// the panic hook aborts: a lost error line must not turn exit code 2 into SIGABRT.
fn to_stderr(line: &str) {
    let _ = writeln!(std::io::stderr().lock(), "shuangcheng-cli: {line}");
}

/// The arguments after the program name; each must be valid UTF-8.
fn arguments() -> Result<Vec<String>, CliError> {
    std::env::args_os()
        .skip(1)
        .enumerate()
        .map(|(i, a)| {
            a.into_string().map_err(|a| {
                CliError::user(format!(
                    "argument {} is not valid UTF-8: '{}'",
                    i + 1,
                    excerpt(&a.to_string_lossy())
                ))
            })
        })
        .collect()
}

fn run(argv: Vec<String>) -> Result<(), CliError> {
    let mut out = Output::new();
    let Some((command, rest)) = argv.split_first() else {
        return Err(CliError::user("missing command (shuangcheng-cli --help lists them)"));
    };
    if command == "--help" || command == "-h" || command == "help" {
        out.line(usage())?;
        return out.flush();
    }
    let mut args = Args::parse(rest)?;
    match command.as_str() {
        "legal" => {
            let game = game_after(&mut args)?;
            args.finish()?;
            for a in game.legal_actions() {
                out.line(&a.text)?;
            }
        }
        "perft" => {
            let kind = args.game()?;
            let depth = args.positional("DEPTH")?;
            let depth: u32 = depth.parse().ok().filter(|d| *d <= 64).ok_or_else(|| {
                CliError::user(format!(
                    "bad depth '{}': expected a whole number from 0 to 64",
                    excerpt(&depth)
                ))
            })?;
            let game = load(kind, args.option("--position"))?;
            args.finish()?;
            out.line(game.perft(depth))?;
        }
        "apply" => {
            let game = game_after(&mut args)?;
            args.finish()?;
            out.line(game.position())?;
        }
        "solve" => {
            let kind = args.game()?;
            if !kind.info().capabilities.solved {
                return Err(CliError::user(format!(
                    "solve is available for {} only, not {kind}",
                    solved_games()
                )));
            }
            let position = args.option("--position");
            args.finish()?;
            let game = load(kind, position)?;
            let verdict =
                game.verdict().ok_or_else(|| CliError::user(format!("{kind} has no verdict here")))?;
            out.line(verdict)?;
        }
        "play" => play::run(&mut args, &mut out)?,
        "match" => matches::run(&mut args, &mut out)?,
        "sprt" => sprt::run(&mut args, &mut out)?,
        "openings" => book::run(&mut args, &mut out)?,
        "serve" => serve::run(&mut args, &mut out)?,
        "think" => think::run(&mut args, &mut out)?,
        other => {
            return Err(CliError::user(format!(
                "unknown command '{}' (shuangcheng-cli --help lists them)",
                excerpt(other)
            )))
        }
    }
    out.flush()
}

/// The game from `--position` (or the start) after the positional actions.
fn game_after(args: &mut Args) -> Result<AnyGame, CliError> {
    let kind = args.game()?;
    game_of_kind_after(kind, args)
}

/// A game of `kind` from `--position` (or the start) after the positional actions.
fn game_of_kind_after(kind: GameKind, args: &mut Args) -> Result<AnyGame, CliError> {
    let start = load(kind, args.option("--position"))?.position();
    let Replay { game, stop } =
        replay(kind, &start, &args.rest_positionals()).map_err(|e| CliError::user(e.to_string()))?;
    match stop {
        Some(stop) => Err(CliError::user(format!("{} in {}", stop.error, game.position()))),
        None => Ok(game),
    }
}

fn load(kind: GameKind, position: Option<String>) -> Result<AnyGame, CliError> {
    new_game(kind, position.as_deref()).map_err(|e| CliError::user(e.to_string()))
}
