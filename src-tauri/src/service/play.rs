//! The commands on a game in play: its snapshot, a human's action, undo and redo, a hint,
//! resignation, an agreed draw, and putting it on screen or taking it off.

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

use shuangcheng_engine::refusal::parse_reserve_slot;
use shuangcheng_engine::{ActionError, AnyGame, Checked, Side};

use super::error::{AppError, AppResult};
use super::sessions::{Before, Session};
use super::store::Write;
use super::training::TrainingError;
use super::types::{Hint, Refused, Snapshot};
use super::{ai_worker, relock, Service};

/// Longest action text accepted from the UI.
const MAX_ACTION_LEN: usize = 64;
/// The most taps of one action the UI may send (a Twin Cities exchange has six).
const MAX_TAPS: usize = 16;

/// An action as the UI sent it (a game's or a lesson's), trimmed, or why it is refused before
/// the engine sees it.
pub(super) fn action_text(action: &str) -> AppResult<&str> {
    let action = action.trim();
    if action.is_empty() || action.len() > MAX_ACTION_LEN {
        return Err(AppError::bad_request("an action is 1–64 characters of the game's notation"));
    }
    Ok(action)
}

/// Why `game` refuses a tap on the point or reserve slot `at` after the taps `chosen`, as the
/// UI sent them, to a player who takes the actions of the seats `playable` accepts; an error before the engine sees them when they are too many or too long, or
/// `at` is neither a point of the board nor a slot of its reserve.
pub(super) fn refusal_of(
    game: &AnyGame,
    chosen: &[String],
    at: &str,
    playable: &dyn Fn(Option<u8>) -> bool,
) -> AppResult<Option<Refused>> {
    let too_long = chosen.iter().any(|t| t.len() > MAX_ACTION_LEN);
    let board = &game.catalog().board;
    // A reserve slot is named as the board names it: `<side>-<kind>`.
    let slot = parse_reserve_slot(at).is_some_and(|(_, kind)| board.reserve.iter().any(|k| k == kind));
    if chosen.len() > MAX_TAPS || too_long || !(slot || board.points.iter().any(|p| p == at)) {
        return Err(AppError::bad_request(
            "a tap is on a point of the board or a reserve slot, after the taps of a legal action",
        ));
    }
    let chosen: Vec<&str> = chosen.iter().map(String::as_str).collect();
    Ok(game.refusal_for_seats(&chosen, at, playable).map(|r| Refused::new(game.kind(), r)))
}

impl Service {
    /// The game's current state (loaded from its save if needed; does not start its clock).
    pub fn snapshot(&self, id: &str) -> AppResult<Snapshot> {
        self.with_session(id, |svc, s, _| Ok(svc.snapshot_of(s)))
    }

    /// A human plays `action` (the spec notation) at `ply`.
    pub fn act(&self, id: &str, action: &str, ply: usize) -> AppResult<Snapshot> {
        let action = action_text(action)?;
        let result = self.with_session(id, |svc, s, events| {
            if s.outcome().is_some() {
                return Err(AppError::GameOver);
            }
            if s.clock.counting_down() && s.clock.remaining_ms() == Some(0) {
                // The turn's time is up and its timer task has not run yet: the timeout wins,
                // here, once (the task will find the epoch moved on).
                svc.timeout_locked(s, events);
                return Err(AppError::Stale("the turn's time ran out and the turn passed".into()));
            }
            s.at_ply(ply)?;
            s.curtain_down(None)?;
            if action == "pass" {
                return Err(AppError::IllegalAction("'pass' is played by the timer, not by a player".into()));
            }
            // The legal actions are listed once: for whose action it is, and to play it.
            let checked = s.playing()?.check(action).map_err(|e| refused(s, e))?;
            let seat = human_seat(s, &checked)?;
            let before = Before::of(s);
            s.play_checked(checked, seat)?;
            svc.commit_last_action(s, before)?;
            // On screen once saved: a command that fails leaves the game as it found it.
            Service::activate(s);
            let played = s.ply() - 1;
            svc.drive(s, events);
            // Graded after the AI's search has started, in a task of its own.
            svc.grade_later(s, played);
            Ok(svc.updated(s, events))
        });
        if result.is_ok() {
            self.inner.hints.stop(id);
        }
        self.on_screen(id, result)
    }

