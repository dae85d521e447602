//! The player's settings: defaults, validation, and the choices the settings screen offers
//! ([`CHOICES`]). Their (key, JSON value) rows are the store's; the settings in force are
//! [`super::settings_in_force`]'s.

use std::sync::OnceLock;

use serde::{Deserialize, Deserializer, Serialize};
use shuangcheng_engine::{excerpt, GameKind};

use super::error::{AppError, Detail};
pub use super::per_game::PerGame;
use super::training::{Training, HINT_BUDGETS};

/// Why settings (or a new game's timer) were refused: a stable code and named parameters, the
/// allowed values among them, as the engine's errors; the UI says them in the player's
/// language (`ui/js/error-text.js`, kept in step by `tests/ui_texts.rs`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, thiserror::Error)]
#[serde(tag = "code", content = "params", rename_all_fields = "camelCase")]
pub enum SettingsError {
    /// A turn timer outside the game's range (its registry entry).
    #[serde(rename = "settings.timer-range")]
    #[error("timer must be off or {min}–{max} s, not {secs}")]
    TimerRange { game: GameKind, secs: u32, min: u32, max: u32 },
    /// A thinking time the master does not offer.
    #[serde(rename = "settings.thinking-secs")]
    #[error("thinkingSecs must be one of {offered:?}, not {secs}")]
    ThinkingSecs { secs: u32, offered: Vec<u32> },
    /// A default level that is not written as a level id (quoted as an excerpt).
    #[serde(rename = "settings.level")]
    #[error("defaultLevel '{level}' is not a level id")]
    Level { level: String },
    /// A hint budget the settings do not offer (`null`, no limit, is offered too).
    #[serde(rename = "settings.hint-budget")]
    #[error("hintBudget must be null or one of {offered:?}, not {budget}")]
    HintBudget { budget: u32, offered: Vec<u32> },
}

impl From<SettingsError> for AppError {
    fn from(e: SettingsError) -> AppError {
        AppError::BadRequest(Detail::engine(&e))
    }
}

/// Checks a per-turn timer against the game's range (its registry entry): off, or 10–300 s.
pub fn check_timer(game: GameKind, secs: Option<u32>) -> Result<(), SettingsError> {
    let range = game.info().timer;
    match secs {
        Some(secs) if !range.allows(Some(secs)) => {
            Err(SettingsError::TimerRange { game, secs, min: range.min_secs, max: range.max_secs })
        }
        _ => Ok(()),
    }
}

/// Checks a game's training rules: its hint budget is one the settings offer.
pub fn check_training(training: &Training) -> Result<(), SettingsError> {
    if HINT_BUDGETS.contains(&training.hint_budget) {
        return Ok(());
    }
    Err(SettingsError::HintBudget {
        budget: training.hint_budget.unwrap_or_default(),
        offered: HINT_BUDGETS.iter().flatten().copied().collect(),
    })
}

/// The UI's language: 简体中文 (`zh`, the name it had before 繁體中文 came), 繁體中文, English.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, specta::Type)]
pub enum Language {
    #[serde(rename = "zh")]
    Zh,
    #[serde(rename = "zh-Hant")]
    ZhHant,
    #[serde(rename = "en")]
    En,
}

impl Language {
    /// The language for a system locale, BCP 47 (`zh-Hant-TW`) or POSIX (`zh_TW.UTF-8`):
    /// Traditional script, or Taiwan, Hong Kong or Macau, → 繁體; other Chinese → 简体;
    /// anything else → English.
    pub fn for_locale(locale: &str) -> Language {
        let tag = locale.split(['.', '@']).next().unwrap_or_default().to_ascii_lowercase();
        let mut parts = tag.split(['-', '_']);
        if parts.next() != Some("zh") {
            return Language::En;
        }
        let rest: Vec<&str> = parts.collect();
        if rest.contains(&"hans") {
            Language::Zh
        } else if rest.iter().any(|p| matches!(*p, "hant" | "tw" | "hk" | "mo")) {
            Language::ZhHant
        } else {
            Language::Zh
        }
    }
}

static SYSTEM_LANGUAGE: OnceLock<Language> = OnceLock::new();

