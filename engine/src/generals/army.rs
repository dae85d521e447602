//! Armies and setup (G2, G3, G4): an army is each general's four soldiers with their kinds
//! and spawn cells; it is checked against the team limits and spawn points; preset armies;
//! and [`Setup`], which holds each team's (or each seat's) army until all are in, so hidden
//! setup is possible, then builds the start position.

use serde::{Deserialize, Serialize};

use crate::outcome::Side;
use crate::setup::{PresetName, SetupPhase};
use crate::view::BoardView;

use super::board::{Map, Square};
use super::notation::NotationError;
use super::pieces::{Colour, Kind, UnitId, SOLDIERS_PER_GENERAL};
use super::position::{Generals, Unit, NONE};
use crate::error::number_word;

/// The most Crossbowmen a team may field beside Crossbow cavalry (G3).
pub const CROSSBOWMEN_WITH_CAVALRY: usize = 2;

/// An army that breaks a rule of G2–G4. Generals are named by letter (`r`), kinds by code.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, thiserror::Error)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "code", content = "params", rename_all_fields = "camelCase")]
pub enum ArmyError {
    #[serde(rename = "army.wrong-general")]
    #[error("invalid army: a soldier of {} listed for {}", .soldier_of.name_en(), .listed_for.name_en())]
    WrongGeneral { soldier_of: Colour, listed_for: Colour },
    #[serde(rename = "army.soldier-count")]
    #[error("invalid army: {} has {count} soldiers; each general commands exactly {soldiers} (G2)", .general.name_en())]
    SoldierCount { general: Colour, count: usize, soldiers: usize },
    #[serde(rename = "army.general-as-soldier")]
    #[error("invalid army: a general cannot be placed as a soldier")]
    GeneralAsSoldier,
    #[serde(rename = "army.not-on-spawn")]
    #[error("invalid army: {kind} at {cell} is not on a spawn point of {} ({})", .general.name_en(), .spawns.join(" "))]
    NotOnSpawn { kind: Kind, cell: Square, general: Colour, spawns: Vec<String> },
    #[serde(rename = "army.same-cell")]
    #[error("invalid army: two soldiers placed on {cell}")]
    SameCell { cell: Square },
    #[serde(rename = "army.in-water")]
    #[error("invalid army: {kind} at {cell} would stand in water; only Marines may")]
    InWater { kind: Kind, cell: Square },
    #[serde(rename = "army.over-limit")]
    #[error("invalid army: {count} × {} ({kind}) exceed the team limit of {limit} (G3)", .kind.stats().name_en)]
    OverLimit { count: usize, kind: Kind, limit: usize },
    #[serde(rename = "army.crossbows")]
    #[error("invalid army: {crossbowmen} Crossbowmen (CB): more than {} forbid Crossbow cavalry (CC) (G3)", number_word(*.max as u64))]
    Crossbows { crossbowmen: usize, max: usize },
    #[serde(rename = "army.wrong-team")]
    #[error("invalid army: general {general} is not of the {} team", if *.team == Side::First { "South" } else { "North" })]
    WrongTeam { general: Colour, team: Side },
    #[serde(rename = "army.incomplete")]
    #[error("invalid army: setup is not complete: waiting for {}", .missing.iter().map(|g| g.name_en()).collect::<Vec<_>>().join(", "))]
    Incomplete { missing: Vec<Colour> },
}

/// One soldier of an army: its general, kind and spawn cell. As JSON (the app's `ArmySpec`
/// entries): `{ "general": "r", "kind": "LI", "cell": "b3" }`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(try_from = "RawArmyUnit", into = "RawArmyUnit")]
pub struct ArmyUnit {
    pub general: Colour,
    pub kind: Kind,
    pub cell: Square,
}

#[derive(Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
struct RawArmyUnit {
    general: String,
    kind: String,
    cell: String,
}

