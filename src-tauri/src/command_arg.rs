//! A command's argument, typed: the UI's JSON for it is read into `T`, and a payload that does
//! not fit (a field missing or of the wrong type) is the one `bad-request` error, coded
//! `request.field` with the field's path, in the error shape every command answers with.
//! Tauri's own reading of an argument would answer an English string instead.

use serde::de::DeserializeOwned;
use serde_json::Value;
use specta::datatype::DataType;
use specta::{Type, Types};
use tauri::ipc::{CommandArg, CommandItem, InvokeBody, InvokeError};
use tauri::Runtime;

use crate::service::AppError;

/// The argument of a command of that name (its camelCase key), read into `T`.
pub struct Arg<T>(pub T);

impl<T> Arg<T> {
    pub fn into_inner(self) -> T {
        self.0
    }
}

impl<T> std::ops::Deref for Arg<T> {
    type Target = T;
    fn deref(&self) -> &T {
        &self.0
    }
}

impl<'de, R: Runtime, T: DeserializeOwned> CommandArg<'de, R> for Arg<T> {
    fn from_command(command: CommandItem<'de, R>) -> Result<Self, InvokeError> {
        let args = match command.message.payload() {
            InvokeBody::Json(args) => Some(args),
            InvokeBody::Raw(_) => None,
        };
        read(command.key, args).map(Arg).map_err(InvokeError::from)
    }
}

/// In the generated bindings an `Arg<T>` is a `T`.
impl<T: Type> Type for Arg<T> {
    fn definition(types: &mut Types) -> DataType {
        T::definition(types)
    }
}

/// Reads the argument `key` of a call's arguments `args` (`None`: not a JSON object). An
/// absent key reads as `null`, which an optional argument takes as absent.
pub fn read<T: DeserializeOwned>(key: &str, args: Option<&Value>) -> Result<T, AppError> {
    let Some(Value::Object(args)) = args else {
        return Err(AppError::malformed(key.to_string(), "the arguments are not a JSON object"));
    };
    let value = args.get(key).unwrap_or(&Value::Null);
    serde_path_to_error::deserialize(value).map_err(|e| {
        let inner = e.path().to_string();
        let field = if inner == "." { key.to_string() } else { format!("{key}.{inner}") };
        let why = if args.contains_key(key) { e.inner().to_string() } else { "missing".to_string() };
        AppError::malformed(field, &why)
    })
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;
    use crate::service::NewGameOptions;

    fn field(e: AppError) -> String {
        let wire = serde_json::to_value(&e).unwrap();
        assert_eq!(
            (wire["kind"].as_str(), wire["code"].as_str()),
            (Some("bad-request"), Some("request.field"))
        );
        wire["params"]["field"].as_str().unwrap().to_string()
    }

    #[test]
    fn a_missing_or_wrong_typed_argument_is_named() {
        assert_eq!(field(read::<String>("gameId", Some(&json!({}))).unwrap_err()), "gameId");
        assert_eq!(field(read::<usize>("ply", Some(&json!({ "ply": "3" }))).unwrap_err()), "ply");
        assert_eq!(field(read::<usize>("ply", Some(&json!({ "ply": -1 }))).unwrap_err()), "ply");
        assert_eq!(field(read::<String>("gameId", None).unwrap_err()), "gameId");
        assert_eq!(read::<usize>("ply", Some(&json!({ "ply": 3 }))).unwrap(), 3);
    }

    #[test]
    fn a_nested_field_is_named_by_its_path() {
        let options = json!({ "options": { "game": "zhili", "mode": "vs-ai", "seats": [{ "kind": 5 }] } });
        let e = read::<NewGameOptions>("options", Some(&options)).unwrap_err();
        assert_eq!(field(e), "options.seats[0].kind");
    }

    #[test]
    fn an_optional_argument_may_be_absent_or_null_but_not_of_another_type() {
        assert_eq!(read::<Option<String>>("pin", Some(&json!({}))).unwrap(), None);
        assert_eq!(read::<Option<String>>("pin", Some(&json!({ "pin": null }))).unwrap(), None);
        assert_eq!(field(read::<Option<String>>("pin", Some(&json!({ "pin": 1234 }))).unwrap_err()), "pin");
    }
}
