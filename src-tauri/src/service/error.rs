//! The one error type every command returns. A command that fails changes nothing.

use serde_json::{Map, Value};

/// What an error says beyond its kind: the engine's stable code with its named parameters (a
/// refused action, position or army), or the app's own message. The UI translates the code;
/// the message is English, for logs.
#[derive(Debug, Clone, PartialEq, Eq, specta::Type)]
pub struct Detail {
    code: Option<String>,
    params: Map<String, Value>,
    message: String,
}

impl Detail {
    /// An engine error, which serialises as `{ "code": …, "params": { … } }`.
    pub fn engine<E: serde::Serialize + std::fmt::Display>(e: &E) -> Detail {
        let (code, params) = match serde_json::to_value(e) {
            Ok(Value::Object(mut o)) => (
                o.remove("code").and_then(|c| c.as_str().map(str::to_string)),
                match o.remove("params") {
                    Some(Value::Object(p)) => p,
                    _ => Map::new(),
                },
            ),
            _ => (None, Map::new()),
        };
        Detail { code, params, message: e.to_string() }
    }

    /// The app's own `code` with its named parameters; `message` is English, for logs.
    pub fn with_params<const N: usize>(code: &str, params: [(&str, Value); N], message: String) -> Detail {
        let params = params.into_iter().map(|(k, v)| (k.to_string(), v)).collect();
        Detail { code: Some(code.to_string()), params, message }
    }

    /// The same detail about a game record's start position (`at: "start"` for the UI).
    pub fn at_start(mut self) -> Detail {
        self.message = format!("start: {}", self.message);
        self.params.insert("at".to_string(), Value::from("start"));
        self
    }

    /// The same detail about a game record's action `n`, from 1 (`at: n` for the UI).
    pub fn at_action(mut self, n: usize) -> Detail {
        self.message = format!("action {n}: {}", self.message);
        self.params.insert("at".to_string(), Value::from(n));
        self
    }

    /// The same detail about line `n` of a game record (`line: n` for the UI).
    pub fn on_line(mut self, n: usize) -> Detail {
        self.params.insert("line".to_string(), Value::from(n));
        self
    }

    /// A storage code (`storage.<code>`, with the code as its `problem`): a problem of the
    /// saves' file, or a save that does not replay.
    pub(crate) fn storage_code(code: &str, message: String) -> Detail {
        let mut params = Map::new();
        params.insert("problem".to_string(), Value::from(code));
        Detail { code: Some(format!("storage.{code}")), params, message }
    }

    /// The same detail, naming the file kept aside (`keptAt` for the UI).
    pub fn kept_at(mut self, path: &std::path::Path) -> Detail {
        self.params.insert("keptAt".to_string(), Value::from(path.display().to_string()));
        self
    }

    pub fn code(&self) -> Option<&str> {
        self.code.as_deref()
    }
}

/// The code of a saved game that does not replay (`storage.damaged-save`).
pub const DAMAGED_SAVE: &str = "damaged-save";

impl From<String> for Detail {
    fn from(message: String) -> Detail {
        Detail { code: None, params: Map::new(), message }
    }
}

impl From<&str> for Detail {
    fn from(message: &str) -> Detail {
        Detail::from(message.to_string())
    }
}

impl std::fmt::Display for Detail {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

/// A typed, serialisable error: the UI gets `{ kind, code, params, message }` (see
/// `docs/ipc.md`).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum AppError {
    /// No game (in memory or saved) has this id.
    #[error("unknown game '{0}'")]
    UnknownGame(String),
    /// The engine refused the action or the army.
    #[error("{0}")]
    IllegalAction(Detail),
    /// The request was made for a state that has moved on (`ply` mismatch).
    #[error("{0}")]
    Stale(String),
    /// A malformed or out-of-range payload, or a position the engine refused.
    #[error("{0}")]
    BadRequest(Detail),
    /// The game is over: nothing more can be played.
    #[error("the game is over")]
    GameOver,
    /// The side or seat to act is not a human one (the AI is to move).
    #[error("{0}")]
    NotYourTurn(String),
    /// Forbidden by the settings, the game's training rules or the mode (undo against the AI,
    /// a hint past the game's budget, a draw against the AI).
    #[error("{0}")]
    NotAllowed(Detail),
    /// The database failed (its problem as the code `storage.<problem>`, `saves::status`) or a
    /// save is damaged (`storage.damaged-save`).
    #[error("storage: {0}")]
    Storage(Detail),
    /// A bug on our side (a poisoned lock, a task that died); the game is reloaded from its save.
    #[error("internal error: {0}")]
    Internal(String),
}

