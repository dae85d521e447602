//! The results table (schema 6, `results`): one row per finished game, written once in the
//! transaction of its last change, and the statistics read from it by game, mode and level.

use std::collections::BTreeMap;

use rusqlite::params;
use serde::Serialize;
use shuangcheng_engine::GameKind;

use super::{now_rfc3339, Store};
use crate::service::error::AppResult;
use crate::service::types::Mode;

/// How one finished game counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Result3 {
    Win,
    Loss,
    Draw,
}

impl Result3 {
    fn as_str(self) -> &'static str {
        match self {
            Result3::Win => "win",
            Result3::Loss => "loss",
            Result3::Draw => "draw",
        }
    }
}

/// A finished game's row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameResult {
    pub game_id: String,
    pub game: GameKind,
    pub mode: Mode,
    /// The AI's level id ("" in pass-and-play).
    pub level: String,
    pub result: Result3,
    pub plies: usize,
    /// Time spent on the game's actions.
    pub ms: u64,
    /// The game had help (`training::Help::helped`): a hint, an undo, the coach or practice mode.
    pub helped: bool,
}

/// One line of the statistics screen: a game, a mode, a level, and whether its games were
/// played with help or without.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct StatsLine {
    pub game: String,
    pub mode: String,
    pub level: String,
    pub helped: bool,
    pub played: u32,
    pub wins: u32,
    pub losses: u32,
    pub draws: u32,
    pub longest_streak: u32,
    /// The win in the fewest actions, and the quickest win by time (ms).
    pub fastest_win_plies: Option<u32>,
    pub fastest_win_ms: Option<u64>,
}

impl Store {
    /// Every line of statistics, by game, mode, level and help (the games played without
    /// help first).
    pub fn statistics(&self) -> AppResult<Vec<StatsLine>> {
        let mut stmt = self.conn().prepare(
            "SELECT game, mode, level, helped, result, plies, ms FROM results ORDER BY finished_at, rowid",
        )?;
        let mut rows = stmt.query([])?;
        let mut lines: BTreeMap<(String, String, String, bool), (StatsLine, u32)> = BTreeMap::new();
        while let Some(r) = rows.next()? {
            let key: (String, String, String, bool) =
                (r.get(0)?, r.get(1)?, r.get(2)?, r.get::<_, i64>(3)? != 0);
            let result: String = r.get(4)?;
            let plies = r.get::<_, i64>(5)?.clamp(0, u32::MAX as i64) as u32;
            let ms = r.get::<_, i64>(6)?.max(0) as u64;
            let (line, streak) = lines.entry(key.clone()).or_insert_with(|| {
                let (game, mode, level, helped) = key;
                (StatsLine { game, mode, level, helped, ..StatsLine::default() }, 0)
            });
            line.played += 1;
            match result.as_str() {
                "win" => {
                    line.wins += 1;
                    *streak += 1;
                    line.longest_streak = line.longest_streak.max(*streak);
                    line.fastest_win_plies = Some(line.fastest_win_plies.map_or(plies, |p| p.min(plies)));
                    line.fastest_win_ms = Some(line.fastest_win_ms.map_or(ms, |m| m.min(ms)));
                }
                "loss" => {
                    line.losses += 1;
                    *streak = 0;
                }
                _ => {
                    line.draws += 1;
                    *streak = 0;
                }
            }
        }
        Ok(lines.into_values().map(|(line, _)| line).collect())
    }

    /// Deletes the results of `game`, or of every game.
    pub fn reset_statistics(&mut self, game: Option<GameKind>) -> AppResult<()> {
        match game {
            Some(g) => self.conn().execute("DELETE FROM results WHERE game = ?1", params![g.id()])?,
            None => self.conn().execute("DELETE FROM results", [])?,
        };
        Ok(())
    }
}

/// Inserts a finished game's row, unless the game is counted already (a game is counted in the
/// transaction of its last change, [`Store::commit`]).
pub(crate) fn insert_result(tx: &rusqlite::Connection, r: &GameResult) -> AppResult<()> {
    let mode =
        serde_json::to_value(r.mode).ok().and_then(|v| v.as_str().map(str::to_string)).unwrap_or_default();
    tx.execute(
        "INSERT OR IGNORE INTO results (game_id, game, mode, level, result, plies, ms, finished_at, helped)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
        params![
            r.game_id,
            r.game.id(),
            mode,
            r.level,
            r.result.as_str(),
            r.plies as i64,
            r.ms as i64,
            now_rfc3339(),
            r.helped as i64
        ],
    )?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn result(id: &str, game: GameKind, result: Result3, plies: usize, ms: u64) -> GameResult {
        GameResult {
            game_id: id.into(),
            game,
            mode: Mode::VsAi,
            level: "easy".into(),
            result,
            plies,
            ms,
            helped: false,
        }
    }

    #[test]
    fn lines_count_results_streaks_and_the_fastest_win() {
        let mut st = Store::in_memory();
        let z = GameKind::Zhili;
        for (i, (r, plies, ms)) in [
            (Result3::Win, 30, 9_000),
            (Result3::Win, 20, 12_000),
            (Result3::Loss, 40, 1_000),
            (Result3::Win, 25, 5_000),
            (Result3::Draw, 200, 50_000),
        ]
        .into_iter()
        .enumerate()
        {
            insert_result(st.conn(), &result(&format!("g{i}"), z, r, plies, ms)).unwrap();
        }
        insert_result(st.conn(), &result("g0", z, Result3::Loss, 1, 1)).unwrap(); // counted once
        insert_result(st.conn(), &result("t0", GameKind::TwinCities, Result3::Loss, 10, 10)).unwrap();
        let lines = st.statistics().unwrap();
        assert_eq!(lines.len(), 2);
        let zl = lines.iter().find(|l| l.game == "zhili").unwrap();
        assert_eq!((zl.played, zl.wins, zl.losses, zl.draws), (5, 3, 1, 1));
        assert_eq!(zl.longest_streak, 2);
        assert_eq!((zl.fastest_win_plies, zl.fastest_win_ms), (Some(20), Some(5_000)));
        assert_eq!((zl.mode.as_str(), zl.level.as_str()), ("vs-ai", "easy"));
        st.reset_statistics(Some(z)).unwrap();
        let lines = st.statistics().unwrap();
        assert_eq!(lines.len(), 1);
        assert_eq!(lines[0].fastest_win_plies, None);
        st.reset_statistics(None).unwrap();
        assert!(st.statistics().unwrap().is_empty());
    }
}
