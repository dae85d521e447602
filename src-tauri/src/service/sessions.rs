//! A game session: the engine's game, the seats, the move list with times, redo, the clock,
//! and the AI job in flight. Pure state and rules of the app (no rules of any game: the
//! engine decides legality and outcomes); the service does the locking, saving and tasks.

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use shuangcheng_engine::{excerpt, new_game, ActionInfo, AnyAi, AnyGame, EndReason, GameKind, Outcome, Side};

use super::army::SetupState;
use super::clock::Clock;
use super::error::{AppError, AppResult};
use super::store::{GameRow, GameState, StoredAction};
use super::types::{ClockView, GameOptions, HistoryEntry, Mode, Phase, Snapshot};

/// One played action as the move list and the database keep it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    pub text: String,
    pub side: Side,
    pub seat: Option<usize>,
    pub ms: u64,
    /// The clock of the ply it was played from, as the game last left that ply (by this
    /// action, or by an undo or redo): undo puts it back, so no undo or redo gives time back.
    /// `None` without a timer.
    pub clock_ms: Option<u64>,
}

/// An AI search in flight: its result is applied only while `job` is still the session's
/// current job and the game is still at `ply`.
#[derive(Debug)]
pub struct AiJob {
    pub job: u64,
    pub ply: usize,
    pub cancel: Arc<AtomicBool>,
}

pub fn side_str(side: Side) -> &'static str {
    match side {
        Side::First => "first",
        Side::Second => "second",
    }
}

pub fn parse_side(s: &str) -> Option<Side> {
    match s {
        "first" => Some(Side::First),
        "second" => Some(Side::Second),
        _ => None,
    }
}

pub struct Session {
    pub id: String,
    pub options: GameOptions,
    pub start_position: String,
    pub game: AnyGame,
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
    /// Generals' setup phase while the armies are not all in (the game then has the
    /// engine's default start as a placeholder that is never shown or played).
    pub setup: Option<SetupState>,
    /// On screen: the clock runs and the AI moves only while active.
    pub active: bool,
    pub created_at: String,
    pub updated_at: String,
}

impl Session {
    pub fn new(id: String, options: GameOptions, game: AnyGame, now: String) -> Session {
        let clock = Clock::new(options.timer_secs, None, 0);
        Session {
            id,
            start_position: game.start_position(),
            options,
            game,
            records: Vec::new(),
            redo: Vec::new(),
            redo_tip_clock: None,
            forced_outcome: None,
            clock,
            ai: None,
            brains: HashMap::new(),
            setup: None,
            active: false,
            created_at: now.clone(),
            updated_at: now,
        }
    }

    /// Rebuilds a saved game by replaying its actions through the engine, and checks that
    /// the position reached is the one that was saved.
    pub fn from_saved(row: &GameRow, actions: &[StoredAction]) -> AppResult<Session> {
        let damaged = |why: String| AppError::Storage(format!("saved game {} is damaged: {why}", row.id));
        let options: GameOptions =
            serde_json::from_str(&row.options).map_err(|e| damaged(format!("options: {e}")))?;
        if options.game.id() != row.game {
            return Err(damaged(format!("game '{}' does not match its options", excerpt(&row.game))));
        }
        let setup: Option<SetupState> = match &row.state.setup {
            Some(j) => Some(serde_json::from_str(j).map_err(|e| damaged(format!("setup: {e}")))?),
            None => None,
        };
        if setup.is_some() {
            if !actions.is_empty() {
                return Err(damaged("actions recorded during setup".into()));
            }
            let placeholder = new_game(GameKind::Generals, None).map_err(|e| damaged(e.to_string()))?;
            let mut session = Session::new(row.id.clone(), options, placeholder, row.created_at.clone());
            session.setup = setup;
            session.forced_outcome = match &row.state.forced_outcome {
                Some(s) => Some(serde_json::from_str(s).map_err(|e| damaged(format!("outcome: {e}")))?),
                None => None,
            };
            session.start_position = row.state.start_position.clone();
            session.updated_at = row.state.updated_at.clone();
            return Ok(session);
        }
        let mut game =
            new_game(options.game, Some(&row.state.start_position)).map_err(|e| damaged(e.to_string()))?;
        let mut records = Vec::new();
        let mut redo = Vec::new();
        for (i, a) in actions.iter().enumerate() {
            if a.seq != i {
                return Err(damaged(format!("action {} is missing", i)));
            }
            let side = parse_side(&a.side)
                .ok_or_else(|| damaged(format!("action {i} has side '{}'", excerpt(&a.side))))?;
            let record =
                Record { text: a.action.clone(), side, seat: a.seat, ms: a.ms, clock_ms: a.clock_ms };
            if a.undone {
                redo.push(record);
                continue;
            }
            if !redo.is_empty() {
                return Err(damaged(format!("action {i} follows an undone action")));
            }
            if game.to_move() != side {
                return Err(damaged(format!(
                    "action {i} '{}' was recorded for the wrong side",
                    excerpt(&a.action)
                )));
            }
            game.play(&a.action).map_err(|e| damaged(format!("action {i}: {e}")))?;
            records.push(record);
        }
        redo.reverse();
        if records.len() != row.state.ply {
            return Err(damaged(format!("{} actions replayed, {} saved", records.len(), row.state.ply)));
        }
        if game.position() != row.state.position {
            return Err(damaged(format!(
                "replaying the actions gives '{}', the save says '{}'",
                excerpt(&game.position()),
                excerpt(&row.state.position)
            )));
        }
        let forced_outcome = match &row.state.forced_outcome {
            Some(s) => Some(serde_json::from_str(s).map_err(|e| damaged(format!("outcome: {e}")))?),
            None => None,
        };
        let clock = Clock::new(options.timer_secs, row.state.clock_remaining_ms, row.state.pending_ms);
        Ok(Session {
            id: row.id.clone(),
            options,
            start_position: row.state.start_position.clone(),
            game,
            records,
            redo,
            redo_tip_clock: row.state.redo_clock_ms,
            forced_outcome,
            clock,
            ai: None,
            brains: HashMap::new(),
            setup: None,
            active: false,
            created_at: row.created_at.clone(),
            updated_at: row.state.updated_at.clone(),
        })
    }

