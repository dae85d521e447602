//! The hand-over curtain (issue 25): when one device passes between people who may not see the
//! same things, the play screen shows only "pass to <team>" and Ready until that team opens it.
//!
//! The core decides when ([`Session::curtain`]): during a hidden Generals setup with people on
//! both teams (G4), and at every turn of a game started with a hand-over between turns, whenever
//! the team to act is not the one that last opened the curtain. Behind it nothing can be played
//! for that team and its turn timer waits. A team may guard its curtain with its PIN
//! (`curtain.rs`).

use shuangcheng_engine::Side;

use super::curtain::{Curtain, CurtainError, Pin};
use super::error::{AppError, AppResult};
use super::sessions::{Before, Session, Stage};
use super::store::Write;
use super::types::Snapshot;
use super::Service;

impl Session {
    /// The team the curtain is up for, if it is: a team with a person to act now, in a game
    /// that hides something between the teams' people (a hidden setup, or the option of a
    /// hand-over at every turn), other than the team that opened it last. A game just loaded
    /// has its curtain up.
    pub fn curtain(&self) -> Option<Side> {
        let hides = match &self.stage {
            Stage::Setup(st) => st.hidden,
            Stage::Play(_) => self.options.hand_over,
        };
        let people_on_both = Side::BOTH.into_iter().all(|side| self.options.has_person(side));
        if !hides || !people_on_both || self.outcome().is_some() {
            return None;
        }
        let side = match &self.stage {
            Stage::Setup(st) => st.team_to_submit(),
            Stage::Play(game) if self.ai_to_act().is_none() => game.to_move(),
            Stage::Play(_) => return None,
        };
        (self.curtain_open != Some(side)).then_some(side)
    }

    /// What the UI shows of the curtain.
    pub fn curtain_view(&self) -> Option<Curtain> {
        let pin_offered = self.options.hand_over;
        self.curtain().map(|side| Curtain { side, pin_set: self.pins.is_set(side), pin_offered })
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
}

impl Service {
    /// `side`'s player opens its curtain: with its PIN if it set one, and `new_pin` sets or
    /// changes it (saved with the game). A curtain already opened, or up for another team, is
    /// a stale call and changes nothing.
    pub fn open_curtain(
        &self,
        id: &str,
        side: Side,
        pin: Option<&str>,
        new_pin: Option<&str>,
    ) -> AppResult<Snapshot> {
        self.with_session(id, |svc, s, events| {
            if s.curtain() != Some(side) {
                return Err(AppError::Stale(format!("no curtain is up for {}", side.name())));
            }
            let new_pin = new_pin.map(Pin::parse).transpose()?;
            s.pins.admits(side, pin)?;
            if let Some(new_pin) = &new_pin {
                let before = Before::of(s);
                s.pins.set(side, new_pin);
                svc.commit(s, before, Write::Row)?;
            }
            s.curtain_open = Some(side);
            svc.drive(s, events);
            Ok(svc.updated(s, events))
        })
    }
}
