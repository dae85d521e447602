//! Twin Cities' actions in parts, for their sentences (`ActionWords`): what moves, what it
//! takes, how many a Shield's drop pushes, who follows; what is recruited or exchanged; and
//! its compact Chinese form (`compact.rs`).

use super::action::Action;
use super::board::name;
use super::compact::compact;
use super::pieces::Kind;
use super::position::TwinCities;
use crate::presentation::Presentation;
use crate::view::{ActionWords, Effect, Verb};

/// The verbs of Twin Cities' actions, in the catalog's order.
pub(super) const VERBS: [Verb; 8] = [
    Verb::Move,
    Verb::Capture,
    Verb::Shock,
    Verb::Follow,
    Verb::Recruit,
    Verb::Exchange,
    Verb::Swap,
    Verb::Pass,
];

pub(super) fn words(pos: &TwinCities, action: &Action) -> ActionWords {
    ActionWords { compact: Some(compact(pos, action)), ..parts(pos, action) }
}

fn parts(pos: &TwinCities, action: &Action) -> ActionWords {
    let kind_on = |p: u8| pos.piece_at(p).map(|(k, _)| k.code());
    match *action {
        Action::Move { from, to, shock, follower } => {
            let target = if shock { None } else { kind_on(to) };
            let verb = match (shock, target) {
                (true, _) => Verb::Shock,
                (false, Some(_)) => Verb::Capture,
                (false, None) => Verb::Move,
            };
            let pushed = pos.effects(action).iter().filter(|e| matches!(e, Effect::Push { .. })).count();
            let then = follower.map(|(a, b)| {
                Box::new(ActionWords {
                    piece: kind_on(a),
                    from: Some(name(a)),
                    to: Some(name(b)),
                    ..ActionWords::of(Verb::Follow)
                })
            });
            ActionWords {
                piece: kind_on(from),
                from: Some(name(from)),
                to: Some(name(to)),
                target,
                count: shock.then_some(pushed as u8),
                then,
                ..ActionWords::of(verb)
            }
        }
        Action::Recruit { points, len } => ActionWords {
            piece: Some(Kind::Soldier.code()),
            points: Action::list(&points, len).iter().map(|&p| name(p)).collect(),
            ..ActionWords::of(Verb::Recruit)
        },
        Action::Exchange { general, to, soldiers, len } => ActionWords {
            piece: Some(general.code()),
            to: Some(name(to)),
            target: Some(Kind::Soldier.code()),
            points: Action::list(&soldiers, len).iter().map(|&p| name(p)).collect(),
            ..ActionWords::of(Verb::Exchange)
        },
        Action::Swap => ActionWords::of(Verb::Swap),
        Action::Pass => ActionWords::of(Verb::Pass),
    }
}
