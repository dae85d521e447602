//! A game's setup phase over the engine's (`GameKind::setup`): its presets, a side's setup
//! checked, and the setup of a game under way (each side's units kept until every side's are
//! in, hidden or open). The app decides nothing about a setup: the engine checks each side's
//! and builds the start. Sides are named by their ids in the engine's catalog.

use std::collections::BTreeMap;

use serde::ser::{Serialize, SerializeMap, Serializer};
use serde_json::Value;
use shuangcheng_engine::{
    excerpt, AnySetup, BoardView, GameKind, SetupChoice, SetupUnderWay, SetupUnit, Side,
};

use super::error::{AppError, AppResult};

/// The setup phase of `game`, or why it has none.
pub fn of(game: GameKind) -> AppResult<AnySetup> {
    game.setup().ok_or_else(|| AppError::bad_request(format!("{game} has no setup phase")))
}

/// A side of `game` by its id in the engine's catalog (`first` / `second` too).
pub fn parse_side(game: GameKind, id: &str) -> AppResult<Side> {
    let rules = game.catalog();
    rules.side_by_id(id).ok_or_else(|| {
        let ids: Vec<&str> = rules.sides.iter().map(|s| s.id).collect();
        AppError::bad_request(format!("the side must be '{}', not '{}'", ids.join("' or '"), excerpt(id)))
    })
}

/// A preset as the UI lists it: its names and its units laid out for each side.
#[derive(Clone, Debug, PartialEq, serde::Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct PresetInfo {
    pub id: &'static str,
    pub name_zh: &'static str,
    pub name_en: &'static str,
    /// The preset's units for each side, by the side's id in the catalog.
    pub sides: BTreeMap<&'static str, Vec<SetupUnit>>,
}

/// The presets of `game`'s setup phase (none for a game without one).
pub fn presets(game: GameKind) -> Vec<PresetInfo> {
    let Some(setup) = game.setup() else { return Vec::new() };
    let sides = &game.catalog().sides;
    setup
        .presets()
        .into_iter()
        .map(|p| PresetInfo {
            id: p.id,
            name_zh: p.name_zh,
            name_en: p.name_en,
            sides: sides.iter().map(|s| (s.id, setup.preset(p.id, s.side).unwrap_or_default())).collect(),
        })
        .collect()
}

/// Checks `side`'s setup of `game` with the engine (its refusal, typed, on failure).
pub fn validate(game: GameKind, side: &str, choice: &SetupChoice) -> AppResult<()> {
    let setup = of(game)?;
    Ok(setup.validate(parse_side(game, side)?, choice)?)
}

/// A random preset (for an AI side).
pub fn random_choice(setup: AnySetup) -> SetupChoice {
    let presets = setup.presets();
    let id = super::random::rng().pick(&presets).map_or("", |p| p.id);
    SetupChoice::Preset(id.to_string())
}

/// A game's setup phase under way: the engine's setup (each side's units once submitted) and
/// whether it is hidden. Saved as one JSON object, the game's own form with `hidden` beside it
/// (the form earlier versions wrote, its fields named by the game), which the engine checks
/// again when it is read ([`SetupState::read`]).
#[derive(Clone, Debug)]
pub struct SetupState {
    /// Hidden setup: a side sees only its own units until every side's are in.
    pub hidden: bool,
    pub setup: SetupUnderWay,
}

impl SetupState {
    pub fn new(setup: AnySetup, hidden: bool, first: Side) -> SetupState {
        SetupState { hidden, setup: setup.begin(first) }
    }

    /// A setup of `game` as a save keeps it (what `Serialize` writes), or why it does not read.
    pub fn read(game: GameKind, json: &str) -> Result<SetupState, String> {
        let setup = game.setup().ok_or_else(|| format!("{game} has no setup phase"))?;
        let mut value: Value = serde_json::from_str(json).map_err(|e| e.to_string())?;
        let hidden = match value.as_object_mut().and_then(|o| o.remove("hidden")) {
            Some(Value::Bool(hidden)) => hidden,
            Some(other) => return Err(format!("hidden: a boolean, not {}", excerpt(&other.to_string()))),
            None => return Err("missing field `hidden`".to_string()),
        };
        Ok(SetupState { hidden, setup: setup.read(value).map_err(|e| e.to_string())? })
    }

    /// The side that moves first once play starts.
    pub fn first(&self) -> Side {
        self.setup.first()
    }

    pub fn ready(&self, side: Side) -> bool {
        self.setup.ready(side)
    }

    /// The side whose setup is asked for next (the first side's first).
    pub fn side_to_submit(&self) -> Side {
        Side::BOTH.into_iter().find(|&side| !self.ready(side)).unwrap_or(self.first())
    }

