//! The position notation (T13): parsing with validation, and formatting.

use std::fmt;
use std::str::FromStr;

use crate::error::PositionError;
use crate::outcome::Side;

use super::board::{FILES, NONE, POINTS, RANKS};
use super::piece::{cell, cell_letter, kind_of, side_of, Kind, EMPTY, STRONGHOLD};
use super::position::TwinCities;

fn err(msg: impl Into<String>) -> PositionError {
    PositionError::new(msg)
}

impl FromStr for TwinCities {
    type Err = PositionError;

    fn from_str(s: &str) -> Result<Self, PositionError> {
        let fields: Vec<&str> = s.trim().split(' ').collect();
        if fields.len() != 6 || fields.iter().any(|f| f.is_empty()) {
            return Err(err(format!(
                "expected 6 fields separated by single spaces (board, side, Red's reserve, Black's reserve, \
                 quiet plies, turn), got '{}'",
                s.trim()
            )));
        }
        let mut pos = TwinCities {
            board: [EMPTY; POINTS],
            reserve: [[0; 10]; 2],
            to_move: Side::First,
            quiet_plies: 0,
            turn: 1,
            cities: [NONE; 2],
        };
        parse_board(fields[0], &mut pos)?;
        pos.to_move = match fields[1] {
            "r" => Side::First,
            "b" => Side::Second,
            other => return Err(err(format!("side to move must be 'r' or 'b', got '{other}'"))),
        };
        pos.reserve[0] = parse_reserve(fields[2], Side::First)?;
        pos.reserve[1] = parse_reserve(fields[3], Side::Second)?;
        pos.quiet_plies = parse_number(fields[4], "quiet plies")?;
        pos.turn = parse_number(fields[5], "turn number")?;
        if pos.turn == 0 {
            return Err(err("the turn number starts at 1"));
        }
        validate(&mut pos)?;
        Ok(pos)
    }
}

fn parse_number(s: &str, what: &str) -> Result<u32, PositionError> {
    if !s.bytes().all(|b| b.is_ascii_digit()) || (s.len() > 1 && s.starts_with('0')) {
        return Err(err(format!("{what} must be a number, got '{s}'")));
    }
    s.parse().map_err(|_| err(format!("{what} out of range: '{s}'")))
}

fn parse_board(s: &str, pos: &mut TwinCities) -> Result<(), PositionError> {
    let ranks: Vec<&str> = s.split('/').collect();
    if ranks.len() != RANKS {
        return Err(err(format!("the board needs {RANKS} ranks separated by '/', got {}", ranks.len())));
    }
    for (i, text) in ranks.iter().enumerate() {
        let rank = RANKS - 1 - i;
        let mut file = 0;
        let mut last_digit = false;
        for ch in text.chars() {
            if let Some(d) = ch.to_digit(10) {
                if d == 0 || last_digit {
                    return Err(err(format!(
                        "rank {}: empty points are one digit 1-9, got '{text}'",
                        rank + 1
                    )));
                }
                file += d as usize;
                last_digit = true;
                continue;
            }
            last_digit = false;
            let kind = Kind::from_letter(ch)
                .ok_or_else(|| err(format!("rank {}: unknown piece letter '{ch}'", rank + 1)))?;
            if file >= FILES {
                return Err(err(format!("rank {} has more than {FILES} points: '{text}'", rank + 1)));
            }
            let c = if kind == Kind::Stronghold {
                if ch != 'X' {
                    return Err(err(format!("rank {}: a Stronghold is written 'X', got '{ch}'", rank + 1)));
                }
                STRONGHOLD
            } else {
                cell(kind, if ch.is_ascii_uppercase() { Side::First } else { Side::Second })
            };
            pos.board[rank * FILES + file] = c;
            file += 1;
        }
        if file != FILES {
            return Err(err(format!("rank {} must have {FILES} points, has {file}: '{text}'", rank + 1)));
        }
    }
    Ok(())
}

