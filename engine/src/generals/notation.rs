//! Atomic actions (G14) and unit ids, in the notation: `lead r`, `troops r`, `r3-d4`,
//! `r3xe6`, `r4@g7`, `end`, `pass`.

use std::fmt;

use super::map::Square;
use super::units::Colour;

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

/// A unit's stable id (G14): colour and number, `0` for the general, `1`–`4` for soldiers.
/// Internally a slot `colour * 5 + number`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct UnitId(pub u8);

impl UnitId {
    pub fn new(colour: Colour, number: u8) -> UnitId {
        UnitId(colour as u8 * 5 + number)
    }

    pub fn colour(self) -> Colour {
        Colour::from_index(self.0 as usize / 5)
    }

    pub fn number(self) -> u8 {
        self.0 % 5
    }

    pub fn slot(self) -> usize {
        self.0 as usize
    }

    pub fn is_general(self) -> bool {
        self.number() == 0
    }

    pub fn parse(s: &str) -> Option<UnitId> {
        let b = s.as_bytes();
        if b.len() != 2 || !(b'0'..=b'4').contains(&b[1]) {
            return None;
        }
        Some(UnitId::new(Colour::from_letter(b[0] as char)?, b[1] - b'0'))
    }
}

impl fmt::Display for UnitId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.colour().letter(), self.number())
    }
}

/// The slots in id order (`b`, `g`, `r`, `y`, then number): the order of the position
/// notation and of the Hook's follow-up hits (G10).
pub const ID_ORDER: [u8; 20] = [5, 6, 7, 8, 9, 15, 16, 17, 18, 19, 0, 1, 2, 3, 4, 10, 11, 12, 13, 14];

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

    /// What the player taps in the UI: `["lead","r"]`, `["r3","d4"]`, `["r3","xe6"]`,
    /// `["r4","@g7"]`, `["end"]`, `["pass"]`.
    pub fn taps(&self) -> Vec<String> {
        match self {
            Action::Choose { general, mode } => vec![mode.word().to_string(), general.letter().to_string()],
            Action::Step { unit, to } => vec![unit.to_string(), to.to_string()],
            Action::Attack { unit, at } => vec![unit.to_string(), format!("x{at}")],
            Action::Warp { unit, to } => vec![unit.to_string(), format!("@{to}")],
            Action::End => vec!["end".to_string()],
            Action::Pass => vec!["pass".to_string()],
        }
    }

    /// Whether `s` is well-formed action syntax (not whether it is legal anywhere).
    pub fn syntax_ok(s: &str) -> bool {
        let s = s.trim();
        if s == "end" || s == "pass" {
            return true;
        }
        if let Some((word, g)) = s.split_once(' ') {
            return (word == "lead" || word == "troops") && g.parse::<Colour>().is_ok();
        }
        if s.len() < 4 || !s.is_char_boundary(2) || !s.is_char_boundary(3) {
            return false;
        }
        UnitId::parse(&s[..2]).is_some()
            && matches!(&s[2..3], "-" | "x" | "@")
            && s[3..].parse::<Square>().is_ok()
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
            assert!(Action::syntax_ok(ok), "{ok}");
        }
        for bad in
            ["lead", "lead x", "r5-d4", "r3+d4", "r3-d0", "rr-d4", "troops  r", "r3xE6", "end turn", "é3-d4"]
        {
            assert!(!Action::syntax_ok(bad), "{bad}");
        }
    }

    #[test]
    fn g14_action_display_and_taps() {
        let r3 = UnitId::new(Colour::Red, 3);
        let at: Square = "e6".parse().unwrap();
        assert_eq!(Action::Attack { unit: r3, at }.to_string(), "r3xe6");
        assert_eq!(Action::Attack { unit: r3, at }.taps(), ["r3", "xe6"]);
        assert_eq!(Action::Step { unit: r3, to: at }.taps(), ["r3", "e6"]);
        assert_eq!(Action::Warp { unit: r3, to: at }.taps(), ["r3", "@e6"]);
        assert_eq!(Action::Choose { general: Colour::Yellow, mode: Mode::Troops }.to_string(), "troops y");
        assert_eq!(Action::Choose { general: Colour::Red, mode: Mode::Lead }.taps(), ["lead", "r"]);
        assert_eq!(Action::End.taps(), ["end"]);
        assert_eq!(UnitId::parse("g4").unwrap().to_string(), "g4");
        assert_eq!(ID_ORDER.map(|s| UnitId(s).to_string())[..6], ["b0", "b1", "b2", "b3", "b4", "g0"]);
    }
}
