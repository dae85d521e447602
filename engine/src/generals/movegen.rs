//! Legal atomic actions (G5, G6, G7, G9, G11, G13) and applying them.

use crate::position::Position;

use super::action::{Action, Mode};
use super::pieces::{Colour, Kind, UnitId};
use super::position::{side_of, Generals, ABILITY_WAIT, ATTACKED, FIRED, GOT_OFF, NONE, WARPED};

pub(crate) const ORTH: [(i8, i8); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];
pub(crate) const ALL8: [(i8, i8); 8] = [(0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1)];

/// The range of king distance an Assassin warps within (G11).
pub const WARP_RANGE: i8 = 5;

impl Generals {
    /// The slots that may act in the turn in progress.
    pub(crate) fn actors(&self) -> std::ops::Range<usize> {
        match self.turn.chosen {
            None => 0..0,
            Some((g, Mode::Lead)) => g.index() * 5..g.index() * 5 + 1,
            Some((g, Mode::Troops)) => g.index() * 5 + 1..g.index() * 5 + 5,
        }
    }

    pub(crate) fn generate(&self, out: &mut Vec<Action>) {
        out.clear();
        if self.outcome().is_some() {
            return;
        }
        let Some(_) = self.turn.chosen else {
            for g in Colour::of_side(self.to_move) {
                let base = g.index() * 5;
                if self.units[base].alive() {
                    out.push(Action::Choose { general: g, mode: Mode::Lead });
                }
                // G13: `troops` needs at least one living soldier.
                if (base + 1..base + 5).any(|s| self.units[s].alive()) {
                    out.push(Action::Choose { general: g, mode: Mode::Troops });
                }
            }
            return;
        };
        for s in self.actors() {
            if self.units[s].alive() {
                self.unit_actions(s, out);
            }
        }
        out.push(Action::End);
    }

    /// Whether a unit of `side` may end a step on `t` (G6, G7, G9): an empty cell (water
    /// only for a Marine), or a Chariot of its team with room, for a unit that may ride.
    fn step_target_ok(&self, s: usize, t: u8) -> bool {
        let u = &self.units[s];
        let top = self.occ[t as usize];
        if top == NONE {
            return u.kind == Kind::Marine || !self.map.is_water(t);
        }
        let c = top as usize;
        self.units[c].kind == Kind::Chariot
            && side_of(c) == side_of(s)
            && u.kind.can_ride()
            && u.carrier as usize != c
            && self.passengers(c) < Kind::CHARIOT_CAPACITY as usize
    }

    /// The cells a unit can step to now (one step, G6; a Marine's hop, G7).
    pub(crate) fn step_targets(&self, s: usize, out: &mut Vec<u8>) {
        let u = &self.units[s];
        let map = self.map;
        if u.kind == Kind::Marine && u.carrier == NONE && map.is_water(u.cell) {
            for (dx, dy) in ALL8 {
                let Some(t1) = map.offset(u.cell, dx, dy, 1) else { continue };
                if self.step_target_ok(s, t1) {
                    out.push(t1);
                }
                if self.occ[t1 as usize] == NONE {
                    if let Some(t2) = map.offset(u.cell, dx, dy, 2) {
                        if self.step_target_ok(s, t2) {
                            out.push(t2);
                        }
                    }
                }
            }
            return;
        }
        let dirs: &[(i8, i8)] = if u.kind.stats().diag_move { &ALL8 } else { &ORTH };
        for &(dx, dy) in dirs {
            if let Some(t) = map.offset(u.cell, dx, dy, 1) {
                if self.step_target_ok(s, t) {
                    out.push(t);
                }
            }
        }
    }

    /// Whether a unit may attack at all now (G9: reach above 2 is silent aboard a Chariot and
    /// on the turn it got off; G8: a Catapult needs cooldown 0).
    pub(crate) fn may_attack(&self, s: usize) -> bool {
        let u = &self.units[s];
        if u.kind.reach() > Kind::SILENT_REACH_ABOVE
            && (u.carrier != NONE || self.turn.flags[s] & GOT_OFF != 0)
        {
            return false;
        }
        !(u.kind == Kind::Catapult && u.cd > 0)
    }

    /// Whether an attacker of `kind` may target the unit in slot `v` (G8, G15): a Marine in
    /// water only by Crossbowmen; Shield infantry never by crossbows.
    pub(crate) fn can_target(&self, kind: Kind, v: usize) -> bool {
        let t = &self.units[v];
        if t.kind == Kind::Marine && t.carrier == NONE && self.map.is_water(t.cell) {
            return kind == Kind::Crossbowman;
        }
        !(t.kind == Kind::ShieldInfantry && kind.crossbow())
    }

