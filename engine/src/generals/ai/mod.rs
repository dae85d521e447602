//! Four AI levels for Generals, all built on whole-turn planning over atomic actions:
//!
//! - `beginner`: random turns (a random general and mode, random actions, attacks preferred);
//! - `easy`: a random general and mode, then greedy actions scored by material, immediate
//!   attack chances and closing in;
//! - `normal`: plans a turn for every general and mode greedily and keeps the one whose end
//!   position scores best, counting the enemy's threats for next turn;
//! - all greedy levels grow bolder as the no-damage count rises, so quiet games are pressed
//!   rather than drifting to the G12 draw;
//! - `hard`: several plans per general and mode (greedy and perturbed), each answered by the
//!   `normal` planner for the enemy, keeping the plan whose position after the reply scores
//!   best.
//!
//! A level plans the whole turn when asked for its first action and remembers the plan, so
//! the following actions of the turn cost nothing; an AI made afresh for each action simply
//! plans the rest of the turn again.

use std::sync::OnceLock;
use std::time::Duration;

use crate::ai::{Ai, AiLevel, AiPlayers, SearchLimits};
use crate::game::Game;
use crate::outcome::Side;
use crate::position::Position;
use crate::rng::Rng;

use super::map::Map;
use super::notation::Action;
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
const QUIET_FADE: f64 = 40.0;
const QUIET_PUSH: f64 = 8.0;
/// A general on the board is worth this on top of its HP.
const GENERAL_ALIVE: f64 = 20.0;