/// Sets the language the settings start with until the player picks one, from the system's
/// preferred locale (the first of `locales`; none → 简体, the app's own language). The app
/// calls this once at start; tests that do not keep 简体.
pub fn follow_system_locale<S: AsRef<str>>(locales: impl IntoIterator<Item = S>) -> Language {
    let language = locales.into_iter().next().map_or(Language::Zh, |l| Language::for_locale(l.as_ref()));
    *SYSTEM_LANGUAGE.get_or_init(|| language)
}

/// How large the UI's text is, over the system's own text size.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, specta::Type)]
#[serde(rename_all = "lowercase")]
pub enum TextSize {
    #[default]
    Normal,
    Large,
    Larger,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, specta::Type)]
#[serde(rename_all = "kebab-case")]
pub enum Orientation {
    Fixed,
    RotateBoard,
    RotatePieces,
    /// Two players facing each other across the device: the board fixed, the far side's
    /// pieces, and each side's turn controls and clock, turned to face its player (four
    /// seats: each seat's panel on its own edge).
    FaceToFace,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, specta::Type)]
#[serde(rename_all = "lowercase")]
pub enum Theme {
    Light,
    Dark,
    System,
}

/// The default per-turn timer of each game of the registry (`null` = off).
pub type TimerDefaults = PerGame<Option<u32>>;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, specta::Type)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Settings {
    pub language: Language,
    /// An AI level id (`beginner`, `easy`, `normal`, …); see the engine's
    /// `GameKind::default_level` for games without it.
    pub default_level: String,
    pub default_timer_secs: TimerDefaults,
    pub undo_vs_ai: bool,
    pub orientation: Orientation,
    /// The move's sound; an older app stored a switch (`true`, `false`): on is the default
    /// theme, off is silent.
    #[serde(deserialize_with = "sound_or_old_switch")]
    #[specta(type = SoundTheme)]
    pub sound: SoundTheme,
    pub animation: bool,
    pub theme: Theme,
    /// Piece labels drawn larger on the boards.
    #[serde(default)]
    pub large_labels: bool,
    #[serde(default)]
    pub text_size: TextSize,
    /// A short vibration on a move, a capture and the game's end (phones; desktops have none).
    #[serde(default = "yes")]
    pub haptics: bool,
    /// The master's thinking time per move (per turn in Generals), one of [`THINKING_SECS`];
    /// a turn timer caps it.
    #[serde(default = "default_thinking")]
    pub thinking_secs: u32,
    /// How the move list shows the moves: sentences in the player's language, or the notation.
    #[serde(default)]
    pub move_list: MoveList,
    /// The pieces' labels: characters or drawn symbols; unset (`null`), the UI draws symbols in
    /// English and characters in Chinese.
    #[serde(default)]
    pub piece_set: Option<PieceSet>,
    /// The board's look (docs/look.md).
    #[serde(default)]
    pub board_style: BoardStyle,
    /// The pieces' drawing (docs/look.md).
    #[serde(default)]
    pub piece_style: PieceStyle,
    /// Each game's training rules, which a new game of it is started with (and keeps).
    #[serde(default)]
    pub training: PerGame<Training>,
    /// How fast the computer's actions follow one another when it acts several times in a row
    /// (a Generals turn, AI seats one after another), and how fast they slide.
    #[serde(default)]
    pub ai_pace: AiPace,
}

/// The computer's pace: the pause before an AI action that follows another AI action, so that a
/// player can follow a turn of many actions ([`AiPace::pause`]; none in a game with a turn
/// timer, whose clock it would spend); the UI slides the computer's pieces at the same pace.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, specta::Type)]
#[serde(rename_all = "lowercase")]
pub enum AiPace {
    Slow,
    #[default]
    Normal,
    Fast,
    Instant,
}

impl AiPace {
    /// The pause before an AI action that follows an AI action.
    pub fn pause(self) -> std::time::Duration {
        std::time::Duration::from_millis(match self {
            AiPace::Slow => 900,
            AiPace::Normal => 400,
            AiPace::Fast => 150,
            AiPace::Instant => 0,
        })
    }
}

/// The sound of a move: a wooden or a stone click (synthesised by the UI), or none.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, specta::Type)]
#[serde(rename_all = "lowercase")]
pub enum SoundTheme {
    #[default]
    Wood,
    Stone,
    Silent,
}

