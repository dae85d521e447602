//! The game clock the app offers beside each game's own turn timer ([`crate::TimerRange`]):
//! each side's time for the whole game with a Fischer increment, as chess and xiangqi apps
//! time their games. Its rule is the app's, kept apart from the seed's per-turn rule: a side
//! whose game clock runs out loses ([`crate::EndReason::OUT_OF_TIME`]).

use serde::{Deserialize, Serialize};

/// A game clock: each side's time for the game, and the time each of its turns adds once
/// played (Fischer's increment).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct GameClock {
    pub base_secs: u32,
    pub increment_secs: u32,
}

impl GameClock {
    /// `minutes`+`increment` in the usual notation (5+3: five minutes, three seconds a turn).
    pub const fn new(minutes: u32, increment_secs: u32) -> GameClock {
        GameClock { base_secs: minutes * 60, increment_secs }
    }
}

/// The game clocks a player may choose: the presets offered, shortest first, and the range of
/// a custom one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct GameClockRange {
    pub presets: &'static [GameClock],
    pub min_base_secs: u32,
    pub max_base_secs: u32,
    pub max_increment_secs: u32,
}

impl GameClockRange {
    /// The app's: 5+3, 10+5 and 15+10, or any base from 15 s to 3 h with up to a minute a turn.
    pub const STANDARD: GameClockRange = GameClockRange {
        presets: &[GameClock::new(5, 3), GameClock::new(10, 5), GameClock::new(15, 10)],
        min_base_secs: 15,
        max_base_secs: 3 * 3600,
        max_increment_secs: 60,
    };

    /// Whether a side may be given `base_secs` on its game clock.
    pub fn allows_base(&self, base_secs: u32) -> bool {
        (self.min_base_secs..=self.max_base_secs).contains(&base_secs)
    }

    /// Whether `clock` may be chosen.
    pub fn allows(&self, clock: GameClock) -> bool {
        self.allows_base(clock.base_secs) && clock.increment_secs <= self.max_increment_secs
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_preset_is_within_the_range_shortest_first() {
        let range = GameClockRange::STANDARD;
        assert!(range.presets.iter().all(|&c| range.allows(c)));
        assert!(range.presets.windows(2).all(|w| w[0].base_secs < w[1].base_secs));
        assert_eq!(range.presets[0], GameClock { base_secs: 300, increment_secs: 3 });
    }

    #[test]
    fn a_custom_clock_outside_the_range_is_refused() {
        let range = GameClockRange::STANDARD;
        assert!(!range.allows(GameClock { base_secs: 14, increment_secs: 0 }));
        assert!(!range.allows(GameClock { base_secs: 600, increment_secs: 61 }));
        assert!(range.allows(GameClock { base_secs: 15, increment_secs: 0 }));
    }
}
