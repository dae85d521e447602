//! Random valid Twin Cities positions (T13) for the master's tests and its benchmark:
//! crowded or nearly empty boards, reserves from nothing to the whole army.

use shuangcheng_engine::rng::Rng;
use shuangcheng_engine::twin_cities::{Kind, TwinCities};
use shuangcheng_engine::Side;

/// A random valid position (T13): both Cities, up to two Strongholds, each other piece on a
/// random empty point with a probability that varies from nearly none to nearly all, the
/// rest in reserve.
pub fn random_position(rng: &mut Rng) -> TwinCities {
    let mut board = [None::<char>; 99];
    let mut place = |rng: &mut Rng, c: char| loop {
        let p = rng.below(99);
        if board[p].is_none() {
            board[p] = Some(c);
            break;
        }
    };
    place(rng, 'C');
    place(rng, 'c');
    for _ in 0..rng.below(3) {
        place(rng, 'X');
    }
    let density = rng.unit();
    let mut reserves = [String::new(), String::new()];
    for side in Side::BOTH {
        for kind in Kind::RESERVE {
            let mut left = 0;
            for _ in 0..kind.count() {
                if rng.unit() < density * 0.7 {
                    let letter = kind.letter();
                    place(rng, if side == Side::First { letter } else { letter.to_ascii_lowercase() });
                } else {
                    left += 1;
                }
            }
            reserves[side.index()].push_str(&reserve_part(kind, left, side));
        }
    }
    let reserve = |s: &String| if s.is_empty() { "-".to_string() } else { s.clone() };
    let side = if rng.below(2) == 0 { 'r' } else { 'b' };
    let fen = format!(
        "{} {side} {} {} {} {}",
        board_field(&board),
        reserve(&reserves[0]),
        reserve(&reserves[1]),
        rng.below(60),
        1 + rng.below(80)
    );
    fen.parse().unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn reserve_part(kind: Kind, count: usize, side: Side) -> String {
    let letter = if side == Side::First { kind.letter() } else { kind.letter().to_ascii_lowercase() };
    match count {
        0 => String::new(),
        1 => letter.to_string(),
        n => format!("{letter}{n}"),
    }
}

/// T13's board field: rank 11 first, digits for runs of empty points.
fn board_field(board: &[Option<char>; 99]) -> String {
    let mut ranks = Vec::new();
    for rank in (0..11).rev() {
        let mut s = String::new();
        let mut empty = 0;
        for file in 0..9 {
            match board[rank * 9 + file] {
                Some(c) => {
                    if empty > 0 {
                        s.push_str(&empty.to_string());
                        empty = 0;
                    }
                    s.push(c);
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            s.push_str(&empty.to_string());
        }
        ranks.push(s);
    }
    ranks.join("/")
}
