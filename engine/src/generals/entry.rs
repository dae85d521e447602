//! Generals' entry in the registry: its names, capabilities, timer, glyphs, board drawer,
//! lessons and setup phase, and its units for the lessons' goals. Its review judge is its AI's
//! (`ai/review.rs`).

use super::{Generals, NotationError, Setup, UnitId};
use crate::registered::{Capabilities, GameInfo, Glyph, InLanguages, Registered, TimerRange};
use crate::setup::AnySetup;
use crate::taught::Taught;

impl Registered for Generals {
    type NotationError = NotationError;

    const INFO: GameInfo = GameInfo {
        names: InLanguages { zh: "智将兵棋", zh_hant: "智將兵棋", en: "Generals" },
        blurb: InLanguages {
            zh: "四将各率四兵，水陆交错，全歼敌将。",
            zh_hant: "四將各率四兵，水陸交錯，全殲敵將。",
            en: "Four generals, four soldiers each, land and water: remove every enemy general.",
        },
        capabilities: Capabilities {
            solved: false,
            analysable: true,
            timed_analysis: false,
            setup_phase: true,
            multi_action_turns: true,
            threats: true,
        },
        timer: TimerRange::with_default(None),
        glyphs: &[
            Glyph::scripts("GN", "将", "將"),
            Glyph::same("LI", "步"),
            Glyph::same("HI", "重"),
            Glyph::scripts("LC", "骑", "騎"),
            Glyph::scripts("HC", "铁", "鐵"),
            Glyph::same("CC", "射"),
            Glyph::same("CB", "弩"),
            Glyph::same("SP", "矛"),
            Glyph::same("SH", "盾"),
            Glyph::same("MA", "水"),
            Glyph::same("CA", "石"),
            Glyph::scripts("CH", "车", "車"),
            Glyph::same("SA", "武"),
            Glyph::scripts("HK", "钩", "鉤"),
            Glyph::same("AS", "刺"),
            Glyph::same("AX", "斧"),
            Glyph::scripts("FL", "锤", "錘"),
        ],
        icon: "GN",
        board: "generals",
        rule_letter: "G",
        end_rule: "G12",
        end_reasons: &[super::GENERALS_ELIMINATED, super::MUTUAL_ELIMINATION, super::NO_DAMAGE],
        timer_rule: "G5",
        example: false,
        fair_start: None,
    };

    const LESSONS: &'static str = include_str!(concat!(env!("OUT_DIR"), "/lessons/generals.json"));
    const RULES: &'static str = include_str!(concat!(env!("OUT_DIR"), "/rules/generals.json"));
    const TEXTS: &'static str = include_str!(concat!(env!("OUT_DIR"), "/texts/generals.json"));

    #[cfg(feature = "examples")]
    const EXAMPLES: crate::examples::Examples = super::examples::EXAMPLES;

    /// Each team sets up its army (G4): `army.rs`.
    fn setup() -> Option<AnySetup> {
        Some(AnySetup::of::<Setup>())
    }
}

impl Taught for Generals {
    fn is_unit(id: &str) -> bool {
        UnitId::parse(id).is_some()
    }
}