    pub fn complete(&self) -> bool {
        self.setup.complete()
    }

    /// Submits (or replaces) a side's setup after the engine's check.
    pub fn submit(&mut self, side: Side, choice: &SetupChoice) -> AppResult<()> {
        Ok(self.setup.submit(side, choice)?)
    }

    /// The start position (notation) once every side's units are in.
    pub fn start_position(&self) -> AppResult<String> {
        Ok(self.setup.start()?)
    }

    /// What `viewer` may see (`None` = everything; a hidden setup shows a side only its own).
    pub fn view(&self, viewer: Option<Side>) -> BoardView {
        self.setup.view(if self.hidden { viewer } else { None })
    }
}

/// `hidden`, then the fields of the game's own form.
impl Serialize for SetupState {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let own = match self.setup.to_json() {
            Value::Object(own) => own,
            _ => return Err(serde::ser::Error::custom("a setup is written as a JSON object")),
        };
        let mut map = s.serialize_map(Some(own.len() + 1))?;
        map.serialize_entry("hidden", &self.hidden)?;
        for (key, value) in &own {
            map.serialize_entry(key, value)?;
        }
        map.end()
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    const GAME: GameKind = GameKind::Generals;

    fn choice(json: Value) -> SetupChoice {
        serde_json::from_value(json).unwrap()
    }

    /// A random preset laid out for `side`, as the UI sends its units.
    fn units(side: Side) -> SetupChoice {
        let SetupChoice::Preset(id) = random_choice(of(GAME).unwrap()) else { unreachable!() };
        SetupChoice::Units(of(GAME).unwrap().preset(&id, side).unwrap())
    }

    #[test]
    fn presets_are_valid_for_both_sides_and_parse_back() {
        let sides = &GAME.catalog().sides;
        for p in presets(GAME) {
            for s in sides {
                let units = p.sides[s.id].clone();
                validate(GAME, s.id, &SetupChoice::Units(units.clone())).unwrap();
                validate(GAME, s.id, &choice(json!(p.id))).unwrap();
                let mut st = SetupState::new(of(GAME).unwrap(), false, Side::First);
                st.submit(s.side, &choice(json!(p.id))).unwrap();
                let saved = serde_json::to_value(&st).unwrap();
                assert_eq!(saved[s.id], json!(units), "a preset is its units for the side");
            }
        }
        assert!(presets(GameKind::Zhili).is_empty(), "no setup phase, no presets");
        assert_eq!(validate(GameKind::Zhili, "first", &choice(json!([]))).unwrap_err().kind(), "bad-request");
        assert_eq!(validate(GAME, "east", &choice(json!([]))).unwrap_err().kind(), "bad-request");
        assert_eq!(validate(GAME, "first", &choice(json!("nothing"))).unwrap_err().kind(), "bad-request");
    }

    #[test]
    fn setup_completes_with_both_sides_and_hides_the_other_side() {
        let mut st = SetupState::new(of(GAME).unwrap(), true, Side::Second);
        st.submit(Side::First, &units(Side::First)).unwrap();
        assert!(!st.complete());
        assert!(st.start_position().is_err());
        let seen_by_second = st.view(Some(Side::Second));
        assert!(seen_by_second.pieces.iter().all(|p| p.kind == "GN" || p.side == Some(Side::Second)));
        assert!(matches!(st.submit(Side::Second, &units(Side::First)), Err(AppError::IllegalAction(_))));
        st.submit(Side::Second, &units(Side::Second)).unwrap();
        let start = st.start_position().unwrap();
        assert!(start.starts_with("n "), "{start}");
    }

    #[test]
    fn a_setup_under_way_is_saved_in_the_form_earlier_versions_wrote() {
        let south = serde_json::to_value(units(Side::First)).unwrap();
        let saved = json!({ "hidden": true, "first": "second", "south": south, "north": null });
        let st = SetupState::read(GAME, &saved.to_string()).unwrap();
        assert!(st.hidden && st.ready(Side::First) && !st.ready(Side::Second));
        assert_eq!(st.first(), Side::Second);
        assert_eq!(serde_json::to_value(&st).unwrap(), saved);
        // An army that breaks G2 in a save is not taken as it is.
        let mut bad = saved.clone();
        bad["south"][0]["cell"] = "e7".into();
        assert!(SetupState::read(GAME, &bad.to_string()).is_err());
        let mut no_hidden = saved;
        no_hidden.as_object_mut().unwrap().remove("hidden");
        assert!(SetupState::read(GAME, &no_hidden.to_string()).is_err());
    }
}
