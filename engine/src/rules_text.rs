//! The rules pages: one data file per game (`engine/rules/<game>.toml`, compiled in as JSON by
//! `build.rs`), its prose in every language the app speaks, written with placeholders —
//! `{board.files}`, `{start.first.city}`, `{pieces.T.price}` — that are filled from the game's
//! catalog, its shared core and the game's own part ([`CatalogPart`]). A rule changed in the code
//! thus changes its page (`engine/tests/rules_text.rs` renders the pages from a catalog whose
//! every value was changed). [`facts`] lists the placeholders.

use std::collections::BTreeMap;

use serde::Deserialize;

use crate::catalog::{GameCatalog, RulesSection};
use crate::game_kind::GameKind;
use crate::outcome::Side;
use crate::text::{data_error, Text};

#[derive(Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(deny_unknown_fields)]
struct RulesFile {
    section: Vec<RulesSection>,
}

/// Why a rules page could not be made: its file is not valid, or it names a fact the
/// catalog does not have.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RulesTextError {
    #[error("engine/rules/{game}.toml: {message}")]
    File { game: GameKind, message: String },
    #[error("engine/rules/{game}.toml: no fact '{name}' in the catalog")]
    UnknownFact { game: GameKind, name: String },
}

/// A value a page quotes: one number or name, or a list (written as each language lists).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fact {
    One(String),
    List(Vec<String>),
}

impl Fact {
    pub fn of(n: impl ToString) -> Fact {
        Fact::One(n.to_string())
    }

    /// The fact as written in `lang`: a list as `0、1、2` in Chinese, `0, 1 and 2` in English.
    pub fn text(&self, lang: &str) -> String {
        match self {
            Fact::One(s) => s.clone(),
            Fact::List(items) if lang.starts_with("zh") => items.join("、"),
            Fact::List(items) => match items.split_last() {
                Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
                _ => items.join(""),
            },
        }
    }
}

/// A game's own part of its catalog ([`GameCatalog::part`], typed), as its rules page quotes it.
pub trait CatalogPart {
    /// The facts of this part a page may quote, by placeholder name (`board.straight-lines.0`,
    /// `pieces.T.price`, `army.warp-range`); `core` is the rest of the game's catalog.
    fn facts(&self, core: &GameCatalog) -> Vec<(String, Fact)>;
}

/// A name as a placeholder writes it: `City` → `city`, `shared piece` → `shared-piece`.
fn key(name: &str) -> String {
    name.to_lowercase().replace(' ', "-")
}

/// A limit's name as a placeholder writes it: `maxPlies` → `max-plies`.
fn kebab(name: &str) -> String {
    name.chars().fold(String::new(), |mut out, c| {
        if c.is_ascii_uppercase() {
            out.push('-');
        }
        out.push(c.to_ascii_lowercase());
        out
    })
}

/// Every fact of `catalog` and of its game's own `part` a page may quote, by placeholder name.
pub fn facts(catalog: &GameCatalog, part: &dyn CatalogPart) -> BTreeMap<String, Fact> {
    let mut out = BTreeMap::new();
    let mut put = |name: String, fact: Fact| {
        out.insert(name, fact);
    };
    if let Some(secs) = catalog.default_timer_secs {
        put("timer.default".into(), Fact::of(secs));
    }
    for (name, &n) in &catalog.limits.0 {
        put(format!("end.{}", kebab(name)), Fact::of(n));
    }
    put("start".into(), Fact::of(&catalog.start));
    board_facts(catalog, &mut put);
    for (name, fact) in part.facts(catalog) {
        put(name, fact);
    }
    for d in &catalog.diagrams {
        for (part, cells) in
            [("selected", &d.selected), ("targets", &d.targets), ("last", &d.last), ("fields", &d.fields)]
        {
            if !cells.is_empty() {
                put(format!("diagram.{}.{part}", d.id), Fact::List(cells.clone()));
            }
        }
    }
    start_facts(catalog, &mut put);
    out
}

