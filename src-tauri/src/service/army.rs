//! Generals' army setup (G2–G4) over the engine's `generals::army`: presets, validation, and
//! the setup phase of a game (each team's army kept until both are in, hidden or open).
//! The app decides nothing about armies: the engine validates them and builds the start.

use serde::{Deserialize, Serialize};
use shuangcheng_engine::generals::{validate_army, ArmyUnit, Map, Setup, PRESETS};
use shuangcheng_engine::{excerpt, BoardView, GameKind, Side};

use super::error::{AppError, AppResult};

/// A team by its id in the engine's catalog: `south` / `north` (`first` / `second` too).
pub fn parse_team(team: &str) -> AppResult<Side> {
    let rules = GameKind::Generals.catalog();
    rules.side_by_id(team).ok_or_else(|| {
        let ids: Vec<&str> = rules.sides.iter().map(|s| s.id).collect();
        AppError::bad_request(format!("team must be '{}', not '{}'", ids.join("' or '"), excerpt(team)))
    })
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, specta::Type)]
pub struct TeamArmies {
    pub south: Vec<ArmyUnit>,
    pub north: Vec<ArmyUnit>,
}

/// A preset as the UI lists it: the same army for either team (North's is turned a half-turn).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct PresetInfo {
    pub id: &'static str,
    pub name_zh: &'static str,
    pub name_en: &'static str,
    pub army: TeamArmies,
}

pub fn presets() -> Vec<PresetInfo> {
    let map = Map::standard();
    PRESETS
        .iter()
        .map(|p| PresetInfo {
            id: p.id,
            name_zh: p.name_zh,
            name_en: p.name_en,
            army: TeamArmies { south: p.army(map, Side::First), north: p.army(map, Side::Second) },
        })
        .collect()
}

/// An army as the UI sends it: a preset's id, or a list of `{ general, kind, cell }`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, specta::Type)]
#[serde(untagged)]
pub enum ArmyChoice {
    Preset(String),
    Units(Vec<ArmyUnit>),
}

/// The units of the army chosen for `side` (a preset turned for it), or why there are none.
pub fn parse_army(side: Side, choice: &ArmyChoice) -> AppResult<Vec<ArmyUnit>> {
    match choice {
        ArmyChoice::Preset(id) => {
            let p = PRESETS.iter().find(|p| p.id == id).ok_or_else(|| {
                AppError::bad_request(format!("no preset army '{}'", id.chars().take(32).collect::<String>()))
            })?;
            Ok(p.army(Map::standard(), side))
        }
        ArmyChoice::Units(units) if units.len() > 16 => {
            Err(AppError::bad_request("an army is a list of at most 16 { general, kind, cell }"))
        }
        ArmyChoice::Units(units) => Ok(units.clone()),
    }
}

/// Checks a team's army against G2–G4 (the engine's message on failure).
pub fn validate(side: Side, army: &[ArmyUnit]) -> AppResult<()> {
    Ok(validate_army(Map::standard(), side, army)?)
}

/// A random preset army (for AI teams).
pub fn random_army(side: Side) -> Vec<ArmyUnit> {
    let p = super::random::rng().pick(&PRESETS).unwrap_or(&PRESETS[0]);
    p.army(Map::standard(), side)
}

/// A game's setup phase: the engine's [`Setup`] (each team's army once submitted) and whether
/// it is hidden. Saved as one JSON object, `{ "hidden": …, "first": …, "south": …, "north": … }`
/// (the engine's form with `hidden` beside it), which the engine checks again when it is read.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SetupState {
    /// Hidden setup: a team sees only its own army until both are in.
    pub hidden: bool,
    #[serde(flatten)]
    pub setup: Setup,
}

impl SetupState {
    pub fn new(hidden: bool, first: Side) -> SetupState {
        SetupState { hidden, setup: Setup::new(first) }
    }

    /// The team that moves first once play starts.
    pub fn first(&self) -> Side {
        self.setup.first()
    }

    pub fn ready(&self, side: Side) -> bool {
        self.setup.team_ready(side)
    }

    /// The team whose army is asked for next (the first team's first).
    pub fn team_to_submit(&self) -> Side {
        Side::BOTH.into_iter().find(|&side| !self.ready(side)).unwrap_or(self.first())
    }

    pub fn complete(&self) -> bool {
        self.setup.is_complete()
    }

    /// Submits (or replaces) a team's army after the engine's check.
    pub fn submit(&mut self, side: Side, army: Vec<ArmyUnit>) -> AppResult<()> {
        Ok(self.setup.submit(side, &army)?)
    }

    /// The start position (notation) once both armies are in.
    pub fn start_position(&self) -> AppResult<String> {
        Ok(self.setup.start()?.to_string())
    }

    /// What `viewer` may see (`None` = everything; hidden setup shows a team only its own).
    pub fn view(&self, viewer: Option<Side>) -> BoardView {
        self.setup.view(if self.hidden { viewer } else { None })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn presets_are_valid_for_both_teams_and_parse_back() {
        for p in presets() {
            validate(Side::First, &p.army.south).unwrap();
            validate(Side::Second, &p.army.north).unwrap();
            let json = serde_json::to_value(&p.army.north).unwrap();
            let units: ArmyChoice = serde_json::from_value(json).unwrap();
            assert_eq!(parse_army(Side::Second, &units).unwrap(), p.army.north);
            let preset: ArmyChoice = serde_json::from_value(serde_json::json!(p.id)).unwrap();
            assert_eq!(parse_army(Side::Second, &preset).unwrap(), p.army.north);
        }
    }

    #[test]
    fn setup_completes_with_two_armies_and_hides_the_other_team() {
        let mut st = SetupState::new(true, Side::Second);
        st.submit(Side::First, random_army(Side::First)).unwrap();
        assert!(!st.complete());
        assert!(st.start_position().is_err());
        let seen_by_north = st.view(Some(Side::Second));
        assert!(seen_by_north.pieces.iter().all(|p| p.kind == "GN" || p.side == Some(Side::Second)));
        assert!(matches!(st.submit(Side::Second, random_army(Side::First)), Err(AppError::IllegalAction(_))));
        st.submit(Side::Second, random_army(Side::Second)).unwrap();
        let start = st.start_position().unwrap();
        assert!(start.starts_with("n "), "{start}");
    }

    #[test]
    fn a_setup_under_way_is_saved_in_the_form_earlier_versions_wrote() {
        let south = serde_json::to_value(random_army(Side::First)).unwrap();
        let saved = serde_json::json!({ "hidden": true, "first": "second", "south": south, "north": null });
        let st: SetupState = serde_json::from_value(saved.clone()).unwrap();
        assert!(st.hidden && st.ready(Side::First) && !st.ready(Side::Second));
        assert_eq!(st.first(), Side::Second);
        assert_eq!(serde_json::to_value(&st).unwrap(), saved);
        // An army that breaks G2 in a save is not taken as it is.
        let mut bad = saved;
        bad["south"][0]["cell"] = "e7".into();
        assert!(serde_json::from_value::<SetupState>(bad).is_err());
    }
}