impl Generals {
    /// Material of a side: each unit's value by its share of HP; a general also carries its
    /// soldiers' worth, since they fall with it.
    fn material(&self, side: Side) -> f64 {
        let mut m = 0.0;
        for s in 0..20 {
            let u = &self.units[s];
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
    fn hit_value(&self, v: usize, damage: u8, kill: bool) -> f64 {
        let u = &self.units[v];
        let per_hp = unit_value(u.kind) / u.kind.max_hp() as f64;
        if kill || damage >= u.hp {
            let mut value = per_hp * u.hp as f64;
            if u.kind == Kind::General {
                value += GENERAL_ALIVE;
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

    /// The attacks still open this turn: each free unit's best immediate target, each
    /// target counted once (at its best value).
    fn attack_potential(&self) -> f64 {
        let mut by_target: [f64; 21] = [0.0; 21];
        let mut cells = Vec::new();
        for s in self.actors() {
            if !self.units[s].alive() || self.turn.flags[s] & ATTACKED != 0 {
                continue;
            }
            cells.clear();
            self.attack_targets(s, &mut cells);
            let u = self.units[s];
            let mut best = (0.0f64, 20usize);
            for &t in &cells {
                let v = self.occ[t as usize];
                let (value, target) = match u.kind {
                    Kind::Catapult => (self.area_value(t, side_of(s)), 20),
                    Kind::Hook => (0.0, 20),
                    _ if v != NONE => {
                        let (d, k) = self.damage_to(u.kind, u.cell, v as usize);
                        (self.hit_value(v as usize, d, k), v as usize)
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

    /// Roughly what `side` could take next turn with its best choice of general and mode:
    /// for each unit, its best target within move + reach; each target counted once.
    fn threat(&self, side: Side) -> f64 {
        let mut best_group = 0.0f64;
        for g in super::units::Colour::of_side(side) {
            let base = g.index() * 5;
            let mut lead = 0.0f64;
            let mut troops = [0.0f64; 20];
            for s in base..base + 5 {
                let u = &self.units[s];
                if !u.alive() {
                    continue;
                }
                let mut best = (0.0f64, 0usize);
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
                        Kind::Catapult => u.cd == 0 && (4..=5 + moves).contains(&cheb),
                        Kind::Hook => false,
                        _ => dist <= moves + u.kind.reach() as u32,
                    };
                    if ok {
                        let (d, k) = self.damage_to(u.kind, u.cell, v);
                        let val = if u.kind == Kind::Catapult {
                            0.5 * self.hit_value(v, 1, false)
                        } else {
                            self.hit_value(v, d, k)
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
    fn closeness(&self, side: Side) -> f64 {
        let table = land_distances(self.map);
        let cells = self.map.cells();
        let mut total = 0.0;
        for s in 0..20 {
            let u = &self.units[s];
            if !u.alive() || side_of(s) != side || s % 5 == 0 {
                continue;
            }
            let mut nearest = 40u32;
            for v in 0..20 {
                let t = &self.units[v];
                if t.alive() && side_of(v) != side {
                    let d = match table {
                        Some(tab) if u.kind != Kind::Marine => {
                            tab[u.cell as usize * cells + t.cell as usize] as u32
                        }
                        _ => {
                            let (dx, dy) = self.map.delta(u.cell, t.cell);
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

/// How a level scores positions.
#[derive(Clone, Copy)]
struct Weights {
    potential: f64,
    threat: f64,
    closeness: f64,
}

const EASY: Weights = Weights { potential: 0.8, threat: 0.0, closeness: 0.05 };
const NORMAL: Weights = Weights { potential: 0.8, threat: 0.3, closeness: 0.1 };
/// Hard plans its own turns more cautiously, then checks them against the enemy's reply.
const HARD: Weights = Weights { potential: 0.8, threat: 0.6, closeness: 0.04 };
/// Hard's score after the reply: our threats, the enemy's, closing in.
const AFTER_REPLY: [f64; 3] = [0.3, 0.2, 0.1];
/// Hard's plans per general and mode: one greedy, the others perturbed by this much more each.
const HARD_VARIANTS: usize = 4;
const HARD_NOISE_STEP: f64 = 0.5;

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
    // The longer nothing happens, the bolder: a quiet game drifts to the G12 draw.
    let quiet = pos.quiet as f64;
    if w.threat > 0.0 {
        // After our turn the enemy moves: what it could take counts against us.
        score -= w.threat * (1.0 - quiet / QUIET_FADE).max(0.0) * pos.threat(them);
    }
    score += w.closeness * (1.0 + quiet / QUIET_PUSH) * pos.closeness(me);
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
        // `end` keeps the position as it is; another action must improve on it (noise only
        // breaks near-ties among the improving ones).
        let stay = evaluate(pos, me, w, true);
        let mut best = (f64::MIN, Action::End);
        for a in &actions {
            if *a == Action::End {
                continue;
            }
            let mut next = pos.clone();
            next.apply(a);
            let score = evaluate(&next, me, w, true);
            if score <= stay + 1e-6 {
                continue;
            }
            let score = score + if noise > 0.0 { noise * rng.unit() } else { 0.0 };
            if score > best.0 {
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
fn plan_normal(pos: &Generals, w: Weights, noise: f64, rng: &mut Rng) -> (Vec<Action>, Generals) {
    let me = pos.to_move;
    if !pos.at_turn_boundary() {
        let mut q = pos.clone();
        let mut plan = Vec::new();
        complete_turn(&mut q, w, noise, rng, &mut plan);
        return (plan, q);
    }
    let mut choices = Vec::new();
    pos.legal_actions(&mut choices);
    let mut best: Option<(f64, Vec<Action>, Generals)> = None;
    for c in choices {
        let mut q = pos.clone();
        q.apply(&c);
        let mut plan = vec![c];
        complete_turn(&mut q, w, noise, rng, &mut plan);
        let score = evaluate(&q, me, w, false) + noise * rng.unit();
        if best.as_ref().is_none_or(|b| score > b.0) {
            best = Some((score, plan, q));
        }
    }
    let (_, plan, q) = best.unwrap_or((0.0, vec![Action::Pass], pos.clone()));
    (plan, q)
}

/// Hard's score of the position after the enemy's reply (our turn again): material, what
/// we could take now, what the enemy could take after that, closing in.
fn after_reply_score(pos: &Generals, me: Side, k: [f64; 3]) -> f64 {
    if let Some(o) = pos.outcome() {
        return match o.winner {
            None => 0.0,
            Some(s) if s == me => WIN_SCORE,
            Some(_) => -WIN_SCORE,
        };
    }
    pos.material(me) - pos.material(me.other()) + k[0] * pos.threat(me) - k[1] * pos.threat(me.other())
        + k[2] * pos.closeness(me)
}

fn plan_hard(pos: &Generals, rng: &mut Rng, limits: &SearchLimits) -> Vec<Action> {
    let me = pos.to_move;
    let (w, variants, noise_step, k) = (HARD, HARD_VARIANTS, HARD_NOISE_STEP, AFTER_REPLY);
    let mut starts = Vec::new();
    if pos.at_turn_boundary() {
        pos.legal_actions(&mut starts);
    } else {
        starts.push(Action::End); // marker: continue the turn in progress
    }
    let mut best: Option<(f64, Vec<Action>)> = None;
    for &c in &starts {
        for variant in 0..variants {
            if variant > 0 && limits.should_stop() && best.is_some() {
                break;
            }
            let mut q = pos.clone();
            let mut plan = Vec::new();
            if pos.at_turn_boundary() {
                q.apply(&c);
                plan.push(c);
            }
            let noise = noise_step * variant as f64;
            complete_turn(&mut q, w, noise, rng, &mut plan);
            let score = if q.outcome().is_some() {
                after_reply_score(&q, me, k)
            } else {
                let (_, after) = plan_normal(&q, NORMAL, 0.0, rng);
                after_reply_score(&after, me, k)
            };
            if best.as_ref().is_none_or(|b| score > b.0) {
                best = Some((score, plan));
            }
        }
    }
    best.map(|b| b.1).unwrap_or_else(|| vec![Action::Pass])
}

/// A Generals AI of one level.
pub struct GeneralsAi {
    level: usize,
    rng: Rng,
    /// The rest of the turn planned so far: (position key, action to play there).
    plan: Vec<(u64, Action)>,
}

impl GeneralsAi {
    pub fn new(level: usize, seed: u64) -> GeneralsAi {
        GeneralsAi { level: level.min(LEVELS.len() - 1), rng: Rng::new(seed), plan: Vec::new() }
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
                    // Any general, either mode, at random: the turn itself is greedy.
                    let pool = &choices;
                    let c = pool[self.rng.below(pool.len())];
                    q.apply(&c);
                    plan.push(c);
                }
                complete_turn(&mut q, EASY, 0.3, &mut self.rng, &mut plan);
            }
            2 => plan = plan_normal(pos, NORMAL, 0.3, &mut self.rng).0,
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
        let key = pos.key();
        if let Some(i) = self.plan.iter().position(|(k, _)| *k == key) {
            let a = self.plan[i].1;
            if pos.play(&a).is_ok() {
                self.plan.drain(..=i);
                return Some(a);
            }
        }
        let plan = self.plan(pos, limits);
        let first = *plan.first()?;
        self.plan.clear();
        let mut q = pos.clone();
        for a in &plan {
            self.plan.push((q.key(), *a));
            q.apply(a);
        }
        self.plan.remove(0);
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
