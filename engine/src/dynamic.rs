//! Any game behind one object-safe interface, in notation strings: what the app and the
//! command line use to drive a game without knowing its rules.

use std::any::Any;

use crate::ai::{Ai, AiLevel, AiPlayers, SearchLimits};
use crate::error::{ActionError, PositionError};
use crate::game::Game;
use crate::outcome::{Outcome, Side};
use crate::position::{perft, GameKind, Position};
use crate::view::BoardView;

/// A legal action as the UI needs it: its notation and the taps that make it.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct ActionInfo {
    pub text: String,
    pub taps: Vec<String>,
    /// The seat that must take it in four-seat Generals; `None` = any player of the side.
    pub seat: Option<u8>,
}

/// A game in progress of any kind, driven through notation strings.
pub trait AnyGame: Send + Sync {
    fn kind(&self) -> GameKind;
    /// The current position in the game's notation.
    fn position(&self) -> String;
    fn start_position(&self) -> String;
    fn to_move(&self) -> Side;
    /// The side's name in English (`Red`, `South`, …).
    fn side_name(&self, side: Side) -> &'static str;
    fn at_turn_boundary(&self) -> bool;
    /// The actions played so far, in notation.
    fn history(&self) -> Vec<String>;
    fn legal_actions(&self) -> Vec<ActionInfo>;
    /// Plays an action given in notation (`pass` included); on error nothing changes.
    /// Returns the action as the engine writes it.
    fn play(&mut self, action: &str) -> Result<String, ActionError>;
    /// Plays the timed-out turn.
    fn pass(&mut self) -> Result<String, ActionError>;
    fn undo(&mut self) -> Option<String>;
    fn outcome(&self) -> Option<Outcome>;
    fn view(&self) -> BoardView;
    /// A text drawing of the board for the terminal.
    fn diagram(&self) -> String;
    fn ai_levels(&self) -> &'static [AiLevel];
    /// A computer player of this game that keeps its state between calls (e.g. a plan for a
    /// whole Generals turn); `None` for an unknown level.
    fn new_ai(&self, level: usize, seed: u64) -> Option<Box<dyn AnyAi>>;
    /// A one-off AI answer for the side to move; `None` when over, cancelled or the level is
    /// unknown.
    fn ai_action(&self, level: usize, seed: u64, limits: &SearchLimits) -> Option<String>;
    fn perft(&self, depth: u32) -> u64;
    fn clone_box(&self) -> Box<dyn AnyGame>;
    fn as_any(&self) -> &dyn Any;
}

/// A computer player for any game, made by [`AnyGame::new_ai`].
pub trait AnyAi: Send {
    /// The action for the side to move of `game` (which must be of the AI's game).
    fn choose(&mut self, game: &dyn AnyGame, limits: &SearchLimits) -> Option<String>;
}

struct ErasedAi<P: Position>(Box<dyn Ai<P>>);

impl<P: AiPlayers> AnyAi for ErasedAi<P> {
    fn choose(&mut self, game: &dyn AnyGame, limits: &SearchLimits) -> Option<String> {
        let game = game.as_any().downcast_ref::<Game<P>>()?;
        if Game::outcome(game).is_some() {
            return None;
        }
        self.0.choose(game, limits).map(|a| a.to_string())
    }
}

impl<P: AiPlayers> AnyGame for Game<P> {
    fn kind(&self) -> GameKind {
        P::KIND
    }

    fn position(&self) -> String {
        self.position().to_string()
    }

    fn start_position(&self) -> String {
        self.start().to_string()
    }

    fn to_move(&self) -> Side {
        self.position().to_move()
    }

    fn side_name(&self, side: Side) -> &'static str {
        P::side_name(side)
    }

    fn at_turn_boundary(&self) -> bool {
        self.position().at_turn_boundary()
    }

    fn history(&self) -> Vec<String> {
        self.actions().iter().map(|a| a.to_string()).collect()
    }

    fn legal_actions(&self) -> Vec<ActionInfo> {
        let pos = self.position();
        Game::legal_actions(self)
            .iter()
            .map(|a| ActionInfo {
                text: a.to_string(),
                taps: pos.action_taps(a),
                seat: pos.seat_of_action(a),
            })
            .collect()
    }

    fn play(&mut self, action: &str) -> Result<String, ActionError> {
        self.play_str(action).map(|a| a.to_string())
    }

    fn pass(&mut self) -> Result<String, ActionError> {
        Game::pass(self).map(|a| a.to_string())
    }

    fn undo(&mut self) -> Option<String> {
        Game::undo(self).map(|a| a.to_string())
    }

    fn outcome(&self) -> Option<Outcome> {
        Game::outcome(self)
    }

    fn view(&self) -> BoardView {
        self.position().view()
    }

    fn diagram(&self) -> String {
        self.position().diagram()
    }

    fn ai_levels(&self) -> &'static [AiLevel] {
        P::ai_levels()
    }

    fn new_ai(&self, level: usize, seed: u64) -> Option<Box<dyn AnyAi>> {
        (level < P::ai_levels().len()).then(|| Box::new(ErasedAi(P::new_ai(level, seed))) as Box<dyn AnyAi>)
    }

    fn ai_action(&self, level: usize, seed: u64, limits: &SearchLimits) -> Option<String> {
        self.new_ai(level, seed)?.choose(self, limits)
    }

    fn perft(&self, depth: u32) -> u64 {
        perft(self.position(), depth)
    }

    fn clone_box(&self) -> Box<dyn AnyGame> {
        Box::new(self.clone())
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// A new game of `kind` from `position` (its notation), or from the start position.
pub fn new_game(kind: GameKind, position: Option<&str>) -> Result<Box<dyn AnyGame>, PositionError> {
    fn make<P: AiPlayers>(position: Option<&str>) -> Result<Box<dyn AnyGame>, PositionError> {
        let start = match position {
            Some(s) => s.parse::<P>()?,
            None => P::start(),
        };
        Ok(Box::new(Game::new(start)))
    }
    match kind {
        GameKind::Zhili => make::<crate::zhili::Zhili>(position),
        GameKind::TwinCities => make::<crate::twin_cities::TwinCities>(position),
        GameKind::Generals => make::<crate::generals::Generals>(position),
    }
}
