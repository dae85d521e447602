//! A game's own [`Ai`] or [`Judge`] behind one object-safe trait each: it takes any game in
//! progress, as `Any`, and answers only for its own (what [`crate::AnyAi`] and the review hold).

use std::any::Any;

use crate::ai::{Ai, AiPlayers, SearchLimits};
use crate::game::Game;
use crate::judge::{Judge, Judged};
use crate::position::Position;

/// A game in progress of any game, as held inside [`crate::AnyGame`] (made only by
/// `AnyGame::erased`, so that an `AnyGame` itself is never taken for its inner game).
#[derive(Clone, Copy)]
pub(crate) struct ErasedGame<'a>(pub(crate) &'a dyn Any);

impl<'a> ErasedGame<'a> {
    fn of<P: Position>(self) -> Option<&'a Game<P>> {
        self.0.downcast_ref::<Game<P>>()
    }
}

/// A game's AI that takes any game and answers for its own.
pub(crate) trait ErasedAi: Send {
    fn choose(&mut self, game: ErasedGame, limits: &SearchLimits) -> Option<String>;
}

impl<P: AiPlayers> ErasedAi for Box<dyn Ai<P>> {
    fn choose(&mut self, game: ErasedGame, limits: &SearchLimits) -> Option<String> {
        let game = game.of::<P>()?;
        if game.outcome().is_some() {
            return None;
        }
        Ai::choose(self.as_mut(), game, limits).map(|a| a.to_string())
    }
}

/// A game's review judge that takes any game and judges its own.
pub(crate) trait ErasedJudge: Send {
    fn value(&mut self, game: ErasedGame, ply: usize, limits: &SearchLimits) -> Option<f32>;
    fn searches(&self) -> bool;
}

impl<P: Judged> ErasedJudge for Box<dyn Judge<P>> {
    fn value(&mut self, game: ErasedGame, ply: usize, limits: &SearchLimits) -> Option<f32> {
        let game = game.of::<P>()?;
        let pos = game.positions().get(ply)?;
        let history: Vec<u64> = game.positions()[..ply].iter().map(|p| p.key()).collect();
        Judge::value(self.as_mut(), pos, &history, limits)
    }
    fn searches(&self) -> bool {
        Judge::searches(self.as_ref())
    }
}
