//! The hand-over curtain: when one device passes between people who may not see the same
//! things, the play screen shows only "pass to <team>" and Ready until that team opens it.
//!
//! The match decides when ([`Match::curtain`]): during a hidden Generals setup with people on
//! both teams (G4), and at every turn of a game started with a hand-over between turns, whenever
//! the team to act is not the one that last opened the curtain. Behind it nothing can be played
//! for that team and its turn timer waits. A team may guard its curtain with a PIN of four
//! digits, kept with the game only salted and hashed ([`super::pins`]).

use std::sync::Arc;

use shuangcheng_engine::Side;

use super::context::Ctx;
use super::parts::{Match, Stage};
use super::pins::{CurtainError, Pin};
use crate::service::error::{AppError, AppResult};
use crate::service::events::Event;
use crate::service::saves::Write;
use crate::service::types::{Curtain, Snapshot};

impl Match {
    /// The team the curtain is up for, if it is: a team with a person to act now, in a game
    /// that hides something between the teams' people (a hidden setup, or the option of a
    /// hand-over at every turn), other than the team that opened it last. A game just loaded
    /// has its curtain up.
    pub fn curtain(&self) -> Option<Side> {
        let options = &self.saved.options;
        let hides = match &self.saved.stage {
            Stage::Setup(st) => st.hidden,
            Stage::Play(_) => options.hand_over,
        };
        let people_on_both = Side::BOTH.into_iter().all(|side| options.has_person(side));
        if !hides || !people_on_both || self.outcome().is_some() {
            return None;
        }
        let side = match &self.saved.stage {
            Stage::Setup(st) => st.side_to_submit(),
            Stage::Play(moves) if self.ai_to_act().is_none() => moves.game().to_move(),
            Stage::Play(_) => return None,
        };
        (self.running.curtain_open != Some(side)).then_some(side)
    }

    /// What the UI shows of the curtain.
    pub fn curtain_view(&self) -> Option<Curtain> {
        let pin_offered = self.saved.options.hand_over;
        self.curtain().map(|side| Curtain { side, pin_set: self.saved.pins.is_set(side), pin_offered })
    }

    /// Refuses a change made behind the curtain: by anyone (`None`: an action, an undo or redo,
    /// a hint, an army, an agreed draw), or for `side` (a resignation; the other side's people
    /// may resign theirs).
    pub fn curtain_down(&self, side: Option<Side>) -> AppResult<()> {
        match self.curtain() {
            Some(up) if side.is_none_or(|side| side == up) => Err(CurtainError::Closed.into()),
            _ => Ok(()),
        }
    }

    /// `side`'s player opens its curtain: with its PIN if it set one, and `new_pin` sets or
    /// changes it (saved with the game). A curtain already opened, or up for another team, is
    /// a stale call and changes nothing.
    pub fn open_curtain(
        &mut self,
        ctx: &Arc<Ctx>,
        side: Side,
        pin: Option<&str>,
        new_pin: Option<&str>,
        events: &mut Vec<Event>,
    ) -> AppResult<Snapshot> {
        if self.curtain() != Some(side) {
            return Err(AppError::Stale(format!("no curtain is up for {}", side.name())));
        }
        let new_pin = new_pin.map(Pin::parse).transpose()?;
        self.saved.pins.admits(side, pin)?;
        if let Some(new_pin) = &new_pin {
            let before = self.before();
            self.saved.pins.set(side, new_pin);
            self.commit(ctx, before, Write::Row)?;
        }
        self.running.curtain_open = Some(side);
        self.drive(ctx, events);
        Ok(self.updated(ctx, events))
    }
}
