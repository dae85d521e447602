//! The registry of games: each game's type, one line each (the `games!` call at the end of
//! this file), beside its id in [`GameKind`]'s list, and what each game tells the app and the
//! UI about itself ([`GameInfo`]). Every per-game table of the engine is generated from these
//! lines: a kind without its line, or a game that lacks any part of [`Registered`], does not
//! compile.
//!
//! ```
//! use shuangcheng_engine::GameKind;
//!
//! let ids: Vec<&str> = GameKind::ALL.iter().map(|k| k.id()).collect();
//! assert_eq!(ids[..3], ["twin-cities", "zhili", "generals"]); // the seeds' three, in the app's order
//! assert_eq!("zhili".parse::<GameKind>().unwrap().info().names.en, "Zhili Shuangcheng");
//! assert!("chess".parse::<GameKind>().is_err()); // an unknown id is an error, never a default
//! assert_eq!(GameKind::Zhili.ai_levels().len(), 5); // the ladder, without creating a game
//! ```

use std::sync::OnceLock;

use crate::ai::AiLevel;
use crate::any_game::AnyGame;
use crate::catalog::{GameCatalog, RulesSection};
use crate::editor::{self, EditedPosition};
use crate::error::PositionError;
use crate::game_kind::GameKind;
use crate::outcome::EndReason;
use crate::refusal::RefusalCode;
use crate::registered::{GameInfo, Registered};
use crate::rules_text::{self, CatalogPart, RulesTextError};
use crate::setup::AnySetup;
use crate::texts;

/// What the registry does with a game's type, behind one object per game.
trait Entry: Sync {
    fn info(&self) -> &'static GameInfo;
    fn catalog(&self) -> GameCatalog;
    fn catalog_part(&self) -> Box<dyn CatalogPart>;
    #[cfg(feature = "specta")]
    fn describe_part(&self, types: &mut specta::Types);
    fn new_game(&self, position: Option<&str>) -> Result<AnyGame, PositionError>;
    fn ai_levels(&self) -> &'static [AiLevel];
    fn lessons(&self) -> &'static str;
    fn rules(&self) -> &'static str;
    fn texts(&self) -> &'static str;
    fn refusals(&self) -> &'static [RefusalCode];
    fn setup(&self) -> Option<AnySetup>;
    fn edited(&self, position: &str) -> Result<EditedPosition, PositionError>;
    fn compose(&self, edited: &EditedPosition) -> Result<String, PositionError>;
    #[cfg(feature = "examples")]
    fn examples(&self) -> &'static crate::examples::Examples;
}

struct Def<P>(std::marker::PhantomData<fn() -> P>);

impl<P: Registered> Entry for Def<P> {
    fn info(&self) -> &'static GameInfo {
        &P::INFO
    }
    fn catalog(&self) -> GameCatalog {
        let mut catalog = P::catalog();
        catalog.part = serde_json::to_value(P::catalog_part()).expect("a catalog part is plain data");
        catalog
    }
    fn catalog_part(&self) -> Box<dyn CatalogPart> {
        Box::new(P::catalog_part())
    }
    #[cfg(feature = "specta")]
    fn describe_part(&self, types: &mut specta::Types) {
        <P::CatalogPart as specta::Type>::definition(types);
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
    fn setup(&self) -> Option<AnySetup> {
        P::setup()
    }
    fn edited(&self, position: &str) -> Result<EditedPosition, PositionError> {
        Ok(position.parse::<P>()?.edited())
    }
    fn compose(&self, edited: &EditedPosition) -> Result<String, PositionError> {
        editor::compose::<P>(edited)
    }
    #[cfg(feature = "examples")]
    fn examples(&self) -> &'static crate::examples::Examples {
        &P::EXAMPLES
    }
}

