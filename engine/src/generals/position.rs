//! The position (`Generals`): the units, the team to move, the no-damage count and, in the
//! middle of a turn, the turn's state; its notation (G14) and the [`Position`] impl.
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
//!
//! **Units left together.** G9/G15 leave a Chariot's passengers on its cell on foot when the
//! Chariot goes (the team's two generals after its destruction, or two units of one general
//! when the teammate's Chariot goes with its general). Such a pair shares the cell until one
//! steps off: nothing else may enter it, a Catapult shot hits both, any other attack or pull
//! on the cell takes the first of them by slot (r, b, y, g, then number). The notation
//! accepts exactly these pairs and still rejects any other shared cell.

use std::fmt;
use std::str::FromStr;

use crate::error::PositionError;
use crate::outcome::{EndReason, Outcome, Side};
use crate::position::{GameKind, HistoryRules, Position};
use crate::view::{BoardView, PieceView};

use super::map::{Map, Square, MAX_CELLS};
use super::notation::{Action, Mode, UnitId, ID_ORDER};
use super::units::{Colour, Kind};

/// No unit / no carrier.
pub(crate) const NONE: u8 = 0xFF;
/// Turn flags of a unit.
pub(crate) const ATTACKED: u8 = 1;
pub(crate) const GOT_OFF: u8 = 2;
pub(crate) const WARPED: u8 = 4;
pub(crate) const FIRED: u8 = 8;
const FLAG_LETTERS: [(u8, char); 4] = [(ATTACKED, 'a'), (GOT_OFF, 'o'), (WARPED, 'w'), (FIRED, 'c')];

/// The draw comes when the no-damage count reaches this at the end of a turn (G12).
pub const NO_DAMAGE_LIMIT: u8 = 60;

/// One unit; `hp == 0` means the slot is empty (the unit is gone or never was).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Unit {
    pub kind: Kind,
    pub cell: u8,
    pub hp: u8,
    pub cd: u8,
    /// The slot of the Chariot carrying it, or `NONE`.
    pub carrier: u8,
}

impl Unit {
    pub(crate) const EMPTY: Unit = Unit { kind: Kind::General, cell: 0, hp: 0, cd: 0, carrier: NONE };

    pub fn alive(&self) -> bool {
        self.hp > 0
    }
}

/// The state of the turn in progress.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub(crate) struct Turn {
    pub chosen: Option<(Colour, Mode)>,
    pub damaged: bool,
    pub steps: [u8; 20],
    pub flags: [u8; 20],
}

/// A Generals position (G1–G15): see the module docs for the notation.
#[derive(Clone)]
pub struct Generals {
    pub(crate) map: &'static Map,
    pub(crate) to_move: Side,
    pub(crate) quiet: u8,
    pub(crate) units: [Unit; 20],
    /// The unit standing on each cell: the Chariot where there is one, else a unit on foot.
    pub(crate) occ: [u8; MAX_CELLS],
    pub(crate) turn: Turn,
}

/// The side (team) of a slot.
#[inline]
pub(crate) fn side_of(slot: usize) -> Side {
    if slot < 10 {
        Side::First
    } else {
        Side::Second
    }
}

impl Generals {
    /// An empty board of the standard map (no units), South to move.
    pub(crate) fn empty() -> Generals {
        Generals {
            map: Map::standard(),
            to_move: Side::First,
            quiet: 0,
            units: [Unit::EMPTY; 20],
            occ: [NONE; MAX_CELLS],
            turn: Turn::default(),
        }
    }

