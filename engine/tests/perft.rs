//! Perft figures from each game's `examples.perft`, beside its rules (`<game>/examples.perft`,
//! found through the registry; shakmaty's `*.perft` style): blocks of `id NAME`, `position
//! POS` and `perft DEPTH NODES` lines; `#` starts a comment. Where each figure comes from is
//! written in its file.

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

#[test]
fn perft_figures_of_every_game() {
    for kind in GameKind::ALL {
        let cases = cases(kind.examples().perft);
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
