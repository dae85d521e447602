//! `think GAME --level LEVEL [--budget MS] [--seed S] [--position POS] [ACTION...]`: one turn
//! of a level from the game after the actions (read as `legal` reads them), with the time it
//! took and its share of the budget, so that what a master spends at a long budget can be
//! measured a position at a time rather than by a whole match. A turn is one action, or in
//! Generals the actions up to `end` (the master plans them all when asked for the first); its
//! time is the AI's, summed over them, as `match --times` counts a turn.

use std::time::{Duration, Instant};

use shuangcheng_engine::ai::SearchLimits;

use crate::args::{number, Args, CliError};
use crate::output::Output;
use crate::players::{budget_option, Player};

pub fn run(args: &mut Args, out: &mut Output) -> Result<(), CliError> {
    let kind = args.game()?;
    let player = Player::from_args(args, kind, "")?;
    let budget = budget_option(args, "--budget")?;
    let seed = number(args, "--seed", 1)?;
    let mut game = crate::game_of_kind_after(kind, args)?;
    args.finish()?;
    if game.outcome().is_some() {
        return Err(CliError::user(format!("the game is over in {}", game.position())));
    }
    let budget = budget.unwrap_or_else(|| player.budget_in(&game));
    let mut ai = player.new_ai(&game, seed)?;
    let limits = SearchLimits::budget(budget);
    let (mut actions, mut took) = (Vec::new(), Duration::ZERO);
    loop {
        let started = Instant::now();
        let action = ai.choose(&game, &limits);
        took += started.elapsed();
        let action =
            action.ok_or_else(|| CliError::user(format!("the AI found no action in {}", game.position())))?;
        let played = game
            .play(&action)
            .map_err(|e| CliError::user(format!("the AI chose {e} in {}: this is a bug", game.position())))?;
        actions.push(played);
        if game.at_turn_boundary() || game.outcome().is_some() {
            break;
        }
    }
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    out.line(format_args!("turn: {}", actions.join("; ")))?;
    out.line(format_args!(
        "time: {:.2} ms of {} ms ({:.1}%)",
        ms(took),
        budget.as_millis(),
        ms(took) / ms(budget) * 100.0
    ))
}
