//! The position notation (T13, with T14's `swap`): parsing with validation, and formatting.

use std::fmt;
use std::str::FromStr;

use serde::Serialize;

use crate::error::{number_word, PositionError};
use crate::outcome::Side;
use crate::text::excerpt;

use super::board::{FILES, NONE, POINTS, RANKS};
use super::pieces::{cell, cell_letter, kind_of, side_of, Kind, EMPTY, STRONGHOLD};
use super::position::TwinCities;

/// Why a Twin Cities position string was refused. `side` names the side whose part is wrong.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "code", content = "params", rename_all_fields = "camelCase")]
pub enum NotationError {
    #[serde(rename = "twin-cities.fields")]
    Fields { input: String },
    #[serde(rename = "twin-cities.side")]
    Side { side: String },
    #[serde(rename = "twin-cities.quiet-plies-number")]
    QuietPliesNumber { value: String },
    #[serde(rename = "twin-cities.quiet-plies-range")]
    QuietPliesRange { value: String },
    #[serde(rename = "twin-cities.turn-number")]
    TurnNumber { value: String },
    #[serde(rename = "twin-cities.turn-range")]
    TurnRange { value: String },
    #[serde(rename = "twin-cities.turn-zero")]
    TurnZero,
    #[serde(rename = "twin-cities.rank-count")]
    RankCount { ranks: usize, found: usize },
    #[serde(rename = "twin-cities.rank-digits")]
    RankDigits { rank: usize, text: String },
    #[serde(rename = "twin-cities.piece-letter")]
    PieceLetter { rank: usize, letter: String },
    #[serde(rename = "twin-cities.rank-too-long")]
    RankTooLong { rank: usize, files: usize, text: String },
    #[serde(rename = "twin-cities.stronghold-letter")]
    StrongholdLetter { rank: usize, letter: String },
    #[serde(rename = "twin-cities.rank-length")]
    RankLength { rank: usize, files: usize, found: usize, text: String },
    #[serde(rename = "twin-cities.reserve-letter")]
    ReserveLetter { side: Side, letter: String },
    #[serde(rename = "twin-cities.reserve-case")]
    ReserveCase { side: Side, reserve: String },
    #[serde(rename = "twin-cities.reserve-order")]
    /// `order`: the reserve's kinds in notation order, by their letters (`S T F …`).
    ReserveOrder { side: Side, order: String, reserve: String },
    #[serde(rename = "twin-cities.reserve-count")]
    ReserveCount { side: Side, reserve: String },
    #[serde(rename = "twin-cities.strongholds")]
    Strongholds { max: u32, found: u32 },
    #[serde(rename = "twin-cities.cities")]
    Cities { side: Side, found: u32 },
    #[serde(rename = "twin-cities.too-many")]
    TooMany { side: Side, count: u32, letter: String, max: u8 },
    #[serde(rename = "twin-cities.swap-field")]
    SwapField { value: String },
}

