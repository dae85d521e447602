//! Four AI levels for Generals, all built on whole-turn planning over atomic actions:
//!
//! - `beginner`: random turns (a random general and mode, random actions, attacks preferred);
//! - `easy`: a random general and mode, then greedy actions scored by material, immediate
//!   attack chances and closing in;
//! - `normal`: plans a turn for every general and mode greedily and keeps the one whose end
//!   position scores best, counting the enemy's threats for next turn;
//! - `hard`: several plans per general and mode (greedy and perturbed), each answered by the
//!   `normal` planner for the enemy, keeping the plan whose position after the reply scores
//!   best.
//!
//! A level plans the whole turn when asked for its first action and remembers the plan, so
//! the following actions of the turn cost nothing (a per-thread cache keyed by position).

use std::cell::RefCell;
use std::collections::HashMap;
use std::time::Duration;

use crate::ai::{Ai, AiLevel, AiPlayers, SearchLimits};
use crate::game::Game;
use crate::outcome::Side;
use crate::position::Position;
use crate::rng::Rng;

use super::notation::{Action, Mode};
use super::position::{side_of, Generals, ATTACKED, NONE};
use super::units::Kind;

const LEVELS: [AiLevel; 4] = [
    AiLevel { id: "beginner", name_en: "Beginner", name_zh: "入门", budget: Duration::from_millis(200) },
    AiLevel { id: "easy", name_en: "Easy", name_zh: "简单", budget: Duration::from_millis(500) },
    AiLevel { id: "normal", name_en: "Normal", name_zh: "普通", budget: Duration::from_millis(1000) },
    AiLevel { id: "hard", name_en: "Hard", name_zh: "困难", budget: Duration::from_millis(3000) },
];

/// Value of a unit at full health.
fn unit_value(kind: Kind) -> f64 {
    match kind {
        Kind::General => 24.0,
        Kind::LightInfantry | Kind::ShieldInfantry | Kind::Marine | Kind::Axeman => 3.0,
        Kind::HeavyInfantry | Kind::HeavyCavalry | Kind::Catapult | Kind::Samurai => 5.0,
        Kind::CrossbowCavalry | Kind::Crossbowman => 4.5,
        _ => 4.0,
    }
}

const WIN_SCORE: f64 = 1.0e6;

impl Generals {
    /// Material of a side: each unit's value by its share of HP; a general also carries its
    /// soldiers' worth, since they fall with it.
    fn material(&self, side: Side) -> f64 {
        let mut m = 0.0;
        for s in 0..20 {
            let u = &self.units[s];
            if u.alive() && side_of(s) == side {
                m += unit_value(u.kind) * u.hp as f64 / u.kind.max_hp() as f64;
            }
        }
        m
    }

    /// What a hit of `damage` (or a kill) on slot `v` is worth.
    fn hit_value(&self, v: usize, damage: u8, kill: bool) -> f64 {
        let u = &self.units[v];
        let per_hp = unit_value(u.kind) / u.kind.max_hp() as f64;
        if kill || damage >= u.hp {
            let mut value = per_hp * u.hp as f64 + 2.0;
            if u.kind == Kind::General {
                value += 20.0;
                for s in v + 1..v + 5 {
                    if self.units[s].alive() {
                        value += unit_value(self.units[s].kind);
                    }
                }
            }
            if u.kind == Kind::Chariot {
                for p in 0..20 {
                    if self.units[p].alive() && self.units[p].carrier as usize == v {
                        value += unit_value(self.units[p].kind) * 0.5;
                    }
                }
            }
            value
        } else {
            per_hp * damage as f64
        }
    }

    fn damage_to(&self, attacker: Kind, from: u8, v: usize) -> (u8, bool) {
        let t = &self.units[v];
        let (dx, dy) = self.map.delta(from, t.cell);
        if attacker == Kind::Samurai && t.kind == Kind::General && dx != 0 && dy != 0 {
            (0, true)
        } else if attacker == Kind::Flail && t.kind.heavy() {
            (2, false)
        } else {
            (1, false)
        }
    }

