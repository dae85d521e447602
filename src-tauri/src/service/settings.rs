//! The player's settings: defaults, validation, and their (key, JSON value) rows in SQLite.

use serde::{Deserialize, Deserializer, Serialize};
use shuangcheng_engine::ai::AiLevel;
use shuangcheng_engine::{new_game, GameKind};

use super::error::{AppError, AppResult};
use super::{relock, Service};

/// The level a new AI seat gets when the request names none: the settings' `wanted` level if
/// the game has it; else the level at the same rank in a game that has it (the master and
/// Zhili's perfect level are both the fifth, the top); else the game's middle level.
pub fn default_level<'a>(levels: &'a [AiLevel], wanted: &str) -> Option<&'a AiLevel> {
    if let Some(level) = levels.iter().find(|l| l.id == wanted) {
        return Some(level);
    }
    let rank = GameKind::ALL
        .iter()
        .filter_map(|&g| new_game(g, None).ok())
        .find_map(|g| g.ai_levels().iter().position(|l| l.id == wanted));
    match rank {
        Some(r) => levels.get(r).or(levels.last()),
        None => levels.get(levels.len() / 2),
    }
}

pub const TIMER_MIN_SECS: u32 = 10;
pub const TIMER_MAX_SECS: u32 = 300;

/// Checks a per-turn timer: off, or 10–300 s.
pub fn check_timer(secs: Option<u32>) -> Result<(), AppError> {
    match secs {
        Some(s) if !(TIMER_MIN_SECS..=TIMER_MAX_SECS).contains(&s) => Err(AppError::bad_request(format!(
            "timer must be off or {TIMER_MIN_SECS}–{TIMER_MAX_SECS} s, not {s}"
        ))),
        _ => Ok(()),
    }
}

/// The spec's default timer of a game, from the engine's catalog (Zhili 60 s, Z7).
pub fn spec_default_timer(game: GameKind) -> Option<u32> {
    game.catalog().default_timer_secs
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Language {
    Zh,
    En,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Orientation {
    Fixed,
    RotateBoard,
    RotatePieces,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Theme {
    Light,
    Dark,
    System,
}

/// The default per-turn timer of each game (`null` = off). On input a single number or
/// `null` is also accepted and applies to all three games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct TimerDefaults {
    pub zhili: Option<u32>,
    #[serde(rename = "twin-cities")]
    pub twin_cities: Option<u32>,
    pub generals: Option<u32>,
}

impl TimerDefaults {
    pub fn get(&self, game: GameKind) -> Option<u32> {
        match game {
            GameKind::Zhili => self.zhili,
            GameKind::TwinCities => self.twin_cities,
            GameKind::Generals => self.generals,
        }
    }
}

impl Default for TimerDefaults {
    fn default() -> Self {
        TimerDefaults {
            zhili: spec_default_timer(GameKind::Zhili),
            twin_cities: spec_default_timer(GameKind::TwinCities),
            generals: spec_default_timer(GameKind::Generals),
        }
    }
}

impl<'de> Deserialize<'de> for TimerDefaults {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        #[derive(Deserialize)]
        #[serde(deny_unknown_fields)]
        struct PerGame {
            zhili: Option<u32>,
            #[serde(rename = "twin-cities")]
            twin_cities: Option<u32>,
            generals: Option<u32>,
        }
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum Input {
            PerGame(PerGame),
            All(Option<u32>),
        }
        match Input::deserialize(d).map_err(|_| {
            serde::de::Error::custom(
                "defaultTimerSecs must be {\"zhili\": n|null, \"twin-cities\": n|null, \"generals\": n|null} or n|null",
            )
        })? {
            Input::PerGame(p) => {
                Ok(TimerDefaults { zhili: p.zhili, twin_cities: p.twin_cities, generals: p.generals })
            }
            Input::All(t) => Ok(TimerDefaults { zhili: t, twin_cities: t, generals: t }),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Settings {
    pub language: Language,
    /// An AI level id (`beginner`, `easy`, `normal`, …); see [`default_level`] for games
    /// without it.
    pub default_level: String,
    pub default_timer_secs: TimerDefaults,
    pub undo_vs_ai: bool,
    pub orientation: Orientation,
    pub sound: bool,
    pub animation: bool,
    pub theme: Theme,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            language: Language::Zh,
            default_level: "normal".to_string(),
            default_timer_secs: TimerDefaults::default(),
            undo_vs_ai: true,
            orientation: Orientation::RotatePieces,
            sound: true,
            animation: true,
            theme: Theme::System,
        }
    }
}

impl Settings {
    /// Range checks the types cannot express.
    pub fn validate(&self) -> Result<(), AppError> {
        let l = &self.default_level;
        if l.is_empty()
            || l.len() > 32
            || !l.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
        {
            return Err(AppError::bad_request(format!("defaultLevel '{l}' is not a level id")));
        }
        for game in GameKind::ALL {
            check_timer(self.default_timer_secs.get(game))?;
        }
        Ok(())
    }

    /// The settings as (key, JSON) rows.
    pub fn to_rows(&self) -> Vec<(String, String)> {
        let value = serde_json::to_value(self).unwrap_or_default();
        match value {
            serde_json::Value::Object(map) => map.into_iter().map(|(k, v)| (k, v.to_string())).collect(),
            _ => Vec::new(),
        }
    }

    /// Settings from stored rows: each key that parses and validates overrides the default;
    /// rows of unknown keys (a newer app) or bad values are ignored.
    pub fn from_rows(rows: &[(String, String)]) -> Settings {
        let mut settings = Settings::default();
        for (key, raw) in rows {
            let Ok(value) = serde_json::from_str::<serde_json::Value>(raw) else { continue };
            let mut obj = match serde_json::to_value(&settings) {
                Ok(serde_json::Value::Object(m)) => m,
                _ => continue,
            };
            if !obj.contains_key(key) {
                continue;
            }
            obj.insert(key.clone(), value);
            if let Ok(next) = serde_json::from_value::<Settings>(serde_json::Value::Object(obj)) {
                if next.validate().is_ok() {
                    settings = next;
                }
            }
        }
        settings
    }
}

impl Service {
    pub fn get_settings(&self) -> Settings {
        self.settings_now()
    }

    pub fn set_settings(&self, settings: Settings) -> AppResult<Settings> {
        settings.validate()?;
        self.with_store(|st| st.save_settings(&settings))?;
        *relock(&self.inner.settings) = settings.clone();
        Ok(settings)
    }
}
