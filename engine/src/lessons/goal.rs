//! A lesson's goal: conditions on the game that the engine checks after each of the
//! learner's actions. Most read the board view every game has; a few ask the game through
//! [`crate::taught::Taught`] (control of a site, units by id) or [`crate::review::Judged`] (a solved game's
//! exact verdict). No condition names a game.

use serde::{Deserialize, Serialize};

use crate::any_game::AnyGame;
use crate::judge::Verdict;
use crate::outcome::Side;
use crate::view::PieceView;

/// One condition of a goal. Pieces are named by their notation code as the board view shows
/// them (`S` a Red soldier, `s` a Black one, `r` a Red Zhili piece); Generals' units by id.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", rename_all = "kebab-case", rename_all_fields = "kebab-case", deny_unknown_fields)]
pub enum Condition {
    /// The learner wins the game (a trap, a captured City, the last general removed).
    Win,
    /// A piece of kind `piece` stands on `at`.
    PieceAt { at: String, piece: String },
    /// There are between `min` and `max` pieces of kind `piece` on the board.
    Count {
        piece: String,
        #[serde(default)]
        min: Option<u32>,
        #[serde(default)]
        max: Option<u32>,
    },
    /// Twin Cities: at least `count` pieces of kind `piece` stand in the field of `of` (T1).
    InField {
        of: String,
        piece: String,
        #[serde(default = "one")]
        count: u32,
    },
    /// Twin Cities: the learner controls the site on `at` (T7).
    Controls { at: String },
    /// Twin Cities: the City or Stronghold on `at` is locked against the rival (T10).
    Locked { at: String },
    /// Generals: the unit stands on `at` (aboard a Chariot, where the Chariot stands).
    UnitAt { unit: String, at: String },
    /// Generals: the unit is gone from the board.
    Removed { unit: String },
    /// Generals: the unit is still on the board (say, spared by one's own Catapult).
    Alive { unit: String },
    /// Generals: the unit rides the Chariot `chariot` (G9).
    Aboard { unit: String, chariot: String },
}

fn one() -> u32 {
    1
}

impl Condition {
    /// Whether the condition holds in `game` for the learner playing `learner`.
    pub fn holds(&self, game: &AnyGame, learner: Side) -> bool {
        let view = game.view();
        let piece = |pred: &dyn Fn(&PieceView) -> bool| view.pieces.iter().any(pred);
        let count = |kind: &str, within: &dyn Fn(&str) -> bool| {
            view.pieces.iter().filter(|p| p.kind == kind && within(&p.at)).count() as u32
        };
        match self {
            Condition::Win => game.outcome().is_some_and(|o| o.winner == Some(learner)),
            Condition::PieceAt { at, piece: kind } => piece(&|p| &p.at == at && &p.kind == kind),
            Condition::Count { piece: kind, min, max } => {
                let n = count(kind, &|_| true);
                min.is_none_or(|m| n >= m) && max.is_none_or(|m| n <= m)
            }
            Condition::InField { of, piece: kind, count: at_least } => {
                let field = game.field(of).unwrap_or_default();
                count(kind, &|at| field.iter().any(|f| f == at)) >= *at_least
            }
            Condition::Controls { at } => game.controls(learner, at) == Some(true),
            Condition::Locked { at } => {
                let kind = format!("locked-for-{}", learner.other().name());
                view.marks.iter().any(|m| &m.at == at && m.kind == kind)
            }
            Condition::UnitAt { unit, at } => piece(&|p| &p.id == unit && &p.at == at),
            Condition::Removed { unit } => !piece(&|p| &p.id == unit),
            Condition::Alive { unit } => piece(&|p| &p.id == unit),
            Condition::Aboard { unit, chariot } => {
                piece(&|p| &p.id == unit && p.carried_by.as_ref() == Some(chariot))
            }
        }
    }

    /// Whether the condition makes sense for the game of `game`: its points, pieces and
    /// units exist, and a rule-specific condition is asked of its own game.
    pub(super) fn validate(&self, game: &AnyGame) -> Result<(), String> {
        let catalog = game.catalog();
        let point = |at: &str| {
            if catalog.board.points.iter().any(|p| p == at) {
                Ok(())
            } else {
                Err(format!("no point or cell '{at}' in {}", game.kind()))
            }
        };
        let kind = |code: &str| {
            if catalog.pieces.iter().any(|p| p.code.eq_ignore_ascii_case(code)) {
                Ok(())
            } else {
                Err(format!("no piece '{code}' in {}", game.kind()))
            }
        };
        let unit = |id: &str| match game.is_unit(id) {
            true => Ok(()),
            false => Err(format!("no unit '{id}' in {}", game.kind())),
        };
        let site = |at: &str| match game.controls(Side::First, at) {
            Some(_) => Ok(()),
            None => Err(format!("{self:?} needs a game with sites, and '{at}' is none in {}", game.kind())),
        };
        let field = |of: &str| match game.field(of).is_some() {
            true => Ok(()),
            false => {
                Err(format!("{self:?} needs a game with fields, and '{of}' has none in {}", game.kind()))
            }
        };
        match self {
            Condition::Win => Ok(()),
            Condition::PieceAt { at, piece } => point(at).and(kind(piece)),
            Condition::Count { piece, .. } => kind(piece),
            Condition::InField { of, piece, .. } => point(of).and(field(of)).and(kind(piece)),
            Condition::Controls { at } | Condition::Locked { at } => point(at).and(site(at)),
            Condition::UnitAt { unit: id, at } => unit(id).and(point(at)),
            Condition::Removed { unit: id } | Condition::Alive { unit: id } => unit(id),
            Condition::Aboard { unit: id, chariot } => unit(id).and(unit(chariot)),
        }
    }
}

/// Whether every condition holds.
pub(super) fn reached(goal: &[Condition], game: &AnyGame, learner: Side) -> bool {
    goal.iter().all(|c| c.holds(game, learner))
}

/// Whether the goal can no longer be reached in `turns_left` of the learner's turns, where the
/// engine knows for sure: a win in a solved game, which the exact verdict either still forces
/// in time or does not. Elsewhere the try goes on until the turns are used up.
pub(super) fn out_of_reach(goal: &[Condition], game: &AnyGame, learner: Side, turns_left: u32) -> bool {
    if !goal.contains(&Condition::Win) || game.to_move() == learner || game.outcome().is_some() {
        return false;
    }
    // The rival to move loses in n plies: the learner moves n / 2 more times.
    match game.verdict() {
        Some(Verdict::Loss(n)) => u32::from(n) / 2 > turns_left,
        Some(Verdict::Win(_) | Verdict::Draw) => true,
        None => false,
    }
}