    /// The best immediate attack of each unit still free to act this turn.
    fn attack_potential(&self) -> f64 {
        let mut total = 0.0;
        let mut cells = Vec::new();
        for s in self.actors() {
            if !self.units[s].alive() || self.turn.flags[s] & ATTACKED != 0 {
                continue;
            }
            cells.clear();
            self.attack_targets(s, &mut cells);
            let u = self.units[s];
            let mut best = 0.0f64;
            for &t in &cells {
                let v = self.occ[t as usize];
                let value = match u.kind {
                    Kind::Catapult => self.area_value(t, side_of(s)),
                    Kind::Hook => 0.0,
                    _ if v != NONE => {
                        let (d, k) = self.damage_to(u.kind, u.cell, v as usize);
                        self.hit_value(v as usize, d, k)
                    }
                    _ => 0.0,
                };
                best = best.max(value);
            }
            total += best;
        }
        total
    }

    /// The net worth of a Catapult shot at `t` for `side` (enemies hit minus friends hit).
    fn area_value(&self, t: u8, side: Side) -> f64 {
        if self.map.is_water(t) {
            return 0.0;
        }
        let mut v = 0.0;
        for dy in -1..=1 {
            for dx in -1..=1 {
                let Some(c) = self.map.offset(t, dx, dy, 1) else { continue };
                let top = self.occ[c as usize];
                if top == NONE || self.map.is_water(c) {
                    continue;
                }
                let value = self.hit_value(top as usize, 1, false);
                if side_of(top as usize) == side {
                    v -= value;
                } else {
                    v += value;
                }
            }
        }
        v
    }

    /// Roughly what `side` could take next turn with its best general's group: for each
    /// unit, its best target within move + reach, summed per group, best group.
    fn threat(&self, side: Side) -> f64 {
        let mut best_group = 0.0f64;
        for g in super::units::Colour::of_side(side) {
            let base = g.index() * 5;
            let mut lead = 0.0;
            let mut troops = 0.0;
            for s in base..base + 5 {
                let u = &self.units[s];
                if !u.alive() {
                    continue;
                }
                let mut best = 0.0f64;
                for v in 0..20 {
                    let t = &self.units[v];
                    if !t.alive() || side_of(v) == side || t.carrier != NONE {
                        continue;
                    }
                    if !self.can_target(u.kind, v) && u.kind != Kind::Catapult {
                        continue;
                    }
                    let (dx, dy) = self.map.delta(u.cell, t.cell);
                    let (ax, ay) = (dx.unsigned_abs() as u32, dy.unsigned_abs() as u32);
                    let cheb = ax.max(ay);
                    let dist = if u.kind.stats().diag_move { cheb } else { ax + ay };
                    let moves = u.kind.moves() as u32;
                    let ok = match u.kind {
                        Kind::Catapult => u.cd == 0 && (4..=6 + moves).contains(&cheb),
                        Kind::Hook => false,
                        _ => {
                            dist <= moves + u.kind.reach() as u32 && (u.kind.reach() > 1 || dist <= moves + 1)
                        }
                    };
                    if ok {
                        let (d, k) = self.damage_to(u.kind, u.cell, v);
                        let val = if u.kind == Kind::Catapult {
                            self.hit_value(v, 1, false)
                        } else {
                            self.hit_value(v, d, k)
                        };
                        best = best.max(val);
                    }
                }
                if s == base {
                    lead = best;
                } else {
                    troops += best;
                }
            }
            best_group = best_group.max(lead).max(troops);
        }
        best_group
    }

    /// Closing in: minus the distance of each soldier to the nearest enemy unit.
    fn closeness(&self, side: Side) -> f64 {
        let mut total = 0.0;
        for s in 0..20 {
            let u = &self.units[s];
            if !u.alive() || side_of(s) != side || s % 5 == 0 {
                continue;
            }
            let mut nearest = 30u32;
            for v in 0..20 {
                let t = &self.units[v];
                if t.alive() && side_of(v) != side {
                    let (dx, dy) = self.map.delta(u.cell, t.cell);
                    let d = dx.unsigned_abs() as u32 + dy.unsigned_abs() as u32;
                    let d = if v % 5 == 0 { d.saturating_sub(2) } else { d };
                    nearest = nearest.min(d);
                }
            }
            total -= nearest as f64;
        }
        total
    }
}

/// How a level scores positions.
#[derive(Clone, Copy)]
struct Weights {
    potential: f64,
    threat: f64,
    closeness: f64,
}

const EASY: Weights = Weights { potential: 0.8, threat: 0.0, closeness: 0.05 };
const NORMAL: Weights = Weights { potential: 0.8, threat: 0.6, closeness: 0.04 };

