//! A game record played back through the rules: the one replay behind loading a save,
//! importing a record and reviewing a game. A record is a start position and actions, both
//! in the game's notation; a damaged one stops at its first action that does not play, and
//! says where and why ([`ReplayStop`]), with what came before kept.

use serde::Serialize;

use crate::any_game::AnyGame;
use crate::error::{ActionError, PositionError};
use crate::game_kind::GameKind;

/// A record replayed: the game as far as it plays, and where it stopped if it is damaged.
#[derive(Clone, Debug)]
pub struct Replay {
    pub game: AnyGame,
    pub stop: Option<ReplayStop>,
}

/// The first action of a record that could not be played.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct ReplayStop {
    /// Its index in the record (0 = the first action), which is also how many actions played.
    pub ply: usize,
    /// The action as the record wrote it (at most [`crate::EXCERPT_CHARS`] characters).
    pub action: String,
    pub error: ActionError,
}

impl Replay {
    /// The game when the whole record played; else where it stopped.
    pub fn whole(self) -> Result<AnyGame, ReplayStop> {
        match self.stop {
            None => Ok(self.game),
            Some(stop) => Err(stop),
        }
    }
}

/// Replays `actions` from `start`. A start position that does not read is an error; an
/// action that does not play ends the replay there.
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
