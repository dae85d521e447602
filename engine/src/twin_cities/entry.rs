//! Twin Cities' entry in the registry: its names, capabilities, timer, glyphs, board drawer
//! and lessons, and the sites its lessons ask about (T7). Its review judge is its AI's
//! (`ai/review.rs`).

use super::rules::SWAP_START;
use super::{parse_point, NotationError, TwinCities};
use crate::outcome::Side;
use crate::presentation::Presentation;
use crate::registered::{Capabilities, FairStart, GameInfo, Glyph, InLanguages, Registered, TimerRange};
use crate::taught::Taught;

impl Registered for TwinCities {
    type NotationError = NotationError;

    const INFO: GameInfo = GameInfo {
        names: InLanguages { zh: "双城", zh_hant: "雙城", en: "Twin Cities" },
        blurb: InLanguages {
            zh: "经营城池，以兵换将，攻取敌城。",
            zh_hant: "經營城池，以兵換將，攻取敵城。",
            en: "Grow your city, trade soldiers for generals, take the rival city.",
        },
        capabilities: Capabilities {
            solved: false,
            analysable: true,
            timed_analysis: true,
            setup_phase: false,
            multi_action_turns: false,
            threats: true,
        },
        timer: TimerRange::with_default(None),
        glyphs: &[
            Glyph::same("C", "城"),
            Glyph { second: Some("卒"), ..Glyph::same("S", "兵") },
            Glyph::same("T", "虎"),
            Glyph::same("F", "步"),
            Glyph::same("B", "弓"),
            Glyph::scripts("H", "骑", "騎"),
            Glyph::scripts("L", "潜", "潛"),
            Glyph::same("W", "翼"),
            Glyph::same("R", "突"),
            Glyph::same("D", "盾"),
            Glyph::same("E", "械"),
            Glyph::scripts("X", "据", "據"),
        ],
        icon: "C",
        board: "twin",
        rule_letter: "T",
        end_rule: "T11",
        end_reasons: &[super::CITY_CAPTURED, super::NO_PROGRESS],
        timer_rule: "T12",
        example: false,
        fair_start: Some(FairStart { rule: "T14", start: SWAP_START }),
    };

    const LESSONS: &'static str = include_str!(concat!(env!("OUT_DIR"), "/lessons/twin-cities.json"));
    const RULES: &'static str = include_str!(concat!(env!("OUT_DIR"), "/rules/twin-cities.json"));
    const TEXTS: &'static str = include_str!(concat!(env!("OUT_DIR"), "/texts/twin-cities.json"));

    #[cfg(feature = "examples")]
    const EXAMPLES: crate::examples::Examples = super::examples::EXAMPLES;
}

impl Taught for TwinCities {
    fn controls(&self, side: Side, point: &str) -> Option<bool> {
        parse_point(point).map(|p| self.controlled_sites(side).contains(&p))
    }

    fn field(point: &str) -> Option<Vec<String>> {
        <TwinCities as Presentation>::catalog_part().fields.remove(point)
    }
}