    pub fn map(&self) -> &'static Map {
        self.map
    }

    /// The unit with this id, if present.
    pub fn unit(&self, id: UnitId) -> Option<&Unit> {
        self.units.get(id.slot()).filter(|u| u.alive())
    }

    /// The present units with their ids, in id order.
    pub fn units(&self) -> impl Iterator<Item = (UnitId, &Unit)> + '_ {
        ID_ORDER.iter().map(|&s| (UnitId(s), &self.units[s as usize])).filter(|(_, u)| u.alive())
    }

    /// Team turns in a row without damage (G12).
    pub fn no_damage_turns(&self) -> u8 {
        self.quiet
    }

    /// The general and mode chosen this turn, if any.
    pub fn chosen(&self) -> Option<(Colour, Mode)> {
        self.turn.chosen
    }

    /// Whether damage was dealt in the turn so far.
    pub fn damaged_this_turn(&self) -> bool {
        self.turn.damaged
    }

    pub(crate) fn cell_of(&self, sq: Square) -> Option<u8> {
        self.map.cell(sq)
    }

    pub(crate) fn sq(&self, cell: u8) -> Square {
        self.map.square(cell)
    }

    /// Recomputes which unit stands on every cell.
    pub(crate) fn rebuild_occ(&mut self) {
        self.occ = [NONE; MAX_CELLS];
        for s in 0..20 {
            let u = self.units[s];
            if u.alive() && u.carrier == NONE {
                let c = u.cell as usize;
                if self.occ[c] == NONE || u.kind == Kind::Chariot {
                    self.occ[c] = s as u8;
                }
            }
        }
    }

    /// Recomputes the unit standing on one cell.
    pub(crate) fn refresh(&mut self, cell: u8) {
        let mut top = NONE;
        for s in 0..20 {
            let u = self.units[s];
            if u.alive() && u.carrier == NONE && u.cell == cell && (top == NONE || u.kind == Kind::Chariot) {
                top = s as u8;
            }
        }
        self.occ[cell as usize] = top;
    }

    pub(crate) fn passengers(&self, chariot: usize) -> usize {
        self.units.iter().filter(|u| u.alive() && u.carrier as usize == chariot).count()
    }

    /// Whether a general of the side is still on the board.
    pub fn has_general(&self, side: Side) -> bool {
        Colour::of_side(side).iter().any(|c| self.units[c.index() * 5].alive())
    }

    /// Ends the turn where it stands: cooldowns tick, the no-damage count moves (G13, G15).
    pub(crate) fn end_turn(&mut self) {
        let base = self.to_move.index() * 10;
        for s in base..base + 10 {
            let u = &mut self.units[s];
            if u.alive() && u.cd > 0 && self.turn.flags[s] & FIRED == 0 {
                u.cd -= 1;
            }
        }
        self.quiet = if self.turn.damaged { 0 } else { self.quiet.saturating_add(1) };
        self.to_move = self.to_move.other();
        self.turn = Turn::default();
    }

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

    /// Checks the G14 rules for a set of units; `Err` names the first problem.
    pub(crate) fn validate_units(&self) -> Result<(), String> {
        for s in 0..20 {
            let u = self.units[s];
            if !u.alive() {
                continue;
            }
            let id = UnitId(s as u8);
            if s % 5 != 0 && !self.units[s - s % 5].alive() {
                return Err(format!(
                    "{id} is listed but its general {} is absent",
                    UnitId((s - s % 5) as u8)
                ));
            }
            if self.map.is_water(u.cell) && u.kind != Kind::Marine {
                return Err(format!(
                    "{id} ({}) stands in water at {}; only Marines may",
                    u.kind,
                    self.sq(u.cell)
                ));
            }
            if u.hp > u.kind.max_hp() {
                return Err(format!("{id} has HP {} above the {} of a {}", u.hp, u.kind.max_hp(), u.kind));
            }
            if u.cd > 1 {
                return Err(format!("{id} has cooldown {}; a cooldown is 0 or 1", u.cd));
            }
            if u.carrier != NONE {
                let c = u.carrier as usize;
                let carrier = self.units[c];
                if !carrier.alive() || carrier.kind != Kind::Chariot || side_of(c) != side_of(s) {
                    return Err(format!(
                        "{id} is carried by {}, which is not a Chariot of its team",
                        UnitId(c as u8)
                    ));
                }
                if carrier.cell != u.cell {
                    return Err(format!("{id} is carried by {} but is not on its cell", UnitId(c as u8)));
                }
                if u.kind == Kind::Chariot {
                    return Err(format!("{id} is a Chariot and cannot ride a Chariot"));
                }
                if !u.kind.can_ride() {
                    return Err(format!("{id} ({}) cannot ride a Chariot", u.kind));
                }
                if carrier.carrier != NONE {
                    return Err(format!("{} carries passengers and rides a Chariot", UnitId(c as u8)));
                }
            }
            if u.kind == Kind::Chariot && self.passengers(s) > 2 {
                return Err(format!("{id} carries more than 2 passengers"));
            }
        }
        // Cells: one unit on foot, or one Chariot with its passengers. Two units may share a
        // cell on foot only as left there by a Chariot (G9, G15): the team's two generals
        // (wounded by its destruction), or two units of one general whose teammate died with
        // the Chariot.
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
            if on_foot.len() > 1 && !stranded {
                return Err(format!(
                    "{} and {} share the cell {} outside a Chariot",
                    UnitId(on_foot[0] as u8),
                    UnitId(on_foot[1] as u8),
                    self.sq(cell as u8)
                ));
            }
            let riders = (0..20).any(|s| {
                let u = self.units[s];
                u.alive() && u.carrier != NONE && u.cell as usize == cell
            });
            if riders && on_foot.len() != 1 {
                return Err(format!("passengers at {} without their Chariot", self.sq(cell as u8)));
            }
        }
        Ok(())
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

