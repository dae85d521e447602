//! Tic-tac-toe in the position editor: the marks on the nine cells (J1) and the side to move,
//! written as J5 writes a position.

use super::action::{cell, cell_name, CELLS};
use super::position::TicTacToe;
use crate::editor::{no_reserves, place, plain, Editable, EditedPiece, EditedPosition, EditorError};
use crate::error::PositionError;
use crate::outcome::Side;

impl Editable for TicTacToe {
    fn edited(&self) -> EditedPosition {
        let pieces = (0..CELLS)
            .filter_map(|c| {
                self.mark_at(c).map(|side| EditedPiece::plain(cell_name(c), mark(side), Some(side)))
            })
            .collect();
        EditedPosition { pieces, reserves: Default::default(), to_move: self.side }
    }

    /// A position has nothing else to set (J5).
    fn write(edited: &EditedPosition) -> Result<String, PositionError> {
        no_reserves(edited)?;
        let mut board: Vec<Option<Side>> = vec![None; CELLS as usize];
        for piece in &edited.pieces {
            plain(piece)?;
            let c = cell(&piece.at).ok_or_else(|| EditorError::point(&piece.at))?;
            let side = Side::BOTH
                .into_iter()
                .find(|&side| mark(side) == piece.kind)
                .ok_or_else(|| EditorError::kind(&piece.kind))?;
            if piece.side != Some(side) {
                return Err(EditorError::side(piece).into());
            }
            place(&mut board, c as usize, piece, side)?;
        }
        let cells: String = board.iter().map(|m| m.map_or(".", mark)).collect();
        Ok(format!("{cells} {}", mark(edited.to_move)))
    }
}

/// A side's mark, as the catalog names it.
fn mark(side: Side) -> &'static str {
    if side == Side::First {
        "x"
    } else {
        "o"
    }
}
