//! The position and the end of the game (J1–J4).

use super::action::{Move, CELLS};
use crate::game_kind::GameKind;
use crate::outcome::{EndReason, Outcome, Side};
use crate::position::{HistoryRules, Position};

/// Three marks of one side in a row, a column or a diagonal win (J3).
pub const THREE_IN_A_ROW: EndReason = EndReason::new("three-in-a-row", "three in a row");
/// A full board without a line is a draw (J3).
pub const FULL_BOARD: EndReason = EndReason::new("full-board", "full board");

/// The rows, columns and diagonals that win (J3), as cell bits.
const LINES: [u16; 8] = [0o007, 0o070, 0o700, 0o111, 0o222, 0o444, 0o421, 0o124];

/// A tic-tac-toe position: each side's marks and the side to move. X is [`Side::First`] and
/// moves first (J2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TicTacToe {
    pub(super) x: u16,
    pub(super) o: u16,
    pub(super) side: Side,
}

impl TicTacToe {
    /// The side whose mark is on `cell`, if any.
    pub fn mark_at(&self, cell: u8) -> Option<Side> {
        let bit = 1 << cell;
        if self.x & bit != 0 {
            Some(Side::First)
        } else if self.o & bit != 0 {
            Some(Side::Second)
        } else {
            None
        }
    }

    fn marks(&self, side: Side) -> u16 {
        match side {
            Side::First => self.x,
            Side::Second => self.o,
        }
    }

    /// The first line `side` holds whole (J3), as cell bits.
    pub(super) fn line_of(&self, side: Side) -> Option<u16> {
        LINES.into_iter().find(|&line| self.marks(side) & line == line)
    }

    fn full(&self) -> bool {
        (self.x | self.o).count_ones() == CELLS as u32
    }
}

impl Position for TicTacToe {
    type Action = Move;

    const KIND: GameKind = GameKind::TicTacToe;
    // Only passes (J4) can repeat a position.
    const HISTORY_RULES: HistoryRules = HistoryRules { repetition: Some(3), max_plies: None };

    fn start() -> TicTacToe {
        TicTacToe { x: 0, o: 0, side: Side::First }
    }

    fn to_move(&self) -> Side {
        self.side
    }

    fn legal_actions(&self, out: &mut Vec<Move>) {
        out.clear();
        if self.outcome().is_none() {
            out.extend((0..CELLS).filter(|&c| self.mark_at(c).is_none()).map(Move::Place));
        }
    }

    fn apply(&mut self, action: &Move) {
        if let Move::Place(cell) = *action {
            match self.side {
                Side::First => self.x |= 1 << cell,
                Side::Second => self.o |= 1 << cell,
            }
        }
        self.side = self.side.other();
    }

    fn pass(&self) -> Option<Move> {
        self.outcome().is_none().then_some(Move::Pass)
    }

    fn outcome(&self) -> Option<Outcome> {
        let winner = [Side::First, Side::Second].into_iter().find(|&s| self.line_of(s).is_some());
        match winner {
            Some(side) => Some(Outcome::win(side, THREE_IN_A_ROW)),
            None => self.full().then(|| Outcome::draw(FULL_BOARD)),
        }
    }

    fn key(&self) -> u64 {
        self.x as u64 | (self.o as u64) << 9 | (self.side.index() as u64) << 18
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn after(moves: &[&str]) -> TicTacToe {
        moves.iter().fold(TicTacToe::start(), |p, m| p.play(&p.parse_action(m).unwrap()).unwrap())
    }

    #[test]
    fn j3_three_in_a_diagonal_wins_and_ends_the_game() {
        let p = after(&["a1", "a2", "b2", "a3", "c3"]);
        assert_eq!(p.outcome(), Some(Outcome::win(Side::First, THREE_IN_A_ROW)));
        assert!(p.parse_action("b1").is_err(), "no move after the end");
    }

    #[test]
    fn j3_a_full_board_without_a_line_is_a_draw() {
        let p = after(&["b2", "a1", "c1", "a3", "a2", "c2", "b1", "b3", "c3"]);
        assert_eq!(p.outcome(), Some(Outcome::draw(FULL_BOARD)));
    }

    #[test]
    fn j2_a_mark_goes_on_an_empty_cell_only() {
        let p = after(&["b2"]);
        assert!(p.parse_action("b2").is_err());
        assert_eq!(p.to_move(), Side::Second);
    }
}
