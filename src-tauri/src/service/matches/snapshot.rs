//! A match as the UI draws it: the [`Snapshot`] of its stage (setup or play), its seats, clock
//! and move list. Its revision is stamped by [`Match::snapshot`].

use shuangcheng_engine::lessons::teaching;
use shuangcheng_engine::{GameKind, Outcome};

use super::moves::Moves;
use super::parts::{Match, Stage};
use super::practice;
use crate::service::setup::SetupState;
use crate::service::types::{BoardState, ClockView, EndRule, Phase, PracticeNote, Snapshot};

impl Match {
    /// What the UI draws of the match. `undo_vs_ai` is the setting (undo against the AI
    /// allowed); a game started with takebacks off has no undo at all.
    pub(super) fn snapshot_of(&self, undo_vs_ai: bool) -> Snapshot {
        let mut snap = match (&self.saved.stage, self.saved.forced_outcome) {
            (Stage::Play(moves), _) => self.play_snapshot(moves, undo_vs_ai),
            (Stage::Setup(st), forced) => self.setup_snapshot(st, forced),
        };
        snap.end_rule = snap.outcome.and_then(|o| end_rule(self.saved.options.game, o));
        snap.curtain = self.curtain_view();
        snap
    }

    /// A snapshot with what every stage has: the seats, the clock, the dates; no action yet.
    fn blank(&self, phase: Phase, board: BoardState) -> Snapshot {
        let (saved, options) = (&self.saved, &self.saved.options);
        Snapshot {
            id: saved.id.clone(),
            revision: 0,
            game: options.game,
            mode: options.mode,
            seats: options.seats.clone(),
            phase,
            board,
            seat_to_act: None,
            human_to_act: false,
            history: Vec::new(),
            legal_actions: Vec::new(),
            coach: Vec::new(),
            clock: self.clock_view(false),
            outcome: None,
            end_rule: None,
            curtain: None,
            can_undo: false,
            can_redo: false,
            training: options.training,
            hints_left: options.training.hints_left(&saved.help),
            helped: saved.help.helped(options.coach || options.practice),
            practice: options.practice,
            graded: saved.graded.clone(),
            practice_note: None,
            ai_thinking: false,
            skipping: self.running.skipping,
            paused: !self.running.active && phase != Phase::Over,
            created_at: saved.created_at.clone(),
            updated_at: saved.updated_at.clone(),
        }
    }

    /// During setup: the side to submit its setup next, and what it may see of the board; a
    /// game given up during setup shows it all.
    fn setup_snapshot(&self, st: &SetupState, forced: Option<Outcome>) -> Snapshot {
        if let Some(outcome) = forced {
            let mut snap = self.blank(Phase::Over, BoardState::setting_up(st.view(None), st.first()));
            snap.outcome = Some(outcome);
            return snap;
        }
        let side = st.side_to_submit();
        // A side of a person and the computer (four seats) sets up by its person.
        let seats = self.seats_of(side);
        let seat = seats.iter().copied().find(|&seat| !self.seat_is_ai(seat)).unwrap_or(seats[0]);
        let mut snap = self.blank(Phase::Setup, BoardState::setting_up(st.view(Some(side)), side));
        snap.seat_to_act = Some(seat);
        snap.human_to_act = !self.seat_is_ai(seat);
        snap
    }

    fn play_snapshot(&self, moves: &Moves, undo_vs_ai: bool) -> Snapshot {
        let game = moves.game();
        let outcome = self.outcome();
        let legal = if outcome.is_some() { Vec::new() } else { game.legal_actions() };
        let seat_to_act = self.acting_seat(&legal);
        let human_to_act = seat_to_act.is_some_and(|seat| !self.seat_is_ai(seat));
        let options = &self.saved.options;
        let undo_allowed = options.training.takebacks && (!self.has_ai() || undo_vs_ai);
        Snapshot {
            phase: self.phase(),
            seat_to_act,
            human_to_act,
            history: moves.history(),
            coach: if human_to_act && options.coach {
                game.action_verdicts().unwrap_or_default()
            } else {
                Vec::new()
            },
            legal_actions: if human_to_act { legal } else { Vec::new() },
            clock: self.clock_view(self.clock.counting_down()),
            outcome,
            end_rule: None,
            can_undo: undo_allowed && self.undo_count().is_some(),
            can_redo: undo_allowed && self.redo_count().is_some(),
            practice_note: self.practice_note(moves),
            ai_thinking: self.running.ai.is_some(),
            ..self.blank(Phase::Playing, BoardState::of(game))
        }
    }

    /// Practice mode's note: the worst grade found so far among the actions of the human's last
    /// turn (one action, or a Generals turn of several), the latest of equals.
    fn practice_note(&self, moves: &Moves) -> Option<PracticeNote> {
        let plies = moves.plies();
        let human = |i: usize| self.played_by_human(plies[i].seat);
        let last = (0..plies.len()).rposition(human)?;
        let first = (0..last).rposition(|i| !human(i)).map_or(0, |i| i + 1);
        let graded = self
            .saved
            .graded
            .iter()
            .filter(|g| (first..=last).contains(&g.ply))
            .max_by_key(|g| (g.grade, g.ply))?;
        practice::notes(moves.game(), std::slice::from_ref(graded)).pop()
    }

    /// The match's clock as the UI shows it.
    fn clock_view(&self, running: bool) -> ClockView {
        let options = &self.saved.options;
        ClockView {
            timer_secs: options.timer_secs,
            remaining_ms: self.clock.remaining_ms(),
            running,
            game_clock: options.game_clock,
            handicap: options.handicap,
            sides_ms: self.clock.sides_ms().map(Vec::from),
        }
    }
}

/// The rule that ended the game with `outcome`, if its rules did (not a resignation or an
/// agreed draw), and the first lesson that teaches it.
fn end_rule(game: GameKind, outcome: Outcome) -> Option<EndRule> {
    if !outcome.reason.by_the_rules() {
        return None;
    }
    let rule = game.info().end_rule;
    Some(EndRule { rule, lesson: teaching(game, rule).map(|l| l.id.clone()) })
}
