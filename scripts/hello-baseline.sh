#!/usr/bin/env bash
# A Tauri "hello world" built as the app is: the app's Cargo.lock, release profile, config and
# icons, one window showing one line of text with <body data-ready>. The yardstick of
# `make bench-startup` (docs/performance.md): what any Tauri app costs here, so that what is
# the app's own can be told apart.
#
#   bash scripts/hello-baseline.sh OUT_DIR [PAGES_DIR]   → OUT_DIR/target/release/shuangcheng
#
# PAGES_DIR's files are served beside the hello page: a bisection of the app's memory loads
# them into the baseline's window (tests/e2e/bench-web-memory.mjs).
set -euo pipefail
repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
out=$(mkdir -p "$1" && cd "$1" && pwd); ws="$out/ws"
rm -rf "$ws"; mkdir -p "$ws/src-tauri/src" "$ws/src-tauri/capabilities" "$ws/hello"
cp -r "$repo/Cargo.lock" "$repo/engine" "$ws/"
cp -r "$repo/src-tauri/icons" "$ws/src-tauri/"
# The app's manifest without its tests (their files are not copied) and the app's config with
# the window created by Tauri itself (the app builds its own: src-tauri/src/window.rs).
python3 - "$repo/Cargo.toml" "$ws/Cargo.toml" "$repo/tauri.conf.json" "$ws/tauri.conf.json" <<'PY'
import json, re, sys
manifest = open(sys.argv[1]).read()
open(sys.argv[2], 'w').write(re.sub(r'\n\[\[(test|bench)\]\]\n(?:[^\[\n][^\n]*\n|\n)*', '\n', manifest))
config = json.load(open(sys.argv[3]))
config['build']['frontendDist'] = 'hello'
for window in config['app']['windows']:
    window.pop('create', None)
json.dump(config, open(sys.argv[4], 'w'), indent=2)
PY
[ -z "${2:-}" ] || cp -r "$2"/. "$ws/hello/"
echo '<!doctype html><html><body data-ready="true">hello</body></html>' >"$ws/hello/index.html"
cat >"$ws/src-tauri/build.rs" <<'RS'
fn main() {
    tauri_build::try_build(tauri_build::Attributes::new().codegen(tauri_build::CodegenContext::new())).unwrap();
}
RS
cat >"$ws/src-tauri/src/lib.rs" <<'RS'
#[cfg_attr(mobile, tauri::mobile_entry_point)]
pub fn run() {
    tauri::Builder::default()
        .run(tauri::tauri_build_context!())
        .expect("error while running tauri application");
}
RS
echo "fn main() { shuangcheng_lib::run() }" >"$ws/src-tauri/src/main.rs"
echo '{ "identifier": "main", "windows": ["main"], "permissions": ["core:event:allow-listen"] }' \
  >"$ws/src-tauri/capabilities/main.json"
cd "$ws" && CARGO_TARGET_DIR="$out/target" cargo build --release --locked --bin shuangcheng --features tauri/custom-protocol
