//! Why a tap is refused in Zhili (Z4, Z5): the point tapped holds nothing the side may move,
//! or the piece chosen cannot reach it.

use super::board::{JUMPS, POINTS};
use super::pieces::Piece;
use super::position::Zhili;
use crate::position::Position;
use crate::refusal::{Arbiter, Refusal, RefusalCode};

impl Arbiter for Zhili {
    const REFUSALS: &'static [RefusalCode] = &[
        ("zhili.empty-point", "Z4", &["point"]),
        ("zhili.rival-piece", "Z4", &["point", "side"]),
        ("zhili.shared-rests", "Z5", &[]),
        ("zhili.no-move", "Z4", &["point"]),
        ("zhili.lands-on-piece", "Z4", &["to"]),
        ("zhili.jump-over-nothing", "Z4", &["over", "to"]),
        ("zhili.not-joined", "Z4", &["from", "to"]),
    ];

    fn refusal(&self, chosen: &[&str], tapped: &str) -> Refusal {
        let Some(to) = tapped.parse::<u8>().ok().filter(|&p| (p as usize) < POINTS) else {
            return Refusal::new("zhili.empty-point", "Z4").with("point", tapped);
        };
        let from = chosen.first().and_then(|p| p.parse::<u8>().ok()).filter(|&p| (p as usize) < POINTS);
        match (self.piece_at(to), from) {
            // The side's own piece or the shared one: it cannot move now.
            (Some(piece), _) if piece.side().is_none_or(|side| side == self.to_move()) => self.stuck(to),
            (Some(_), Some(_)) => Refusal::new("zhili.lands-on-piece", "Z4").with("to", to),
            (Some(piece), None) => Refusal::new("zhili.rival-piece", "Z4")
                .with("point", to)
                .with("side", piece.side().map_or("", |s| s.name())),
            (None, None) => Refusal::new("zhili.empty-point", "Z4").with("point", to),
            (None, Some(from)) => match JUMPS.iter().find(|j| j.from == from && j.to == to) {
                // On a jump's line with the point beyond empty: nothing stands on the point
                // between.
                Some(jump) => {
                    Refusal::new("zhili.jump-over-nothing", "Z4").with("over", jump.over).with("to", to)
                }
                None => Refusal::new("zhili.not-joined", "Z4").with("from", from).with("to", to),
            },
        }
    }
}

impl Zhili {
    /// Why the piece on `point`, the side's own or the shared one, cannot move.
    fn stuck(&self, point: u8) -> Refusal {
        if self.piece_at(point) == Some(Piece::Shared) && self.locked() {
            return Refusal::new("zhili.shared-rests", "Z5");
        }
        Refusal::new("zhili.no-move", "Z4").with("point", point)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn refusal(position: &str, chosen: &[&str], tapped: &str) -> Refusal {
        position.parse::<Zhili>().unwrap().refusal(chosen, tapped)
    }

    #[test]
    fn z5_the_shared_piece_moved_last_turn_rests() {
        // Red moved the shared piece 5-3: Black may not move it back.
        let r = refusal("bbbsb.r.rrr b 1", &[], "3");
        assert_eq!((r.code, r.rule), ("zhili.shared-rests", "Z5"));
    }

    #[test]
    fn z4_a_piece_with_no_free_point_and_no_jump_cannot_move() {
        // Black's top corner 0: its only neighbour, the hub 2, is taken; no jump line runs
        // through a corner.
        let r = refusal("bbb.bsr.rrr b 0", &[], "0");
        assert_eq!((r.code, r.params["point"].as_str()), ("zhili.no-move", "0"));
    }

    #[test]
    fn z4_a_side_moves_its_own_pieces_or_the_shared_one() {
        let r = refusal("bbb.bsr.rrr r 0", &[], "0");
        assert_eq!((r.code, r.params["side"].as_str()), ("zhili.rival-piece", "second"));
        assert_eq!(refusal("bbb.bsr.rrr r 0", &[], "3").code, "zhili.empty-point");
    }

    #[test]
    fn z4_a_piece_lands_only_on_an_empty_point_next_or_one_jump_away() {
        // Red's 8 may step to 7. 4 holds a Black piece; 3 is not on a line from 8.
        assert_eq!(refusal("bbb.bsr.rrr r 0", &["8"], "4").code, "zhili.lands-on-piece");
        let r = refusal("bbb.bsr.rrr r 0", &["8"], "3");
        assert_eq!(
            (r.code, r.params["from"].as_str(), r.params["to"].as_str()),
            ("zhili.not-joined", "8", "3")
        );
        // 8 over 7 to 5 is a jump's line, but 7 is empty.
        let r = refusal("bbbsb.r.rrr r 0", &["8"], "5");
        assert_eq!((r.code, r.params["over"].as_str()), ("zhili.jump-over-nothing", "7"));
    }
}
