//! What a game implements to be listed in the registry ([`Registered`]): its rules and how
//! they are shown, its AI, how a review judges it, what its lessons may ask of it, why it
//! refuses a tap and what threatens whom, how its positions are edited, its setup phase if it
//! has one, and its facts for the app ([`GameInfo`]). The list
//! itself is [`crate::registry`]'s.

use std::fmt;

use serde::Serialize;

use crate::ai::AiPlayers;
use crate::editor::Editable;
use crate::judge::Judged;
use crate::presentation::Presentation;
use crate::refusal::Arbiter;
use crate::setup::AnySetup;
use crate::taught::Taught;
use crate::threats::Threatened;

/// A game the registry lists: its rules ([`crate::Position`]), how it is shown
/// ([`Presentation`]), its AI ladder ([`AiPlayers`]), how a review judges it ([`Judged`]),
/// what its lessons may ask of it ([`Taught`]), why it refuses a tap ([`Arbiter`]), what
/// threatens whom ([`Threatened`]), how a position editor takes its positions apart and
/// writes them ([`Editable`]), and its facts for the app ([`GameInfo`]).
pub trait Registered: Presentation + AiPlayers + Judged + Taught + Arbiter + Threatened + Editable {
    /// Why a position string of this game does not read (a variant of [`PositionError`]).
    type NotationError: Clone + fmt::Debug + fmt::Display + PartialEq + Eq + Serialize + Send + Sync;

    const INFO: GameInfo;

    /// The game's lesson file, `engine/lessons/<id>.toml` (compiled in as JSON by `build.rs`; see
    /// [`crate::lessons`]).
    const LESSONS: &'static str;

    /// The game's rules pages, `engine/rules/<id>.toml` (compiled in as JSON by `build.rs`; see
    /// [`crate::rules_text`]).
    const RULES: &'static str;

    /// The game's texts, `engine/texts/<id>.toml`: a template for each of its error codes, for
    /// each verb of its actions but `pass`, and its help lines (compiled in as JSON by `build.rs`; see [`crate::texts`]).
    const TEXTS: &'static str;

    /// The game's rule examples for the engine's shared tests, `<game>/examples.rs`.
    #[cfg(feature = "examples")]
    const EXAMPLES: crate::examples::Examples;

    /// The game's setup phase, when each side sets up its units before the first move
    /// ([`crate::setup::SetupPhase`]); `None` for a game that starts from its start position.
    fn setup() -> Option<AnySetup> {
        None
    }
}

/// What the app and the UI need to know of a game besides its rules and board (which are in
/// its [`GameCatalog`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct GameInfo {
    pub names: InLanguages,
    /// One line that says what the game is about (its card on the home screen).
    pub blurb: InLanguages,
    pub capabilities: Capabilities,
    pub timer: TimerRange,
    /// The character on each piece kind's disc.
    pub glyphs: &'static [Glyph],
    /// The piece kind whose glyph marks the game (its card on the home screen).
    pub icon: &'static str,
    /// The UI's board drawer: `ui/js/boards/<board>.js`.
    pub board: &'static str,
    /// The letter of the game's rule ids (`Z` of Z1–Z9): its rules are `docs/rules/<id>.md`,
    /// one anchor per id (scripts/check-rules.mjs reads the letter from the registry).
    pub rule_letter: &'static str,
    /// The rule that says how a game ends (Z6, T11, G12): what an end by the rules cites
    /// ([`crate::EndReason::by_the_rules`]).
    pub end_rule: &'static str,
    /// The reasons of the game's own its end rule may give, besides [`crate::EndReason::SHARED`]
    /// (each with its text in `engine/texts/<id>.toml`, `[reasons.<code>]`).
    pub end_reasons: &'static [crate::EndReason],
    /// The rule a turn whose time runs out follows (Z7, T12, G5: it passes, or ends where it
    /// stands): what the timeout's notice cites.
    pub timer_rule: &'static str,
    /// An example of how a game is added (tic-tac-toe, built only with the `example-game`
    /// feature): never in a release, and left out of the files generated for the shipped games
    /// (the UI's golden registry and catalog, the glossary, the CLI's usage).
    pub example: bool,
    /// The option that evens out the first move's edge, if the game has one (off unless the
    /// players choose it).
    pub fair_start: Option<FairStart>,
}

/// A fair-start option: the rule that states it (Twin Cities' swap rule, T14) and the start
/// position with it in force, which a new game with the option starts from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct FairStart {
    pub rule: &'static str,
    pub start: &'static str,
}

/// A text in each language the app speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct InLanguages {
    /// 简体中文.
    pub zh: &'static str,
    /// 繁體中文.
    #[serde(rename = "zh-Hant")]
    pub zh_hant: &'static str,
    pub en: &'static str,
}

/// What the app may offer for a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct Capabilities {
    /// The game is solved: a review shows the exact verdict of every move
    /// ([`Judged::verdict`]).
    pub solved: bool,
    /// A review can graph the engine's value of each position ([`Judged::judge`]).
    pub analysable: bool,
    /// Those values are searches given a time per position the player may choose
    /// ([`crate::review::Judge::searches`]); else each is evaluated at once.
    pub timed_analysis: bool,
    /// The players set up their armies before the first move (Generals, G4).
    pub setup_phase: bool,
    /// A turn is several actions (Generals: a general, a mode, then its units' actions), so a
    /// position between two actions may be mid-turn ([`crate::Position::at_turn_boundary`]).
    pub multi_action_turns: bool,
    /// Pieces can be taken or hurt, so the play screen can mark what threatens whom
    /// ([`Threatened`]).
    pub threats: bool,
}

/// A game's turn timer: the spec's default (`None` = off), the range a player may choose, and
/// the times the new-game and settings screens offer (each within the range); and the game
/// clocks offered instead.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct TimerRange {
    pub default_secs: Option<u32>,
    pub min_secs: u32,
    pub max_secs: u32,
    /// Seconds, shortest first; "off" is always offered beside them.
    pub presets: &'static [u32],
    /// The game clocks with increment the app offers instead of the turn timer (the app's
    /// time control, the same for every game).
    pub game_clock: crate::GameClockRange,
}

impl TimerRange {
    /// The app's range and presets with the spec's default.
    pub const fn with_default(default_secs: Option<u32>) -> TimerRange {
        TimerRange {
            default_secs,
            min_secs: 10,
            max_secs: 300,
            presets: &[10, 15, 30, 60, 120, 300],
            game_clock: crate::GameClockRange::STANDARD,
        }
    }

    /// Whether `secs` (`None` = off) may be chosen.
    pub fn allows(&self, secs: Option<u32>) -> bool {
        secs.is_none_or(|s| (self.min_secs..=self.max_secs).contains(&s))
    }
}

/// The character on a piece kind's disc, in both scripts; `second` is the second side's own
/// (Twin Cities' Black soldier 卒).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct Glyph {
    pub code: &'static str,
    pub zh: &'static str,
    #[serde(rename = "zh-Hant")]
    pub zh_hant: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub second: Option<&'static str>,
}

impl Glyph {
    /// A glyph written the same in both scripts.
    pub const fn same(code: &'static str, zh: &'static str) -> Glyph {
        Glyph { code, zh, zh_hant: zh, second: None }
    }

    /// A glyph whose 繁體 form differs.
    pub const fn scripts(code: &'static str, zh: &'static str, zh_hant: &'static str) -> Glyph {
        Glyph { code, zh, zh_hant, second: None }
    }
}
