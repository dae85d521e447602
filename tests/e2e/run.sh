#!/usr/bin/env bash
# End-to-end tests of the real app: Xvfb + tauri-driver (WebKitWebDriver) + node:test.
#
#   bash tests/e2e/run.sh [APP_BINARY]
#
# APP_BINARY defaults to the debug build of `cargo build -p shuangcheng`
# (${CARGO_TARGET_DIR:-<repo>/target}/debug/shuangcheng). Each run uses a fresh app-data
# directory. Screenshots go to tests/e2e/artifacts/ (git-ignored).
# Missing tools are installed when running as root with apt-get and cargo at hand
# (E2E_NO_INSTALL=1 forbids that); otherwise the script stops and says what is missing.
set -uo pipefail

REPO="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
BIN="${1:-${E2E_APP_BIN:-${CARGO_TARGET_DIR:-$REPO/target}/debug/shuangcheng}}"

die() {
  echo "tests/e2e/run.sh: error: $*" >&2
  exit 2
}

[ -x "$BIN" ] || die "app binary not found or not executable: $BIN
  build it first:  cargo build -p shuangcheng   (honours CARGO_TARGET_DIR), or pass its path"
BIN="$(cd "$(dirname "$BIN")" && pwd)/$(basename "$BIN")"

# --- tools -----------------------------------------------------------------------------
find_tauri_driver() {
  if command -v tauri-driver >/dev/null 2>&1; then command -v tauri-driver; return; fi
  for d in "${CARGO_HOME:-$HOME/.cargo}/bin" "$HOME/.cargo/bin" /root/.cargo/bin; do
    [ -x "$d/tauri-driver" ] && { echo "$d/tauri-driver"; return; }
  done
}