    pub fn ply(&self) -> usize {
        self.records.len()
    }

    pub fn outcome(&self) -> Option<Outcome> {
        self.forced_outcome.or_else(|| self.game.outcome())
    }

    pub fn phase(&self) -> Phase {
        if self.setup.is_some() && self.forced_outcome.is_none() {
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

    pub fn seat_is_ai(&self, seat: usize) -> bool {
        self.options.seats.get(seat).is_some_and(|s| s.is_ai())
    }

    /// The seats that play `side`, by the game's seat layout: one per side, or one per
    /// general in four-seat Generals (seat = the engine's general index: r, b; y, g).
    pub fn seats_of(&self, side: Side) -> Vec<usize> {
        match self.options.game.catalog().seat_layout(self.options.seats.len()) {
            Some(layout) => layout.seats_of(side),
            None => vec![side.index()],
        }
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
        self.team_seat_for(&self.game, legal)
    }

    /// The AI level index of a seat, if it is an AI seat with a level the game has.
    pub fn ai_level_of(&self, seat: usize) -> Option<usize> {
        let level = self.options.seats.get(seat)?.level.as_deref()?;
        if !self.seat_is_ai(seat) {
            return None;
        }
        self.game.ai_levels().iter().position(|l| l.id == level)
    }

    /// The AI should move now (an AI seat acts, the game is on).
    pub fn ai_to_act(&self) -> Option<(usize, usize)> {
        if self.outcome().is_some() || self.setup.is_some() {
            return None;
        }
        let legal = self.game.legal_actions();
        let seat = self.acting_seat(&legal)?;
        self.ai_level_of(seat).map(|level| (seat, level))
    }

    /// Plays `text` for the acting seat; the clock gives the time spent, and a new turn gets
    /// full time.
    pub fn play(&mut self, text: &str, seat: Option<usize>) -> AppResult<Record> {
        if self.outcome().is_some() {
            return Err(AppError::GameOver);
        }
        if self.setup.is_some() {
            return Err(AppError::bad_request("the armies are being set up: submit them first"));
        }
        let side = self.game.to_move();
        let clock_ms = self.clock.remaining_ms();
        let played = self.game.play(text)?;
        let ms = self.clock.take_pending();
        let record = Record { text: played, side, seat, ms, clock_ms };
        self.records.push(record.clone());
        self.redo.clear();
        self.redo_tip_clock = None;
        if self.game.at_turn_boundary() {
            self.clock.new_turn();
        }
        Ok(record)
    }

    /// Plays the timed-out turn (the engine's `pass`).
    pub fn play_pass(&mut self, seat: Option<usize>) -> AppResult<Record> {
        if self.outcome().is_some() || self.setup.is_some() {
            return Err(AppError::GameOver);
        }
        let side = self.game.to_move();
        let clock_ms = self.clock.remaining_ms();
        let played = self.game.pass()?;
        let ms = self.clock.take_pending();
        let record = Record { text: played, side, seat, ms, clock_ms };
        self.records.push(record.clone());
        self.redo.clear();
        self.redo_tip_clock = None;
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
        let mut game = self.game.clone();
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
            if self.game.undo().is_none() {
                return Err(AppError::Internal("the engine has nothing to undo".into()));
            }
            self.redo.push(record);
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
            None if self.game.at_turn_boundary() => self.clock.new_turn(),
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
        let mut game = self.game.clone();
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
        if let Err(e) = self.game.play(&record.text) {
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

    /// The row fields to save now.
    pub fn state(&self) -> GameState {
        GameState {
            start_position: self.start_position.clone(),
            position: if self.setup.is_some() { String::new() } else { self.game.position() },
            ply: self.ply(),
            phase: self.phase().as_str().to_string(),
            outcome: self.outcome().and_then(|o| serde_json::to_string(&o).ok()),
            forced_outcome: self.forced_outcome.and_then(|o| serde_json::to_string(&o).ok()),
            clock_remaining_ms: self.clock.remaining_ms(),
            pending_ms: self.clock.pending_ms(),
            updated_at: self.updated_at.clone(),
            setup: self.setup.as_ref().and_then(|st| serde_json::to_string(st).ok()),
            redo_clock_ms: self.redo_tip_clock,
        }
    }

    /// The team that has to submit its army next (setup phase).
    pub fn setup_team(&self) -> Option<Side> {
        let st = self.setup.as_ref()?;
        Side::BOTH.into_iter().find(|&side| !st.ready(side))
    }

    pub fn stored_action(&self, seq: usize, r: &Record) -> StoredAction {
        StoredAction {
            seq,
            action: r.text.clone(),
            side: side_str(r.side).to_string(),
            seat: r.seat,
            ms: r.ms,
            undone: false,
            clock_ms: r.clock_ms,
        }
    }

    pub fn row(&self) -> AppResult<GameRow> {
        Ok(GameRow {
            id: self.id.clone(),
            game: self.options.game.id().to_string(),
            options: serde_json::to_string(&self.options).map_err(|e| AppError::Internal(e.to_string()))?,
            created_at: self.created_at.clone(),
            state: self.state(),
        })
    }

    /// What the UI draws. `undo_vs_ai` is the setting (undo against the AI allowed).
    pub fn snapshot(&self, undo_vs_ai: bool) -> Snapshot {
        if let (Some(st), None) = (&self.setup, self.forced_outcome) {
            let team = self.setup_team().unwrap_or(st.first);
            let seat = self.seats_of(team)[0];
            return Snapshot {
                id: self.id.clone(),
                game: self.options.game,
                mode: self.options.mode,
                seats: self.options.seats.clone(),
                phase: Phase::Setup,
                position: String::new(),
                view: st.view(Some(team)),
                to_move: team,
                seat_to_act: Some(seat),
                human_to_act: !self.seat_is_ai(seat),
                at_turn_boundary: true,
                ply: 0,
                history: Vec::new(),
                last_action: None,
                last_effects: Vec::new(),
                legal_actions: Vec::new(),
                clock: ClockView {
                    timer_secs: self.options.timer_secs,
                    remaining_ms: self.clock.remaining_ms(),
                    running: false,
                },
                outcome: None,
                can_undo: false,
                can_redo: false,
                ai_thinking: false,
                created_at: self.created_at.clone(),
                updated_at: self.updated_at.clone(),
            };
        }
        let outcome = self.outcome();
        let legal = if outcome.is_some() { Vec::new() } else { self.game.legal_actions() };
        let seat_to_act = self.acting_seat(&legal);
        let human_to_act = seat_to_act.is_some_and(|s| !self.seat_is_ai(s));
        let undo_allowed = !self.has_ai() || undo_vs_ai;
        Snapshot {
            id: self.id.clone(),
            game: self.options.game,
            mode: self.options.mode,
            seats: self.options.seats.clone(),
            phase: self.phase(),
            position: self.game.position(),
            view: self.game.view(),
            to_move: self.game.to_move(),
            seat_to_act,
            human_to_act,
            at_turn_boundary: self.game.at_turn_boundary(),
            ply: self.ply(),
            history: self
                .records
                .iter()
                .map(|r| HistoryEntry { text: r.text.clone(), side: r.side, seat: r.seat, ms: r.ms })
                .collect(),
            last_action: self.records.last().map(|r| r.text.clone()),
            last_effects: self.game.last_effects(),
            legal_actions: if human_to_act { legal } else { Vec::new() },
            clock: ClockView {
                timer_secs: self.options.timer_secs,
                remaining_ms: self.clock.remaining_ms(),
                running: self.clock.counting_down(),
            },
            outcome,
            can_undo: undo_allowed && self.undo_count().is_some(),
            can_redo: undo_allowed && self.redo_count().is_some(),
            ai_thinking: self.ai.is_some(),
            created_at: self.created_at.clone(),
            updated_at: self.updated_at.clone(),
        }
    }

    pub fn is_pass_and_play(&self) -> bool {
        self.options.mode == Mode::PassAndPlay
    }
}