fn parse_reserve(s: &str, side: Side) -> Result<[u8; 10], PositionError> {
    let who = if side == Side::First { "Red" } else { "Black" };
    let mut r = [0u8; 10];
    if s == "-" {
        return Ok(r);
    }
    let chars: Vec<char> = s.chars().collect();
    let mut i = 0;
    let mut next_kind = 0;
    while i < chars.len() {
        let ch = chars[i];
        let kind = Kind::from_letter(ch)
            .filter(|k| k.index() < 10)
            .ok_or_else(|| err(format!("{who}'s reserve: '{ch}' is not a reserve piece letter")))?;
        if ch.is_ascii_uppercase() != (side == Side::First) {
            return Err(err(format!(
                "{who}'s reserve must use {} letters: '{s}'",
                if side == Side::First { "uppercase" } else { "lowercase" }
            )));
        }
        if kind.index() < next_kind {
            return Err(err(format!(
                "{who}'s reserve must list kinds once each in the order S T F B H L W R D E: '{s}'"
            )));
        }
        next_kind = kind.index() + 1;
        i += 1;
        let mut n = 1u32;
        if i < chars.len() && chars[i].is_ascii_digit() {
            n = chars[i].to_digit(10).unwrap_or(0);
            i += 1;
            if n < 2 || (i < chars.len() && chars[i].is_ascii_digit()) {
                return Err(err(format!("{who}'s reserve: a count is written only when it is 2-9: '{s}'")));
            }
        }
        r[kind.index()] = n as u8;
    }
    Ok(r)
}

/// T13's valid positions: one City a side, at most two Strongholds, no side and kind over T2.
/// One exception: the position right after a City capture (T11), where the side to move has
/// lost its City, so a finished game can be written and read back (it has no legal action).
fn validate(pos: &mut TwinCities) -> Result<(), PositionError> {
    let mut counts = [[0u32; 12]; 2];
    let mut strongholds = 0;
    for (p, &c) in pos.board.iter().enumerate() {
        if c == EMPTY {
            continue;
        }
        match side_of(c) {
            None => strongholds += 1,
            Some(s) => {
                counts[s.index()][kind_of(c).index()] += 1;
                if kind_of(c) == Kind::City {
                    pos.cities[s.index()] = p as u8;
                }
            }
        }
    }
    if strongholds > 2 {
        return Err(err(format!("at most two Strongholds, found {strongholds}")));
    }
    for side in Side::BOTH {
        let who = if side == Side::First { "Red" } else { "Black" };
        let cities = counts[side.index()][Kind::City.index()];
        let just_captured =
            cities == 0 && side == pos.to_move && counts[side.other().index()][Kind::City.index()] == 1;
        if cities != 1 && !just_captured {
            return Err(err(format!("{who} must have exactly one City on the board, found {cities}")));
        }
        for kind in Kind::RESERVE {
            let n = counts[side.index()][kind.index()] + pos.reserve[side.index()][kind.index()] as u32;
            if n > kind.count() as u32 {
                return Err(err(format!(
                    "{who} has {n} of '{}' on the board and in reserve, at most {} allowed",
                    kind.letter(),
                    kind.count()
                )));
            }
        }
    }
    Ok(())
}

impl fmt::Display for TwinCities {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in (0..RANKS).rev() {
            let mut empty = 0;
            for file in 0..FILES {
                let c = self.board[rank * FILES + file];
                if c == EMPTY {
                    empty += 1;
                    continue;
                }
                if empty > 0 {
                    write!(f, "{empty}")?;
                    empty = 0;
                }
                write!(f, "{}", cell_letter(c))?;
            }
            if empty > 0 {
                write!(f, "{empty}")?;
            }
            if rank > 0 {
                f.write_str("/")?;
            }
        }
        write!(f, " {} ", if self.to_move == Side::First { "r" } else { "b" })?;
        for side in Side::BOTH {
            f.write_str(&reserve_string(&self.reserve[side.index()], side))?;
            f.write_str(" ")?;
        }
        write!(f, "{} {}", self.quiet_plies, self.turn)
    }
}

/// A reserve as T13 writes it: `S4TF`, `s2`, or `-`.
pub(super) fn reserve_string(r: &[u8; 10], side: Side) -> String {
    let mut out = String::new();
    for kind in Kind::RESERVE {
        let n = r[kind.index()];
        if n == 0 {
            continue;
        }
        let l = kind.letter();
        out.push(if side == Side::First { l } else { l.to_ascii_lowercase() });
        if n > 1 {
            out.push_str(&n.to_string());
        }
    }
    if out.is_empty() {
        out.push('-');
    }
    out
}
