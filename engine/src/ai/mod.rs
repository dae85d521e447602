//! The common AI interface: a level gives an action within a time budget, and a flag set by
//! another thread cancels it. Each game's searches live in its own folder (`zhili/ai.rs`,
//! `twin_cities/ai/`, `generals/ai/`); what they share is here and in [`crate::rng`].

use std::ops::{Add, Neg, Sub};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use crate::game::Game;
use crate::outcome::{Outcome, Side};
use crate::position::Position;

/// A search score from the point of view of the side to move.
pub type Score = i32;
/// A won position at the root; a win found `n` plies deeper scores `WIN - n`.
pub const WIN: Score = 1_000_000;
pub const LOSS: Score = -WIN;

/// The score of a finished game for `to_move`, `ply` plies below the root: a nearer win
/// scores higher, a nearer loss lower.
pub fn outcome_score(outcome: &Outcome, to_move: Side, ply: usize) -> Score {
    match outcome.winner {
        None => 0,
        Some(w) if w == to_move => WIN - ply as Score,
        Some(_) => LOSS + ply as Score,
    }
}

/// What a stored search value says about the node's true value (a transposition table's bound).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    Exact,
    /// The value is at least the stored one (a beta cut-off).
    Lower,
    /// The value is at most the stored one (nothing raised alpha).
    Upper,
}

impl Bound {
    /// The bound of a node's `best` value, searched in the window `alpha`..`beta` (`alpha` as
    /// the node began).
    pub fn of<T: PartialOrd>(best: T, alpha: T, beta: T) -> Bound {
        if best >= beta {
            Bound::Lower
        } else if best > alpha {
            Bound::Exact
        } else {
            Bound::Upper
        }
    }

    /// Whether a stored `value` with this bound settles the node for the window `alpha`..`beta`.
    pub fn cuts<T: PartialOrd>(self, value: T, alpha: T, beta: T) -> bool {
        match self {
            Bound::Exact => true,
            Bound::Lower => value >= beta,
            Bound::Upper => value <= alpha,
        }
    }
}

/// A search value as a transposition table keeps it: a win or loss beyond `decisive`, found
/// `ply` plies (or turns) below the root, counted from the storing node instead, so it reads
/// true wherever the node is reached again ([`from_table`]).
pub fn to_table<T: SearchValue>(value: T, ply: usize, decisive: T) -> T {
    let ply = T::from(ply as u16);
    if value > decisive {
        value + ply
    } else if value < -decisive {
        value - ply
    } else {
        value
    }
}

/// A stored value read back `ply` plies (or turns) below the root ([`to_table`]).
pub fn from_table<T: SearchValue>(value: T, ply: usize, decisive: T) -> T {
    let ply = T::from(ply as u16);
    if value > decisive {
        value - ply
    } else if value < -decisive {
        value + ply
    } else {
        value
    }
}

/// The number types search values are kept in: Twin Cities' integer [`Score`], Generals' `f64`.
pub trait SearchValue:
    Copy + PartialOrd + Neg<Output = Self> + Add<Output = Self> + Sub<Output = Self> + From<u16>
{
}

impl<T> SearchValue for T where
    T: Copy + PartialOrd + Neg<Output = T> + Add<Output = T> + Sub<Output = T> + From<u16>
{
}

/// When a search must stop: a deadline and/or a cancellation flag set by another thread.
#[derive(Clone, Debug, Default)]
pub struct SearchLimits {
    pub deadline: Option<Instant>,
    pub cancel: Option<Arc<AtomicBool>>,
}

impl SearchLimits {
    /// A budget from now, no cancellation.
    pub fn budget(d: Duration) -> SearchLimits {
        SearchLimits { deadline: Some(Instant::now() + d), cancel: None }
    }

    pub fn with_cancel(mut self, cancel: Arc<AtomicBool>) -> SearchLimits {
        self.cancel = Some(cancel);
        self
    }