impl TryFrom<RawArmyUnit> for ArmyUnit {
    type Error = NotationError;
    fn try_from(r: RawArmyUnit) -> Result<ArmyUnit, NotationError> {
        Ok(ArmyUnit { general: r.general.parse()?, kind: r.kind.parse()?, cell: r.cell.parse()? })
    }
}

impl From<ArmyUnit> for RawArmyUnit {
    fn from(u: ArmyUnit) -> RawArmyUnit {
        RawArmyUnit { general: u.general.to_string(), kind: u.kind.to_string(), cell: u.cell.to_string() }
    }
}

/// A team's army (8 soldiers, 4 per general) or one general's part of it (4 soldiers). The
/// soldiers of a general are numbered 1–4 in the order listed.
pub type Army = Vec<ArmyUnit>;

/// A general's spawn points: the cells around its start cell on the map (G2).
pub fn spawn_points(map: &Map, general: Colour) -> Vec<Square> {
    let home = map.homes[general.index()];
    let mut out = Vec::new();
    for dy in -1..=1 {
        for dx in -1..=1 {
            if (dx, dy) != (0, 0) {
                if let Some(c) = map.offset(home, dx, dy, 1) {
                    out.push(map.square(c));
                }
            }
        }
    }
    out
}

/// Checks one general's soldiers: on free spawn points of that general (G2), no general among
/// them, water only for a Marine, exactly 4, and each kind within its team limit (G3).
pub fn validate_general(map: &Map, general: Colour, soldiers: &[ArmyUnit]) -> Result<(), ArmyError> {
    check_placement(map, general, soldiers)?;
    check_count(general, soldiers)?;
    check_limits(soldiers)
}

/// Where one general's soldiers stand, before how many they are: an army being built, one
/// soldier at a time, hears first why a soldier may not stand where it was put.
fn check_placement(map: &Map, general: Colour, soldiers: &[ArmyUnit]) -> Result<(), ArmyError> {
    let spawns = spawn_points(map, general);
    if let Some(u) = soldiers.iter().find(|u| u.general != general) {
        return Err(ArmyError::WrongGeneral { soldier_of: u.general, listed_for: general });
    }
    for (i, u) in soldiers.iter().enumerate() {
        if u.kind == Kind::General {
            return Err(ArmyError::GeneralAsSoldier);
        }
        if !spawns.contains(&u.cell) {
            let spawns = spawns.iter().map(|s| s.to_string()).collect();
            return Err(ArmyError::NotOnSpawn { kind: u.kind, cell: u.cell, general, spawns });
        }
        if soldiers[..i].iter().any(|o| o.cell == u.cell) {
            return Err(ArmyError::SameCell { cell: u.cell });
        }
        let cell = map.cell(u.cell).unwrap_or(0);
        if map.is_water(cell) && u.kind != Kind::Marine {
            return Err(ArmyError::InWater { kind: u.kind, cell: u.cell });
        }
    }
    Ok(())
}

fn check_count(general: Colour, soldiers: &[ArmyUnit]) -> Result<(), ArmyError> {
    if soldiers.len() != SOLDIERS_PER_GENERAL {
        return Err(ArmyError::SoldierCount {
            general,
            count: soldiers.len(),
            soldiers: SOLDIERS_PER_GENERAL,
        });
    }
    Ok(())
}

/// The G3 team limits: per kind, the Samurai 1, more than two Crossbowmen forbid Crossbow
/// cavalry.
fn check_limits(units: &[ArmyUnit]) -> Result<(), ArmyError> {
    for kind in Kind::SOLDIERS {
        let count = units.iter().filter(|u| u.kind == kind).count();
        let limit = kind.stats().limit as usize;
        if count > limit {
            return Err(ArmyError::OverLimit { count, kind, limit });
        }
    }
    let crossbowmen = units.iter().filter(|u| u.kind == Kind::Crossbowman).count();
    let cavalry = units.iter().filter(|u| u.kind == Kind::CrossbowCavalry).count();
    if crossbowmen > CROSSBOWMEN_WITH_CAVALRY && cavalry > 0 {
        return Err(ArmyError::Crossbows { crossbowmen, max: CROSSBOWMEN_WITH_CAVALRY });
    }
    Ok(())
}

