//! The position notation (G14), with this engine's extension for the middle of a turn:
//! formatting, parsing with the reason for every refusal, and the G14 checks on the units.
//!
//! **Notation.** Between turns: `SIDE COUNT UNITS` exactly as G14. In the middle of a turn
//! (after `lead r` / `troops r` and before `end`) two more fields follow (an extension of G14
//! for saves and the command line):
//! - `MODE:G` (`lead:r`, `troops:b`), with a trailing `*` when damage was dealt this turn;
//! - the units' state this turn, comma-separated `ID=STATE` for every unit with one, or `-`:
//!   STATE is the number of steps used, then any of `a` (attacked: its activity is over),
//!   `o` (got off a Chariot this turn), `w` (warped), `c` (its cooldown started this turn).
//!
//! Example: `s 0 b0=GN@i2,…,y4=CB@i13 troops:r* r1=2a,r4=0ac`.

use std::fmt;
use std::str::FromStr;

use serde::Serialize;

use super::board::Square;
use super::pieces::{Colour, Kind, UnitId, ID_ORDER, SOLDIERS_PER_GENERAL};
use super::position::{side_of, Generals, Unit, ABILITY_WAIT, FIRED, NONE, NO_DAMAGE_LIMIT};
use crate::error::PositionError;
use crate::outcome::Side;
use crate::position::Position;
use crate::text::excerpt;

use super::action::Mode;
use super::position::{ATTACKED, GOT_OFF, WARPED};

/// The letters of a unit's state this turn (the mid-turn extension).
const FLAG_LETTERS: [(u8, char); 4] = [(ATTACKED, 'a'), (GOT_OFF, 'o'), (WARPED, 'w'), (FIRED, 'c')];

