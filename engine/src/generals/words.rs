//! Generals' atomic actions in parts, for their sentences (`ActionWords`): the general chosen,
//! the unit that acts and its kind, what it attacks, whether a Chariot carries passengers or a
//! unit gets on or off one (G9), a Hook's pull (G10), a Catapult's shot (G8), a warp (G11).

use super::action::{Action, Mode};
use super::pieces::{Kind, UnitId};
use super::position::{Generals, NONE};
use crate::position::Position;
use crate::view::{ActionWords, Verb};

/// The verbs of Generals' actions, in the catalog's order.
pub(super) const VERBS: [Verb; 13] = [
    Verb::Lead,
    Verb::Troops,
    Verb::Move,
    Verb::Carry,
    Verb::Board,
    Verb::Alight,
    Verb::Attack,
    Verb::Defeat,
    Verb::Pull,
    Verb::Bombard,
    Verb::Warp,
    Verb::EndTurn,
    Verb::Pass,
];

pub(super) fn words(pos: &Generals, action: &Action) -> ActionWords {
    let actor = |id: UnitId, verb| {
        let u = pos.units[id.slot()];
        ActionWords {
            group: Some(id.colour().letter_str()),
            piece: Some(u.kind.code()),
            from: Some(pos.sq(u.cell).to_string()),
            ..ActionWords::of(verb)
        }
    };
    let mut after = pos.clone();
    after.apply(action);
    match *action {
        Action::Choose { general, mode } => ActionWords {
            group: Some(general.letter_str()),
            piece: Some(Kind::General.code()),
            ..ActionWords::of(if mode == Mode::Lead { Verb::Lead } else { Verb::Troops })
        },
        Action::Step { unit, to } => {
            let (was, now) = (pos.units[unit.slot()], after.units[unit.slot()]);
            let carried = pos.passengers(unit.slot());
            let verb = match (was.carrier != NONE, now.carrier != NONE) {
                (false, true) => Verb::Board,
                (true, false) => Verb::Alight,
                _ if carried > 0 => Verb::Carry,
                _ => Verb::Move,
            };
            let count = (verb == Verb::Carry).then_some(carried as u8);
            // The Chariot got on or off: the unit's carrier after or before the step.
            let chariot = [now.carrier, was.carrier].into_iter().find(|&c| c != NONE);
            let target = chariot.filter(|_| matches!(verb, Verb::Board | Verb::Alight));
            ActionWords {
                to: Some(to.to_string()),
                count,
                target: target.map(|c| pos.units[c as usize].kind.code()),
                ..actor(unit, verb)
            }
        }
        Action::Attack { unit, at } => {
            let target = pos.cell_of(at).map(|c| pos.occ[c as usize]).filter(|&s| s != NONE);
            let removed = target.is_some_and(|s| !after.units[s as usize].alive());
            let verb = match pos.units[unit.slot()].kind {
                Kind::Hook => Verb::Pull,
                Kind::Catapult => Verb::Bombard,
                _ if removed => Verb::Defeat,
                _ => Verb::Attack,
            };
            ActionWords {
                to: Some(at.to_string()),
                target: target.map(|s| pos.units[s as usize].kind.code()),
                target_group: target.map(|s| UnitId(s).colour().letter_str()),
                ..actor(unit, verb)
            }
        }
        Action::Warp { unit, to } => ActionWords { to: Some(to.to_string()), ..actor(unit, Verb::Warp) },
        Action::End => ActionWords {
            group: pos.turn.chosen.map(|(g, _)| g.letter_str()),
            ..ActionWords::of(Verb::EndTurn)
        },
        Action::Pass => ActionWords::of(Verb::Pass),
    }
}
