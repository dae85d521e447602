//! A match and its three parts: what its save keeps ([`Saved`]), what runs while it is on
//! screen ([`Running`]) and what only the screen needs ([`Screen`]), with the accessors every
//! concern of it shares. Each concern's methods are in a module of its own.

use std::collections::HashMap;
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Mutex, Weak};

use shuangcheng_engine::review::practice::GradedMove;
use shuangcheng_engine::{AnyAi, AnyGame, Outcome};

use super::clock::{Clock, Control};
use super::moves::Moves;
use super::pins::Pins;
use crate::service::error::{AppError, AppResult};
use crate::service::saves::SavedClock;
use crate::service::setup::SetupState;
use crate::service::training::Help;
use crate::service::types::{GameOptions, Phase};

/// A match as the registry keeps it, locked by whoever changes it.
pub type Shared = Arc<Mutex<Match>>;

/// Where a game is: its sides setting up, or played.
#[derive(Clone)]
pub enum Stage {
    /// The setup phase: each side's setup once submitted. There is no game until every
    /// side's is in (its start position depends on them).
    Setup(SetupState),
    /// The moves of the engine's game, from its start position; over or not.
    Play(Moves),
}

/// What a game's save keeps: its row and its actions.
#[derive(Clone)]
pub struct Saved {
    pub id: String,
    pub options: GameOptions,
    /// The game's start position (empty during setup).
    pub start_position: String,
    pub stage: Stage,
    /// An outcome the app decided (resignation, agreed draw).
    pub forced_outcome: Option<Outcome>,
    /// The teams' curtain PINs, salted and hashed.
    pub pins: Pins,
    /// The hints and undos the game has had.
    pub help: Help,
    /// Practice mode's grades of the human's moves still in the game, by ply.
    pub graded: Vec<GradedMove>,
    pub created_at: String,
    pub updated_at: String,
}

/// An AI search in flight: its result is applied only while `job` is still the match's
/// current job and the game is still at `ply`.
#[derive(Debug)]
pub struct AiJob {
    pub job: u64,
    pub ply: usize,
    pub cancel: Arc<AtomicBool>,
    /// Set by "skip to my turn": the pause before the search ends at once.
    pub hurry: Arc<AtomicBool>,
}

/// What runs while the game is on screen; none of it is saved.
#[derive(Default)]
pub struct Running {
    /// On screen: the clock runs and the AI moves only while active.
    pub active: bool,
    pub ai: Option<AiJob>,
    /// Each AI seat's player, kept between its calls (a plan for a whole Generals turn);
    /// dropped whenever the game goes back (undo) or the AI is cancelled.
    pub brains: HashMap<usize, AnyAi>,
    /// The hint being searched: its cancel flag.
    pub hint: Option<Arc<AtomicBool>>,
    /// "Skip to my turn": the AI seats act without the pace's pauses until a human is to act.
    pub skipping: bool,
    /// The team that last opened its hand-over curtain (a game loaded has it up).
    pub curtain_open: Option<shuangcheng_engine::Side>,
    /// The registry's cell of this match, which its tasks hold weakly.
    pub cell: Weak<Mutex<Match>>,
}

/// What only the screen needs; not saved.
#[derive(Default)]
pub struct Screen {
    /// The ply a skip ended at: the human's turn there begins with a replay of what it skipped.
    pub skipped_to: Option<usize>,
}

pub struct Match {
    pub(super) saved: Saved,
    pub(super) clock: Clock,
    pub(super) running: Running,
    pub(super) screen: Screen,
}

impl Match {
    /// A new match in `stage`, created `now`; a game in play gets its start position from the
    /// engine.
    pub fn new(id: String, options: GameOptions, stage: Stage, now: String) -> Match {
        let to_move = match &stage {
            Stage::Play(moves) => moves.game().to_move(),
            Stage::Setup(_) => shuangcheng_engine::Side::First,
        };
        let clock = Clock::new(Control::of(&options), to_move, SavedClock::default());
        let start_position = match &stage {
            Stage::Play(moves) => moves.game().start_position(),
            Stage::Setup(_) => String::new(),
        };
        Match::of(
            Saved {
                id,
                options,
                start_position,
                stage,
                forced_outcome: None,
                pins: Pins::default(),
                help: Help::default(),
                graded: Vec::new(),
                created_at: now.clone(),
                updated_at: now,
            },
            clock,
        )
    }

    /// A match of a saved state with its clock, off screen.
    pub fn of(saved: Saved, clock: Clock) -> Match {
        Match { saved, clock, running: Running::default(), screen: Screen::default() }
    }

    /// The match, told the cell the registry keeps it in (its tasks hold it weakly).
    pub(crate) fn with_cell(mut self, cell: Weak<Mutex<Match>>) -> Match {
        self.running.cell = cell;
        self
    }

    /// A new match's outcome, given by its record (a game resigned or agreed drawn).
    pub(crate) fn set_forced_outcome(&mut self, outcome: Option<Outcome>) {
        self.saved.forced_outcome = outcome;
    }

    pub fn id(&self) -> &str {
        &self.saved.id
    }

    pub fn options(&self) -> &GameOptions {
        &self.saved.options
    }

    /// The moves, once every side is set up.
    pub fn moves(&self) -> Option<&Moves> {
        match &self.saved.stage {
            Stage::Play(moves) => Some(moves),
            Stage::Setup(_) => None,
        }
    }

    /// The game, once every side is set up.
    pub fn game(&self) -> Option<&AnyGame> {
        self.moves().map(Moves::game)
    }

    /// The setup phase, while it lasts.
    pub fn setup(&self) -> Option<&SetupState> {
        match &self.saved.stage {
            Stage::Setup(st) => Some(st),
            Stage::Play(_) => None,
        }
    }

    /// The game, or the refusal of a call while the sides are setting up.
    pub fn playing(&self) -> AppResult<&AnyGame> {
        self.game().ok_or_else(setting_up)
    }

    pub(super) fn moves_mut(&mut self) -> AppResult<&mut Moves> {
        match &mut self.saved.stage {
            Stage::Play(moves) => Ok(moves),
            Stage::Setup(_) => Err(setting_up()),
        }
    }

    /// The game must be at `ply`: a call about another ply is stale and changes nothing.
    pub fn at_ply(&self, ply: usize) -> AppResult<()> {
        if ply != self.ply() {
            return Err(AppError::Stale(format!("the game is at ply {}, not {ply}", self.ply())));
        }
        Ok(())
    }

    pub fn ply(&self) -> usize {
        self.moves().map_or(0, Moves::ply)
    }

    pub fn outcome(&self) -> Option<Outcome> {
        self.saved.forced_outcome.or_else(|| self.game().and_then(AnyGame::outcome))
    }

    pub fn phase(&self) -> Phase {
        if self.setup().is_some() && self.saved.forced_outcome.is_none() {
            Phase::Setup
        } else if self.outcome().is_some() {
            Phase::Over
        } else {
            Phase::Playing
        }
    }
}

/// What a call that needs the game in play (an action, a hint, a refusal, threats, since the
/// last turn) gets during the setup phase.
pub(super) fn setting_up() -> AppError {
    AppError::bad_request("the sides are setting up: submit their setups first")
}