impl fmt::Debug for Generals {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Generals({self})")
    }
}

fn parse_unit(pos: &Generals, token: &str) -> Result<(usize, Unit, Option<UnitId>), String> {
    let (id_text, rest) =
        token.split_once('=').ok_or_else(|| format!("unit '{token}' should look like ID=KIND@CELL"))?;
    let id = UnitId::parse(id_text)
        .ok_or_else(|| format!("unit id '{id_text}' should be a colour r/b/y/g and a number 0-4"))?;
    let (kind_text, mut rest) =
        rest.split_once('@').ok_or_else(|| format!("unit '{token}' should look like ID=KIND@CELL"))?;
    let kind: Kind = kind_text.parse()?;
    if id.is_general() != (kind == Kind::General) {
        return Err(if id.is_general() {
            format!("{id} is a general and must be GN, not {kind}")
        } else {
            format!("{id} is a soldier and cannot be GN")
        });
    }
    let mut carrier = None;
    if let Some((r, c)) = rest.split_once('^') {
        carrier = Some(UnitId::parse(c).ok_or_else(|| format!("{id}: carrier '{c}' is not a unit id"))?);
        rest = r;
    }
    let mut cd = 0;
    if let Some((r, c)) = rest.split_once('!') {
        cd = c.parse::<u8>().map_err(|_| format!("{id}: cooldown '{c}' is not a number"))?;
        if !kind.has_cooldown() {
            return Err(format!("{id}: a {kind} has no cooldown"));
        }
        if cd > 1 {
            return Err(format!("{id}: cooldown {cd} is not 0 or 1"));
        }
        rest = r;
    }
    let mut hp = kind.max_hp();
    if let Some((r, h)) = rest.split_once(':') {
        hp = h.parse::<u8>().map_err(|_| format!("{id}: HP '{h}' is not a number"))?;
        if hp == 0 || hp > kind.max_hp() {
            return Err(format!("{id}: HP {hp} is out of range 1-{} for a {kind}", kind.max_hp()));
        }
        rest = r;
    }
    let sq: Square = rest.parse()?;
    let cell = pos.cell_of(sq).ok_or_else(|| format!("{id}: cell {sq} is off the map"))?;
    Ok((id.slot(), Unit { kind, cell, hp, cd, carrier: NONE }, carrier))
}

impl FromStr for Generals {
    type Err = PositionError;
    fn from_str(s: &str) -> Result<Generals, PositionError> {
        let e = PositionError::new;
        let fields: Vec<&str> = s.trim().split(' ').collect();
        if fields.len() != 3 && fields.len() != 5 {
            return Err(e(format!(
                "expected 3 fields separated by single spaces (team, no-damage count, units), or 5 in the middle \
                 of a turn; found {}",
                fields.len()
            )));
        }
        let mut pos = Generals::empty();
        pos.to_move = match fields[0] {
            "s" => Side::First,
            "n" => Side::Second,
            t => return Err(e(format!("team to move '{t}' should be s or n"))),
        };
        pos.quiet = fields[1]
            .parse::<u8>()
            .ok()
            .filter(|&q| q <= NO_DAMAGE_LIMIT && (fields[1] == "0" || !fields[1].starts_with('0')))
            .ok_or_else(|| e(format!("no-damage count '{}' should be a number from 0 to 60", fields[1])))?;
        if fields[2] != "-" {
            let mut carriers = Vec::new();
            for token in fields[2].split(',') {
                let (slot, unit, carrier) = parse_unit(&pos, token).map_err(e)?;
                if pos.units[slot].alive() {
                    return Err(e(format!("unit {} is listed twice", UnitId(slot as u8))));
                }
                pos.units[slot] = unit;
                carriers.push((slot, carrier));
            }
            for (slot, carrier) in carriers {
                if let Some(c) = carrier {
                    if !pos.units[c.slot()].alive() {
                        return Err(e(format!("{} is carried by {c}, which is absent", UnitId(slot as u8))));
                    }
                    pos.units[slot].carrier = c.0;
                }
            }
        }
        pos.validate_units().map_err(e)?;
        pos.rebuild_occ();
        if fields.len() == 5 {
            pos.parse_turn(fields[3], fields[4]).map_err(e)?;
        }
        Ok(pos)
    }
}