/// Why a Generals position (or a cell, unit kind or general in it) was refused. Unit ids,
/// kinds and cells in the parameters are as written (`r3`, `LI`, `c2`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, thiserror::Error)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "code", content = "params", rename_all_fields = "camelCase")]
pub enum NotationError {
    #[serde(rename = "generals.fields")]
    #[error(
        "expected 3 fields separated by single spaces (team, no-damage count, units), or 5 in the middle of a \
         turn; found {found}"
    )]
    Fields { found: usize },
    #[serde(rename = "generals.team")]
    #[error("team to move '{team}' should be s or n")]
    Team { team: String },
    #[serde(rename = "generals.no-damage-count")]
    #[error("no-damage count '{value}' should be a number from 0 to {max}")]
    NoDamageCount { value: String, max: u8 },
    #[serde(rename = "generals.listed-twice")]
    #[error("unit {unit} is listed twice")]
    ListedTwice { unit: String },
    #[serde(rename = "generals.carrier-absent")]
    #[error("{unit} is carried by {carrier}, which is absent")]
    CarrierAbsent { unit: String, carrier: String },
    #[serde(rename = "generals.unit-shape")]
    #[error("unit '{token}' should look like ID=KIND@CELL")]
    UnitShape { token: String },
    /// `generals`: the generals' letters; `maxNumber`: the last soldier's number (G14).
    #[serde(rename = "generals.unit-id")]
    #[error("unit id '{id}' should be a colour {} and a number 0-{max_number}", letters(generals, "/"))]
    UnitId { id: String, generals: Vec<Colour>, max_number: usize },
    #[serde(rename = "generals.unit-kind")]
    #[error("unknown unit kind '{kind}' (expected one of {} or GN)", Kind::SOLDIERS.map(|k| k.code()).join(", "))]
    UnitKind { kind: String },
    #[serde(rename = "generals.general-kind")]
    #[error("{unit} is a general and must be GN, not {kind}")]
    GeneralKind { unit: String, kind: String },
    #[serde(rename = "generals.soldier-kind")]
    #[error("{unit} is a soldier and cannot be GN")]
    SoldierKind { unit: String },
    #[serde(rename = "generals.carrier-id")]
    #[error("{unit}: carrier '{carrier}' is not a unit id")]
    CarrierId { unit: String, carrier: String },
    #[serde(rename = "generals.cooldown-number")]
    #[error("{unit}: cooldown '{value}' is not a number")]
    CooldownNumber { unit: String, value: String },
    #[serde(rename = "generals.no-cooldown")]
    #[error("{unit}: a {kind} has no cooldown")]
    NoCooldown { unit: String, kind: String },
    #[serde(rename = "generals.cooldown-range")]
    #[error("{unit}: cooldown {cooldown} is not 0 or {max}")]
    CooldownRange { unit: String, cooldown: u8, max: u8 },
    #[serde(rename = "generals.hp-number")]
    #[error("{unit}: HP '{value}' is not a number")]
    HpNumber { unit: String, value: String },
    #[serde(rename = "generals.hp-range")]
    #[error("{unit}: HP {hp} is out of range 1-{max} for a {kind}")]
    HpRange { unit: String, hp: u8, max: u8, kind: String },
    #[serde(rename = "generals.cell")]
    #[error("invalid cell '{cell}' (expected a column letter and a row number, like c2)")]
    Cell { cell: String },
    #[serde(rename = "generals.off-map")]
    #[error("{unit}: cell {cell} is off the map")]
    OffMap { unit: String, cell: String },
    #[serde(rename = "generals.general-absent")]
    #[error("{unit} is listed but its general {general} is absent")]
    GeneralAbsent { unit: String, general: String },
    #[serde(rename = "generals.in-water")]
    #[error("{unit} ({kind}) stands in water at {cell}; only Marines may")]
    InWater { unit: String, kind: String, cell: String },
    #[serde(rename = "generals.hp-above")]
    #[error("{unit} has HP {hp} above the {max} of a {kind}")]
    HpAbove { unit: String, hp: u8, max: u8, kind: String },
    #[serde(rename = "generals.cooldown-above")]
    #[error("{unit} has cooldown {cooldown}; a cooldown is 0 or {max}")]
    CooldownAbove { unit: String, cooldown: u8, max: u8 },
    #[serde(rename = "generals.not-a-chariot")]
    #[error("{unit} is carried by {carrier}, which is not a Chariot of its team")]
    NotAChariot { unit: String, carrier: String },
    #[serde(rename = "generals.off-carrier")]
    #[error("{unit} is carried by {carrier} but is not on its cell")]
    OffCarrier { unit: String, carrier: String },
    #[serde(rename = "generals.chariot-rides")]
    #[error("{unit} is a Chariot and cannot ride a Chariot")]
    ChariotRides { unit: String },
    #[serde(rename = "generals.cannot-ride")]
    #[error("{unit} ({kind}) cannot ride a Chariot")]
    CannotRide { unit: String, kind: String },
    #[serde(rename = "generals.carrier-rides")]
    #[error("{carrier} carries passengers and rides a Chariot")]
    CarrierRides { carrier: String },
    #[serde(rename = "generals.overloaded")]
    #[error("{unit} carries more than {capacity} passengers")]
    Overloaded { unit: String, capacity: u8 },
    #[serde(rename = "generals.shared-cell")]
    #[error("{first} and {second} share the cell {cell} outside a Chariot")]
    SharedCell { first: String, second: String, cell: String },
    #[serde(rename = "generals.passengers")]
    #[error("passengers at {cell} without their Chariot")]
    Passengers { cell: String },
    #[serde(rename = "generals.turn-field")]
    #[error("turn field '{turn}' should look like lead:r or troops:r")]
    TurnField { turn: String },
    #[serde(rename = "generals.mode")]
    #[error("mode '{mode}' should be lead or troops")]
    Mode { mode: String },
    /// `generals`: the generals' letters.
    #[serde(rename = "generals.general")]
    #[error("unknown general '{general}' (expected {})", one_of(generals))]
    General { general: String, generals: Vec<Colour> },
    #[serde(rename = "generals.general-not-to-move")]
    #[error("general {general} is not of the team to move")]
    GeneralNotToMove { general: String },
    #[serde(rename = "generals.game-over")]
    #[error("the game is over, so no turn is in progress")]
    GameOver,
    #[serde(rename = "generals.state-shape")]
    #[error("unit state '{token}' should look like r1=2a")]
    StateShape { token: String },
    #[serde(rename = "generals.state-id")]
    #[error("'{id}' is not a unit id")]
    StateId { id: String },
    #[serde(rename = "generals.state-absent")]
    #[error("unit state for {unit}, which is absent")]
    StateAbsent { unit: String },
    #[serde(rename = "generals.state-steps")]
    #[error("{unit}: state '{state}' should start with the steps used")]
    StateSteps { unit: String, state: String },
    #[serde(rename = "generals.too-many-steps")]
    #[error("{unit}: {steps} steps used, more than a {kind} has")]
    TooManySteps { unit: String, steps: u8, kind: String },
    #[serde(rename = "generals.state-letter")]
    #[error("{unit}: unknown state letter '{letter}' (expected a, o, w or c)")]
    StateLetter { unit: String, letter: String },
    #[serde(rename = "generals.state-twice")]
    #[error("{unit}: state letter '{letter}' twice")]
    StateTwice { unit: String, letter: String },
    #[serde(rename = "generals.cooldown-started")]
    #[error("{unit}: cooldown started this turn but the unit shows none")]
    CooldownStarted { unit: String },
    #[serde(rename = "generals.unit-not-to-move")]
    #[error("{unit} is not of the team to move")]
    UnitNotToMove { unit: String },
}

