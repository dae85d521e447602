//! Texts: in the app's languages, as the engine's data files write them ([`Text`], keyed by
//! language tag); what is wrong with a data file that does not read; and bad input as an error
//! may quote it ([`excerpt`]: at most [`EXCERPT_CHARS`] characters, one line).

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

/// The languages every text must have; more (e.g. `zh-Hant`) may be added to the files and
/// are passed on as they are.
pub const REQUIRED_LANGUAGES: [&str; 2] = ["zh", "en"];

/// A text in several languages, keyed by language tag (`zh`, `en`, …).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(transparent)]
pub struct Text(pub BTreeMap<String, String>);

impl Text {
    /// The text in `lang`, else in English, else in Chinese.
    pub fn get(&self, lang: &str) -> &str {
        [lang, "en", "zh"].iter().find_map(|l| self.0.get(*l)).map_or("", String::as_str)
    }
}

/// What a data file that `build.rs` compiled in (JSON) says is wrong, without serde_json's
/// position: it points into the one-line JSON, not into the TOML file that is named.
pub fn data_error(e: &serde_json::Error) -> String {
    let text = e.to_string();
    match text.rfind(" at line ") {
        Some(at) if e.line() > 0 => text[..at].to_string(),
        _ => text,
    }
}

/// The most characters of bad input an error quotes.
pub const EXCERPT_CHARS: usize = 80;

/// `s` as an error may quote it: control characters (newlines included) escaped, cut after
/// [`EXCERPT_CHARS`] characters with a trailing `…`. Short, printable input is unchanged.
pub fn excerpt(s: &str) -> String {
    match s.char_indices().nth(EXCERPT_CHARS) {
        Some((cut, _)) => one_line(&s[..cut]) + "…",
        None => one_line(s),
    }
}

/// `s` with its control characters (newlines included) escaped, whole: one line.
pub fn one_line(s: &str) -> String {
    let mut out = String::new();
    for c in s.chars() {
        if c.is_control() {
            out.extend(c.escape_default());
        } else {
            out.push(c);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn excerpts_are_one_bounded_line() {
        assert_eq!(excerpt("e2e3"), "e2e3");
        assert_eq!(excerpt("a\nb\r\tc"), "a\\nb\\r\\tc");
        let long = "x".repeat(500);
        assert_eq!(excerpt(&long).chars().count(), EXCERPT_CHARS + 1);
        assert!(excerpt(&long).ends_with('…'));
        assert_eq!(excerpt(&"城".repeat(80)), "城".repeat(80));
    }
}