/// Generates, from the list of games, the step from a kind to its game's type; a line's
/// attributes (the example game's `cfg`) apply to its arm.
macro_rules! games {
    ($($(#[$meta:meta])* $kind:ident => $game:ty),+ $(,)?) => {
        impl GameKind {
            fn entry(self) -> &'static dyn Entry {
                match self {
                    $($(#[$meta])* GameKind::$kind => &Def::<$game>(std::marker::PhantomData)),+
                }
            }
        }
    };
}

impl GameKind {
    /// The game's names, blurb, capabilities, timer, glyphs, icon and board drawer.
    pub fn info(self) -> &'static GameInfo {
        self.entry().info()
    }

    /// The games a release carries, in the registry's order: every game but the examples
    /// ([`GameInfo::example`]).
    pub fn shipped() -> impl Iterator<Item = GameKind> {
        GameKind::ALL.into_iter().filter(|k| !k.info().example)
    }

    /// The game's static facts: sides, seats, timer, start, board, pieces, diagrams, and its
    /// own part as JSON (built once per process).
    pub fn catalog(self) -> &'static GameCatalog {
        static CATALOGS: [OnceLock<GameCatalog>; GameKind::ALL.len()] =
            [const { OnceLock::new() }; GameKind::ALL.len()];
        CATALOGS[self as usize].get_or_init(|| {
            let mut catalog = self.entry().catalog();
            let part = self.entry().catalog_part();
            catalog.rules_text = self.rules_page(&catalog, part.as_ref()).unwrap_or_else(|e| {
                panic!("the rules page quotes the catalog (engine/tests/rules_text.rs): {e}")
            });
            catalog.texts = texts::parse(self, self.entry().texts());
            catalog
        })
    }

    /// The game's rules pages, `engine/rules/<id>.toml`, with the facts of `catalog` and of
    /// the game's own `part` ([`crate::Presentation::catalog_part`]) filled in.
    pub fn rules_page(
        self,
        catalog: &GameCatalog,
        part: &dyn CatalogPart,
    ) -> Result<Vec<RulesSection>, RulesTextError> {
        rules_text::render(catalog, part, self.entry().rules())
    }

    /// Describes each game's own part of its catalog ([`crate::Presentation::CatalogPart`]) for the
    /// app's generated UI bindings, where its board drawer finds its type; the shipped games'
    /// only, as the bindings are the shipped app's.
    #[cfg(feature = "specta")]
    pub fn describe_catalog_parts(types: &mut specta::Types) {
        for kind in GameKind::shipped() {
            kind.entry().describe_part(types);
        }
    }

    /// Every code its arbiter may give when it refuses a tap, with its rule and parameters
    /// ([`Arbiter::REFUSALS`]).
    pub fn refusals(self) -> &'static [RefusalCode] {
        self.entry().refusals()
    }

    /// Every reason a game of this kind may end for: the shared ones, then its own.
    pub fn end_reasons(self) -> impl Iterator<Item = EndReason> {
        EndReason::SHARED.into_iter().chain(self.info().end_reasons.iter().copied())
    }

    /// The end reason whose code is `code`, if a game of this kind may end for it (a save's or
    /// a record's outcome is read back through this).
    pub fn end_reason(self, code: &str) -> Option<EndReason> {
        self.end_reasons().find(|r| r.code() == code)
    }

    /// The game's setup phase (its presets, a side's setup checked, a new or saved setup), or
    /// `None` for a game that starts from its start position.
    pub fn setup(self) -> Option<AnySetup> {
        self.entry().setup()
    }

    /// The position `position` (its notation) taken apart for a position editor
    /// ([`crate::editor`]); refused as a new game from it would be.
    pub fn edited(self, position: &str) -> Result<EditedPosition, PositionError> {
        self.entry().edited(position)
    }

    /// The position a position editor set up, in the game's notation once its parser has read
    /// it; refused with the parser's code, or an `editor.*` code for what the notation cannot
    /// write ([`crate::EditorError`]).
    ///
    /// ```
    /// use shuangcheng_engine::GameKind;
    ///
    /// let mut edited = GameKind::Zhili.edited("bbb.bsr.rrr r 0").unwrap();
    /// edited.pieces.retain(|p| p.at != "0"); // a Black piece gone: three left (Z3)
    /// assert_eq!(GameKind::Zhili.compose(&edited).unwrap_err().code(), "zhili.piece-counts");
    /// edited.pieces[0].at = "11".into(); // the board's points are 0 to 10 (Z1)
    /// assert_eq!(GameKind::Zhili.compose(&edited).unwrap_err().code(), "editor.point");
    /// ```
    pub fn compose(self, edited: &EditedPosition) -> Result<String, PositionError> {
        self.entry().compose(edited)
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

    /// The game's rule examples for the engine's shared tests (the `examples` feature).
    #[cfg(feature = "examples")]
    pub fn examples(self) -> &'static crate::examples::Examples {
        self.entry().examples()
    }

    /// The text of the game's lesson file.
    pub(crate) fn lesson_source(self) -> &'static str {
        self.entry().lessons()
    }
}

impl AnyGame {
    /// The current position taken apart for a position editor ([`GameKind::edited`]).
    pub fn edited(&self) -> EditedPosition {
        self.kind().edited(&self.position()).expect("a game's position reads back")
    }
}

games! {
    TwinCities => crate::twin_cities::TwinCities,
    Zhili => crate::zhili::Zhili,
    Generals => crate::generals::Generals,
    #[cfg(feature = "example-game")] TicTacToe => crate::tic_tac_toe::TicTacToe,
}
