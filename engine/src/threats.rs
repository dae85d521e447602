//! Threats as the rules make them: which of a side's pieces the rivals can take or hit on their
//! next turn, and which rival pieces it can take or hit on its own turn ("threats you
//! can see"). Each game answers from its own legal actions ([`Threatened`]); the UI only marks
//! what it is given.
//!
//! ```
//! use shuangcheng_engine::{new_game, GameKind, Side};
//!
//! // Twin Cities: Red's Soldier on e5 and Black's Soldier on e6 face each other (T5).
//! let game = new_game(GameKind::TwinCities, Some("9/4c4/9/9/9/2X1s1X2/4S4/9/9/4C4/9 r S5TFBHLWRDE s5tfbhlwrde 0 1")).unwrap();
//! let threats = game.threats(Side::First).unwrap();
//! assert_eq!(threats.exposed.len(), 1);
//! assert_eq!((threats.exposed[0].by.as_str(), threats.exposed[0].target.as_str()), ("e6", "e5"));
//! assert_eq!(threats.within_reach[0].target, "e6");
//! assert!(new_game(GameKind::Zhili, None).unwrap().threats(Side::First).is_none()); // nothing is captured
//! ```

use serde::Serialize;

use crate::outcome::Side;
use crate::position::Position;

/// One piece that another can take or hit.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct Threat {
    /// The attacker's piece id (as the board's [`crate::view::PieceView::id`]: Generals' `y3`,
    /// else its point) and its kind as the board view writes it (Twin Cities: lowercase for
    /// Black, as in the notation).
    pub by: String,
    pub by_kind: String,
    /// The piece threatened: its id and kind, written the same way.
    pub target: String,
    pub target_kind: String,
    /// The hit points it would lose (Generals); `None` where a capture takes it whole.
    pub damage: Option<u8>,
    /// Whether it would leave the board (taken, or its hit points gone).
    pub removes: bool,
}

/// What threatens a side and what it threatens, each list sorted by target, then attacker.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct Threats {
    pub side: Side,
    /// The side's pieces the rivals can take or hit on their next turn, one entry per
    /// attacker and target.
    pub exposed: Vec<Threat>,
    /// The rival pieces the side can take or hit on its turn (the one in progress, or its next).
    pub within_reach: Vec<Threat>,
    /// Points of the side's City field where a rival could take one of its pieces next turn
    /// (Twin Cities), in point order; empty in other games.
    pub city_field: Vec<String>,
}

/// A game whose pieces can be taken or hurt, and what threatens whom.
pub trait Threatened: Position {
    /// The threats to and by `side` (see [`Threats`]); `None` when nothing in the game is ever
    /// taken or hurt (Zhili). Asked of a game not over.
    fn threats(&self, _side: Side) -> Option<Threats> {
        None
    }
}

impl Threats {
    /// The threats found for `side`, sorted.
    pub(crate) fn sorted(
        side: Side,
        mut exposed: Vec<Threat>,
        mut within_reach: Vec<Threat>,
        city_field: Vec<String>,
    ) -> Threats {
        let order = |a: &Threat, b: &Threat| (&a.target, &a.by).cmp(&(&b.target, &b.by));
        exposed.sort_by(order);
        within_reach.sort_by(order);
        Threats { side, exposed, within_reach, city_field }
    }
}

/// Adds `threat` to `list` unless the same attacker already threatens the same target at least
/// as hard; a harder threat replaces it.
pub(crate) fn add_threat(list: &mut Vec<Threat>, threat: Threat) {
    let weight = |t: &Threat| (t.removes, t.damage);
    match list.iter_mut().find(|t| t.by == threat.by && t.target == threat.target) {
        Some(known) if weight(known) >= weight(&threat) => {}
        Some(known) => *known = threat,
        None => list.push(threat),
    }
}