    /// Takes back the last action (pass-and-play) or back to the human's last turn (vs AI),
    /// counted as help; refused in a game started with takebacks off.
    pub fn undo(&self, id: &str) -> AppResult<Snapshot> {
        let undo_vs_ai = self.undo_vs_ai();
        let result = self.with_session(id, |svc, s, events| {
            if !s.options.training.takebacks {
                return Err(TrainingError::TakebacksOff.into());
            }
            if s.has_ai() && !undo_vs_ai {
                return Err(AppError::NotAllowed("undo against the AI is off in the settings".into()));
            }
            if s.forced_outcome.is_some() {
                return Err(AppError::GameOver);
            }
            s.curtain_down(None)?;
            let n = s.undo_count().ok_or_else(|| AppError::bad_request("nothing to undo"))?;
            svc.cancel_ai(s, events);
            let before = Before::of(s);
            let from_seq = s.ply() - n;
            let left = s.undo(n)?;
            s.help.takebacks += 1;
            let ply = s.ply();
            s.graded.retain(|g| g.ply < ply);
            svc.commit(s, before, Write::Undone { from_seq, left })?;
            Service::activate(s);
            svc.drive(s, events);
            Ok(svc.updated(s, events))
        });
        self.on_screen(id, result)
    }

    /// Replays what undo took back (vs AI: up to the human's next turn).
    pub fn redo(&self, id: &str) -> AppResult<Snapshot> {
        let undo_vs_ai = self.undo_vs_ai();
        let result = self.with_session(id, |svc, s, events| {
            if !s.options.training.takebacks {
                return Err(TrainingError::TakebacksOff.into());
            }
            if s.has_ai() && !undo_vs_ai {
                return Err(AppError::NotAllowed(
                    "undo and redo against the AI are off in the settings".into(),
                ));
            }
            s.curtain_down(None)?;
            let n = s.redo_count().ok_or_else(|| AppError::bad_request("nothing to redo"))?;
            svc.cancel_ai(s, events);
            let before = Before::of(s);
            let from = s.ply();
            for _ in 0..n {
                s.redo_one()?;
            }
            // Every ply of this redo in one transaction, with the row (and a result).
            let plies = s.records[from..].iter().enumerate().map(|(i, r)| (from + i, r.clock_ms)).collect();
            svc.commit(s, before, Write::Redone(plies))?;
            Service::activate(s);
            svc.drive(s, events);
            // The redone human actions are graded again (their grades went with the undo).
            let redone: Vec<usize> = (from..s.ply()).filter(|&i| s.played_by_human(&s.records[i])).collect();
            for ply in redone {
                svc.grade_later(s, ply);
            }
            Ok(svc.updated(s, events))
        });
        self.on_screen(id, result)
    }

    /// Why a tap on the point `at`, after the taps `chosen` of the action being built, is
    /// refused at `ply`: the game's reason, its rule, and the lesson that teaches the rule.
    /// `None` when the tap is not refused (it goes on with the taps, steps back to one of them
    /// or starts another action), or the game is over.
    pub fn refusal(&self, id: &str, chosen: &[String], at: &str, ply: usize) -> AppResult<Option<Refused>> {
        self.with_session(id, |_, s, _| {
            s.at_ply(ply)?;
            // Nothing is refused to a player who is not to act: the game is over or an AI acts.
            let game = s.playing()?;
            if s.acting_seat(&game.legal_actions()).is_none_or(|x| s.seat_is_ai(x)) {
                return Ok(None);
            }
            // With a seat per general, the human plays only the actions of human seats (as the
            // UI offers them): another seat's piece is refused as that seat's.
            let per_group =
                s.options.game.catalog().seat_layout(s.options.seats.len()).is_some_and(|l| l.per_group);
            let playable =
                |seat: Option<u8>| !per_group || seat.is_none_or(|x| !s.seat_is_ai(usize::from(x)));
            refusal_of(game, chosen, at, &playable)
        })
    }