impl AppError {
    /// A malformed or out-of-range request, said in English.
    pub fn bad_request(message: impl Into<String>) -> AppError {
        AppError::BadRequest(Detail::from(message.into()))
    }

    /// A call whose `field` (a path such as `options.seats[0].kind`) is missing or does not fit
    /// its command's type: `why` says how, in English (for the log).
    pub fn malformed(field: String, why: &str) -> AppError {
        let message = format!("malformed request: '{field}': {why}");
        AppError::BadRequest(Detail::with_params("request.field", [("field", field.into())], message))
    }

    /// A saved game that cannot be played back as it was saved.
    pub fn damaged_save(why: impl std::fmt::Display) -> AppError {
        AppError::Storage(Detail::storage_code(DAMAGED_SAVE, why.to_string()))
    }

    /// Saved game `id` does not read back as it was saved, and why.
    pub fn damaged_game(id: &str, why: impl std::fmt::Display) -> AppError {
        AppError::damaged_save(format!("saved game {id} is damaged: {why}"))
    }

    /// The stable code the UI switches on.
    pub fn kind(&self) -> ErrorKind {
        match self {
            AppError::UnknownGame(_) => ErrorKind::UnknownGame,
            AppError::IllegalAction(_) => ErrorKind::IllegalAction,
            AppError::Stale(_) => ErrorKind::Stale,
            AppError::BadRequest(_) => ErrorKind::BadRequest,
            AppError::GameOver => ErrorKind::GameOver,
            AppError::NotYourTurn(_) => ErrorKind::NotYourTurn,
            AppError::NotAllowed(_) => ErrorKind::NotAllowed,
            AppError::Storage(_) => ErrorKind::Storage,
            AppError::Internal(_) => ErrorKind::Internal,
        }
    }

    fn detail(&self) -> Option<&Detail> {
        match self {
            AppError::IllegalAction(d)
            | AppError::BadRequest(d)
            | AppError::NotAllowed(d)
            | AppError::Storage(d) => Some(d),
            _ => None,
        }
    }
}

/// An [`AppError`]'s kind, as the UI receives it (`kind`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, specta::Type)]
#[serde(rename_all = "kebab-case")]
pub enum ErrorKind {
    UnknownGame,
    IllegalAction,
    Stale,
    BadRequest,
    GameOver,
    NotYourTurn,
    NotAllowed,
    Storage,
    Internal,
}

impl ErrorKind {
    /// Its name on the wire (`bad-request`), which is also the code of an error that has none
    /// of its own.
    pub fn as_str(self) -> &'static str {
        match self {
            ErrorKind::UnknownGame => "unknown-game",
            ErrorKind::IllegalAction => "illegal-action",
            ErrorKind::Stale => "stale",
            ErrorKind::BadRequest => "bad-request",
            ErrorKind::GameOver => "game-over",
            ErrorKind::NotYourTurn => "not-your-turn",
            ErrorKind::NotAllowed => "not-allowed",
            ErrorKind::Storage => "storage",
            ErrorKind::Internal => "internal",
        }
    }
}

impl PartialEq<&str> for ErrorKind {
    fn eq(&self, other: &&str) -> bool {
        self.as_str() == *other
    }
}