/// Checks a team's whole army: the spawn points, then 4 soldiers for each of its two generals
/// (G2), then the team limits (G3).
pub fn validate_army(map: &Map, side: Side, army: &[ArmyUnit]) -> Result<(), ArmyError> {
    if let Some(u) = army.iter().find(|u| u.general.side() != side) {
        return Err(ArmyError::WrongTeam { general: u.general, team: side });
    }
    let of = |g: Colour| army.iter().copied().filter(|u| u.general == g).collect::<Vec<ArmyUnit>>();
    for g in Colour::of_side(side) {
        check_placement(map, g, &of(g))?;
    }
    for g in Colour::of_side(side) {
        check_count(g, &of(g))?;
    }
    check_limits(army)
}

/// A preset army, written for South; North gets the same army turned a half-turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Preset {
    pub id: &'static str,
    pub name_zh: &'static str,
    pub name_en: &'static str,
    /// Red's (Yellow's) and Blue's (Green's) soldiers: kind and offset from the general's
    /// start cell, seen from South (`dy > 0` is forward).
    soldiers: [[(Kind, i8, i8); 4]; 2],
}

use Kind::*;

/// The preset armies; the first is the default of G14.
pub const PRESETS: [Preset; 4] = [
    Preset {
        id: "default",
        name_zh: "标准",
        name_en: "Standard",
        soldiers: [
            [(LightInfantry, -1, 1), (HeavyInfantry, 0, 1), (LightInfantry, 1, 1), (Crossbowman, 0, -1)],
            [(LightCavalry, -1, 1), (ShieldInfantry, 0, 1), (Spearman, 1, 1), (Catapult, 0, -1)],
        ],
    },
    Preset {
        id: "phalanx",
        name_zh: "方阵",
        name_en: "Phalanx",
        soldiers: [
            [(Spearman, -1, 1), (HeavyInfantry, 0, 1), (Spearman, 1, 1), (Crossbowman, 0, -1)],
            [(Flail, -1, 1), (HeavyCavalry, 0, 1), (Axeman, 1, 1), (Crossbowman, 0, -1)],
        ],
    },
    Preset {
        id: "raiders",
        name_zh: "奇兵",
        name_en: "Raiders",
        soldiers: [
            [(Assassin, -1, 1), (LightCavalry, 0, 1), (Samurai, 1, 1), (Hook, -1, 0)],
            [(Assassin, -1, 1), (Chariot, 0, 1), (LightCavalry, 1, 1), (Marine, 1, 0)],
        ],
    },
    Preset {
        id: "siege",
        name_zh: "攻城",
        name_en: "Siege",
        soldiers: [
            [(Crossbowman, -1, 1), (ShieldInfantry, 0, 1), (Crossbowman, 1, 1), (Catapult, 0, -1)],
            [(Crossbowman, -1, 1), (HeavyInfantry, 0, 1), (Crossbowman, 1, 1), (Catapult, 0, -1)],
        ],
    },
];

/// A preset by id.
pub fn preset(id: &str) -> Option<&'static Preset> {
    PRESETS.iter().find(|p| p.id == id)
}

impl Preset {
    /// This preset as the army of `side` on `map`.
    pub fn army(&self, map: &Map, side: Side) -> Army {
        let mut out = Vec::new();
        for (g, soldiers) in Colour::of_side(side).into_iter().zip(self.soldiers) {
            let home = map.homes[g.index()];
            for (kind, dx, dy) in soldiers {
                let (dx, dy) = if side == Side::First { (dx, dy) } else { (-dx, -dy) };
                let cell = map.offset(home, dx, dy, 1).unwrap_or(home);
                out.push(ArmyUnit { general: g, kind, cell: map.square(cell) });
            }
        }
        out
    }
}