    /// The AI's suggestion for the human to act: the game's top level with a short budget.
    /// A hint given counts as help, and is saved; none is searched once the game's budget is
    /// spent.
    pub async fn hint(&self, id: &str) -> AppResult<Hint> {
        let (game, ply, level, budget) = self.with_session(id, |_, s, _| {
            if s.outcome().is_some() {
                return Err(AppError::GameOver);
            }
            hint_allowed(s)?;
            let game = s.playing()?;
            if s.acting_seat(&game.legal_actions()).is_none_or(|x| s.seat_is_ai(x)) {
                return Err(AppError::NotYourTurn("the AI is to move".into()));
            }
            let levels = game.ai_levels();
            let level = levels.len().checked_sub(1).ok_or_else(|| AppError::Internal("no AI".into()))?;
            let budget = levels[level].budget.min(ai_worker::HINT_BUDGET);
            Ok((game.clone(), s.ply(), level, budget))
        })?;
        let cancel = self.inner.hints.begin(id);
        // The position, kept to put the suggestion into words.
        let asked = game.clone();
        let action = ai_worker::think(game, level, budget, Some(cancel.clone())).await;
        self.inner.hints.end(id, &cancel);
        if cancel.load(Ordering::Relaxed) {
            return Err(AppError::Stale("the hint was cancelled".into()));
        }
        let action = action.ok_or_else(|| AppError::Internal("the AI found no suggestion in time".into()))?;
        let hints_left = self.with_session(id, |svc, s, events| {
            if ply != s.ply() {
                return Err(AppError::Stale(format!("the game moved on to ply {} during the hint", s.ply())));
            }
            hint_allowed(s)?;
            let before = Before::of(s);
            s.help.hints += 1;
            svc.commit(s, before, Write::Row)?;
            svc.updated(s, events);
            Ok(s.options.training.hints_left(&s.help))
        })?;
        Ok(Hint { words: asked.action_words(&action), side: asked.to_move(), action, ply, hints_left })
    }

    /// Stops the hint being searched for game `id` (nothing when there is none): its `hint`
    /// call ends with a stale-request error.
    pub fn cancel_hint(&self, id: &str) -> AppResult<()> {
        Service::check_id(id)?;
        self.inner.hints.stop(id);
        Ok(())
    }

    /// `side` resigns (a side with a human seat).
    pub fn resign(&self, id: &str, side: Side) -> AppResult<Snapshot> {
        self.with_session(id, |svc, s, events| {
            if s.outcome().is_some() {
                return Err(AppError::GameOver);
            }
            if !s.options.has_person(side) {
                return Err(AppError::NotYourTurn("only a human side can resign".into()));
            }
            s.curtain_down(Some(side))?;
            svc.cancel_ai(s, events);
            let before = Before::of(s);
            s.resign(side);
            s.clock.stop();
            svc.commit(s, before, Write::Row)?;
            svc.drive(s, events);
            Ok(svc.updated(s, events))
        })
    }

    /// An agreed draw (pass-and-play with no AI seat: both players are at the device).
    pub fn agree_draw(&self, id: &str) -> AppResult<Snapshot> {
        self.with_session(id, |svc, s, events| {
            if s.outcome().is_some() {
                return Err(AppError::GameOver);
            }
            if !s.is_pass_and_play() || s.has_ai() {
                return Err(AppError::NotAllowed("a draw is agreed only in pass-and-play without AI".into()));
            }
            s.curtain_down(None)?;
            let before = Before::of(s);
            s.agree_draw();
            s.clock.stop();
            svc.commit(s, before, Write::Row)?;
            svc.drive(s, events);
            Ok(svc.updated(s, events))
        })
    }