/// A sound theme, or the on/off switch an older app stored in its place.
fn sound_or_old_switch<'de, D: Deserializer<'de>>(d: D) -> Result<SoundTheme, D::Error> {
    #[derive(Deserialize)]
    #[serde(untagged)]
    enum Input {
        Switch(bool),
        Theme(SoundTheme),
    }
    match Input::deserialize(d) {
        Ok(Input::Switch(true)) => Ok(SoundTheme::default()),
        Ok(Input::Switch(false)) => Ok(SoundTheme::Silent),
        Ok(Input::Theme(theme)) => Ok(theme),
        Err(_) => Err(serde::de::Error::custom("sound must be \"wood\", \"stone\" or \"silent\"")),
    }
}

/// The board's look: wood or paper.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, specta::Type)]
#[serde(rename_all = "lowercase")]
pub enum BoardStyle {
    #[default]
    Wood,
    Paper,
}

/// The pieces' drawing: bold labels on a shaded disc with an inner ring, or regular labels on a
/// flat disc (the same typeface: docs/look.md).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, specta::Type)]
#[serde(rename_all = "lowercase")]
pub enum PieceStyle {
    #[default]
    Calligraphy,
    Simple,
}

/// The pieces' labels on the boards: the games' characters, or drawn symbols (one per kind).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, specta::Type)]
#[serde(rename_all = "lowercase")]
pub enum PieceSet {
    Characters,
    Symbols,
}

/// How the move list, its last-move line and the review show the moves (export always writes
/// the notation; the live region always speaks the sentences).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, specta::Type)]
#[serde(rename_all = "lowercase")]
pub enum MoveList {
    #[default]
    Words,
    Notation,
}

/// The thinking times the master offers, in seconds.
pub const THINKING_SECS: [u32; 3] = [1, 3, 10];

/// The values of each setting that has a fixed set of them, in the order the settings screen
/// offers them: the one list the UI draws these choices from (`boot`'s `settingsChoices`). The
/// language (the UI's list, each named in its own script) and the on/off switches are not in
/// it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct SettingsChoices {
    pub theme: &'static [Theme],
    pub text_size: &'static [TextSize],
    pub piece_set: &'static [PieceSet],
    pub board_style: &'static [BoardStyle],
    pub piece_style: &'static [PieceStyle],
    pub move_list: &'static [MoveList],
    pub thinking_secs: &'static [u32],
    /// Each game's hint budget (`training.<game>.hintBudget`).
    pub hint_budget: &'static [Option<u32>],
    pub orientation: &'static [Orientation],
    pub sound: &'static [SoundTheme],
    pub ai_pace: &'static [AiPace],
}

pub const CHOICES: SettingsChoices = SettingsChoices {
    theme: &[Theme::System, Theme::Light, Theme::Dark],
    text_size: &[TextSize::Normal, TextSize::Large, TextSize::Larger],
    piece_set: &[PieceSet::Characters, PieceSet::Symbols],
    board_style: &[BoardStyle::Wood, BoardStyle::Paper],
    piece_style: &[PieceStyle::Calligraphy, PieceStyle::Simple],
    move_list: &[MoveList::Words, MoveList::Notation],
    thinking_secs: &THINKING_SECS,
    hint_budget: &HINT_BUDGETS,
    orientation: &[
        Orientation::Fixed,
        Orientation::RotateBoard,
        Orientation::RotatePieces,
        Orientation::FaceToFace,
    ],
    sound: &[SoundTheme::Wood, SoundTheme::Stone, SoundTheme::Silent],
    ai_pace: &[AiPace::Slow, AiPace::Normal, AiPace::Fast, AiPace::Instant],
};

fn default_thinking() -> u32 {
    3
}

fn yes() -> bool {
    true
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            language: SYSTEM_LANGUAGE.get().copied().unwrap_or(Language::Zh),
            default_level: "normal".to_string(),
            default_timer_secs: TimerDefaults::default(),
            undo_vs_ai: true,
            orientation: Orientation::RotatePieces,
            sound: SoundTheme::default(),
            animation: true,
            theme: Theme::System,
            large_labels: false,
            text_size: TextSize::Normal,
            haptics: true,
            thinking_secs: default_thinking(),
            move_list: MoveList::Words,
            piece_set: None,
            board_style: BoardStyle::Wood,
            piece_style: PieceStyle::Calligraphy,
            training: PerGame::default(),
            ai_pace: AiPace::Normal,
        }
    }
}