    /// The cells unit `s` may attack, pull from or aim at now (G8, G10).
    pub(crate) fn attack_targets(&self, s: usize, out: &mut Vec<u8>) {
        if !self.may_attack(s) {
            return;
        }
        let u = &self.units[s];
        let map = self.map;
        let side = side_of(s);
        match u.kind {
            Kind::Catapult => {
                for (dx, dy) in ALL8 {
                    if let Some(t) = map.offset(u.cell, dx, dy, 5) {
                        out.push(t);
                    }
                }
            }
            Kind::Hook => {
                for (dx, dy) in ALL8 {
                    for d in 1..=u.kind.reach() as i8 {
                        let Some(t) = map.offset(u.cell, dx, dy, d) else { break };
                        let v = self.occ[t as usize];
                        if v == NONE {
                            continue;
                        }
                        let v = v as usize;
                        if d >= Kind::HOOK_MIN_PULL as i8 && side_of(v) != side {
                            let landing = map.offset(u.cell, dx, dy, 1).unwrap_or(t);
                            if !map.is_water(landing) || self.units[v].kind == Kind::Marine {
                                out.push(t);
                            }
                        }
                        break;
                    }
                }
            }
            _ => {
                let dirs: &[(i8, i8)] = if u.kind.stats().diag_attack { &ALL8 } else { &ORTH };
                for &(dx, dy) in dirs {
                    for d in 1..=u.kind.reach() as i8 {
                        let Some(t) = map.offset(u.cell, dx, dy, d) else { break };
                        let v = self.occ[t as usize];
                        if v == NONE {
                            continue;
                        }
                        if side_of(v as usize) != side && self.can_target(u.kind, v as usize) {
                            out.push(t);
                        }
                        break;
                    }
                }
            }
        }
    }

    /// The cells an Assassin may warp to now (G11), if it may warp.
    pub(crate) fn warp_targets(&self, s: usize, out: &mut Vec<u8>) {
        let u = &self.units[s];
        if u.kind != Kind::Assassin
            || u.cd > 0
            || self.turn.steps[s] > 0
            || self.turn.flags[s] & (WARPED | ATTACKED) != 0
        {
            return;
        }
        let map = self.map;
        for dy in -WARP_RANGE..=WARP_RANGE {
            for dx in -WARP_RANGE..=WARP_RANGE {
                if let Some(t) = map.offset(u.cell, dx, dy, 1) {
                    if self.occ[t as usize] == NONE && !map.is_water(t) {
                        out.push(t);
                    }
                }
            }
        }
    }

    fn unit_actions(&self, s: usize, out: &mut Vec<Action>) {
        let flags = self.turn.flags[s];
        if flags & ATTACKED != 0 {
            return;
        }
        let unit = UnitId(s as u8);
        let mut cells = Vec::new();
        if flags & WARPED == 0 && self.turn.steps[s] < self.units[s].kind.moves() {
            self.step_targets(s, &mut cells);
            out.extend(cells.drain(..).map(|t| Action::Step { unit, to: self.sq(t) }));
        }
        self.warp_targets(s, &mut cells);
        out.extend(cells.drain(..).map(|t| Action::Warp { unit, to: self.sq(t) }));
        self.attack_targets(s, &mut cells);
        out.extend(cells.drain(..).map(|t| Action::Attack { unit, at: self.sq(t) }));
    }

    /// Applies a legal action (unchecked).
    pub(crate) fn apply_action(&mut self, action: &Action) {
        match *action {
            Action::Choose { general, mode } => self.turn.chosen = Some((general, mode)),
            Action::Step { unit, to } => {
                let (s, Some(t)) = (unit.slot(), self.cell_of(to)) else { return };
                self.step(s, t);
            }
            Action::Warp { unit, to } => {
                let (s, Some(t)) = (unit.slot(), self.cell_of(to)) else { return };
                let from = self.units[s].cell;
                if self.units[s].carrier != NONE {
                    self.units[s].carrier = NONE;
                    self.turn.flags[s] |= GOT_OFF;
                }
                self.units[s].cell = t;
                self.units[s].cd = ABILITY_WAIT;
                self.turn.flags[s] |= WARPED | FIRED;
                self.occ[t as usize] = s as u8;
                self.refresh(from);
            }
            Action::Attack { unit, at } => {
                let (s, Some(t)) = (unit.slot(), self.cell_of(at)) else { return };
                self.attack(s, t);
                if !self.has_general(crate::Side::First) || !self.has_general(crate::Side::Second) {
                    // G15: an action that ends the game ends the turn at once.
                    self.end_turn();
                }
            }
            Action::End | Action::Pass => self.end_turn(),
        }
    }

    /// One step (G6), a hop (G7), boarding or leaving a Chariot (G9).
    fn step(&mut self, s: usize, t: u8) {
        let from = self.units[s].cell;
        self.turn.steps[s] += 1;
        if self.units[s].carrier != NONE {
            self.units[s].carrier = NONE;
            self.turn.flags[s] |= GOT_OFF;
        }
        self.units[s].cell = t;
        let top = self.occ[t as usize];
        if top != NONE {
            self.units[s].carrier = top;
        } else {
            self.occ[t as usize] = s as u8;
        }
        if self.units[s].kind == Kind::Chariot {
            for p in 0..20 {
                if self.units[p].alive() && self.units[p].carrier as usize == s {
                    self.units[p].cell = t;
                }
            }
        }
        self.refresh(from);
    }
}
