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

use shuangcheng_engine::{EndReason, GameKind, Outcome, Side};

use super::error::AppError;

/// The largest record `import_game` reads (1 MiB), and the most actions in it.
pub const MAX_RECORD_BYTES: usize = 1 << 20;
pub const MAX_RECORD_ACTIONS: usize = 10_000;

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

fn reason_code(r: EndReason) -> String {
    serde_json::to_value(r).ok().and_then(|v| v.as_str().map(str::to_string)).unwrap_or_default()
}

fn parse_reason(s: &str) -> Option<EndReason> {
    serde_json::from_value(serde_json::Value::String(s.to_string())).ok()
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
            Some(w) => out.push_str(&format!("result: {} wins ({})\n", w.name(), reason_code(o.reason))),
            None => out.push_str(&format!("result: draw ({})\n", reason_code(o.reason))),
        }
    }
    out
}

pub fn parse(text: &str) -> Result<GameRecord, AppError> {
    let bad = |line: usize, why: &str| AppError::bad_request(format!("game record line {line}: {why}"));
    if text.len() > MAX_RECORD_BYTES {
        return Err(AppError::bad_request(format!(
            "the game record is {} bytes; the most that can be imported is {MAX_RECORD_BYTES} (1 MiB)",
            text.len()
        )));
    }
    let mut game = None;
    let mut start = None;
    let mut actions = Vec::new();
    let mut position = None;
    let mut outcome = None;
    for (i, raw) in text.lines().enumerate() {
        let n = i + 1;
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if let Some(v) = line.strip_prefix("game:") {
            game = Some(v.trim().parse::<GameKind>().map_err(|e| bad(n, &e.to_string()))?);
        } else if let Some(v) = line.strip_prefix("start:") {
            start = Some(v.trim().to_string());
        } else if let Some(v) = line.strip_prefix("position:") {
            position = Some(v.trim().to_string());
        } else if let Some(v) = line.strip_prefix("result:") {
            let v = v.trim();
            let (who, rest) = v.split_once(' ').ok_or_else(|| bad(n, "expected 'first wins (reason)'"))?;
            let reason = rest
                .trim_start_matches("wins")
                .trim()
                .strip_prefix('(')
                .and_then(|r| r.strip_suffix(')'))
                .and_then(parse_reason)
                .ok_or_else(|| bad(n, "unknown result reason"))?;
            outcome = Some(match who {
                "first" => Outcome::win(Side::First, reason),
                "second" => Outcome::win(Side::Second, reason),
                "draw" => Outcome::draw(reason),
                _ => return Err(bad(n, "result must be 'first wins', 'second wins' or 'draw'")),
            });
        } else if let Some((num, action)) = line.split_once(". ") {
            let k: usize = num.parse().map_err(|_| bad(n, "expected 'N. action'"))?;
            if k > MAX_RECORD_ACTIONS {
                return Err(bad(n, &format!("more than {MAX_RECORD_ACTIONS} actions")));
            }
            if k != actions.len() + 1 {
                return Err(bad(n, &format!("expected action number {}", actions.len() + 1)));
            }
            let action = action.trim();
            if action.is_empty() || action.len() > 64 {
                return Err(bad(n, "empty or overlong action"));
            }
            actions.push(action.to_string());
        } else {
            return Err(bad(n, "expected 'game:', 'start:', 'N. action', 'position:' or 'result:'"));
        }
    }
    let game = game.ok_or_else(|| AppError::bad_request("game record has no 'game:' line"))?;
    let start = start.ok_or_else(|| AppError::bad_request("game record has no 'start:' line"))?;
    Ok(GameRecord { game, start, actions, position, outcome })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip() {
        let rec = GameRecord {
            game: GameKind::Generals,
            start: "s 0 r0=GN@c2".into(),
            actions: vec!["lead r".into(), "r0-c3".into(), "end".into()],
            position: Some("n 1 r0=GN@c3".into()),
            outcome: Some(Outcome::win(Side::Second, EndReason::Resignation)),
        };
        assert_eq!(parse(&write(&rec)).unwrap(), rec);
        let draw = GameRecord { outcome: Some(Outcome::draw(EndReason::DrawAgreed)), ..rec };
        assert_eq!(parse(&write(&draw)).unwrap(), draw);
    }

    #[test]
    fn rejects_bad_records() {
        for text in [
            "",
            "game: chess\nstart: x",
            "game: zhili\n",
            "game: zhili\nstart: x\n2. 5-3",
            "game: zhili\nstart: x\nhello",
            "game: zhili\nstart: x\nresult: first wins (because)",
        ] {
            assert!(matches!(parse(text), Err(AppError::BadRequest(_))), "{text:?}");
        }
    }
}
