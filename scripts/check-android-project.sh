#!/usr/bin/env bash
# make check-platforms: gen/android is what the pinned Tauri CLI generates, plus the changes that
# docs/mobile.md lists, and nothing else.
#
#   scripts/check-android-project.sh           check (fails on any unlisted difference)
#   scripts/check-android-project.sh --write   after changing gen/android on purpose: rewrite
#                                              scripts/android-project.patch from it
#
# In a temporary folder it copies the repository's files (gen/ left out), runs
# `npx tauri android init --ci` there, checks that the CLI changed nothing outside gen/android,
# puts the 双 icons from src-tauri/icons/android/ into its res/, applies
# scripts/android-project.patch (the app's changes as one diff) and compares the result with
# gen/android file by file. Every file the patch touches must be named in docs/mobile.md.
# The CLI refuses to run without an Android SDK and NDK; empty stand-ins are enough for it to
# generate the project (nothing is built here).
set -euo pipefail
cd "$(dirname "$0")/.."
repo="$PWD"
patch="$repo/scripts/android-project.patch"
mode="${1:-check}"
case "$mode" in check | --write) ;; *) echo "check-android-project: unknown option '$mode' (--write)" >&2; exit 2 ;; esac
start=$SECONDS
bash scripts/install-deps.sh cross

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
# The repository's files as they would be committed (tracked and new, not ignored), gen/ left out.
copy_files() { # copy_files PATHSPEC DEST: those files of the work tree into DEST
  mkdir -p "$2"
  git ls-files -z -co --exclude-standard -- "$1" | while IFS= read -r -d '' f; do
    [ -e "$f" ] && printf '%s\0' "$f"
  done | tar --null -T - -cf - | tar -xf - -C "$2"
}
copy_files ':!gen/' "$tmp/before"
cp -a "$tmp/before" "$tmp/work"
ln -s "$repo/node_modules" "$tmp/work/node_modules"

# Stand-ins for the SDK and NDK: the CLI only looks for these folders and the NDK's revision.
mkdir -p "$tmp/sdk/platforms" "$tmp/sdk/platform-tools" "$tmp/sdk/build-tools/35.0.0" "$tmp/ndk"
printf 'Pkg.Desc = Android NDK\nPkg.Revision = 28.2.13676358\n' >"$tmp/ndk/source.properties"
(
  cd "$tmp/work"
  unset ANDROID_SDK_ROOT ANDROID_NDK_HOME
  ANDROID_HOME="$tmp/sdk" NDK_HOME="$tmp/ndk" npx --no-install tauri android init --ci --skip-targets-install
) >"$tmp/init.log" 2>&1 || { cat "$tmp/init.log"; echo "check-android-project: tauri android init failed" >&2; exit 1; }

mv "$tmp/work/gen/android" "$tmp/generated"
rmdir "$tmp/work/gen" 2>/dev/null || true
rm "$tmp/work/node_modules"
if ! diff -r "$tmp/before" "$tmp/work" >"$tmp/outside.diff"; then
  cat "$tmp/outside.diff"
  echo "check-android-project: tauri android init changed files outside gen/android (above); keep only what belongs" >&2
  exit 1
fi

# The 双 icons replace the template's (the same command as in docs/mobile.md).
cp -r src-tauri/icons/android/* "$tmp/generated/app/src/main/res/"
# Git keeps no empty folders (the CLI makes app/src/main/assets, and fills it at build time).
find "$tmp/generated" -type d -empty -delete
copy_files gen/android "$tmp/c"
mv "$tmp/c/gen/android" "$tmp/committed"
export GIT_CEILING_DIRECTORIES="$tmp" # git diff/apply below work on plain folders, never a repository

if [ "$mode" = --write ]; then
  (cd "$tmp" && git diff --no-index --no-prefix generated committed >"$patch") || true
  echo "check-android-project: wrote $(grep -c '^diff --git' "$patch") changed files to scripts/android-project.patch"
fi

(cd "$tmp/generated" && git apply -p1 --whitespace=nowarn "$patch") ||
  { echo "check-android-project: scripts/android-project.patch does not apply to what the CLI generates" >&2; exit 1; }
if ! diff -r "$tmp/generated" "$tmp/committed" >"$tmp/unlisted.diff"; then
  sed "s#$tmp/generated#generated+listed#g; s#$tmp/committed#gen/android#g" "$tmp/unlisted.diff"
  echo "check-android-project: gen/android differs from the generated project plus the listed changes (above)." >&2
  echo "  Undo the change, or list it: bash scripts/check-android-project.sh --write, and docs/mobile.md" >&2
  exit 1
fi

missing=0
for f in $(sed -n 's#^diff --git [a-z]*/\([^ ]*\) .*#\1#p' "$patch"); do
  grep -qF "gen/android/$f" docs/mobile.md || { echo "check-android-project: docs/mobile.md does not list gen/android/$f" >&2; missing=1; }
done
[ "$missing" = 0 ] || exit 1

files=$(find "$tmp/committed" -type f | wc -l)
echo "check-android-project: gen/android ($files files) is the CLI's project plus the listed changes to $(grep -c '^diff --git' "$patch") files ($((SECONDS - start)) s)"
