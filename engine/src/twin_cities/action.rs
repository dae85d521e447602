//! Actions (T4) and their notation (T13).

use std::fmt;
use std::str::FromStr;

use super::board::{name, parse_point, NONE};
use super::pieces::Kind;
use crate::error::ActionSyntaxError;

/// One Twin Cities action. Two actions are equal exactly when their strings are equal:
/// point lists are kept in point order and unused slots hold [`NONE`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// A board move or capture (T5), a Shield-pattern drop that pushes (`shock`), with an
    /// optional follower (T9) given as (from, to).
    Move { from: u8, to: u8, shock: bool, follower: Option<(u8, u8)> },
    /// Soldiers placed from the reserve (T7), points in point order.
    Recruit { points: [u8; 3], len: u8 },
    /// A general from the reserve placed on `to`, paid with the soldiers on `soldiers` (T8).
    Exchange { general: Kind, to: u8, soldiers: [u8; 3], len: u8 },
    /// Black's answer to Red's first action under the swap rule (T14): the colours exchanged.
    Swap,
    /// The timed-out turn (T12).
    Pass,
}

impl Action {
    /// A board move without follower or push.
    pub fn step(from: u8, to: u8) -> Action {
        Action::Move { from, to, shock: false, follower: None }
    }

    /// The used part of a recruit's or exchange's point list.
    pub fn list(points: &[u8; 3], len: u8) -> &[u8] {
        &points[..len as usize]
    }

    /// Parses the syntax only (not legality): `e2e3`, `e2*e5`, `e3e5~d3d6`, `+d1+e3`,
    /// `T@e3:d2,f2,f3`, `swap`, `pass`. Point lists must be in point order without repeats.
    fn parse(s: &str) -> Option<Action> {
        match s {
            "pass" => return Some(Action::Pass),
            "swap" => return Some(Action::Swap),
            _ => {}
        }
        if let Some(rest) = s.strip_prefix('+') {
            let mut points = [NONE; 3];
            let mut len = 0;
            for part in rest.split('+') {
                if len == 3 {
                    return None;
                }
                points[len] = parse_point(part)?;
                len += 1;
            }
            return sorted(&points[..len]).then_some(Action::Recruit { points, len: len as u8 });
        }
        if let Some((head, paid)) = s.split_once(':') {
            let (letter, to) = head.split_once('@')?;
            let mut chars = letter.chars();
            let general = Kind::from_letter(chars.next()?)?;
            if chars.next().is_some()
                || !Kind::GENERALS.contains(&general)
                || !letter.starts_with(general.letter())
            {
                return None;
            }
            let to = parse_point(to)?;
            let mut soldiers = [NONE; 3];
            let mut len = 0;
            for part in paid.split(',') {
                if len == 3 {
                    return None;
                }
                soldiers[len] = parse_point(part)?;
                len += 1;
            }
            if len != general.price() || !sorted(&soldiers[..len]) {
                return None;
            }
            return Some(Action::Exchange { general, to, soldiers, len: len as u8 });
        }
        let (main, follower) = match s.split_once('~') {
            Some((m, f)) => {
                let (a, b) = split_points(f)?;
                (m, Some((parse_point(a)?, parse_point(b)?)))
            }
            None => (s, None),
        };
        let (from, to, shock) = match main.split_once('*') {
            Some((a, b)) => (parse_point(a)?, parse_point(b)?, true),
            None => {
                let (a, b) = split_points(main)?;
                (parse_point(a)?, parse_point(b)?, false)
            }
        };
        if from == to || (shock && follower.is_some()) || follower.is_some_and(|(a, b)| a == b) {
            return None;
        }
        Some(Action::Move { from, to, shock, follower })
    }
}

impl FromStr for Action {
    type Err = ActionSyntaxError;

    fn from_str(s: &str) -> Result<Action, ActionSyntaxError> {
        Action::parse(s).ok_or_else(|| ActionSyntaxError::new(s))
    }
}

fn sorted(points: &[u8]) -> bool {
    points.windows(2).all(|w| w[0] < w[1])
}

/// Splits `e10e11` into `e10` and `e11`: the second point starts at the next file letter.
fn split_points(s: &str) -> Option<(&str, &str)> {
    let i = s.char_indices().skip(1).find(|(_, c)| c.is_ascii_lowercase())?.0;
    Some((&s[..i], &s[i..]))
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Action::Move { from, to, shock, follower } => {
                write!(f, "{}{}{}", name(from), if shock { "*" } else { "" }, name(to))?;
                if let Some((a, b)) = follower {
                    write!(f, "~{}{}", name(a), name(b))?;
                }
                Ok(())
            }
            Action::Recruit { points, len } => {
                for &p in Action::list(&points, len) {
                    write!(f, "+{}", name(p))?;
                }
                Ok(())
            }
            Action::Exchange { general, to, soldiers, len } => {
                write!(f, "{}@{}:", general.letter(), name(to))?;
                for (i, &p) in Action::list(&soldiers, len).iter().enumerate() {
                    write!(f, "{}{}", if i > 0 { "," } else { "" }, name(p))?;
                }
                Ok(())
            }
            Action::Swap => f.write_str("swap"),
            Action::Pass => f.write_str("pass"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn t13_action_syntax_round_trips() {
        for s in [
            "e2e3",
            "e2*e5",
            "e3e5~d3d6",
            "e10e11",
            "a11*i1",
            "+d1+e3",
            "+a1",
            "+a1+b1+c11",
            "T@e3:d2,f2,f3",
            "E@d1:d3,f3",
            "swap",
            "pass",
        ] {
            let a: Action = s.parse().unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(a.to_string(), s);
        }
        for s in [
            "",
            "e2",
            "e2e2",
            "e2e12",
            "j2e3",
            "+e3+d1",
            "+d1+d1",
            "+a1+a2+a3+a4",
            "T@e3:d2,f2",
            "E@d1:d3,f3,f4",
            "t@e3:d2,f2,f3",
            "C@e3:d2,f2",
            "e2*e5~d3d6",
            "e2e3~d3",
            "e2e3~d3d3",
            "Pass",
            "Swap",
            "e02e3",
            "e2 e3",
        ] {
            assert!(s.parse::<Action>().is_err(), "{s}");
        }
    }
}