impl NotationError {
    /// A unit id that is not one (`unitId`), with the ids' letters and numbers (G14).
    pub fn unit_id(id: &str) -> NotationError {
        NotationError::UnitId {
            id: excerpt(id),
            generals: Colour::ALL.to_vec(),
            max_number: SOLDIERS_PER_GENERAL,
        }
    }

    /// A general's letter that is not one, with the generals' letters.
    pub fn general(general: &str) -> NotationError {
        NotationError::General { general: excerpt(general), generals: Colour::ALL.to_vec() }
    }
}

/// The generals' letters joined by `sep`: `r/b/y/g`.
fn letters(generals: &[Colour], sep: &str) -> String {
    generals.iter().map(|g| g.letter_str()).collect::<Vec<_>>().join(sep)
}

/// The generals' letters as a choice: `r, b, y or g`.
fn one_of(generals: &[Colour]) -> String {
    match generals.split_last() {
        Some((last, [])) => last.letter_str().to_string(),
        Some((last, rest)) => format!("{} or {}", letters(rest, ", "), last.letter_str()),
        None => String::new(),
    }
}

impl From<NotationError> for PositionError {
    fn from(e: NotationError) -> PositionError {
        PositionError::of(&e)
    }
}

impl FromStr for Square {
    type Err = NotationError;
    fn from_str(s: &str) -> Result<Square, NotationError> {
        Square::from_name(s).ok_or_else(|| NotationError::Cell { cell: excerpt(s) })
    }
}

impl FromStr for Kind {
    type Err = NotationError;
    fn from_str(s: &str) -> Result<Kind, NotationError> {
        Kind::from_code(s).ok_or_else(|| NotationError::UnitKind { kind: excerpt(s) })
    }
}

impl FromStr for Colour {
    type Err = NotationError;
    fn from_str(s: &str) -> Result<Colour, NotationError> {
        let mut chars = s.chars();
        match (chars.next().and_then(Colour::from_letter), chars.next()) {
            (Some(c), None) => Ok(c),
            _ => Err(NotationError::general(s)),
        }
    }
}

impl fmt::Display for Generals {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {} ", if self.to_move == Side::First { 's' } else { 'n' }, self.quiet)?;
        self.write_units(f)?;
        if let Some((g, mode)) = self.turn.chosen {
            write!(f, " {}:{}{}", mode.word(), g.letter(), if self.turn.damaged { "*" } else { "" })?;
            let mut any = false;
            for &s in &ID_ORDER {
                let s = s as usize;
                let (steps, flags) = (self.turn.steps[s], self.turn.flags[s]);
                if !self.units[s].alive() || (steps == 0 && flags == 0) {
                    continue;
                }
                write!(f, "{}{}={steps}", if any { "," } else { " " }, UnitId(s as u8))?;
                for (bit, letter) in FLAG_LETTERS {
                    if flags & bit != 0 {
                        write!(f, "{letter}")?;
                    }
                }
                any = true;
            }
            if !any {
                f.write_str(" -")?;
            }
        }
        Ok(())
    }
}

