//! Looking back at a game: a record replayed as far as it goes (a damaged record stops at
//! the first action that does not play, saying where and why), and the exact verdicts of
//! Zhili's solver before and after every move, and the engine's value of each position of the
//! other two games with the mistakes it shows ([`Analyzer`], [`mistakes`]).
//!
//! ```
//! use shuangcheng_engine::review::{replay, zhili_verdicts, Verdict, VerdictChange};
//! use shuangcheng_engine::GameKind;
//!
//! // Red's 8-10 lets Black off the hook: a win in 1 becomes a draw.
//! let record = replay(GameKind::Zhili, "bbbsbrr.rr. r 0", &["8-10", "4-7", "x-y"]).unwrap();
//! assert_eq!(record.game.history(), ["8-10", "4-7"]);
//! let stop = record.stop.unwrap();
//! assert_eq!((stop.ply, stop.action.as_str()), (2, "x-y"));
//! let verdicts = zhili_verdicts(&record.game).unwrap();
//! assert_eq!(verdicts[0].before, Verdict::Win(1));
//! assert_eq!(verdicts[0].change, Some(VerdictChange::WinToDraw));
//! ```

mod analysis;

use serde::Serialize;

pub use analysis::{mistakes, Analyzer, MISTAKE_DROP};

use crate::any_game::AnyGame;
use crate::error::{ActionError, PositionError};
use crate::position::GameKind;
use crate::zhili::solver::{solution, Value};

/// A record replayed: the game as far as it plays, and where it stopped if it is damaged.
#[derive(Clone, Debug)]
pub struct Replay {
    pub game: AnyGame,
    pub stop: Option<ReplayStop>,
}

/// The first action of a record that could not be played.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ReplayStop {
    /// Its index in the record (0 = the first action), which is also how many actions played.
    pub ply: usize,
    /// The action as the record wrote it (at most [`crate::EXCERPT_CHARS`] characters).
    pub action: String,
    pub error: ActionError,
}

/// Replays `actions` from `start` (both in the game's notation). A start position that does
/// not read is an error; an action that does not play ends the replay there, and what came
/// before is kept.
pub fn replay<S: AsRef<str>>(kind: GameKind, start: &str, actions: &[S]) -> Result<Replay, PositionError> {
    let mut game = AnyGame::new(kind, Some(start))?;
    for (ply, action) in actions.iter().enumerate() {
        let action = action.as_ref();
        if let Err(error) = game.play(action) {
            let stop = ReplayStop { ply, action: crate::excerpt(action), error };
            return Ok(Replay { game, stop: Some(stop) });
        }
    }
    Ok(Replay { game, stop: None })
}

/// The exact value of a Zhili position (Z9) for one side: it wins or loses in `n` plies with
/// best play, or neither can force a win.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", content = "plies", rename_all = "lowercase")]
pub enum Verdict {
    Win(u16),
    Loss(u16),
    Draw,
}

impl Verdict {
    fn of(value: Value) -> Verdict {
        match value {
            Value::Win(n) => Verdict::Win(n),
            Value::Loss(n) => Verdict::Loss(n),
            Value::Draw => Verdict::Draw,
        }
    }

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
#[serde(rename_all = "kebab-case")]
pub enum VerdictChange {
    WinToDraw,
    WinToLoss,
    DrawToLoss,
}

/// One move's verdicts, from the point of view of the side that made it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct MoveVerdict {
    pub before: Verdict,
    pub after: Verdict,
    pub change: Option<VerdictChange>,
}

/// The solver's verdict before and after each move of a Zhili game (`None` for the other
/// games, whose reviews use search: see [`crate::review`]'s analysis).
pub fn zhili_verdicts(game: &AnyGame) -> Option<Vec<MoveVerdict>> {
    let AnyGame::Zhili(g) = game else { return None };
    let solved = solution();
    let verdicts = g
        .positions()
        .windows(2)
        .map(|pair| {
            let before = Verdict::of(solved.value(&pair[0]));
            // After the move (a pass too, Z7) the rival is to move.
            let after = Verdict::of(solved.value(&pair[1])).flipped();
            MoveVerdict { before, after, change: change(before, after) }
        })
        .collect();
    Some(verdicts)
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
