//! How the Generals levels judge a position: material, the attacks still open in the turn,
//! what the enemy could take next turn, and closing in (walking distance around the water).
//! Plain functions of the position, shared by every level's planner and the master.

use std::sync::OnceLock;

use crate::outcome::Side;
use crate::position::Position;

use super::super::board::Map;
use super::super::pieces::{Colour, Kind};
use super::super::position::{side_of, Generals, ATTACKED, NONE};

/// Value of a unit at full health.
pub fn unit_value(kind: Kind) -> f64 {
    match kind {
        Kind::General => 24.0,
        Kind::LightInfantry | Kind::ShieldInfantry | Kind::Marine | Kind::Axeman => 3.0,
        Kind::HeavyInfantry | Kind::HeavyCavalry | Kind::Catapult | Kind::Samurai => 5.0,
        Kind::CrossbowCavalry | Kind::Crossbowman => 4.5,
        _ => 4.0,
    }
}

/// A won game; a lost one is minus this.
pub const WIN_SCORE: f64 = 1.0e6;
const QUIET_FADE: f64 = 40.0;
const QUIET_PUSH: f64 = 8.0;
/// A general on the board is worth this on top of its HP.
const GENERAL_ALIVE: f64 = 20.0;

/// Material of a side: each unit's value by its share of HP, and a bonus for each general
/// alive ([`GENERAL_ALIVE`]); what its soldiers are worth when it falls is `hit_value`'s.
pub fn material(pos: &Generals, side: Side) -> f64 {
    let mut m = 0.0;
    for s in 0..20 {
        let u = &pos.units[s];
        if u.alive() && side_of(s) == side {
            m += unit_value(u.kind) * u.hp as f64 / u.kind.max_hp() as f64;
            if u.kind == Kind::General {
                m += GENERAL_ALIVE;
            }
        }
    }
    m
}

/// What a hit of `damage` (or a kill) on slot `v` is worth.
pub fn hit_value(pos: &Generals, v: usize, damage: u8, kill: bool) -> f64 {
    let u = &pos.units[v];
    let per_hp = unit_value(u.kind) / u.kind.max_hp() as f64;
    if kill || damage >= u.hp {
        let mut value = per_hp * u.hp as f64;
        if u.kind == Kind::General {
            value += GENERAL_ALIVE;
            for s in v + 1..v + 5 {
                if pos.units[s].alive() {
                    value += unit_value(pos.units[s].kind);
                }
            }
        }
        if u.kind == Kind::Chariot {
            for p in 0..20 {
                if pos.units[p].alive() && pos.units[p].carrier as usize == v {
                    value += unit_value(pos.units[p].kind) * 0.5;
                }
            }
        }
        value
    } else {
        per_hp * damage as f64
    }
}

pub fn damage_to(pos: &Generals, attacker: Kind, from: u8, v: usize) -> (u8, bool) {
    let t = &pos.units[v];
    let (dx, dy) = pos.map.delta(from, t.cell);
    if attacker == Kind::Samurai && t.kind == Kind::General && dx != 0 && dy != 0 {
        (0, true)
    } else if attacker == Kind::Flail && t.kind.heavy() {
        (2, false)
    } else {
        (1, false)
    }
}

/// The attacks still open this turn: each free unit's best immediate target, each
/// target counted once (at its best value).
pub fn attack_potential(pos: &Generals) -> f64 {
    let mut by_target: [f64; 21] = [0.0; 21];
    let mut cells = Vec::new();
    for s in pos.actors() {
        if !pos.units[s].alive() || pos.turn.flags[s] & ATTACKED != 0 {
            continue;
        }
        cells.clear();
        pos.attack_targets(s, &mut cells);
        let u = pos.units[s];
        let mut best = (0.0f64, 20usize);
        for &t in &cells {
            let v = pos.occ[t as usize];
            let (value, target) = match u.kind {
                Kind::Catapult => (area_value(pos, t, side_of(s)), 20),
                Kind::Hook => (0.0, 20),
                _ if v != NONE => {
                    let (d, k) = damage_to(pos, u.kind, u.cell, v as usize);
                    (hit_value(pos, v as usize, d, k), v as usize)
                }
                _ => (0.0, 20),
            };
            if value > best.0 {
                best = (value, target);
            }
        }
        if best.1 == 20 {
            by_target[20] += best.0;
        } else {
            by_target[best.1] = by_target[best.1].max(best.0);
        }
    }
    by_target.iter().sum()
}

/// The net worth of a Catapult shot at `t` for `side` (enemies hit minus friends hit).
pub fn area_value(pos: &Generals, t: u8, side: Side) -> f64 {
    if pos.map.is_water(t) {
        return 0.0;
    }
    let mut v = 0.0;
    for dy in -1..=1 {
        for dx in -1..=1 {
            let Some(c) = pos.map.offset(t, dx, dy, 1) else { continue };
            let top = pos.occ[c as usize];
            if top == NONE || pos.map.is_water(c) {
                continue;
            }
            let value = hit_value(pos, top as usize, 1, false);
            if side_of(top as usize) == side {
                v -= value;
            } else {
                v += value;
            }
        }
    }
    v
}

