//! A session as the database keeps it ([`row`], [`saved`]), and a saved game back in memory
//! ([`load`]): its actions replayed through the engine, and the position reached checked
//! against the one saved. A save that does not replay is damaged: it is reported, never
//! changed.

use shuangcheng_engine::{excerpt, new_game, AnyGame, Outcome, Side};

use super::army::SetupState;
use super::clock::Clock;
use super::error::{AppError, AppResult};
use super::sessions::{Record, Session, Stage};
use super::store::{GameRow, GameState, StoredAction};
use super::types::GameOptions;

/// Why the save of `row` cannot be loaded.
fn damaged(row: &GameRow, why: String) -> AppError {
    AppError::damaged_save(format!("saved game {} is damaged: {why}", row.id))
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
pub fn state(s: &Session) -> AppResult<GameState> {
    Ok(GameState {
        start_position: s.start_position.clone(),
        position: s.game().map(AnyGame::position).unwrap_or_default(),
        ply: s.ply(),
        phase: s.phase().as_str().to_string(),
        outcome: s.outcome().as_ref().map(json).transpose()?,
        forced_outcome: s.forced_outcome.as_ref().map(json).transpose()?,
        clock_remaining_ms: s.clock.remaining_ms(),
        pending_ms: s.clock.pending_ms(),
        updated_at: s.updated_at.clone(),
        setup: s.setup().map(json).transpose()?,
        redo_clock_ms: s.redo_tip_clock,
    })
}

pub fn stored_action(seq: usize, r: &Record) -> StoredAction {
    StoredAction {
        seq,
        action: r.text.clone(),
        side: r.side.name().to_string(),
        seat: r.seat,
        ms: r.ms,
        undone: false,
        clock_ms: r.clock_ms,
    }
}

pub fn row(s: &Session) -> AppResult<GameRow> {
    Ok(GameRow {
        id: s.id.clone(),
        game: s.options.game.id().to_string(),
        options: json(&s.options)?,
        created_at: s.created_at.clone(),
        state: state(s)?,
    })
}

/// The whole game as it is saved: its row and its actions, the undone ones included.
pub fn saved(s: &Session) -> AppResult<(GameRow, Vec<StoredAction>)> {
    let played = s.records.iter().enumerate().map(|(i, r)| stored_action(i, r));
    let undone = s
        .redo
        .iter()
        .rev()
        .enumerate()
        .map(|(i, r)| StoredAction { undone: true, ..stored_action(s.ply() + i, r) });
    Ok((row(s)?, played.chain(undone).collect()))
}

/// Rebuilds a saved game by replaying its actions through the engine, and checks that
/// the position reached is the one that was saved.
pub fn load(row: &GameRow, actions: &[StoredAction]) -> AppResult<Session> {
    let options: GameOptions =
        serde_json::from_str(&row.options).map_err(|e| damaged(row, format!("options: {e}")))?;
    if options.game.id() != row.game {
        return Err(damaged(row, format!("game '{}' does not match its options", excerpt(&row.game))));
    }
    let setup: Option<SetupState> = column(row, "setup", &row.state.setup)?;
    let forced_outcome: Option<Outcome> = column(row, "outcome", &row.state.forced_outcome)?;
    let (stage, records, redo) = match setup {
        Some(_) if !actions.is_empty() => return Err(damaged(row, "actions recorded during setup".into())),
        Some(st) => (Stage::Setup(st), Vec::new(), Vec::new()),
        None => {
            let (game, records, redo) = replay(row, &options, actions)?;
            (Stage::Play(game), records, redo)
        }
    };
    let mut session = Session::new(row.id.clone(), options, stage, row.created_at.clone());
    session.start_position = row.state.start_position.clone();
    session.records = records;
    session.redo = redo;
    session.redo_tip_clock = row.state.redo_clock_ms;
    session.forced_outcome = forced_outcome;
    session.clock =
        Clock::new(session.options.timer_secs, row.state.clock_remaining_ms, row.state.pending_ms);
    session.updated_at = row.state.updated_at.clone();
    Ok(session)
}

/// The game after the saved actions, the actions played and those undone (the next to redo
/// last), checked against the row: every action in order and for the side to move, none
/// played after an undone one, and the position and ply the row says.
fn replay(
    row: &GameRow,
    options: &GameOptions,
    actions: &[StoredAction],
) -> AppResult<(AnyGame, Vec<Record>, Vec<Record>)> {
    let mut game =
        new_game(options.game, Some(&row.state.start_position)).map_err(|e| damaged(row, e.to_string()))?;
    let mut records = Vec::new();
    let mut redo = Vec::new();
    for (i, a) in actions.iter().enumerate() {
        if a.seq != i {
            return Err(damaged(row, format!("action {i} is missing")));
        }
        let side = Side::BOTH
            .into_iter()
            .find(|s| s.name() == a.side)
            .ok_or_else(|| damaged(row, format!("action {i} has side '{}'", excerpt(&a.side))))?;
        let record = Record { text: a.action.clone(), side, seat: a.seat, ms: a.ms, clock_ms: a.clock_ms };
        if a.undone {
            redo.push(record);
            continue;
        }
        if !redo.is_empty() {
            return Err(damaged(row, format!("action {i} follows an undone action")));
        }
        if game.to_move() != side {
            return Err(damaged(
                row,
                format!("action {i} '{}' was recorded for the wrong side", excerpt(&a.action)),
            ));
        }
        game.play(&a.action).map_err(|e| damaged(row, format!("action {i}: {e}")))?;
        records.push(record);
    }
    redo.reverse();
    if records.len() != row.state.ply {
        return Err(damaged(row, format!("{} actions replayed, {} saved", records.len(), row.state.ply)));
    }
    if game.position() != row.state.position {
        return Err(damaged(
            row,
            format!(
                "replaying the actions gives '{}', the save says '{}'",
                excerpt(&game.position()),
                excerpt(&row.state.position)
            ),
        ));
    }
    Ok((game, records, redo))
}

/// A value as the JSON a save keeps of it.
fn json<T: serde::Serialize>(value: &T) -> AppResult<String> {
    serde_json::to_string(value).map_err(|e| AppError::Internal(format!("cannot write the save: {e}")))
}
