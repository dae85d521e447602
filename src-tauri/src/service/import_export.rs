//! Games as text records (`record`): a game exported with its start, actions and result, and
//! a record imported as a new pass-and-play game, every action played by the engine's
//! `replay`.

use shuangcheng_engine::{excerpt, replay};

use super::error::{AppError, AppResult, Detail};
use super::record;
use super::sessions::Stage;
use super::training::Training;
use super::types::{GameOptions, Mode, Record, Seat, Snapshot};
use super::Service;

impl Service {
    /// The game as a text record (start position, actions, result).
    pub fn export_game(&self, id: &str) -> AppResult<String> {
        self.with_session(id, |_, s, _| {
            let Some(game) = s.game() else {
                return Err(AppError::bad_request("the armies are still being set up"));
            };
            Ok(record::write(&record::GameRecord {
                game: s.options.game,
                start: s.start_position.clone(),
                actions: s.records.iter().map(|r| r.text.clone()).collect(),
                position: Some(game.position()),
                outcome: s.outcome(),
            }))
        })
    }

    /// A game from a text record, as a new pass-and-play game (two human seats, no timer).
    pub fn import_game(&self, text: &str) -> AppResult<Snapshot> {
        let rec = record::parse(text)?;
        let engine = replay(rec.game, &rec.start, &rec.actions)
            .map_err(|e| AppError::BadRequest(Detail::engine(&e).at_start()))?
            .whole()
            .map_err(|stop| AppError::BadRequest(Detail::engine(&stop.error).at_action(stop.ply + 1)))?;
        let records = engine
            .history()
            .into_iter()
            .zip(engine.movers())
            .map(|(text, side)| Record { text, side, seat: Some(side.index()), ms: 0, clock_ms: None })
            .collect();
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
        self.start_session(options, Stage::Play(engine), records, forced)
    }
}
