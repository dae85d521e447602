//! A match as the database keeps it ([`row`], [`saved`]), and a saved game back in memory
//! ([`load`]): its actions replayed through the engine, and the position reached checked
//! against the one saved. A save that does not replay is damaged: it is reported, never
//! changed. An action has one shape from the engine's history to the `actions` rows and back:
//! the [`Record`] of its ply.

use shuangcheng_engine::review::practice::GradedMove;
use shuangcheng_engine::{excerpt, AnyGame, Side};

use super::clock::{Clock, Control};
use super::moves::{Moves, Ply};
use super::parts::{Match, Saved, Stage};
use super::pins::Pins;
use crate::service::error::{AppError, AppResult};
use crate::service::saves::{self, outcome, GameRow, GameState, StoredAction};
use crate::service::setup::SetupState;
use crate::service::training::Help;
use crate::service::types::{GameOptions, Record};

/// Why the save of `row` cannot be loaded.
fn damaged(row: &GameRow, why: String) -> AppError {
    AppError::damaged_game(&row.id, why)
}

/// A JSON column of the row.
fn column<T: serde::de::DeserializeOwned>(
    row: &GameRow,
    name: &str,
    text: &Option<String>,
) -> AppResult<Option<T>> {
    text.as_deref()
        .map(|j| serde_json::from_str(j).map_err(|e| damaged(row, format!("{name}: {e}"))))
        .transpose()
}

/// The row fields to save now.
pub fn state(m: &Match) -> AppResult<GameState> {
    let saved = &m.saved;
    Ok(GameState {
        start_position: saved.start_position.clone(),
        position: m.game().map(AnyGame::position).unwrap_or_default(),
        ply: m.ply(),
        phase: m.phase().as_str().to_string(),
        outcome: m.outcome().as_ref().map(json).transpose()?,
        forced_outcome: saved.forced_outcome.as_ref().map(json).transpose()?,
        clock: m.clock.saved(),
        updated_at: saved.updated_at.clone(),
        setup: m.setup().map(json).transpose()?,
        redo_clock_ms: m.moves().and_then(Moves::redo_tip_clock),
        help: Some(json(&saved.help)?),
        graded: if saved.graded.is_empty() { None } else { Some(json(&saved.graded)?) },
        pins: if saved.pins.is_empty() { None } else { Some(json(&saved.pins)?) },
    })
}

pub fn stored_action(seq: usize, r: &Record) -> StoredAction {
    StoredAction { seq, undone: false, record: r.clone() }
}

fn row(m: &Match) -> AppResult<GameRow> {
    Ok(GameRow {
        id: m.saved.id.clone(),
        game: m.saved.options.game.id().to_string(),
        options: json(&m.saved.options)?,
        created_at: m.saved.created_at.clone(),
        state: state(m)?,
    })
}

/// The whole game as it is saved: its row and its actions, the undone ones included.
pub fn saved(m: &Match) -> AppResult<(GameRow, Vec<StoredAction>)> {
    let (played, redo) =
        m.moves().map(|moves| (moves.records(), moves.redo_list().to_vec())).unwrap_or_default();
    let ply = played.len();
    let played = played.iter().enumerate().map(|(i, r)| stored_action(i, r));
    let undone = redo
        .iter()
        .rev()
        .enumerate()
        .map(|(i, r)| StoredAction { undone: true, ..stored_action(ply + i, r) });
    Ok((row(m)?, played.chain(undone).collect()))
}

/// Rebuilds a saved game by replaying its actions through the engine, and checks that
/// the position reached is the one that was saved.
pub fn load(row: &GameRow, actions: &[StoredAction]) -> AppResult<Match> {
    let options: GameOptions =
        serde_json::from_str(&row.options).map_err(|e| damaged(row, format!("options: {e}")))?;
    if options.game.id() != row.game {
        return Err(damaged(row, format!("game '{}' does not match its options", excerpt(&row.game))));
    }
    let setup = row.state.setup.as_deref().map(|json| SetupState::read(options.game, json));
    let setup = setup.transpose().map_err(|e| damaged(row, format!("setup: {e}")))?;
    let forced_outcome = (row.state.forced_outcome.as_deref())
        .map(|json| outcome::read(options.game, json).map_err(|e| damaged(row, format!("outcome: {e}"))))
        .transpose()?;
    let help: Option<Help> = column(row, "help", &row.state.help)?;
    let graded: Option<Vec<GradedMove>> = column(row, "graded", &row.state.graded)?;
    let pins: Option<Pins> = column(row, "pins", &row.state.pins)?;
    let stage = match setup {
        Some(_) if !actions.is_empty() => return Err(damaged(row, "actions recorded during setup".into())),
        Some(st) => Stage::Setup(st),
        None => Stage::Play(replay_saved(row, &options, actions)?),
    };
    let to_move = match &stage {
        Stage::Play(moves) => moves.game().to_move(),
        Stage::Setup(_) => Side::First,
    };
    let clock = Clock::new(Control::of(&options), to_move, row.state.clock);
    let saved = Saved {
        id: row.id.clone(),
        options,
        start_position: row.state.start_position.clone(),
        stage,
        forced_outcome,
        pins: pins.unwrap_or_default(),
        help: help.unwrap_or_default(),
        graded: graded.unwrap_or_default(),
        created_at: row.created_at.clone(),
        updated_at: row.state.updated_at.clone(),
    };
    Ok(Match::of(saved, clock))
}