impl Settings {
    /// Range checks the types cannot express.
    pub fn validate(&self) -> Result<(), SettingsError> {
        let l = &self.default_level;
        if l.is_empty()
            || l.len() > 32
            || !l.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
        {
            return Err(SettingsError::Level { level: excerpt(l) });
        }
        for game in GameKind::ALL {
            check_timer(game, self.default_timer_secs.get(game))?;
        }
        if !THINKING_SECS.contains(&self.thinking_secs) {
            return Err(SettingsError::ThinkingSecs {
                secs: self.thinking_secs,
                offered: THINKING_SECS.to_vec(),
            });
        }
        for (_, training) in self.training.iter() {
            check_training(training)?;
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

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn system_locales_map_to_the_three_languages() {
        for (locale, language) in [
            ("zh-TW", Language::ZhHant),
            ("zh-HK", Language::ZhHant),
            ("zh-MO", Language::ZhHant),
            ("zh-Hant", Language::ZhHant),
            ("zh-Hant-CN", Language::ZhHant),
            ("zh_TW.UTF-8", Language::ZhHant),
            ("zh_HK.Big5-HKSCS", Language::ZhHant),
            ("zh-Hans-HK", Language::Zh),
            ("zh-CN", Language::Zh),
            ("zh-SG", Language::Zh),
            ("zh", Language::Zh),
            ("zh_CN.UTF-8", Language::Zh),
            ("en-US", Language::En),
            ("fr-FR", Language::En),
            ("ja-JP", Language::En),
            ("C", Language::En),
            ("", Language::En),
        ] {
            assert_eq!(Language::for_locale(locale), language, "{locale}");
        }
    }

    #[test]
    fn languages_keep_their_stored_names() {
        for (language, name) in [(Language::Zh, "zh"), (Language::ZhHant, "zh-Hant"), (Language::En, "en")] {
            assert_eq!(serde_json::to_value(language).unwrap(), name);
            assert_eq!(serde_json::from_value::<Language>(name.into()).unwrap(), language);
        }
    }

    #[test]
    fn settings_saved_by_an_older_app_get_the_new_ones_defaults() {
        let rows =
            [("language".to_string(), "\"en\"".to_string()), ("sound".to_string(), "false".to_string())];
        let s = Settings::from_rows(&rows);
        assert_eq!((s.language, s.sound), (Language::En, SoundTheme::Silent), "sound off is silent");
        assert_eq!((s.board_style, s.piece_style), (BoardStyle::Wood, PieceStyle::Calligraphy));
        assert_eq!((s.large_labels, s.text_size, s.haptics), (false, TextSize::Normal, true));
        assert_eq!(s.thinking_secs, 3, "the master thinks 3 s a move unless told otherwise");
        let rows = [("thinkingSecs".to_string(), "7".to_string())];
        assert_eq!(Settings::from_rows(&rows).thinking_secs, 3, "7 s is not offered: ignored");
        assert_eq!(s.piece_set, None, "an older app chose no piece set: the language's");
        let rows = [("pieceSet".to_string(), "\"symbols\"".to_string())];
        assert_eq!(Settings::from_rows(&rows).piece_set, Some(PieceSet::Symbols));
        let rows = [("pieceSet".to_string(), "\"runes\"".to_string())];
        assert_eq!(Settings::from_rows(&rows).piece_set, None, "an unknown set is ignored");
    }

    #[test]
    fn an_older_apps_sound_switch_becomes_a_theme_without_loss() {
        let from = |raw: &str| Settings::from_rows(&[("sound".to_string(), raw.to_string())]).sound;
        assert_eq!(from("true"), SoundTheme::Wood, "on: the default theme");
        assert_eq!(from("false"), SoundTheme::Silent, "off: silent");
        assert_eq!(from("\"stone\""), SoundTheme::Stone);
        assert_eq!(from("\"bells\""), SoundTheme::Wood, "an unknown theme is ignored");
        let saved = Settings { sound: SoundTheme::Silent, ..Settings::default() };
        assert_eq!(Settings::from_rows(&saved.to_rows()), saved, "a theme is stored by its name");
        let wire = serde_json::to_value(&saved).unwrap();
        assert_eq!(wire["sound"], "silent");
        let mut wire = serde_json::to_value(Settings::default()).unwrap();
        wire["sound"] = json!(3);
        let refused = serde_json::from_value::<Settings>(wire).unwrap_err().to_string();
        assert!(refused.starts_with("sound must be \"wood\", \"stone\" or \"silent\""), "{refused}");
    }

    #[test]
    fn a_refused_setting_sends_its_code_and_the_values_allowed() {
        // app.md: a per-turn countdown is off, or 10–300 s.
        let mut settings = Settings::default();
        settings.default_timer_secs.set(GameKind::Zhili, Some(5));
        let wire = serde_json::to_value(AppError::from(settings.validate().unwrap_err())).unwrap();
        assert_eq!(
            (&wire["kind"], &wire["code"], &wire["params"]),
            (
                &json!("bad-request"),
                &json!("settings.timer-range"),
                &json!({ "game": "zhili", "secs": 5, "min": 10, "max": 300 })
            )
        );
        assert_eq!(wire["message"], "timer must be off or 10–300 s, not 5");
        let settings = Settings { thinking_secs: 7, ..Settings::default() };
        let wire = serde_json::to_value(AppError::from(settings.validate().unwrap_err())).unwrap();
        assert_eq!(
            (&wire["code"], &wire["params"]),
            (&json!("settings.thinking-secs"), &json!({ "secs": 7, "offered": [1, 3, 10] }))
        );
        assert_eq!(wire["message"], "thinkingSecs must be one of [1, 3, 10], not 7");
    }

    #[test]
    fn a_bad_level_is_quoted_as_an_excerpt_on_one_line() {
        for bad in ["x".repeat(270), "a\nb".repeat(90)] {
            let settings = Settings { default_level: bad.clone(), ..Settings::default() };
            let message = settings.validate().unwrap_err().to_string();
            assert!(message.contains(&format!("'{}'", excerpt(&bad))), "{message}");
            assert!(message.chars().count() < bad.chars().count(), "{message}");
            assert!(!message.contains('\n'), "{message}");
        }
    }

    /// Checks that every variant of `$ty` is in `$list`; its match names every variant, so a
    /// new one fails to compile here until it is named (and offered).
    macro_rules! all_offered {
        ($list:expr, $ty:ident: $($v:ident),+) => {{
            let named = |x: $ty| match x {
                $($ty::$v)|+ => x,
            };
            for v in [$($ty::$v),+] {
                assert!($list.contains(&named(v)), "{v:?} is not in CHOICES");
            }
        }};
    }

    #[test]
    fn every_choice_offered_is_a_setting_and_every_setting_is_offered() {
        all_offered!(CHOICES.theme, Theme: Light, Dark, System);
        all_offered!(CHOICES.text_size, TextSize: Normal, Large, Larger);
        all_offered!(CHOICES.piece_set, PieceSet: Characters, Symbols);
        all_offered!(CHOICES.board_style, BoardStyle: Wood, Paper);
        all_offered!(CHOICES.piece_style, PieceStyle: Calligraphy, Simple);
        all_offered!(CHOICES.move_list, MoveList: Words, Notation);
        all_offered!(CHOICES.orientation, Orientation: Fixed, RotateBoard, RotatePieces, FaceToFace);
        all_offered!(CHOICES.sound, SoundTheme: Wood, Stone, Silent);
        all_offered!(CHOICES.ai_pace, AiPace: Slow, Normal, Fast, Instant);
        // What is offered, the settings take.
        let json = serde_json::to_value(CHOICES).unwrap();
        for (key, values) in json.as_object().unwrap() {
            for value in values.as_array().unwrap() {
                let mut s = serde_json::to_value(Settings::default()).unwrap();
                match key.as_str() {
                    // A game's training rule (each game's the same way).
                    "hintBudget" => s["training"]["zhili"][key] = value.clone(),
                    _ => s[key] = value.clone(),
                }
                let s: Settings =
                    serde_json::from_value(s).unwrap_or_else(|e| panic!("{key} = {value}: {e}"));
                s.validate().unwrap_or_else(|e| panic!("{key} = {value}: {e}"));
            }
        }
    }
}
