//! Sides and the end of a game.

use std::fmt;

/// A side (team). `First` is the side written first in the notation and listed first in the
/// spec: Red in Zhili and Twin Cities, South in Generals.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "lowercase")]
pub enum Side {
    First,
    Second,
}

impl Side {
    pub const BOTH: [Side; 2] = [Side::First, Side::Second];

    pub fn other(self) -> Side {
        match self {
            Side::First => Side::Second,
            Side::Second => Side::First,
        }
    }

    pub fn index(self) -> usize {
        self as usize
    }

    /// `first` or `second`, as the app's JSON writes it.
    pub fn name(self) -> &'static str {
        match self {
            Side::First => "first",
            Side::Second => "second",
        }
    }
}

/// Why a game ended. The app translates these codes; `Display` gives a short English text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "kebab-case")]
pub enum EndReason {
    /// The side to move had no legal action (Z6, T11).
    NoLegalAction,
    /// The same position for the third time (Z6, T11).
    Repetition,
    /// Zhili's 200 plies in all (Z6).
    PlyLimit,
    /// Twin Cities' 100 plies without capture, recruit or exchange (T11).
    NoProgress,
    /// A City was captured (T11).
    CityCaptured,
    /// A team lost its last general (G12).
    GeneralsEliminated,
    /// Both teams lost their last generals in one action (G12).
    MutualElimination,
    /// Generals' 60 team turns without damage (G12).
    NoDamage,
    /// A player resigned (app).
    Resignation,
    /// A draw claimed or agreed where the rules allow (app).
    DrawAgreed,
}

impl EndReason {
    /// Whether the game's rules ended it (its [`crate::GameInfo::end_rule`]), not a player's
    /// choice (a resignation, an agreed draw).
    pub fn by_the_rules(self) -> bool {
        !matches!(self, EndReason::Resignation | EndReason::DrawAgreed)
    }
}

impl fmt::Display for EndReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            EndReason::NoLegalAction => "no legal move",
            EndReason::Repetition => "threefold repetition",
            EndReason::PlyLimit => "200-ply limit",
            EndReason::NoProgress => "100 plies without capture, recruit or exchange",
            EndReason::CityCaptured => "city captured",
            EndReason::GeneralsEliminated => "all generals removed",
            EndReason::MutualElimination => "both teams lost their last generals at once",
            EndReason::NoDamage => "60 turns without damage",
            EndReason::Resignation => "resignation",
            EndReason::DrawAgreed => "draw agreed",
        })
    }
}

/// The result of a finished game: the winner (`None` for a draw) and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct Outcome {
    pub winner: Option<Side>,
    pub reason: EndReason,
}

impl Outcome {
    pub fn win(side: Side, reason: EndReason) -> Outcome {
        Outcome { winner: Some(side), reason }
    }

    pub fn draw(reason: EndReason) -> Outcome {
        Outcome { winner: None, reason }
    }

    /// OpenSpiel's returns: +1 win, -1 loss, 0 draw, for `side`.
    pub fn returns(&self, side: Side) -> i32 {
        match self.winner {
            None => 0,
            Some(w) if w == side => 1,
            Some(_) => -1,
        }
    }
}