/// Roughly what `side` could take next turn with its best choice of general and mode:
/// for each unit, its best target within move + reach; each target counted once.
pub fn threat(pos: &Generals, side: Side) -> f64 {
    let mut best_group = 0.0f64;
    for g in Colour::of_side(side) {
        let base = g.index() * 5;
        let mut lead = 0.0f64;
        let mut troops = [0.0f64; 20];
        for s in base..base + 5 {
            let u = &pos.units[s];
            if !u.alive() {
                continue;
            }
            let mut best = (0.0f64, 0usize);
            for v in 0..20 {
                let t = &pos.units[v];
                if !t.alive() || side_of(v) == side || t.carrier != NONE {
                    continue;
                }
                if !pos.can_target(u.kind, v) && u.kind != Kind::Catapult {
                    continue;
                }
                let (dx, dy) = pos.map.delta(u.cell, t.cell);
                let (ax, ay) = (dx.unsigned_abs() as u32, dy.unsigned_abs() as u32);
                let cheb = ax.max(ay);
                let dist = if u.kind.stats().diag_move { cheb } else { ax + ay };
                let moves = u.kind.moves() as u32;
                let ok = match u.kind {
                    Kind::Catapult => u.cd == 0 && (4..=5 + moves).contains(&cheb),
                    Kind::Hook => false,
                    _ => dist <= moves + u.kind.reach() as u32,
                };
                if ok {
                    let (d, k) = damage_to(pos, u.kind, u.cell, v);
                    let val = if u.kind == Kind::Catapult {
                        0.5 * hit_value(pos, v, 1, false)
                    } else {
                        hit_value(pos, v, d, k)
                    };
                    if val > best.0 {
                        best = (val, v);
                    }
                }
            }
            if s == base {
                lead = best.0;
            } else {
                troops[best.1] = troops[best.1].max(best.0);
            }
        }
        best_group = best_group.max(lead).max(troops.iter().sum());
    }
    best_group
}

/// Closing in: minus the walking distance (around water) of each soldier to the
/// nearest enemy unit; enemy generals count as two closer.
pub fn closeness(pos: &Generals, side: Side) -> f64 {
    let table = land_distances(pos.map);
    let cells = pos.map.cells();
    let mut total = 0.0;
    for s in 0..20 {
        let u = &pos.units[s];
        if !u.alive() || side_of(s) != side || s % 5 == 0 {
            continue;
        }
        let mut nearest = 40u32;
        for v in 0..20 {
            let t = &pos.units[v];
            if t.alive() && side_of(v) != side {
                let d = match table {
                    Some(tab) if u.kind != Kind::Marine => {
                        tab[u.cell as usize * cells + t.cell as usize] as u32
                    }
                    _ => {
                        let (dx, dy) = pos.map.delta(u.cell, t.cell);
                        dx.unsigned_abs() as u32 + dy.unsigned_abs() as u32
                    }
                };
                let d = if v % 5 == 0 { d.saturating_sub(2) } else { d };
                nearest = nearest.min(d);
            }
        }
        total -= nearest as f64;
    }
    total
}
/// Walking distances over land between all cells of the standard map (orthogonal steps;
/// a unit in water counts from its cell as if on land), or None for other maps.
fn land_distances(map: &Map) -> Option<&'static [u8]> {
    static TABLE: OnceLock<Vec<u8>> = OnceLock::new();
    let standard = Map::standard();
    if !std::ptr::eq(map, standard) {
        return None;
    }
    Some(TABLE.get_or_init(|| {
        let n = standard.cells();
        let mut table = vec![u8::MAX; n * n];
        for from in 0..n {
            let row = &mut table[from * n..(from + 1) * n];
            row[from] = 0;
            let mut queue = std::collections::VecDeque::from([from as u8]);
            while let Some(c) = queue.pop_front() {
                for (dx, dy) in [(0, 1), (1, 0), (0, -1), (-1, 0)] {
                    if let Some(t) = standard.offset(c, dx, dy, 1) {
                        if !standard.is_water(t) && row[t as usize] == u8::MAX {
                            row[t as usize] = row[c as usize] + 1;
                            queue.push_back(t);
                        }
                    }
                }
            }
        }
        table
    }))
}

/// How a level scores positions: the weights of the attacks still open this turn, of what the
/// enemy could take next turn, and of closing in.
#[derive(Clone, Copy, Debug)]
pub struct Weights {
    pub potential: f64,
    pub threat: f64,
    pub closeness: f64,
}

