//! Notation (Z8): `bbb.bsr.rrr r 0` for positions, `8-7` / `pass` for moves.

use std::fmt;
use std::str::FromStr;

use super::board::{bit, POINTS};
use super::position::Zhili;
use crate::error::PositionError;
use crate::outcome::Side;

impl fmt::Display for Zhili {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for p in 0..POINTS as u8 {
            f.write_str(point_char(self, p))?;
        }
        let side = if self.side == Side::First { "r" } else { "b" };
        write!(f, " {side} {}", self.locked as u8)
    }
}

fn point_char(pos: &Zhili, p: u8) -> &'static str {
    if p == pos.shared {
        "s"
    } else if pos.red & bit(p) != 0 {
        "r"
    } else if pos.black & bit(p) != 0 {
        "b"
    } else {
        "."
    }
}

impl FromStr for Zhili {
    type Err = PositionError;

    fn from_str(s: &str) -> Result<Zhili, PositionError> {
        let fields: Vec<&str> = s.split(' ').collect();
        let [board, side, lock] = fields[..] else {
            return Err(PositionError::new(format!(
                "expected 3 fields separated by single spaces (points, side, lock), got {}",
                fields.len()
            )));
        };
        if board.chars().count() != POINTS {
            return Err(PositionError::new(format!("expected 11 points, got {}", board.chars().count())));
        }
        let (mut black, mut red, mut shared, mut empty) = (0u16, 0u16, Vec::new(), 0);
        for (p, c) in board.chars().enumerate() {
            match c {
                'b' => black |= bit(p as u8),
                'r' => red |= bit(p as u8),
                's' => shared.push(p as u8),
                '.' => empty += 1,
                _ => return Err(PositionError::new(format!("point {p}: '{c}' is not one of b r s ."))),
            }
        }
        let counts = (black.count_ones(), red.count_ones(), shared.len(), empty);
        if counts != (4, 4, 1, 2) {
            return Err(PositionError::new(format!(
                "expected 4 b, 4 r, 1 s and 2 empty points, got {} b, {} r, {} s and {} empty",
                counts.0, counts.1, counts.2, counts.3
            )));
        }
        let side = match side {
            "r" => Side::First,
            "b" => Side::Second,
            _ => return Err(PositionError::new(format!("side to move must be r or b, got '{side}'"))),
        };
        let locked = match lock {
            "0" => false,
            "1" => true,
            _ => return Err(PositionError::new(format!("lock flag must be 0 or 1, got '{lock}'"))),
        };
        Ok(Zhili { black, red, shared: shared[0], side, locked })
    }
}

/// `FROM-TO` with points 0–10, or `pass`; `None` when malformed.
pub(super) fn parse_move(s: &str) -> Option<(u8, u8)> {
    if s == "pass" {
        return Some((u8::MAX, u8::MAX));
    }
    let (from, to) = s.split_once('-')?;
    let point = |t: &str| {
        let ok = !t.is_empty() && t.len() <= 2 && t.bytes().all(|b| b.is_ascii_digit());
        t.parse::<u8>().ok().filter(|&p| ok && (p as usize) < POINTS)
    };
    Some((point(from)?, point(to)?))
}

/// The star board drawn in text, with point numbers beside it.
pub(super) fn diagram(pos: &Zhili) -> String {
    let c = |p: u8| point_char(pos, p).to_uppercase().replace('.', "·");
    let lock = if pos.locked { "  (shared piece locked)" } else { "" };
    let side = if pos.side == Side::First { "Red (R)" } else { "Black (B)" };
    [
        format!("  {}           {}        0           1", c(0), c(1)),
        "    \\       /            \\       /".to_string(),
        format!("        {}                    2", c(2)),
        "        |                    |".to_string(),
        format!("        {}                    3", c(3)),
        "      / | \\                / | \\".to_string(),
        format!("    {} - {} - {}            4 - 5 - 6", c(4), c(5), c(6)),
        "      \\ | /                \\ | /".to_string(),
        format!("        {}                    7", c(7)),
        "        |                    |".to_string(),
        format!("        {}                    8", c(8)),
        "    /       \\            /       \\".to_string(),
        format!("  {}           {}        9          10", c(9), c(10)),
        format!("{side} to move{lock}"),
    ]
    .join("\n")
}
