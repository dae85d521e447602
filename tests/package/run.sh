#!/usr/bin/env bash
# The installed-package test (make test-package; CI runs it after make test):
#   1. builds the packages (make bundle: dist/*.deb, dist/*.rpm);
#   2. checks the .deb's metadata: Depends, descriptions, the .desktop entry (the record
#      file's MIME type among it), the record type's shared-mime-info file, hicolor icons,
#      a stripped binary, and the size goals (binary <= 7 MB, .deb <= 4 MB);
#   3. installs it: with apt-get as root (which resolves Depends), else unpacked with
#      dpkg-deb -x into a scratch root;
#   4. checks that an installed .screc file is the record type, opened by the app, and runs
#      the installed binary under Xvfb through the end-to-end harness
#      (tests/package/installed-app.test.mjs);
#   5. checks the .rpm's metadata with rpm -qip / -qpR / -qpl.
set -uo pipefail
cd "$(dirname "$0")/../.." || exit 2
REPO="$PWD"

bash scripts/install-deps.sh package || exit 1
bash scripts/bundle.sh || exit 1

version="$(sed -n 's/^version = "\(.*\)"/\1/p' Cargo.toml | head -n1)"
deb="$REPO/dist/shuangcheng_${version}_amd64.deb"
rpm="$REPO/dist/shuangcheng-${version}-1.x86_64.rpm"
scratch="$(mktemp -d /tmp/shuangcheng-package.XXXXXX)"
trap 'rm -rf "$scratch"' EXIT
failures=0
check() { # check DESCRIPTION COMMAND...: one line per check (a failure shows what the command said)
  if "${@:2}" >"$scratch/said" 2>&1; then
    echo "  ok   $1"
  else
    echo "  FAIL $1"
    tail -n 40 "$scratch/said" | sed 's/^/       /'
    failures=$((failures + 1))
  fi
}
has_line() { grep -qE "$1" <<<"$2"; }
at_most_mb() { [ "$(stat -c %s "$1")" -le $(($2 * 1000000)) ]; } # decimal MB, as the goals are

echo "package-test: $(basename "$deb")"
depends="$(dpkg-deb -f "$deb" Depends)"
description="$(dpkg-deb -f "$deb" Description)"
check "Depends names WebKitGTK 4.1 ($depends)" has_line '(^|, )libwebkit2gtk-4\.1-0( |,|$)' "$depends"
check "Depends names GTK 3" has_line '(^|, )libgtk-3-0( |,|$)' "$depends"
check "a short description" has_line '^.{10,80}$' "$(head -n1 <<<"$description")"
check "a long description" has_line '.{60,}' "$(tail -n +2 <<<"$description")"
check "section games" has_line '^games$' "$(dpkg-deb -f "$deb" Section)"

dpkg-deb -x "$deb" "$scratch/root"
desktop="$(ls "$scratch"/root/usr/share/applications/*.desktop 2>/dev/null | head -n1)"
entry="$(cat "$desktop" 2>/dev/null)"
check "a .desktop entry ($(basename "$desktop"))" test -f "$desktop"
check "the entry passes desktop-file-validate" desktop-file-validate "$desktop"
check "Name" has_line '^Name=Shuangcheng$' "$entry"
check "Name[zh_CN]" has_line '^Name\[zh_CN\]=双城棋院$' "$entry"
check "Icon" has_line '^Icon=shuangcheng$' "$entry"
check "Categories include Game and BoardGame" has_line '^Categories=(.*;)?Game;(.*;)?BoardGame;' "$entry"
check "Exec runs the installed binary with the files it opens" has_line '^Exec=shuangcheng %F$' "$entry"
check "MimeType names the game record" has_line '^MimeType=application/x-shuangcheng-record;?$' "$entry"
mime="$scratch/root/usr/share/mime/packages/shuangcheng.xml"
check "the record type's shared-mime-info file (*.screc)" \
  bash -c 'xmllint --noout "$1" && grep -q "<glob pattern=\"\*\.screc\"/>" "$1" \
    && grep -q "type=\"application/x-shuangcheng-record\"" "$1"' _ "$mime"
