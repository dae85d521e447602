//! The [`Position`] impl: how the shared runners see a Generals position (G12, G15).

use crate::game_kind::GameKind;
use crate::outcome::{EndReason, Outcome, Side};

/// A team lost its last general (G12).
pub const GENERALS_ELIMINATED: EndReason = EndReason::new("generals-eliminated", "all generals removed");
/// Both teams lost their last generals in one action (G12).
pub const MUTUAL_ELIMINATION: EndReason =
    EndReason::new("mutual-elimination", "both teams lost their last generals at once");
/// A draw after 60 team turns without damage (G12).
pub const NO_DAMAGE: EndReason = EndReason::new("no-damage", "60 turns without damage");
use crate::position::{HistoryRules, Position};

use super::action::Action;
use super::army::default_position;
use super::position::{Generals, NO_DAMAGE_LIMIT};

impl Generals {
    /// A 64-bit hash of everything in the position.
    fn hash(&self) -> u64 {
        let mut h: u64 = 0xcbf2_9ce4_8422_2325;
        let mut mix = |x: u64| {
            h = (h ^ x).wrapping_mul(0x0000_0100_0000_01b3).rotate_left(23);
        };
        mix(self.to_move as u64 | (self.quiet as u64) << 8);
        for (s, u) in self.units.iter().enumerate() {
            if u.alive() {
                mix((s as u64) << 48
                    | (u.kind as u64) << 40
                    | (u.cell as u64) << 32
                    | (u.hp as u64) << 24
                    | (u.cd as u64) << 16
                    | u.carrier as u64);
            }
        }
        if let Some((g, m)) = self.turn.chosen {
            mix(1 << 60 | (g as u64) << 8 | (m as u64) << 4 | self.turn.damaged as u64);
            for s in 0..20 {
                if self.turn.steps[s] != 0 || self.turn.flags[s] != 0 {
                    mix((s as u64) << 16 | (self.turn.steps[s] as u64) << 8 | self.turn.flags[s] as u64);
                }
            }
        }
        h ^ h >> 29
    }
}

impl Position for Generals {
    type Action = Action;
    const KIND: GameKind = GameKind::Generals;
    const HISTORY_RULES: HistoryRules = HistoryRules { repetition: None, max_plies: None };

    fn start() -> Generals {
        default_position()
    }

    fn to_move(&self) -> Side {
        self.to_move
    }

    fn legal_actions(&self, out: &mut Vec<Action>) {
        self.generate(out);
    }

    fn apply(&mut self, action: &Action) {
        self.apply_action(action);
    }

    fn pass(&self) -> Option<Action> {
        self.outcome().is_none().then_some(Action::Pass)
    }

    fn outcome(&self) -> Option<Outcome> {
        match (self.has_general(Side::First), self.has_general(Side::Second)) {
            (false, false) => Some(Outcome::draw(MUTUAL_ELIMINATION)),
            (true, false) => Some(Outcome::win(Side::First, GENERALS_ELIMINATED)),
            (false, true) => Some(Outcome::win(Side::Second, GENERALS_ELIMINATED)),
            (true, true) if self.quiet >= NO_DAMAGE_LIMIT => Some(Outcome::draw(NO_DAMAGE)),
            _ => None,
        }
    }

    fn key(&self) -> u64 {
        self.hash()
    }

    fn at_turn_boundary(&self) -> bool {
        self.turn.chosen.is_none()
    }
}
