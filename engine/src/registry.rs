//! The registry of games: the one list of the games the engine knows, one line each (the
//! `games!` call at the end of this file), and what each game tells the app and the UI about
//! itself ([`GameInfo`]). [`GameKind`], its ids, its parsing, [`PositionError`] and every
//! per-game table of the engine are generated from that list, so a game added to it that lacks
//! any part of [`Registered`] does not compile.
//!
//! ```
//! use shuangcheng_engine::GameKind;
//!
//! let ids: Vec<&str> = GameKind::ALL.iter().map(|k| k.id()).collect();
//! assert_eq!(ids, ["twin-cities", "zhili", "generals"]);
//! assert_eq!("zhili".parse::<GameKind>().unwrap().info().names.en, "Zhili Shuangcheng");
//! assert!("chess".parse::<GameKind>().is_err()); // an unknown id is an error, never a default
//! assert_eq!(GameKind::Zhili.ai_levels().len(), 5); // the ladder, without creating a game
//! ```

use std::fmt;
use std::str::FromStr;
use std::sync::OnceLock;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::ai::{AiLevel, AiPlayers};
use crate::any_game::AnyGame;
use crate::catalog::GameCatalog;
use crate::error::{excerpt, ParseGameKindError};
use crate::lessons::Taught;
use crate::refusal::{Arbiter, RefusalCode};
use crate::review::Judged;
use crate::threats::Threatened;
use crate::view::Presentation;

/// A game the registry lists: its rules ([`crate::Position`]), how it is shown
/// ([`Presentation`]), its AI ladder ([`AiPlayers`]), how a review judges it ([`Judged`]),
/// what its lessons may ask of it ([`Taught`]), why it refuses a tap ([`Arbiter`]), what
/// threatens whom ([`Threatened`]), and its facts for the app ([`GameInfo`]).
pub trait Registered: Presentation + AiPlayers + Judged + Taught + Arbiter + Threatened {
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
}

/// What the app and the UI need to know of a game besides its rules and board (which are in
/// its [`GameCatalog`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct GameInfo {
    /// The id in commands, saves, file names and lesson ids: `twin-cities`.
    pub id: &'static str,
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
    /// The rule that says how a game ends (Z6, T11, G12): what an end by the rules cites
    /// ([`crate::EndReason::by_the_rules`]).
    pub end_rule: &'static str,
    /// The rule a turn whose time runs out follows (Z7, T12, G5: it passes, or ends where it
    /// stands): what the timeout's notice cites.
    pub timer_rule: &'static str,
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

/// A game's turn timer: the spec's default (`None` = off) and the range a player may choose.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct TimerRange {
    pub default_secs: Option<u32>,
    pub min_secs: u32,
    pub max_secs: u32,
}

impl TimerRange {
    /// The app's range with the spec's default.
    pub const fn with_default(default_secs: Option<u32>) -> TimerRange {
        TimerRange { default_secs, min_secs: 10, max_secs: 300 }
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

/// What the registry does with a game's type, behind one object per game.
trait Entry: Sync {
    fn info(&self) -> &'static GameInfo;
    fn catalog(&self) -> GameCatalog;
    fn new_game(&self, position: Option<&str>) -> Result<AnyGame, PositionError>;
    fn ai_levels(&self) -> &'static [AiLevel];
    fn lessons(&self) -> &'static str;
    fn rules(&self) -> &'static str;
    fn texts(&self) -> &'static str;
    fn refusals(&self) -> &'static [RefusalCode];
}

struct Def<P>(std::marker::PhantomData<fn() -> P>);

impl<P: Registered> Entry for Def<P> {
    fn info(&self) -> &'static GameInfo {
        &P::INFO
    }
    fn catalog(&self) -> GameCatalog {
        P::catalog()
    }
    fn new_game(&self, position: Option<&str>) -> Result<AnyGame, PositionError> {
        AnyGame::of::<P>(position)
    }
    fn ai_levels(&self) -> &'static [AiLevel] {
        P::ai_levels()
    }
    fn lessons(&self) -> &'static str {
        P::LESSONS
    }
    fn rules(&self) -> &'static str {
        P::RULES
    }
    fn texts(&self) -> &'static str {
        P::TEXTS
    }
    fn refusals(&self) -> &'static [RefusalCode] {
        P::REFUSALS
    }
}

