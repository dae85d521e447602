#!/usr/bin/env bash
# make bundle-windows: the release app cross-built for 64-bit Windows with Debian's mingw-w64,
# packed as a portable zip in dist/: shuangcheng.exe, WebView2Loader.dll, the licences and a
# short read-me in Chinese and English. Nothing here can run it (no WebView2 under wine).
#
# The link needs `-C link-arg=-Wl,--exclude-all-symbols` (.cargo/config.toml): without it, mingw's
# ld numbers every symbol of the app's cdylib as an export and stops at "export ordinal too
# large". tauri-build compiles the icon and the version information (from tauri.conf.json) into
# a resource with mingw's windres; main.rs makes the release a GUI program (no console).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"

target=x86_64-pc-windows-gnu
bash scripts/install-deps.sh windows
target_dir="${CARGO_TARGET_DIR:-target}"
release="$target_dir/$target/release"
version="$(sed -n 's/^version = "\(.*\)"/\1/p' Cargo.toml | head -n1)"
name="Shuangcheng-$version-windows-x64"
out=dist

status=0
npx --no-install tauri build --ci --target "$target" --no-bundle || status=$?
if [ "$status" -ne 0 ]; then
  echo "make bundle-windows: tauri build failed (exit $status); its message is above" >&2
  exit "$status"
fi

# webview2-com-sys copies Microsoft's WebView2 loader for the target beside the .exe.
loader="$release/WebView2Loader.dll"
[ -f "$loader" ] || { echo "make bundle-windows: $loader was not made" >&2; exit 1; }

stage="$(mktemp -d /tmp/shuangcheng-windows.XXXXXX)"
trap 'rm -rf "$stage"' EXIT
mkdir "$stage/$name"
cp "$release/shuangcheng.exe" "$loader" "$stage/$name/"
# Windows' own tools read CRLF text, and a UTF-8 mark tells old Notepad the encoding.
crlf() { printf '\xef\xbb\xbf'; sed 's/$/\r/' "$1"; }
crlf LICENSE >"$stage/$name/LICENSE.txt"
crlf ui/fonts/OFL.txt >"$stage/$name/OFL.txt"
crlf src-tauri/packaging/windows-readme.txt >"$stage/$name/README.txt"
mkdir -p "$out"
rm -f "$out/$name.zip"
(cd "$stage" && zip -q -r -X "$OLDPWD/$out/$name.zip" "$name")
echo "make bundle-windows: $out/$name.zip"
unzip -l "$out/$name.zip" | awk 'NR > 3 && $4 != "" && $4 !~ /\/$/ { printf "  %-48s %7.2f MB\n", $4, $1 / 1e6 }'
stat -c '%s' "$out/$name.zip" | awk '{ printf "  %-48s %7.2f MB\n", "(the zip)", $1 / 1e6 }'
