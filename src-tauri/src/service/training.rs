//! Training strictness: the rules a player sets per game in the settings
//! ([`Training`]: takebacks, a hint budget, move confirmation), recorded with each new game, and
//! the help a game has had ([`Help`]), which the statistics count apart.

use serde::{Deserialize, Serialize};
use shuangcheng_engine::GameKind;

use super::error::{AppError, Detail};
use super::per_game::PerGameValue;

/// The hint budgets the settings offer (`null` = no limit).
pub const HINT_BUDGETS: [Option<u32>; 5] = [None, Some(0), Some(1), Some(3), Some(5)];

/// How strict a game is. The defaults hold nothing back.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, specta::Type)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Training {
    /// Undo (and so redo) may be used.
    pub takebacks: bool,
    /// How many hints the game may have (`None`: no limit).
    pub hint_budget: Option<u32>,
    /// An action is played only when its last tap is made a second time (the UI's to ask).
    pub confirm_moves: bool,
}

impl Default for Training {
    fn default() -> Self {
        Training { takebacks: true, hint_budget: None, confirm_moves: false }
    }
}

impl Training {
    pub fn is_default(&self) -> bool {
        *self == Training::default()
    }

    /// The hints left after `help`'s (`None`: no limit).
    pub fn hints_left(&self, help: &Help) -> Option<u32> {
        self.hint_budget.map(|budget| budget.saturating_sub(help.hints))
    }
}

impl PerGameValue for Training {
    const FIELD: &'static str = "training";
    const SHAPE: &'static str = "{takebacks, hintBudget, confirmMoves}";
    fn default_for(_: GameKind) -> Self {
        Training::default()
    }
}

/// The help a game has had so far: hints given and undos made (saved with the game). The
/// coach and practice mode, options of the game, count as help too ([`Help::helped`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Help {
    pub hints: u32,
    pub takebacks: u32,
}

impl Help {
    /// Whether a game with this help and `assisted` (the coach's perfect-play lights, or
    /// practice mode's grades and better moves) counts as played with help in the statistics.
    pub fn helped(&self, assisted: bool) -> bool {
        assisted || self.hints > 0 || self.takebacks > 0
    }
}

/// Why the training rules refused an undo or a hint: a stable code and named
/// parameters, which the UI says in the player's language (`ui/js/error-text.js`, kept in step
/// by `tests/ui_texts.rs`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, thiserror::Error)]
#[serde(tag = "code", content = "params", rename_all_fields = "camelCase")]
pub enum TrainingError {
    /// Undo or redo in a game started with takebacks off.
    #[serde(rename = "training.takebacks-off")]
    #[error("takebacks are off in this game")]
    TakebacksOff,
    /// A hint asked for once the game's budget is spent.
    #[serde(rename = "training.hints-spent")]
    #[error("this game's {budget} hints are spent")]
    HintsSpent { budget: u32 },
}

impl From<TrainingError> for AppError {
    fn from(e: TrainingError) -> AppError {
        AppError::NotAllowed(Detail::engine(&e))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_budget_counts_down_to_none_left_and_no_budget_never_does() {
        let three = Training { hint_budget: Some(3), ..Training::default() };
        assert_eq!(three.hints_left(&Help::default()), Some(3));
        assert_eq!(three.hints_left(&Help { hints: 3, takebacks: 0 }), Some(0));
        assert_eq!(three.hints_left(&Help { hints: 4, takebacks: 0 }), Some(0));
        assert_eq!(Training::default().hints_left(&Help { hints: 40, takebacks: 0 }), None);
    }

    #[test]
    fn a_game_counts_as_helped_by_a_hint_an_undo_or_the_coach_or_practice() {
        assert!(!Help::default().helped(false));
        assert!(Help { hints: 1, takebacks: 0 }.helped(false));
        assert!(Help { hints: 0, takebacks: 1 }.helped(false));
        assert!(Help::default().helped(true));
    }
}
