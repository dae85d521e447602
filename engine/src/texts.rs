//! What the app says of a game in words, one data file per game (`engine/texts/<game>.toml`,
//! compiled in as JSON by `build.rs`): a template for each code its errors carry (a position
//! or an army that does not read), for each verb its actions are told with (but `pass`, the
//! app's own), for the keys its taps carry (a button's text, a help line), for its notes, for
//! its own end reasons, and for why it refuses a tap. The engine sends the codes with their
//! parameters and the actions with their parts; the UI fills the templates
//! (`ui/js/error-text.js`, `ui/js/words.js`), so a new game brings its texts in its own file.

use std::collections::{BTreeMap, BTreeSet};

use serde::{Deserialize, Serialize};

use crate::game_kind::GameKind;
use crate::text::Text;

/// A game's templates, each in every language the file writes (`zh`, `en`; 繁體 is converted
/// from `zh` by `scripts/traditional/convert.mjs`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(deny_unknown_fields)]
pub struct GameTexts {
    /// By error code (`twin-cities.rank-count`, `army.same-cell`): its `{names}` are the error's
    /// parameters (`engine/tests/error_code_list.rs`).
    pub errors: BTreeMap<String, Text>,
    /// By verb (`move`, `recruit`; `recruit.one` is the form for a single point): its `{names}`
    /// are the action's parts (`tests/unit/words.test.mjs`).
    pub words: BTreeMap<String, Text>,
    /// The help line while an action is being tapped, by the key its taps carry
    /// ([`crate::Tap::help`]).
    #[serde(default)]
    pub help: BTreeMap<String, Text>,
    /// A button's text, by the key its tap carries ([`crate::Tap::label`]); `{cell}` is where
    /// it is tapped.
    #[serde(default)]
    pub taps: BTreeMap<String, Text>,
    /// A note of the position, by code ([`crate::Note`]): its `{names}` are the note's
    /// parameters.
    #[serde(default)]
    pub notes: BTreeMap<String, Text>,
    /// Why a game ended, by the code of one of the game's own reasons
    /// ([`crate::GameInfo::end_reasons`]): its `{names}` are the catalog's limits.
    #[serde(default)]
    pub reasons: BTreeMap<String, Text>,
    /// Why a tap is refused, by code ([`crate::refusal`]): its `{names}` are the refusal's
    /// parameters (`engine/tests/refusals.rs`).
    pub refusals: BTreeMap<String, Text>,
}

/// The texts of `game`, read from its file's `source` (as `build.rs` compiled it in, JSON).
///
/// # Panics
/// If the file does not have the shape of [`GameTexts`]: it is compiled in, so
/// `cargo test -p shuangcheng-engine --test registry` reads every game's.
pub fn parse(game: GameKind, source: &str) -> GameTexts {
    serde_json::from_str(source).unwrap_or_else(|e| panic!("engine/texts/{game}.toml: {e}"))
}

/// The `{names}` a template fills in, sorted, once each: what a text must be given.
///
/// ```
/// use shuangcheng_engine::texts::placeholders;
///
/// assert_eq!(placeholders("{side} moves from {from} to {to}; {side} again"), ["from", "side", "to"]);
/// ```
pub fn placeholders(template: &str) -> Vec<String> {
    let names: BTreeSet<String> = template
        .split('{')
        .skip(1)
        .filter_map(|rest| rest.split_once('}').map(|(name, _)| name.to_string()))
        .collect();
    names.into_iter().collect()
}
