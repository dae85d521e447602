#!/usr/bin/env bash
# make check-platforms: the app crate type-checks for Android, iOS and macOS (cargo check), so
# the mobile entry point, the #[cfg(mobile)] code and the Apple code paths are real code.
#
#   scripts/check-platforms.sh [TARGET...]   default: all four below
#
# No SDK for these platforms can be installed here (no Android NDK, no Xcode), so nothing is
# linked: this only type-checks. Some build scripts compile C (SQLite, objc2's helpers) for
# the target; Debian's aarch64 gcc/gobjc (the host's gcc/gobjc for x86_64 macOS) stand in for
# the platform's compiler, and CRATE_CC_NO_DEFAULTS keeps cc-rs from adding Apple-only flags
# these compilers do not know. The objects they make are thrown away unlinked.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"

targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(aarch64-linux-android aarch64-apple-ios aarch64-apple-darwin x86_64-apple-darwin)
bash scripts/install-deps.sh cross

for target in "${targets[@]}"; do
  var="${target//-/_}"
  case "$target" in
    aarch64-linux-android) cc=aarch64-linux-gnu-gcc ar=aarch64-linux-gnu-ar apple="" ;;
    aarch64-apple-*) cc=aarch64-linux-gnu-gcc ar=aarch64-linux-gnu-ar apple=1 ;;
    x86_64-apple-darwin) cc=gcc ar=ar apple=1 ;;
    *) echo "check-platforms: no C compiler set up for $target" >&2; exit 2 ;;
  esac
  echo "check-platforms: cargo check -p shuangcheng --target $target"
  start=$SECONDS
  env "CC_$var=$cc" "AR_$var=$ar" ${apple:+CRATE_CC_NO_DEFAULTS=1} \
    cargo check --locked -p shuangcheng --target "$target"
  echo "check-platforms: $target type-checks ($((SECONDS - start)) s)"
done
