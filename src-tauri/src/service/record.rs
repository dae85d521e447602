//! Game records as text (export / import): the start position and the actions in the spec
//! notation, one action a line (Generals' actions contain spaces).
//!
//! ```text
//! # Shuangcheng game record
//! game: zhili
//! start: bbb.bsr.rrr r 0
//! 1. 5-3
//! 2. 3-5
//! position: bbbsb.r.rrr b 2
//! result: first wins (no-legal-action)
//! ```

use serde_json::Value;
use shuangcheng_engine::{excerpt, GameKind, Outcome, Side};

use super::error::{AppError, Detail};

/// The largest record `import_game` reads (1 MiB), and the most actions in it.
pub const MAX_RECORD_BYTES: usize = 1 << 20;
pub const MAX_RECORD_ACTIONS: usize = 10_000;
/// The longest action a record may hold (Generals' are the longest, well under this).
const MAX_ACTION_CHARS: usize = 64;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRecord {
    pub game: GameKind,
    pub start: String,
    pub actions: Vec<String>,
    /// The position after the actions, when the record gives it (checked on import).
    pub position: Option<String>,
    /// The result when the record gives one (resignation and agreed draws are not in the moves).
    pub outcome: Option<Outcome>,
}

/// A record read from text, with the line (from 1) each of its parts was on, so that a refusal
/// of its start, an action or its position names the line.
#[derive(Clone, Debug)]
pub struct Parsed {
    pub record: GameRecord,
    pub start_line: usize,
    pub action_lines: Vec<usize>,
    pub position_line: Option<usize>,
}

/// Every code a record's refusal can carry besides the engine's (the UI has a template for
/// each in every language: `tests/ui_texts.rs`). Each names the record's `line` but `too-large`
/// and `missing`, which are about the whole file.
pub const RECORD_CODES: [&str; 9] = [
    "record.too-large",
    "record.missing",
    "record.game-unknown",
    "record.result",
    "record.number",
    "record.too-many",
    "record.action",
    "record.unknown-line",
    "record.position",
];

/// A record refused at `line` with `code` (one of [`RECORD_CODES`]); `why` is English, for the log.
pub fn refused<const N: usize>(line: usize, code: &str, params: [(&str, Value); N], why: &str) -> AppError {
    let detail = Detail::with_params(code, params, format!("game record line {line}: {why}"));
    AppError::BadRequest(detail.on_line(line))
}

pub fn write(rec: &GameRecord) -> String {
    let mut out = String::from("# Shuangcheng game record\n");
    out.push_str(&format!("game: {}\n", rec.game.id()));
    out.push_str(&format!("start: {}\n", rec.start));
    for (i, a) in rec.actions.iter().enumerate() {
        out.push_str(&format!("{}. {a}\n", i + 1));
    }
    if let Some(p) = &rec.position {
        out.push_str(&format!("position: {p}\n"));
    }
    if let Some(o) = rec.outcome {
        match o.winner {
            Some(w) => out.push_str(&format!("result: {} wins ({})\n", w.name(), o.reason.code())),
            None => out.push_str(&format!("result: draw ({})\n", o.reason.code())),
        }
    }
    out
}

/// The result line's value (`first wins (resignation)`, `draw (draw-agreed)`), its reason one
/// of `game`'s.
fn parse_result(n: usize, v: &str, game: Option<GameKind>) -> Result<Outcome, AppError> {
    let bad = |why: &str| refused(n, "record.result", [], why);
    let game = game.ok_or_else(|| bad("the result comes after the 'game:' line"))?;
    let (who, rest) = v.split_once(' ').ok_or_else(|| bad("expected 'first wins (reason)'"))?;
    let reason = rest
        .trim_start_matches("wins")
        .trim()
        .strip_prefix('(')
        .and_then(|r| r.strip_suffix(')'))
        .and_then(|code| game.end_reason(code))
        .ok_or_else(|| bad("unknown result reason"))?;
    match who {
        "first" => Ok(Outcome::win(Side::First, reason)),
        "second" => Ok(Outcome::win(Side::Second, reason)),
        "draw" => Ok(Outcome::draw(reason)),
        _ => Err(bad("result must be 'first wins', 'second wins' or 'draw'")),
    }
}

/// An action line's number and action (`12. 5-3`), the `k`-th of the record.
fn parse_action(n: usize, num: &str, action: &str, k: usize) -> Result<String, AppError> {
    let expected = || [("expected", Value::from(k))];
    let number: usize =
        num.parse().map_err(|_| refused(n, "record.number", expected(), "expected 'N. action'"))?;
    if number > MAX_RECORD_ACTIONS {
        let why = format!("more than {MAX_RECORD_ACTIONS} actions");
        return Err(refused(n, "record.too-many", [("max", Value::from(MAX_RECORD_ACTIONS))], &why));
    }
    if number != k {
        return Err(refused(n, "record.number", expected(), &format!("expected action number {k}")));
    }
    let action = action.trim();
    if action.is_empty() || action.chars().count() > MAX_ACTION_CHARS {
        return Err(refused(n, "record.action", [], "empty or overlong action"));
    }
    Ok(action.to_string())
}

