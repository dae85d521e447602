//! The player's commands on a match: an action, undo and redo, why a tap is refused,
//! resignation, an agreed draw, and putting the match on screen.

use std::sync::Arc;

use shuangcheng_engine::refusal::parse_reserve_slot;
use shuangcheng_engine::{ActionError, AnyGame, Checked, Side};

use super::context::Ctx;
use super::parts::{Match, Stage};
use crate::service::error::{AppError, AppResult};
use crate::service::events::Event;
use crate::service::saves::Write;
use crate::service::training::TrainingError;
use crate::service::types::{GameOptions, Refused, Snapshot};

/// Longest action text accepted from the UI.
const MAX_ACTION_LEN: usize = 64;
/// The most taps of one action the UI may send (a Twin Cities exchange has six).
const MAX_TAPS: usize = 16;

/// An action as the UI sent it (a game's or a lesson's), trimmed, or why it is refused before
/// the engine sees it.
pub fn action_text(action: &str) -> AppResult<&str> {
    let action = action.trim();
    if action.is_empty() || action.len() > MAX_ACTION_LEN {
        return Err(AppError::bad_request("an action is 1–64 characters of the game's notation"));
    }
    Ok(action)
}

/// Why `game` refuses a tap on the point or reserve slot `at` after the taps `chosen`, as the
/// UI sent them, to a player who takes the actions of the seats `playable` accepts; an error
/// before the engine sees them when they are too many or too long, or `at` is neither a point
/// of the board nor a slot of its reserve.
pub fn refusal_of(
    game: &AnyGame,
    chosen: &[String],
    at: &str,
    playable: &dyn Fn(Option<u8>) -> bool,
) -> AppResult<Option<Refused>> {
    let too_long = chosen.iter().any(|t| t.len() > MAX_ACTION_LEN);
    let board = &game.catalog().board;
    // A reserve slot is named as the board names it: `<side>-<kind>`.
    let slot = parse_reserve_slot(at).is_some_and(|(_, kind)| game.has_reserve_slot(kind));
    if chosen.len() > MAX_TAPS || too_long || !(slot || board.points.iter().any(|p| p == at)) {
        return Err(AppError::bad_request(
            "a tap is on a point of the board or a reserve slot, after the taps of a legal action",
        ));
    }
    let chosen: Vec<&str> = chosen.iter().map(String::as_str).collect();
    Ok(game.refusal_for_seats(&chosen, at, playable).map(|r| Refused::new(game.kind(), r)))
}

impl Match {
    /// A human plays `action` (the spec notation) at `ply`. An action that finds the time up
    /// meets the timeout instead, once (a turn timer's pass, a game clock's loss), and is
    /// refused as stale.
    pub fn act(
        &mut self,
        ctx: &Arc<Ctx>,
        action: &str,
        ply: usize,
        events: &mut Vec<Event>,
    ) -> AppResult<Snapshot> {
        let action = action_text(action)?;
        if self.outcome().is_some() {
            return Err(AppError::GameOver);
        }
        if self.clock.remaining_ms() == Some(0) {
            // The time is up and its timer task has not run yet (or the timeout's save failed
            // and the clock stands at zero): the timeout wins, here, once (the task will find
            // the epoch moved on). No move is played on a clock at zero.
            self.timeout(ctx, events);
            return Err(AppError::Stale("the time ran out".into()));
        }
        self.at_ply(ply)?;
        self.curtain_down(None)?;
        if action == "pass" {
            return Err(AppError::IllegalAction("'pass' is played by the timer, not by a player".into()));
        }
        // The legal actions are listed once: for whose action it is, and to play it.
        let checked = self.playing()?.check(action).map_err(|e| self.refused(e))?;
        let seat = self.human_seat(&checked)?;
        let before = self.before();
        self.play_checked(checked, seat)?;
        self.commit_last_action(ctx, before)?;
        // On screen once saved: a command that fails leaves the game as it found it.
        self.activate();
        let played = self.ply() - 1;
        self.drive(ctx, events);
        // Graded after the AI's search has started, in a task of its own.
        self.grade_later(ctx, played);
        self.stop_hint();
        Ok(self.updated(ctx, events))
    }