impl Generals {
    fn write_units(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut first = true;
        for (id, u) in self.units() {
            if !first {
                f.write_str(",")?;
            }
            first = false;
            write!(f, "{id}={}@{}", u.kind, self.sq(u.cell))?;
            if u.hp < u.kind.max_hp() {
                write!(f, ":{}", u.hp)?;
            }
            if u.cd > 0 {
                write!(f, "!{}", u.cd)?;
            }
            if u.carrier != NONE {
                write!(f, "^{}", UnitId(u.carrier))?;
            }
        }
        if first {
            f.write_str("-")?;
        }
        Ok(())
    }
}

impl FromStr for Generals {
    type Err = PositionError;
    fn from_str(s: &str) -> Result<Generals, PositionError> {
        let fields: Vec<&str> = s.trim().split(' ').collect();
        if fields.len() != 3 && fields.len() != 5 {
            return Err(NotationError::Fields { found: fields.len() }.into());
        }
        let mut pos = Generals::empty();
        pos.to_move = match fields[0] {
            "s" => Side::First,
            "n" => Side::Second,
            t => return Err(NotationError::Team { team: excerpt(t) }.into()),
        };
        pos.quiet = fields[1]
            .parse::<u8>()
            .ok()
            .filter(|&q| q <= NO_DAMAGE_LIMIT && (fields[1] == "0" || !fields[1].starts_with('0')))
            .ok_or_else(|| NotationError::NoDamageCount {
                value: excerpt(fields[1]),
                max: NO_DAMAGE_LIMIT,
            })?;
        if fields[2] != "-" {
            pos.parse_units(fields[2])?;
        }
        pos.validate_units()?;
        pos.rebuild_occ();
        if fields.len() == 5 {
            pos.parse_turn(fields[3], fields[4])?;
        }
        Ok(pos)
    }
}

impl Generals {
    fn parse_units(&mut self, list: &str) -> Result<(), NotationError> {
        let mut carriers = Vec::new();
        for token in list.split(',') {
            let (slot, unit, carrier) = parse_unit(self, token)?;
            if self.units[slot].alive() {
                return Err(NotationError::ListedTwice { unit: UnitId(slot as u8).to_string() });
            }
            self.units[slot] = unit;
            carriers.push((slot, carrier));
        }
        for (slot, carrier) in carriers {
            if let Some(c) = carrier {
                if !self.units[c.slot()].alive() {
                    let unit = UnitId(slot as u8).to_string();
                    return Err(NotationError::CarrierAbsent { unit, carrier: c.to_string() });
                }
                self.units[slot].carrier = c.0;
            }
        }
        Ok(())
    }
}

/// One unit, `ID=KIND@CELL` with optional `:HP`, `!COOLDOWN` and `^CARRIER` (G14).
fn parse_unit(pos: &Generals, token: &str) -> Result<(usize, Unit, Option<UnitId>), NotationError> {
    let shape = || NotationError::UnitShape { token: excerpt(token) };
    let (id_text, rest) = token.split_once('=').ok_or_else(shape)?;
    let id = UnitId::parse(id_text).ok_or_else(|| NotationError::unit_id(id_text))?;
    let unit = id.to_string();
    let (kind_text, mut rest) = rest.split_once('@').ok_or_else(shape)?;
    let kind: Kind = kind_text.parse()?;
    if id.is_general() != (kind == Kind::General) {
        return Err(if id.is_general() {
            NotationError::GeneralKind { unit, kind: kind.to_string() }
        } else {
            NotationError::SoldierKind { unit }
        });
    }
    let mut carrier = None;
    if let Some((r, c)) = rest.split_once('^') {
        let id = UnitId::parse(c)
            .ok_or_else(|| NotationError::CarrierId { unit: unit.clone(), carrier: excerpt(c) })?;
        carrier = Some(id);
        rest = r;
    }
    let mut cd = 0;
    if let Some((r, c)) = rest.split_once('!') {
        cd = c
            .parse::<u8>()
            .map_err(|_| NotationError::CooldownNumber { unit: unit.clone(), value: excerpt(c) })?;
        if !kind.has_cooldown() {
            return Err(NotationError::NoCooldown { unit, kind: kind.to_string() });
        }
        if cd > ABILITY_WAIT {
            return Err(NotationError::CooldownRange { unit, cooldown: cd, max: ABILITY_WAIT });
        }
        rest = r;
    }
    let mut hp = kind.max_hp();
    if let Some((r, h)) = rest.split_once(':') {
        hp =
            h.parse::<u8>().map_err(|_| NotationError::HpNumber { unit: unit.clone(), value: excerpt(h) })?;
        if hp == 0 || hp > kind.max_hp() {
            return Err(NotationError::HpRange { unit, hp, max: kind.max_hp(), kind: kind.to_string() });
        }
        rest = r;
    }
    let sq: Square = rest.parse()?;
    let cell = pos.cell_of(sq).ok_or_else(|| NotationError::OffMap { unit, cell: sq.to_string() })?;
    Ok((id.slot(), Unit { kind, cell, hp, cd, carrier: NONE }, carrier))
}

