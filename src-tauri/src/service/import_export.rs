//! Games as text records (`record`): a game exported with its start, actions and result, and
//! a record imported as a new pass-and-play game, every action played by the engine's
//! `replay`.

use shuangcheng_engine::{excerpt, replay};

use super::error::{AppError, AppResult, Detail};
use super::matches::moves::{Moves, Ply};
use super::matches::{Match, Stage};
use super::record;
use super::saves::now_rfc3339;
use super::training::Training;
use super::types::{GameOptions, Mode, Seat};

/// `m`'s game as a text record (start position, actions, result).
pub fn export(m: &Match) -> AppResult<String> {
    let Some(game) = m.game() else {
        return Err(AppError::bad_request("the armies are still being set up"));
    };
    Ok(record::write(&record::GameRecord {
        game: m.options().game,
        start: game.start_position(),
        actions: game.history(),
        position: Some(game.position()),
        outcome: m.outcome(),
    }))
}

/// A game from a text record, as a new pass-and-play game `id` (two human seats, no timer):
/// each action is its side's seat's, and took no time here.
pub fn import(id: String, text: &str) -> AppResult<Match> {
    let rec = record::parse(text)?;
    let engine = replay(rec.game, &rec.start, &rec.actions)
        .map_err(|e| AppError::BadRequest(Detail::engine(&e).at_start()))?
        .whole()
        .map_err(|stop| AppError::BadRequest(Detail::engine(&stop.error).at_action(stop.ply + 1)))?;
    if let Some(p) = &rec.position {
        if *p != engine.position() {
            return Err(AppError::bad_request(format!(
                "the actions lead to '{}', the record says '{}'",
                excerpt(&engine.position()),
                excerpt(p)
            )));
        }
    }
    let forced = match (engine.outcome(), rec.outcome) {
        (Some(_), _) | (None, None) => None,
        (None, Some(o)) => Some(o),
    };
    let plies = engine
        .movers()
        .into_iter()
        .map(|side| Ply { seat: Some(side.index()), ms: 0, clock_ms: None })
        .collect();
    let options = GameOptions {
        game: rec.game,
        mode: Mode::PassAndPlay,
        seats: vec![Seat::human(), Seat::human()],
        timer_secs: None,
        coach: false,
        training: Training::default(),
        practice: false,
        hand_over: false,
    };
    let moves = Moves::replayed(engine, plies, Vec::new(), None)?;
    let mut m = Match::new(id, options, Stage::Play(moves), now_rfc3339());
    m.set_forced_outcome(forced);
    Ok(m)
}
