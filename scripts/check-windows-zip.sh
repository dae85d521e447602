#!/usr/bin/env bash
# make check-windows: inspects the Windows zip from make bundle-windows with mingw's objdump -p
# (no Windows here to run it):
#   - the zip holds the .exe, WebView2Loader.dll, the licences and the read-me;
#   - the .exe is a 64-bit GUI program (PE subsystem "Windows GUI": no console window);
#   - every DLL the .exe or a DLL beside it imports is a Windows system DLL or inside the zip;
#   - it carries an icon, a group icon and version information (resource types 3, 14, 16)
#     naming the product, its version and the publisher.
set -uo pipefail
cd "$(dirname "$0")/.." || exit 2

version="$(sed -n 's/^version = "\(.*\)"/\1/p' Cargo.toml | head -n1)"
zip="${1:-dist/Shuangcheng-$version-windows-x64.zip}"
objdump=x86_64-w64-mingw32-objdump
[ -f "$zip" ] || { echo "check-windows: $zip not found: make bundle-windows first" >&2; exit 2; }
command -v "$objdump" >/dev/null 2>&1 || { echo "check-windows: $objdump not found (Debian: binutils-mingw-w64-x86-64)" >&2; exit 2; }

# DLLs that every Windows 10 and 11 has; API sets (api-ms-win-*) are resolved by Windows itself.
system_dlls=" advapi32 bcrypt bcryptprimitives cfgmgr32 combase comctl32 comdlg32 crypt32 d2d1 d3d11 dbghelp
  dwmapi dwrite dxgi gdi32 gdiplus imm32 iphlpapi kernel32 msimg32 msvcrt ntdll ole32 oleacc
  oleaut32 powrprof propsys rpcrt4 secur32 setupapi shell32 shlwapi user32 userenv usp10 uxtheme
  version winhttp wininet winmm winspool.drv ws2_32 windowscodecs "

work="$(mktemp -d /tmp/shuangcheng-check-windows.XXXXXX)"
trap 'rm -rf "$work"' EXIT
unzip -q "$zip" -d "$work"
dir="$(find "$work" -mindepth 1 -maxdepth 1 -type d | head -n1)"
failures=0
check() {
  if "${@:2}" >/dev/null 2>&1; then echo "  ok   $1"; else echo "  FAIL $1"; failures=$((failures + 1)); fi
}

echo "check-windows: $zip"
for f in shuangcheng.exe WebView2Loader.dll LICENSE.txt OFL.txt README.txt; do
  check "the zip holds $f" test -s "$dir/$f"
done
check "the read-me is in Chinese and English" bash -c 'grep -q "中文" "$1" && grep -q "English" "$1"' _ "$dir/README.txt"

headers="$("$objdump" -p "$dir/shuangcheng.exe")"
check "a 64-bit PE program (pei-x86-64)" grep -q 'file format pei-x86-64' <<<"$headers"
check "PE subsystem Windows GUI (no console)" grep -qE '^Subsystem[[:space:]]+00000002[[:space:]]+\(Windows GUI\)' <<<"$headers"

imports_ok=1
for pe in "$dir"/*.exe "$dir"/*.dll; do
  for dll in $("$objdump" -p "$pe" | sed -n 's/^[[:space:]]*DLL Name: //p' | tr 'A-Z' 'a-z' | sort -u); do
    if [[ "$dll" == api-ms-win-* || "$dll" == ext-ms-win-* ]] || [[ "$system_dlls" == *" ${dll%.dll} "* ]]; then
      continue
    fi
    if [ -n "$(find "$dir" -maxdepth 1 -iname "$dll")" ]; then
      echo "       $(basename "$pe") imports $dll: in the zip"
    else
      echo "       $(basename "$pe") imports $dll: neither a Windows system DLL nor in the zip"
      imports_ok=0
    fi
  done
done
check "every imported DLL is a Windows system DLL or in the zip" test "$imports_ok" = 1

# objdump -p lists the resource directory; its first level (three spaces in) is the resource
# type: 3 icon, 14 group icon, 16 version information.
types="$(sed -n '/Resource Directory section/,/^$/p' <<<"$headers" | grep -E '^[0-9a-f]{3}   Entry: ID:')"
check "an icon resource" grep -q 'Entry: ID: 0x000003,' <<<"$types"
check "a group icon resource" grep -q 'Entry: ID: 0x00000e,' <<<"$types"
check "version information" grep -q 'Entry: ID: 0x000010,' <<<"$types"
info="$(strings -el "$dir/shuangcheng.exe" | grep -A1 -xE 'ProductName|ProductVersion|CompanyName')"
check "which names the product, its version $version and the publisher" \
  bash -c 'grep -qx Shuangcheng <<<"$1" && grep -qx "$2" <<<"$1" && grep -qx "Shuangcheng developers" <<<"$1"' _ "$info" "$version"

echo "check-windows: shuangcheng.exe $(stat -c %s "$dir/shuangcheng.exe") bytes, zip $(stat -c %s "$zip") bytes"
if [ "$failures" -gt 0 ]; then
  echo "check-windows: $failures check(s) failed" >&2
  exit 1
fi
echo "check-windows: all checks passed"
