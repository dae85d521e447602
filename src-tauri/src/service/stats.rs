//! Statistics: the `statistics` and `reset_statistics` commands (how a finished game counts is
//! its match's: `Match::result`). The `results` table and the lines read from it are
//! [`super::saves::results`]'. A reset deletes the results (of one game or all) and nothing
//! else: the saved games stay.

use std::sync::Arc;

use shuangcheng_engine::GameKind;

use super::error::AppResult;
pub use super::saves::results::StatsLine;
use super::saves::Saves;

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
