#!/usr/bin/env bash
# Installs what a fresh Debian machine lacks to build, run and test Shuangcheng: the system
# libraries Tauri builds against, Xvfb and WebKitWebDriver for the end-to-end tests, a CJK font
# for Linux desktops, Node.js for the test runner, and tauri-driver. Safe to run again: it
# installs only what is missing.
set -euo pipefail

packages=(
  libwebkit2gtk-4.1-dev build-essential libssl-dev libayatana-appindicator3-dev librsvg2-dev
  libxdo-dev pkg-config file curl xvfb xauth webkit2gtk-driver fonts-wqy-microhei imagemagick
)
if [ "${1:-}" = "--run-only" ]; then
  # Running the app needs neither the test tools nor imagemagick.
  packages=(libwebkit2gtk-4.1-dev build-essential libssl-dev libayatana-appindicator3-dev
            librsvg2-dev libxdo-dev pkg-config file fonts-wqy-microhei)
fi
command -v node >/dev/null 2>&1 || packages+=(nodejs)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "install-deps: installing ${missing[*]}"
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

if [ "${1:-}" != "--run-only" ]; then
  export PATH="$HOME/.cargo/bin:$PATH"
  if ! command -v tauri-driver >/dev/null 2>&1; then
    echo "install-deps: installing tauri-driver"
    cargo install tauri-driver --locked --quiet
  fi
fi
