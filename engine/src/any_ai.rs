//! The computer players and review judges of any game: a game's own [`Ai`] or [`Judge`],
//! taking an [`AnyGame`] and answering for its own game.

use crate::ai::{Ai, SearchLimits};
use crate::any_game::{downcast, AnyGame};
use crate::registry::Registered;
use crate::review::Judge;

/// A computer player for any game, made by [`AnyGame::new_ai`].
pub struct AnyAi(pub(crate) Box<dyn ErasedAi>);

/// A game's AI that takes any game and answers for its own.
pub(crate) trait ErasedAi: Send {
    fn choose(&mut self, game: &AnyGame, limits: &SearchLimits) -> Option<String>;
}

impl<P: Registered> ErasedAi for Box<dyn Ai<P>> {
    fn choose(&mut self, game: &AnyGame, limits: &SearchLimits) -> Option<String> {
        let game = downcast::<P>(game)?;
        if game.outcome().is_some() {
            return None;
        }
        Ai::choose(self.as_mut(), game, limits).map(|a| a.to_string())
    }
}

impl AnyAi {
    /// A game's own AI, made outside its ladder (the CLI's master with other weights or depth).
    pub fn new<P: Registered>(ai: Box<dyn Ai<P>>) -> AnyAi {
        AnyAi(Box::new(ai))
    }

    /// The action for the side to move of `game`; `None` when the game is over, the search
    /// was cancelled, or `game` is not of this AI's game.
    pub fn choose(&mut self, game: &AnyGame, limits: &SearchLimits) -> Option<String> {
        self.0.choose(game, limits)
    }
}

/// A game's review judge that takes any game and judges its own.
pub(crate) trait ErasedJudge: Send {
    fn value(&mut self, game: &AnyGame, ply: usize, limits: &SearchLimits) -> Option<f32>;
    fn searches(&self) -> bool;
}

impl<P: Registered> ErasedJudge for Box<dyn Judge<P>> {
    fn value(&mut self, game: &AnyGame, ply: usize, limits: &SearchLimits) -> Option<f32> {
        let game = downcast::<P>(game)?;
        let pos = game.positions().get(ply)?;
        let history: Vec<u64> = game.positions()[..ply].iter().map(|p| p.key()).collect();
        Judge::value(self.as_mut(), pos, &history, limits)
    }
    fn searches(&self) -> bool {
        Judge::searches(self.as_ref())
    }
}
