//! The lessons' progress in SQLite (schema 5): `lesson_progress` has a row per lesson tried
//! (when it was first passed, the wrong tries), `lessons_offered` the games whose first
//! lesson the app has offered. Rows of lessons the app no longer has are kept and ignored.

use std::collections::HashMap;

use rusqlite::params;

use super::{now_rfc3339, Store};
use crate::service::error::AppResult;

/// One lesson's saved progress.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LessonRecord {
    pub passed: bool,
    pub wrong_tries: u32,
}

impl Store {
    /// The progress of every lesson of `game` tried so far, by lesson id.
    pub fn lesson_records(&self, game: &str) -> AppResult<HashMap<String, LessonRecord>> {
        let mut stmt = self.conn().prepare(
            "SELECT lesson_id, passed_at IS NOT NULL, wrong_tries FROM lesson_progress WHERE game = ?1",
        )?;
        let rows = stmt.query_map(params![game], |r| {
            let record =
                LessonRecord { passed: r.get(1)?, wrong_tries: r.get::<_, i64>(2)?.clamp(0, 1 << 30) as u32 };
            Ok((r.get::<_, String>(0)?, record))
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// Records a try's end: `passed` sets the first time the lesson was passed (kept after
    /// that), a wrong try counts one more.
    pub fn record_lesson(&mut self, lesson_id: &str, game: &str, passed: bool) -> AppResult<()> {
        let now = now_rfc3339();
        let (passed_at, wrong) = if passed { (Some(now.as_str()), 0) } else { (None, 1) };
        self.conn().execute(
            "INSERT INTO lesson_progress (lesson_id, game, passed_at, wrong_tries, updated_at)
             VALUES (?1, ?2, ?3, ?4, ?5)
             ON CONFLICT(lesson_id) DO UPDATE SET
                passed_at = COALESCE(passed_at, excluded.passed_at),
                wrong_tries = wrong_tries + excluded.wrong_tries,
                updated_at = excluded.updated_at",
            params![lesson_id, game, passed_at, wrong, now],
        )?;
        Ok(())
    }

    /// The games whose first lesson has been offered.
    pub fn lessons_offered(&self) -> AppResult<Vec<String>> {
        let mut stmt = self.conn().prepare("SELECT game FROM lessons_offered")?;
        let games = stmt.query_map([], |r| r.get(0))?.collect::<Result<Vec<String>, _>>()?;
        Ok(games)
    }

    /// Remembers that `game`'s first lesson was offered (it is not offered again).
    pub fn mark_lessons_offered(&mut self, game: &str) -> AppResult<()> {
        self.conn().execute(
            "INSERT OR IGNORE INTO lessons_offered (game, offered_at) VALUES (?1, ?2)",
            params![game, now_rfc3339()],
        )?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pass_is_kept_and_wrong_tries_add_up() {
        let mut store = Store::in_memory();
        store.record_lesson("zhili-step", "zhili", false).unwrap();
        store.record_lesson("zhili-step", "zhili", true).unwrap();
        store.record_lesson("zhili-step", "zhili", false).unwrap();
        store.record_lesson("zhili-jump", "zhili", false).unwrap();
        let records = store.lesson_records("zhili").unwrap();
        assert_eq!(records["zhili-step"], LessonRecord { passed: true, wrong_tries: 2 });
        assert_eq!(records["zhili-jump"], LessonRecord { passed: false, wrong_tries: 1 });
        assert!(store.lesson_records("generals").unwrap().is_empty());
    }

    #[test]
    fn the_first_lesson_is_offered_once_per_game() {
        let mut store = Store::in_memory();
        assert!(store.lessons_offered().unwrap().is_empty());
        store.mark_lessons_offered("zhili").unwrap();
        store.mark_lessons_offered("zhili").unwrap();
        assert_eq!(store.lessons_offered().unwrap(), ["zhili"]);
    }
}