    /// Loads a saved game (replaying and checking it), puts it on screen, restarts its clock
    /// where it stopped and lets the AI move if it is its turn.
    pub fn resume_game(&self, id: &str) -> AppResult<Snapshot> {
        let result = self.with_session(id, |svc, s, events| {
            Service::activate(s);
            svc.drive(s, events);
            Ok(svc.updated(s, events))
        });
        self.on_screen(id, result)
    }

    /// Takes the game off screen: its clock stops (and is saved), the AI stops thinking.
    pub fn pause(&self, id: &str) -> AppResult<Snapshot> {
        self.inner.games.forget_suspended(id);
        self.with_session(id, |svc, s, events| {
            svc.pause_locked(s, events);
            Ok(svc.updated(s, events))
        })
    }
}

/// Why a human's action the engine refused is refused: the AI's turn first, then the engine's
/// reason.
fn refused(s: &Session, e: ActionError) -> AppError {
    let legal = s.game().map(|g| g.legal_actions()).unwrap_or_default();
    match s.acting_seat(&legal) {
        Some(seat) if s.seat_is_ai(seat) => AppError::NotYourTurn("the AI is to move".into()),
        _ => e.into(),
    }
}

/// The seat the human's `checked` action is played for, or why it is not theirs to play. In four-seat
/// Generals an action belongs to its general's seat; a human of the team may still choose
/// the AI teammate's general at a turn's start (that general then plays the turn).
fn human_seat(s: &Session, checked: &Checked) -> AppResult<Option<usize>> {
    let game = s.playing()?;
    let seat = s.acting_seat(checked.legal());
    if seat.is_none_or(|x| s.seat_is_ai(x)) {
        return Err(AppError::NotYourTurn("the AI is to move".into()));
    }
    match checked.info().seat {
        Some(own) if s.seat_per_group() => {
            let own = usize::from(own);
            if s.seat_is_ai(own) && !game.at_turn_boundary() {
                return Err(AppError::NotYourTurn("that general belongs to an AI seat".into()));
            }
            Ok(Some(own))
        }
        _ => Ok(seat),
    }
}

/// Whether `s` may have another hint: refused once its training's budget is spent.
fn hint_allowed(s: &Session) -> AppResult<()> {
    s.curtain_down(None)?;
    let training = s.options.training;
    match (training.hint_budget, training.hints_left(&s.help)) {
        (Some(budget), Some(0)) => Err(TrainingError::HintsSpent { budget }.into()),
        _ => Ok(()),
    }
}

/// The hints being searched, by game: each one's cancel flag. A newer hint for a game replaces
/// the search of the one before.
#[derive(Default)]
pub(crate) struct Hints {
    running: Mutex<HashMap<String, Arc<AtomicBool>>>,
}

impl Hints {
    /// A new search for game `id`: its cancel flag (the older search's is raised).
    fn begin(&self, id: &str) -> Arc<AtomicBool> {
        let cancel = Arc::new(AtomicBool::new(false));
        if let Some(older) = relock(&self.running).insert(id.to_string(), cancel.clone()) {
            older.store(true, Ordering::Relaxed);
        }
        cancel
    }

    /// The search with flag `cancel` is over (unless a newer one replaced it).
    fn end(&self, id: &str, cancel: &Arc<AtomicBool>) {
        let mut running = relock(&self.running);
        if running.get(id).is_some_and(|c| Arc::ptr_eq(c, cancel)) {
            running.remove(id);
        }
    }

    /// Stops game `id`'s search, if one runs.
    fn stop(&self, id: &str) {
        if let Some(flag) = relock(&self.running).remove(id) {
            flag.store(true, Ordering::Relaxed);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_newer_hint_stops_the_older_one_and_stop_ends_the_newer() {
        let hints = Hints::default();
        let older = hints.begin("g1");
        let newer = hints.begin("g1");
        assert!(older.load(Ordering::Relaxed) && !newer.load(Ordering::Relaxed));
        hints.end("g1", &older); // the older search ends: the newer one still runs
        hints.stop("g1");
        assert!(newer.load(Ordering::Relaxed));
    }
}
