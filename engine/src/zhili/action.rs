//! Moves (Z4, Z7) and their notation (Z8): `8-7`, `pass`.

use std::fmt;
use std::str::FromStr;

use super::board::POINTS;
use crate::error::ActionSyntaxError;

/// A move `FROM-TO` (a step or a jump, Z4), or the timed-out turn (Z7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    Play { from: u8, to: u8 },
    Pass,
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Play { from, to } => write!(f, "{from}-{to}"),
            Move::Pass => f.write_str("pass"),
        }
    }
}

/// A point number 0–10 written as `Display` writes it (no leading zero).
fn point(t: &str) -> Option<u8> {
    let p: u8 = t.parse().ok().filter(|&p| (p as usize) < POINTS)?;
    (p.to_string() == t).then_some(p)
}

impl FromStr for Move {
    type Err = ActionSyntaxError;

    fn from_str(s: &str) -> Result<Move, ActionSyntaxError> {
        if s == "pass" {
            return Ok(Move::Pass);
        }
        let parsed =
            s.split_once('-').and_then(|(from, to)| Some(Move::Play { from: point(from)?, to: point(to)? }));
        parsed.ok_or_else(|| ActionSyntaxError::new(s))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn z8_move_notation_round_trips() {
        for s in ["8-7", "0-2", "10-8", "3-3", "pass"] {
            assert_eq!(s.parse::<Move>().unwrap().to_string(), s);
        }
        for bad in ["8_7", "11-3", "-3", "8-", "a-b", "8-7-6", "08-7", "+8-7", " 8-7", "Pass"] {
            assert!(bad.parse::<Move>().is_err(), "{bad}");
        }
    }
}
