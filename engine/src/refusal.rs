//! Why a tap is refused: the arbiter. When a player taps a point that neither goes on with the
//! taps made so far nor starts a legal action, the game says why, as a code of its texts
//! (`[refusals."<code>"]` in `engine/texts/<game>.toml`), the code's named parameters, and the
//! rule that forbids it (an id of `docs/rules/<game>.md`). The UI fills the template in the
//! player's language and cites the rule; it never works out the reason itself.

use std::collections::BTreeMap;

use serde::Serialize;

use crate::game::Game;
use crate::outcome::Side;
use crate::presentation::Presentation;
use crate::view::{ActionInfo, Tap, TapKind};

/// Why a tap makes no legal action.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct Refusal {
    /// A key of the game's `[refusals]` texts: `zhili.shared-rests`.
    pub code: &'static str,
    /// The rule that forbids it: `Z5`.
    pub rule: &'static str,
    /// The template's `{names}`: points and pieces in the game's notation.
    pub params: BTreeMap<&'static str, String>,
}

impl Refusal {
    pub fn new(code: &'static str, rule: &'static str) -> Refusal {
        Refusal { code, rule, params: BTreeMap::new() }
    }

    /// The refusal with the parameter `name` set to `value`.
    pub fn with(mut self, name: &'static str, value: impl ToString) -> Refusal {
        self.params.insert(name, value.to_string());
        self
    }
}

/// A code a game's arbiter may give: the code, its rule and its parameters' names.
pub type RefusalCode = (&'static str, &'static str, &'static [&'static str]);

/// A game's arbiter: why a tap is refused.
pub trait Arbiter: Presentation {
    /// Every code [`Arbiter::refusal`] may give, with its rule and its parameters' names: the
    /// texts test checks that each has a template with exactly these names in every language,
    /// and that a walk through played games meets each one (`engine/tests/refusals.rs`).
    const REFUSALS: &'static [RefusalCode];

    /// Why tapping the point `tapped` after the taps `chosen` (the tokens of a legal action's
    /// first taps, perhaps none) neither goes on with them nor starts a legal action. Asked
    /// only of such a tap, by the side to move, in a game not over ([`crate::AnyGame::refusal`]
    /// answers the others).
    fn refusal(&self, chosen: &[&str], tapped: &str) -> Refusal;

    /// Whether a tap may name a reserve slot of `kind` (`<side>-<kind>`): a kind of the game's
    /// reserve ring (Twin Cities' T13). A game without a reserve has none.
    fn has_reserve_slot(_kind: &str) -> bool {
        false
    }

    /// Why tapping `side`'s reserve of `kind` (a slot of [`Arbiter::has_reserve_slot`]) after
    /// the taps `chosen` is refused: it is not a next tap of any legal action. Asked only of
    /// such a tap; a game without a reserve ring never is.
    fn reserve_refusal(&self, _chosen: &[&str], _side: Side, _kind: &str) -> Option<Refusal> {
        None
    }

    /// Why a tap that only the player of seat `seat` may go on with (an action's
    /// [`ActionInfo::seat`]) is refused to the others: in four-seat Generals, the general's
    /// units are played by its own seat. A game with one seat per side never asks.
    fn seat_refusal(&self, _seat: u8) -> Option<Refusal> {
        None
    }
}

/// A reserve slot as a tap names it: `<side>-<kind>` (`first-T`), the board's `data-reserve`.
pub fn parse_reserve_slot(tapped: &str) -> Option<(Side, &str)> {
    let (side, kind) = tapped.split_once('-')?;
    let side = Side::BOTH.into_iter().find(|s| s.name() == side)?;
    Some((side, kind))
}

/// What [`crate::AnyGame::refusal`] answers for `game`: the arbiter's reason, asked only when
/// the tap is refused.
pub(crate) fn refusal_in<P: Presentation + Arbiter>(
    game: &Game<P>,
    chosen: &[&str],
    tapped: &str,
    playable: &dyn Fn(Option<u8>) -> bool,
) -> Option<Refusal> {
    if game.outcome().is_some() {
        return None;
    }
    let position = game.position();
    let (infos, others): (Vec<ActionInfo>, Vec<ActionInfo>) =
        game.legal_actions().iter().map(|a| position.action_info(a)).partition(|i| playable(i.seat));
    let refusal = refused_tap(position, &infos, chosen, tapped)?;
    // A piece that only another seat's actions move (its general or unit tapped): that seat's.
    let its_piece =
        |t: &Tap| matches!(t.kind, TapKind::General | TapKind::Unit) && t.at.as_deref() == Some(tapped);
    let other_seat = others.iter().find(|i| i.taps.iter().any(its_piece)).and_then(|i| i.seat);
    Some(other_seat.and_then(|seat| position.seat_refusal(seat)).unwrap_or(refusal))
}

/// Why `position` refuses the tap `tapped` after `chosen` among the legal actions `infos`
/// (those the player may take), or `None` when it goes on with one of them.
fn refused_tap<P: Presentation + Arbiter>(
    position: &P,
    infos: &[ActionInfo],
    chosen: &[&str],
    tapped: &str,
) -> Option<Refusal> {
    // Taps that start no legal action (a selection from before a move) count as none.
    let chosen = if infos.iter().any(|i| next_taps(&i.taps, chosen).is_some()) { chosen } else { &[] };
    if let Some((side, kind)) = parse_reserve_slot(tapped) {
        // The side to move's reserve kind that goes on with the taps, or starts an action.
        let goes_on = |from: &[&str]| {
            infos.iter().any(|i| next_taps(&i.taps, from).is_some_and(|n| n.iter().any(|t| t.token == kind)))
        };
        if side == position.to_move() && (goes_on(chosen) || goes_on(&[])) {
            return None;
        }
        return position.reserve_refusal(chosen, side, kind);
    }
    let at_tapped = |t: &&Tap| t.at.as_deref() == Some(tapped);
    let goes_on = |from: &[&str]| {
        infos.iter().any(|i| next_taps(&i.taps, from).is_some_and(|n| n.iter().any(at_tapped)))
    };
    let was_chosen = infos.iter().any(|i| {
        next_taps(&i.taps, chosen).is_some()
            && i.taps.iter().filter(|t| chosen.contains(&t.token.as_str())).any(|t| at_tapped(&t))
    });
    (!goes_on(chosen) && !goes_on(&[]) && !was_chosen).then(|| position.refusal(chosen, tapped))
}

/// The taps that may come after `chosen` in an action made of `taps`, or `None` when `chosen`
/// does not start it. A run of `any_order` taps may be made in any order: the UI's `matchTaps`
/// (`ui/js/taps.js`), which decides when the UI asks for a refusal, reads taps the same way.
pub(crate) fn next_taps<'a>(taps: &'a [Tap], chosen: &[&str]) -> Option<Vec<&'a Tap>> {
    let mut rest = chosen;
    let mut i = 0;
    while i < taps.len() {
        let end =
            if taps[i].any_order { i + taps[i..].iter().take_while(|t| t.any_order).count() } else { i + 1 };
        let run = &taps[i..end];
        let mut used: Vec<&str> = Vec::new();
        while let Some((&token, after)) = rest.split_first() {
            if used.len() == run.len() || used.contains(&token) || !run.iter().any(|t| t.token == token) {
                break;
            }
            used.push(token);
            rest = after;
        }
        if used.len() < run.len() {
            return rest
                .is_empty()
                .then(|| run.iter().filter(|t| !used.contains(&t.token.as_str())).collect());
        }
        i = end;
    }
    rest.is_empty().then(Vec::new)
}
