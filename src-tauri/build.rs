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
//! - The desktop Linux app's release build is linked by GNU gold with identical code folding
//!   (`--icf=all`: functions whose code is the same are kept once), for issue 22's 7 MB. rust-lld
//!   and mold fold the code as well but keep 87 KB more exception tables, 74 KB more in all
//!   (docs/performance.md, "What the binary holds"). Debug builds link as before; so does a
//!   release build on a machine without `ld.gold`, with a warning.

include!("src/command_list.rs");

fn main() {
    let linux_x86_64 = std::env::var("TARGET").is_ok_and(|t| t == "x86_64-unknown-linux-gnu");
    if linux_x86_64 && std::env::var("PROFILE").is_ok_and(|p| p == "release") {
        let gold =
            std::process::Command::new("ld.gold").arg("--version").output().is_ok_and(|o| o.status.success());
        if gold {
            println!("cargo:rustc-link-arg-bins=-fuse-ld=gold");
            println!("cargo:rustc-link-arg-bins=-Wl,--icf=all");
        } else {
            println!("cargo:warning=no ld.gold (Debian: binutils, or binutils-gold since Debian 13): the app is linked without code folding, about 110 KB larger");
        }
    }
    let attributes = tauri_build::Attributes::new()
        .app_manifest(tauri_build::AppManifest::new().commands(COMMANDS))
        .codegen(tauri_build::CodegenContext::new());
    if let Err(e) = tauri_build::try_build(attributes) {
        panic!("tauri-build failed: {e:#}");
    }
}
