//! The games as the saves keep them: a row per game (`games`: options, start and current
//! position, clock, outcome, setup, help, grades, PINs) and a row per action (`actions`: the
//! action with its side, seat, time spent and clock; undone actions stay, flagged, for redo).
//! One change to a game is one transaction ([`Store::commit`]).

use rusqlite::{params, OptionalExtension};
use shuangcheng_engine::{excerpt, AnyGame, GameKind, Side};

use super::results::{insert_result, GameResult};
use super::schema::Store;
use super::status::Problem;
use crate::service::error::{AppError, AppResult};
use crate::service::types::{GameOptions, Record};

/// A game id as the core gives them out; anything else names no game.
pub fn check_id(id: &str) -> AppResult<()> {
    if id.is_empty() || id.len() > 64 || !id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-') {
        return Err(AppError::UnknownGame(excerpt(id)));
    }
    Ok(())
}

/// A saved game's actions as the engine replayed them: the game reached, the actions played
/// and those undone (the next to redo last).
pub struct ReplayedGame {
    pub game: AnyGame,
    pub played: Vec<Record>,
    pub undone: Vec<Record>,
}

/// Game `row`'s `actions`, a game of `kind`, replayed through the engine's [`replay`] from its
/// start and checked against the row: every action in order, none played after an undone one,
/// each for the side it was recorded for, and the position and ply the row says. A save that
/// does not replay so is damaged, and the error says why.
pub fn replay(row: &GameRow, kind: GameKind, actions: &[StoredAction]) -> AppResult<ReplayedGame> {
    let damaged = |why: String| AppError::damaged_game(&row.id, why);
    let (mut played, mut undone) = (Vec::new(), Vec::new());
    for (i, a) in actions.iter().enumerate() {
        if a.seq != i {
            return Err(damaged(format!("action {i} is missing")));
        }
        if a.undone {
            undone.push(a.record.clone());
            continue;
        }
        if !undone.is_empty() {
            return Err(damaged(format!("action {i} follows an undone action")));
        }
        played.push(a.record.clone());
    }
    undone.reverse();
    let texts: Vec<&str> = played.iter().map(|r| r.text.as_str()).collect();
    let game = shuangcheng_engine::replay(kind, &row.state.start_position, &texts)
        .map_err(|e| damaged(e.to_string()))?
        .whole()
        .map_err(|stop| damaged(format!("action {}: {}", stop.ply, stop.error)))?;
    if let Some(i) = game.movers().iter().zip(&played).position(|(mover, r)| *mover != r.side) {
        let action = excerpt(&played[i].text);
        return Err(damaged(format!("action {i} '{action}' was recorded for the wrong side")));
    }
    if played.len() != row.state.ply {
        return Err(damaged(format!("{} actions replayed, {} saved", played.len(), row.state.ply)));
    }
    if game.position() != row.state.position {
        let (replayed, saved) = (excerpt(&game.position()), excerpt(&row.state.position));
        return Err(damaged(format!("replaying the actions gives '{replayed}', the save says '{saved}'")));
    }
    Ok(ReplayedGame { game, played, undone })
}

/// Whether game `row` would load: its options read, and its actions replay (a game still set
/// up has none). What a rebuilt database keeps ([`super::rescue`]).
pub fn loads(row: &GameRow, actions: &[StoredAction]) -> bool {
    let Ok(options) = serde_json::from_str::<GameOptions>(&row.options) else { return false };
    match row.state.setup {
        Some(_) => actions.is_empty(),
        None => replay(row, options.game, actions).is_ok(),
    }
}

/// One row of `actions`: a played action at its place in the game, undone or not. A save
/// from before schema 4 has no `clock_ms` (`None`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredAction {
    pub seq: usize,
    pub undone: bool,
    pub record: Record,
}

