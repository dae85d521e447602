//! Zhili's rule examples for the engine's shared tests ([`crate::examples`]): its perft
//! figures, how many random games to walk, refused taps for the codes random games may not
//! meet, and every error it sends.

use crate::examples::{as_json, refused, renamed, Examples, PartChanged, RefusedTap, Walk};
use crate::presentation::Presentation;

pub(super) const EXAMPLES: Examples = Examples {
    perft: include_str!("examples.perft"),
    random_games: Walk { games: 300, plies: 250 },
    refusal_walk: Walk { games: 20, plies: 60 },
    refused_taps: ZHILI,
    errors,
    word_positions: &[],
    lessons: 3,
    changed_part,
};

const ZHILI: &[RefusedTap] = &[
    refused(
        "Z4: a side moves its own piece or the shared one, not an empty point",
        None,
        &[],
        &[],
        "3",
        "zhili.empty-point",
    ),
    refused("Z4: Red moves no Black piece", None, &[], &[], "0", "zhili.rival-piece"),
    refused(
        "Z5: the shared piece Red moved rests on Black's turn",
        None,
        &["5-3"],
        &[],
        "3",
        "zhili.shared-rests",
    ),
    refused("Z4: a corner piece behind its taken hub cannot move", None, &["8-7"], &[], "0", "zhili.no-move"),
    refused("Z4: a piece lands only on an empty point", None, &[], &["8"], "4", "zhili.lands-on-piece"),
    refused(
        "Z4: a jump needs a piece on the point between",
        Some("bbbsb.r.rrr r 0"),
        &[],
        &["8"],
        "5",
        "zhili.jump-over-nothing",
    ),
    refused("Z4: 8 and 3 are not joined by a line", None, &[], &["8"], "3", "zhili.not-joined"),
];

/// Every variant of `zhili::NotationError`, once.
fn errors() -> Vec<serde_json::Value> {
    use super::NotationError as E;
    let all = [
        E::Fields { found: 0 },
        E::PointCount { points: 0, found: 0 },
        E::PointLetter { point: 0, letter: String::new() },
        E::PieceCounts {
            black: 0,
            red: 0,
            shared: 0,
            empty: 0,
            expected_black: 0,
            expected_red: 0,
            expected_shared: 0,
            expected_empty: 0,
        },
        E::Side { side: String::new() },
        E::Lock { lock: String::new() },
    ];
    // No wildcard: a new variant does not compile until it is listed above as well.
    for e in &all {
        match e {
            E::Fields { .. }
            | E::PointCount { .. }
            | E::PointLetter { .. }
            | E::PieceCounts { .. }
            | E::Side { .. }
            | E::Lock { .. } => {}
        }
    }
    as_json(&all)
}

/// Its catalog part, and the same with every value its rules page quotes changed.
fn changed_part() -> PartChanged {
    let real = <super::Zhili as Presentation>::catalog_part();
    let mut c = real.clone();
    for line in &mut c.straight_lines {
        line.iter_mut().for_each(|p| *p = renamed(p));
    }
    for p in &mut c.pieces {
        p.count += 50;
    }
    (Box::new(real), Box::new(c))
}
