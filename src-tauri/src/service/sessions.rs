//! A game session: its stage (Generals' army setup, or the engine's game), the seats, the
//! move list with times, redo, the turn clock (on tokio's time), the AI job in flight and the
//! AI players kept between calls. Its database row is [`super::saved_game`]'s to map, the
//! UI's snapshot [`super::snapshot`]'s. No rule of any game is decided here (the engine
//! decides legality and outcomes); the service does the locking, saving and tasks.

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use shuangcheng_engine::review::practice::GradedMove;
use shuangcheng_engine::{ActionError, ActionInfo, AnyAi, AnyGame, Checked, EndReason, Outcome, Side};

use super::army::SetupState;
use super::clock::Clock;
use super::curtain::Pins;
use super::error::{AppError, AppResult};
use super::training::Help;
use super::types::{GameOptions, Mode, Phase, Record};

/// An AI search in flight: its result is applied only while `job` is still the session's
/// current job and the game is still at `ply`.
#[derive(Debug)]
pub struct AiJob {
    pub job: u64,
    pub ply: usize,
    pub cancel: Arc<AtomicBool>,
    /// Set by "skip to my turn": the pause before the search ends at once.
    pub hurry: Arc<AtomicBool>,
}

/// Where a game is: its armies being set up, or played.
#[derive(Clone, Debug)]
pub enum Stage {
    /// Generals' setup phase: each team's army once submitted. There is no game until both
    /// are in (its start position depends on them).
    Setup(SetupState),
    /// The engine's game, from its start position; over or not.
    Play(AnyGame),
}

pub struct Session {
    pub id: String,
    pub options: GameOptions,
    /// The game's start position (empty during setup).
    pub start_position: String,
    pub stage: Stage,
    pub records: Vec<Record>,
    /// Undone actions, the next one to redo last.
    pub redo: Vec<Record>,
    /// The clock of the furthest undone ply as an undo left it (redo restores it there).
    pub redo_tip_clock: Option<u64>,
    /// An outcome the app decided (resignation, agreed draw).
    pub forced_outcome: Option<Outcome>,
    pub clock: Clock,
    pub ai: Option<AiJob>,
    /// Each AI seat's player, kept between its calls (a plan for a whole Generals turn);
    /// dropped whenever the game goes back (undo) or the AI is cancelled.
    pub brains: HashMap<usize, AnyAi>,
    /// On screen: the clock runs and the AI moves only while active.
    pub active: bool,
    /// "Skip to my turn": the AI seats act without the pace's pauses until a human is to act
    /// (not saved).
    pub skipping: bool,
    /// The ply a skip ended at: the human's turn there begins with a replay of what it skipped
    /// (not saved).
    pub skipped_to: Option<usize>,
    /// The team that last opened its hand-over curtain (not saved: a game loaded has it up).
    pub curtain_open: Option<Side>,
    /// The teams' curtain PINs, salted and hashed (saved with the game).
    pub pins: Pins,
    /// The hints and undos the game has had (saved with it).
    pub help: Help,
    /// Practice mode's grades of the human's moves still in the game, by ply (saved with it).
    pub graded: Vec<GradedMove>,
    pub created_at: String,
    pub updated_at: String,
}

impl Session {
    pub fn new(id: String, options: GameOptions, stage: Stage, now: String) -> Session {
        let clock = Clock::new(options.timer_secs, None, 0);
        let start_position = match &stage {
            Stage::Play(game) => game.start_position(),
            Stage::Setup(_) => String::new(),
        };
        Session {
            id,
            start_position,
            options,
            stage,
            records: Vec::new(),
            redo: Vec::new(),
            redo_tip_clock: None,
            forced_outcome: None,
            clock,
            ai: None,
            brains: HashMap::new(),
            active: false,
            skipping: false,
            skipped_to: None,
            curtain_open: None,
            pins: Pins::default(),
            help: Help::default(),
            graded: Vec::new(),
            created_at: now.clone(),
            updated_at: now,
        }
    }

    /// The game, once the armies are in.
    pub fn game(&self) -> Option<&AnyGame> {
        match &self.stage {
            Stage::Play(game) => Some(game),
            Stage::Setup(_) => None,
        }
    }

    /// Generals' setup phase, while it lasts.
    pub fn setup(&self) -> Option<&SetupState> {
        match &self.stage {
            Stage::Setup(st) => Some(st),
            Stage::Play(_) => None,
        }
    }

