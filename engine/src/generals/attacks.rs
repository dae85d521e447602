//! Attacks and their effects (G8): damage, the Flail and the Samurai, the Catapult's area
//! shot, the Hook's pull with its follow-up (G10), Chariot destruction (G9) and a general's
//! death removing its soldiers — all hits of one event landing together (G15).

use super::pieces::Kind;
use super::pieces::ID_ORDER;
use super::position::{side_of, Generals, ABILITY_WAIT, FIRED, NONE};

/// One hit of an event.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Hit {
    Damage(u8),
    /// The Samurai's diagonal hit on a general (G8).
    Kill,
}

impl Generals {
    /// The hit an attacker of `kind` standing at `from` deals to the unit in slot `v` (G8).
    fn hit_of(&self, kind: Kind, from: u8, v: usize) -> Hit {
        let target = &self.units[v];
        let (dx, dy) = self.map.delta(from, target.cell);
        if kind == Kind::Samurai && target.kind == Kind::General && dx != 0 && dy != 0 {
            Hit::Kill
        } else if kind == Kind::Flail && target.kind.heavy() {
            Hit::Damage(Kind::FLAIL_HEAVY_DAMAGE)
        } else {
            Hit::Damage(1)
        }
    }

    /// Unit `s` attacks, pulls or aims at cell `t`.
    pub(crate) fn attack(&mut self, s: usize, t: u8) {
        self.turn.flags[s] |= super::position::ATTACKED;
        match self.units[s].kind {
            Kind::Catapult => self.fire_catapult(s, t),
            Kind::Hook => self.pull(s, t),
            kind => {
                let v = self.occ[t as usize];
                if v != NONE {
                    let hit = self.hit_of(kind, self.units[s].cell, v as usize);
                    self.resolve(&[(v as usize, hit)]);
                }
            }
        }
    }

    /// The Catapult's shot at `t` (G8, G15): cooldown starts; on land, 1 damage to every unit
    /// on land in the 3×3 square (a Chariot's cell: the Chariot only), friend or foe.
    fn fire_catapult(&mut self, s: usize, t: u8) {
        self.units[s].cd = ABILITY_WAIT;
        self.turn.flags[s] |= FIRED;
        if self.map.is_water(t) {
            return;
        }
        let mut hits = Vec::new();
        for dy in -1..=1 {
            for dx in -1..=1 {
                let Some(c) = self.map.offset(t, dx, dy, 1) else { continue };
                if self.map.is_water(c) {
                    continue;
                }
                for v in 0..20 {
                    let u = &self.units[v];
                    if u.alive() && u.carrier == NONE && u.cell == c {
                        hits.push((v, Hit::Damage(1)));
                    }
                }
            }
        }
        self.resolve(&hits);
    }

    /// Whether unit `w` of the Hook's team joins the follow-up on the unit `v` pulled to
    /// `at` (G10, G15): it could attack it there by G8; a Catapult by distance alone.
    fn joins(&self, w: usize, v: usize, at: u8) -> bool {
        let u = &self.units[w];
        let (dx, dy) = self.map.delta(u.cell, at);
        let (adx, ady) = (dx.unsigned_abs(), dy.unsigned_abs());
        let dist = adx.max(ady);
        let straight = adx == 0 || ady == 0;
        let diagonal = adx == ady;
        if u.kind == Kind::Catapult {
            return u.cd == 0 && dist == 5 && (straight || diagonal);
        }
        if u.kind == Kind::Hook || !self.may_attack(w) || dist == 0 || dist > u.kind.reach() {
            return false;
        }
        if !(straight || (diagonal && u.kind.stats().diag_attack)) {
            return false;
        }
        let (sx, sy) = (dx.signum(), dy.signum());
        for d in 1..dist as i8 {
            match self.map.offset(u.cell, sx, sy, d) {
                Some(c) if self.occ[c as usize] == NONE => {}
                _ => return false,
            }
        }
        self.can_target(u.kind, v)
    }

    /// The Hook's pull (G10): the target (with its passengers) lands next to the Hook, then
    /// the joining units hit it in id order until it is removed.
    fn pull(&mut self, s: usize, t: u8) {
        let v = self.occ[t as usize];
        if v == NONE {
            return;
        }
        let v = v as usize;
        let hook = self.units[s].cell;
        let (dx, dy) = self.map.delta(hook, t);
        let Some(landing) = self.map.offset(hook, dx.signum(), dy.signum(), 1) else { return };
        self.units[v].cell = landing;
        for p in 0..20 {
            if self.units[p].alive() && self.units[p].carrier as usize == v {
                self.units[p].cell = landing;
            }
        }
        self.refresh(t);
        self.occ[landing as usize] = v as u8;
        let side = side_of(s);
        let joiners: Vec<usize> = ID_ORDER
            .iter()
            .map(|&w| w as usize)
            .filter(|&w| self.units[w].alive() && side_of(w) == side && self.joins(w, v, landing))
            .collect();
        for w in joiners {
            if !self.units[v].alive() {
                break;
            }
            if !self.units[w].alive() {
                continue;
            }
            if self.units[w].kind == Kind::Catapult {
                self.fire_catapult(w, landing);
            } else {
                let hit = self.hit_of(self.units[w].kind, self.units[w].cell, v);
                self.resolve(&[(v, hit)]);
            }
        }
    }

    /// Lands the hits of one event together, then destroyed Chariots, then generals' deaths
    /// (G8, G9, G15).
    pub(crate) fn resolve(&mut self, hits: &[(usize, Hit)]) {
        let was_alive: [bool; 20] = std::array::from_fn(|s| self.units[s].alive());
        for &(v, hit) in hits {
            let u = &mut self.units[v];
            if !u.alive() {
                continue;
            }
            let hp = match hit {
                Hit::Damage(n) => u.hp.saturating_sub(n),
                Hit::Kill => 0,
            };
            if hp < u.hp {
                self.turn.damaged = true;
            }
            u.hp = hp;
        }
        // Destroyed Chariots: soldier passengers are removed, a general takes 1 damage (G9).
        for (c, &alive_before) in was_alive.iter().enumerate() {
            if alive_before && !self.units[c].alive() && self.units[c].kind == Kind::Chariot {
                for p in 0..20 {
                    if self.units[p].alive() && self.units[p].carrier as usize == c {
                        self.units[p].carrier = NONE;
                        if self.units[p].kind == Kind::General {
                            self.units[p].hp -= 1;
                            self.turn.damaged = true;
                        } else {
                            self.units[p].hp = 0;
                        }
                    }
                }
            }
        }
        // A general's death removes its soldiers; its Chariots are not destroyed: other
        // passengers stay on foot, unhurt (G15).
        for g in [0, 5, 10, 15] {
            if was_alive[g] && !self.units[g].alive() {
                for s in g + 1..g + 5 {
                    if self.units[s].alive() && self.units[s].kind == Kind::Chariot {
                        for p in 0..20 {
                            if self.units[p].alive() && self.units[p].carrier as usize == s {
                                self.units[p].carrier = NONE;
                            }
                        }
                    }
                    self.units[s].hp = 0;
                }
            }
        }
        for s in 0..20 {
            if !self.units[s].alive() {
                self.units[s] = super::position::Unit::EMPTY;
                self.turn.steps[s] = 0;
                self.turn.flags[s] = 0;
            }
        }
        self.rebuild_occ();
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn all8_has_the_eight_directions() {
        let mut d = crate::generals::movegen::ALL8.to_vec();
        d.sort();
        d.dedup();
        assert_eq!(d.len(), 8);
        assert!(!d.contains(&(0, 0)));
    }
}
