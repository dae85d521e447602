//! The drills of "learn from your mistakes" in SQLite (schema 9): `drills` has a row per drill,
//! at most one per move of a game and kind, with the player's progress. A drill is pending until
//! it is solved or its answer is shown.

use rusqlite::{params, OptionalExtension};
use shuangcheng_engine::review::drills::DrillSpot;

use super::{now_rfc3339, Store};
use crate::service::error::{AppError, AppResult};

/// One drill as saved.
#[derive(Clone, Debug, PartialEq)]
pub struct DrillRow {
    pub id: i64,
    /// The game it was made from (which may have been deleted since).
    pub source_game: String,
    pub game: String,
    pub start_position: String,
    /// The actions from the start to the drill's position.
    pub line: Vec<String>,
    pub spot: DrillSpot,
    pub missed_tries: u32,
    pub solved: bool,
    pub shown: bool,
}

impl DrillRow {
    pub fn pending(&self) -> bool {
        !self.solved && !self.shown
    }
}

/// How a try of a drill ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DrillEnd {
    Solved,
    Missed,
    /// The player gave up and was shown the engine's move.
    Shown,
}

const DRILL_COLUMNS: &str =
    "id, source_game, game, start_position, line, spot, missed_tries, solved_at IS NOT NULL, shown_at IS NOT NULL";

/// A row's columns, its JSON ones still text.
struct RawDrill {
    id: i64,
    source_game: String,
    game: String,
    start_position: String,
    line: String,
    spot: String,
    missed_tries: i64,
    solved: bool,
    shown: bool,
}

fn read_drill(r: &rusqlite::Row<'_>) -> rusqlite::Result<RawDrill> {
    Ok(RawDrill {
        id: r.get(0)?,
        source_game: r.get(1)?,
        game: r.get(2)?,
        start_position: r.get(3)?,
        line: r.get(4)?,
        spot: r.get(5)?,
        missed_tries: r.get(6)?,
        solved: r.get(7)?,
        shown: r.get(8)?,
    })
}

/// A row with its JSON columns parsed: one that does not parse is damaged.
fn parsed(raw: RawDrill) -> AppResult<DrillRow> {
    let damaged = |what: &str, e: serde_json::Error| {
        AppError::damaged_save(format!("drill {} has a damaged {what}: {e}", raw.id))
    };
    Ok(DrillRow {
        line: serde_json::from_str(&raw.line).map_err(|e| damaged("line", e))?,
        spot: serde_json::from_str(&raw.spot).map_err(|e| damaged("spot", e))?,
        id: raw.id,
        source_game: raw.source_game,
        game: raw.game,
        start_position: raw.start_position,
        missed_tries: raw.missed_tries.clamp(0, 1 << 30) as u32,
        solved: raw.solved,
        shown: raw.shown,
    })
}

fn json<T: serde::Serialize + ?Sized>(value: &T) -> AppResult<String> {
    serde_json::to_string(value).map_err(|e| AppError::Internal(e.to_string()))
}

impl Store {
    /// Saves the drills `spots` of game `source_game` (of `game`, from `start_position` with
    /// the actions `line`); a drill already made from the same move is kept as it is. Returns
    /// the ids of the game's drills, made now or before, in `spots`' order.
    pub fn add_drills(
        &mut self,
        source_game: &str,
        game: &str,
        start_position: &str,
        line: &[String],
        spots: &[DrillSpot],
    ) -> AppResult<Vec<i64>> {
        let now = now_rfc3339();
        let tx = self.conn().unchecked_transaction()?;
        let mut ids = Vec::new();
        for spot in spots {
            let before = &line[..spot.ply.min(line.len())];
            let kind = json(&spot.kind)?.trim_matches('"').to_string();
            tx.execute(
                "INSERT OR IGNORE INTO drills (source_game, game, ply, kind, start_position, line, spot, created_at)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
                params![source_game, game, spot.ply as i64, kind, start_position, json(before)?, json(spot)?, now],
            )?;
            ids.push(tx.query_row(
                "SELECT id FROM drills WHERE source_game = ?1 AND ply = ?2 AND kind = ?3",
                params![source_game, spot.ply as i64, kind],
                |r| r.get(0),
            )?);
        }
        tx.commit()?;
        Ok(ids)
    }

