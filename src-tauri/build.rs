//! Tauri's build step. The app package is the top-level `Cargo.toml`, so tauri-build finds
//! `tauri.conf.json` beside it; the app's sources stay under `src-tauri/`.
//!
//! - The capabilities are in `capabilities/`, beside `tauri.conf.json`, where tauri-build looks
//!   by default and where the plugins' build scripts look when `removeUnusedCommands` has
//!   `npx tauri build` set `REMOVE_UNUSED_COMMANDS` to the config's folder: each plugin then
//!   keeps exactly the commands they grant (docs/performance.md, "What the binary holds").
//! - `codegen`: the app context (config, embedded `ui/` assets, ACL) is generated here rather
//!   than by `generate_context!`, so edits under `ui/` re-embed on the next `cargo build`.
//! - `app_manifest`: the app's own commands (`src/command_list.rs`, their one list), so
//!   `allow-<command>` permissions are generated and `capabilities/main.json` can grant
//!   exactly these.

include!("src/command_list.rs");

fn main() {
    let attributes = tauri_build::Attributes::new()
        .app_manifest(tauri_build::AppManifest::new().commands(COMMANDS))
        .codegen(tauri_build::CodegenContext::new());
    if let Err(e) = tauri_build::try_build(attributes) {
        panic!("tauri-build failed: {e:#}");
    }
}
