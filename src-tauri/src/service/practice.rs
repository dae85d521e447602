//! Practice mode (issue 24, must-show 1): in a game against the AI started with it, each action
//! a human plays is graded by the engine (`review::practice`: best, good, inaccuracy, mistake or
//! blunder, by the fall in the mover's winning chance) in its own task on the blocking pool,
//! started after the AI's search (when one starts) and holding no lock while it searches (at
//! most three searches of [`GRADE_BUDGET`]). The grade is kept with the game while its move is, saved, shown
//! on the play screen ([`PracticeNote`]) and again in review.

use std::time::Duration;

use shuangcheng_engine::review::practice::{better_words, grade_move, GradedMove};
use shuangcheng_engine::AnyGame;

use super::sessions::Session;
use super::types::PracticeNote;
use super::{relock, Service};

/// The most each of a grade's searches may take (Twin Cities' values and best move, Generals'
/// best move; a solved game's grades and Generals' values are found at once).
pub const GRADE_BUDGET: Duration = Duration::from_millis(300);

/// The grades of `game`'s moves with their better moves' words.
pub fn notes(game: &AnyGame, graded: &[GradedMove]) -> Vec<PracticeNote> {
    let words = better_words(game, graded);
    graded
        .iter()
        .cloned()
        .zip(words)
        .map(|(graded, better_words)| PracticeNote { graded, better_words })
        .collect()
}

impl Service {
    /// After a human's action at `ply` of a practice game: grades it in the background.
    pub(super) fn grade_later(&self, s: &Session, ply: usize) {
        if !s.options.practice {
            return;
        }
        let Some(game) = s.game().cloned() else { return };
        // The actions up to the graded one: its grade is kept only while the game still has them.
        let line: Vec<String> = s.records.iter().take(ply + 1).map(|r| r.text.clone()).collect();
        let top = game.ai_levels().len().saturating_sub(1);
        let seed = super::random::next_u64();
        let weak = self.weak();
        let id = s.id.clone();
        self.inner.runtime.spawn(async move {
            let task =
                tokio::task::spawn_blocking(move || grade_move(&game, ply, top, seed, GRADE_BUDGET, None));
            let Ok(Some(graded)) = task.await else { return };
            if let Some(svc) = Service::from_weak(&weak) {
                svc.contain(|| svc.graded(&id, &line, graded));
            }
        });
    }

    /// A grade found: kept while the game still has the actions `line` that led to it and
    /// include it (not undone since, nor replaced by another line), saved, and shown. A grade
    /// that cannot be saved now stays with the game, which saves it with its next change.
    fn graded(&self, id: &str, line: &[String], graded: GradedMove) {
        let Some(arc) = self.inner.games.get(id) else { return };
        let mut events = Vec::new();
        {
            let mut s = relock(&arc);
            let same_line =
                s.records.len() >= line.len() && s.records.iter().zip(line).all(|(r, a)| &r.text == a);
            if !same_line {
                return;
            }
            s.graded.retain(|g| g.ply != graded.ply);
            s.graded.push(graded);
            s.graded.sort_by_key(|g| g.ply);
            let saved = serde_json::to_string(&s.graded).map_err(|e| e.to_string()).and_then(|json| {
                self.with_store(|st| st.set_graded(&s.id, &json)).map_err(|e| e.to_string())
            });
            if let Err(e) = saved {
                log::warn!("game {id}: a move's grade could not be saved now ({e}); it is saved with the next change");
            }
            self.updated(&s, &mut events);
        }
        self.emit_all(events);
    }
}
