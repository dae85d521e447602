//! The trait each game implements for what is shown of it, beside [`Position`] for its rules.

use serde::Serialize;

use crate::catalog::GameCatalog;
use crate::outcome::Side;
use crate::position::Position;
use crate::rules_text::CatalogPart;
use crate::view::{ActionInfo, ActionWords, BoardView, Effect};

/// How one game is shown: everything the rules ([`Position`]) do not need.
pub trait Presentation: Position {
    /// The side's name in English for text output (`Red`, `South`, …).
    fn side_name(side: Side) -> &'static str;

    /// A legal action as the UI needs it: its notation, the taps that make it and the seat
    /// that takes it.
    fn action_info(&self, action: &Self::Action) -> ActionInfo;

    /// What the UI draws: pieces, reserves, marks, terrain, notes.
    fn view(&self) -> BoardView;

    /// What `action` does when played here, in the order it happens (for animation).
    fn effects(&self, action: &Self::Action) -> Vec<Effect>;

    /// `action`, played here, in parts for a sentence: its verb, the piece that acts, the
    /// points, what it takes (the move list in words; the UI fills `ui/js/words.js`).
    fn words(&self, action: &Self::Action) -> ActionWords;

    /// A readable text drawing of the board for the terminal (`shuangcheng-cli play`).
    fn diagram(&self) -> String;

    /// The game's static facts for the app and the UI (see [`GameCatalog`]): the shared
    /// core, without its part.
    fn catalog() -> GameCatalog;

    /// The game's own part of its catalog, typed, kept in its folder: what only the game's
    /// board drawer reads of [`GameCatalog::part`], its rules page quotes, and its own code
    /// reads (lines, fields, terrain, piece numbers, army rules).
    type CatalogPart: CatalogPart + Serialize + Described;

    fn catalog_part() -> Self::CatalogPart;
}

/// A type the app's generated UI bindings can describe (`src-tauri/src/bindings.rs`), where
/// the engine is built with them (the `specta` feature): a catalog part's type is in the UI's
/// contract, for its board drawer.
#[cfg(feature = "specta")]
pub trait Described: specta::Type {}
#[cfg(feature = "specta")]
impl<T: specta::Type> Described for T {}
#[cfg(not(feature = "specta"))]
pub trait Described {}
#[cfg(not(feature = "specta"))]
impl<T> Described for T {}
