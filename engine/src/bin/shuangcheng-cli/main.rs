//! `shuangcheng-cli`: the engine on the command line (contract in `spec/app.md`).
//! Output on stdout; errors as one line on stderr with exit code 2, never a panic trace.

mod args;
mod matches;
mod play;

use std::process::ExitCode;

use args::{Args, CliError};
use shuangcheng_engine::{new_game, AnyGame, GameKind};

const USAGE: &str = "usage:
  shuangcheng-cli legal GAME [--position POS] [ACTION...]
  shuangcheng-cli perft GAME DEPTH [--position POS]
  shuangcheng-cli apply GAME --position POS ACTION...
  shuangcheng-cli solve zhili [--position POS]
  shuangcheng-cli play GAME [--ai LEVEL|none] [--side first|second] [--seed S]
  shuangcheng-cli match GAME --a LEVEL --b LEVEL --games N [--seed S] [--jobs J]
                  [--budget-a MS] [--budget-b MS] [--threads T] [--times] [--progress]
GAME is twin-cities, zhili or generals; LEVEL is a level id (beginner, easy, normal, hard,
master, …) or its number from 1.";

fn main() -> ExitCode {
    std::panic::set_hook(Box::new(|info| {
        let msg = info
            .payload()
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| info.payload().downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "unknown".to_string());
        eprintln!("shuangcheng-cli: internal error: {msg}");
    }));
    let argv: Vec<String> = std::env::args().skip(1).collect();
    match std::panic::catch_unwind(|| run(argv)) {
        Ok(Ok(())) => ExitCode::SUCCESS,
        Ok(Err(e)) => {
            eprintln!("shuangcheng-cli: {e}");
            ExitCode::from(2)
        }
        Err(_) => ExitCode::from(70),
    }
}

fn run(argv: Vec<String>) -> Result<(), CliError> {
    let Some((command, rest)) = argv.split_first() else {
        return Err(CliError("missing command (shuangcheng-cli --help lists them)".to_string()));
    };
    if command == "--help" || command == "-h" || command == "help" {
        println!("{USAGE}");
        return Ok(());
    }
    let mut args = Args::parse(rest)?;
    match command.as_str() {
        "legal" => {
            let game = game_after(&mut args)?;
            args.finish()?;
            for a in game.legal_actions() {
                println!("{}", a.text);
            }
        }
        "perft" => {
            let kind = args.game()?;
            let depth = args.positional("DEPTH")?;
            let depth: u32 = depth.parse().ok().filter(|d| *d <= 64).ok_or_else(|| {
                CliError(format!("bad depth '{depth}': expected a whole number from 0 to 64"))
            })?;
            let game = load(kind, args.option("--position"))?;
            args.finish()?;
            println!("{}", game.perft(depth));
        }
        "apply" => {
            let game = game_after(&mut args)?;
            args.finish()?;
            println!("{}", game.position());
        }
        "solve" => {
            let kind = args.game()?;
            if kind != GameKind::Zhili {
                return Err(CliError(format!("solve is available for zhili only, not {kind}")));
            }
            let position = args.option("--position");
            args.finish()?;
            let pos = match position {
                Some(p) => p.parse().map_err(|e| CliError(format!("{e}")))?,
                None => <shuangcheng_engine::zhili::Zhili as shuangcheng_engine::Position>::start(),
            };
            println!("{}", shuangcheng_engine::zhili::solver::solution().value(&pos));
        }
        "play" => play::run(&mut args)?,
        "match" => matches::run(&mut args)?,
        other => {
            return Err(CliError(format!("unknown command '{other}' (shuangcheng-cli --help lists them)")))
        }
    }
    Ok(())
}

/// The game from `--position` (or the start) after the positional actions.
fn game_after(args: &mut Args) -> Result<Box<dyn AnyGame>, CliError> {
    let kind = args.game()?;
    let mut game = load(kind, args.option("--position"))?;
    for action in args.rest_positionals() {
        game.play(&action).map_err(|e| CliError(format!("{e} in {}", game.position())))?;
    }
    Ok(game)
}

fn load(kind: GameKind, position: Option<String>) -> Result<Box<dyn AnyGame>, CliError> {
    new_game(kind, position.as_deref()).map_err(|e| CliError(e.to_string()))
}
