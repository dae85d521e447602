//! Zhili's own part of its catalog: the lines of the star board (Z1), the straight lines along
//! which pieces jump (Z2) and how many pieces there are (Z3). Its board drawer
//! (`ui/js/boards/zhili.js`) and its rules page read it.

use serde::Serialize;

use super::board::{LINES, STRAIGHT_LINES};
use super::pieces::Piece;
use crate::catalog::GameCatalog;
use crate::rules_text::{CatalogPart, Fact};

/// Zhili's own part of its catalog (`GameCatalog::part`): read by its board drawer
/// (`ui/js/boards/zhili.js`) and its rules page.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct ZhiliPart {
    /// The lines between points (Z1), each once.
    pub lines: Vec<[String; 2]>,
    /// The straight lines along which a piece jumps (Z2), point by point.
    pub straight_lines: Vec<Vec<String>>,
    /// Each piece kind with how many there are (Z3), in notation order.
    pub pieces: Vec<ZhiliPiece>,
}

/// A piece kind by its letter (Z8) and how many stand on the board (Z3).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct ZhiliPiece {
    pub code: &'static str,
    pub count: u8,
}

pub(super) fn catalog_part() -> ZhiliPart {
    let name = |p: u8| p.to_string();
    ZhiliPart {
        lines: LINES.iter().map(|&(a, b)| [name(a), name(b)]).collect(),
        straight_lines: STRAIGHT_LINES.iter().map(|l| l.iter().map(|&p| name(p)).collect()).collect(),
        pieces: Piece::ALL.map(|p| ZhiliPiece { code: p.code(), count: p.count() as u8 }).to_vec(),
    }
}

impl CatalogPart for ZhiliPart {
    /// `board.straight-lines.<i>` (Z2) and `pieces.<code>.count` (Z3).
    fn facts(&self, _core: &GameCatalog) -> Vec<(String, Fact)> {
        let lines = self.straight_lines.iter().enumerate();
        let lines = lines.map(|(i, line)| (format!("board.straight-lines.{i}"), Fact::of(line.join("–"))));
        let counts = self.pieces.iter().map(|p| (format!("pieces.{}.count", p.code), Fact::of(p.count)));
        lines.chain(counts).collect()
    }
}
