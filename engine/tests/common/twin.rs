//! Twin Cities positions from piece lists such as `"Ca1 He5 ci11 Xd5"` (uppercase Red,
//! lowercase Black, `X` Stronghold), and the actions that start at a point.

use std::collections::BTreeSet;

use shuangcheng_engine::twin_cities::TwinCities;
use shuangcheng_engine::Position;

use super::legal;

/// A T13 position string from a piece list, the side to move, both reserves and the counters.
pub fn fen(pieces: &str, side: &str, red: &str, black: &str, quiet: u32, turn: u32) -> String {
    let mut grid = [['.'; 9]; 11];
    for token in pieces.split_whitespace() {
        let letter = token.chars().next().unwrap();
        let file = (token.as_bytes()[1] - b'a') as usize;
        let rank: usize = token[2..].parse().unwrap();
        assert_eq!(grid[rank - 1][file], '.', "two pieces on {token}");
        grid[rank - 1][file] = letter;
    }
    let ranks: Vec<String> = (0..11).rev().map(|r| rank_text(&grid[r])).collect();
    format!("{} {side} {red} {black} {quiet} {turn}", ranks.join("/"))
}

fn rank_text(rank: &[char; 9]) -> String {
    let mut s = String::new();
    let mut empty = 0;
    for &c in rank {
        if c == '.' {
            empty += 1;
            continue;
        }
        if empty > 0 {
            s.push_str(&empty.to_string());
            empty = 0;
        }
        s.push(c);
    }
    if empty > 0 {
        s.push_str(&empty.to_string());
    }
    s
}

/// The position with these pieces and reserves, counters 0 and 1.
pub fn pos(pieces: &str, side: &str, red: &str, black: &str) -> TwinCities {
    super::pos(&fen(pieces, side, red, black, 0, 1))
}

/// The legal board actions that start at `from` (its moves, captures, drops, followers).
pub fn from(p: &TwinCities, from: &str) -> BTreeSet<String> {
    legal(p)
        .into_iter()
        .filter(|a| a.starts_with(from) && !a[from.len()..].starts_with(|c: char| c.is_ascii_digit()))
        .collect()
}

/// `from`'s plain moves and captures to the listed points.
pub fn targets(from: &str, points: &str) -> BTreeSet<String> {
    points.split_whitespace().map(|t| format!("{from}{t}")).collect()
}

/// The position after `action`, written.
pub fn after(p: &TwinCities, action: &str) -> String {
    p.play(&p.parse_action(action).unwrap_or_else(|e| panic!("{action}: {e}"))).unwrap().to_string()
}