/// The moves after the saved actions, with those undone (the next to redo last), as the
/// saves replay and check them ([`saves::replay`]).
fn replay_saved(row: &GameRow, options: &GameOptions, actions: &[StoredAction]) -> AppResult<Moves> {
    let replayed = saves::replay(row, options.game, actions)?;
    let plies =
        replayed.played.iter().map(|r| Ply { seat: r.seat, ms: r.ms, clock_ms: r.clock_ms }).collect();
    Moves::replayed(replayed.game, plies, replayed.undone, row.state.redo_clock_ms)
        .map_err(|e| AppError::damaged_game(&row.id, e))
}

/// A value as the JSON a save keeps of it.
fn json<T: serde::Serialize>(value: &T) -> AppResult<String> {
    serde_json::to_string(value).map_err(|e| AppError::Internal(format!("cannot write the save: {e}")))
}

#[cfg(test)]
mod tests {
    use shuangcheng_engine::{new_game, GameKind};

    use super::*;
    use crate::service::training::Training;
    use crate::service::types::{Mode, Seat};

    /// A Zhili game of three actions, as saved: its row and actions.
    fn saved_zhili() -> (GameRow, Vec<StoredAction>) {
        let options = GameOptions {
            game: GameKind::Zhili,
            mode: Mode::PassAndPlay,
            seats: vec![Seat::human(), Seat::human()],
            timer_secs: None,
            game_clock: None,
            handicap: None,
            coach: false,
            training: Training::default(),
            practice: false,
            hand_over: false,
        };
        let game = new_game(GameKind::Zhili, None).unwrap();
        let mut m =
            Match::new("g1".into(), options, Stage::Play(Moves::new(game)), "2026-12-02T00:00:00Z".into());
        for _ in 0..3 {
            let action = m.playing().unwrap().legal_actions()[0].text.clone();
            m.play_text(&action, None).unwrap();
        }
        saved(&m).unwrap()
    }

    fn refused(row: &GameRow, actions: &[StoredAction]) -> String {
        match load(row, actions) {
            // A damaged save is the storage error that names no problem of the file.
            Err(e @ AppError::Storage(_)) if e.problem().is_none() => e.to_string(),
            Err(e) => panic!("not a damaged save: {e}"),
            Ok(_) => panic!("a damaged save was taken"),
        }
    }

    #[test]
    fn a_save_loads_back_to_the_game_it_was() {
        let (row, actions) = saved_zhili();
        let m = load(&row, &actions).unwrap();
        assert_eq!(m.ply(), 3);
        assert_eq!(m.playing().unwrap().position(), row.state.position);
        assert_eq!(saved(&m).unwrap(), (row, actions));
    }

    #[test]
    fn a_save_whose_actions_do_not_replay_as_recorded_is_damaged_and_says_why() {
        let (row, actions) = saved_zhili();
        let mut gap = actions.clone();
        gap.remove(1);
        assert!(refused(&row, &gap).contains("action 1 is missing"));
        let mut side = actions.clone();
        side[2].record.side = side[1].record.side;
        assert!(refused(&row, &side).contains("action 2 '") && refused(&row, &side).contains("wrong side"));
        let mut illegal = actions.clone();
        illegal[1].record.text = actions[0].record.text.clone();
        assert!(refused(&row, &illegal).contains("action 1: "), "{}", refused(&row, &illegal));
        let mut undone = actions.clone();
        undone[1].undone = true;
        assert!(refused(&row, &undone).contains("action 2 follows an undone action"));
        let mut moved = row.clone();
        moved.state.position = row.state.start_position.clone();
        assert!(refused(&moved, &actions).contains("replaying the actions gives"));
    }
}