/// The score of `pos` for `me`; `live` counts the attacks still open this turn.
fn evaluate(pos: &Generals, me: Side, w: Weights, live: bool) -> f64 {
    if let Some(o) = pos.outcome() {
        return match o.winner {
            None => 0.0,
            Some(s) if s == me => WIN_SCORE,
            Some(_) => -WIN_SCORE,
        };
    }
    let them = me.other();
    let mut score = pos.material(me) - pos.material(them);
    if live && pos.to_move == me {
        score += w.potential * pos.attack_potential();
    }
    if w.threat > 0.0 {
        // After our turn the enemy moves: its threats count fully, ours less.
        score -= w.threat * pos.threat(them);
        score += 0.25 * w.threat * pos.threat(me);
    }
    score += w.closeness * (pos.closeness(me) - pos.closeness(them));
    score
}

/// Plays greedily from a mid-turn position to the end of the turn; returns the actions.
fn complete_turn(pos: &mut Generals, w: Weights, noise: f64, rng: &mut Rng, out: &mut Vec<Action>) {
    let me = pos.to_move;
    let mut actions = Vec::new();
    for _ in 0..64 {
        if pos.at_turn_boundary() || pos.outcome().is_some() {
            return;
        }
        pos.legal_actions(&mut actions);
        let mut best = (f64::MIN, Action::End);
        let stay = evaluate(pos, me, w, false);
        for a in &actions {
            let score = if *a == Action::End {
                stay
            } else {
                let mut next = pos.clone();
                next.apply(a);
                evaluate(&next, me, w, true) + if noise > 0.0 { noise * rng.unit() } else { 0.0 }
            };
            if score > best.0 + 1e-9 {
                best = (score, *a);
            }
        }
        pos.apply(&best.1);
        out.push(best.1);
    }
    pos.apply(&Action::End);
    out.push(Action::End);
}

/// A random turn: random general and mode, then random actions (attacks preferred).
fn random_turn(pos: &mut Generals, rng: &mut Rng, out: &mut Vec<Action>) {
    let mut actions = Vec::new();
    for _ in 0..64 {
        if pos.outcome().is_some() || (pos.at_turn_boundary() && !out.is_empty()) {
            return;
        }
        pos.legal_actions(&mut actions);
        let attacks: Vec<Action> =
            actions.iter().copied().filter(|a| matches!(a, Action::Attack { .. })).collect();
        let a = if !attacks.is_empty() && rng.below(2) == 0 {
            attacks[rng.below(attacks.len())]
        } else if actions.contains(&Action::End) && rng.below(5) == 0 {
            Action::End
        } else {
            actions[rng.below(actions.len())]
        };
        pos.apply(&a);
        out.push(a);
    }
    pos.apply(&Action::End);
    out.push(Action::End);
}

/// The planners' best turn from a turn boundary (or the rest of a started turn).
fn plan_normal(pos: &Generals, w: Weights, rng: &mut Rng) -> (Vec<Action>, Generals) {
    let me = pos.to_move;
    if !pos.at_turn_boundary() {
        let mut q = pos.clone();
        let mut plan = Vec::new();
        complete_turn(&mut q, w, 0.0, rng, &mut plan);
        return (plan, q);
    }
    let mut choices = Vec::new();
    pos.legal_actions(&mut choices);
    let mut best: Option<(f64, Vec<Action>, Generals)> = None;
    for c in choices {
        let mut q = pos.clone();
        q.apply(&c);
        let mut plan = vec![c];
        complete_turn(&mut q, w, 0.0, rng, &mut plan);
        let score = evaluate(&q, me, w, false);
        if best.as_ref().is_none_or(|b| score > b.0) {
            best = Some((score, plan, q));
        }
    }
    let (_, plan, q) = best.unwrap_or((0.0, vec![Action::Pass], pos.clone()));
    (plan, q)
}

