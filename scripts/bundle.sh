#!/usr/bin/env bash
# make bundle: the release app and its .deb and .rpm, built by the pinned Tauri CLI, copied
# into dist/. AppImage is not built: its tools are downloaded at build time.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"

bash scripts/install-deps.sh bundle
target_dir="${CARGO_TARGET_DIR:-target}"
out=dist
version="$(sed -n 's/^version = "\(.*\)"/\1/p' Cargo.toml | head -n1)"

status=0
npx --no-install tauri build --ci --bundles deb,rpm || status=$?
if [ "$status" -ne 0 ]; then
  echo "make bundle: tauri build failed (exit $status); its message is above" >&2
  exit "$status"
fi

# The bundler names the files after the product name (Shuangcheng_…); dist/ uses the package
# name, as Debian and Fedora do.
mkdir -p "$out"
deb="$out/shuangcheng_${version}_amd64.deb"
rpm="$out/shuangcheng-${version}-1.x86_64.rpm"
# Tauri's bundler compresses the .deb with gzip; repacked with xz, as Debian's own packages
# are, it is a quarter smaller (4.11 MB → 3.16 MB, 2026-11-30).
repack="$(mktemp -d /tmp/shuangcheng-deb.XXXXXX)"
trap 'rm -rf "$repack"' EXIT
dpkg-deb -R "$target_dir/release/bundle/deb/Shuangcheng_${version}_amd64.deb" "$repack/root"
dpkg-deb --root-owner-group -Zxz -z9 -b "$repack/root" "$deb" >/dev/null
cp "$target_dir/release/bundle/rpm/Shuangcheng-${version}-1.x86_64.rpm" "$rpm"
cp "$target_dir/release/shuangcheng" "$out/shuangcheng"
echo "make bundle: in $out/:"
for f in "$out/shuangcheng" "$deb" "$rpm"; do
  stat -c '%n %s' "$f" | awk '{ printf "  %-40s %6.2f MB\n", $1, $2 / 1e6 }'
done