/// The mutable part of a game row, written with every change.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameState {
    /// The start position (set when a Generals setup completes).
    pub start_position: String,
    pub position: String,
    pub ply: usize,
    pub phase: String,
    pub outcome: Option<String>,
    pub forced_outcome: Option<String>,
    pub clock: SavedClock,
    pub updated_at: String,
    /// The setup phase (`setup::SetupState` as JSON) while it lasts.
    pub setup: Option<String>,
    /// The turn clock at the furthest undone ply, for redo.
    pub redo_clock_ms: Option<u64>,
    /// The hints and undos the game has had (`training::Help` as JSON).
    pub help: Option<String>,
    /// Practice mode's grades of the game's moves (JSON).
    pub graded: Option<String>,
    /// The teams' curtain PINs, salted and hashed (`curtain::Pins` as JSON).
    pub pins: Option<String>,
}

/// What a save keeps of a match's clock: the side to move's time left (its turn's, or its
/// game's on a game clock), each side's time on a game clock, and the time spent on the action
/// being prepared.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SavedClock {
    pub remaining_ms: Option<u64>,
    /// By side (first, second); saved before schema 11: `None`, as without a game clock.
    pub sides_ms: Option<[u64; 2]>,
    pub pending_ms: u64,
}

/// A whole game row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRow {
    pub id: String,
    pub game: String,
    pub options: String,
    pub created_at: String,
    pub state: GameState,
}

/// A `games` row whose columns cannot be read as a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DamagedRow {
    pub rowid: i64,
    /// The id, if it is readable text.
    pub id: Option<String>,
    pub updated_at: Option<String>,
    pub reason: String,
}

/// The columns of a game row, in [`read_game_row`]'s order.
const GAME_COLUMNS: &str = "id, game, options, start_position, position, ply, phase, outcome, forced_outcome,
    clock_remaining_ms, pending_ms, created_at, updated_at, setup, redo_clock_ms, help, graded, pins,
    first_clock_ms, second_clock_ms";

/// What a command did to a game's actions; its row is written with it ([`Store::commit`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Write {
    /// Only the row (a resignation, a draw, a setup step).
    Row,
    /// A new action: the undone tail (the redo list) is dropped.
    Played(StoredAction),
    /// Undo: the actions from `from_seq` on are flagged undone (kept for redo). `left` is the
    /// clock of the ply the undo left when that ply is itself an undone action's (`seq`, time).
    Undone { from_seq: usize, left: Option<(usize, Option<u64>)> },
    /// Redo: each action (`seq`) counts again, with the clock its ply had when redo left it.
    Redone(Vec<(usize, Option<u64>)>),
}

/// Counts a commit's statements down to an armed fault.
struct Steps {
    fail_at: Option<usize>,
}

impl Steps {
    fn next(&mut self) -> AppResult<()> {
        match self.fail_at.as_mut() {
            Some(0) => {
                self.fail_at = None;
                Err(AppError::storage(Problem::Io, "fault injected between two statements"))
            }
            Some(n) => {
                *n -= 1;
                Ok(())
            }
            None => Ok(()),
        }
    }
}

impl Store {
    pub fn insert_game(&mut self, row: &GameRow, actions: &[StoredAction]) -> AppResult<()> {
        let tx = self.conn.transaction()?;
        insert_game(&tx, row, actions)?;
        tx.commit()?;
        Ok(())
    }

    /// Writes a whole game in place of the one with its id, if any.
    pub fn replace_game(&mut self, row: &GameRow, actions: &[StoredAction]) -> AppResult<()> {
        let tx = self.conn.transaction()?;
        tx.execute("DELETE FROM actions WHERE game_id = ?1", params![row.id])?;
        tx.execute("DELETE FROM games WHERE id = ?1", params![row.id])?;
        insert_game(&tx, row, actions)?;
        tx.commit()?;
        Ok(())
    }

