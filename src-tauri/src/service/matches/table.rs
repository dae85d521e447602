//! One device, several players: what threatens the player ([`Match::threats`]), the
//! computer's turns at the player's pace ("skip to my turn", [`Match::skip_to_turn`]), and what
//! happened since the player's last turn ([`Match::since_last_turn`]). Every fact comes from
//! the engine: its threats, and its views of the board then and now.

use std::collections::BTreeMap;
use std::sync::atomic::Ordering;

use serde::Serialize;
use shuangcheng_engine::threats::{Threat, Threats};
use shuangcheng_engine::{BoardView, Side};

use super::parts::Match;
use crate::service::error::{AppError, AppResult};
use crate::service::types::BoardState;

/// What happened since a human seat's last action, for its turn's start: the boards to replay
/// and what the player lost.
#[derive(Clone, Debug, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct SinceLastTurn {
    pub seat: usize,
    pub side: Side,
    /// The board after the seat's last action (or the game's start), then after each action
    /// since: `boards[0].ply` is where the replay starts, the last one the game as it is.
    pub boards: Vec<BoardState>,
    /// The side's pieces gone from the board since, by kind (the view's codes), in code order.
    pub lost: Vec<LostPieces>,
    /// The side's units still on the board that lost hit points since (games with hit points).
    pub damaged: Vec<Damaged>,
    /// The side's emblem pieces (its generals, its City) that the rivals can hit or take next:
    /// the engine's threats.
    pub in_danger: Vec<Threat>,
    /// Whether the UI should replay it by itself: two actions or more since, one of them
    /// another human's (someone else had the device), or the player skipped the computer's
    /// turns to here; never in a game with a turn timer (the replay would spend its clock).
    pub replay: bool,
}

/// The most actions a "since" goes back: a longer absence is replayed from there.
pub const MOST_REPLAYED: usize = 60;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, specta::Type)]
pub struct LostPieces {
    pub kind: String,
    pub count: u32,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct Damaged {
    pub id: String,
    pub kind: String,
    pub hp_lost: u8,
}

/// The pieces of `side` on the board of `view`, by kind.
fn counts(view: &BoardView, side: Side) -> BTreeMap<String, u32> {
    let mut out = BTreeMap::new();
    for p in view.pieces.iter().filter(|p| p.side == Some(side)) {
        *out.entry(p.kind.clone()).or_insert(0) += 1;
    }
    out
}

/// What `side` lost between the boards `then` and `now`: pieces gone by kind, and the hit
/// points its units still there lost (units known by their stable ids).
fn losses(then: &BoardView, now: &BoardView, side: Side) -> (Vec<LostPieces>, Vec<Damaged>) {
    let after = counts(now, side);
    let lost = counts(then, side)
        .into_iter()
        .filter_map(|(kind, n)| {
            let gone = n.saturating_sub(after.get(&kind).copied().unwrap_or(0));
            (gone > 0).then_some(LostPieces { kind, count: gone })
        })
        .collect();
    let damaged = then
        .pieces
        .iter()
        .filter(|p| p.side == Some(side))
        .filter_map(|p| {
            let was = p.hp?;
            let is = now.pieces.iter().find(|q| q.id == p.id && q.kind == p.kind)?.hp?;
            (is < was).then(|| Damaged { id: p.id.clone(), kind: p.kind.clone(), hp_lost: was - is })
        })
        .collect();
    (lost, damaged)
}

impl Match {
    /// What threatens the player and what the player threatens at `ply` (the engine's
    /// [`Threats`]): for the side to move when a human plays it (each human in turn, on one
    /// device), else for the side a human plays. `None` for a game where nothing is taken or
    /// hurt, or once it is over.
    pub fn threats(&self, ply: usize) -> AppResult<Option<Threats>> {
        self.at_ply(ply)?;
        let game = self.playing()?;
        // A game ended by the app (resignation, agreed draw) is over too: nothing threatens.
        if self.outcome().is_some() {
            return Ok(None);
        }
        let human = |side: Side| self.seats_of(side).iter().any(|&seat| !self.seat_is_ai(seat));
        let to_move = game.to_move();
        let side = if human(to_move) {
            to_move
        } else {
            Side::BOTH.into_iter().find(|&x| human(x)).unwrap_or(to_move)
        };
        Ok(game.threats(side))
    }

    /// "Skip to my turn": the AI seats to act before the next human act without the AI pace's
    /// pauses, the one under way included. Refused in a game without an AI seat.
    pub fn skip_to_turn(&mut self) -> AppResult<()> {
        if !self.has_ai() {
            return Err(AppError::bad_request("only a game with a computer seat has AI turns to skip"));
        }
        if self.ai_to_act().is_some() {
            self.running.skipping = true;
            if let Some(job) = &self.running.ai {
                job.hurry.store(true, Ordering::Relaxed);
            }
        }
        Ok(())
    }

    /// What happened since the last action of the human seat to act at `ply` (at most
    /// [`MOST_REPLAYED`] actions back): the boards after each action since, what its side lost,
    /// and its emblem pieces in danger. Refused when no human is to act.
    pub fn since_last_turn(&self, ply: usize) -> AppResult<SinceLastTurn> {
        self.at_ply(ply)?;
        let game = self.playing()?;
        let seat = self
            .acting_seat(&game.legal_actions())
            .filter(|&x| !self.seat_is_ai(x))
            .ok_or_else(|| AppError::NotYourTurn("no human is to act".into()))?;
        let side = game.to_move();
        let movers = game.movers();
        let plies = self.moves().map_or(&[][..], |m| m.plies());
        // The seat's last action; an action without a seat is its side's.
        let mine = |i: usize| plies[i].seat.map_or(movers[i] == side, |x| x == seat);
        let last = (0..plies.len()).rposition(mine).map_or(0, |i| i + 1);
        let from = last.max(ply.saturating_sub(MOST_REPLAYED));
        // One copy of the game, stepped back action by action.
        let mut back = game.clone();
        let mut boards = vec![BoardState::of(&back)];
        while back.plies() > from && back.undo().is_some() {
            boards.push(BoardState::of(&back));
        }
        boards.reverse();
        let (lost, damaged) = losses(&boards[0].view, &game.view(), side);
        let emblem = game.catalog().sides.iter().find(|x| x.side == side).map_or("", |x| x.emblem);
        let in_danger = game
            .threats(side)
            .map(|t| t.exposed.into_iter().filter(|th| th.target_kind.eq_ignore_ascii_case(emblem)).collect())
            .unwrap_or_default();
        let others: Vec<usize> = (from..plies.len()).filter(|&i| !mine(i)).collect();
        let another_human = others.iter().any(|&i| plies[i].seat.is_some_and(|x| !self.seat_is_ai(x)));
        let skipped = self.screen.skipped_to == Some(ply);
        // Not in a timed game: the replay would spend the player's turn clock.
        let timed = self.clock.remaining_ms().is_some();
        let replay = !timed && !others.is_empty() && ((others.len() >= 2 && another_human) || skipped);
        Ok(SinceLastTurn { seat, side, boards, lost, damaged, in_danger, replay })
    }
}