impl Generals {
    /// The mid-turn fields: `MODE:G[*]` and the units' states.
    fn parse_turn(&mut self, choice: &str, states: &str) -> Result<(), NotationError> {
        let (choice, damaged) = match choice.strip_suffix('*') {
            Some(c) => (c, true),
            None => (choice, false),
        };
        let (mode, g) =
            choice.split_once(':').ok_or_else(|| NotationError::TurnField { turn: excerpt(choice) })?;
        let mode = [Mode::Lead, Mode::Troops]
            .into_iter()
            .find(|m| m.word() == mode)
            .ok_or_else(|| NotationError::Mode { mode: excerpt(mode) })?;
        let g: Colour = g.parse()?;
        if g.side() != self.to_move {
            return Err(NotationError::GeneralNotToMove { general: g.to_string() });
        }
        if self.outcome().is_some() {
            return Err(NotationError::GameOver);
        }
        self.turn.chosen = Some((g, mode));
        self.turn.damaged = damaged;
        if states == "-" {
            return Ok(());
        }
        for token in states.split(',') {
            self.parse_state(token)?;
        }
        Ok(())
    }

    /// One unit's state this turn: `r1=2a` (steps used, then flag letters).
    fn parse_state(&mut self, token: &str) -> Result<(), NotationError> {
        let (id, state) =
            token.split_once('=').ok_or_else(|| NotationError::StateShape { token: excerpt(token) })?;
        let id = UnitId::parse(id).ok_or_else(|| NotationError::StateId { id: excerpt(id) })?;
        let unit = id.to_string();
        let u = *self.unit(id).ok_or_else(|| NotationError::StateAbsent { unit: unit.clone() })?;
        let digits = state.bytes().take_while(|b| b.is_ascii_digit()).count();
        let steps: u8 = state[..digits]
            .parse()
            .map_err(|_| NotationError::StateSteps { unit: unit.clone(), state: excerpt(state) })?;
        if steps > u.kind.moves() {
            return Err(NotationError::TooManySteps { unit, steps, kind: u.kind.to_string() });
        }
        let mut flags = 0;
        for ch in state[digits..].chars() {
            let letter = || excerpt(&ch.to_string());
            let bit = FLAG_LETTERS
                .iter()
                .find(|(_, l)| *l == ch)
                .map(|(b, _)| *b)
                .ok_or_else(|| NotationError::StateLetter { unit: unit.clone(), letter: letter() })?;
            if flags & bit != 0 {
                return Err(NotationError::StateTwice { unit, letter: letter() });
            }
            flags |= bit;
        }
        if flags & FIRED != 0 && u.cd != ABILITY_WAIT {
            return Err(NotationError::CooldownStarted { unit });
        }
        if side_of(id.slot()) != self.to_move && (steps > 0 || flags != 0) {
            return Err(NotationError::UnitNotToMove { unit });
        }
        self.turn.steps[id.slot()] = steps;
        self.turn.flags[id.slot()] = flags;
        Ok(())
    }
}