    /// Commits one command's effects on game `id` in one transaction: what it did to the
    /// actions, the game's row and, for a game that has just ended, its result for the
    /// statistics (written once: a second result for the same game changes nothing).
    pub fn commit(
        &mut self,
        id: &str,
        write: &Write,
        state: &GameState,
        result: Option<&GameResult>,
    ) -> AppResult<()> {
        let fault = self.fail_at.take();
        let mut steps = Steps { fail_at: fault };
        let tx = self.conn.transaction()?;
        match write {
            Write::Row => {}
            Write::Played(action) => {
                steps.next()?;
                tx.execute(
                    "DELETE FROM actions WHERE game_id = ?1 AND seq >= ?2",
                    params![id, action.seq as i64],
                )?;
                steps.next()?;
                insert_action(&tx, id, action)?;
            }
            Write::Undone { from_seq, left } => {
                steps.next()?;
                tx.execute(
                    "UPDATE actions SET undone = 1 WHERE game_id = ?1 AND seq >= ?2",
                    params![id, *from_seq as i64],
                )?;
                if let Some((seq, clock)) = left {
                    steps.next()?;
                    tx.execute(
                        "UPDATE actions SET clock_ms = ?3 WHERE game_id = ?1 AND seq = ?2",
                        params![id, *seq as i64, clock.map(|v| v as i64)],
                    )?;
                }
            }
            Write::Redone(plies) => {
                for &(seq, clock_ms) in plies {
                    steps.next()?;
                    let n = tx.execute(
                        "UPDATE actions SET undone = 0, clock_ms = ?3 WHERE game_id = ?1 AND seq = ?2",
                        params![id, seq as i64, clock_ms.map(|v| v as i64)],
                    )?;
                    if n != 1 {
                        return Err(AppError::damaged_save(format!("no undone action {seq} in game {id}")));
                    }
                }
            }
        }
        steps.next()?;
        update_state(&tx, id, state)?;
        if let Some(r) = result {
            steps.next()?;
            insert_result(&tx, r)?;
        }
        steps.next()?;
        tx.commit()?;
        Ok(())
    }

    /// Makes the next [`Store::commit`] fail before its statement `n` (0: before the first;
    /// past the last: before the commit itself), as a kill there would: the fault tests' way
    /// to show that a command's effects are all saved or none.
    #[doc(hidden)]
    pub fn fail_commit_at(&mut self, n: usize) {
        self.fail_at = Some(n);
    }

    /// The clock alone (every tick and on pause); does not touch `updated_at`.
    pub fn update_clock(&mut self, id: &str, clock: SavedClock) -> AppResult<()> {
        let [first, second] = sides(clock);
        self.conn.execute(
            "UPDATE games SET clock_remaining_ms = ?2, pending_ms = ?3, first_clock_ms = ?4, second_clock_ms = ?5
             WHERE id = ?1",
            params![id, clock.remaining_ms.map(|v| v as i64), clock.pending_ms as i64, first, second],
        )?;
        Ok(())
    }

    /// Saves practice mode's grades of game `id` alone (they arrive after the move's commit).
    pub fn set_graded(&mut self, id: &str, graded: &str) -> AppResult<()> {
        self.conn.execute("UPDATE games SET graded = ?2 WHERE id = ?1", params![id, graded])?;
        Ok(())
    }