impl std::fmt::Display for ErrorKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// An [`AppError`] as the UI receives it: `{ kind, code, params, message }`.
#[derive(serde::Serialize, specta::Type)]
#[serde(rename = "AppError")]
struct WireError {
    kind: ErrorKind,
    /// The engine's or the app's code, which the UI translates; else the kind.
    code: String,
    params: Map<String, Value>,
    /// English, one line, bounded (for logs).
    message: String,
}

impl serde::Serialize for AppError {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let detail = self.detail();
        WireError {
            kind: self.kind(),
            code: detail.and_then(Detail::code).unwrap_or(self.kind().as_str()).to_string(),
            params: detail.map(|d| d.params.clone()).unwrap_or_default(),
            // One line, bounded, whatever an underlying message quoted.
            message: super::quote::one_line(&self.to_string(), super::quote::MESSAGE_MAX),
        }
        .serialize(s)
    }
}

impl specta::Type for AppError {
    fn definition(types: &mut specta::Types) -> specta::datatype::DataType {
        WireError::definition(types)
    }
}

impl From<shuangcheng_engine::ActionError> for AppError {
    fn from(e: shuangcheng_engine::ActionError) -> Self {
        match e {
            shuangcheng_engine::ActionError::GameOver => AppError::GameOver,
            other => AppError::IllegalAction(Detail::engine(&other)),
        }
    }
}

impl From<shuangcheng_engine::PositionError> for AppError {
    fn from(e: shuangcheng_engine::PositionError) -> Self {
        AppError::BadRequest(Detail::engine(&e))
    }
}

/// A setup the rules refuse is an illegal action with the game's own code (Generals'
/// `army.*`); a preset the game lacks, or units not in its form, a bad request.
impl From<shuangcheng_engine::SetupError> for AppError {
    fn from(e: shuangcheng_engine::SetupError) -> Self {
        match e {
            shuangcheng_engine::SetupError::Refused(refusal) => {
                AppError::IllegalAction(Detail::engine(&refusal))
            }
            other => AppError::bad_request(other.to_string()),
        }
    }
}

pub type AppResult<T> = Result<T, AppError>;

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;
    use shuangcheng_engine::zhili::Zhili;
    use shuangcheng_engine::Position;

    #[test]
    fn engine_errors_go_on_the_wire_with_their_code_and_parameters() {
        let e: AppError = Zhili::start().parse_action("9-8").unwrap_err().into();
        assert_eq!(
            serde_json::to_value(&e).unwrap(),
            json!({ "kind": "illegal-action", "code": "action-illegal", "params": { "action": "9-8" },
                    "message": "illegal action '9-8'" })
        );
        let e: AppError = "bbb r 0".parse::<Zhili>().unwrap_err().into();
        let wire = serde_json::to_value(&e).unwrap();
        assert_eq!(
            (wire["kind"].as_str(), wire["code"].as_str()),
            (Some("bad-request"), Some("zhili.point-count"))
        );
        assert_eq!(wire["params"], json!({ "found": 3, "points": 11 }), "the refusal sends Z8's point count");
        let e = AppError::BadRequest(Detail::engine(&"x".parse::<Zhili>().unwrap_err()).at_action(3));
        assert_eq!(serde_json::to_value(&e).unwrap()["params"]["at"], 3);
        assert!(e.to_string().starts_with("action 3: invalid position: "), "{e}");
    }

    #[test]
    fn each_kind_is_sent_by_its_name() {
        use ErrorKind::*;
        for kind in [
            UnknownGame,
            IllegalAction,
            Stale,
            BadRequest,
            GameOver,
            NotYourTurn,
            NotAllowed,
            Storage,
            Internal,
        ] {
            assert_eq!(serde_json::to_value(kind).unwrap(), kind.as_str());
        }
    }

    #[test]
    fn app_errors_use_their_kind_as_the_code() {
        let wire = serde_json::to_value(AppError::Stale("the game is at ply 3, not 2".into())).unwrap();
        assert_eq!(
            wire,
            json!({ "kind": "stale", "code": "stale", "params": {}, "message": "the game is at ply 3, not 2" })
        );
    }
}
