//! Any game behind one enum that forwards each call, in notation strings: what the app and
//! the command line use to drive a game without knowing its rules. Every `match` names every
//! game, so adding a game is a compile error until each call handles it.

use std::sync::OnceLock;

use crate::ai::{Ai, AiLevel, AiPlayers, SearchLimits};
use crate::catalog::GameCatalog;
use crate::error::{ActionError, PositionError};
use crate::game::Game;
use crate::generals::Generals;
use crate::outcome::{Outcome, Side};
use crate::position::{perft, GameKind, Position};
use crate::twin_cities::TwinCities;
use crate::view::{ActionInfo, BoardView, Effect, Presentation, Tap};
use crate::zhili::Zhili;

/// A game in progress of any kind.
#[derive(Clone, Debug)]
pub enum AnyGame {
    Zhili(Game<Zhili>),
    TwinCities(Game<TwinCities>),
    Generals(Game<Generals>),
}

/// `each!(value, g => expr)`: `expr` for whichever game `value` holds, as `g`.
macro_rules! each {
    ($value:expr, $g:ident => $body:expr) => {
        match $value {
            AnyGame::Zhili($g) => $body,
            AnyGame::TwinCities($g) => $body,
            AnyGame::Generals($g) => $body,
        }
    };
}

fn start<P: Position>(position: Option<&str>) -> Result<Game<P>, PositionError> {
    Ok(Game::new(match position {
        Some(s) => s.parse()?,
        None => P::start(),
    }))
}

fn legal<P: Presentation>(game: &Game<P>) -> Vec<ActionInfo> {
    let pos = game.position();
    game.legal_actions().iter().map(|a| pos.action_info(a)).collect()
}

/// What `f` says of the last action, asked of the position it was played in.
fn of_last<P: Presentation, T>(game: &Game<P>, f: impl Fn(&P, &P::Action) -> Vec<T>) -> Vec<T> {
    match (game.positions(), game.actions().last()) {
        ([.., before, _], Some(action)) => f(before, action),
        _ => Vec::new(),
    }
}

impl AnyGame {
    /// A new game of `kind` from `position` (its notation), or from the start position.
    pub fn new(kind: GameKind, position: Option<&str>) -> Result<AnyGame, PositionError> {
        Ok(match kind {
            GameKind::Zhili => AnyGame::Zhili(start(position)?),
            GameKind::TwinCities => AnyGame::TwinCities(start(position)?),
            GameKind::Generals => AnyGame::Generals(start(position)?),
        })
    }

    pub fn kind(&self) -> GameKind {
        match self {
            AnyGame::Zhili(_) => GameKind::Zhili,
            AnyGame::TwinCities(_) => GameKind::TwinCities,
            AnyGame::Generals(_) => GameKind::Generals,
        }
    }

    /// The current position in the game's notation.
    pub fn position(&self) -> String {
        each!(self, g => g.position().to_string())
    }

    pub fn start_position(&self) -> String {
        each!(self, g => g.start().to_string())
    }

    pub fn to_move(&self) -> Side {
        each!(self, g => g.position().to_move())
    }