    pub fn load_game(&self, id: &str) -> AppResult<Option<(GameRow, Vec<StoredAction>)>> {
        let row = self
            .conn
            .query_row(&format!("SELECT {GAME_COLUMNS} FROM games WHERE id = ?1"), params![id], read_game_row)
            .optional()?;
        let Some(row) = row else { return Ok(None) };
        let mut stmt = self.conn.prepare(
            "SELECT seq, action, side, seat, ms, undone, clock_ms FROM actions WHERE game_id = ?1 ORDER BY seq",
        )?;
        let mut rows = stmt.query(params![id])?;
        let mut actions = Vec::new();
        while let Some(r) = rows.next()? {
            let seq = r.get::<_, i64>(0)? as usize;
            let side: String = r.get(2)?;
            let side = Side::BOTH.into_iter().find(|s| s.name() == side).ok_or_else(|| {
                AppError::damaged_game(id, format!("action {seq} has side '{}'", excerpt(&side)))
            })?;
            let record = Record {
                text: r.get(1)?,
                side,
                seat: r.get::<_, Option<i64>>(3)?.map(|s| s as usize),
                ms: r.get::<_, i64>(4)?.max(0) as u64,
                clock_ms: r.get::<_, Option<i64>>(6)?.map(|v| v.max(0) as u64),
            };
            actions.push(StoredAction { seq, undone: r.get::<_, i64>(5)? != 0, record });
        }
        Ok(Some((row, actions)))
    }

    /// Every game, unfinished first, newest first. A row that cannot be read is listed as
    /// damaged, in its place, and never hides the others.
    pub fn list_games(&self) -> AppResult<Vec<Result<GameRow, DamagedRow>>> {
        let mut stmt = self.conn.prepare(&format!(
            "SELECT {GAME_COLUMNS}, rowid FROM games ORDER BY phase = 'over', updated_at DESC, created_at DESC"
        ))?;
        let mut rows = stmt.query([])?;
        let mut out = Vec::new();
        while let Some(r) = rows.next()? {
            out.push(match read_game_row(r) {
                Ok(row) => Ok(row),
                Err(e) => Err(DamagedRow {
                    // The rowid comes after the game's columns.
                    rowid: r.get(r.as_ref().column_count() - 1)?,
                    id: r.get(0).ok(),
                    updated_at: r.get(12).ok(),
                    reason: e.to_string(),
                }),
            });
        }
        Ok(out)
    }

    /// The ids of every game (copying games from memory to a file that opened later).
    pub fn game_ids(&self) -> AppResult<Vec<String>> {
        let mut stmt = self.conn.prepare("SELECT id FROM games WHERE typeof(id) = 'text'")?;
        let ids = stmt.query_map([], |r| r.get(0))?.collect::<Result<Vec<String>, _>>()?;
        Ok(ids)
    }

    pub fn delete_game(&mut self, id: &str) -> AppResult<bool> {
        let tx = self.conn.transaction()?;
        tx.execute("DELETE FROM actions WHERE game_id = ?1", params![id])?;
        let n = tx.execute("DELETE FROM games WHERE id = ?1", params![id])?;
        tx.commit()?;
        Ok(n > 0)
    }

    /// Deletes a damaged row that has no readable id, by its rowid.
    pub fn delete_row(&mut self, rowid: i64) -> AppResult<bool> {
        let tx = self.conn.transaction()?;
        tx.execute(
            "DELETE FROM actions WHERE game_id = (SELECT id FROM games WHERE rowid = ?1)",
            params![rowid],
        )?;
        let n = tx.execute("DELETE FROM games WHERE rowid = ?1", params![rowid])?;
        tx.commit()?;
        Ok(n > 0)
    }
}

fn insert_game(tx: &rusqlite::Transaction<'_>, row: &GameRow, actions: &[StoredAction]) -> AppResult<()> {
    let s = &row.state;
    tx.execute(
        "INSERT INTO games (id, game, options, start_position, position, ply, phase, outcome,
                forced_outcome, clock_remaining_ms, pending_ms, created_at, updated_at, setup, redo_clock_ms, help,
                graded, pins, first_clock_ms, second_clock_ms)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20)",
        params![
            row.id,
            row.game,
            row.options,
            s.start_position,
            s.position,
            s.ply as i64,
            s.phase,
            s.outcome,
            s.forced_outcome,
            s.clock.remaining_ms.map(|v| v as i64),
            s.clock.pending_ms as i64,
            row.created_at,
            s.updated_at,
            s.setup,
            s.redo_clock_ms.map(|v| v as i64),
            s.help,
            s.graded,
            s.pins,
            sides(s.clock)[0],
            sides(s.clock)[1]
        ],
    )?;
    for a in actions {
        insert_action(tx, &row.id, a)?;
    }
    Ok(())
}

