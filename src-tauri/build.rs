//! Tauri's build step. The app package is the top-level `Cargo.toml`, so tauri-build finds
//! `tauri.conf.json` beside it; the app's sources, and so its capabilities, stay under
//! `src-tauri/`.
//!
//! - `capabilities_path_pattern`: the capabilities live in `src-tauri/capabilities/`, not in
//!   the package's own `capabilities/`; a custom path needs its own rerun-if-changed.
//! - `codegen`: the app context (config, embedded `ui/` assets, ACL) is generated here rather
//!   than by `generate_context!`, so edits under `ui/` re-embed on the next `cargo build`.
//! - `app_manifest`: the app's own commands (`src/command_list.rs`, their one list), so
//!   `allow-<command>` permissions are generated and `capabilities/main.json` can grant
//!   exactly these.

include!("src/command_list.rs");

fn main() {
    println!("cargo:rerun-if-changed=src-tauri/capabilities");
    let attributes = tauri_build::Attributes::new()
        .capabilities_path_pattern("src-tauri/capabilities/**/*")
        .app_manifest(tauri_build::AppManifest::new().commands(COMMANDS))
        .codegen(tauri_build::CodegenContext::new());
    if let Err(e) = tauri_build::try_build(attributes) {
        panic!("tauri-build failed: {e:#}");
    }
}