    /// The game, or the refusal of an action while the armies are being set up.
    pub fn playing(&self) -> AppResult<&AnyGame> {
        self.game().ok_or_else(setting_up)
    }

    fn playing_mut(&mut self) -> AppResult<&mut AnyGame> {
        match &mut self.stage {
            Stage::Play(game) => Ok(game),
            Stage::Setup(_) => Err(setting_up()),
        }
    }

    /// The game must be at `ply`: a command about another ply is stale and changes nothing.
    pub fn at_ply(&self, ply: usize) -> AppResult<()> {
        if ply != self.ply() {
            return Err(AppError::Stale(format!("the game is at ply {}, not {ply}", self.ply())));
        }
        Ok(())
    }

    pub fn ply(&self) -> usize {
        self.records.len()
    }

    pub fn outcome(&self) -> Option<Outcome> {
        self.forced_outcome.or_else(|| self.game().and_then(AnyGame::outcome))
    }

    pub fn phase(&self) -> Phase {
        if self.setup().is_some() && self.forced_outcome.is_none() {
            Phase::Setup
        } else if self.outcome().is_some() {
            Phase::Over
        } else {
            Phase::Playing
        }
    }

    pub fn has_ai(&self) -> bool {
        self.options.seats.iter().any(|s| s.is_ai())
    }

    /// Whether a recorded action was a human's (a record without a seat is).
    pub fn played_by_human(&self, r: &Record) -> bool {
        r.seat.is_none_or(|seat| !self.seat_is_ai(seat))
    }

    pub fn seat_is_ai(&self, seat: usize) -> bool {
        self.options.seats.get(seat).is_some_and(|s| s.is_ai())
    }

    /// The seats that play `side` (`GameOptions::seats_of`).
    pub fn seats_of(&self, side: Side) -> Vec<usize> {
        self.options.seats_of(side)
    }

    /// Each seat commands one group (Generals' four seats): an action's seat is its group's.
    pub fn seat_per_group(&self) -> bool {
        self.options.game.catalog().seat_layout(self.options.seats.len()).is_some_and(|l| l.per_group)
    }

    /// Who acts now, given the legal actions: the side's seat; in four-seat Generals the seat
    /// of the general whose action it is. At a turn's start there, where the team chooses the
    /// general, a human of the team chooses (the lowest human seat) if there is one, else the
    /// team's first AI seat.
    pub fn acting_seat(&self, legal: &[ActionInfo]) -> Option<usize> {
        if self.outcome().is_some() {
            return None;
        }
        self.team_seat_for(self.game()?, legal)
    }

    /// The AI level index of a seat, if it is an AI seat with a level the game has.
    pub fn ai_level_of(&self, seat: usize) -> Option<usize> {
        let level = self.options.seats.get(seat)?.level.as_deref()?;
        if !self.seat_is_ai(seat) {
            return None;
        }
        self.game()?.ai_levels().iter().position(|l| l.id == level)
    }

    /// The AI should move now (an AI seat acts, the game is on).
    pub fn ai_to_act(&self) -> Option<(usize, usize)> {
        if self.outcome().is_some() {
            return None;
        }
        let legal = self.game()?.legal_actions();
        let seat = self.acting_seat(&legal)?;
        self.ai_level_of(seat).map(|level| (seat, level))
    }

    /// Plays `text` for the acting seat; the clock gives the time spent, and a new turn gets
    /// full time.
    pub fn play(&mut self, text: &str, seat: Option<usize>) -> AppResult<Record> {
        self.play_with(seat, |game| game.play(text))
    }

    /// Plays an action the engine checked in this position ([`AnyGame::check`]), as `play`.
    pub fn play_checked(&mut self, checked: Checked, seat: Option<usize>) -> AppResult<Record> {
        self.play_with(seat, |game| game.play_checked(checked))
    }

    fn play_with(
        &mut self,
        seat: Option<usize>,
        play: impl FnOnce(&mut AnyGame) -> Result<String, ActionError>,
    ) -> AppResult<Record> {
        if self.outcome().is_some() {
            return Err(AppError::GameOver);
        }
        let game = self.playing_mut()?;
        let side = game.to_move();
        let played = play(game)?;
        let turn_over = game.at_turn_boundary();
        let record = self.record(played, side, seat);
        if turn_over {
            self.clock.new_turn();
        }
        Ok(record)
    }

