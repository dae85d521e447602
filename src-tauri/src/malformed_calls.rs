//! Every command, called through Tauri's own IPC (its mock runtime, no window), with each of its
//! arguments of the wrong type: each answers the one `bad-request` naming that argument, and
//! nothing the player has changes. The commands and their arguments come from their own
//! descriptions (`bindings::described`), so a new command is walked without being listed here.

use std::sync::Arc;

use serde_json::{json, Value};
use specta::datatype::{DataType, Primitive};
use tauri::ipc::{CallbackFn, InvokeBody};
use tauri::test::{get_ipc_response, mock_builder, mock_context, noop_assets, MockRuntime, INVOKE_KEY};
use tauri::webview::InvokeRequest;
use tauri::{WebviewWindow, WebviewWindowBuilder};

use crate::bindings::{camel, described};
use crate::commands;
use crate::service::{EventQueue, NoEvents, Service};

fn app(svc: &Service) -> (tauri::App<MockRuntime>, WebviewWindow<MockRuntime>) {
    let app = mock_builder()
        .manage(svc.clone())
        .manage(Arc::new(EventQueue::new()))
        .invoke_handler(with_commands!(handler))
        .build(mock_context(noop_assets()))
        .expect("the mock app");
    let webview = WebviewWindowBuilder::new(&app, "main", Default::default()).build().expect("a webview");
    (app, webview)
}

/// The command's answer, or its error as the page receives it.
fn invoke(webview: &WebviewWindow<MockRuntime>, cmd: &str, args: Value) -> Result<Value, Value> {
    let request = InvokeRequest {
        cmd: cmd.into(),
        callback: CallbackFn(0),
        error: CallbackFn(1),
        url: "tauri://localhost".parse().expect("a url"),
        body: InvokeBody::Json(args),
        headers: Default::default(),
        invoke_key: INVOKE_KEY.to_string(),
    };
    get_ipc_response(webview, request).map(|body| body.deserialize().expect("JSON"))
}

/// The field a `bad-request` names, if the answer is one.
fn field_named(answer: &Result<Value, Value>) -> Option<&str> {
    let err = answer.as_ref().err()?;
    (err["kind"] == "bad-request" && err["code"] == "request.field")
        .then(|| err["params"]["field"].as_str())?
}

/// What the player has: the saves, the game's position and clock, the settings, the statistics.
fn everything(svc: &Service, game: &str) -> Value {
    let snap = svc.snapshot(game).expect("the game");
    json!({
        "saves": serde_json::to_value(svc.list_saves().expect("the saves")).expect("JSON"),
        "game": [snap.board.position, snap.history.len(), snap.clock.remaining_ms, snap.phase.as_str()],
        "settings": serde_json::to_value(svc.settings().get()).expect("JSON"),
        "statistics": serde_json::to_value(svc.statistics().lines().expect("the statistics")).expect("JSON"),
    })
}

/// Values some argument of some command takes: an argument before the one under test is given
/// the first of them it accepts (found by asking), so the call reaches the one under test.
const ACCEPTED: [fn() -> Value; 6] = [
    || json!("x"),
    || json!(0),
    || json!([]),
    || json!("first"),
    || json!("svg"),
    || json!(shuangcheng_engine::GameKind::ALL[0].id()),
];

#[test]
fn every_argument_of_the_wrong_type_is_one_bad_request_naming_it_and_changes_nothing() {
    let svc = Service::in_memory(None, Arc::new(NoEvents), tauri::async_runtime::handle().inner().clone());
    let (_app, webview) = app(&svc);
    let game = invoke(
        &webview,
        "new_game",
        json!({ "options": { "game": "zhili", "mode": "pass-and-play", "seats": [{ "kind": "human" }, { "kind": "human" }], "timerSecs": null } }),
    )
    .expect("a new game");
    let game = game["id"].as_str().expect("its id").to_string();
    let before = everything(&svc, &game);
    let (_, functions) = described();
    let mut walked = 0;
    for f in &functions {
        let args: Vec<String> = f.args().iter().map(|(name, _)| camel(name)).collect();
        let flags: Vec<bool> =
            f.args().iter().map(|(_, ty)| matches!(ty, DataType::Primitive(Primitive::bool))).collect();
        let mut given = serde_json::Map::new();
        for (i, arg) in args.iter().enumerate() {
            // Of the wrong type: `true`, or a string for a flag.
            let wrong = if flags[i] { json!("yes") } else { json!(true) };
            let mut call = given.clone();
            call.insert(arg.clone(), wrong.clone());
            let answer = invoke(&webview, f.name(), Value::Object(call));
            assert_eq!(field_named(&answer), Some(arg.as_str()), "{}({arg}: {wrong}): {answer:?}", f.name());
            walked += 1;
            if i + 1 < args.len() {
                let accepted = ACCEPTED.iter().map(|v| v()).find(|v| {
                    let mut call = given.clone();
                    call.insert(arg.clone(), v.clone());
                    field_named(&invoke(&webview, f.name(), Value::Object(call))) != Some(arg.as_str())
                });
                let accepted = accepted.unwrap_or_else(|| panic!("{}: no value found for '{arg}'", f.name()));
                given.insert(arg.clone(), accepted);
            }
        }
    }
    assert!(walked >= 60, "every argument of every command was sent wrong: {walked}");
    assert_eq!(everything(&svc, &game), before, "no malformed call changed anything");
}

#[test]
fn a_missing_argument_a_nested_field_and_an_unknown_game_are_named() {
    let svc = Service::in_memory(None, Arc::new(NoEvents), tauri::async_runtime::handle().inner().clone());
    let (_app, webview) = app(&svc);
    assert_eq!(field_named(&invoke(&webview, "act", json!({ "action": "5-3", "ply": 0 }))), Some("gameId"));
    let seats = json!({ "options": { "game": "zhili", "mode": "vs-ai", "seats": [{ "kind": 7 }] } });
    assert_eq!(field_named(&invoke(&webview, "new_game", seats)), Some("options.seats[0].kind"));
    let err = invoke(&webview, "snapshot", json!({ "gameId": "no-such-game" })).unwrap_err();
    assert_eq!((err["kind"].as_str(), err["code"].as_str()), (Some("unknown-game"), Some("unknown-game")));
    assert_eq!(svc.list_saves().expect("the saves").len(), 0);
}