    /// Plays an action the engine checked, for `seat`; a new turn gets full time.
    fn play_checked(&mut self, checked: Checked, seat: Option<usize>) -> AppResult<()> {
        if self.outcome().is_some() {
            return Err(AppError::GameOver);
        }
        let Match { saved, clock, .. } = self;
        let (_, turn_over) = match &mut saved.stage {
            Stage::Play(moves) => moves.play_checked(checked, seat, clock)?,
            Stage::Setup(_) => return Err(super::parts::setting_up()),
        };
        if turn_over {
            self.turn_over();
        }
        Ok(())
    }

    /// Plays `text` for `seat` (the AI's choice), as `play_checked`.
    pub(super) fn play_text(&mut self, text: &str, seat: Option<usize>) -> AppResult<()> {
        if self.outcome().is_some() {
            return Err(AppError::GameOver);
        }
        let Match { saved, clock, .. } = self;
        let (_, turn_over) = match &mut saved.stage {
            Stage::Play(moves) => moves.play(seat, clock, |game| game.play(text))?,
            Stage::Setup(_) => return Err(super::parts::setting_up()),
        };
        if turn_over {
            self.turn_over();
        }
        Ok(())
    }

    /// The clock after a turn played: a game clock's increment for its mover, a turn timer's
    /// full turn for the side to move now.
    fn turn_over(&mut self) {
        let Some(game) = self.game() else { return };
        let (next, mover) = (game.to_move(), game.played(game.plies().wrapping_sub(1)).map(|(_, side)| side));
        if let Some(mover) = mover {
            self.clock.turn_over(mover, next);
        }
    }

    /// Plays the timed-out turn (the engine's `pass`); the next turn gets full time.
    pub(super) fn play_pass(&mut self, seat: Option<usize>) -> AppResult<String> {
        if self.outcome().is_some() {
            return Err(AppError::GameOver);
        }
        let Match { saved, clock, .. } = self;
        let (played, _) = match &mut saved.stage {
            Stage::Play(moves) => moves.play(seat, clock, AnyGame::pass)?,
            Stage::Setup(_) => return Err(super::parts::setting_up()),
        };
        self.turn_over();
        Ok(played)
    }

    /// Why a human's action the engine refused is refused: the AI's turn first, then the
    /// engine's reason.
    fn refused(&self, e: ActionError) -> AppError {
        let legal = self.game().map(|g| g.legal_actions()).unwrap_or_default();
        match self.acting_seat(&legal) {
            Some(seat) if self.seat_is_ai(seat) => AppError::NotYourTurn("the AI is to move".into()),
            _ => e.into(),
        }
    }

    /// The seat the human's `checked` action is played for, or why it is not theirs to play.
    /// In four-seat Generals an action belongs to its general's seat; a human of the team may
    /// still choose the AI teammate's general at a turn's start (that general then plays the
    /// turn).
    fn human_seat(&self, checked: &Checked) -> AppResult<Option<usize>> {
        let game = self.playing()?;
        let seat = self.acting_seat(checked.legal());
        if seat.is_none_or(|x| self.seat_is_ai(x)) {
            return Err(AppError::NotYourTurn("the AI is to move".into()));
        }
        match checked.info().seat {
            Some(own) if self.seat_per_group() => {
                let own = usize::from(own);
                if self.seat_is_ai(own) && !game.at_turn_boundary() {
                    return Err(AppError::NotYourTurn("that general belongs to an AI seat".into()));
                }
                Ok(Some(own))
            }
            _ => Ok(seat),
        }
    }

