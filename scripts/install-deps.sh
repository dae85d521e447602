#!/usr/bin/env bash
# Installs what a fresh Debian machine lacks for one job, and only what is missing (safe to run
# again). Where it cannot install (not root and no sudo, or no apt-get), it names what is
# missing and how to get it, and fails.
#
#   scripts/install-deps.sh run        build and start the app: the libraries Tauri builds
#                                      against and a CJK font for Linux desktops
#   scripts/install-deps.sh test       (the default) + Xvfb, WebKitWebDriver, ImageMagick,
#                                      dbus-daemon, python3-gi (a stand-in screensaver on the bus),
#                                      Node.js and tauri-driver for the end-to-end tests, and
#                                      the pinned TypeScript (npm ci) for the lint
#   scripts/install-deps.sh lint       Node.js, npm and the pinned TypeScript (npm ci): the
#                                      UI's type check in make lint
#   scripts/install-deps.sh bundle     run + Node.js and npm, then the pinned Tauri CLI (npm ci)
#   scripts/install-deps.sh package    bundle + test + rpm, desktop-file-validate, xdg-mime,
#                                      shared-mime-info and gio: the installed-package test
#   scripts/install-deps.sh cross      cargo check for phones and macOS: Debian's aarch64 gcc
#                                      and gobjc, and the Rust targets; for the Android project's
#                                      checks, xmllint and the pinned Tauri CLI (npm ci)
#   scripts/install-deps.sh windows    the Windows cross-build: mingw-w64, zip, the Rust target
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"

job="${1:-test}"
run=(libwebkit2gtk-4.1-dev build-essential libssl-dev libayatana-appindicator3-dev librsvg2-dev
     libxdo-dev pkg-config file fonts-wqy-microhei)
e2e=(curl xvfb xauth webkit2gtk-driver imagemagick dbus python3-gi)
packages=() targets=() tools=()
case "$job" in
  run | --run-only) packages=("${run[@]}") ;;
  test) packages=("${run[@]}" "${e2e[@]}") tools=(node npm tauri-driver typescript) ;;
  lint) tools=(node npm typescript) ;;
  bundle) packages=("${run[@]}") tools=(node npm tauri-cli) ;;
  # xdg-utils, shared-mime-info and GLib's gio: the installed record type is checked as a
  # desktop sees it.
  package) packages=("${run[@]}" "${e2e[@]}" rpm desktop-file-utils libxml2-utils xdg-utils shared-mime-info libglib2.0-bin)
    tools=(node npm tauri-cli tauri-driver) ;;
  cross)
    packages=(gcc-aarch64-linux-gnu gobjc-aarch64-linux-gnu gobjc libxml2-utils)
    targets=(aarch64-linux-android aarch64-apple-ios aarch64-apple-darwin x86_64-apple-darwin)
    tools=(node npm tauri-cli) ;;
  windows)
    packages=(gcc-mingw-w64-x86-64 binutils-mingw-w64-x86-64 zip unzip)
    targets=(x86_64-pc-windows-gnu) tools=(node npm tauri-cli) ;;
  *) echo "install-deps: unknown job '$job' (run, test, lint, bundle, package, cross, windows)" >&2; exit 2 ;;
esac
for tool in "${tools[@]}"; do
  # Debian's nodejs has no npm; the machine's own Node.js may bring one.
  [ "$tool" = node ] && ! command -v node >/dev/null 2>&1 && packages+=(nodejs)
  [ "$tool" = npm ] && ! command -v npm >/dev/null 2>&1 && packages+=(npm)
done

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  if ! command -v apt-get >/dev/null 2>&1 || { [ -n "$sudo" ] && ! command -v sudo >/dev/null 2>&1; }; then
    echo "install-deps: missing ${missing[*]}; install them as root: apt-get install ${missing[*]}" >&2
    exit 1
  fi
  echo "install-deps: installing ${missing[*]}"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

if [ ${#targets[@]} -gt 0 ]; then
  installed="$(rustup target list --installed)"
  for t in "${targets[@]}"; do
    grep -qx "$t" <<<"$installed" || { echo "install-deps: adding the Rust target $t"; rustup target add "$t"; }
  done
fi

for tool in "${tools[@]}"; do
  case "$tool" in
    tauri-driver)
      if ! command -v tauri-driver >/dev/null 2>&1; then
        echo "install-deps: installing tauri-driver"
        cargo install tauri-driver --locked --quiet
      fi ;;
    tauri-cli | typescript)
      # The npm tools pinned in package.json, from package-lock.json, unless that version is
      # in place (npm ci installs both).
      package="$([ "$tool" = typescript ] && echo typescript || echo @tauri-apps/cli)"
      want="$(node -p "require('./package.json').devDependencies['$package']")"
      have="$(node -p "try { require('./node_modules/$package/package.json').version } catch { '' }")"
      if [ "$have" != "$want" ]; then
        echo "install-deps: installing $package $want (npm ci)"
        npm ci --no-audit --no-fund --loglevel=error
      fi ;;
  esac
done
