//! The engine's data files — each game's lessons (`lessons/<game>.toml`), rules page
//! (`rules/<game>.toml`) and texts (`texts/<game>.toml`) — written in TOML for people and compiled in as JSON (`OUT_DIR`), which
//! the engine reads with serde_json, a parser the app links anyway: the binary carries no TOML
//! parser (docs/performance.md, "What the binary holds"), and a file that is not valid TOML
//! fails the build.

use std::path::{Path, PathBuf};
use std::{env, fs};

fn main() {
    let out = PathBuf::from(env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    for folder in ["lessons", "rules", "texts"] {
        println!("cargo::rerun-if-changed={folder}");
        fs::create_dir_all(out.join(folder)).expect("OUT_DIR is writable");
        let mut files: Vec<PathBuf> = fs::read_dir(folder)
            .unwrap_or_else(|e| panic!("{folder}/: {e}"))
            .map(|entry| entry.expect("a readable folder").path())
            .filter(|path| path.extension().is_some_and(|ext| ext == "toml"))
            .collect();
        files.sort();
        for file in files {
            fs::write(
                out.join(folder).join(file.with_extension("json").file_name().expect("a file")),
                as_json(&file),
            )
            .expect("OUT_DIR is writable");
        }
    }
}

fn as_json(file: &Path) -> String {
    let text = fs::read_to_string(file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
    let table: toml::Table = text.parse().unwrap_or_else(|e| panic!("{}: {e}", file.display()));
    serde_json::to_string(&table).expect("TOML values are JSON values")
}
