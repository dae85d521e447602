//! Why a tap is refused in tic-tac-toe: the cell already holds a mark (J2), or the tap names
//! no cell of the board (J1).

use super::action::cell;
use super::position::TicTacToe;
use crate::refusal::{Arbiter, Refusal, RefusalCode};

impl Arbiter for TicTacToe {
    const REFUSALS: &'static [RefusalCode] =
        &[("tic-tac-toe.taken", "J2", &["cell", "side"]), ("tic-tac-toe.no-cell", "J1", &["cell"])];

    fn refusal(&self, _chosen: &[&str], tapped: &str) -> Refusal {
        match cell(tapped).and_then(|c| self.mark_at(c)) {
            Some(side) => {
                Refusal::new("tic-tac-toe.taken", "J2").with("cell", tapped).with("side", side.name())
            }
            None => Refusal::new("tic-tac-toe.no-cell", "J1").with("cell", tapped),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn j2_a_marked_cell_is_refused_with_its_owner() {
        let pos: TicTacToe = "....x.... o".parse().unwrap();
        let r = pos.refusal(&[], "b2");
        assert_eq!((r.code, r.rule, r.params["side"].as_str()), ("tic-tac-toe.taken", "J2", "first"));
        assert_eq!(pos.refusal(&[], "d4").code, "tic-tac-toe.no-cell");
    }
}