    /// The record of the action just played: the time it took and the clock it left.
    fn record(&mut self, text: String, side: Side, seat: Option<usize>) -> Record {
        let clock_ms = self.clock.remaining_ms();
        let ms = self.clock.take_pending();
        let record = Record { text, side, seat, ms, clock_ms };
        self.records.push(record.clone());
        self.redo.clear();
        self.redo_tip_clock = None;
        record
    }

    /// Plays the timed-out turn (the engine's `pass`).
    pub fn play_pass(&mut self, seat: Option<usize>) -> AppResult<Record> {
        if self.outcome().is_some() {
            return Err(AppError::GameOver);
        }
        let game = self.playing_mut()?;
        let side = game.to_move();
        let played = game.pass()?;
        let record = self.record(played, side, seat);
        self.clock.new_turn();
        Ok(record)
    }

    /// How many actions one undo takes back: one in pass-and-play; against the AI, back to
    /// the last position where a human seat acts, taking back at least one human action;
    /// never to a ply whose time had run out. `None` when there is nothing (human) to undo.
    pub fn undo_count(&self) -> Option<usize> {
        if self.records.is_empty() || self.forced_outcome.is_some() {
            return None;
        }
        let mut game = self.game()?.clone();
        let mut popped_human = false;
        for (n, record) in self.records.iter().rev().enumerate() {
            game.undo()?;
            if record.seat.is_some_and(|s| !self.seat_is_ai(s)) {
                popped_human = true;
            }
            // A ply whose time ran out would pass again at once: undo goes on past it.
            if record.clock_ms == Some(0) {
                continue;
            }
            if !self.has_ai() {
                return Some(n + 1);
            }
            if popped_human {
                let legal = game.legal_actions();
                let seat = self.team_seat_for(&game, &legal);
                if seat.is_some_and(|s| !self.seat_is_ai(s)) {
                    return Some(n + 1);
                }
            }
        }
        None
    }

    /// `acting_seat` for another state of this game (used while looking back for undo).
    fn team_seat_for(&self, game: &AnyGame, legal: &[ActionInfo]) -> Option<usize> {
        let team = self.seats_of(game.to_move());
        if team.len() == 1 {
            return Some(team[0]);
        }
        let mut seats: Vec<usize> =
            legal.iter().filter_map(|a| a.seat.map(usize::from)).filter(|s| team.contains(s)).collect();
        seats.sort_unstable();
        seats.dedup();
        match seats.as_slice() {
            [] => Some(team[0]),
            [one] => Some(*one),
            many => many.iter().copied().find(|&s| !self.seat_is_ai(s)).or(Some(many[0])),
        }
    }

    /// Takes back `n` actions (they go to the redo list) and puts back the clock the restored
    /// ply had when the game left it. Returns the undone action whose clock changed with this
    /// undo (`seq`, time), for the database.
    pub fn undo(&mut self, n: usize) -> AppResult<Option<(usize, Option<u64>)>> {
        // The ply being left keeps its clock for redo: on its own undone action, or at the tip.
        let left_clock = self.clock.remaining_ms();
        let left_seq = self.ply();
        let left = match self.redo.last_mut() {
            Some(top) => {
                top.clock_ms = left_clock;
                Some((left_seq, left_clock))
            }
            None => {
                self.redo_tip_clock = left_clock;
                None
            }
        };
        for _ in 0..n {
            let Some(record) = self.records.pop() else {
                return Err(AppError::Internal("undo past the start".into()));
            };
            if self.playing_mut()?.undo().is_none() {
                return Err(AppError::Internal("the engine has nothing to undo".into()));
            }
            self.redo.push(record);
        }
        // The turn a skip led to is taken back: coming to its ply again skipped nothing.
        if self.skipped_to.is_some_and(|ply| ply > self.ply()) {
            self.skipped_to = None;
        }
        self.clock.take_pending();
        self.restore_clock(self.redo.last().and_then(|r| r.clock_ms));
        Ok(left)
    }

    /// The clock of the ply just reached by undo or redo: as the game last left that ply;
    /// saves from before the clock was recorded fall back to a new turn's full time.
    fn restore_clock(&mut self, clock_ms: Option<u64>) {
        match clock_ms {
            Some(ms) => self.clock.set_remaining(ms),
            None if self.game().is_some_and(AnyGame::at_turn_boundary) => self.clock.new_turn(),
            None => {}
        }
    }

