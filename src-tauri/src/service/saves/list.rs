//! The saves list ("Continue"), deleting a save, and a save's raw export. A row that cannot be
//! read is listed as damaged in its place, never hiding the others, and can still be exported
//! as it is stored or deleted.

use rusqlite::types::ValueRef;
use serde::Serialize;
use serde_json::{json, Map, Value};
use shuangcheng_engine::{excerpt, new_game};

use super::{check_id, DamagedRow, GameRow, Store};
use crate::service::error::{AppError, AppResult};
use crate::service::quote;
use crate::service::types::{GameOptions, Phase, SaveSummary};

/// A save that cannot be read as a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct DamagedSave {
    /// The game's id, or `rowid-<n>` when the id itself is unreadable: what `delete_game` and
    /// `export_raw_save` take.
    pub id: String,
    /// Why it cannot be read (English, one line).
    pub damaged: String,
    pub updated_at: Option<String>,
}

/// One line of the saves list.
#[derive(Clone, Debug, PartialEq, Serialize, specta::Type)]
#[serde(untagged)]
pub enum SaveEntry {
    Save(SaveSummary),
    Damaged(DamagedSave),
}

impl SaveEntry {
    pub fn id(&self) -> &str {
        match self {
            SaveEntry::Save(s) => &s.id,
            SaveEntry::Damaged(d) => &d.id,
        }
    }

    /// The summary of a readable save.
    pub fn summary(&self) -> Option<&SaveSummary> {
        match self {
            SaveEntry::Save(s) => Some(s),
            SaveEntry::Damaged(_) => None,
        }
    }
}

const ROWID_KEY: &str = "rowid-";

/// What a key (`id` or `rowid-<n>`) names.
enum Key<'a> {
    Id(&'a str),
    Rowid(i64),
}

fn key(id: &str) -> Key<'_> {
    match id.strip_prefix(ROWID_KEY).and_then(|n| n.parse().ok()) {
        Some(n) => Key::Rowid(n),
        None => Key::Id(id),
    }
}

fn damaged(d: DamagedRow) -> DamagedSave {
    let id = match d.id {
        Some(id) if check_id(&id).is_ok() => id,
        _ => format!("{ROWID_KEY}{}", d.rowid),
    };
    DamagedSave { id, damaged: quote::one_line(&d.reason, 160), updated_at: d.updated_at }
}

/// Saved games, unfinished first, newest first; unreadable rows as damaged entries.
pub fn entries(st: &mut Store) -> AppResult<Vec<SaveEntry>> {
    Ok(st.list_games()?.into_iter().map(entry).collect())
}

/// One line of the saves list: the row's summary, or why it cannot be read.
fn entry(listed: Result<GameRow, DamagedRow>) -> SaveEntry {
    let row = match listed {
        Ok(row) => row,
        Err(d) => return SaveEntry::Damaged(damaged(d)),
    };
    let unreadable = |row: GameRow, reason: String| {
        SaveEntry::Damaged(damaged(DamagedRow {
            rowid: 0,
            id: Some(row.id),
            updated_at: Some(row.state.updated_at),
            reason,
        }))
    };
    let options: GameOptions = match serde_json::from_str(&row.options) {
        Ok(o) => o,
        Err(e) => return unreadable(row, format!("options: {e}")),
    };
    let Some(phase) = Phase::parse(&row.state.phase) else {
        let reason = format!("phase '{}'", excerpt(&row.state.phase));
        return unreadable(row, reason);
    };
    // A summary only: a game in setup has no position (and so no side to move); a save that
    // does not replay says so when it is opened.
    let outcome = row.state.outcome.as_deref().and_then(|o| super::outcome::read(options.game, o).ok());
    let to_move = new_game(options.game, Some(&row.state.position)).ok().map(|g| g.to_move());
    SaveEntry::Save(SaveSummary {
        id: row.id,
        game: options.game,
        mode: options.mode,
        seats: options.seats,
        phase,
        to_move,
        ply: row.state.ply,
        outcome,
        position: row.state.position,
        created_at: row.created_at,
        updated_at: row.state.updated_at,
    })
}

/// Deletes save `id` (a damaged one too, by the id its list entry gives); whether it was there.
pub fn delete(st: &mut Store, id: &str) -> AppResult<bool> {
    match key(id) {
        Key::Rowid(n) => st.delete_row(n),
        Key::Id(id) => st.delete_game(id),
    }
}

/// Save `id` as stored (every column of its row and of its actions, JSON; the setup of a game
/// still setting up withheld), for a save that cannot be opened; `None` when there is none.
pub fn raw(st: &mut Store, id: &str) -> AppResult<Option<String>> {
    raw_save(st, key(id))?
        .map(|raw| serde_json::to_string_pretty(&raw).map_err(|e| AppError::Internal(e.to_string())))
        .transpose()
}

/// A column's stored value as JSON: text as text (invalid UTF-8 replaced), a blob as hex.
fn json_value(v: ValueRef<'_>) -> Value {
    match v {
        ValueRef::Null => Value::Null,
        ValueRef::Integer(i) => json!(i),
        ValueRef::Real(f) => json!(f),
        ValueRef::Text(t) => json!(String::from_utf8_lossy(t)),
        ValueRef::Blob(b) => json!({ "blobHex": b.iter().map(|x| format!("{x:02x}")).collect::<String>() }),
    }
}

/// The rows of `sql` (one parameter), each as { column: value }.
fn rows_as_json(store: &Store, sql: &str, param: &dyn rusqlite::ToSql) -> AppResult<Vec<Value>> {
    let mut stmt = store.conn().prepare(sql)?;
    let names: Vec<String> = stmt.column_names().into_iter().map(str::to_string).collect();
    let mut rows = stmt.query([param])?;
    let mut out = Vec::new();
    while let Some(r) = rows.next()? {
        let mut obj = Map::new();
        for (i, name) in names.iter().enumerate() {
            obj.insert(name.clone(), json_value(r.get_ref(i)?));
        }
        out.push(Value::Object(obj));
    }
    Ok(out)
}

/// What a raw export says in place of Generals' setup under way.
const WITHHELD: &str = "withheld until the setup is finished";

/// The armies submitted so far stay hidden until both are in (G4), and a damaged save is no
/// way round that: its `setup` column is left out while it holds anything (the column is
/// emptied when play starts, and the armies are then in the start position).
fn withhold_setup(game: &mut Value) {
    if let Some(setup) = game.get_mut("setup").filter(|v| !v.is_null()) {
        *setup = json!(WITHHELD);
    }
}

fn raw_save(store: &Store, key: Key<'_>) -> AppResult<Option<Value>> {
    let games = match key {
        Key::Id(id) => rows_as_json(store, "SELECT rowid, * FROM games WHERE id = ?1", &id)?,
        Key::Rowid(n) => rows_as_json(store, "SELECT rowid, * FROM games WHERE rowid = ?1", &n)?,
    };
    let Some(mut game) = games.into_iter().next() else { return Ok(None) };
    withhold_setup(&mut game);
    let rowid = game.get("rowid").and_then(Value::as_i64).unwrap_or_default();
    let actions = rows_as_json(
        store,
        "SELECT * FROM actions WHERE game_id = (SELECT id FROM games WHERE rowid = ?1) ORDER BY seq",
        &rowid,
    )?;
    Ok(Some(json!({ "format": "shuangcheng raw save", "game": game, "actions": actions })))
}
