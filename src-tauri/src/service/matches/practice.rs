//! Practice mode: in a game against the AI started with it, each action a human plays is
//! graded by the engine (`review::practice`: best, good, inaccuracy, mistake or blunder, by
//! the fall in the mover's winning chance) in its own task on the blocking pool, started after
//! the AI's search (when one starts) and holding no lock while it searches (at most three
//! searches of [`GRADE_BUDGET`]). The grade is kept with the game while its move is, saved,
//! shown on the play screen ([`PracticeNote`]) and again in review.

use std::sync::Arc;
use std::time::Duration;

use shuangcheng_engine::review::practice::{better_words, grade_move, GradedMove};
use shuangcheng_engine::AnyGame;

use super::context::Ctx;
use super::parts::Match;
use super::timer::contain;
use crate::service::random;
use crate::service::types::PracticeNote;

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

impl Match {
    /// After a human's action at `ply` of a practice game: grades it in the background.
    pub(super) fn grade_later(&self, ctx: &Arc<Ctx>, ply: usize) {
        if !self.saved.options.practice {
            return;
        }
        let Some(game) = self.game().cloned() else { return };
        let line: Vec<String> = game.history().into_iter().take(ply + 1).collect();
        let top = game.ai_levels().len().saturating_sub(1);
        let seed = random::next_u64();
        let (weak_ctx, cell) = (Arc::downgrade(ctx), self.running.cell.clone());
        ctx.runtime.spawn(async move {
            let task =
                tokio::task::spawn_blocking(move || grade_move(&game, ply, top, seed, GRADE_BUDGET, None));
            let Ok(Some(graded)) = task.await else { return };
            let (Some(ctx), Some(cell)) = (weak_ctx.upgrade(), cell.upgrade()) else { return };
            contain(|| {
                let mut events = Vec::new();
                if let Ok(mut m) = cell.lock() {
                    m.graded(&ctx, &line, graded, &mut events);
                }
                ctx.emit_all(events);
            });
        });
    }

    /// A grade found: kept while the game still has the actions `line` that led to it and
    /// include it (not undone since, nor replaced by another line), saved, and shown. A grade
    /// that cannot be saved now stays with the game, which saves it with its next change.
    fn graded(
        &mut self,
        ctx: &Arc<Ctx>,
        line: &[String],
        graded: GradedMove,
        events: &mut Vec<crate::service::events::Event>,
    ) {
        let history = self.game().map(AnyGame::history).unwrap_or_default();
        let same_line = history.len() >= line.len() && history.iter().zip(line).all(|(a, b)| a == b);
        if !same_line {
            return;
        }
        let id = self.saved.id.clone();
        let grades = &mut self.saved.graded;
        grades.retain(|g| g.ply != graded.ply);
        grades.push(graded);
        grades.sort_by_key(|g| g.ply);
        let saved = serde_json::to_string(grades)
            .map_err(|e| e.to_string())
            .and_then(|json| ctx.persist.save_graded(&id, &json).map_err(|e| e.to_string()));
        if let Err(e) = saved {
            log::warn!(
                "game {id}: a move's grade could not be saved now ({e}); it is saved with the next change"
            );
        }
        self.updated(ctx, events);
    }
}