    pub fn cancelled(&self) -> bool {
        self.cancel.as_ref().is_some_and(|c| c.load(Ordering::Relaxed))
    }

    /// True once the deadline passed or the search was cancelled.
    pub fn should_stop(&self) -> bool {
        self.cancelled() || self.deadline.is_some_and(|d| Instant::now() >= d)
    }
}

/// One difficulty level of a game's AI.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct AiLevel {
    /// Stable id used on the command line and in saves: `beginner`, `easy`, `normal`, `hard`, …
    pub id: &'static str,
    pub name_en: &'static str,
    pub name_zh: &'static str,
    /// The time this level is given per move (per turn in Generals): the levels that read the
    /// clock stop by it, the master's last step may run a little past it.
    #[serde(serialize_with = "serialize_millis")]
    #[cfg_attr(feature = "specta", specta(type = u64))]
    pub budget: Duration,
}

fn serialize_millis<S: serde::Serializer>(d: &Duration, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_u64(d.as_millis() as u64)
}

/// A computer player. `choose` returns a legal action for the side to move, or `None` when
/// the game is over or the search was cancelled (the masters give none once cancelled; Twin
/// Cities' lower levels still give what a finished iteration found).
pub trait Ai<P: Position>: Send {
    fn choose(&mut self, game: &Game<P>, limits: &SearchLimits) -> Option<P::Action>;
}

/// The AI levels a game offers, weakest first.
pub trait AiPlayers: Position {
    fn ai_levels() -> &'static [AiLevel];

    /// A player of level `index` (0 = weakest), seeded for reproducible games.
    fn new_ai(index: usize, seed: u64) -> Box<dyn Ai<Self>>;

    /// The names of the master's evaluation weights, in a weights file's order; empty for a
    /// game whose master takes none. With [`AiPlayers::named_weights`] and
    /// [`AiPlayers::tuned_master`], what `shuangcheng-cli match --weights-a` and `--depth-a`
    /// play, so a change is tested against the version before it.
    fn weight_names() -> &'static [&'static str] {
        &[]
    }

    /// A named set of the master's weights (`tuned`, `legacy`, …), if the game has it.
    fn named_weights(_name: &str) -> Option<Vec<Score>> {
        None
    }

    /// How even `game`'s position is: its value for the side to move by a short search of the
    /// master, `depth` plies deep (turns where a turn is several actions), in −1…1 as the
    /// game's review maps its values (a sure win 1); a solved game's exact value (a draw 0).
    /// No clock bounds it, so it is the same every time. `None` for a game without one, or
    /// over. `shuangcheng-cli openings` keeps the openings whose value is near 0.
    fn searched_value(_game: &Game<Self>, _depth: u32) -> Option<f32> {
        None
    }

    /// The master with `weights` (one per [`AiPlayers::weight_names`]; `None`: its own) and an
    /// optional depth limit, searching `budget` a move; `None` for a game whose master takes
    /// neither, or weights of the wrong count.
    fn tuned_master(
        _weights: Option<&[Score]>,
        _depth: Option<i32>,
        _budget: Duration,
    ) -> Option<Box<dyn Ai<Self>>> {
        None
    }
}

/// The index of a level given by id (`hard`) or by 1-based number (`4`).
pub fn find_level(levels: &[AiLevel], name: &str) -> Option<usize> {
    match name.parse::<usize>() {
        Ok(n) => (1..=levels.len()).contains(&n).then(|| n - 1),
        Err(_) => levels.iter().position(|l| l.id == name),
    }
}

static SEARCH_THREADS: AtomicUsize = AtomicUsize::new(1);

/// How many threads a master search may use (Lazy SMP: the threads share one table); 1, the
/// default, searches on the calling thread only. A process-wide setting.
pub fn set_search_threads(threads: usize) {
    SEARCH_THREADS.store(threads.clamp(1, 64), Ordering::Relaxed);
}

pub fn search_threads() -> usize {
    SEARCH_THREADS.load(Ordering::Relaxed)
}