/// The whole record missing its `field` line (`game` or `start`).
fn missing(field: &str) -> AppError {
    let message = format!("game record has no '{field}:' line");
    AppError::BadRequest(Detail::with_params("record.missing", [("field", Value::from(field))], message))
}

pub fn parse(text: &str) -> Result<Parsed, AppError> {
    if text.len() > MAX_RECORD_BYTES {
        let message = format!(
            "the game record is {} bytes; the most that can be imported is {MAX_RECORD_BYTES} (1 MiB)",
            text.len()
        );
        let params = [("bytes", Value::from(text.len())), ("max", Value::from(MAX_RECORD_BYTES))];
        return Err(AppError::BadRequest(Detail::with_params("record.too-large", params, message)));
    }
    let mut game = None;
    let mut start = None;
    let mut actions = Vec::new();
    let mut action_lines = Vec::new();
    let mut position = None;
    let mut outcome = None;
    for (i, raw) in text.lines().enumerate() {
        let n = i + 1;
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if let Some(v) = line.strip_prefix("game:") {
            let v = v.trim();
            let kind = v.parse::<GameKind>().map_err(|e| {
                refused(n, "record.game-unknown", [("game", excerpt(v).into())], &e.to_string())
            })?;
            game = Some(kind);
        } else if let Some(v) = line.strip_prefix("start:") {
            start = Some((v.trim().to_string(), n));
        } else if let Some(v) = line.strip_prefix("position:") {
            position = Some((v.trim().to_string(), n));
        } else if let Some(v) = line.strip_prefix("result:") {
            outcome = Some(parse_result(n, v.trim(), game)?);
        } else if let Some((num, action)) = line.split_once(". ") {
            actions.push(parse_action(n, num, action, actions.len() + 1)?);
            action_lines.push(n);
        } else {
            let why = "expected 'game:', 'start:', 'N. action', 'position:' or 'result:'";
            return Err(refused(n, "record.unknown-line", [], why));
        }
    }
    let game = game.ok_or_else(|| missing("game"))?;
    let (start, start_line) = start.ok_or_else(|| missing("start"))?;
    let (position, position_line) = position.map_or((None, None), |(p, n)| (Some(p), Some(n)));
    Ok(Parsed {
        record: GameRecord { game, start, actions, position, outcome },
        start_line,
        action_lines,
        position_line,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use shuangcheng_engine::EndReason;

    #[test]
    fn round_trip() {
        let rec = GameRecord {
            game: GameKind::Generals,
            start: "s 0 r0=GN@c2".into(),
            actions: vec!["lead r".into(), "r0-c3".into(), "end".into()],
            position: Some("n 1 r0=GN@c3".into()),
            outcome: Some(Outcome::win(Side::Second, EndReason::RESIGNATION)),
        };
        assert_eq!(parse(&write(&rec)).unwrap().record, rec);
        let draw = GameRecord { outcome: Some(Outcome::draw(EndReason::DRAW_AGREED)), ..rec };
        assert_eq!(parse(&write(&draw)).unwrap().record, draw);
    }

    #[test]
    fn a_bad_record_is_refused_naming_its_line_and_what_is_wrong() {
        for (text, code, line) in [
            ("game: chess\nstart: x", "record.game-unknown", Some(1)),
            ("game: zhili\n", "record.missing", None),
            ("", "record.missing", None),
            ("game: zhili\nstart: x\n\n2. 5-3", "record.number", Some(4)),
            ("game: zhili\nstart: x\nhello", "record.unknown-line", Some(3)),
            ("game: zhili\nstart: x\nresult: first wins (because)", "record.result", Some(3)),
            ("game: zhili\nstart: x\n1.  ", "record.unknown-line", Some(3)),
            (
                "game: zhili\nstart: x\n1. 12345678901234567890123456789012345678901234567890123456789012345",
                "record.action",
                Some(3),
            ),
            ("game: zhili\nstart: x\n10001. 5-3", "record.too-many", Some(3)),
        ] {
            let e = parse(text).unwrap_err();
            let json = serde_json::to_value(&e).unwrap();
            assert_eq!(
                (json["kind"].as_str(), json["code"].as_str()),
                (Some("bad-request"), Some(code)),
                "{text:?}"
            );
            assert_eq!(json["params"]["line"].as_u64(), line.map(|n| n as u64), "{text:?}");
            assert!(RECORD_CODES.contains(&code));
        }
    }
}
