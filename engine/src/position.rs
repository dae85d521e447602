//! The one shape every game's rules have: the [`Position`] trait, and [`GameKind`].

use std::fmt;
use std::hash::Hash;
use std::str::FromStr;

use crate::error::{excerpt, ActionError, ActionSyntaxError, ParseGameKindError, PositionError};
use crate::outcome::{Outcome, Side};

/// Which of the three games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum GameKind {
    Zhili,
    TwinCities,
    Generals,
}

impl GameKind {
    pub const ALL: [GameKind; 3] = [GameKind::TwinCities, GameKind::Zhili, GameKind::Generals];

    /// The name used on the command line and in saves: `zhili`, `twin-cities`, `generals`.
    pub fn id(self) -> &'static str {
        match self {
            GameKind::Zhili => "zhili",
            GameKind::TwinCities => "twin-cities",
            GameKind::Generals => "generals",
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

/// Draw rules that need the game's history rather than the position alone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HistoryRules {
    /// The game is drawn when the same position occurs this many times (at turn boundaries).
    pub repetition: Option<u32>,
    /// The game is drawn after this many plies in all.
    pub max_plies: Option<u32>,
}

/// A position of one game: the full state between two actions, and its rules.
///
/// Modelled on shakmaty's `Position` and OpenSpiel's `State`: legal actions, applying an
/// action, the outcome; notation at the edges (`Display`/`FromStr` for positions and actions).
/// Positions are small values; search copies them (`clone` then [`Position::apply`]) rather
/// than undoing — see `docs/performance.md`. What the UI and the terminal show is in
/// [`crate::Presentation`].
///
/// A turn may be one action (Zhili, Twin Cities) or several atomic actions (Generals);
/// [`Position::at_turn_boundary`] tells which.
pub trait Position:
    Clone + fmt::Debug + fmt::Display + FromStr<Err = PositionError> + Send + Sync + 'static
{
    /// One atomic action. `Display` writes it in the game's notation and `FromStr` reads
    /// exactly that notation back (syntax only: legality is [`Position::parse_action`]'s).
    type Action: Clone
        + fmt::Debug
        + fmt::Display
        + FromStr<Err = ActionSyntaxError>
        + PartialEq
        + Eq
        + Hash
        + Send
        + Sync
        + 'static;

    const KIND: GameKind;
    /// Draw rules that [`crate::Game`] applies from the history.
    const HISTORY_RULES: HistoryRules;

    /// The start position of the spec (Generals: its default armies).
    fn start() -> Self;

    /// The side whose turn it is.
    fn to_move(&self) -> Side;

    /// Appends every legal action to `out` (cleared first). Empty when the game is over.
    /// A timed-out turn is not listed: see [`Position::pass`].
    fn legal_actions(&self, out: &mut Vec<Self::Action>);

    /// Applies an action that is legal here (or the pass action). Unchecked: use
    /// [`Position::play`] for untrusted input.
    fn apply(&mut self, action: &Self::Action);

    /// The timed-out turn (`pass`), or `None` when the game is over.
    fn pass(&self) -> Option<Self::Action>;

    /// The outcome when the position itself ends the game (no legal action, a captured City,
    /// no general left, a no-progress counter); history-based draws are [`crate::Game`]'s.
    fn outcome(&self) -> Option<Outcome>;

    /// A 64-bit key of everything that makes two positions the same for repetition.
    fn key(&self) -> u64;

    /// True between two turns; false in the middle of a multi-action turn (Generals).
    fn at_turn_boundary(&self) -> bool {
        true
    }

    /// Whether `action` may be played here: a legal action, or the pass.
    fn is_legal(&self, action: &Self::Action) -> bool {
        if self.pass().as_ref() == Some(action) {
            return true;
        }
        let mut actions = Vec::new();
        self.legal_actions(&mut actions);
        actions.contains(action)
    }

    /// The action written `s` (surrounding spaces ignored), if it is legal here (`pass`
    /// included): syntax first (the action type's `FromStr`), then legality.
    fn parse_action(&self, s: &str) -> Result<Self::Action, ActionError> {
        let s = s.trim();
        let over = || self.outcome().is_some();
        match s.parse::<Self::Action>() {
            Err(_) if over() => Err(ActionError::GameOver),
            Err(e) => Err(e.into()),
            Ok(action) if self.is_legal(&action) => Ok(action),
            Ok(_) if over() => Err(ActionError::GameOver),
            Ok(_) => Err(ActionError::illegal(s)),
        }
    }

    /// Checked apply: the position after `action`, or an error and the position unchanged.
    fn play(&self, action: &Self::Action) -> Result<Self, ActionError> {
        if !self.is_legal(action) {
            return Err(ActionError::illegal(&action.to_string()));
        }
        let mut next = self.clone();
        next.apply(action);
        Ok(next)
    }
}

/// The number of action sequences of length `depth` (history draws ignored, as in every perft).
pub fn perft<P: Position>(pos: &P, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut actions = Vec::new();
    pos.legal_actions(&mut actions);
    if depth == 1 {
        return actions.len() as u64;
    }
    actions
        .iter()
        .map(|a| {
            let mut next = pos.clone();
            next.apply(a);
            perft(&next, depth - 1)
        })
        .sum()
}
