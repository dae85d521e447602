//! What threatens a team in Generals: the hits the rival team could deal on its next turn, and
//! the hits the team can deal on its own turn (the one in progress, or its next).
//!
//! A team's turn is one general's units acting in any order (G5), too many sequences to try
//! them all. A hit counts here when one unit's steps (or warp) followed by one unit's attack
//! deal it, from the choices of general and mode still open: every attack from where the units
//! stand, and every attack after any one unit has moved (a Chariot carrying its passengers
//! included). The attack is played by the rules, so a Catapult's square, a Hook's pull with
//! the hits that follow it (G10), a Samurai's kill and a Chariot's passengers are counted as
//! the game deals them. A soldier removed only because its general fell in the same attack is
//! left out: the general is the one marked.

use std::collections::{HashSet, VecDeque};

use crate::outcome::Side;
use crate::position::legal_list;
use crate::threats::{add_threat, Threat, Threatened, Threats};

use super::action::Action;
use super::pieces::UnitId;
use super::position::{side_of, Generals, Unit};

impl Generals {
    /// The position as `side`'s turn goes on, or as its next turn begins when the other team
    /// is to move (that team's turn ended where it stands).
    fn turn_of(&self, side: Side) -> Generals {
        let mut pos = self.clone();
        if pos.to_move != side {
            pos.end_turn();
        }
        pos
    }

    /// The hits the team to move could deal in its turn, from each choice of general and mode
    /// still open.
    fn hits_by_mover(&self) -> Vec<Threat> {
        let mut found = Vec::new();
        if self.turn.chosen.is_some() {
            self.hits_in_turn(&mut found);
        } else {
            for choice in legal_list(self) {
                let mut chosen = self.clone();
                chosen.apply_action(&choice);
                chosen.hits_in_turn(&mut found);
            }
        }
        found
    }

    /// The hits of the chosen general's units: every attack now, and after any one unit's steps
    /// or warp (each place reached once, by the fewest steps: breadth first).
    fn hits_in_turn(&self, found: &mut Vec<Threat>) {
        let mut reached = vec![self.clone()];
        let mut seen: HashSet<([Unit; 20], [u8; 20])> = HashSet::new();
        seen.insert((self.units, self.turn.flags));
        for mover in self.actors() {
            let mut queue = VecDeque::from([self.clone()]);
            while let Some(pos) = queue.pop_front() {
                for action in legal_list(&pos) {
                    let (Action::Step { unit, .. } | Action::Warp { unit, .. }) = action else { continue };
                    if unit.slot() != mover {
                        continue;
                    }
                    let mut next = pos.clone();
                    next.apply_action(&action);
                    if seen.insert((next.units, next.turn.flags)) {
                        reached.push(next.clone());
                        queue.push_back(next);
                    }
                }
            }
        }
        for pos in &reached {
            for action in legal_list(pos) {
                if let Action::Attack { unit, .. } = action {
                    pos.hits_of(&action, unit.slot(), found);
                }
            }
        }
    }

    /// The rival units hurt when unit `attacker` plays `attack` here.
    fn hits_of(&self, attack: &Action, attacker: usize, found: &mut Vec<Threat>) {
        let mut after = self.clone();
        after.apply_action(attack);
        for v in (0..20).filter(|&v| side_of(v) != self.to_move) {
            let (before, now) = (self.units[v], after.units[v]);
            if !before.alive() || now.hp >= before.hp {
                continue;
            }
            let general = v - v % 5;
            if v != general && self.units[general].alive() && !after.units[general].alive() {
                continue; // gone with its general, who is marked
            }
            let threat = Threat {
                by: UnitId(attacker as u8).to_string(),
                by_kind: self.units[attacker].kind.code().to_string(),
                target: UnitId(v as u8).to_string(),
                target_kind: before.kind.code().to_string(),
                damage: Some(before.hp - now.hp),
                removes: !now.alive(),
            };
            add_threat(found, threat);
        }
    }
}

impl Threatened for Generals {
    fn threats(&self, side: Side) -> Option<Threats> {
        let exposed = self.turn_of(side.other()).hits_by_mover();
        let within_reach = self.turn_of(side).hits_by_mover();
        Some(Threats::sorted(side, exposed, within_reach, Vec::new()))
    }
}
