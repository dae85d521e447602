//! Zhili's moves in parts, for their sentences (`ActionWords`): the piece, a step or a jump
//! (Z4) and the point jumped over.

use super::action::Move;
use super::position::Zhili;
use crate::view::{ActionWords, Verb};

/// A jump over a piece (Z4).
const JUMP: Verb = Verb::new("jump");

/// The verbs of Zhili's moves, in the catalog's order.
pub(super) const VERBS: [Verb; 3] = [Verb::MOVE, JUMP, Verb::PASS];

pub(super) fn words(pos: &Zhili, action: &Move) -> ActionWords {
    match *action {
        Move::Play { from, to } => {
            let over = Zhili::jumped(from, to);
            ActionWords {
                piece: pos.piece_at(from).map(|p| p.code()),
                from: Some(from.to_string()),
                to: Some(to.to_string()),
                over: over.map(|p| p.to_string()),
                ..ActionWords::of(if over.is_some() { JUMP } else { Verb::MOVE })
            }
        }
        Move::Pass => ActionWords::of(Verb::PASS),
    }
}
