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

/// `m`'s game as a text record (start position, actions, result). A game still in its setup
/// has none: no army goes into a file before play starts (G4: a hidden setup shows the armies
/// only once both are in).
pub fn export(m: &Match) -> AppResult<String> {
    let Some(game) = m.game() else {
        let why = "the armies are still being set up: there is no record yet".to_string();
        return Err(AppError::NotAllowed(Detail::with_params("export.in-setup", [], why)));
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
/// each action is its side's seat's, and took no time here. A refusal names the record's line.
pub fn import(id: String, text: &str) -> AppResult<Match> {
    let parsed = record::parse(text)?;
    let rec = &parsed.record;
    let engine = replay(rec.game, &rec.start, &rec.actions)
        .map_err(|e| AppError::BadRequest(Detail::engine(&e).at_start().on_line(parsed.start_line)))?
        .whole()
        .map_err(|stop| {
            let line = parsed.action_lines.get(stop.ply).copied().unwrap_or(parsed.start_line);
            AppError::BadRequest(Detail::engine(&stop.error).at_action(stop.ply + 1).on_line(line))
        })?;
    if let (Some(p), Some(line)) = (&rec.position, parsed.position_line) {
        if *p != engine.position() {
            let why = format!(
                "the actions lead to '{}', the record says '{}'",
                excerpt(&engine.position()),
                excerpt(p)
            );
            return Err(record::refused(line, "record.position", [], &why));
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
        game_clock: None,
        handicap: None,
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
