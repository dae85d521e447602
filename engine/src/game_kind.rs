//! Which game: [`GameKind`], a plain id per game of the registry, in its order, with its
//! text form (`twin-cities`, `zhili`, `generals`). What a game is and does is the registry's
//! ([`crate::registry`]): this list only names them, so that every layer may.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::text::excerpt;

/// Generates [`GameKind`] from the list of the games' ids; a line's attributes (the example
/// game's `cfg`) apply to its game everywhere.
macro_rules! game_kinds {
    ($($(#[$meta:meta])* $kind:ident = $id:literal),+ $(,)?) => {
        /// Which game: one variant per game of the registry, in its order.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum GameKind {
            $($(#[$meta])* $kind),+
        }

        impl GameKind {
            /// Every game, in the registry's order (the order the app lists them in).
            pub const ALL: [GameKind; [$($(#[$meta])* GameKind::$kind),+].len()] =
                [$($(#[$meta])* GameKind::$kind),+];

            /// The id in commands, saves, file names and lesson ids: `zhili`, `twin-cities`, …
            pub fn id(self) -> &'static str {
                match self {
                    $($(#[$meta])* GameKind::$kind => $id),+
                }
            }
        }
    };
}

game_kinds! {
    TwinCities = "twin-cities",
    Zhili = "zhili",
    Generals = "generals",
    #[cfg(feature = "example-game")] TicTacToe = "tic-tac-toe",
}

impl GameKind {
    /// The ids of every game, for messages: `twin-cities, zhili or generals`.
    pub fn id_list() -> String {
        GameKind::id_list_of(&GameKind::ALL)
    }

    /// The ids of `kinds`, for messages: `twin-cities, zhili or generals`.
    ///
    /// ```
    /// use shuangcheng_engine::GameKind;
    ///
    /// assert_eq!(GameKind::id_list_of(&[GameKind::Zhili, GameKind::Generals]), "zhili or generals");
    /// assert_eq!(GameKind::id_list_of(&[GameKind::Zhili]), "zhili");
    /// ```
    pub fn id_list_of(kinds: &[GameKind]) -> String {
        let ids: Vec<&str> = kinds.iter().map(|k| k.id()).collect();
        match ids.split_last() {
            Some((last, [])) => last.to_string(),
            Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
            None => String::new(),
        }
    }
}

impl fmt::Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

impl FromStr for GameKind {
    type Err = ParseGameKindError;
    fn from_str(s: &str) -> Result<Self, ParseGameKindError> {
        GameKind::ALL
            .into_iter()
            .find(|k| k.id() == s)
            .ok_or_else(|| ParseGameKindError::Unknown { game: excerpt(s) })
    }
}

impl Serialize for GameKind {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.id())
    }
}

impl<'de> Deserialize<'de> for GameKind {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let id = String::deserialize(d)?;
        id.parse().map_err(serde::de::Error::custom)
    }
}

/// A game id that is none of the registry's.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "code", content = "params")]
pub enum ParseGameKindError {
    #[serde(rename = "game-kind-unknown")]
    Unknown { game: String },
}

impl fmt::Display for ParseGameKindError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let ParseGameKindError::Unknown { game } = self;
        write!(f, "unknown game '{game}' (expected {})", GameKind::id_list())
    }
}

impl std::error::Error for ParseGameKindError {}
