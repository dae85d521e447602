//! A session as the UI draws it: the [`Snapshot`] of its stage (setup or play), its seats,
//! clock and move list. Its revision is the service's to stamp
//! (`Service::snapshot_of`).

use shuangcheng_engine::lessons::teaching;
use shuangcheng_engine::{AnyGame, GameKind, Outcome};

use super::army::SetupState;
use super::practice;
use super::sessions::{Session, Stage};
use super::types::{BoardState, ClockView, EndRule, HistoryEntry, Phase, PracticeNote, Record, Snapshot};

/// What the UI draws of `s`. `undo_vs_ai` is the setting (undo against the AI allowed); a game
/// started with takebacks off has no undo at all.
pub fn of(s: &Session, undo_vs_ai: bool) -> Snapshot {
    let mut snap = match (&s.stage, s.forced_outcome) {
        (Stage::Play(game), _) => play(s, game, undo_vs_ai),
        (Stage::Setup(st), forced) => setup(s, st, forced),
    };
    snap.end_rule = snap.outcome.and_then(|o| end_rule(s.options.game, o));
    snap.curtain = s.curtain_view();
    snap
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

/// A snapshot with what every stage has: the seats, the clock, the dates; no action yet.
fn blank(s: &Session, phase: Phase, board: BoardState) -> Snapshot {
    Snapshot {
        id: s.id.clone(),
        revision: 0,
        game: s.options.game,
        mode: s.options.mode,
        seats: s.options.seats.clone(),
        phase,
        board,
        seat_to_act: None,
        human_to_act: false,
        history: Vec::new(),
        legal_actions: Vec::new(),
        coach: Vec::new(),
        clock: clock_view(s, false),
        outcome: None,
        end_rule: None,
        curtain: None,
        can_undo: false,
        can_redo: false,
        training: s.options.training,
        hints_left: s.options.training.hints_left(&s.help),
        helped: s.help.helped(s.options.coach || s.options.practice),
        practice: s.options.practice,
        graded: s.graded.clone(),
        practice_note: None,
        ai_thinking: false,
        skipping: s.skipping,
        paused: !s.active && phase != Phase::Over,
        created_at: s.created_at.clone(),
        updated_at: s.updated_at.clone(),
    }
}

/// During setup: the team to submit its army next, and what it may see of the armies; a
/// game given up during setup shows them all.
fn setup(s: &Session, st: &SetupState, forced: Option<Outcome>) -> Snapshot {
    if let Some(outcome) = forced {
        let mut snap = blank(s, Phase::Over, BoardState::setting_up(st.view(None), st.first()));
        snap.outcome = Some(outcome);
        return snap;
    }
    let team = st.team_to_submit();
    // A team of a person and the computer (four seats) sets up by its person.
    let seats = s.seats_of(team);
    let seat = seats.iter().copied().find(|&seat| !s.seat_is_ai(seat)).unwrap_or(seats[0]);
    let mut snap = blank(s, Phase::Setup, BoardState::setting_up(st.view(Some(team)), team));
    snap.seat_to_act = Some(seat);
    snap.human_to_act = !s.seat_is_ai(seat);
    snap
}

fn play(s: &Session, game: &AnyGame, undo_vs_ai: bool) -> Snapshot {
    let outcome = s.outcome();
    let legal = if outcome.is_some() { Vec::new() } else { game.legal_actions() };
    let seat_to_act = s.acting_seat(&legal);
    let human_to_act = seat_to_act.is_some_and(|seat| !s.seat_is_ai(seat));
    let undo_allowed = s.options.training.takebacks && (!s.has_ai() || undo_vs_ai);
    // One record per action of the game: the records are what was played.
    let history = s
        .records
        .iter()
        .zip(game.history_words())
        .map(|(r, words)| HistoryEntry { record: r.clone(), words })
        .collect();
    Snapshot {
        phase: s.phase(),
        seat_to_act,
        human_to_act,
        history,
        coach: if human_to_act && s.options.coach {
            game.action_verdicts().unwrap_or_default()
        } else {
            Vec::new()
        },
        legal_actions: if human_to_act { legal } else { Vec::new() },
        clock: clock_view(s, s.clock.counting_down()),
        outcome,
        end_rule: None,
        can_undo: undo_allowed && s.undo_count().is_some(),
        can_redo: undo_allowed && s.redo_count().is_some(),
        practice_note: practice_note(s, game),
        ai_thinking: s.ai.is_some(),
        ..blank(s, Phase::Playing, BoardState::of(game))
    }
}

/// Practice mode's note: the worst grade found so far among the actions of the human's last
/// turn (one action, or a Generals turn of several), the latest of equals.
fn practice_note(s: &Session, game: &AnyGame) -> Option<PracticeNote> {
    let human = |r: &Record| s.played_by_human(r);
    let last = s.records.iter().rposition(human)?;
    let first = s.records[..last].iter().rposition(|r| !human(r)).map_or(0, |i| i + 1);
    let graded =
        s.graded.iter().filter(|g| (first..=last).contains(&g.ply)).max_by_key(|g| (g.grade, g.ply))?;
    practice::notes(game, std::slice::from_ref(graded)).pop()
}

/// The session's clock as the UI shows it.
fn clock_view(s: &Session, running: bool) -> ClockView {
    ClockView { timer_secs: s.options.timer_secs, remaining_ms: s.clock.remaining_ms(), running }
}
