//! A setting with one value per game of the registry ([`PerGame`]): the turn timers' defaults
//! and the training rules. Written as an object keyed by game id; on input a game left out keeps
//! its default, an unknown game is an error, and a single value applies to every game.

use std::collections::BTreeMap;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Deserializer, Serialize};
use shuangcheng_engine::GameKind;

/// A value a setting keeps per game: its default for each game, and how its field and its
/// shape are named when the input is not one (the message of the error).
pub trait PerGameValue: Clone + Serialize + DeserializeOwned {
    const FIELD: &'static str;
    const SHAPE: &'static str;
    fn default_for(game: GameKind) -> Self;
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PerGame<T>([T; GameKind::ALL.len()]);

impl<T: PerGameValue> PerGame<T> {
    pub fn get(&self, game: GameKind) -> T {
        self.0[game as usize].clone()
    }

    pub fn set(&mut self, game: GameKind, value: T) {
        self.0[game as usize] = value;
    }

    pub fn iter(&self) -> impl Iterator<Item = (GameKind, &T)> {
        GameKind::ALL.into_iter().zip(self.0.iter())
    }
}

impl<T: PerGameValue> Default for PerGame<T> {
    fn default() -> Self {
        PerGame(GameKind::ALL.map(T::default_for))
    }
}

impl<T: PerGameValue> Serialize for PerGame<T> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut map = s.serialize_map(Some(GameKind::ALL.len()))?;
        for (game, value) in self.iter() {
            map.serialize_entry(game.id(), value)?;
        }
        map.end()
    }
}

/// In the generated bindings: a value per game id (input may also give one for all games).
impl<T: specta::Type> specta::Type for PerGame<T> {
    fn definition(types: &mut specta::Types) -> specta::datatype::DataType {
        <BTreeMap<String, T> as specta::Type>::definition(types)
    }
}

impl<'de, T: PerGameValue> Deserialize<'de> for PerGame<T> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        #[derive(Deserialize)]
        #[serde(untagged, bound = "T: DeserializeOwned")]
        enum Input<T> {
            PerGame(BTreeMap<String, T>),
            All(T),
        }
        let shape = || {
            let ids: Vec<String> =
                GameKind::ALL.iter().map(|g| format!("\"{}\": {}", g.id(), T::SHAPE)).collect();
            serde::de::Error::custom(format!("{} must be {{{}}} or {}", T::FIELD, ids.join(", "), T::SHAPE))
        };
        match Input::<T>::deserialize(d).map_err(|_| shape())? {
            Input::PerGame(map) => {
                let mut values = PerGame::default();
                for (id, value) in map {
                    let game: GameKind = id.parse().map_err(serde::de::Error::custom)?;
                    values.set(game, value);
                }
                Ok(values)
            }
            Input::All(value) => Ok(PerGame(GameKind::ALL.map(|_| value.clone()))),
        }
    }
}

/// The default turn timer (`null` = off), initially the spec's (Zhili 60 s, Z7).
impl PerGameValue for Option<u32> {
    const FIELD: &'static str = "defaultTimerSecs";
    const SHAPE: &'static str = "n|null";
    fn default_for(game: GameKind) -> Self {
        game.info().timer.default_secs
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    type Timers = PerGame<Option<u32>>;

    #[test]
    fn a_game_left_out_keeps_its_default_and_one_value_sets_every_game() {
        let timers: Timers = serde_json::from_value(json!({ "generals": 30 })).unwrap();
        assert_eq!(timers.get(GameKind::Generals), Some(30));
        assert_eq!(timers.get(GameKind::Zhili), GameKind::Zhili.info().timer.default_secs);
        let timers: Timers = serde_json::from_value(json!(45)).unwrap();
        assert!(timers.iter().all(|(_, secs)| *secs == Some(45)));
        assert_eq!(serde_json::to_value(timers).unwrap()["twin-cities"], 45, "written keyed by game id");
    }

    #[test]
    fn an_unknown_game_or_a_wrong_shape_is_an_error_that_names_it() {
        let unknown = serde_json::from_value::<Timers>(json!({ "chess": 30 })).unwrap_err();
        assert!(unknown.to_string().contains("chess"), "{unknown}");
        let shape = serde_json::from_value::<Timers>(json!("soon")).unwrap_err();
        assert!(
            shape.to_string().starts_with("defaultTimerSecs must be {\"twin-cities\": n|null"),
            "{shape}"
        );
    }
}
