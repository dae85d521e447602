//! The position (`Generals`): the units, the team to move, the no-damage count and, in the
//! middle of a turn, the turn's state; its notation (G14) and the [`Position`] impl.
//!
//! **Notation.** Between turns: `SIDE COUNT UNITS` exactly as G14. In the middle of a turn
//! (after `lead r` / `troops r` and before `end`) two more fields follow (an extension of G14
//! for saves and the command line):
//! - `MODE:G` (`lead:r`, `troops:b`), with a trailing `*` when damage was dealt this turn;
//! - the units' state this turn, comma-separated `ID=STATE` for every unit with one, or `-`:
//!   STATE is the number of steps used, then any of `a` (attacked: its activity is over),
//!   `o` (got off a Chariot this turn), `w` (warped), `c` (its cooldown started this turn).
//!
//! Example: `s 0 b0=GN@i2,…,y4=CB@i13 troops:r* r1=2a,r4=0ac`.
//!
//! **Units left together.** G9/G15 leave a Chariot's passengers on its cell on foot when the
//! Chariot goes (the team's two generals after its destruction, or two units of one general
//! when the teammate's Chariot goes with its general). Such a pair shares the cell until one
//! steps off: nothing else may enter it, a Catapult shot hits both, any other attack or pull
//! on the cell takes the first of them by slot (r, b, y, g, then number). The notation
//! accepts exactly these pairs and still rejects any other shared cell.

use std::fmt;

use crate::outcome::{EndReason, Outcome, Side};
use crate::position::{GameKind, HistoryRules, Position};

use super::action::{Action, Mode};
use super::board::{Map, Square, MAX_CELLS};
use super::notation::NotationError;
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

    /// Checks the G14 rules for a set of units; `Err` names the first problem.
    pub(crate) fn validate_units(&self) -> Result<(), NotationError> {
        for s in 0..20 {
            if self.units[s].alive() {
                self.validate_unit(s)?;
            }
        }
        self.validate_cells()
    }

    /// One unit: its general present, no water but for a Marine, HP and cooldown in range, and
    /// a carrier that is a Chariot of its team on its cell (G9).
    fn validate_unit(&self, s: usize) -> Result<(), NotationError> {
        let u = self.units[s];
        let unit = UnitId(s as u8).to_string();
        let general = s - s % 5;
        if s != general && !self.units[general].alive() {
            return Err(NotationError::GeneralAbsent { unit, general: UnitId(general as u8).to_string() });
        }
        if self.map.is_water(u.cell) && u.kind != Kind::Marine {
            return Err(NotationError::InWater {
                unit,
                kind: u.kind.to_string(),
                cell: self.sq(u.cell).to_string(),
            });
        }
        if u.hp > u.kind.max_hp() {
            return Err(NotationError::HpAbove {
                unit,
                hp: u.hp,
                max: u.kind.max_hp(),
                kind: u.kind.to_string(),
            });
        }
        if u.cd > ABILITY_WAIT {
            return Err(NotationError::CooldownAbove { unit, cooldown: u.cd, max: ABILITY_WAIT });
        }
        if u.carrier != NONE {
            let c = u.carrier as usize;
            let carrier = self.units[c];
            let carrier_id = UnitId(c as u8).to_string();
            if !carrier.alive() || carrier.kind != Kind::Chariot || side_of(c) != side_of(s) {
                return Err(NotationError::NotAChariot { unit, carrier: carrier_id });
            }
            if carrier.cell != u.cell {
                return Err(NotationError::OffCarrier { unit, carrier: carrier_id });
            }
            if u.kind == Kind::Chariot {
                return Err(NotationError::ChariotRides { unit });
            }
            if !u.kind.can_ride() {
                return Err(NotationError::CannotRide { unit, kind: u.kind.to_string() });
            }
            if carrier.carrier != NONE {
                return Err(NotationError::CarrierRides { carrier: carrier_id });
            }
        }
        let capacity = Kind::CHARIOT_CAPACITY;
        if u.kind == Kind::Chariot && self.passengers(s) > capacity as usize {
            return Err(NotationError::Overloaded { unit, capacity });
        }
        Ok(())
    }

    /// Cells: one unit on foot, or one Chariot with its passengers. Two units may share a
    /// cell on foot only as left there by a Chariot (G9, G15): the team's two generals
    /// (wounded by its destruction), or two units of one general whose teammate died with
    /// the Chariot.
    fn validate_cells(&self) -> Result<(), NotationError> {
        for cell in 0..self.map.cells() {
            let on_foot: Vec<usize> = (0..20)
                .filter(|&s| {
                    let u = self.units[s];
                    u.alive() && u.carrier == NONE && u.cell as usize == cell
                })
                .collect();
            let stranded = on_foot.len() == 2 && {
                let (a, b) = (on_foot[0], on_foot[1]);
                let both_generals = a % 5 == 0 && b % 5 == 0 && side_of(a) == side_of(b);
                let mate_gone = a / 5 == b / 5 && !self.units[((a / 5) ^ 1) * 5].alive();
                (both_generals || mate_gone) && on_foot.iter().all(|&s| self.units[s].kind != Kind::Chariot)
            };
            let cell_name = || self.sq(cell as u8).to_string();
            if on_foot.len() > 1 && !stranded {
                let (first, second) =
                    (UnitId(on_foot[0] as u8).to_string(), UnitId(on_foot[1] as u8).to_string());
                return Err(NotationError::SharedCell { first, second, cell: cell_name() });
            }
            let riders = (0..20).any(|s| {
                let u = self.units[s];
                u.alive() && u.carrier != NONE && u.cell as usize == cell
            });
            if riders && on_foot.len() != 1 {
                return Err(NotationError::Passengers { cell: cell_name() });
            }
        }
        Ok(())
    }
}

impl fmt::Debug for Generals {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Generals({self})")
    }
}

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
        super::army::default_position()
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
            (false, false) => Some(Outcome::draw(EndReason::MutualElimination)),
            (true, false) => Some(Outcome::win(Side::First, EndReason::GeneralsEliminated)),
            (false, true) => Some(Outcome::win(Side::Second, EndReason::GeneralsEliminated)),
            (true, true) if self.quiet >= NO_DAMAGE_LIMIT => Some(Outcome::draw(EndReason::NoDamage)),
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
