//! The IPC commands are written once, in `src-tauri/src/command_list.rs` (`COMMANDS`): `run()`
//! registers them and `build.rs` makes their permissions from that list. Everything else that
//! names them is checked against it here: the capabilities, the commands' functions, the UI's
//! `api.js` and `docs/ipc.md`. A failure names what is missing or left over.

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
fn the_capabilities_grant_the_commands_and_event_listening_only() {
    let caps: serde_json::Value = serde_json::from_str(&read("src-tauri/capabilities/main.json")).unwrap();
    let granted: Vec<&str> =
        caps["permissions"].as_array().unwrap().iter().filter_map(|p| p.as_str()).collect();
    let (core, app): (Vec<&str>, Vec<&str>) = granted.into_iter().partition(|p| p.starts_with("core:"));
    assert_eq!(core, ["core:event:allow-listen", "core:event:allow-unlisten"]);
    let expected: Vec<String> = COMMANDS.iter().map(|c| format!("allow-{}", c.replace('_', "-"))).collect();
    assert_eq!(app, expected, "capabilities/main.json grants the commands of command_list.rs, in its order");
}

#[test]
fn each_command_is_a_guarded_function_of_its_name() {
    let source = read("src-tauri/src/commands.rs");
    let bodies: Vec<&str> = source.split("#[tauri::command]\n").skip(1).collect();
    let mut names = BTreeSet::new();
    for body in bodies {
        let name = all_between(body, "pub async fn ", '(')[0];
        let label = format!("(\"{name}\"");
        assert!(
            body.contains(&format!("guarded{label}")) || body.contains(&format!("guarded_task{label}")),
            "{name}: its guard names it"
        );
        names.insert(name.to_string());
    }
    assert_eq!(names, commands(), "commands.rs has one #[tauri::command] per listed command");
}

#[test]
fn build_rs_makes_the_permissions_from_the_list() {
    let build = read("src-tauri/build.rs");
    assert!(build.contains("include!(\"src/command_list.rs\")"), "build.rs includes the list");
    assert!(build.contains(".commands(COMMANDS)"), "build.rs passes it to the app manifest");
}

#[test]
fn api_js_calls_each_command() {
    let api = read("ui/js/api.js");
    let called: Vec<&str> = all_between(&api, "call('", '\'');
    let unique: BTreeSet<String> = called.iter().map(|c| c.to_string()).collect();
    assert_eq!(unique.len(), called.len(), "api.js calls each command from one place: {called:?}");
    assert_eq!(unique, commands(), "api.js calls exactly the listed commands");
}

#[test]
fn docs_ipc_md_documents_each_command() {
    let doc = read("docs/ipc.md");
    let section = doc.split("\n## Commands\n").nth(1).expect("docs/ipc.md has a Commands section");
    let section = section.split("\n## ").next().unwrap_or(section);
    // The table's first column names the commands of a row: `undo` / `redo`.
    let documented: BTreeSet<String> = section
        .lines()
        .filter(|l| l.starts_with("| `"))
        .flat_map(|l| l.split(" | ").next().unwrap_or("").split('`').skip(1).step_by(2).map(str::to_string))
        .collect();
    assert_eq!(documented, commands(), "docs/ipc.md's command table lists exactly the commands");
}