    /// Whether undo and redo may be used: refused in a game started with takebacks off, and
    /// against the AI when the settings say so.
    fn takebacks_allowed(&self, ctx: &Arc<Ctx>, off: &str) -> AppResult<()> {
        if !self.saved.options.training.takebacks {
            return Err(TrainingError::TakebacksOff.into());
        }
        if self.has_ai() && !ctx.settings.settings().undo_vs_ai {
            return Err(AppError::NotAllowed(off.into()));
        }
        Ok(())
    }

    /// Takes back the last action (pass-and-play) or back to the human's last turn (vs AI),
    /// counted as help.
    pub fn undo(&mut self, ctx: &Arc<Ctx>, events: &mut Vec<Event>) -> AppResult<Snapshot> {
        self.takebacks_allowed(ctx, "undo against the AI is off in the settings")?;
        if self.saved.forced_outcome.is_some() {
            return Err(AppError::GameOver);
        }
        self.curtain_down(None)?;
        let n = self.undo_count().ok_or_else(|| AppError::bad_request("nothing to undo"))?;
        self.cancel_ai(events);
        let before = self.before();
        let from_seq = self.ply() - n;
        // The ply being left keeps its clock for redo: on its own undone action, or at the tip.
        let left_clock = self.clock.remaining_ms();
        let moves = self.moves_mut()?;
        let left = moves.leave_clock(left_clock);
        let mut undone_turns = Vec::new();
        for _ in 0..n {
            undone_turns.extend(moves.undo_one()?);
        }
        let restored = moves.next_redo_clock();
        for mover in undone_turns {
            self.clock.take_increment(mover);
        }
        // The turn a skip led to is taken back: coming to its ply again skipped nothing.
        if self.screen.skipped_to.is_some_and(|ply| ply > self.ply()) {
            self.screen.skipped_to = None;
        }
        self.clock.take_pending();
        self.restore_clock(restored);
        self.saved.help.takebacks += 1;
        let ply = self.ply();
        self.saved.graded.retain(|g| g.ply < ply);
        self.commit(ctx, before, Write::Undone { from_seq, left })?;
        self.activate();
        self.drive(ctx, events);
        Ok(self.updated(ctx, events))
    }

    /// The clock of the ply just reached by undo or redo: a turn timer as the game last left
    /// that ply (saves from before the clock was recorded fall back to a new turn's full
    /// time); a game clock counts the side to move's time.
    fn restore_clock(&mut self, clock_ms: Option<u64>) {
        if let Some(game) = self.game() {
            let (side, at_turn_start) = (game.to_move(), game.at_turn_boundary());
            self.clock.reached(side, clock_ms, at_turn_start);
        }
    }

    /// Replays what undo took back (vs AI: up to the human's next turn).
    pub fn redo(&mut self, ctx: &Arc<Ctx>, events: &mut Vec<Event>) -> AppResult<Snapshot> {
        self.takebacks_allowed(ctx, "undo and redo against the AI are off in the settings")?;
        self.curtain_down(None)?;
        let n = self.redo_count().ok_or_else(|| AppError::bad_request("nothing to redo"))?;
        self.cancel_ai(events);
        let before = self.before();
        let from = self.ply();
        for _ in 0..n {
            // The ply being left keeps the time it has now: undoing back to it gives none back.
            let left = self.clock.remaining_ms();
            if let Some(mover) = self.moves_mut()?.redo_one(left)? {
                self.clock.add_increment(mover);
            }
            self.clock.take_pending();
            let next = self.moves_mut()?.next_redo_clock();
            self.restore_clock(next);
        }
        // Every ply of this redo in one transaction, with the row (and a result).
        let plies = self.moves_mut()?.plies()[from..]
            .iter()
            .enumerate()
            .map(|(i, p)| (from + i, p.clock_ms))
            .collect();
        self.commit(ctx, before, Write::Redone(plies))?;
        self.activate();
        self.drive(ctx, events);
        // The redone human actions are graded again (their grades went with the undo).
        let plies = self.moves_mut()?.plies().to_vec();
        let redone: Vec<usize> =
            (from..plies.len()).filter(|&i| self.played_by_human(plies[i].seat)).collect();
        for ply in redone {
            self.grade_later(ctx, ply);
        }
        Ok(self.updated(ctx, events))
    }

