//! Perft figures from the data files in `tests/perft/` (shakmaty's `*.perft` style): for each
//! game, blocks of `id NAME`, `position POS` and `perft DEPTH NODES` lines; `#` starts a
//! comment. Where each figure comes from is written in its file.

use shuangcheng_engine::{new_game, GameKind};

struct Case {
    id: String,
    position: String,
    depths: Vec<(u32, u64)>,
}

fn cases(text: &str) -> Vec<Case> {
    let mut out: Vec<Case> = Vec::new();
    for (n, line) in text.lines().enumerate().map(|(n, l)| (n + 1, l.trim())) {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (key, value) = line.split_once(' ').unwrap_or_else(|| panic!("line {n}: '{line}'"));
        match key {
            "id" => out.push(Case { id: value.to_string(), position: String::new(), depths: Vec::new() }),
            "position" => out.last_mut().expect("an id first").position = value.to_string(),
            "perft" => {
                let (depth, nodes) = value.split_once(' ').unwrap_or_else(|| panic!("line {n}: '{line}'"));
                let figure = (depth.parse().unwrap(), nodes.parse().unwrap());
                out.last_mut().expect("an id first").depths.push(figure);
            }
            _ => panic!("line {n}: unknown key '{key}'"),
        }
    }
    out
}

fn data(kind: GameKind) -> &'static str {
    match kind {
        GameKind::Zhili => include_str!("perft/zhili.perft"),
        GameKind::TwinCities => include_str!("perft/twin-cities.perft"),
        GameKind::Generals => include_str!("perft/generals.perft"),
    }
}

#[test]
fn perft_figures_of_every_game() {
    for kind in GameKind::ALL {
        let cases = cases(data(kind));
        assert!(!cases.is_empty(), "{kind}: no perft cases");
        for case in cases {
            let game =
                new_game(kind, Some(&case.position)).unwrap_or_else(|e| panic!("{kind} {}: {e}", case.id));
            assert_eq!(game.position(), case.position, "{kind} {}: the position reads back", case.id);
            for (depth, nodes) in case.depths {
                assert_eq!(game.perft(depth), nodes, "{kind} {} perft {depth}", case.id);
            }
        }
    }
}

/// Search and perft copy a position instead of undoing an action, which pays while a position
/// is small (docs/performance.md, "Copy, not undo"): Zhili's is one word, Twin Cities' about
/// 130 bytes, Generals' about 400.
#[test]
fn positions_are_small_enough_to_copy() {
    use shuangcheng_engine::{generals::Generals, twin_cities::TwinCities, zhili::Zhili};
    let sizes = [size_of::<Zhili>(), size_of::<TwinCities>(), size_of::<Generals>()];
    assert_eq!(sizes[0], 8, "{sizes:?}");
    assert!((100..=160).contains(&sizes[1]), "{sizes:?}");
    assert!((350..=450).contains(&sizes[2]), "{sizes:?}");
}
