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

/// A move onto an enemy piece, which is taken (T5).
const CAPTURE: Verb = Verb::new("capture");
/// A Shield-pattern drop that pushes its neighbours one point on (T5).
const SHOCK: Verb = Verb::new("shock");
/// The follower's move after its general's (T9), in `ActionWords::then`.
const FOLLOW: Verb = Verb::new("follow");
/// Soldiers placed from the reserve (T7).
const RECRUIT: Verb = Verb::new("recruit");
/// A general from the reserve, paid with soldiers (T8).
const EXCHANGE: Verb = Verb::new("exchange");
/// The second player takes over the first player's opening (the swap rule, T14).
const SWAP: Verb = Verb::new("swap");

/// The verbs of Twin Cities' actions, in the catalog's order.
pub(super) const VERBS: [Verb; 8] = [Verb::MOVE, CAPTURE, SHOCK, FOLLOW, RECRUIT, EXCHANGE, SWAP, Verb::PASS];

pub(super) fn words(pos: &TwinCities, action: &Action) -> ActionWords {
    ActionWords { compact: Some(compact(pos, action)), ..parts(pos, action) }
}

fn parts(pos: &TwinCities, action: &Action) -> ActionWords {
    let kind_on = |p: u8| pos.piece_at(p).map(|(k, _)| k.code());
    match *action {
        Action::Move { from, to, shock, follower } => {
            let target = if shock { None } else { kind_on(to) };
            let verb = match (shock, target) {
                (true, _) => SHOCK,
                (false, Some(_)) => CAPTURE,
                (false, None) => Verb::MOVE,
            };
            let pushed = pos.effects(action).iter().filter(|e| matches!(e, Effect::Push { .. })).count();
            let then = follower.map(|(a, b)| {
                Box::new(ActionWords {
                    piece: kind_on(a),
                    from: Some(name(a)),
                    to: Some(name(b)),
                    ..ActionWords::of(FOLLOW)
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
            ..ActionWords::of(RECRUIT)
        },
        Action::Exchange { general, to, soldiers, len } => ActionWords {
            piece: Some(general.code()),
            to: Some(name(to)),
            target: Some(Kind::Soldier.code()),
            points: Action::list(&soldiers, len).iter().map(|&p| name(p)).collect(),
            ..ActionWords::of(EXCHANGE)
        },
        Action::Swap => ActionWords::of(SWAP),
        Action::Pass => ActionWords::of(Verb::PASS),
    }
}
