//! A game in progress: an action in notation is checked against the legal actions once, and
//! an action checked beforehand (`AnyGame::check`) is played without listing them again.

use std::cell::Cell;
use std::fmt;
use std::str::FromStr;

use shuangcheng_engine::zhili::Zhili;
use shuangcheng_engine::{
    new_game, ActionError, ActionSyntaxError, Game, GameKind, HistoryRules, Outcome, Position, PositionError,
};

thread_local! {
    /// How often `Countdown::legal_actions` ran on this thread.
    static LISTED: Cell<u32> = const { Cell::new(0) };
}

/// A counter that each action lowers by 1 or 2; it lists its legal actions by counting them.
#[derive(Clone, Debug)]
struct Countdown(u8);

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct Take(u8);

impl fmt::Display for Take {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl FromStr for Take {
    type Err = ActionSyntaxError;
    fn from_str(s: &str) -> Result<Take, ActionSyntaxError> {
        s.parse().map(Take).map_err(|_| ActionSyntaxError::new(s))
    }
}

impl fmt::Display for Countdown {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl FromStr for Countdown {
    type Err = PositionError;
    fn from_str(s: &str) -> Result<Countdown, PositionError> {
        // Any game's position error will do for a made-up game.
        s.parse().map(Countdown).map_err(|_| "?".parse::<Zhili>().unwrap_err())
    }
}

impl Position for Countdown {
    type Action = Take;
    const KIND: GameKind = GameKind::Zhili;
    const HISTORY_RULES: HistoryRules = HistoryRules { repetition: None, max_plies: None };

    fn start() -> Countdown {
        Countdown(5)
    }
    fn to_move(&self) -> shuangcheng_engine::Side {
        shuangcheng_engine::Side::First
    }
    fn legal_actions(&self, out: &mut Vec<Take>) {
        LISTED.with(|n| n.set(n.get() + 1));
        out.clear();
        out.extend((1..=2).filter(|&k| k <= self.0).map(Take));
    }
    fn apply(&mut self, action: &Take) {
        self.0 -= action.0;
    }
    fn pass(&self) -> Option<Take> {
        None
    }
    fn outcome(&self) -> Option<Outcome> {
        None
    }
    fn key(&self) -> u64 {
        self.0.into()
    }
}

fn listed_while(f: impl FnOnce()) -> u32 {
    LISTED.with(|n| n.set(0));
    f();
    LISTED.with(Cell::get)
}

#[test]
fn an_action_in_notation_is_checked_against_the_legal_actions_once() {
    let mut game = Game::new(Countdown::start());
    assert_eq!(listed_while(|| assert_eq!(game.play_str("2").unwrap(), Take(2))), 1);
    assert_eq!(game.position().0, 3);
    // Refused: still one listing, and nothing changes.
    let mut refused = None;
    assert_eq!(listed_while(|| refused = Some(game.play_str("3"))), 1);
    assert_eq!(refused.unwrap().unwrap_err(), ActionError::illegal("3"));
    assert_eq!(game.position().0, 3);
}

#[test]
fn a_checked_action_carries_the_legal_list_and_plays_as_checked() {
    let mut game = new_game(GameKind::Zhili, None).unwrap();
    let checked = game.check(" 5-3 ").unwrap();
    assert_eq!(checked.info().text, "5-3");
    assert_eq!(checked.legal().len(), game.legal_actions().len());
    assert_eq!(game.play_checked(checked).unwrap(), "5-3");
    assert_eq!(game.history(), ["5-3"]);
    // Refusals say why, as `play` does.
    assert_eq!(game.check("5-3").unwrap_err(), ActionError::illegal("5-3"));
    assert!(matches!(game.check("5 to 3"), Err(ActionError::Syntax { .. })));
}

#[test]
fn an_action_checked_in_another_position_is_checked_again() {
    let mut game = new_game(GameKind::Zhili, None).unwrap();
    let stale = game.check("5-3").unwrap();
    game.play("5-3").unwrap();
    assert_eq!(game.play_checked(stale).unwrap_err(), ActionError::illegal("5-3"));
    assert_eq!(game.history(), ["5-3"], "nothing more was played");
}
