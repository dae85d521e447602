//! The position (`Generals`): the units, the team to move, the no-damage count and, in the
//! middle of a turn, the turn's state. Its notation is in `notation`, the `Position` impl
//! in `rules`.
//!
//! **Units left together.** G9/G15 leave a Chariot's passengers on its cell on foot when the
//! Chariot goes (the team's two generals after its destruction, or two units of one general
//! when the teammate's Chariot goes with its general). Such a pair shares the cell until one
//! steps off: nothing else may enter it, a Catapult shot hits both, any other attack or pull
//! on the cell takes the first of them by slot (r, b, y, g, then number). The notation
//! accepts exactly these pairs and still rejects any other shared cell.

use std::fmt;

use crate::outcome::Side;

use super::action::Mode;
use super::board::{Map, Square, MAX_CELLS};
use super::pieces::{Colour, Kind, UnitId, ID_ORDER};

/// No unit / no carrier.
pub(crate) const NONE: u8 = 0xFF;
/// Turn flags of a unit.
pub(crate) const ATTACKED: u8 = 1;
pub(crate) const GOT_OFF: u8 = 2;
pub(crate) const WARPED: u8 = 4;
pub(crate) const FIRED: u8 = 8;

/// The draw comes when the no-damage count reaches this at the end of a turn (G12).
pub const NO_DAMAGE_LIMIT: u8 = 60;

/// The wait a Catapult's shot or an Assassin's warp begins, in its team's turns (G13); a unit
/// shows a wait of 0 or this (G14).
pub const ABILITY_WAIT: u8 = 1;

/// One unit; `hp == 0` means the slot is empty (the unit is gone or never was).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Unit {
    pub kind: Kind,
    pub cell: u8,
    pub hp: u8,
    pub cd: u8,
    /// The slot of the Chariot carrying it, or `NONE`.
    pub carrier: u8,
}

impl Unit {
    pub(crate) const EMPTY: Unit = Unit { kind: Kind::General, cell: 0, hp: 0, cd: 0, carrier: NONE };

    pub fn alive(&self) -> bool {
        self.hp > 0
    }
}

/// The state of the turn in progress.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub(crate) struct Turn {
    pub chosen: Option<(Colour, Mode)>,
    pub damaged: bool,
    pub steps: [u8; 20],
    pub flags: [u8; 20],
}

/// A Generals position (G1–G15): see the module docs for the notation.
#[derive(Clone)]
pub struct Generals {
    pub(crate) map: &'static Map,
    pub(crate) to_move: Side,
    pub(crate) quiet: u8,
    pub(crate) units: [Unit; 20],
    /// The unit standing on each cell: the Chariot where there is one, else a unit on foot.
    pub(crate) occ: [u8; MAX_CELLS],
    pub(crate) turn: Turn,
}

/// The side (team) of a slot.
#[inline]
pub(crate) fn side_of(slot: usize) -> Side {
    if slot < 10 {
        Side::First
    } else {
        Side::Second
    }
}

impl Generals {
    /// An empty board of the standard map (no units), South to move.
    pub(crate) fn empty() -> Generals {
        Generals {
            map: Map::standard(),
            to_move: Side::First,
            quiet: 0,
            units: [Unit::EMPTY; 20],
            occ: [NONE; MAX_CELLS],
            turn: Turn::default(),
        }
    }

    pub fn map(&self) -> &'static Map {
        self.map
    }

    /// The unit with this id, if present.
    pub fn unit(&self, id: UnitId) -> Option<&Unit> {
        self.units.get(id.slot()).filter(|u| u.alive())
    }

    /// The present units with their ids, in id order.
    pub fn units(&self) -> impl Iterator<Item = (UnitId, &Unit)> + '_ {
        ID_ORDER.iter().map(|&s| (UnitId(s), &self.units[s as usize])).filter(|(_, u)| u.alive())
    }

    /// Team turns in a row without damage (G12).
    pub fn no_damage_turns(&self) -> u8 {
        self.quiet
    }

    /// The general and mode chosen this turn, if any.
    pub fn chosen(&self) -> Option<(Colour, Mode)> {
        self.turn.chosen
    }

    /// Whether damage was dealt in the turn so far.
    pub fn damaged_this_turn(&self) -> bool {
        self.turn.damaged
    }

    pub(crate) fn cell_of(&self, sq: Square) -> Option<u8> {
        self.map.cell(sq)
    }

    pub(crate) fn sq(&self, cell: u8) -> Square {
        self.map.square(cell)
    }

    /// Recomputes which unit stands on every cell.
    pub(crate) fn rebuild_occ(&mut self) {
        self.occ = [NONE; MAX_CELLS];
        for s in 0..20 {
            let u = self.units[s];
            if u.alive() && u.carrier == NONE {
                let c = u.cell as usize;
                if self.occ[c] == NONE || u.kind == Kind::Chariot {
                    self.occ[c] = s as u8;
                }
            }
        }
    }

    /// Recomputes the unit standing on one cell.
    pub(crate) fn refresh(&mut self, cell: u8) {
        let mut top = NONE;
        for s in 0..20 {
            let u = self.units[s];
            if u.alive() && u.carrier == NONE && u.cell == cell && (top == NONE || u.kind == Kind::Chariot) {
                top = s as u8;
            }
        }
        self.occ[cell as usize] = top;
    }

    pub(crate) fn passengers(&self, chariot: usize) -> usize {
        self.units.iter().filter(|u| u.alive() && u.carrier as usize == chariot).count()
    }

    /// Whether a general of the side is still on the board.
    pub fn has_general(&self, side: Side) -> bool {
        Colour::of_side(side).iter().any(|c| self.units[c.index() * 5].alive())
    }

    /// Ends the turn where it stands: cooldowns tick, the no-damage count moves (G13, G15).
    pub(crate) fn end_turn(&mut self) {
        let base = self.to_move.index() * 10;
        for s in base..base + 10 {
            let u = &mut self.units[s];
            if u.alive() && u.cd > 0 && self.turn.flags[s] & FIRED == 0 {
                u.cd -= 1;
            }
        }
        self.quiet = if self.turn.damaged { 0 } else { self.quiet.saturating_add(1) };
        self.to_move = self.to_move.other();
        self.turn = Turn::default();
    }
}

impl fmt::Debug for Generals {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Generals({self})")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Search and perft copy a position instead of undoing an action, which pays while a
    /// position is small (docs/performance.md, "Copy, not undo"): Generals' is about 400 bytes.
    #[test]
    fn the_position_is_small_enough_to_copy() {
        assert!((350..=450).contains(&size_of::<Generals>()), "{}", size_of::<Generals>());
    }
}