fn plan_hard(pos: &Generals, rng: &mut Rng, limits: &SearchLimits) -> Vec<Action> {
    let me = pos.to_move;
    let w = NORMAL;
    let mut starts = Vec::new();
    if pos.at_turn_boundary() {
        pos.legal_actions(&mut starts);
    } else {
        starts.push(Action::End); // marker: continue the turn in progress
    }
    let mut best: Option<(f64, Vec<Action>)> = None;
    for &c in &starts {
        for variant in 0..4 {
            if variant > 0 && limits.should_stop() && best.is_some() {
                break;
            }
            let mut q = pos.clone();
            let mut plan = Vec::new();
            if pos.at_turn_boundary() {
                q.apply(&c);
                plan.push(c);
            }
            let noise = if variant == 0 { 0.0 } else { 0.6 * variant as f64 };
            complete_turn(&mut q, w, noise, rng, &mut plan);
            let score = if q.outcome().is_some() {
                evaluate(&q, me, w, false)
            } else {
                let (_, after) = plan_normal(&q, w, rng);
                let quick = evaluate(&q, me, w, false);
                0.7 * evaluate(&after, me, w, false) + 0.3 * quick
            };
            if best.as_ref().is_none_or(|b| score > b.0) {
                best = Some((score, plan));
            }
        }
    }
    best.map(|b| b.1).unwrap_or_else(|| vec![Action::Pass])
}

thread_local! {
    /// Plans made earlier in the turn: (level, position key) → the next action.
    static PLANS: RefCell<HashMap<(usize, u64), Action>> = RefCell::new(HashMap::new());
}

/// A Generals AI of one level.
pub struct GeneralsAi {
    level: usize,
    rng: Rng,
}

impl GeneralsAi {
    pub fn new(level: usize, seed: u64) -> GeneralsAi {
        GeneralsAi { level: level.min(LEVELS.len() - 1), rng: Rng::new(seed) }
    }

    /// The whole plan for the rest of this turn from `pos`.
    pub fn plan(&mut self, pos: &Generals, limits: &SearchLimits) -> Vec<Action> {
        let mut q = pos.clone();
        let mut plan = Vec::new();
        match self.level {
            0 => random_turn(&mut q, &mut self.rng, &mut plan),
            1 => {
                if q.at_turn_boundary() {
                    let mut choices = Vec::new();
                    q.legal_actions(&mut choices);
                    // Prefer troops: the soldiers are most of the army.
                    let troops: Vec<Action> = choices
                        .iter()
                        .copied()
                        .filter(|a| matches!(a, Action::Choose { mode: Mode::Troops, .. }))
                        .collect();
                    let pool = if troops.is_empty() || self.rng.below(4) == 0 { &choices } else { &troops };
                    let c = pool[self.rng.below(pool.len())];
                    q.apply(&c);
                    plan.push(c);
                }
                complete_turn(&mut q, EASY, 0.3, &mut self.rng, &mut plan);
            }
            2 => plan = plan_normal(pos, NORMAL, &mut self.rng).0,
            _ => plan = plan_hard(pos, &mut self.rng, limits),
        }
        plan
    }
}

impl Ai<Generals> for GeneralsAi {
    fn choose(&mut self, game: &Game<Generals>, limits: &SearchLimits) -> Option<Action> {
        let pos = game.position();
        if game.outcome().is_some() {
            return None;
        }
        let key = (self.level, pos.key());
        let cached = PLANS.with(|p| p.borrow().get(&key).copied());
        if let Some(a) = cached {
            if pos.play(&a).is_ok() {
                return Some(a);
            }
        }
        let plan = self.plan(pos, limits);
        let first = *plan.first()?;
        PLANS.with(|p| {
            let mut p = p.borrow_mut();
            if p.len() > 100_000 {
                p.clear();
            }
            let mut q = pos.clone();
            for a in &plan {
                p.insert((self.level, q.key()), *a);
                q.apply(a);
            }
        });
        Some(first)
    }
}

impl AiPlayers for Generals {
    fn ai_levels() -> &'static [AiLevel] {
        &LEVELS
    }

    fn new_ai(index: usize, seed: u64) -> Box<dyn Ai<Self>> {
        Box::new(GeneralsAi::new(index, seed))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_level_plays_legal_actions_to_the_end_of_a_turn() {
        for level in 0..LEVELS.len() {
            let game = Game::new(Generals::start());
            let mut g = game.clone();
            for _ in 0..40 {
                let mut ai = GeneralsAi::new(level, 7);
                let a = ai.choose(&g, &SearchLimits::default()).expect("an action");
                g.play(&a).expect("legal");
                if g.position().at_turn_boundary() {
                    break;
                }
            }
            assert_eq!(g.position().to_move(), Side::Second, "level {level} finished its turn");
        }
    }
}