impl Generals {
    /// Checks the G14 rules for a set of units; `Err` names the first problem.
    pub(crate) fn validate_units(&self) -> Result<(), NotationError> {
        for s in 0..20 {
            if self.units[s].alive() {
                self.validate_unit(s)?;
            }
        }
        self.validate_cells()
    }

    /// One unit: its general present, no water but for a Marine, HP and cooldown in range, and
    /// a carrier that is a Chariot of its team on its cell (G9).
    fn validate_unit(&self, s: usize) -> Result<(), NotationError> {
        let u = self.units[s];
        let unit = UnitId(s as u8).to_string();
        let general = s - s % 5;
        if s != general && !self.units[general].alive() {
            return Err(NotationError::GeneralAbsent { unit, general: UnitId(general as u8).to_string() });
        }
        if self.map.is_water(u.cell) && u.kind != Kind::Marine {
            return Err(NotationError::InWater {
                unit,
                kind: u.kind.to_string(),
                cell: self.sq(u.cell).to_string(),
            });
        }
        if u.hp > u.kind.max_hp() {
            return Err(NotationError::HpAbove {
                unit,
                hp: u.hp,
                max: u.kind.max_hp(),
                kind: u.kind.to_string(),
            });
        }
        if u.cd > ABILITY_WAIT {
            return Err(NotationError::CooldownAbove { unit, cooldown: u.cd, max: ABILITY_WAIT });
        }
        if u.carrier != NONE {
            let c = u.carrier as usize;
            let carrier = self.units[c];
            let carrier_id = UnitId(c as u8).to_string();
            if !carrier.alive() || carrier.kind != Kind::Chariot || side_of(c) != side_of(s) {
                return Err(NotationError::NotAChariot { unit, carrier: carrier_id });
            }
            if carrier.cell != u.cell {
                return Err(NotationError::OffCarrier { unit, carrier: carrier_id });
            }
            if u.kind == Kind::Chariot {
                return Err(NotationError::ChariotRides { unit });
            }
            if !u.kind.can_ride() {
                return Err(NotationError::CannotRide { unit, kind: u.kind.to_string() });
            }
            if carrier.carrier != NONE {
                return Err(NotationError::CarrierRides { carrier: carrier_id });
            }
        }
        let capacity = Kind::CHARIOT_CAPACITY;
        if u.kind == Kind::Chariot && self.passengers(s) > capacity as usize {
            return Err(NotationError::Overloaded { unit, capacity });
        }
        Ok(())
    }

    /// Cells: one unit on foot, or one Chariot with its passengers. Two units may share a
    /// cell on foot only as left there by a Chariot (G9, G15): the team's two generals
    /// (wounded by its destruction), or two units of one general whose teammate died with
    /// the Chariot.
    fn validate_cells(&self) -> Result<(), NotationError> {
        for cell in 0..self.map.cells() {
            let on_foot: Vec<usize> = (0..20)
                .filter(|&s| {
                    let u = self.units[s];
                    u.alive() && u.carrier == NONE && u.cell as usize == cell
                })
                .collect();
            let stranded = on_foot.len() == 2 && {
                let (a, b) = (on_foot[0], on_foot[1]);
                let both_generals = a % 5 == 0 && b % 5 == 0 && side_of(a) == side_of(b);
                let mate_gone = a / 5 == b / 5 && !self.units[((a / 5) ^ 1) * 5].alive();
                (both_generals || mate_gone) && on_foot.iter().all(|&s| self.units[s].kind != Kind::Chariot)
            };
            let cell_name = || self.sq(cell as u8).to_string();
            if on_foot.len() > 1 && !stranded {
                let (first, second) =
                    (UnitId(on_foot[0] as u8).to_string(), UnitId(on_foot[1] as u8).to_string());
                return Err(NotationError::SharedCell { first, second, cell: cell_name() });
            }
            let riders = (0..20).any(|s| {
                let u = self.units[s];
                u.alive() && u.carrier != NONE && u.cell as usize == cell
            });
            if riders && on_foot.len() != 1 {
                return Err(NotationError::Passengers { cell: cell_name() });
            }
        }
        Ok(())
    }
}