sizes=()
for png in "$scratch"/root/usr/share/icons/hicolor/*/apps/shuangcheng.png; do
  dir="$(basename "$(dirname "$(dirname "$png")")")" # 32x32, 128x128@2, ...
  px="${dir%@2}"
  [ "$dir" != "$px" ] && px="$((${px%x*} * 2))x$((${px%x*} * 2))"
  check "hicolor icon $dir is a ${px/x/ x } PNG" has_line "PNG image data, ${px/x/ x }," "$(file "$png")"
  sizes+=("$dir")
done
check "hicolor icons in several sizes (${sizes[*]})" test "${#sizes[@]}" -ge 4
check "the licence and the font's licence" test -s "$scratch/root/usr/share/doc/shuangcheng/copyright" -a -s "$scratch/root/usr/share/doc/shuangcheng/OFL.txt"
binary="$scratch/root/usr/bin/shuangcheng"
check "the binary has no debug info (stripped)" has_line 'stripped' "$(file "$binary" | grep -v 'not stripped')"
check "binary <= 7 MB ($(stat -c %s "$binary") bytes)" at_most_mb "$binary" 7
check ".deb <= 4 MB ($(stat -c %s "$deb") bytes)" at_most_mb "$deb" 4

echo "package-test: install"
installed_before=0
dpkg-query -W -f='${Status}' shuangcheng 2>/dev/null | grep -q "install ok installed" && installed_before=1
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --reinstall "$deb" >/dev/null 2>&1
  check "apt-get installed the package" dpkg-query -W shuangcheng
  app=/usr/bin/shuangcheng
else
  echo "  (not root: running the package unpacked with dpkg-deb -x in $scratch/root)"
  app="$binary"
fi
check "the installed binary is the packaged one" cmp "$app" "$binary"
if [ "$app" = /usr/bin/shuangcheng ]; then
  # shared-mime-info's trigger has read the package's type: a record file is known by its name,
  # as GLib (GTK's file managers and dialogs) sees it. Not `xdg-mime query filetype`: outside a
  # desktop session it asks file(1), which knows no installed type.
  echo '# Shuangcheng game record' >"$scratch/game.screc"
  type="$(gio info -a standard::content-type "$scratch/game.screc" 2>&1 | sed -n 's/^ *standard::content-type: //p')"
  check "an installed .screc file is application/x-shuangcheng-record ($type)" \
    has_line '^application/x-shuangcheng-record$' "$type"
  check "and the app is its default" \
    has_line '^[Ss]huangcheng\.desktop$' "$(xdg-mime query default application/x-shuangcheng-record 2>&1)"
fi
echo "package-test: the installed app under Xvfb"
check "home, a Zhili move, quit, relaunch, Continue resumes" \
  bash tests/e2e/run.sh "$app" tests/package/installed-app.test.mjs
if [ "$app" = /usr/bin/shuangcheng ] && [ "$installed_before" = 0 ]; then
  DEBIAN_FRONTEND=noninteractive apt-get remove -y -qq shuangcheng >/dev/null 2>&1
fi

echo "package-test: $(basename "$rpm")"
info="$(rpm -qip "$rpm" 2>/dev/null)"
requires="$(rpm -qpR "$rpm" 2>/dev/null)"
files="$(rpm -qpl "$rpm" 2>/dev/null)"
check "Name shuangcheng" has_line '^Name +: shuangcheng$' "$info"
check "Version $version" has_line "^Version +: ${version//./\\.}$" "$info"
check "License MIT" has_line '^License +: MIT$' "$info"
check "a Summary" has_line '^Summary +: .{10,}' "$info"
check "a Description" has_line '^Description *:' "$info"
check "Requires WebKitGTK 4.1 and GTK 3 ($(grep -E 'webkit|gtk' <<<"$requires" | tr '\n' ' '))" \
  bash -c 'grep -qF "libwebkit2gtk-4.1.so.0" <<<"$1" && grep -qF "libgtk-3.so.0" <<<"$1"' _ "$requires"
check "holds the binary, the .desktop entry, icons and licences" \
  bash -c 'grep -qx /usr/bin/shuangcheng <<<"$1" && grep -q "^/usr/share/applications/.*\.desktop$" <<<"$1" \
    && grep -q "^/usr/share/icons/hicolor/" <<<"$1" && grep -qx /usr/share/licenses/shuangcheng/LICENSE <<<"$1"' _ "$files"
check "holds the record type's shared-mime-info file" has_line '^/usr/share/mime/packages/shuangcheng.xml$' "$files"

if [ "$failures" -gt 0 ]; then
  echo "package-test: $failures check(s) failed" >&2
  exit 1
fi
echo "package-test: all checks passed"
