//! Looking back at a game, replayed by [`crate::replay()`]: what each game's [`Judged`] gives:
//! the exact verdicts before and after every move of a solved game ([`verdicts`]), or the
//! engine's value of each position with the mistakes it shows ([`Analyzer`], [`mistakes`]).
//! Review names no game: it asks the game's traits.
//!
//! ```
//! use shuangcheng_engine::review::{verdicts, Verdict, VerdictChange};
//! use shuangcheng_engine::{replay, GameKind};
//!
//! // Red's 8-10 lets Black off the hook: a win in 1 becomes a draw.
//! let record = replay(GameKind::Zhili, "bbbsbrr.rr. r 0", &["8-10", "4-7", "x-y"]).unwrap();
//! assert_eq!(record.game.history(), ["8-10", "4-7"]);
//! let stop = record.stop.unwrap();
//! assert_eq!((stop.ply, stop.action.as_str()), (2, "x-y"));
//! let verdicts = verdicts(&record.game).unwrap();
//! assert_eq!(verdicts[0].before, Verdict::Win(1));
//! assert_eq!(verdicts[0].change, Some(VerdictChange::WinToDraw));
//! ```

mod analysis;
pub mod drills;
pub mod practice;

pub use crate::judge::{ActionVerdict, Judge, Judged, MoveVerdict, Verdict, VerdictChange};
pub use analysis::{mistakes, Analyzer, MISTAKE_DROP};

use crate::any_game::AnyGame;

/// The exact verdict before and after each move of a solved game's record, for the side
/// that made it (`None` for a game that is not solved: see [`Analyzer`]).
pub fn verdicts(game: &AnyGame) -> Option<Vec<MoveVerdict>> {
    game.verdicts()
}
