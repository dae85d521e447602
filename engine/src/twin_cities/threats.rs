//! What threatens a side in Twin Cities: the captures of T5 the rival could make on its next
//! turn, the captures the side can make on its own, and the points of its City's field where a
//! rival capture would land.

use crate::outcome::Side;
use crate::position::legal_list;
use crate::threats::{add_threat, Threat, Threatened, Threats};

use super::action::Action;
use super::board::{name, points, FIELD};
use super::pieces::{cell, cell_letter, side_of, Kind, EMPTY};
use super::position::TwinCities;

impl TwinCities {
    /// The same board and reserves with `side` to move: what it could do if the turn were its.
    fn with_mover(&self, side: Side) -> TwinCities {
        let mut pos = self.clone();
        pos.to_move = side;
        pos
    }

    /// The captures the side to move can make (T5), each as attacker and target.
    fn captures_by_mover(&self) -> Vec<Threat> {
        let mut found = Vec::new();
        for action in legal_list(self) {
            let Action::Move { from, to, .. } = action else { continue };
            let (mover, taken) = (self.board[from as usize], self.board[to as usize]);
            if taken == EMPTY || side_of(taken) != Some(self.to_move.other()) {
                continue;
            }
            let threat = Threat {
                by: name(from),
                by_kind: cell_letter(mover).to_string(),
                target: name(to),
                target_kind: cell_letter(taken).to_string(),
                damage: None,
                removes: true,
            };
            add_threat(&mut found, threat);
        }
        found
    }

    /// The points of `side`'s City field, empty or holding its own piece, where a rival could
    /// capture a piece of `side` standing there on its next turn (an empty point is asked with a
    /// Soldier of `side` put there).
    fn city_field_attacked(&self, side: Side) -> Vec<String> {
        let Some(city) = self.city(side) else { return Vec::new() };
        let rival = self.with_mover(side.other());
        points(FIELD[city as usize])
            .filter(|&p| {
                let held = self.board[p as usize];
                if held != EMPTY && side_of(held) != Some(side) {
                    return false;
                }
                let mut asked = rival.clone();
                asked.board[p as usize] = cell(Kind::Soldier, side);
                legal_list(&asked).iter().any(|a| matches!(a, Action::Move { to, .. } if *to == p))
            })
            .map(name)
            .collect()
    }
}

impl Threatened for TwinCities {
    fn threats(&self, side: Side) -> Option<Threats> {
        let exposed = self.with_mover(side.other()).captures_by_mover();
        let within_reach = self.with_mover(side).captures_by_mover();
        Some(Threats::sorted(side, exposed, within_reach, self.city_field_attacked(side)))
    }
}