impl Generals {
    fn parse_turn(&mut self, choice: &str, states: &str) -> Result<(), String> {
        let (choice, damaged) = match choice.strip_suffix('*') {
            Some(c) => (c, true),
            None => (choice, false),
        };
        let (mode, g) = choice
            .split_once(':')
            .ok_or_else(|| format!("turn field '{choice}' should look like lead:r or troops:r"))?;
        let mode = match mode {
            "lead" => Mode::Lead,
            "troops" => Mode::Troops,
            m => return Err(format!("mode '{m}' should be lead or troops")),
        };
        let g: Colour = g.parse()?;
        if g.side() != self.to_move {
            return Err(format!("general {g} is not of the team to move"));
        }
        if self.outcome().is_some() {
            return Err("the game is over, so no turn is in progress".into());
        }
        self.turn.chosen = Some((g, mode));
        self.turn.damaged = damaged;
        if states == "-" {
            return Ok(());
        }
        for token in states.split(',') {
            let (id, state) = token
                .split_once('=')
                .ok_or_else(|| format!("unit state '{token}' should look like r1=2a"))?;
            let id = UnitId::parse(id).ok_or_else(|| format!("'{id}' is not a unit id"))?;
            let u = *self.unit(id).ok_or_else(|| format!("unit state for {id}, which is absent"))?;
            let digits = state.bytes().take_while(|b| b.is_ascii_digit()).count();
            let steps: u8 = state[..digits]
                .parse()
                .map_err(|_| format!("{id}: state '{state}' should start with the steps used"))?;
            if steps > u.kind.moves() {
                return Err(format!("{id}: {steps} steps used, more than a {} has", u.kind));
            }
            let mut flags = 0;
            for ch in state[digits..].chars() {
                let bit =
                    FLAG_LETTERS.iter().find(|(_, l)| *l == ch).map(|(b, _)| *b).ok_or_else(|| {
                        format!("{id}: unknown state letter '{ch}' (expected a, o, w or c)")
                    })?;
                if flags & bit != 0 {
                    return Err(format!("{id}: state letter '{ch}' twice"));
                }
                flags |= bit;
            }
            if flags & FIRED != 0 && u.cd != 1 {
                return Err(format!("{id}: cooldown started this turn but the unit shows none"));
            }
            if side_of(id.slot()) != self.to_move && (steps > 0 || flags != 0) {
                return Err(format!("{id} is not of the team to move"));
            }
            self.turn.steps[id.slot()] = steps;
            self.turn.flags[id.slot()] = flags;
        }
        Ok(())
    }

    /// A 64-bit hash of everything in the position.
    fn hash(&self) -> u64 {
        let mut h: u64 = 0xcbf2_9ce4_8422_2325;
        let mut mix = |x: u64| {
            h = (h ^ x).wrapping_mul(0x0000_0100_0000_01b3).rotate_left(23);
        };
        mix(self.to_move as u64 | (self.quiet as u64) << 8);
        for (s, u) in self.units.iter().enumerate() {
            if u.alive() {
                mix((s as u64) << 48
                    | (u.kind as u64) << 40
                    | (u.cell as u64) << 32
                    | (u.hp as u64) << 24
                    | (u.cd as u64) << 16
                    | u.carrier as u64);
            }
        }
        if let Some((g, m)) = self.turn.chosen {
            mix(1 << 60 | (g as u64) << 8 | (m as u64) << 4 | self.turn.damaged as u64);
            for s in 0..20 {
                if self.turn.steps[s] != 0 || self.turn.flags[s] != 0 {
                    mix((s as u64) << 16 | (self.turn.steps[s] as u64) << 8 | self.turn.flags[s] as u64);
                }
            }
        }
        h ^ h >> 29
    }
}

impl Position for Generals {
    type Action = Action;
    const KIND: GameKind = GameKind::Generals;
    const HISTORY_RULES: HistoryRules = HistoryRules { repetition: None, max_plies: None };

    fn start() -> Generals {
        super::army::default_position()
    }

    fn to_move(&self) -> Side {
        self.to_move
    }

    fn legal_actions(&self, out: &mut Vec<Action>) {
        self.generate(out);
    }

    fn apply(&mut self, action: &Action) {
        self.apply_action(action);
    }