fn who(side: Side) -> &'static str {
    if side == Side::First {
        "Red"
    } else {
        "Black"
    }
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use NotationError::*;
        match self {
            Fields { input } => write!(
                f,
                "expected 6 fields separated by single spaces (board, side, Red's reserve, Black's reserve, \
                 quiet plies, turn), got '{input}'"
            ),
            Side { side } => write!(f, "side to move must be 'r' or 'b', got '{side}'"),
            QuietPliesNumber { value } => write!(f, "quiet plies must be a number, got '{value}'"),
            QuietPliesRange { value } => write!(f, "quiet plies out of range: '{value}'"),
            TurnNumber { value } => write!(f, "turn number must be a number, got '{value}'"),
            TurnRange { value } => write!(f, "turn number out of range: '{value}'"),
            TurnZero => f.write_str("the turn number starts at 1"),
            RankCount { ranks, found } => {
                write!(f, "the board needs {ranks} ranks separated by '/', got {found}")
            }
            RankDigits { rank, text } => {
                write!(f, "rank {rank}: empty points are one digit 1-9, got '{text}'")
            }
            PieceLetter { rank, letter } => write!(f, "rank {rank}: unknown piece letter '{letter}'"),
            RankTooLong { rank, files, text } => {
                write!(f, "rank {rank} has more than {files} points: '{text}'")
            }
            StrongholdLetter { rank, letter } => {
                write!(f, "rank {rank}: a Stronghold is written 'X', got '{letter}'")
            }
            RankLength { rank, files, found, text } => {
                write!(f, "rank {rank} must have {files} points, has {found}: '{text}'")
            }
            ReserveLetter { side, letter } => {
                write!(f, "{}'s reserve: '{letter}' is not a reserve piece letter", who(*side))
            }
            ReserveCase { side, reserve } => write!(
                f,
                "{}'s reserve must use {} letters: '{reserve}'",
                who(*side),
                if *side == crate::Side::First { "uppercase" } else { "lowercase" }
            ),
            ReserveOrder { side, order, reserve } => write!(
                f,
                "{}'s reserve must list kinds once each in the order {order}: '{reserve}'",
                who(*side)
            ),
            ReserveCount { side, reserve } => {
                write!(f, "{}'s reserve: a count is written only when it is 2-9: '{reserve}'", who(*side))
            }
            Strongholds { max, found } => {
                write!(f, "at most {} Strongholds, found {found}", number_word(*max as u64))
            }
            Cities { side, found } => {
                write!(f, "{} must have exactly one City on the board, found {found}", who(*side))
            }
            TooMany { side, count, letter, max } => write!(
                f,
                "{} has {count} of '{letter}' on the board and in reserve, at most {max} allowed",
                who(*side)
            ),
            SwapField { value } => {
                write!(f, "a seventh field can only be 'swap' (the swap rule in force), got '{value}'")
            }
        }
    }
}

impl From<NotationError> for PositionError {
    fn from(e: NotationError) -> PositionError {
        PositionError::of(&e)
    }
}

impl FromStr for TwinCities {
    type Err = PositionError;

    fn from_str(s: &str) -> Result<Self, PositionError> {
        let fields: Vec<&str> = s.trim().split(' ').collect();
        if !(6..=7).contains(&fields.len()) || fields.iter().any(|f| f.is_empty()) {
            return Err(NotationError::Fields { input: excerpt(s.trim()) }.into());
        }
        let swap_rule = match fields.get(6) {
            None => false,
            Some(&"swap") => true,
            Some(other) => return Err(NotationError::SwapField { value: excerpt(other) }.into()),
        };
        let mut pos = TwinCities {
            board: [EMPTY; POINTS],
            reserve: [[0; 10]; 2],
            to_move: Side::First,
            quiet_plies: 0,
            turn: 1,
            cities: [NONE; 2],
            swap_rule,
        };
        parse_board(fields[0], &mut pos)?;
        pos.to_move = match fields[1] {
            "r" => Side::First,
            "b" => Side::Second,
            other => return Err(NotationError::Side { side: excerpt(other) }.into()),
        };
        pos.reserve[0] = parse_reserve(fields[2], Side::First)?;
        pos.reserve[1] = parse_reserve(fields[3], Side::Second)?;
        let value = || excerpt(fields[4]);
        pos.quiet_plies = parse_number(fields[4])
            .ok_or_else(|| NotationError::QuietPliesNumber { value: value() })?
            .ok_or_else(|| NotationError::QuietPliesRange { value: value() })?;
        let value = || excerpt(fields[5]);
        pos.turn = parse_number(fields[5])
            .ok_or_else(|| NotationError::TurnNumber { value: value() })?
            .ok_or_else(|| NotationError::TurnRange { value: value() })?;
        if pos.turn == 0 {
            return Err(NotationError::TurnZero.into());
        }
        validate(&mut pos)?;
        Ok(pos)
    }
}

/// A counter: `None` when not a number without leading zeros, `Some(None)` when too large.
fn parse_number(s: &str) -> Option<Option<u32>> {
    let digits = s.bytes().all(|b| b.is_ascii_digit()) && !(s.len() > 1 && s.starts_with('0'));
    digits.then(|| s.parse().ok())
}

