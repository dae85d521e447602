//! A random opening: the start of the games of `match --openings PLIES` and the candidates a
//! book of balanced openings is drawn from ([`crate::book`]).

use shuangcheng_engine::ai::SearchLimits;
use shuangcheng_engine::rng::Rng;
use shuangcheng_engine::{new_game, AnyGame, GameKind};

use crate::args::CliError;

/// `plies` random plies from the start position (whole turns where a turn is several actions,
/// each played by the beginner level, which picks a random general, mode and actions in
/// Generals). An opening that ends the game is drawn again.
pub fn random_opening(kind: GameKind, plies: u64, seed: u64) -> Result<AnyGame, CliError> {
    let mut rng = Rng::new(seed);
    let whole_turns = kind.info().capabilities.multi_action_turns;
    for _ in 0..1000 {
        let mut game = new_game(kind, None).map_err(|e| CliError::user(e.to_string()))?;
        let mut random_turns = game.new_ai(0, rng.next_u64()).ok_or_else(|| CliError::user("no level"))?;
        for _ in 0..plies {
            if game.outcome().is_some() {
                break;
            }
            if whole_turns {
                while game.outcome().is_none() {
                    let a = random_turns
                        .choose(&game, &SearchLimits::default())
                        .ok_or_else(|| CliError::user("the beginner found no action in an opening"))?;
                    play(&mut game, &a)?;
                    if game.at_turn_boundary() {
                        break;
                    }
                }
            } else {
                let legal = game.legal_actions();
                let a = rng.pick(&legal).map(|a| a.text.clone()).unwrap_or_default();
                play(&mut game, &a)?;
            }
        }
        if game.outcome().is_none() {
            return Ok(game);
        }
    }
    Err(CliError::user(format!("no opening of {plies} plies left the game open in 1000 tries")))
}

fn play(game: &mut AnyGame, action: &str) -> Result<(), CliError> {
    game.play(action).map(|_| ()).map_err(|e| CliError::user(format!("opening: {e} in {}", game.position())))
}
