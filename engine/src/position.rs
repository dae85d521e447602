//! The one shape every game's position has: the [`Position`] trait.

use std::fmt;
use std::hash::Hash;
use std::str::FromStr;

use crate::error::{ActionError, PositionError};
use crate::outcome::{Outcome, Side};
use crate::view::BoardView;

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
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        GameKind::ALL
            .into_iter()
            .find(|k| k.id() == s)
            .ok_or_else(|| format!("unknown game '{s}' (expected twin-cities, zhili or generals)"))
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

/// A position of one game: the full state between two actions.
///
/// Modelled on shakmaty's `Position` and OpenSpiel's `State`: legal actions, applying an
/// action, the outcome, notation at the edges. Positions are small values; search copies
/// them (`clone` then [`Position::apply`]) rather than undoing — see `docs/performance.md`.
///
/// A turn may be one action (Zhili, Twin Cities) or several atomic actions (Generals);
/// [`Position::at_turn_boundary`] tells which.
pub trait Position:
    Clone + fmt::Debug + fmt::Display + FromStr<Err = PositionError> + Send + Sync + 'static
{
    /// One atomic action; `Display` writes it in the game's notation.
    type Action: Clone + fmt::Debug + fmt::Display + PartialEq + Eq + Hash + Send + Sync + 'static;

    const KIND: GameKind;
    /// Draw rules that [`crate::Game`] applies from the history.
    const HISTORY_RULES: HistoryRules;

    /// The start position of the spec (Generals: its default armies).
    fn start() -> Self;

    /// The side whose turn it is.
    fn to_move(&self) -> Side;

    /// The side's name in English for text output (`Red`, `South`, …).
    fn side_name(side: Side) -> &'static str {
        match side {
            Side::First => "First",
            Side::Second => "Second",
        }
    }

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

    /// Whether `s` is well-formed action syntax for this game (used to tell a typo from an
    /// illegal action in error messages).
    fn action_syntax_ok(s: &str) -> bool;

    /// The points or cells a player taps, in order, to make this action in the UI. Multi-part
    /// actions (followers, recruits, exchanges) list every tap; the UI narrows the legal
    /// actions by prefix and never decides legality itself.
    fn action_taps(&self, action: &Self::Action) -> Vec<String>;

    /// The seat that must take this action when each general has its own player (Generals'
    /// four-seat mode: the general's colour index); `None` = any player of the side to move.
    fn seat_of_action(&self, _action: &Self::Action) -> Option<u8> {
        None
    }

    /// What the UI draws: pieces, reserves, locks, terrain.
    fn view(&self) -> BoardView;

    /// A readable text drawing of the board for the terminal (`shuangcheng-cli play`).
    fn diagram(&self) -> String;

    /// The action written `s`, if it is legal here (`pass` included).
    fn parse_action(&self, s: &str) -> Result<Self::Action, ActionError> {
        let s = s.trim();
        if s == "pass" {
            return self.pass().ok_or(ActionError::GameOver);
        }
        let mut actions = Vec::new();
        self.legal_actions(&mut actions);
        if let Some(a) = actions.into_iter().find(|a| a.to_string() == s) {
            return Ok(a);
        }
        if self.outcome().is_some() {
            Err(ActionError::GameOver)
        } else if Self::action_syntax_ok(s) {
            Err(ActionError::Illegal(s.to_string()))
        } else {
            Err(ActionError::Syntax(s.to_string()))
        }
    }

    /// Checked apply: the position after `action`, or an error and the position unchanged.
    fn play(&self, action: &Self::Action) -> Result<Self, ActionError> {
        let mut actions = Vec::new();
        self.legal_actions(&mut actions);
        let is_pass = self.pass().as_ref() == Some(action);
        if !is_pass && !actions.contains(action) {
            return Err(ActionError::Illegal(action.to_string()));
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