    fn pass(&self) -> Option<Action> {
        self.outcome().is_none().then_some(Action::Pass)
    }

    fn outcome(&self) -> Option<Outcome> {
        match (self.has_general(Side::First), self.has_general(Side::Second)) {
            (false, false) => Some(Outcome::draw(EndReason::MutualElimination)),
            (true, false) => Some(Outcome::win(Side::First, EndReason::GeneralsEliminated)),
            (false, true) => Some(Outcome::win(Side::Second, EndReason::GeneralsEliminated)),
            (true, true) if self.quiet >= NO_DAMAGE_LIMIT => Some(Outcome::draw(EndReason::NoDamage)),
            _ => None,
        }
    }

    fn key(&self) -> u64 {
        self.hash()
    }

    fn at_turn_boundary(&self) -> bool {
        self.turn.chosen.is_none()
    }

    fn action_syntax_ok(s: &str) -> bool {
        Action::syntax_ok(s)
    }

    fn action_taps(&self, action: &Action) -> Vec<String> {
        action.taps()
    }

    /// Four-seat play: the index of the general the action belongs to — 0 Red, 1 Blue,
    /// 2 Yellow, 3 Green. `end` belongs to the chosen general; `pass` (the timer) to nobody.
    fn seat_of_action(&self, action: &Action) -> Option<u8> {
        match action {
            Action::End => self.turn.chosen.map(|(g, _)| g as u8),
            Action::Pass => None,
            a => a.colour().map(|c| c as u8),
        }
    }

    fn view(&self) -> BoardView {
        let pieces = self
            .units()
            .map(|(id, u)| PieceView {
                id: id.to_string(),
                kind: u.kind.code().to_string(),
                side: Some(side_of(id.slot())),
                group: Some(id.colour().letter().to_string()),
                at: self.sq(u.cell).to_string(),
                hp: Some(u.hp),
                max_hp: Some(u.kind.max_hp()),
                cooldown: u.kind.has_cooldown().then_some(u.cd),
                carried_by: (u.carrier != NONE).then(|| UnitId(u.carrier).to_string()),
                locked: false,
            })
            .collect();
        let mut notes = vec![
            ("to move".to_string(), if self.to_move == Side::First { "south" } else { "north" }.to_string()),
            ("no-damage turns".to_string(), self.quiet.to_string()),
        ];
        if let Some((g, mode)) = self.turn.chosen {
            notes.push(("general".to_string(), g.letter().to_string()));
            notes.push(("mode".to_string(), mode.word().to_string()));
        }
        BoardView { pieces, reserves: Vec::new(), marks: Vec::new(), terrain: self.map.rows(), notes }
    }

    fn diagram(&self) -> String {
        let mut out = String::new();
        for row in (0..self.map.height).rev() {
            out.push_str(&format!("{:>2} ", row + 1));
            for col in 0..self.map.width {
                let cell = self.map.cell(Square { col, row }).unwrap_or(0);
                let top = self.occ[cell as usize];
                let text = if top != NONE {
                    let riders = self.passengers(top as usize);
                    format!("{}{}", UnitId(top), if riders > 0 { "+" } else { " " })
                } else if self.map.is_water(cell) {
                    " ~ ".to_string()
                } else {
                    " . ".to_string()
                };
                out.push_str(&text);
            }
            out.push('\n');
        }
        out.push_str("   ");
        for col in 0..self.map.width {
            out.push_str(&format!(" {} ", (b'a' + col) as char));
        }
        out.push('\n');
        let mut line = String::new();
        for (id, u) in self.units() {
            let mut s = format!("{id} {} {}/{}", u.kind, u.hp, u.kind.max_hp());
            if u.cd > 0 {
                s.push_str(" cd");
            }
            if u.carrier != NONE {
                s.push_str(&format!(" on {}", UnitId(u.carrier)));
            }
            if line.len() + s.len() > 70 {
                out.push_str(line.trim_end());
                out.push('\n');
                line.clear();
            }
            line.push_str(&s);
            line.push_str("  ");
        }
        out.push_str(line.trim_end());
        out.push('\n');
        out.push_str(&format!(
            "{} to move, no-damage turns {}",
            if self.to_move == Side::First { "South (r, b)" } else { "North (y, g)" },
            self.quiet
        ));
        if let Some((g, mode)) = self.turn.chosen {
            out.push_str(&format!(", {} {}", mode.word(), g.letter()));
        }
        out.push('\n');
        out
    }
}
