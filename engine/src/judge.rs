//! How a review judges a game's positions ([`Judged`]): the exact verdicts of a solved game, or
//! a [`Judge`]'s values; what a game implements, and the verdicts' own terms. Reviewing a whole
//! game is [`crate::review`]'s.

use serde::Serialize;

use crate::ai::SearchLimits;
use crate::outcome::{Outcome, Side};
use crate::position::Position;

/// How a review judges a game's positions: exactly, for a solved game, or by a [`Judge`]'s
/// values. A game gives at most what its [`crate::GameInfo`]'s capabilities say (`solved`,
/// `analysable`); a test checks that the two agree.
pub trait Judged: Position {
    /// The exact value of this position for the side to move (a solved game); `None`
    /// elsewhere.
    fn verdict(&self) -> Option<Verdict> {
        None
    }

    /// A judge of this game's positions for a review's graph; `None` for a game without one.
    fn judge() -> Option<Box<dyn Judge<Self>>> {
        None
    }
}

/// Values the positions of one game, one after the other (a search table may carry over from
/// one position to the next, as in a game).
pub trait Judge<P: Position>: Send {
    /// The value of `pos`, which is not over, for the first side in −1…1 (a sure win 1, a
    /// sure loss −1); `history` holds the keys of the positions before it (for repetition).
    /// `None` when the search stopped before any answer.
    fn value(&mut self, pos: &P, history: &[u64], limits: &SearchLimits) -> Option<f32>;

    /// Whether a value is a search that uses the time it is given, so that a review offers the
    /// player a time per position; else a value is evaluated at once.
    fn searches(&self) -> bool {
        false
    }
}

/// The exact value of a Zhili position (Z9) for one side: it wins or loses in `n` plies with
/// best play, or neither can force a win.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", content = "plies", rename_all = "lowercase")]
pub enum Verdict {
    Win(u16),
    Loss(u16),
    Draw,
}

/// `win 3`, `loss 2`, `draw`: what `shuangcheng-cli solve` prints.
impl std::fmt::Display for Verdict {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Verdict::Win(n) => write!(f, "win {n}"),
            Verdict::Loss(n) => write!(f, "loss {n}"),
            Verdict::Draw => f.write_str("draw"),
        }
    }
}

impl Verdict {
    /// The same value seen by the other side.
    pub fn flipped(self) -> Verdict {
        match self {
            Verdict::Win(n) => Verdict::Loss(n),
            Verdict::Loss(n) => Verdict::Win(n),
            Verdict::Draw => Verdict::Draw,
        }
    }

    fn rank(self) -> u8 {
        match self {
            Verdict::Loss(_) => 0,
            Verdict::Draw => 1,
            Verdict::Win(_) => 2,
        }
    }
}

/// A move that changed the game's verdict for the side that made it. Against best play a
/// move can only keep a verdict or make it worse, so these are the three mistakes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "kebab-case")]
pub enum VerdictChange {
    WinToDraw,
    WinToLoss,
    DrawToLoss,
}

/// One move's verdicts, from the point of view of the side that made it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct MoveVerdict {
    pub before: Verdict,
    pub after: Verdict,
    pub change: Option<VerdictChange>,
}

/// Where a legal action leads against best play, for the side that plays it: a solved game's
/// coach shows it before the player commits ([`crate::AnyGame::action_verdicts`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct ActionVerdict {
    /// The action in the game's notation, as the legal actions write it.
    pub action: String,
    pub verdict: Verdict,
}

/// What `outcome` is for `side`: a win, a loss or a draw, with no ply left to play.
pub(crate) fn verdict_of(outcome: Outcome, side: Side) -> Verdict {
    match outcome.winner {
        Some(w) if w == side => Verdict::Win(0),
        Some(_) => Verdict::Loss(0),
        None => Verdict::Draw,
    }
}

/// One move's verdicts from its position `before` and the verdict `after` it for the rival
/// to move.
pub(crate) fn move_verdict(before: Verdict, after_for_rival: Verdict) -> MoveVerdict {
    // After the move (a pass too) the rival is to move.
    let after = after_for_rival.flipped();
    MoveVerdict { before, after, change: change(before, after) }
}

fn change(before: Verdict, after: Verdict) -> Option<VerdictChange> {
    if after.rank() >= before.rank() {
        return None;
    }
    Some(match (before, after) {
        (Verdict::Win(_), Verdict::Draw) => VerdictChange::WinToDraw,
        (Verdict::Win(_), _) => VerdictChange::WinToLoss,
        _ => VerdictChange::DrawToLoss,
    })
}
