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

/// Why a game ended: a code, with a short English summary for the terminal. The codes every
/// game may end with are [`EndReason::SHARED`]; a game's own are in its folder and listed in
/// its [`crate::GameInfo::end_reasons`], with their texts in `engine/texts/<id>.toml`
/// (`[reasons.<code>]`). The app's JSON writes the code alone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct EndReason {
    code: &'static str,
    summary: &'static str,
}

impl EndReason {
    /// The side to move had no legal action (Z6, T11).
    pub const NO_LEGAL_ACTION: EndReason = EndReason::new("no-legal-action", "no legal move");
    /// The same position for the third time (Z6, T11).
    pub const REPETITION: EndReason = EndReason::new("repetition", "threefold repetition");
    /// A player resigned (app).
    pub const RESIGNATION: EndReason = EndReason::new("resignation", "resignation");
    /// A draw claimed or agreed where the rules allow (app).
    pub const DRAW_AGREED: EndReason = EndReason::new("draw-agreed", "draw agreed");
    /// A side's game clock ran out: it loses (app; [`crate::GameClock`]).
    pub const OUT_OF_TIME: EndReason = EndReason::new("out-of-time", "out of time");
    /// The reasons any game may end with; their texts are the app's (`reason.<code>`).
    pub const SHARED: [EndReason; 5] = [
        EndReason::NO_LEGAL_ACTION,
        EndReason::REPETITION,
        EndReason::RESIGNATION,
        EndReason::DRAW_AGREED,
        EndReason::OUT_OF_TIME,
    ];

    /// A reason of a game's own: `code` in kebab case, `summary` in a few English words.
    pub const fn new(code: &'static str, summary: &'static str) -> EndReason {
        EndReason { code, summary }
    }

    /// The code in the app's JSON, saves and records: `no-legal-action`, `city-captured`, …
    pub fn code(self) -> &'static str {
        self.code
    }

    /// Whether the game's rules ended it (its [`crate::GameInfo::end_rule`]), not a player's
    /// choice (a resignation, an agreed draw) or the app's clock.
    pub fn by_the_rules(self) -> bool {
        ![EndReason::RESIGNATION, EndReason::DRAW_AGREED, EndReason::OUT_OF_TIME].contains(&self)
    }
}

impl fmt::Display for EndReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.summary)
    }
}

impl serde::Serialize for EndReason {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.code)
    }
}

/// The result of a finished game: the winner (`None` for a draw) and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
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
