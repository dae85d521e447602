//! Tic-tac-toe's rule examples for the engine's shared tests ([`crate::examples`]): its perft
//! figures, how many random games to walk, a refused tap random games cannot make, and every
//! error it sends.

use super::view::TicTacToePart;
use super::NotationError as E;
use crate::examples::{as_json, refused, Examples, PartChanged, RefusedTap, Walk};

pub(super) const EXAMPLES: Examples = Examples {
    perft: include_str!("examples.perft"),
    random_games: Walk { games: 300, plies: 9 },
    refusal_walk: Walk { games: 20, plies: 9 },
    refused_taps: TIC_TAC_TOE,
    errors,
    word_positions: &[],
    lessons: 1,
    changed_part,
};

const TIC_TAC_TOE: &[RefusedTap] =
    &[refused("J1: a tap names one of the nine cells", None, &[], &[], "d4", "tic-tac-toe.no-cell")];

/// Every variant of `NotationError`, once.
fn errors() -> Vec<serde_json::Value> {
    let all = [
        E::Fields { found: 0 },
        E::CellCount { cells: 0, found: 0 },
        E::CellLetter { cell: String::new(), letter: String::new() },
        E::Side { side: String::new() },
        E::TwoLines,
    ];
    // No wildcard: a new variant does not compile until it is listed above as well.
    for e in &all {
        match e {
            E::Fields { .. } | E::CellCount { .. } | E::CellLetter { .. } | E::Side { .. } | E::TwoLines => {}
        }
    }
    as_json(&all)
}

/// Its catalog part, empty, so nothing of it to change: its page quotes the shared core only.
fn changed_part() -> PartChanged {
    (Box::new(TicTacToePart {}), Box::new(TicTacToePart {}))
}
