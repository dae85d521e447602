//! The planners of the levels below the master. Each plans a whole turn of atomic actions
//! (G14): the choice of general and mode, steps and attacks, then `end`.

use crate::ai::SearchLimits;
use crate::position::Position;
use crate::rng::Rng;

use super::super::action::Action;
use super::super::position::Generals;
use super::eval::{after_reply_score, evaluate, Weights, AFTER_REPLY, EASY, HARD, NORMAL};

/// Hard's plans per general and mode: one greedy, the others perturbed by this much more each.
const HARD_VARIANTS: usize = 4;
const HARD_NOISE_STEP: f64 = 0.5;

/// Plays greedily from a mid-turn position to the end of the turn, appending the actions.
pub fn complete_turn(pos: &mut Generals, w: Weights, noise: f64, rng: &mut Rng, out: &mut Vec<Action>) {
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
pub fn random_turn(pos: &mut Generals, rng: &mut Rng, out: &mut Vec<Action>) {
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
pub fn plan_normal(pos: &Generals, w: Weights, noise: f64, rng: &mut Rng) -> (Vec<Action>, Generals) {
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

pub fn plan_hard(pos: &Generals, rng: &mut Rng, limits: &SearchLimits) -> Vec<Action> {
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

/// Easy's turn: any general and mode at random, then greedy actions.
pub fn plan_easy(pos: &Generals, rng: &mut Rng) -> Vec<Action> {
    let mut q = pos.clone();
    let mut plan = Vec::new();
    if q.at_turn_boundary() {
        let mut choices = Vec::new();
        q.legal_actions(&mut choices);
        let c = choices[rng.below(choices.len())];
        q.apply(&c);
        plan.push(c);
    }
    complete_turn(&mut q, EASY, 0.3, rng, &mut plan);
    plan
}