    /// Every drill, oldest first. A row whose position or spot cannot be read is left out (and
    /// logged), so that it never hides the others; its bytes stay as they are.
    pub fn drills(&self) -> AppResult<Vec<DrillRow>> {
        let mut stmt = self.conn().prepare(&format!("SELECT {DRILL_COLUMNS} FROM drills ORDER BY id"))?;
        let rows = stmt.query_map([], read_drill)?.collect::<Result<Vec<_>, _>>()?;
        Ok(rows
            .into_iter()
            .filter_map(|raw| parsed(raw).map_err(|e| log::warn!("a drill is left out: {e}")).ok())
            .collect())
    }

    pub fn drill(&self, id: i64) -> AppResult<Option<DrillRow>> {
        let row = self
            .conn()
            .query_row(&format!("SELECT {DRILL_COLUMNS} FROM drills WHERE id = ?1"), params![id], read_drill)
            .optional()?;
        row.map(parsed).transpose()
    }

    /// Records how a try of drill `id` ended: a miss counts one more, a solve or a shown
    /// answer is dated (the first time; the drill is no longer pending). A drill solved after
    /// its answer was shown stays shown, not solved.
    pub fn record_drill(&mut self, id: i64, end: DrillEnd) -> AppResult<()> {
        let sql = match end {
            DrillEnd::Missed => "UPDATE drills SET missed_tries = missed_tries + 1 WHERE id = ?1",
            DrillEnd::Solved => {
                "UPDATE drills SET solved_at = COALESCE(solved_at, CASE WHEN shown_at IS NULL THEN ?2 END) WHERE id = ?1"
            }
            DrillEnd::Shown => "UPDATE drills SET shown_at = COALESCE(shown_at, ?2) WHERE id = ?1",
        };
        let now = now_rfc3339();
        let changed = if end == DrillEnd::Missed {
            self.conn().execute(sql, params![id])?
        } else {
            self.conn().execute(sql, params![id, now])?
        };
        if changed == 0 {
            return Err(AppError::Stale(format!("no drill {id}")));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spot(ply: usize) -> DrillSpot {
        serde_json::from_value(serde_json::json!({
            "ply": ply, "kind": "convert-win", "learner": "first", "played": "6-3", "best": "4-3",
            "before": 1.0, "after": 0.5
        }))
        .unwrap()
    }

    #[test]
    fn a_drill_is_pending_until_solved_or_shown_and_one_shown_is_never_counted_solved() {
        let mut store = Store::in_memory();
        let line = ["6-3".to_string()];
        let ids = store.add_drills("g1", "zhili", "bbb.sbrrrr. r 0", &line, &[spot(0)]).unwrap();
        assert_eq!(
            store.add_drills("g1", "zhili", "bbb.sbrrrr. r 0", &line, &[spot(0)]).unwrap(),
            ids,
            "made once"
        );
        let id = ids[0];
        assert!(store.drill(id).unwrap().unwrap().pending());
        store.record_drill(id, DrillEnd::Missed).unwrap();
        store.record_drill(id, DrillEnd::Shown).unwrap();
        store.record_drill(id, DrillEnd::Solved).unwrap();
        let row = store.drill(id).unwrap().unwrap();
        assert_eq!((row.missed_tries, row.shown, row.solved, row.pending()), (1, true, false, false));
        assert!(row.line.is_empty(), "the actions before the drill's move");
        assert_eq!(store.record_drill(99, DrillEnd::Missed).unwrap_err().kind(), "stale");
    }

    #[test]
    fn a_damaged_row_is_left_out_of_the_list_and_kept() {
        let mut store = Store::in_memory();
        store.add_drills("g1", "zhili", "bbb.sbrrrr. r 0", &[], &[spot(0), spot(2)]).unwrap();
        store.conn().execute("UPDATE drills SET spot = 'not json' WHERE ply = 0", []).unwrap();
        let rows = store.drills().unwrap();
        assert_eq!(rows.iter().map(|r| r.spot.ply).collect::<Vec<_>>(), [2]);
        assert!(store.drill(1).unwrap_err().to_string().contains("drill 1 has a damaged spot"));
        let kept: String =
            store.conn().query_row("SELECT spot FROM drills WHERE id = 1", [], |r| r.get(0)).unwrap();
        assert_eq!(kept, "not json");
    }
}
