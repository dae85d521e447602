//! Twin Cities in the position editor: the pieces on the board (T1, T2), each side's reserve
//! (T6) and the side to move, written as T13 writes a position.

use std::collections::BTreeMap;

use super::board::{name, parse_point, NONE, POINTS};
use super::pieces::{cell, kind_of, side_of, Cell, Kind, EMPTY, STRONGHOLD};
use super::position::TwinCities;
use crate::editor::{place, plain, Editable, EditedPiece, EditedPosition, EditorError};
use crate::error::PositionError;
use crate::outcome::Side;
use crate::text::excerpt;

/// The most of one kind a reserve is written with: T13 writes a count as one digit.
const MOST_IN_RESERVE: u8 = 9;

impl Editable for TwinCities {
    fn edited(&self) -> EditedPosition {
        let pieces = (0..POINTS as u8)
            .filter_map(|p| {
                let c = self.board[p as usize];
                (c != EMPTY).then(|| EditedPiece::plain(name(p), kind_of(c).code(), side_of(c)))
            })
            .collect();
        let reserves = Side::BOTH.map(|side| {
            Kind::RESERVE
                .into_iter()
                .map(|kind| (kind.code().to_string(), self.reserve_count(side, kind)))
                .filter(|&(_, n)| n > 0)
                .collect()
        });
        EditedPosition { pieces, reserves, to_move: self.to_move }
    }

    /// The counter of quiet plies is 0 and the turn 1, as at the start (T3); the swap rule
    /// (T14) is not in force, as in a game started without it.
    fn write(edited: &EditedPosition) -> Result<String, PositionError> {
        let mut board: Vec<Option<Cell>> = vec![None; POINTS];
        for piece in &edited.pieces {
            plain(piece)?;
            let p = parse_point(&piece.at).ok_or_else(|| EditorError::point(&piece.at))?;
            place(&mut board, p as usize, piece, cell_of(piece)?)?;
        }
        // Written by the game's own writer; its parser checks it (`compose`).
        let position = TwinCities {
            board: std::array::from_fn(|p| board[p].unwrap_or(EMPTY)),
            reserve: [reserve(edited, Side::First)?, reserve(edited, Side::Second)?],
            to_move: edited.to_move,
            quiet_plies: 0,
            turn: 1,
            cities: [NONE; 2],
            swap_rule: false,
        };
        Ok(position.to_string())
    }
}

/// The content a piece gives its point: a side's piece of T2, or the neutral Stronghold.
fn cell_of(piece: &EditedPiece) -> Result<Cell, EditorError> {
    let kind = Kind::ALL
        .into_iter()
        .find(|k| k.code() == piece.kind)
        .ok_or_else(|| EditorError::kind(&piece.kind))?;
    match (kind, piece.side) {
        (Kind::Stronghold, None) => Ok(STRONGHOLD),
        (Kind::Stronghold, Some(_)) | (_, None) => Err(EditorError::side(piece)),
        (kind, Some(side)) => Ok(cell(kind, side)),
    }
}

/// A side's reserve counts, each of a kind a reserve holds and one digit, as T13 writes them.
fn reserve(edited: &EditedPosition, side: Side) -> Result<[u8; 10], EditorError> {
    let given: &BTreeMap<String, u8> = &edited.reserves[side.index()];
    let mut counts = [0u8; 10];
    for (code, &count) in given {
        let kind = Kind::RESERVE
            .into_iter()
            .find(|k| k.code() == code)
            .ok_or_else(|| EditorError::ReserveKind { side, kind: excerpt(code) })?;
        if count > MOST_IN_RESERVE {
            let kind = kind.code().to_string();
            return Err(EditorError::ReserveCount { side, kind, count, max: MOST_IN_RESERVE });
        }
        counts[kind.index()] = count;
    }
    Ok(counts)
}
