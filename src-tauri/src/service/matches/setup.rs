//! A match's setup phase: a side submits its setup; when every side's is in, play starts from
//! the engine's start for them. The engine checks every side's setup by the game's rules.

use std::sync::Arc;

use shuangcheng_engine::{new_game, SetupChoice};

use super::context::Ctx;
use super::moves::Moves;
use super::parts::{Match, Stage};
use crate::service::error::{AppError, AppResult};
use crate::service::events::Event;
use crate::service::saves::Write;
use crate::service::setup;
use crate::service::types::Snapshot;

impl Match {
    /// A human side submits its setup (`side`: its id in the catalog), one side at a time, in
    /// turn: no side sets up, or changes, another's.
    pub fn submit_setup(
        &mut self,
        ctx: &Arc<Ctx>,
        side: &str,
        choice: &SetupChoice,
        events: &mut Vec<Event>,
    ) -> AppResult<Snapshot> {
        let game = self.saved.options.game;
        setup::of(game)?;
        if self.outcome().is_some() {
            return Err(AppError::GameOver);
        }
        let Some(mut st) = self.setup().cloned() else {
            return Err(AppError::bad_request("the sides are already set up"));
        };
        let side = setup::parse_side(game, side)?;
        let id = |side| game.catalog().side(side).id;
        if !self.saved.options.has_person(side) {
            return Err(AppError::NotYourTurn(format!("the {} side is played by the AI", id(side))));
        }
        if side != st.side_to_submit() {
            return Err(AppError::NotYourTurn(format!("the {} side sets up now", id(st.side_to_submit()))));
        }
        self.curtain_down(None)?;
        st.submit(side, choice)?;
        let before = self.before();
        if st.complete() {
            // Every side's setup is in: the game starts from the engine's start for them.
            let start = st.start_position()?;
            let game = new_game(game, Some(&start)).map_err(|e| AppError::Internal(e.to_string()))?;
            let first = game.to_move();
            self.saved.stage = Stage::Play(Moves::new(game));
            self.saved.start_position = start;
            self.clock.reached(first, None, true);
        } else {
            self.saved.stage = Stage::Setup(st);
        }
        self.commit(ctx, before, Write::Row)?;
        self.activate();
        self.drive(ctx, events);
        Ok(self.updated(ctx, events))
    }
}
