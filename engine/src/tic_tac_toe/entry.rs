//! Tic-tac-toe's entry in the registry: its names, capabilities, timer, glyphs, board drawer,
//! lessons, rules page and texts, and its exact verdicts for review (J3).

use std::collections::HashMap;

use super::ai::solve;
use super::{NotationError, TicTacToe};
use crate::judge::{Judged, Verdict};
use crate::registered::{Capabilities, GameInfo, Glyph, InLanguages, Registered, TimerRange};
use crate::taught::Taught;
use crate::threats::Threatened;

impl Registered for TicTacToe {
    type NotationError = NotationError;

    const INFO: GameInfo = GameInfo {
        names: InLanguages { zh: "圈叉棋", zh_hant: "圈叉棋", en: "Tic-tac-toe" },
        blurb: InLanguages {
            zh: "三行三列，先连成三子一线者胜。",
            zh_hant: "三行三列，先連成三子一線者勝。",
            en: "Nine cells: the first to get three in a row wins.",
        },
        capabilities: Capabilities {
            solved: true,
            analysable: false,
            timed_analysis: false,
            setup_phase: false,
            multi_action_turns: false,
            threats: false,
        },
        // No turn timer unless the players choose one (J4).
        timer: TimerRange::with_default(None),
        glyphs: &[Glyph::same("x", "叉"), Glyph::same("o", "圈")],
        icon: "x",
        board: "tictactoe",
        rule_letter: "J",
        end_rule: "J3",
        end_reasons: &[super::THREE_IN_A_ROW, super::FULL_BOARD],
        timer_rule: "J4",
        example: true,
        fair_start: None,
    };

    const LESSONS: &'static str = include_str!(concat!(env!("OUT_DIR"), "/lessons/tic-tac-toe.json"));
    const RULES: &'static str = include_str!(concat!(env!("OUT_DIR"), "/rules/tic-tac-toe.json"));
    const TEXTS: &'static str = include_str!(concat!(env!("OUT_DIR"), "/texts/tic-tac-toe.json"));

    #[cfg(feature = "examples")]
    const EXAMPLES: crate::examples::Examples = super::examples::EXAMPLES;
}

impl Judged for TicTacToe {
    fn verdict(&self) -> Option<Verdict> {
        Some(solve(self, &mut HashMap::new()))
    }
}

impl Taught for TicTacToe {}

/// Nothing is ever taken in tic-tac-toe (J2).
impl Threatened for TicTacToe {}