    /// The side's name in English (`Red`, `South`, …).
    pub fn side_name(&self, side: Side) -> &'static str {
        match self {
            AnyGame::Zhili(_) => Zhili::side_name(side),
            AnyGame::TwinCities(_) => TwinCities::side_name(side),
            AnyGame::Generals(_) => Generals::side_name(side),
        }
    }

    pub fn at_turn_boundary(&self) -> bool {
        each!(self, g => g.position().at_turn_boundary())
    }

    /// The actions played so far, in notation.
    pub fn history(&self) -> Vec<String> {
        each!(self, g => g.actions().iter().map(|a| a.to_string()).collect())
    }

    /// The side that made each action so far: the side to move in the position before it.
    pub fn movers(&self) -> Vec<Side> {
        each!(self, g => g.positions().iter().take(g.actions().len()).map(|p| p.to_move()).collect())
    }

    /// The legal actions now with their taps; empty once the game is over.
    pub fn legal_actions(&self) -> Vec<ActionInfo> {
        each!(self, g => legal(g))
    }

    /// Plays an action given in notation (`pass` included); on error nothing changes.
    /// Returns the action as the engine writes it.
    pub fn play(&mut self, action: &str) -> Result<String, ActionError> {
        each!(self, g => g.play_str(action).map(|a| a.to_string()))
    }

    /// Plays the timed-out turn.
    pub fn pass(&mut self) -> Result<String, ActionError> {
        each!(self, g => g.pass().map(|a| a.to_string()))
    }

    /// Takes back the last action; `None` at the start.
    pub fn undo(&mut self) -> Option<String> {
        each!(self, g => g.undo().map(|a| a.to_string()))
    }

    /// How many actions have been played.
    pub fn plies(&self) -> usize {
        each!(self, g => g.actions().len())
    }

    /// The game as it stood after its first `ply` actions (all of it when `ply` is past the
    /// end): what a review shows at that move.
    pub fn truncated(&self, ply: usize) -> AnyGame {
        let mut game = self.clone();
        while game.plies() > ply {
            game.undo();
        }
        game
    }

    pub fn outcome(&self) -> Option<Outcome> {
        each!(self, g => g.outcome())
    }

    pub fn view(&self) -> BoardView {
        each!(self, g => g.position().view())
    }

    /// What the last action did (moves, captures, pushes, hits), for animation.
    pub fn last_effects(&self) -> Vec<Effect> {
        each!(self, g => of_last(g, |pos, a| pos.effects(a)))
    }

    /// The taps that made the last action, as they were tapped (what shows it as the last).
    pub fn last_taps(&self) -> Vec<Tap> {
        each!(self, g => of_last(g, |pos, a| pos.action_info(a).taps))
    }

    /// A text drawing of the board for the terminal.
    pub fn diagram(&self) -> String {
        each!(self, g => g.position().diagram())
    }

    pub fn ai_levels(&self) -> &'static [AiLevel] {
        match self {
            AnyGame::Zhili(_) => Zhili::ai_levels(),
            AnyGame::TwinCities(_) => TwinCities::ai_levels(),
            AnyGame::Generals(_) => Generals::ai_levels(),
        }
    }

    /// A computer player of this game that keeps its state between calls (e.g. a plan for a
    /// whole Generals turn); `None` for an unknown level.
    pub fn new_ai(&self, level: usize, seed: u64) -> Option<AnyAi> {
        (level < self.ai_levels().len()).then(|| match self {
            AnyGame::Zhili(_) => AnyAi::Zhili(Zhili::new_ai(level, seed)),
            AnyGame::TwinCities(_) => AnyAi::TwinCities(TwinCities::new_ai(level, seed)),
            AnyGame::Generals(_) => AnyAi::Generals(Generals::new_ai(level, seed)),
        })
    }

    /// A one-off AI answer for the side to move; `None` when over, cancelled or the level is
    /// unknown.
    pub fn ai_action(&self, level: usize, seed: u64, limits: &SearchLimits) -> Option<String> {
        self.new_ai(level, seed)?.choose(self, limits)
    }

    pub fn perft(&self, depth: u32) -> u64 {
        each!(self, g => perft(g.position(), depth))
    }

    pub fn catalog(&self) -> &'static GameCatalog {
        self.kind().catalog()
    }
}

impl GameKind {
    /// The game's static facts: sides, seats, timer, start, board, pieces, diagrams (built
    /// once per process).
    pub fn catalog(self) -> &'static GameCatalog {
        static CATALOGS: [OnceLock<GameCatalog>; 3] = [OnceLock::new(), OnceLock::new(), OnceLock::new()];
        match self {
            GameKind::Zhili => CATALOGS[0].get_or_init(Zhili::catalog),
            GameKind::TwinCities => CATALOGS[1].get_or_init(TwinCities::catalog),
            GameKind::Generals => CATALOGS[2].get_or_init(Generals::catalog),
        }
    }
}

/// A new game of `kind` from `position` (its notation), or from the start position.
pub fn new_game(kind: GameKind, position: Option<&str>) -> Result<AnyGame, PositionError> {
    AnyGame::new(kind, position)
}

/// A computer player for any game, made by [`AnyGame::new_ai`].
pub enum AnyAi {
    Zhili(Box<dyn Ai<Zhili>>),
    TwinCities(Box<dyn Ai<TwinCities>>),
    Generals(Box<dyn Ai<Generals>>),
}

fn choose<P: Position>(ai: &mut Box<dyn Ai<P>>, game: &Game<P>, limits: &SearchLimits) -> Option<String> {
    if game.outcome().is_some() {
        return None;
    }
    ai.choose(game, limits).map(|a| a.to_string())
}

impl AnyAi {
    /// The action for the side to move of `game`; `None` when the game is over, the search
    /// was cancelled, or `game` is not of this AI's game.
    pub fn choose(&mut self, game: &AnyGame, limits: &SearchLimits) -> Option<String> {
        match (self, game) {
            (AnyAi::Zhili(ai), AnyGame::Zhili(g)) => choose(ai, g, limits),
            (AnyAi::TwinCities(ai), AnyGame::TwinCities(g)) => choose(ai, g, limits),
            (AnyAi::Generals(ai), AnyGame::Generals(g)) => choose(ai, g, limits),
            (AnyAi::Zhili(_) | AnyAi::TwinCities(_) | AnyAi::Generals(_), _) => None,
        }
    }
}