    /// Why a tap on the point `at`, after the taps `chosen` of the action being built, is
    /// refused at `ply`: the game's reason, its rule, and the lesson that teaches the rule.
    /// `None` when the tap is not refused (it goes on with the taps, steps back to one of them
    /// or starts another action), or the game is over.
    pub fn refusal(&self, chosen: &[String], at: &str, ply: usize) -> AppResult<Option<Refused>> {
        self.at_ply(ply)?;
        // Nothing is refused to a player who is not to act: the game is over or an AI acts.
        let game = self.playing()?;
        if self.acting_seat(&game.legal_actions()).is_none_or(|x| self.seat_is_ai(x)) {
            return Ok(None);
        }
        // With a seat per general, the human plays only the actions of human seats (as the
        // UI offers them): another seat's piece is refused as that seat's.
        let per_group = self.seat_per_group();
        let playable = |seat: Option<u8>| !per_group || seat.is_none_or(|x| !self.seat_is_ai(usize::from(x)));
        refusal_of(game, chosen, at, &playable)
    }

    /// `side` resigns (a side with a human seat).
    pub fn resign(&mut self, ctx: &Arc<Ctx>, side: Side, events: &mut Vec<Event>) -> AppResult<Snapshot> {
        if self.outcome().is_some() {
            return Err(AppError::GameOver);
        }
        if !self.saved.options.has_person(side) {
            return Err(AppError::NotYourTurn("only a human side can resign".into()));
        }
        self.curtain_down(Some(side))?;
        self.cancel_ai(events);
        let before = self.before();
        self.saved.forced_outcome =
            Some(shuangcheng_engine::Outcome::win(side.other(), shuangcheng_engine::EndReason::RESIGNATION));
        self.clock.stop();
        self.commit(ctx, before, Write::Row)?;
        self.drive(ctx, events);
        Ok(self.updated(ctx, events))
    }

    /// An agreed draw (pass-and-play with no AI seat: both players are at the device).
    pub fn agree_draw(&mut self, ctx: &Arc<Ctx>, events: &mut Vec<Event>) -> AppResult<Snapshot> {
        if self.outcome().is_some() {
            return Err(AppError::GameOver);
        }
        if !self.is_pass_and_play() || self.has_ai() {
            return Err(AppError::NotAllowed("a draw is agreed only in pass-and-play without AI".into()));
        }
        self.curtain_down(None)?;
        let before = self.before();
        self.saved.forced_outcome =
            Some(shuangcheng_engine::Outcome::draw(shuangcheng_engine::EndReason::DRAW_AGREED));
        self.clock.stop();
        self.commit(ctx, before, Write::Row)?;
        self.drive(ctx, events);
        Ok(self.updated(ctx, events))
    }

    /// Puts the match on screen: its clock restarts where it stopped and the AI moves if it is
    /// its turn.
    pub fn resume(&mut self, ctx: &Arc<Ctx>, events: &mut Vec<Event>) -> Snapshot {
        self.activate();
        self.drive(ctx, events);
        self.updated(ctx, events)
    }

    /// Leaves the game for a rematch: it pauses, and gives its options and start position.
    pub fn leave_for_rematch(
        &mut self,
        ctx: &Arc<Ctx>,
        events: &mut Vec<Event>,
    ) -> AppResult<(GameOptions, String)> {
        if self.setup().is_some() {
            return Err(AppError::bad_request("the sides are still setting up"));
        }
        self.pause(ctx, events);
        Ok((self.saved.options.clone(), self.saved.start_position.clone()))
    }

    /// The match is deleted: nothing of it runs any more.
    pub fn forget(&mut self) {
        self.running.active = false;
        self.clock.stop();
        self.running.stop_ai();
    }
}