pub const EASY: Weights = Weights { potential: 0.8, threat: 0.0, closeness: 0.05 };
pub const NORMAL: Weights = Weights { potential: 0.8, threat: 0.3, closeness: 0.1 };
/// Hard plans its own turns more cautiously, then checks them against the enemy's reply.
pub const HARD: Weights = Weights { potential: 0.8, threat: 0.6, closeness: 0.04 };
/// Hard's score after the reply: our threats, the enemy's, closing in.
pub const AFTER_REPLY: [f64; 3] = [0.3, 0.2, 0.1];
/// A review's weights of what each side could take on its next turn and of its closing in.
const REVIEW_THREAT: f64 = 0.3;
const REVIEW_CLOSENESS: f64 = 0.1;

/// A review's value of `pos` for the first side (South; a win or loss is ±1e6): material,
/// what each side could take on its next turn and how close each has come, every term counted
/// for both sides alike and without the greedy levels' boldness over quiet turns, so a
/// position and its colour-mirrored twin get opposite values and quiet turns do not drift
/// (`review_score_is_symmetric_and_even_at_the_start`).
pub fn review_score(pos: &Generals) -> f64 {
    if let Some(v) = outcome_value(pos, Side::First) {
        return v;
    }
    let side = |me: Side| {
        material(pos, me) + REVIEW_THREAT * threat(pos, me) + REVIEW_CLOSENESS * closeness(pos, me)
    };
    side(Side::First) - side(Side::Second)
}

/// The score of `pos` for `me`; `live` counts the attacks still open this turn.
pub fn evaluate(pos: &Generals, me: Side, w: Weights, live: bool) -> f64 {
    if let Some(v) = outcome_value(pos, me) {
        return v;
    }
    let them = me.other();
    let mut score = material(pos, me) - material(pos, them);
    if live && pos.to_move == me {
        score += w.potential * attack_potential(pos);
    }
    // The longer nothing happens, the bolder: a quiet game drifts to the G12 draw.
    let quiet = pos.quiet as f64;
    if w.threat > 0.0 {
        // After our turn the enemy moves: what it could take counts against us.
        score -= w.threat * (1.0 - quiet / QUIET_FADE).max(0.0) * threat(pos, them);
    }
    score += w.closeness * (1.0 + quiet / QUIET_PUSH) * closeness(pos, me);
    score
}

/// Hard's score of the position after the enemy's reply (our turn again): material, what
/// we could take now, what the enemy could take after that, closing in.
pub fn after_reply_score(pos: &Generals, me: Side, k: [f64; 3]) -> f64 {
    if let Some(v) = outcome_value(pos, me) {
        return v;
    }
    material(pos, me) - material(pos, me.other()) + k[0] * threat(pos, me) - k[1] * threat(pos, me.other())
        + k[2] * closeness(pos, me)
}

/// The value of a finished game for `me`, if it is finished.
pub fn outcome_value(pos: &Generals, me: Side) -> Option<f64> {
    pos.outcome().map(|o| match o.winner {
        None => 0.0,
        Some(s) if s == me => WIN_SCORE,
        Some(_) => -WIN_SCORE,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generals::position::Turn;

    /// The same position with the teams' colours swapped: each unit moved to its place turned
    /// half-way round the board (the G1 map is symmetric so), into the other team's slot.
    fn mirrored(pos: &Generals) -> Generals {
        let mut twin = pos.clone();
        twin.to_move = pos.to_move.other();
        twin.turn = Turn::default();
        twin.occ = [NONE; crate::generals::board::MAX_CELLS];
        let swap = |slot: u8| if slot == NONE { NONE } else { (slot + 10) % 20 };
        for s in 0..20 {
            let mut u = pos.units[s];
            u.cell = pos.map.half_turn(u.cell);
            u.carrier = swap(u.carrier);
            twin.units[(s + 10) % 20] = u;
        }
        for c in 0..pos.map.cells() {
            twin.occ[pos.map.half_turn(c as u8) as usize] = swap(pos.occ[c]);
        }
        twin
    }

    #[test]
    fn review_score_is_symmetric_and_even_at_the_start() {
        let start = Generals::start();
        assert!(review_score(&start).abs() < 1e-9, "the start is even: {}", review_score(&start));
        // Quiet turns do not move it (the old graph drifted with the no-damage count).
        let mut quiet = start.clone();
        quiet.quiet = 40;
        assert!(review_score(&quiet).abs() < 1e-9);
        // Positions along a random game, and their twins with the colours swapped.
        let mut pos = start;
        let mut rng = crate::rng::Rng::new(5);
        let mut legal = Vec::new();
        let mut uneven = 0;
        for _ in 0..400 {
            if pos.outcome().is_some() {
                break;
            }
            if pos.at_turn_boundary() {
                let (v, twin) = (review_score(&pos), review_score(&mirrored(&pos)));
                assert!((v + twin).abs() < 1e-9, "{v} and its twin {twin} at {pos}");
                uneven += (v.abs() > 0.5) as u32;
            }
            pos.legal_actions(&mut legal);
            let a = *rng.pick(&legal).expect("an action");
            pos.apply(&a);
        }
        assert!(uneven > 0, "the game reached uneven positions, so the check compared something");
    }
}
