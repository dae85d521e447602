//! Generals' setup phase in a match: a team submits its army; when both are in, play starts
//! from the engine's start for them. The engine checks every army (G2–G4).

use std::sync::Arc;

use shuangcheng_engine::generals::ArmyUnit;
use shuangcheng_engine::{new_game, GameKind, Side};

use super::context::Ctx;
use super::moves::Moves;
use super::parts::{Match, Stage};
use crate::service::error::{AppError, AppResult};
use crate::service::events::Event;
use crate::service::saves::Write;
use crate::service::types::Snapshot;

impl Match {
    /// A human team submits its army, one team at a time, in turn: no team sets up, or
    /// changes, another's.
    pub fn submit_army(
        &mut self,
        ctx: &Arc<Ctx>,
        side: Side,
        units: Vec<ArmyUnit>,
        events: &mut Vec<Event>,
    ) -> AppResult<Snapshot> {
        let options = &self.saved.options;
        if !options.game.info().capabilities.setup_phase {
            return Err(AppError::bad_request("armies are for Generals only"));
        }
        if self.outcome().is_some() {
            return Err(AppError::GameOver);
        }
        let Some(mut st) = self.setup().cloned() else {
            return Err(AppError::bad_request("the armies are already set up"));
        };
        if !options.has_person(side) {
            let team = GameKind::Generals.catalog().side(side).id;
            return Err(AppError::NotYourTurn(format!("the {team} team is played by the AI")));
        }
        if side != st.team_to_submit() {
            let next = GameKind::Generals.catalog().side(st.team_to_submit()).id;
            return Err(AppError::NotYourTurn(format!("the {next} team sets up now")));
        }
        self.curtain_down(None)?;
        st.submit(side, units)?;
        let before = self.before();
        if st.complete() {
            // Both armies are in: the game starts from the engine's start for them.
            let start = st.start_position()?;
            let game =
                new_game(GameKind::Generals, Some(&start)).map_err(|e| AppError::Internal(e.to_string()))?;
            self.saved.stage = Stage::Play(Moves::new(game));
            self.saved.start_position = start;
            self.clock.new_turn();
        } else {
            self.saved.stage = Stage::Setup(st);
        }
        self.commit(ctx, before, Write::Row)?;
        self.activate();
        self.drive(ctx, events);
        Ok(self.updated(ctx, events))
    }
}
