//! A finished game's outcome as the saves keep it, JSON `{ "winner": …, "reason": … }`, read
//! back through its game's end reasons: a reason its game does not know is damage.

use serde::Deserialize;
use shuangcheng_engine::{excerpt, GameKind, Outcome, Side};

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct StoredOutcome {
    winner: Option<Side>,
    reason: String,
}

/// The outcome of a game of `kind` that `json` keeps, or why it does not read.
pub fn read(kind: GameKind, json: &str) -> Result<Outcome, String> {
    let stored: StoredOutcome = serde_json::from_str(json).map_err(|e| e.to_string())?;
    let reason = kind
        .end_reason(&stored.reason)
        .ok_or_else(|| format!("{kind} has no end reason '{}'", excerpt(&stored.reason)))?;
    Ok(Outcome { winner: stored.winner, reason })
}

#[cfg(test)]
mod tests {
    use super::*;
    use shuangcheng_engine::twin_cities::CITY_CAPTURED;

    #[test]
    fn an_outcome_reads_back_through_its_games_reasons() {
        let won = Outcome::win(Side::First, CITY_CAPTURED);
        let json = serde_json::to_string(&won).unwrap();
        assert_eq!(json, r#"{"winner":"first","reason":"city-captured"}"#);
        assert_eq!(read(GameKind::TwinCities, &json), Ok(won));
        // Another game's reason, or none the engine knows, is not taken as it is.
        assert!(read(GameKind::Zhili, &json).unwrap_err().contains("city-captured"));
        assert!(read(GameKind::TwinCities, r#"{"winner":null,"reason":"boredom"}"#).is_err());
    }
}
