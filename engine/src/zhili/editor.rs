//! Zhili in the position editor: each side's four pieces and the shared piece on the eleven
//! points (Z1, Z3) and the side to move, written as Z8 writes a position.

use super::board::POINTS;
use super::pieces::Piece;
use super::position::Zhili;
use crate::editor::{no_reserves, place, plain, Editable, EditedPiece, EditedPosition, EditorError};
use crate::error::PositionError;
use crate::outcome::Side;

impl Editable for Zhili {
    fn edited(&self) -> EditedPosition {
        let pieces = (0..POINTS as u8)
            .filter_map(|p| {
                self.piece_at(p).map(|piece| EditedPiece::plain(p.to_string(), piece.code(), piece.side()))
            })
            .collect();
        EditedPosition { pieces, reserves: Default::default(), to_move: self.side }
    }

    /// The shared piece is not locked (Z5), as at the start. How many pieces stand is Z8's
    /// parser's to check (`zhili.piece-counts`, Z3).
    fn write(edited: &EditedPosition) -> Result<String, PositionError> {
        no_reserves(edited)?;
        let mut board: Vec<Option<Piece>> = vec![None; POINTS];
        for piece in &edited.pieces {
            plain(piece)?;
            let p = (0..POINTS)
                .find(|p| p.to_string() == piece.at)
                .ok_or_else(|| EditorError::point(&piece.at))?;
            place(&mut board, p, piece, piece_of(piece)?)?;
        }
        let points: String = board.iter().map(|p| p.map_or(".", Piece::code)).collect();
        let side = if edited.to_move == Side::First { "r" } else { "b" };
        Ok(format!("{points} {side} 0"))
    }
}

/// The piece of Z3 named by the piece's kind, whose side is the kind's own.
fn piece_of(piece: &EditedPiece) -> Result<Piece, EditorError> {
    let found = Piece::ALL
        .into_iter()
        .find(|p| p.code() == piece.kind)
        .ok_or_else(|| EditorError::kind(&piece.kind))?;
    if found.side() != piece.side {
        return Err(EditorError::side(piece));
    }
    Ok(found)
}