    /// How many actions one redo replays: one; against the AI also the AI's replies that were
    /// undone with it (up to the next human turn).
    pub fn redo_count(&self) -> Option<usize> {
        if self.redo.is_empty() || self.outcome().is_some() {
            return None;
        }
        if !self.has_ai() {
            return Some(1);
        }
        let mut game = self.game()?.clone();
        let mut n = 0;
        for record in self.redo.iter().rev() {
            if game.play(&record.text).is_err() {
                break;
            }
            n += 1;
            let legal = game.legal_actions();
            let seat = self.team_seat_for(&game, &legal);
            if game.outcome().is_some() || seat.is_some_and(|s| !self.seat_is_ai(s)) {
                break;
            }
        }
        (n > 0).then_some(n)
    }

    /// Replays the next undone action, with its recorded time and the next ply's clock.
    pub fn redo_one(&mut self) -> AppResult<Record> {
        let Some(mut record) = self.redo.pop() else {
            return Err(AppError::bad_request("nothing to redo"));
        };
        if let Err(e) = self.playing_mut()?.play(&record.text) {
            self.redo.push(record);
            return Err(AppError::Internal(format!("redo failed: {e}")));
        }
        // The ply being left keeps the time it has now: undoing back to it gives none back.
        record.clock_ms = self.clock.remaining_ms();
        self.records.push(record.clone());
        self.clock.take_pending();
        let next = match self.redo.last() {
            Some(r) => r.clock_ms,
            None => self.redo_tip_clock,
        };
        self.restore_clock(next);
        Ok(record)
    }

    /// Ends the game by resignation of `side`.
    pub fn resign(&mut self, side: Side) {
        self.forced_outcome = Some(Outcome::win(side.other(), EndReason::Resignation));
    }

    pub fn agree_draw(&mut self) {
        self.forced_outcome = Some(Outcome::draw(EndReason::DrawAgreed));
    }

    pub fn cancel_ai(&mut self) -> bool {
        self.brains.clear();
        match self.ai.take() {
            Some(job) => {
                job.cancel.store(true, Ordering::Relaxed);
                true
            }
            None => false,
        }
    }

    pub fn is_pass_and_play(&self) -> bool {
        self.options.mode == Mode::PassAndPlay
    }
}

/// What a call that needs the game in play (an action, a hint, a refusal, threats, since the
/// last turn) gets during Generals' setup.
fn setting_up() -> AppError {
    AppError::bad_request("the armies are being set up: submit them first")
}

/// A game as it was before a command changed it: what [`Service::commit`](super::Service::commit) puts back when the
/// change cannot be saved.
pub(crate) struct Before {
    stage: Stage,
    start_position: String,
    records: Vec<Record>,
    redo: Vec<Record>,
    redo_tip_clock: Option<u64>,
    forced_outcome: Option<Outcome>,
    clock: Clock,
    help: Help,
    graded: Vec<GradedMove>,
    pins: Pins,
    updated_at: String,
}

impl Before {
    pub(crate) fn of(s: &Session) -> Before {
        Before {
            stage: s.stage.clone(),
            start_position: s.start_position.clone(),
            records: s.records.clone(),
            redo: s.redo.clone(),
            redo_tip_clock: s.redo_tip_clock,
            forced_outcome: s.forced_outcome,
            clock: s.clock.clone(),
            help: s.help,
            graded: s.graded.clone(),
            pins: s.pins.clone(),
            updated_at: s.updated_at.clone(),
        }
    }

    /// Puts `s` back, its clock stopped where the time it spent still counts. The clock's
    /// epoch only moves on, so no timer armed meanwhile can fire for the restored turn.
    pub(crate) fn restore(self, s: &mut Session) {
        let epoch = s.clock.epoch;
        s.stage = self.stage;
        s.start_position = self.start_position;
        s.records = self.records;
        s.redo = self.redo;
        s.redo_tip_clock = self.redo_tip_clock;
        s.forced_outcome = self.forced_outcome;
        s.clock = self.clock;
        s.clock.epoch = s.clock.epoch.max(epoch);
        s.clock.stop();
        s.help = self.help;
        s.graded = self.graded;
        s.pins = self.pins;
        s.updated_at = self.updated_at;
    }
}
