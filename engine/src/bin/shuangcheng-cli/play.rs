//! `play`: a game in the terminal against an AI level (or two players at one keyboard).

use std::io::{BufRead, Write};

use shuangcheng_engine::ai::SearchLimits;
use shuangcheng_engine::{new_game, Side};

use crate::args::{level_index, number, Args, CliError};

const HELP: &str = "type an action in the game's notation, or: moves, undo, help, quit";

pub fn run(args: &mut Args) -> Result<(), CliError> {
    let kind = args.game()?;
    let ai_name = args.option("--ai").unwrap_or_else(|| "normal".to_string());
    let level = if ai_name == "none" { None } else { Some(level_index(kind, &ai_name)?) };
    let human = match args.option("--side").as_deref() {
        None | Some("first") => Side::First,
        Some("second") => Side::Second,
        Some(other) => return Err(CliError(format!("bad --side '{other}': expected first or second"))),
    };
    let seed = number(args, "--seed", 1)?;
    let position = args.option("--position");
    args.finish()?;

    let mut game = new_game(kind, position.as_deref()).map_err(|e| CliError(e.to_string()))?;
    let mut ai = match level {
        Some(l) => Some((game.new_ai(l, seed).ok_or_else(|| CliError("no such level".into()))?, l)),
        None => None,
    };
    let stdin = std::io::stdin();
    let mut lines = stdin.lock().lines();
    println!("{kind}: {HELP}");
    loop {
        println!("\n{}\n{}", game.diagram(), game.position());
        if let Some(o) = game.outcome() {
            let who = match o.winner {
                None => "draw".to_string(),
                Some(w) if ai.is_some() && w == human => "you win".to_string(),
                Some(_) if ai.is_some() => "the computer wins".to_string(),
                Some(w) => format!("{} wins", game.side_name(w)),
            };
            println!("game over: {who} ({})", o.reason);
            return Ok(());
        }
        if let Some((player, l)) = ai.as_mut().filter(|_| game.to_move() != human) {
            let budget = game.ai_levels()[*l].budget;
            let action = player
                .choose(game.as_ref(), &SearchLimits::budget(budget))
                .ok_or_else(|| CliError("the AI found no action".to_string()))?;
            game.play(&action).map_err(|e| CliError(format!("the AI chose {e}: this is a bug")))?;
            println!("computer plays {action}");
            continue;
        }
        print!("{} to move> ", game.side_name(game.to_move()));
        std::io::stdout().flush().ok();
        let Some(Ok(line)) = lines.next() else {
            println!();
            return Ok(());
        };
        match line.trim() {
            "" => {}
            "quit" | "exit" => return Ok(()),
            "help" => println!("{HELP}"),
            "moves" => {
                let all: Vec<String> = game.legal_actions().into_iter().map(|a| a.text).collect();
                println!("{}", all.join(" "));
            }
            "undo" => {
                // Against the computer, take back its reply too.
                let undone = game.undo().is_some();
                if ai.is_some() && undone && game.to_move() != human {
                    game.undo();
                }
                if !undone {
                    println!("nothing to undo");
                }
            }
            action => {
                if let Err(e) = game.play(action) {
                    println!("{e}");
                }
            }
        }
    }
}