impl Generals {
    /// The start position from two validated team armies (G4), `first` to move.
    pub fn from_armies(south: &[ArmyUnit], north: &[ArmyUnit], first: Side) -> Result<Generals, ArmyError> {
        let mut pos = Generals::empty();
        let map = pos.map;
        validate_army(map, Side::First, south)?;
        validate_army(map, Side::Second, north)?;
        for g in Colour::ALL {
            pos.units[g.index() * 5] = Unit {
                kind: Kind::General,
                cell: map.homes[g.index()],
                hp: Kind::General.max_hp(),
                cd: 0,
                carrier: NONE,
            };
        }
        for g in Colour::ALL {
            let army = if g.side() == Side::First { south } else { north };
            for (n, u) in army.iter().filter(|u| u.general == g).enumerate() {
                let cell = map.cell(u.cell).unwrap_or(0);
                pos.units[UnitId::new(g, n as u8 + 1).slot()] =
                    Unit { kind: u.kind, cell, hp: u.kind.max_hp(), cd: 0, carrier: NONE };
            }
        }
        pos.to_move = first;
        pos.rebuild_occ();
        Ok(pos)
    }
}

/// The G14 start position: the default armies, South to move.
pub(crate) fn default_position() -> Generals {
    let map = Map::standard();
    let p = &PRESETS[0];
    Generals::from_armies(&p.army(map, Side::First), &p.army(map, Side::Second), Side::First)
        .expect("the default armies are valid")
}

/// The setup phase (G4): each general's soldiers are submitted (a team's eight at once with
/// two seats, or one general's four with four seats) and kept here until all four generals'
/// armies are in; only then is the start position built. Until then [`Setup::view`] shows a
/// viewer only its own team's units, so setup can be hidden.
///
/// As JSON (how a save keeps a setup under way): `{ "first": "first", "south": [units] | null,
/// "north": [units] | null }`, a team's units being those of its generals that are in. Reading
/// it checks every army as [`Setup::submit`] (or, for one general of four seats,
/// [`Setup::submit_general`]) does, so a setup read back obeys G2–G4.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(try_from = "TeamArmies", into = "TeamArmies")]
pub struct Setup {
    pub(super) armies: [Option<Army>; 4],
    first: Side,
}

/// A [`Setup`] as JSON: each team's units so far (`None`: none of its generals is in).
#[derive(Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
struct TeamArmies {
    first: Side,
    south: Option<Army>,
    north: Option<Army>,
}

impl From<Setup> for TeamArmies {
    fn from(setup: Setup) -> TeamArmies {
        let team = |side| {
            let any_in = Colour::of_side(side).iter().any(|g| setup.general_ready(*g));
            any_in.then(|| setup.army(side))
        };
        TeamArmies { first: setup.first, south: team(Side::First), north: team(Side::Second) }
    }
}

impl TryFrom<TeamArmies> for Setup {
    type Error = ArmyError;

    fn try_from(json: TeamArmies) -> Result<Setup, ArmyError> {
        let mut setup = Setup::new(json.first);
        for (side, army) in [(Side::First, json.south), (Side::Second, json.north)] {
            let Some(army) = army else { continue };
            if let Some(stray) = army.iter().find(|u| u.general.side() != side) {
                return Err(ArmyError::WrongTeam { general: stray.general, team: side });
            }
            let generals = Colour::of_side(side);
            if generals.iter().all(|g| army.iter().any(|u| u.general == *g)) {
                setup.submit(side, &army)?;
                continue;
            }
            // One general of the team in (four seats): its soldiers, checked as that seat's.
            for g in generals {
                let soldiers: Army = army.iter().copied().filter(|u| u.general == g).collect();
                if !soldiers.is_empty() {
                    setup.submit_general(g, &soldiers)?;
                }
            }
        }
        Ok(setup)
    }
}

