//! The position and the end of the game (Z3–Z7).

use super::action::Move;
use super::board::bit;
use super::pieces::Piece;
use crate::game_kind::GameKind;
use crate::outcome::{EndReason, Outcome, Side};
use crate::position::{HistoryRules, Position};

/// A draw after 200 plies in all (Z6).
pub const PLY_LIMIT: EndReason = EndReason::new("ply-limit", "200-ply limit");

/// A Zhili position: Black's and Red's points, the shared piece, the side to move and the
/// lock of Z5. Red is [`Side::First`] and moves first (Z3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Zhili {
    pub(super) black: u16,
    pub(super) red: u16,
    pub(super) shared: u8,
    pub(super) side: Side,
    /// The shared piece may not be moved now (it moved on the previous turn).
    pub(super) locked: bool,
}

impl Zhili {
    pub(super) fn own(&self, side: Side) -> u16 {
        match side {
            Side::First => self.red,
            Side::Second => self.black,
        }
    }

    /// The shared piece's point.
    pub fn shared(&self) -> u8 {
        self.shared
    }

    /// Whether the shared piece is locked for the side to move (Z5).
    pub fn locked(&self) -> bool {
        self.locked
    }

    /// The piece on point `p`, if any.
    pub fn piece_at(&self, p: u8) -> Option<Piece> {
        if p == self.shared {
            Some(Piece::Shared)
        } else if self.red & bit(p) != 0 {
            Some(Piece::Red)
        } else if self.black & bit(p) != 0 {
            Some(Piece::Black)
        } else {
            None
        }
    }
}

impl Position for Zhili {
    type Action = Move;

    const KIND: GameKind = GameKind::Zhili;
    const HISTORY_RULES: HistoryRules =
        HistoryRules { repetition: Some(3), max_plies: Some((200, PLY_LIMIT)) };

    fn start() -> Zhili {
        "bbb.bsr.rrr r 0".parse().expect("the start position is valid")
    }

    fn to_move(&self) -> Side {
        self.side
    }

    fn legal_actions(&self, out: &mut Vec<Move>) {
        self.generate(out);
    }

    fn apply(&mut self, action: &Move) {
        match *action {
            Move::Play { from, to } => {
                if from == self.shared {
                    self.shared = to;
                    self.locked = true;
                } else {
                    let own = match self.side {
                        Side::First => &mut self.red,
                        Side::Second => &mut self.black,
                    };
                    *own = (*own & !bit(from)) | bit(to);
                    self.locked = false;
                }
            }
            Move::Pass => self.locked = false,
        }
        self.side = self.side.other();
    }

    fn pass(&self) -> Option<Move> {
        self.has_move().then_some(Move::Pass)
    }

    fn outcome(&self) -> Option<Outcome> {
        (!self.has_move()).then(|| Outcome::win(self.side.other(), EndReason::NO_LEGAL_ACTION))
    }

    fn key(&self) -> u64 {
        self.black as u64
            | (self.red as u64) << 11
            | (self.shared as u64) << 22
            | (self.side.index() as u64) << 26
            | (self.locked as u64) << 27
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Search and perft copy a position instead of undoing an action, which pays while a
    /// position is small (docs/performance.md, "Copy, not undo"): Zhili's is one word.
    #[test]
    fn the_position_is_small_enough_to_copy() {
        assert_eq!(size_of::<Zhili>(), 8);
    }
}
