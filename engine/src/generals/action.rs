//! Atomic actions (G5, G14) in their notation: `lead r`, `troops r`, `r3-d4`, `r3xe6`,
//! `r4@g7`, `end`, `pass`.

use std::fmt;
use std::str::FromStr;

use super::board::Square;
use super::pieces::{Colour, UnitId};
use crate::error::ActionSyntaxError;

/// What a chosen general does this turn (G5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mode {
    /// The general itself acts.
    Lead,
    /// Its soldiers act.
    Troops,
}

impl Mode {
    pub fn word(self) -> &'static str {
        match self {
            Mode::Lead => "lead",
            Mode::Troops => "troops",
        }
    }
}

/// One atomic action (G14).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// `lead r` / `troops r`: choose the general and the mode; a turn starts with one.
    Choose { general: Colour, mode: Mode },
    /// `r3-d4`: one step, a Marine's water hop, boarding or leaving a Chariot.
    Step { unit: UnitId, to: Square },
    /// `r3xe6`: an attack, a Hook's pull or a Catapult's aim at a cell.
    Attack { unit: UnitId, at: Square },
    /// `r4@g7`: an Assassin's warp.
    Warp { unit: UnitId, to: Square },
    /// `end`: ends the turn.
    End,
    /// `pass`: a timed-out turn; ends the turn where it stands.
    Pass,
}

impl Action {
    /// The general whose seat takes this action in four-seat play (None for `end`/`pass`,
    /// whose seat the position decides).
    pub fn colour(&self) -> Option<Colour> {
        match self {
            Action::Choose { general, .. } => Some(*general),
            Action::Step { unit, .. } | Action::Attack { unit, .. } | Action::Warp { unit, .. } => {
                Some(unit.colour())
            }
            Action::End | Action::Pass => None,
        }
    }
}

impl FromStr for Action {
    type Err = ActionSyntaxError;

    /// The syntax of G14 (not whether the action is legal anywhere).
    fn from_str(s: &str) -> Result<Action, ActionSyntaxError> {
        parse(s).ok_or_else(|| ActionSyntaxError::new(s))
    }
}

fn parse(s: &str) -> Option<Action> {
    match s {
        "end" => return Some(Action::End),
        "pass" => return Some(Action::Pass),
        _ => {}
    }
    if let Some((word, g)) = s.split_once(' ') {
        let mode = [Mode::Lead, Mode::Troops].into_iter().find(|m| m.word() == word)?;
        return Some(Action::Choose { general: g.parse().ok()?, mode });
    }
    if s.len() < 4 || !s.is_char_boundary(2) || !s.is_char_boundary(3) {
        return None;
    }
    let unit = UnitId::parse(&s[..2])?;
    let cell: Square = s[3..].parse().ok()?;
    match &s[2..3] {
        "-" => Some(Action::Step { unit, to: cell }),
        "x" => Some(Action::Attack { unit, at: cell }),
        "@" => Some(Action::Warp { unit, to: cell }),
        _ => None,
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Choose { general, mode } => write!(f, "{} {}", mode.word(), general.letter()),
            Action::Step { unit, to } => write!(f, "{unit}-{to}"),
            Action::Attack { unit, at } => write!(f, "{unit}x{at}"),
            Action::Warp { unit, to } => write!(f, "{unit}@{to}"),
            Action::End => f.write_str("end"),
            Action::Pass => f.write_str("pass"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn g14_action_syntax() {
        for ok in ["lead r", "troops g", "r3-d4", "r3xe6", "r4@g7", "end", "pass", "y0-k13"] {
            assert_eq!(ok.parse::<Action>().map(|a| a.to_string()), Ok(ok.to_string()), "{ok}");
        }
        for bad in [
            "lead",
            "lead x",
            "r5-d4",
            "r3+d4",
            "r3-d0",
            "rr-d4",
            "troops  r",
            "r3xE6",
            "end turn",
            "é3-d4",
            " end",
            "r3-d04",
        ] {
            assert!(bad.parse::<Action>().is_err(), "{bad}");
        }
    }

    #[test]
    fn g14_action_display() {
        let r3 = UnitId::new(Colour::Red, 3);
        let at: Square = "e6".parse().unwrap();
        assert_eq!(Action::Attack { unit: r3, at }.to_string(), "r3xe6");
        assert_eq!(Action::Warp { unit: r3, to: at }.to_string(), "r3@e6");
        assert_eq!(Action::Choose { general: Colour::Yellow, mode: Mode::Troops }.to_string(), "troops y");
        assert_eq!(UnitId::parse("g4").unwrap().to_string(), "g4");
    }
}