impl Setup {
    /// A new setup; `first` is the team that will move first.
    pub fn new(first: Side) -> Setup {
        Setup { armies: Default::default(), first }
    }

    pub fn map(&self) -> &'static Map {
        Map::standard()
    }

    /// The team that will move first.
    pub fn first(&self) -> Side {
        self.first
    }

    /// Submits (or replaces) a whole team's army (two seats).
    pub fn submit(&mut self, side: Side, army: &[ArmyUnit]) -> Result<(), ArmyError> {
        validate_army(self.map(), side, army)?;
        for g in Colour::of_side(side) {
            self.armies[g.index()] = Some(army.iter().copied().filter(|u| u.general == g).collect());
        }
        Ok(())
    }

    /// Submits (or replaces) one general's four soldiers (four seats); the team limits are
    /// checked against the teammate's soldiers when they are already in.
    pub fn submit_general(&mut self, general: Colour, soldiers: &[ArmyUnit]) -> Result<(), ArmyError> {
        validate_general(self.map(), general, soldiers)?;
        let mate = Colour::of_side(general.side()).into_iter().find(|&c| c != general).unwrap_or(general);
        if let Some(other) = &self.armies[mate.index()] {
            let team: Vec<ArmyUnit> = soldiers.iter().chain(other.iter()).copied().collect();
            check_limits(&team)?;
        }
        self.armies[general.index()] = Some(soldiers.to_vec());
        Ok(())
    }

    /// Whether this general's soldiers are in.
    pub fn general_ready(&self, general: Colour) -> bool {
        self.armies[general.index()].is_some()
    }

    /// Whether both generals of the team are in.
    pub fn team_ready(&self, side: Side) -> bool {
        Colour::of_side(side).iter().all(|g| self.general_ready(*g))
    }

    pub fn is_complete(&self) -> bool {
        self.armies.iter().all(|a| a.is_some())
    }

    /// A team's army as submitted so far (for its own seats).
    pub fn army(&self, side: Side) -> Army {
        Colour::of_side(side).iter().filter_map(|g| self.armies[g.index()].clone()).flatten().collect()
    }

    /// The start position once every army is in.
    pub fn start(&self) -> Result<Generals, ArmyError> {
        if !self.is_complete() {
            let missing = Colour::ALL.into_iter().filter(|g| !self.general_ready(*g)).collect();
            return Err(ArmyError::Incomplete { missing });
        }
        Generals::from_armies(&self.army(Side::First), &self.army(Side::Second), self.first)
    }
}

/// Generals' setup phase for the app (G4): a team's army at a time, a preset or the units
/// built; its JSON is [`Setup`]'s.
impl SetupPhase for Setup {
    type Game = Generals;
    type Unit = ArmyUnit;
    type Error = ArmyError;
    /// Twice a team's soldiers: room for a list that is wrong, not for any list at all.
    const MOST_UNITS: usize = 4 * SOLDIERS_PER_GENERAL;

    fn presets() -> Vec<PresetName> {
        PRESETS.iter().map(|p| PresetName { id: p.id, name_zh: p.name_zh, name_en: p.name_en }).collect()
    }
    fn preset(id: &str, side: Side) -> Option<Army> {
        preset(id).map(|p| p.army(Map::standard(), side))
    }
    fn validate(side: Side, units: &[ArmyUnit]) -> Result<(), ArmyError> {
        validate_army(Map::standard(), side, units)
    }
    fn new(first: Side) -> Setup {
        Setup::new(first)
    }
    fn first(&self) -> Side {
        Setup::first(self)
    }
    fn submit(&mut self, side: Side, units: &[ArmyUnit]) -> Result<(), ArmyError> {
        Setup::submit(self, side, units)
    }
    fn ready(&self, side: Side) -> bool {
        self.team_ready(side)
    }
    fn start(&self) -> Result<Generals, ArmyError> {
        Setup::start(self)
    }
    fn view(&self, viewer: Option<Side>) -> BoardView {
        Setup::view(self, viewer)
    }
}