/// Generates, from the list of games, [`GameKind`], [`PositionError`] and the step from a
/// kind to its game's type.
macro_rules! games {
    ($($kind:ident => $game:ty),+ $(,)?) => {
        /// Which game: one variant per game of the registry, in its order.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum GameKind {
            $($kind),+
        }

        impl GameKind {
            /// Every game, in the registry's order (the order the app lists them in).
            pub const ALL: [GameKind; [$(GameKind::$kind),+].len()] = [$(GameKind::$kind),+];

            fn entry(self) -> &'static dyn Entry {
                match self {
                    $(GameKind::$kind => &Def::<$game>(std::marker::PhantomData)),+
                }
            }
        }

        /// A position string that is malformed or describes an impossible position, by game.
        #[derive(Clone, Debug, PartialEq, Eq, Serialize)]
        #[cfg_attr(feature = "specta", derive(specta::Type))]
        #[serde(untagged)]
        pub enum PositionError {
            $($kind(<$game as Registered>::NotationError)),+
        }

        impl fmt::Display for PositionError {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("invalid position: ")?;
                match self {
                    $(PositionError::$kind(e) => e.fmt(f)),+
                }
            }
        }
    };
}

impl GameKind {
    /// The id used on the command line, in saves and in the UI: `zhili`, `twin-cities`, …
    pub fn id(self) -> &'static str {
        self.info().id
    }

    /// The game's names, blurb, capabilities, timer, glyphs, icon and board drawer.
    pub fn info(self) -> &'static GameInfo {
        self.entry().info()
    }

    /// The game's static facts: sides, seats, timer, start, board, pieces, diagrams (built
    /// once per process).
    pub fn catalog(self) -> &'static GameCatalog {
        static CATALOGS: [OnceLock<GameCatalog>; GameKind::ALL.len()] =
            [const { OnceLock::new() }; GameKind::ALL.len()];
        CATALOGS[self as usize].get_or_init(|| self.entry().catalog())
    }

    /// Every code its arbiter may give when it refuses a tap, with its rule and parameters
    /// ([`Arbiter::REFUSALS`]).
    pub fn refusals(self) -> &'static [RefusalCode] {
        self.entry().refusals()
    }

    /// The game's AI levels, weakest first.
    pub fn ai_levels(self) -> &'static [AiLevel] {
        self.entry().ai_levels()
    }

    /// The level a new AI seat of this game gets when the player's settings want the level
    /// `wanted`: that level if the game has it; else the level at the same rank in the first
    /// game of the registry that has it (the master and Zhili's perfect level are both the
    /// fifth, the top), or the top level when this ladder is shorter; else the middle level.
    /// `None` only for a game without AI levels.
    pub fn default_level(self, wanted: &str) -> Option<&'static AiLevel> {
        let levels = self.ai_levels();
        if let Some(level) = levels.iter().find(|l| l.id == wanted) {
            return Some(level);
        }
        let rank = GameKind::ALL.iter().find_map(|k| k.ai_levels().iter().position(|l| l.id == wanted));
        match rank {
            Some(r) => levels.get(r).or(levels.last()),
            None => levels.get(levels.len() / 2),
        }
    }

    /// A new game from `position` (its notation), or from the start position.
    pub fn new_game(self, position: Option<&str>) -> Result<AnyGame, PositionError> {
        self.entry().new_game(position)
    }

    /// The text of the game's lesson file.
    pub(crate) fn lesson_source(self) -> &'static str {
        self.entry().lessons()
    }

    /// The text of the game's rules pages, with their placeholders, as `build.rs` compiled
    /// it in (JSON).
    pub(crate) fn rules_source(self) -> &'static str {
        self.entry().rules()
    }

    /// The text of the game's texts file, as `build.rs` compiled it in (JSON).
    pub(crate) fn texts_source(self) -> &'static str {
        self.entry().texts()
    }

    /// The ids of every game, for messages: `twin-cities, zhili or generals`.
    pub fn id_list() -> String {
        let ids: Vec<&str> = GameKind::ALL.iter().map(|k| k.id()).collect();
        match ids.split_last() {
            Some((last, [])) => last.to_string(),
            Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
            None => String::new(),
        }
    }
}

impl fmt::Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

impl FromStr for GameKind {
    type Err = ParseGameKindError;
    fn from_str(s: &str) -> Result<Self, ParseGameKindError> {
        GameKind::ALL
            .into_iter()
            .find(|k| k.id() == s)
            .ok_or_else(|| ParseGameKindError::Unknown { game: excerpt(s) })
    }
}

impl Serialize for GameKind {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.id())
    }
}

impl<'de> Deserialize<'de> for GameKind {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let id = String::deserialize(d)?;
        id.parse().map_err(serde::de::Error::custom)
    }
}

impl std::error::Error for PositionError {}

games! {
    TwinCities => crate::twin_cities::TwinCities,
    Zhili => crate::zhili::Zhili,
    Generals => crate::generals::Generals,
}
