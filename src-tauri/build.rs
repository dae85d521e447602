//! Tauri's build step, pointed at the workspace's top-level `tauri.conf.json`.
//!
//! - `config_path`: the config lives at the top of the repository (the spec fixes the layout);
//!   tauri-build reads it from there and re-runs when it changes.
//! - `codegen`: the app context (config, embedded `ui/` assets, ACL) is generated here rather
//!   than by `generate_context!`, so edits under `ui/` re-embed on the next `cargo build`.
//! - `app_manifest`: the app's own commands, so `allow-<command>` permissions are generated and
//!   `capabilities/main.json` can grant exactly these.

const COMMANDS: &[&str] = &[
    "catalog",
    "storage_notice",
    "new_game",
    "snapshot",
    "act",
    "undo",
    "redo",
    "hint",
    "resign",
    "agree_draw",
    "rematch",
    "list_saves",
    "resume_game",
    "delete_game",
    "pause",
    "get_settings",
    "set_settings",
    "export_game",
    "import_game",
    "generals_presets",
    "validate_army",
    "submit_army",
];

fn main() {
    let attributes = tauri_build::Attributes::new()
        .config_path("../tauri.conf.json")
        .app_manifest(tauri_build::AppManifest::new().commands(COMMANDS))
        .codegen(tauri_build::CodegenContext::new());
    if let Err(e) = tauri_build::try_build(attributes) {
        panic!("tauri-build failed: {e:#}");
    }
}
