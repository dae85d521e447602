//! Generals' own part of its catalog: the map's terrain (G1), each general's start cell and
//! spawn cells (G2), the unit table (G3) and the army rules (G2, G3, G8–G11). Its board drawer
//! (`ui/js/boards/generals.js`), the army builder and its rules page read it.

use std::collections::BTreeMap;

use serde::Serialize;

use super::army::{spawn_points, CROSSBOWMEN_WITH_CAVALRY};
use super::board::Map;
use super::movegen::WARP_RANGE;
use super::pieces::{Colour, Kind, SOLDIERS_PER_GENERAL};
use crate::catalog::GameCatalog;
use crate::outcome::Side;
use crate::rules_text::{CatalogPart, Fact};

/// Generals' own part of its catalog (`GameCatalog::part`): read by its board drawer
/// (`ui/js/boards/generals*.js`), the army builder and its rules page.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct GeneralsPart {
    /// The terrain rows, top row first: `.` land, `~` water (G1).
    pub terrain: Vec<String>,
    /// Each general's start cell (G2), by general letter.
    pub homes: BTreeMap<String, String>,
    /// Each general's spawn cells (G2), by general letter.
    pub spawns: BTreeMap<String, Vec<String>>,
    /// The unit kinds' stats (G3), soldiers in G3 order, then the general.
    pub units: Vec<UnitStats>,
    /// What an army is made of and the numbers of the units' abilities.
    pub army: ArmyRules,
}

/// One unit kind's stats (G3).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct UnitStats {
    pub code: &'static str,
    /// Steps a turn.
    pub moves: u8,
    /// Attack reach.
    pub reach: u8,
    pub hp: u8,
    /// The most of the kind in a team; none for the general.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub limit: Option<u8>,
    /// Whether it steps, and whether it attacks, diagonally.
    pub diag_move: bool,
    pub diag_attack: bool,
}

/// Generals' army rules (G2, G3) and the numbers of the units' abilities (G8–G11).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct ArmyRules {
    pub soldiers_per_general: u8,
    /// The kinds a soldier may be, in G3 order.
    pub soldier_kinds: Vec<&'static str>,
    /// The most Crossbowmen beside Crossbow cavalry (G3).
    pub crossbowmen_with_cavalry: u8,
    /// Passengers a Chariot carries (G9).
    pub chariot_capacity: u8,
    /// A unit with a longer reach cannot attack aboard a Chariot or on the turn it got off (G9).
    pub silent_reach_above: u8,
    /// The Hook pulls from this distance up to its reach (G10).
    pub hook_min_pull: u8,
    /// The Assassin warps within this distance (G11).
    pub warp_range: u8,
    /// The Flail's damage to heavy armour (G8).
    pub flail_heavy_damage: u8,
}

pub(super) fn catalog_part() -> GeneralsPart {
    let map = Map::standard();
    let unit = |k: Kind| {
        let st = k.stats();
        UnitStats {
            code: st.code,
            moves: st.moves,
            reach: st.reach,
            hp: st.hp,
            limit: (k != Kind::General).then_some(st.limit),
            diag_move: st.diag_move,
            diag_attack: st.diag_attack,
        }
    };
    let by_general = |cell: &dyn Fn(Colour) -> String| -> BTreeMap<String, String> {
        Colour::ALL.into_iter().map(|g| (g.letter().to_string(), cell(g))).collect()
    };
    GeneralsPart {
        terrain: map.rows(),
        homes: by_general(&|g| map.square(map.homes[g.index()]).to_string()),
        spawns: Colour::ALL
            .into_iter()
            .map(|g| (g.letter().to_string(), spawn_points(map, g).iter().map(|s| s.to_string()).collect()))
            .collect(),
        units: Kind::SOLDIERS.into_iter().chain([Kind::General]).map(unit).collect(),
        army: ArmyRules {
            soldiers_per_general: SOLDIERS_PER_GENERAL as u8,
            soldier_kinds: Kind::SOLDIERS.map(Kind::code).to_vec(),
            crossbowmen_with_cavalry: CROSSBOWMEN_WITH_CAVALRY as u8,
            chariot_capacity: Kind::CHARIOT_CAPACITY,
            silent_reach_above: Kind::SILENT_REACH_ABOVE,
            hook_min_pull: Kind::HOOK_MIN_PULL,
            warp_range: WARP_RANGE as u8,
            flail_heavy_damage: Kind::FLAIL_HEAVY_DAMAGE,
        },
    }
}

impl CatalogPart for GeneralsPart {
    /// `board.homes.<general>` and `board.spawns.count` (G2), `pieces.<code>.moves`, `.reach`,
    /// `.hp`, `.limit` (G3), and `army.<rule>` (G2, G3, G8–G11).
    fn facts(&self, core: &GameCatalog) -> Vec<(String, Fact)> {
        let mut out = Vec::new();
        for (general, cell) in &self.homes {
            out.push((format!("board.homes.{general}"), Fact::of(cell)));
        }
        if let Some(most) = self.spawns.values().map(Vec::len).max() {
            out.push(("board.spawns.count".to_string(), Fact::of(most)));
        }
        for u in &self.units {
            let stats =
                [("moves", Some(u.moves)), ("reach", Some(u.reach)), ("hp", Some(u.hp)), ("limit", u.limit)];
            for (stat, n) in stats {
                if let Some(n) = n {
                    out.push((format!("pieces.{}.{stat}", u.code), Fact::of(n)));
                }
            }
        }
        let army = &self.army;
        let generals = core.side(Side::First).groups.len();
        for (name, n) in [
            ("soldiers-per-general", army.soldiers_per_general as usize),
            ("soldiers-per-side", army.soldiers_per_general as usize * generals),
            ("crossbowmen-with-cavalry", army.crossbowmen_with_cavalry as usize),
            ("chariot-capacity", army.chariot_capacity as usize),
            ("silent-reach-above", army.silent_reach_above as usize),
            ("hook-min-pull", army.hook_min_pull as usize),
            ("warp-range", army.warp_range as usize),
            ("flail-heavy-damage", army.flail_heavy_damage as usize),
        ] {
            out.push((format!("army.{name}"), Fact::of(n)));
        }
        out
    }
}
