//! A game's moves: the engine's game, which holds the positions and the history, and what the
//! app adds to each ply of that history (the seat that played it, the time it took, the turn
//! clock it was played from), kept in step by the only methods that change either. The
//! undone moves wait for redo as whole [`Record`]s, since the engine has forgotten them.

use shuangcheng_engine::{ActionError, AnyGame, Checked, Side};

use super::clock::Clock;
use crate::service::error::{AppError, AppResult};
use crate::service::types::{HistoryEntry, Record};

/// What the app adds to one ply of the engine's history.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ply {
    /// The seat that played it (`None`: its side's, in a save from before seats were kept).
    pub seat: Option<usize>,
    /// The time spent on it.
    pub ms: u64,
    /// The clock of the ply it was played from, as the game last left that ply (by this
    /// action, or by an undo or redo): undo puts it back, so no undo or redo gives time back.
    /// `None` without a timer.
    pub clock_ms: Option<u64>,
}

#[derive(Clone)]
pub struct Moves {
    game: AnyGame,
    /// One per ply of `game`'s history, in its order.
    plies: Vec<Ply>,
    /// Undone actions, the next one to redo last.
    redo: Vec<Record>,
    /// The clock of the furthest undone ply as an undo left it (redo restores it there).
    redo_tip_clock: Option<u64>,
}

impl Moves {
    /// A game as the engine starts it, nothing played.
    pub fn new(game: AnyGame) -> Moves {
        Moves { plies: Vec::new(), redo: Vec::new(), redo_tip_clock: None, game }
    }

    /// A game the engine has replayed (a save, a record) with what the app kept of each of
    /// its plies: one each, or the save is not this game's.
    pub fn replayed(
        game: AnyGame,
        plies: Vec<Ply>,
        redo: Vec<Record>,
        redo_tip_clock: Option<u64>,
    ) -> AppResult<Moves> {
        if plies.len() != game.plies() {
            let (kept, played) = (plies.len(), game.plies());
            return Err(AppError::Internal(format!("{kept} plies kept for a game of {played}")));
        }
        Ok(Moves { game, plies, redo, redo_tip_clock })
    }

    pub fn game(&self) -> &AnyGame {
        &self.game
    }

    pub fn ply(&self) -> usize {
        self.plies.len()
    }

    pub fn plies(&self) -> &[Ply] {
        &self.plies
    }

    pub fn redo_list(&self) -> &[Record] {
        &self.redo
    }

    pub fn redo_tip_clock(&self) -> Option<u64> {
        self.redo_tip_clock
    }

    /// The record of ply `i`: the engine's action and mover with the app's own.
    pub fn record(&self, i: usize) -> Option<Record> {
        let ply = *self.plies.get(i)?;
        let (text, side) = self.game.played(i)?;
        Some(Record { text, side, seat: ply.seat, ms: ply.ms, clock_ms: ply.clock_ms })
    }

    /// Every ply's record, in order.
    pub fn records(&self) -> Vec<Record> {
        let texts = self.game.history();
        let sides = self.game.movers();
        texts
            .into_iter()
            .zip(sides)
            .zip(&self.plies)
            .map(|((text, side), p)| Record { text, side, seat: p.seat, ms: p.ms, clock_ms: p.clock_ms })
            .collect()
    }

    /// The move list as the UI shows it: each ply's record and its words.
    pub fn history(&self) -> Vec<HistoryEntry> {
        self.records()
            .into_iter()
            .zip(self.game.history_words())
            .map(|(r, words)| HistoryEntry::of(r, words))
            .collect()
    }

    /// Plays `play` on the game for `seat`, with the time `clock` says it took and the clock
    /// it was played from; what was undone is forgotten. Returns the action played and
    /// whether it ended a turn.
    pub fn play(
        &mut self,
        seat: Option<usize>,
        clock: &mut Clock,
        play: impl FnOnce(&mut AnyGame) -> Result<String, ActionError>,
    ) -> AppResult<(String, bool)> {
        let played = play(&mut self.game)?;
        let clock_ms = clock.remaining_ms();
        self.plies.push(Ply { seat, ms: clock.take_pending(), clock_ms });
        self.redo.clear();
        self.redo_tip_clock = None;
        Ok((played, self.game.at_turn_boundary()))
    }

    /// `play` with an action the engine checked in this position.
    pub fn play_checked(
        &mut self,
        checked: Checked,
        seat: Option<usize>,
        clock: &mut Clock,
    ) -> AppResult<(String, bool)> {
        self.play(seat, clock, |game| game.play_checked(checked))
    }

    /// Takes back the last action; it goes to the redo list. Returns its mover when it ended
    /// a turn (a game clock's increment goes with it).
    pub fn undo_one(&mut self) -> AppResult<Option<Side>> {
        let record = self
            .record(self.ply().wrapping_sub(1))
            .ok_or_else(|| AppError::Internal("undo past the start".into()))?;
        let ended_turn = self.game.at_turn_boundary();
        if self.game.undo().is_none() {
            return Err(AppError::Internal("the engine has nothing to undo".into()));
        }
        self.plies.pop();
        let mover = ended_turn.then_some(record.side);
        self.redo.push(record);
        Ok(mover)
    }

    /// Leaves the ply reached by undo with `clock`: on its own undone action, or at the tip of
    /// the redo list. Returns the undone action whose clock changed (`seq`, time).
    pub fn leave_clock(&mut self, clock: Option<u64>) -> Option<(usize, Option<u64>)> {
        let seq = self.ply();
        match self.redo.last_mut() {
            Some(top) => {
                top.clock_ms = clock;
                Some((seq, clock))
            }
            None => {
                self.redo_tip_clock = clock;
                None
            }
        }
    }

    /// The clock the next action to redo was left with (the tip's after the last).
    pub fn next_redo_clock(&self) -> Option<u64> {
        match self.redo.last() {
            Some(r) => r.clock_ms,
            None => self.redo_tip_clock,
        }
    }

    /// Replays the next undone action, with its recorded seat and time and `clock_ms`, the
    /// clock of the ply it leaves now. Returns its mover when it ended a turn.
    pub fn redo_one(&mut self, clock_ms: Option<u64>) -> AppResult<Option<Side>> {
        let Some(mut record) = self.redo.pop() else {
            return Err(AppError::bad_request("nothing to redo"));
        };
        if let Err(e) = self.game.play(&record.text) {
            self.redo.push(record);
            return Err(AppError::Internal(format!("redo failed: {e}")));
        }
        record.clock_ms = clock_ms;
        self.plies.push(Ply { seat: record.seat, ms: record.ms, clock_ms });
        Ok(self.game.at_turn_boundary().then_some(record.side))
    }
}
