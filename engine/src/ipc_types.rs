//! The engine's types that serialise by hand, described for the app's generated UI bindings
//! (specta, behind the `specta` feature): each goes over IPC as a string.

use specta::datatype::DataType;
use specta::{Type, Types};

use crate::generals::{Colour, Kind, Square};
use crate::{EndReason, GameKind, Verb};

/// A game's id (`zhili`, `twin-cities`, …): a plain string, since the registry, not the
/// bindings, lists the games.
#[derive(serde::Serialize, Type)]
#[serde(rename = "GameKind")]
#[allow(dead_code)]
struct GameId(String);

impl Type for GameKind {
    fn definition(types: &mut Types) -> DataType {
        GameId::definition(types)
    }
}

/// Written as in the notation: a cell `e5`, a unit kind `LI`, a general's colour `r`.
macro_rules! as_string {
    ($($t:ty),*) => {
        $(impl Type for $t {
            fn definition(types: &mut Types) -> DataType {
                String::definition(types)
            }
        })*
    };
}

as_string!(Square, Kind, Colour);

/// Why a game ended, by its code (`no-legal-action`, `city-captured`, …): a string, since each
/// game lists its own.
#[derive(serde::Serialize, Type)]
#[serde(rename = "EndReason")]
#[allow(dead_code)]
struct EndReasonCode(String);

impl Type for EndReason {
    fn definition(types: &mut Types) -> DataType {
        EndReasonCode::definition(types)
    }
}

/// What an action does, by its key (`move`, `jump`, …): a string, since each game lists its own.
#[derive(serde::Serialize, Type)]
#[serde(rename = "Verb")]
#[allow(dead_code)]
struct VerbKey(String);

impl Type for Verb {
    fn definition(types: &mut Types) -> DataType {
        VerbKey::definition(types)
    }
}
