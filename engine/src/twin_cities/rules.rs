//! The [`Position`] impl: how the shared runners see a Twin Cities position (T11, T12).

use std::cell::RefCell;

use crate::game_kind::GameKind;
use crate::outcome::{EndReason, Outcome, Side};
use crate::position::{HistoryRules, Position};

use super::action::Action;
use super::movegen;
use super::position::TwinCities;
use super::zobrist;

/// The opening position (T3) in notation (T13).
macro_rules! start {
    () => {
        "9/4c4/3s1s3/9/9/2X3X2/9/9/3S1S3/4C4/9 r S4TFBHLWRDE s4tfbhlwrde 0 1"
    };
}
const START: &str = start!();
/// The opening position with the swap rule in force (T14): the fair-start option's.
pub(super) const SWAP_START: &str = concat!(start!(), " swap");

thread_local! {
    static SCRATCH: RefCell<Vec<Action>> = const { RefCell::new(Vec::new()) };
}

impl TwinCities {
    /// The sites (T7) `side` controls now: its City first, then Strongholds in point order.
    pub fn controlled_sites(&self, side: Side) -> Vec<u8> {
        let masks = movegen::Masks::new(self);
        let masks = if side == self.to_move { masks } else { masks.for_rival(self) };
        let mut sites = [0; 3];
        let n = movegen::controlled_sites(self, side, &masks, &mut sites);
        sites[..n].to_vec()
    }

    fn has_legal_action(&self) -> bool {
        SCRATCH.with(|v| {
            let mut v = v.borrow_mut();
            v.clear();
            movegen::generate(self, &mut v);
            !v.is_empty()
        })
    }
}

impl Position for TwinCities {
    type Action = Action;

    const KIND: GameKind = GameKind::TwinCities;
    const HISTORY_RULES: HistoryRules = HistoryRules { repetition: Some(3), max_plies: None };

    fn start() -> Self {
        START.parse().expect("the start position is valid")
    }

    fn to_move(&self) -> Side {
        self.to_move
    }

    fn legal_actions(&self, out: &mut Vec<Action>) {
        out.clear();
        if self.quick_outcome().is_none() {
            movegen::generate(self, out);
        }
    }

    fn apply(&mut self, action: &Action) {
        self.apply_action(action);
    }

    fn pass(&self) -> Option<Action> {
        self.outcome().is_none().then_some(Action::Pass)
    }

    fn outcome(&self) -> Option<Outcome> {
        if let Some(o) = self.quick_outcome() {
            return Some(o);
        }
        (!self.has_legal_action()).then(|| Outcome::win(self.to_move.other(), EndReason::NO_LEGAL_ACTION))
    }

    fn key(&self) -> u64 {
        zobrist::key(self)
    }
}
