//! `play`: a game in the terminal against an AI level (or two players at one keyboard).

use std::io::BufRead;

use shuangcheng_engine::ai::SearchLimits;
use shuangcheng_engine::{excerpt, new_game, AnyAi, AnyGame, Side};

use crate::args::{level_index, number, Args, CliError};
use crate::output::Output;

const HELP: &str = "type an action in the game's notation, or: moves, undo, help, quit";

pub fn run(args: &mut Args, out: &mut Output) -> Result<(), CliError> {
    let kind = args.game()?;
    let ai_name = args.option("--ai").unwrap_or_else(|| "normal".to_string());
    let level = if ai_name == "none" { None } else { Some(level_index(kind, &ai_name)?) };
    let human = match args.option("--side").as_deref() {
        None | Some("first") => Side::First,
        Some("second") => Side::Second,
        Some(other) => {
            return Err(CliError::user(format!("bad --side '{}': expected first or second", excerpt(other))))
        }
    };
    let seed = number(args, "--seed", 1)?;
    let position = args.option("--position");
    args.finish()?;

    let mut game = new_game(kind, position.as_deref()).map_err(|e| CliError::user(e.to_string()))?;
    let mut ai = match level {
        Some(l) => Some((game.new_ai(l, seed).ok_or_else(|| CliError::user("no such level"))?, l)),
        None => None,
    };
    let mut lines = std::io::stdin().lock().lines();
    out.line(format_args!("{kind}: {HELP}"))?;
    loop {
        out.line(format_args!("\n{}\n{}", game.diagram(), game.position()))?;
        if let Some(o) = game.outcome() {
            let who = match o.winner {
                None => "draw".to_string(),
                Some(w) if ai.is_some() && w == human => "you win".to_string(),
                Some(_) if ai.is_some() => "the computer wins".to_string(),
                Some(w) => format!("{} wins", game.side_name(w)),
            };
            return out.line(format_args!("game over: {who} ({})", o.reason));
        }
        if let Some((player, l)) = ai.as_mut().filter(|_| game.to_move() != human) {
            computer_move(&mut game, player, *l, out)?;
            continue;
        }
        out.prompt(format_args!("{} to move> ", game.side_name(game.to_move())))?;
        let line = match lines.next() {
            None => return out.line(""),
            Some(Ok(line)) => line,
            Some(Err(e)) if e.kind() == std::io::ErrorKind::InvalidData => {
                return Err(CliError::user("standard input is not valid UTF-8"))
            }
            Some(Err(e)) => return Err(CliError::user(format!("cannot read standard input: {e}"))),
        };
        match line.trim() {
            "" => {}
            "quit" | "exit" => return Ok(()),
            "help" => out.line(HELP)?,
            "moves" => {
                let all: Vec<String> = game.legal_actions().into_iter().map(|a| a.text).collect();
                out.line(all.join(" "))?;
            }
            "undo" => {
                // Against the computer, take back its reply too.
                let undone = game.undo().is_some();
                if ai.is_some() && undone && game.to_move() != human {
                    game.undo();
                }
                if !undone {
                    out.line("nothing to undo")?;
                }
            }
            action => {
                if let Err(e) = game.play(action) {
                    out.line(e)?;
                }
            }
        }
    }
}

fn computer_move(
    game: &mut AnyGame,
    player: &mut AnyAi,
    level: usize,
    out: &mut Output,
) -> Result<(), CliError> {
    let budget = game.ai_levels()[level].budget;
    let action = player
        .choose(game, &SearchLimits::budget(budget))
        .ok_or_else(|| CliError::user("the AI found no action"))?;
    game.play(&action).map_err(|e| CliError::user(format!("the AI chose {e}: this is a bug")))?;
    out.line(format_args!("computer plays {action}"))
}
