//! Generals in the position editor: the units on the map (G1), each with its id (its general
//! and number, G14), kind (G3), cell and health, and the team to move, written as G14 writes
//! a position between turns.

use super::board::Square;
use super::notation::NotationError;
use super::pieces::{Kind, UnitId};
use super::position::Generals;
use crate::editor::{no_reserves, Editable, EditedPiece, EditedPosition, EditorError};
use crate::error::PositionError;
use crate::outcome::Side;
use crate::text::excerpt;

/// A unit as the notation writes it.
struct Written {
    id: UnitId,
    kind: Kind,
    at: Square,
    hp: Option<u8>,
}

impl Editable for Generals {
    /// The units between turns: a position in the middle of a turn is taken apart as it stands,
    /// without the state of that turn.
    fn edited(&self) -> EditedPosition {
        let pieces = self
            .units()
            .map(|(id, u)| EditedPiece {
                at: self.sq(u.cell).to_string(),
                kind: u.kind.code().to_string(),
                side: Some(id.colour().side()),
                hp: Some(u.hp),
                unit: Some(id.to_string()),
            })
            .collect();
        EditedPosition { pieces, reserves: Default::default(), to_move: self.to_move }
    }

    /// A position between turns, as a composed one always is: the no-damage count (G12) is 0
    /// and every wait (G13) over, as at the start. A unit on the cell of a Chariot of its team
    /// rides it (G9): the notation's `^` is written for it. Two units on one cell are the
    /// parser's to accept or refuse (`generals.shared-cell`), as G9 and G15 leave some there.
    fn write(edited: &EditedPosition) -> Result<String, PositionError> {
        no_reserves(edited)?;
        let units = edited.pieces.iter().map(unit_of).collect::<Result<Vec<_>, _>>()?;
        let tokens: Vec<String> = units
            .iter()
            .map(|u| {
                let mut token = format!("{}={}@{}", u.id, u.kind, u.at);
                if let Some(hp) = u.hp {
                    token.push_str(&format!(":{hp}"));
                }
                let side = u.id.colour().side();
                let chariot = units.iter().find(|c| {
                    c.kind == Kind::Chariot && c.at == u.at && c.id != u.id && c.id.colour().side() == side
                });
                if let Some(chariot) = chariot.filter(|_| u.kind != Kind::Chariot) {
                    token.push_str(&format!("^{}", chariot.id));
                }
                token
            })
            .collect();
        let team = if edited.to_move == Side::First { "s" } else { "n" };
        let units = if tokens.is_empty() { "-".to_string() } else { tokens.join(",") };
        Ok(format!("{team} 0 {units}"))
    }
}

/// A piece as a unit of the standard map: an id of G14 (the notation's own refusal when it is
/// not one), a kind of G3, a cell of the map, and the side of its general (G2).
fn unit_of(piece: &EditedPiece) -> Result<Written, PositionError> {
    let point = || excerpt(&piece.at);
    let id = piece.unit.as_deref().ok_or_else(|| EditorError::UnitIdMissing { point: point() })?;
    let id = UnitId::parse(id).ok_or_else(|| NotationError::unit_id(id))?;
    let kind = Kind::from_code(&piece.kind).ok_or_else(|| EditorError::kind(&piece.kind))?;
    if piece.side != Some(id.colour().side()) {
        return Err(EditorError::side(piece).into());
    }
    let at = Square::from_name(&piece.at)
        .filter(|&sq| super::board::Map::standard().cell(sq).is_some())
        .ok_or_else(|| EditorError::point(&piece.at))?;
    Ok(Written { id, kind, at, hp: piece.hp })
}
