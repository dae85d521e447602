//! The 9 × 11 board (T1): points, directions, fields and precomputed step tables.
//!
//! A point is `rank_index * 9 + file_index`, so index order is the notation's point order
//! (a1 < b1 < … < i1 < a2). Point sets are `u128` bit masks.

/// Files a–i.
pub const FILES: usize = 9;
/// Ranks 1–11.
pub const RANKS: usize = 11;
/// Number of points.
pub const POINTS: usize = FILES * RANKS;
/// No point (off the board).
pub const NONE: u8 = u8::MAX;

/// A set of points.
pub type Mask = u128;

/// All points of the board.
pub const ALL: Mask = (1u128 << POINTS) - 1;

/// The 8 directions as (file step, rank step): 0–3 orthogonal, 4–7 diagonal.
pub const DIRS: [(i8, i8); 8] = [(0, 1), (0, -1), (1, 0), (-1, 0), (1, 1), (-1, 1), (1, -1), (-1, -1)];
/// Orthogonal directions (indices into [`DIRS`]).
pub const ORTHO: [usize; 4] = [0, 1, 2, 3];
/// Diagonal directions (indices into [`DIRS`]).
pub const DIAG: [usize; 4] = [4, 5, 6, 7];

pub const fn bit(p: u8) -> Mask {
    1u128 << p
}

const fn step(p: usize, d: usize) -> u8 {
    let f = (p % FILES) as i32 + DIRS[d].0 as i32;
    let r = (p / FILES) as i32 + DIRS[d].1 as i32;
    if f < 0 || f >= FILES as i32 || r < 0 || r >= RANKS as i32 {
        NONE
    } else {
        (r * FILES as i32 + f) as u8
    }
}

const fn build_next() -> [[u8; 8]; POINTS] {
    let mut t = [[NONE; 8]; POINTS];
    let mut p = 0;
    while p < POINTS {
        let mut d = 0;
        while d < 8 {
            t[p][d] = step(p, d);
            d += 1;
        }
        p += 1;
    }
    t
}

/// `NEXT[p][d]`: the neighbour of `p` in direction `d`, or [`NONE`].
pub const NEXT: [[u8; 8]; POINTS] = build_next();

const fn build_field() -> [Mask; POINTS] {
    let mut t = [0; POINTS];
    let mut p = 0;
    while p < POINTS {
        let mut d = 0;
        while d < 8 {
            let n = NEXT[p][d];
            if n != NONE {
                t[p] |= 1u128 << n;
            }
            d += 1;
        }
        p += 1;
    }
    t
}

/// `FIELD[p]`: the field of `p` (T1), the points at king distance 1, `p` excluded.
pub const FIELD: [Mask; POINTS] = build_field();

const fn build_horse() -> [[(u8, u8); 8]; POINTS] {
    let mut t = [[(NONE, NONE); 8]; POINTS];
    let mut p = 0;
    while p < POINTS {
        let mut o = 0;
        while o < 4 {
            let leg = NEXT[p][o];
            if leg != NONE {
                // The two diagonals that keep going in direction `o`.
                let mut k = 0;
                let mut d = 4;
                while d < 8 {
                    let same = (DIRS[o].0 != 0 && DIRS[d].0 == DIRS[o].0)
                        || (DIRS[o].1 != 0 && DIRS[d].1 == DIRS[o].1);
                    if same {
                        t[p][o * 2 + k] = (leg, NEXT[leg as usize][d]);
                        k += 1;
                    }
                    d += 1;
                }
            }
            o += 1;
        }
        p += 1;
    }
    t
}

/// `HORSE[p]`: up to 8 (leg, target) pairs of the xiangqi horse at `p`; [`NONE`] target when
/// off the board.
pub const HORSE: [[(u8, u8); 8]; POINTS] = build_horse();

/// The point's name: `e2`.
pub fn name(p: u8) -> String {
    let p = p as usize;
    format!("{}{}", (b'a' + (p % FILES) as u8) as char, p / FILES + 1)
}

/// Parses a point name (`a1` … `i11`).
pub fn parse_point(s: &str) -> Option<u8> {
    let b = s.as_bytes();
    if b.len() < 2 || b.len() > 3 || !(b'a'..=b'i').contains(&b[0]) {
        return None;
    }
    let digits = &s[1..];
    if digits.starts_with('0') || !digits.bytes().all(|c| c.is_ascii_digit()) {
        return None;
    }
    let r: usize = digits.parse().ok()?;
    if !(1..=RANKS).contains(&r) {
        return None;
    }
    Some(((r - 1) * FILES + (b[0] - b'a') as usize) as u8)
}

/// Iterates the points of a mask in point order.
pub fn points(mut m: Mask) -> impl Iterator<Item = u8> {
    std::iter::from_fn(move || {
        if m == 0 {
            None
        } else {
            let p = m.trailing_zeros() as u8;
            m &= m - 1;
            Some(p)
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn t1_points_and_fields() {
        assert_eq!(name(0), "a1");
        assert_eq!(name(98), "i11");
        assert_eq!(parse_point("e2"), Some(13));
        assert_eq!(parse_point("i11"), Some(98));
        for bad in ["j1", "a0", "a12", "a01", "e", "", "e2x"] {
            assert_eq!(parse_point(bad), None, "{bad}");
        }
        assert_eq!(FIELD[0].count_ones(), 3);
        assert_eq!(FIELD[4].count_ones(), 5);
        assert_eq!(FIELD[13].count_ones(), 8);
        assert_eq!(FIELD[parse_point("e6").unwrap() as usize].count_ones(), 8);
        let e6 = parse_point("e6").unwrap() as usize;
        let targets: Vec<String> =
            HORSE[e6].iter().filter(|(_, t)| *t != NONE).map(|&(_, t)| name(t)).collect();
        assert_eq!(targets.len(), 8);
        assert!(targets.contains(&"d8".to_string()) && targets.contains(&"g7".to_string()));
    }
}
