//! Moves (Z4, Z5): steps along a line to an empty neighbour, jumps along the two straight
//! lines, and the shared piece's lock.

use super::action::Move;
use super::board::{bit, points, JUMPS, NEIGHBOURS, POINTS};
use super::position::Zhili;

const ALL_POINTS: u16 = (1 << POINTS) - 1;

impl Zhili {
    pub(super) fn occupied(&self) -> u16 {
        self.black | self.red | bit(self.shared)
    }

    /// The points each piece on `from_mask` can reach by a step or a jump, in point order.
    pub(super) fn moves_from(&self, from_mask: u16, mut emit: impl FnMut(u8, u8)) {
        let occupied = self.occupied();
        let empty = ALL_POINTS & !occupied;
        for from in points(from_mask) {
            let mut targets = NEIGHBOURS[from as usize] & empty;
            for j in JUMPS {
                if j.from == from && occupied & bit(j.over) != 0 && empty & bit(j.to) != 0 {
                    targets |= bit(j.to);
                }
            }
            for to in points(targets) {
                emit(from, to);
            }
        }
    }

    /// The pieces the side to move may move: its own, and the shared one unless locked (Z5).
    fn movable(&self) -> u16 {
        self.own(self.side) | if self.locked { 0 } else { bit(self.shared) }
    }

    pub(super) fn generate(&self, out: &mut Vec<Move>) {
        out.clear();
        self.moves_from(self.movable(), |from, to| out.push(Move::Play { from, to }));
    }

    pub(super) fn has_move(&self) -> bool {
        let mut any = false;
        self.moves_from(self.movable(), |_, _| any = true);
        any
    }

    /// The point jumped over by a move, if it is a jump.
    pub(super) fn jumped(from: u8, to: u8) -> Option<u8> {
        JUMPS.iter().find(|j| j.from == from && j.to == to).map(|j| j.over)
    }
}
