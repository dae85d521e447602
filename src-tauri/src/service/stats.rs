//! Statistics: how a finished game counts ([`result_of`]: against the AI the result is the
//! human side's; in pass-and-play it is the first side's), and the `statistics` and
//! `reset_statistics` commands. The `results` table and the lines read from it are
//! [`super::store::results`]'. A reset deletes the results (of one game or all) and nothing
//! else: the saved games stay.

use std::sync::Arc;

use shuangcheng_engine::{GameKind, Side};

use super::error::AppResult;
use super::sessions::Session;
use super::storage::state::Saves;
pub use super::store::results::StatsLine;
use super::store::results::{GameResult, Result3};
use super::types::Mode;

/// The statistics as a part of the service, read from the saves. Its methods are the
/// statistics' commands.
pub struct Statistics {
    saves: Arc<Saves>,
}

impl Statistics {
    pub(crate) fn new(saves: Arc<Saves>) -> Statistics {
        Statistics { saves }
    }

    /// The statistics by game, mode and level.
    pub fn lines(&self) -> AppResult<Vec<StatsLine>> {
        self.saves.with_store(|st| st.statistics())
    }

    /// Resets the statistics of `game`, or all of them (the UI asks for confirmation first).
    pub fn reset(&self, game: Option<GameKind>) -> AppResult<Vec<StatsLine>> {
        self.saves.with_store(|st| st.reset_statistics(game))?;
        self.lines()
    }
}

/// How `s`'s finished game counts, or `None` while it is not over.
pub(crate) fn result_of(s: &Session) -> Option<GameResult> {
    let outcome = s.outcome()?;
    let human: Vec<Side> = Side::BOTH
        .into_iter()
        .filter(|&side| s.seats_of(side).iter().any(|&seat| !s.seat_is_ai(seat)))
        .collect();
    let ai_level = s.options.seats.iter().find_map(|seat| seat.level.clone().filter(|_| seat.is_ai()));
    // Against the AI with one human side, the result is that side's; else the first side's.
    let (me, mode, level) = match (human.as_slice(), ai_level) {
        ([one], Some(level)) => (*one, Mode::VsAi, level),
        _ => (Side::First, Mode::PassAndPlay, String::new()),
    };
    let result = match outcome.winner {
        Some(w) if w == me => Result3::Win,
        Some(_) => Result3::Loss,
        None => Result3::Draw,
    };
    Some(GameResult {
        game_id: s.id.clone(),
        game: s.options.game,
        mode,
        level,
        result,
        plies: s.ply(),
        ms: s.records.iter().map(|r| r.ms).sum(),
        helped: s.help.helped(s.options.coach || s.options.practice),
    })
}