fn parse_board(s: &str, pos: &mut TwinCities) -> Result<(), NotationError> {
    let ranks: Vec<&str> = s.split('/').collect();
    if ranks.len() != RANKS {
        return Err(NotationError::RankCount { ranks: RANKS, found: ranks.len() });
    }
    for (i, text) in ranks.iter().enumerate() {
        let rank = RANKS - 1 - i;
        let (number, text_excerpt) = (rank + 1, || excerpt(text));
        let mut file = 0;
        let mut last_digit = false;
        for ch in text.chars() {
            if let Some(d) = ch.to_digit(10) {
                if d == 0 || last_digit {
                    return Err(NotationError::RankDigits { rank: number, text: text_excerpt() });
                }
                file += d as usize;
                last_digit = true;
                continue;
            }
            last_digit = false;
            let letter = || excerpt(&ch.to_string());
            let kind = Kind::from_letter(ch)
                .ok_or_else(|| NotationError::PieceLetter { rank: number, letter: letter() })?;
            if file >= FILES {
                return Err(NotationError::RankTooLong { rank: number, files: FILES, text: text_excerpt() });
            }
            let c = if kind == Kind::Stronghold {
                if ch != 'X' {
                    return Err(NotationError::StrongholdLetter { rank: number, letter: letter() });
                }
                STRONGHOLD
            } else {
                cell(kind, if ch.is_ascii_uppercase() { Side::First } else { Side::Second })
            };
            pos.board[rank * FILES + file] = c;
            file += 1;
        }
        if file != FILES {
            return Err(NotationError::RankLength {
                rank: number,
                files: FILES,
                found: file,
                text: text_excerpt(),
            });
        }
    }
    Ok(())
}

fn parse_reserve(s: &str, side: Side) -> Result<[u8; 10], NotationError> {
    let mut r = [0u8; 10];
    if s == "-" {
        return Ok(r);
    }
    let reserve = || excerpt(s);
    let chars: Vec<char> = s.chars().collect();
    let mut i = 0;
    let mut next_kind = 0;
    while i < chars.len() {
        let ch = chars[i];
        let kind = Kind::from_letter(ch)
            .filter(|k| k.index() < 10)
            .ok_or_else(|| NotationError::ReserveLetter { side, letter: excerpt(&ch.to_string()) })?;
        if ch.is_ascii_uppercase() != (side == Side::First) {
            return Err(NotationError::ReserveCase { side, reserve: reserve() });
        }
        if kind.index() < next_kind {
            let order = Kind::RESERVE.map(Kind::code).join(" ");
            return Err(NotationError::ReserveOrder { side, order, reserve: reserve() });
        }
        next_kind = kind.index() + 1;
        i += 1;
        let mut n = 1u32;
        if i < chars.len() && chars[i].is_ascii_digit() {
            n = chars[i].to_digit(10).unwrap_or(0);
            i += 1;
            if n < 2 || (i < chars.len() && chars[i].is_ascii_digit()) {
                return Err(NotationError::ReserveCount { side, reserve: reserve() });
            }
        }
        r[kind.index()] = n as u8;
    }
    Ok(r)
}

/// T13's valid positions: one City a side, at most two Strongholds, no side and kind over T2.
/// One exception: the position right after a City capture (T11), where the side to move has
/// lost its City, so a finished game can be written and read back (it has no legal action).
fn validate(pos: &mut TwinCities) -> Result<(), NotationError> {
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
    let max = Kind::Stronghold.count() as u32;
    if strongholds > max {
        return Err(NotationError::Strongholds { max, found: strongholds });
    }
    for side in Side::BOTH {
        let cities = counts[side.index()][Kind::City.index()];
        let just_captured =
            cities == 0 && side == pos.to_move && counts[side.other().index()][Kind::City.index()] == 1;
        if cities != 1 && !just_captured {
            return Err(NotationError::Cities { side, found: cities });
        }
        for kind in Kind::RESERVE {
            let count = counts[side.index()][kind.index()] + pos.reserve[side.index()][kind.index()] as u32;
            if count > kind.count() as u32 {
                let letter = kind.letter().to_string();
                return Err(NotationError::TooMany { side, count, letter, max: kind.count() });
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
        write!(f, "{} {}", self.quiet_plies, self.turn)?;
        if self.swap_rule {
            f.write_str(" swap")?;
        }
        Ok(())
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