/// The board's size and names: points, files and ranks.
fn board_facts(catalog: &GameCatalog, put: &mut impl FnMut(String, Fact)) {
    let board = &catalog.board;
    put("board.points".into(), Fact::of(board.points.len()));
    if let (Some(first), Some(last)) = (board.points.first(), board.points.last()) {
        put("board.points.first".into(), Fact::of(first));
        put("board.points.last".into(), Fact::of(last));
    }
    if let (Some(first), Some(last)) = (board.columns.first(), board.columns.last()) {
        put("board.files".into(), Fact::of(board.columns.len()));
        put("board.files.first".into(), Fact::of(first));
        put("board.files.last".into(), Fact::of(last));
        put("board.ranks".into(), Fact::of(board.rows));
    }
}

/// Where the start diagram puts each kind, by side (`start.first.city`, `start.second.piece`,
/// `start.neutral.shared-piece`), the empty points (`start.empty`), and each side's pieces
/// on the board and in reserve (`start.first.total`).
fn start_facts(catalog: &GameCatalog, put: &mut impl FnMut(String, Fact)) {
    let Some(start) = catalog.diagrams.iter().find(|d| d.id == "start") else { return };
    // A view writes the second side's letters in lowercase (Twin Cities' `c`).
    let name = |code: &str| {
        let piece = catalog.pieces.iter().find(|p| p.code.eq_ignore_ascii_case(code));
        key(piece.and_then(|p| p.name_en).unwrap_or(code))
    };
    let mut cells: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for p in &start.view.pieces {
        let side = p.side.map_or("neutral", Side::name);
        cells.entry(format!("start.{side}.{}", name(&p.kind))).or_default().push(p.at.clone());
    }
    for (fact, list) in cells {
        put(fact, Fact::List(list));
    }
    let taken: Vec<&String> = start.view.pieces.iter().map(|p| &p.at).collect();
    let empty = catalog.board.points.iter().filter(|p| !taken.contains(p)).cloned().collect();
    put("start.empty".into(), Fact::List(empty));
    for side in Side::BOTH {
        let on_board = start.view.pieces.iter().filter(|p| p.side == Some(side)).count();
        let reserve: usize =
            start.view.reserves.iter().filter(|r| r.side == side).map(|r| r.count as usize).sum();
        put(format!("start.{}.total", side.name()), Fact::of(on_board + reserve));
    }
}

/// `text` in every language with its `{placeholders}` filled from `facts`.
fn fill(game: GameKind, text: &Text, facts: &BTreeMap<String, Fact>) -> Result<Text, RulesTextError> {
    let mut out = BTreeMap::new();
    for (lang, s) in &text.0 {
        let mut filled = String::new();
        let mut rest = s.as_str();
        while let Some(open) = rest.find('{') {
            let Some(close) = rest[open..].find('}').map(|c| open + c) else { break };
            let name = &rest[open + 1..close];
            let fact = facts
                .get(name)
                .ok_or_else(|| RulesTextError::UnknownFact { game, name: name.to_string() })?;
            filled.push_str(&rest[..open]);
            filled.push_str(&fact.text(lang));
            rest = &rest[close + 1..];
        }
        filled.push_str(rest);
        out.insert(lang.clone(), filled);
    }
    Ok(Text(out))
}

/// The rules page of `catalog`'s game, from its file's `source` (as `build.rs` compiled it in,
/// JSON), its facts filled in from `catalog` and the game's own `part`.
pub fn render(
    catalog: &GameCatalog,
    part: &dyn CatalogPart,
    source: &str,
) -> Result<Vec<RulesSection>, RulesTextError> {
    let game = catalog.game;
    let file: RulesFile =
        serde_json::from_str(source).map_err(|e| RulesTextError::File { game, message: data_error(&e) })?;
    let facts = facts(catalog, part);
    let fill = |t: &Text| fill(game, t, &facts);
    file.section
        .iter()
        .map(|s| {
            Ok(RulesSection {
                heading: fill(&s.heading)?,
                diagram: s.diagram.clone(),
                caption: s.caption.as_ref().map(fill).transpose()?,
                paragraphs: s.paragraphs.iter().map(fill).collect::<Result<_, _>>()?,
            })
        })
        .collect()
}
