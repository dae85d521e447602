//! Generals' atomic actions in parts, for their sentences (`ActionWords`): the general chosen,
//! the unit that acts and its kind, what it attacks, whether a Chariot carries passengers or a
//! unit gets on or off one (G9), a Hook's pull (G10), a Catapult's shot (G8), a warp (G11).

use super::action::{Action, Mode};
use super::pieces::{Kind, UnitId};
use super::position::{Generals, NONE};
use crate::position::Position;
use crate::view::{ActionWords, Verb};

/// A general chosen to act itself (G5).
const LEAD: Verb = Verb::new("lead");
/// A general chosen for its soldiers to act (G5).
const TROOPS: Verb = Verb::new("troops");
/// A Chariot moves with its passengers (G9).
const CARRY: Verb = Verb::new("carry");
/// A unit gets on a Chariot (G9).
const BOARD: Verb = Verb::new("board");
/// A passenger gets off its Chariot (G9).
const ALIGHT: Verb = Verb::new("alight");
/// An attack whose target stays on the board (G8).
const ATTACK: Verb = Verb::new("attack");
/// An attack that removes its target (G8).
const DEFEAT: Verb = Verb::new("defeat");
/// A Hook's pull (G10).
const PULL: Verb = Verb::new("pull");
/// A Catapult's area shot at a cell (G8).
const BOMBARD: Verb = Verb::new("bombard");
/// An Assassin's warp (G11).
const WARP: Verb = Verb::new("warp");
/// The end of a turn (`end`).
const END_TURN: Verb = Verb::new("end-turn");

/// The verbs of Generals' actions, in the catalog's order.
pub(super) const VERBS: [Verb; 13] = [
    LEAD,
    TROOPS,
    Verb::MOVE,
    CARRY,
    BOARD,
    ALIGHT,
    ATTACK,
    DEFEAT,
    PULL,
    BOMBARD,
    WARP,
    END_TURN,
    Verb::PASS,
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
            ..ActionWords::of(if mode == Mode::Lead { LEAD } else { TROOPS })
        },
        Action::Step { unit, to } => {
            let (was, now) = (pos.units[unit.slot()], after.units[unit.slot()]);
            let carried = pos.passengers(unit.slot());
            let verb = match (was.carrier != NONE, now.carrier != NONE) {
                (false, true) => BOARD,
                (true, false) => ALIGHT,
                _ if carried > 0 => CARRY,
                _ => Verb::MOVE,
            };
            let count = (verb == CARRY).then_some(carried as u8);
            // The Chariot got on or off: the unit's carrier after or before the step.
            let chariot = [now.carrier, was.carrier].into_iter().find(|&c| c != NONE);
            let target = chariot.filter(|_| matches!(verb, BOARD | ALIGHT));
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
                Kind::Hook => PULL,
                Kind::Catapult => BOMBARD,
                _ if removed => DEFEAT,
                _ => ATTACK,
            };
            ActionWords {
                to: Some(at.to_string()),
                target: target.map(|s| pos.units[s as usize].kind.code()),
                target_group: target.map(|s| UnitId(s).colour().letter_str()),
                ..actor(unit, verb)
            }
        }
        Action::Warp { unit, to } => ActionWords { to: Some(to.to_string()), ..actor(unit, WARP) },
        Action::End => {
            ActionWords { group: pos.turn.chosen.map(|(g, _)| g.letter_str()), ..ActionWords::of(END_TURN) }
        }
        Action::Pass => ActionWords::of(Verb::PASS),
    }
}
