//! Zhili Shuangcheng's entry in the registry: its names, capabilities, timer, glyphs, board
//! drawer and lessons, and its exact verdicts for review and lessons (Z9).

use super::solver::{solution, Value};
use super::{NotationError, Zhili};
use crate::judge::{Judged, Verdict};
use crate::registered::{Capabilities, GameInfo, Glyph, InLanguages, Registered, TimerRange};
use crate::taught::Taught;
use crate::threats::Threatened;

impl Registered for Zhili {
    type NotationError = NotationError;

    const INFO: GameInfo = GameInfo {
        names: InLanguages { zh: "直隶双承棋", zh_hant: "直隸雙承棋", en: "Zhili Shuangcheng" },
        blurb: InLanguages {
            zh: "十一点星盘，公用一子，困住对手即胜。",
            zh_hant: "十一點星盤，公用一子，困住對手即勝。",
            en: "Eleven points, one shared piece: leave your rival without a move.",
        },
        capabilities: Capabilities {
            solved: true,
            analysable: false,
            timed_analysis: false,
            setup_phase: false,
            multi_action_turns: false,
            threats: false,
        },
        // The spec's turn timer (Z7).
        timer: TimerRange::with_default(Some(60)),
        glyphs: &[Glyph::same("r", "兵"), Glyph::same("b", "卒"), Glyph::same("s", "承")],
        icon: "s",
        board: "zhili",
        rule_letter: "Z",
        end_rule: "Z6",
        end_reasons: &[super::PLY_LIMIT],
        timer_rule: "Z7",
        example: false,
        fair_start: None,
    };

    const LESSONS: &'static str = include_str!(concat!(env!("OUT_DIR"), "/lessons/zhili.json"));
    const RULES: &'static str = include_str!(concat!(env!("OUT_DIR"), "/rules/zhili.json"));
    const TEXTS: &'static str = include_str!(concat!(env!("OUT_DIR"), "/texts/zhili.json"));

    #[cfg(feature = "examples")]
    const EXAMPLES: crate::examples::Examples = super::examples::EXAMPLES;
}

impl Judged for Zhili {
    fn verdict(&self) -> Option<Verdict> {
        Some(match solution().value(self) {
            Value::Win(n) => Verdict::Win(n),
            Value::Loss(n) => Verdict::Loss(n),
            Value::Draw => Verdict::Draw,
        })
    }
}

impl Taught for Zhili {}

/// Nothing is ever captured in Zhili (Z4).
impl Threatened for Zhili {}