can_install() { [ "${E2E_NO_INSTALL:-0}" != 1 ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; }

missing_pkgs=()
command -v Xvfb >/dev/null 2>&1 || missing_pkgs+=(xvfb)
command -v WebKitWebDriver >/dev/null 2>&1 || missing_pkgs+=(webkit2gtk-driver)
command -v sqlite3 >/dev/null 2>&1 || missing_pkgs+=(sqlite3)   # storage tests lock and damage the saves
command -v dbus-daemon >/dev/null 2>&1 || missing_pkgs+=(dbus)  # single-instance test: a private session bus
/usr/bin/python3 -c 'import gi' >/dev/null 2>&1 || missing_pkgs+=(python3-gi)  # wake-lock test: a stand-in screensaver
if [ ${#missing_pkgs[@]} -gt 0 ]; then
  if can_install; then
    echo "e2e: installing ${missing_pkgs[*]} with apt-get" >&2
    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing_pkgs[@]}") >&2 \
      || die "could not install ${missing_pkgs[*]} (apt-get failed)"
  else
    die "missing ${missing_pkgs[*]}: install them (Debian: apt-get install xvfb webkit2gtk-driver sqlite3 dbus python3-gi)"
  fi
fi
TAURI_DRIVER="$(find_tauri_driver)"
if [ -z "$TAURI_DRIVER" ]; then
  if [ "${E2E_NO_INSTALL:-0}" != 1 ] && command -v cargo >/dev/null 2>&1; then
    echo "e2e: installing tauri-driver with cargo install --locked" >&2
    cargo install tauri-driver --locked >&2 || die "cargo install tauri-driver failed"
    TAURI_DRIVER="$(find_tauri_driver)"
  fi
  [ -n "$TAURI_DRIVER" ] || die "tauri-driver not found: cargo install tauri-driver --locked"
fi
command -v node >/dev/null 2>&1 || die "node not found (Node.js 20 or newer runs the tests)"
node -e 'const [a,b]=process.versions.node.split(".").map(Number); process.exit(a>20||(a===20&&b>=10)?0:1)' \
  || die "Node.js $(node --version) is too old: 20.10 or newer is needed (node:test, fetch, --test-concurrency)"

# --- a private world: data dir, display, driver --------------------------------------
WORK="$(mktemp -d /tmp/shuangcheng-e2e.XXXXXX)"
APP_HOME="$WORK/home"
mkdir -p "$APP_HOME/.local/share" "$APP_HOME/.config" "$APP_HOME/.cache" "$WORK/runtime"
chmod 700 "$WORK/runtime"
XVFB_PID=""
DRIVER_PID=""

cleanup() {
  local status=$?
  trap - EXIT INT TERM
  if [ -n "$DRIVER_PID" ]; then
    kill -TERM -- "-$DRIVER_PID" 2>/dev/null
    for _ in 1 2 3 4 5 6 7 8 9 10; do kill -0 "$DRIVER_PID" 2>/dev/null || break; sleep 0.3; done
    kill -KILL -- "-$DRIVER_PID" 2>/dev/null
    wait "$DRIVER_PID" 2>/dev/null
  fi
  # App processes of this run (same binary, this run's HOME) that outlived the driver.
  for p in /proc/[0-9]*; do
    pid="${p#/proc/}"
    [ "$(readlink "$p/exe" 2>/dev/null)" = "$BIN" ] || continue
    tr '\0' '\n' < "$p/environ" 2>/dev/null | grep -qx "HOME=$APP_HOME" && kill -KILL "$pid" 2>/dev/null
  done
  if [ -n "$XVFB_PID" ]; then
    kill -TERM "$XVFB_PID" 2>/dev/null
    wait "$XVFB_PID" 2>/dev/null
  fi
  rm -rf "$WORK"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# Two free ports, held open together while the system picks them: asked one at a time, the
# second could be the first again (it happened: tauri-driver then spun on its own port). They
# are printed once both are closed: printed before, the driver could start while node, slowed
# by load, still held them (it happened: neither server could listen).
two_free_ports() {
  node -e 'const net=require("net");const a=net.createServer(),b=net.createServer();a.listen(0,"127.0.0.1",()=>b.listen(0,"127.0.0.1",()=>{const ports=[a.address().port,b.address().port];a.close(()=>b.close(()=>console.log(...ports)))}))'
}

DISPLAY_NUM=""
for n in $(seq 90 140); do
  if [ ! -e "/tmp/.X11-unix/X$n" ] && [ ! -e "/tmp/.X$n-lock" ]; then DISPLAY_NUM=$n; break; fi
done
[ -n "$DISPLAY_NUM" ] || die "no free X display between :90 and :140"
# E2E_FRAMEBUFFER=1: the screen's pixels also in a file, for make bench-startup's first-paint
# measure (tests/e2e/lib/framebuffer.mjs).
fbdir=()
if [ "${E2E_FRAMEBUFFER:-0}" = 1 ]; then
  fbdir=(-fbdir "$WORK")
  export E2E_FRAMEBUFFER_FILE="$WORK/Xvfb_screen0"
fi
Xvfb ":$DISPLAY_NUM" -screen 0 1920x1200x24 "${fbdir[@]}" -nolisten tcp >"$WORK/xvfb.log" 2>&1 &
XVFB_PID=$!
for _ in $(seq 1 50); do [ -e "/tmp/.X11-unix/X$DISPLAY_NUM" ] && break; sleep 0.1; done
[ -e "/tmp/.X11-unix/X$DISPLAY_NUM" ] || { cat "$WORK/xvfb.log" >&2; die "Xvfb did not start on :$DISPLAY_NUM"; }

read -r FREE_PORT NATIVE_PORT < <(two_free_ports)
PORT="${E2E_DRIVER_PORT:-$FREE_PORT}"
export DISPLAY=":$DISPLAY_NUM"
export HOME="$APP_HOME" XDG_DATA_HOME="$APP_HOME/.local/share" XDG_CONFIG_HOME="$APP_HOME/.config" \
  XDG_CACHE_HOME="$APP_HOME/.cache" XDG_RUNTIME_DIR="$WORK/runtime"
export NO_AT_BRIDGE=1
setsid "$TAURI_DRIVER" --port "$PORT" --native-port "$NATIVE_PORT" >"$WORK/tauri-driver.log" 2>&1 &
DRIVER_PID=$!
ok=""
for _ in $(seq 1 100); do
  if node -e 'fetch(process.argv[1]).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))' "http://127.0.0.1:$PORT/status" 2>/dev/null; then ok=1; break; fi
  kill -0 "$DRIVER_PID" 2>/dev/null || break
  sleep 0.2
done
[ -n "$ok" ] || { cat "$WORK/tauri-driver.log" >&2; die "tauri-driver did not answer on port $PORT"; }

export E2E_APP_BIN="$BIN" E2E_APP_HOME="$APP_HOME" E2E_DRIVER_URL="http://127.0.0.1:$PORT"
export E2E_ARTIFACTS="${E2E_ARTIFACTS:-$REPO/tests/e2e/artifacts}"
mkdir -p "$E2E_ARTIFACTS"
echo "e2e: app $BIN, display :$DISPLAY_NUM, tauri-driver :$PORT, data $APP_HOME" >&2

cd "$REPO"
if [ "$#" -gt 1 ]; then
  shift
  node --test --test-concurrency=1 "$@"
else
  node --test --test-concurrency=1 tests/e2e/
fi
status=$?
if [ "$status" != 0 ]; then
  echo "e2e: tauri-driver log (last 40 lines):" >&2
  tail -n 40 "$WORK/tauri-driver.log" >&2
fi
exit "$status"
