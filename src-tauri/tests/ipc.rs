//! The IPC commands are written once, in `src-tauri/src/command_list.rs` (`COMMANDS`): `run()`
//! registers them, `build.rs` makes their permissions and the bindings test the UI's
//! `commands.js` from that list. Everything else that names them is checked against it here:
//! the permissions tauri-build generated, the capabilities, the commands' functions and the
//! generated `commands.js`, which is the commands' reference (`docs/ipc.md` points to it rather
//! than listing them). A failure names what is missing or left over.

use std::collections::BTreeSet;
use std::path::Path;

use shuangcheng_lib::COMMANDS;

fn read(path: &str) -> String {
    let full = Path::new(env!("CARGO_MANIFEST_DIR")).join(path);
    std::fs::read_to_string(&full).unwrap_or_else(|e| panic!("{}: {e}", full.display()))
}

fn commands() -> BTreeSet<String> {
    COMMANDS.iter().map(|c| c.to_string()).collect()
}

/// Each piece of `text` that follows `start` up to the next `end`.
fn all_between<'a>(text: &'a str, start: &str, end: char) -> Vec<&'a str> {
    text.split(start).skip(1).filter_map(|rest| rest.split(end).next()).collect()
}

#[test]
fn the_list_has_each_command_once() {
    assert_eq!(commands().len(), COMMANDS.len(), "{COMMANDS:?}");
}

#[test]
fn the_capabilities_grant_the_commands_only() {
    let caps: serde_json::Value = serde_json::from_str(&read("capabilities/main.json")).unwrap();
    let granted: Vec<&str> =
        caps["permissions"].as_array().unwrap().iter().filter_map(|p| p.as_str()).collect();
    let (core, app): (Vec<&str>, Vec<&str>) = granted.into_iter().partition(|p| p.starts_with("core:"));
    // Not even Tauri's events: the core's come through a command (next_events).
    assert_eq!(core, Vec::<&str>::new());
    let expected: Vec<String> = COMMANDS.iter().map(|c| format!("allow-{}", c.replace('_', "-"))).collect();
    assert_eq!(app, expected, "capabilities/main.json grants the commands of command_list.rs, in its order");
}

#[test]
fn each_command_is_a_guarded_function_of_its_name() {
    let source = read("src-tauri/src/commands.rs");
    // Each describes itself for the generated bindings too.
    let bodies: Vec<&str> = source.split("#[tauri::command]\n#[specta::specta]\n").skip(1).collect();
    assert_eq!(
        source.matches("#[tauri::command]\n").count(),
        bodies.len(),
        "every command has #[specta::specta]"
    );
    let mut names = BTreeSet::new();
    for body in bodies {
        let name = all_between(body, "pub async fn ", '(')[0].split('<').next().unwrap_or_default();
        let label = format!("(\"{name}\"");
        assert!(
            body.contains(&format!("guarded{label}")) || body.contains(&format!("guarded_task{label}")),
            "{name}: its guard names it"
        );
        names.insert(name.to_string());
    }
    assert_eq!(names, commands(), "commands.rs has one #[tauri::command] per listed command");
}

/// The ACL manifests tauri-build wrote when it built this crate (`gen/schemas/`, rewritten on
/// every build of the app): the app's own manifest and the core's, by name.
fn acl_manifests() -> serde_json::Value {
    serde_json::from_str(&read("gen/schemas/acl-manifests.json")).expect("gen/schemas/acl-manifests.json")
}

#[test]
fn tauri_build_generated_one_permission_per_listed_command() {
    let manifests = acl_manifests();
    let app = manifests["__app-acl__"]["permissions"].as_object().expect("the app's own permissions");
    // Each command gets `allow-<command>` and `deny-<command>`, naming only that command.
    let mut generated = BTreeSet::new();
    for (id, permission) in app {
        let (verb, list) = if id.starts_with("deny-") { ("deny", "deny") } else { ("allow", "allow") };
        let named: Vec<&str> =
            permission["commands"][list].as_array().unwrap().iter().filter_map(|c| c.as_str()).collect();
        assert_eq!(named.len(), 1, "{id} names one command: {named:?}");
        assert_eq!(*id, format!("{verb}-{}", named[0].replace('_', "-")), "{id} is named for its command");
        generated.insert((verb, named[0].to_string()));
    }
    let expected: BTreeSet<(&str, String)> =
        commands().into_iter().flat_map(|c| [("allow", c.clone()), ("deny", c)]).collect();
    assert_eq!(generated, expected, "the generated permissions cover exactly command_list.rs");
}

/// Tauri's name of the platform this test runs on, as capabilities list it.
fn this_platform() -> &'static str {
    match std::env::consts::OS {
        "macos" => "macOS",
        os => os,
    }
}

#[test]
fn every_permission_granted_here_exists_in_the_generated_manifests() {
    let manifests = acl_manifests();
    let mut checked = Vec::new();
    for file in ["main.json", "mobile.json", "android.json"] {
        let caps: serde_json::Value = serde_json::from_str(&read(&format!("capabilities/{file}"))).unwrap();
        // A phone's capability names plugins that only a phone build compiles and lists.
        if let Some(platforms) = caps["platforms"].as_array() {
            if !platforms.iter().any(|p| p.as_str() == Some(this_platform())) {
                continue;
            }
        }
        for granted in caps["permissions"].as_array().unwrap().iter().filter_map(|p| p.as_str()) {
            // `core:app:allow-register-listener` lives in the `core:app` manifest; `allow-act` in the app's.
            let (plugin, id) = granted.rsplit_once(':').unwrap_or(("__app-acl__", granted));
            let permission = &manifests[plugin]["permissions"][id];
            assert!(permission.is_object(), "{file} grants {granted}, which no manifest defines");
        }
        checked.push(file);
    }
    assert!(checked.contains(&"main.json"), "the main window's capability applies everywhere: {checked:?}");
}

#[test]
fn the_generated_commands_js_calls_each_command() {
    let api = read("ui/js/commands.js");
    let called: Vec<&str> = all_between(&api, "call('", '\'');
    let unique: BTreeSet<String> = called.iter().map(|c| c.to_string()).collect();
    assert_eq!(unique.len(), called.len(), "commands.js calls each command from one place: {called:?}");
    assert_eq!(unique, commands(), "commands.js calls exactly the listed commands");
}
