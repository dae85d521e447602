//! The board (Z1) and the two straight lines that allow jumps (Z2).

/// Number of points, numbered 0–10 in reading order.
pub const POINTS: usize = 11;

/// The 14 lines of Z1.
pub const LINES: [(u8, u8); 14] = [
    (0, 2),
    (1, 2),
    (2, 3),
    (3, 4),
    (3, 5),
    (3, 6),
    (4, 5),
    (5, 6),
    (4, 7),
    (5, 7),
    (6, 7),
    (7, 8),
    (8, 9),
    (8, 10),
];

/// The two straight lines of Z2: vertical 2–3–5–7–8 and horizontal 4–5–6.
pub const STRAIGHT_LINES: [&[u8]; 2] = [&[2, 3, 5, 7, 8], &[4, 5, 6]];

/// Bit mask of one point.
pub const fn bit(p: u8) -> u16 {
    1 << p
}

/// For every point, the mask of its neighbours along a line.
pub const NEIGHBOURS: [u16; POINTS] = {
    let mut n = [0u16; POINTS];
    let mut i = 0;
    while i < LINES.len() {
        let (a, b) = LINES[i];
        n[a as usize] |= bit(b);
        n[b as usize] |= bit(a);
        i += 1;
    }
    n
};

/// A jump: from a point over the next one on a straight line to the one beyond.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Jump {
    pub from: u8,
    pub over: u8,
    pub to: u8,
}

/// Every jump of Z4, along both straight lines and in both directions.
pub const JUMPS: [Jump; 8] = [
    Jump { from: 2, over: 3, to: 5 },
    Jump { from: 5, over: 3, to: 2 },
    Jump { from: 3, over: 5, to: 7 },
    Jump { from: 7, over: 5, to: 3 },
    Jump { from: 5, over: 7, to: 8 },
    Jump { from: 8, over: 7, to: 5 },
    Jump { from: 4, over: 5, to: 6 },
    Jump { from: 6, over: 5, to: 4 },
];

/// Iterates over the points of a mask, lowest first.
pub fn points(mut mask: u16) -> impl Iterator<Item = u8> {
    std::iter::from_fn(move || {
        if mask == 0 {
            return None;
        }
        let p = mask.trailing_zeros() as u8;
        mask &= mask - 1;
        Some(p)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn z1_fourteen_lines_and_degrees() {
        assert_eq!(LINES.len(), 14);
        let degrees: Vec<u32> = NEIGHBOURS.iter().map(|n| n.count_ones()).collect();
        assert_eq!(degrees, vec![1, 1, 3, 4, 3, 4, 3, 4, 3, 1, 1]);
    }

    #[test]
    fn z2_jumps_follow_the_straight_lines() {
        for j in JUMPS {
            let on_line = STRAIGHT_LINES.iter().any(|line| {
                line.windows(3).any(|w| w == [j.from, j.over, j.to] || w == [j.to, j.over, j.from])
            });
            assert!(on_line, "{j:?} is not on a straight line");
        }
        let triples: usize = STRAIGHT_LINES.iter().map(|l| l.len() - 2).sum();
        assert_eq!(JUMPS.len(), 2 * triples);
    }
}
