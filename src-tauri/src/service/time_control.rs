//! A new game's time control, checked: the game's turn timer in its range, or the app's game
//! clock in the app's range (`TimerRange::game_clock`), not both; and a handicapped side's own
//! time in the range of the control it is given on. The errors are codes with their values,
//! said in the player's language by the UI (`ui/js/error-text.js`, kept in step by
//! `tests/ui_texts.rs`).

use serde::Serialize;
use shuangcheng_engine::{GameClock, GameKind};

use super::error::{AppError, Detail};
use super::settings::check_timer;
use super::types::Handicap;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, thiserror::Error)]
#[serde(tag = "code", content = "params", rename_all_fields = "camelCase")]
pub enum TimeControlError {
    /// A game clock outside the app's range.
    #[serde(rename = "time-control.game-clock-range")]
    #[error("a game clock is {min_base}–{max_base} s with at most {max_increment} s a turn, not {base}+{increment}")]
    GameClockRange { base: u32, increment: u32, min_base: u32, max_base: u32, max_increment: u32 },
    /// Both a turn timer and a game clock.
    #[serde(rename = "time-control.both")]
    #[error("choose a turn timer or a game clock, not both")]
    Both,
    /// A handicap in an untimed game.
    #[serde(rename = "time-control.handicap-untimed")]
    #[error("a time handicap needs a turn timer or a game clock")]
    HandicapUntimed,
    /// A handicapped side's time outside the range of its control.
    #[serde(rename = "time-control.handicap-range")]
    #[error("the handicapped side's time must be {min}–{max} s, not {secs}")]
    HandicapRange { secs: u32, min: u32, max: u32 },
}

impl From<TimeControlError> for AppError {
    fn from(e: TimeControlError) -> AppError {
        AppError::BadRequest(Detail::engine(&e))
    }
}

/// Checks the time control of a new game of `game`.
pub fn check(
    game: GameKind,
    timer_secs: Option<u32>,
    game_clock: Option<GameClock>,
    handicap: Option<Handicap>,
) -> Result<(), AppError> {
    check_timer(game, timer_secs)?;
    let timer = game.info().timer;
    let clocks = timer.game_clock;
    let (min, max) = match (timer_secs, game_clock) {
        (Some(_), Some(_)) => return Err(TimeControlError::Both.into()),
        (None, Some(c)) if !clocks.allows(c) => {
            return Err(TimeControlError::GameClockRange {
                base: c.base_secs,
                increment: c.increment_secs,
                min_base: clocks.min_base_secs,
                max_base: clocks.max_base_secs,
                max_increment: clocks.max_increment_secs,
            }
            .into())
        }
        (None, Some(_)) => (clocks.min_base_secs, clocks.max_base_secs),
        (Some(_), None) => (timer.min_secs, timer.max_secs),
        (None, None) if handicap.is_some() => return Err(TimeControlError::HandicapUntimed.into()),
        (None, None) => return Ok(()),
    };
    match handicap {
        Some(h) if !(min..=max).contains(&h.secs) => {
            Err(TimeControlError::HandicapRange { secs: h.secs, min, max }.into())
        }
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use shuangcheng_engine::Side;

    use super::*;

    fn code(res: Result<(), AppError>) -> String {
        let e = res.expect_err("refused");
        serde_json::to_value(&e).unwrap()["code"].as_str().unwrap().to_string()
    }

    #[test]
    fn a_turn_timer_or_a_game_clock_in_range_is_taken_with_a_handicap_in_the_same_range() {
        let clock = Some(GameClock::new(5, 3));
        let black = |secs| Some(Handicap { side: Side::Second, secs });
        assert!(check(GameKind::Zhili, Some(60), None, black(30)).is_ok());
        assert!(check(GameKind::Zhili, None, clock, black(60)).is_ok());
        assert!(check(GameKind::Zhili, None, None, None).is_ok());
        assert_eq!(code(check(GameKind::Zhili, Some(60), None, black(5))), "time-control.handicap-range");
        assert_eq!(code(check(GameKind::Zhili, None, clock, black(5))), "time-control.handicap-range");
        assert_eq!(code(check(GameKind::Zhili, None, None, black(30))), "time-control.handicap-untimed");
    }

    #[test]
    fn a_game_clock_out_of_range_or_beside_a_turn_timer_is_refused() {
        let bad = GameClock { base_secs: 10, increment_secs: 0 };
        assert_eq!(code(check(GameKind::Generals, None, Some(bad), None)), "time-control.game-clock-range");
        let too_much = GameClock { base_secs: 600, increment_secs: 90 };
        assert_eq!(
            code(check(GameKind::Generals, None, Some(too_much), None)),
            "time-control.game-clock-range"
        );
        let both = check(GameKind::TwinCities, Some(30), Some(GameClock::new(10, 5)), None);
        assert_eq!(code(both), "time-control.both");
    }
}