fn insert_action(tx: &rusqlite::Transaction<'_>, id: &str, a: &StoredAction) -> AppResult<()> {
    tx.execute(
        "INSERT INTO actions (game_id, seq, action, side, seat, ms, undone, clock_ms)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
        params![
            id,
            a.seq as i64,
            a.record.text,
            a.record.side.name(),
            a.record.seat.map(|s| s as i64),
            a.record.ms as i64,
            a.undone as i64,
            a.record.clock_ms.map(|v| v as i64)
        ],
    )?;
    Ok(())
}

fn update_state(tx: &rusqlite::Transaction<'_>, id: &str, s: &GameState) -> AppResult<()> {
    let n = tx.execute(
        "UPDATE games SET position = ?2, ply = ?3, phase = ?4, outcome = ?5, forced_outcome = ?6,
                clock_remaining_ms = ?7, pending_ms = ?8, updated_at = ?9, start_position = ?10, setup = ?11,
                redo_clock_ms = ?12, help = ?13, graded = ?14, pins = ?15, first_clock_ms = ?16,
                second_clock_ms = ?17
         WHERE id = ?1",
        params![
            id,
            s.position,
            s.ply as i64,
            s.phase,
            s.outcome,
            s.forced_outcome,
            s.clock.remaining_ms.map(|v| v as i64),
            s.clock.pending_ms as i64,
            s.updated_at,
            s.start_position,
            s.setup,
            s.redo_clock_ms.map(|v| v as i64),
            s.help,
            s.graded,
            s.pins,
            sides(s.clock)[0],
            sides(s.clock)[1]
        ],
    )?;
    if n != 1 {
        return Err(AppError::damaged_save(format!("game {id} is not in the database")));
    }
    Ok(())
}

/// A game clock's times as the two columns keep them (`NULL` without one).
fn sides(clock: SavedClock) -> [Option<i64>; 2] {
    let side = |i: usize| clock.sides_ms.map(|ms| ms[i] as i64);
    [side(0), side(1)]
}

fn read_game_row(r: &rusqlite::Row<'_>) -> rusqlite::Result<GameRow> {
    Ok(GameRow {
        id: r.get(0)?,
        game: r.get(1)?,
        options: r.get(2)?,
        created_at: r.get(11)?,
        state: GameState {
            start_position: r.get(3)?,
            position: r.get(4)?,
            ply: r.get::<_, i64>(5)?.max(0) as usize,
            phase: r.get(6)?,
            outcome: r.get(7)?,
            forced_outcome: r.get(8)?,
            clock: SavedClock {
                remaining_ms: r.get::<_, Option<i64>>(9)?.map(|v| v.max(0) as u64),
                sides_ms: match (r.get::<_, Option<i64>>(18)?, r.get::<_, Option<i64>>(19)?) {
                    (Some(first), Some(second)) => Some([first.max(0) as u64, second.max(0) as u64]),
                    _ => None,
                },
                pending_ms: r.get::<_, i64>(10)?.max(0) as u64,
            },
            updated_at: r.get(12)?,
            setup: r.get(13)?,
            redo_clock_ms: r.get::<_, Option<i64>>(14)?.map(|v| v.max(0) as u64),
            help: r.get(15)?,
            graded: r.get(16)?,
            pins: r.get(17)?,
        },
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_ids_the_core_gives_out_name_a_game() {
        assert!(check_id("0123abcd-ef").is_ok());
        for bad in ["", "../x", "a b", &"a".repeat(65)] {
            assert!(matches!(check_id(bad), Err(AppError::UnknownGame(_))), "{bad:?}");
        }
    }
}
