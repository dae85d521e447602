#!/usr/bin/env bash
# make check-platforms: the Android project's manifests and resources are well-formed XML
# (xmllint), and each setting that docs/mobile.md lists for gen/android is in place, with the
# values it takes from the rest of the app (the names from the UI's i18n tables, the window
# colours from ui/css/app.css, the icons from src-tauri/icons/android).
set -euo pipefail
cd "$(dirname "$0")/.."
start=$SECONDS
bash scripts/install-deps.sh cross
app=gen/android/app/src
res=$app/main/res

mapfile -t xml < <(find "$app" -name '*.xml' | sort)
xmllint --noout "${xml[@]}"

failures=0
checks=0
# expect FILE XPATH WANT WHAT: the XPath's string value in FILE is WANT.
expect() {
  local got
  got="$(xmllint --xpath "$2" "$1" 2>/dev/null || true)"
  checks=$((checks + 1))
  if [ "$got" != "$3" ]; then
    echo "check-android-xml: $4: $1 has '$got' at $2, expected '$3'" >&2
    failures=$((failures + 1))
  fi
}
attr() { printf "@*[local-name()='%s']" "$1"; } # android:NAME, whatever the prefix

# The app's name in 简体 and 繁體, as the UI names itself.
names="$(node --experimental-detect-module --no-warnings --input-type=module -e \
  "const { TABLE, loadLanguage } = await import('./ui/js/i18n.js'); await loadLanguage('zh-Hant'); console.log(TABLE.zh.appName, TABLE['zh-Hant'].appName)")"
read -r hans hant <<<"$names"
for key in app_name main_activity_title; do
  expect "$res/values-b+zh+Hans/strings.xml" "string(/resources/string[@name='$key'])" "$hans" "简体 name"
  expect "$res/values-b+zh+Hant/strings.xml" "string(/resources/string[@name='$key'])" "$hant" "繁體 name"
done

# The window's background is the page colour of each theme, from the first frame.
css_bg() { # css_bg SELECTOR-LINE: --bg inside that block of ui/css/app.css, as Android's #AARRGGBB
  sed -n "/^$1 {/,/^}/s/^  --bg: #\([0-9a-fA-F]\{6\}\);/\1/p" ui/css/app.css | tr a-f A-F | sed 's/^/#FF/'
}
expect "$res/values/colors.xml" "string(/resources/color[@name='window_background'])" "$(css_bg ':root')" "light window colour"
expect "$res/values-night/colors.xml" "string(/resources/color[@name='window_background'])" "$(css_bg "\[data-theme='dark'\]")" "dark window colour"
for dir in values values-night; do
  expect "$res/$dir/themes.xml" "string(/resources/style[@name='Theme.shuangcheng']/item[@name='android:windowBackground'])" \
    "@color/window_background" "window background ($dir)"
done

# The keyboard resizes the page instead of covering it.
expect "$app/main/AndroidManifest.xml" "string(//activity/$(attr windowSoftInputMode))" adjustResize "soft keyboard"

# No INTERNET in release builds (removed there, whoever declares it); debug keeps it for the dev server.
internet="/manifest/uses-permission[$(attr name)='android.permission.INTERNET']"
expect "$app/release/AndroidManifest.xml" "string($internet/$(attr node))" remove "release INTERNET"
expect "$app/main/AndroidManifest.xml" "count($internet)" 1 "debug INTERNET"

# Portrait on phones, any orientation from 600 dp; MainActivity applies it.
expect "$res/values/orientation.xml" "string(/resources/bool[@name='portrait_only'])" true "phone orientation"
expect "$res/values-sw600dp/orientation.xml" "string(/resources/bool[@name='portrait_only'])" false "tablet orientation"
checks=$((checks + 1))
grep -q 'resources.getBoolean(R.bool.portrait_only)' "$app/main/java/org/shuangcheng/boardgames/MainActivity.kt" ||
  { echo "check-android-xml: MainActivity.kt does not read R.bool.portrait_only" >&2; failures=$((failures + 1)); }

# Auto Backup by choice, in the rules of Android 12+ (cloud backup and device transfer) and of
# Android 6-11: the saves' database (every game, the statistics, the lessons, the drills and
# the settings) and its write-ahead journal, in the app's data folder (Tauri's app_data_dir is
# Android's dataDir, the rules' "root" domain); nothing else, so the caches, the log and the
# WebView's files (app_webview/) stay out: an <include> list leaves out all it does not name.
manifest="$app/main/AndroidManifest.xml"
expect "$manifest" "string(/manifest/application/$(attr allowBackup))" true "Auto Backup on"
expect "$manifest" "string(/manifest/application/$(attr fullBackupContent))" "@xml/backup_rules" "backup rules (Android 6-11)"
expect "$manifest" "string(/manifest/application/$(attr dataExtractionRules))" "@xml/data_extraction_rules" "backup rules (Android 12+)"
db="$(sed -n 's/^pub const DB_FILE: &str = "\(.*\)";$/\1/p' src-tauri/src/service/mod.rs)"
[ -n "$db" ] || { echo "check-android-xml: no DB_FILE in src-tauri/src/service/mod.rs" >&2; exit 1; }
for rules in "$res/xml/backup_rules.xml /full-backup-content" \
  "$res/xml/data_extraction_rules.xml /data-extraction-rules/cloud-backup" \
  "$res/xml/data_extraction_rules.xml /data-extraction-rules/device-transfer"; do
  read -r file part <<<"$rules"
  expect "$file" "string($part/include[@domain='root'][1]/@path)" "$db" "saves backed up ($part)"
  expect "$file" "string($part/include[@domain='root'][2]/@path)" "$db-wal" "saves' journal backed up ($part)"
  expect "$file" "count($part/include)" 2 "nothing but the saves backed up ($part)"
  expect "$file" "count($part/exclude)" 0 "no exclusions needed ($part)"
done

# The 双 icons: the launcher icon is the adaptive one, and every icon file is src-tauri's.
expect "$app/main/AndroidManifest.xml" "string(/manifest/application/$(attr icon))" "@mipmap/ic_launcher" "launcher icon"
while IFS= read -r -d '' icon; do
  checks=$((checks + 1))
  cmp -s "src-tauri/icons/android/$icon" "$res/$icon" ||
    { echo "check-android-xml: $res/$icon is not src-tauri/icons/android/$icon" >&2; failures=$((failures + 1)); }
done < <(cd src-tauri/icons/android && find . -type f -printf '%P\0')

if [ "$failures" -gt 0 ]; then
  echo "check-android-xml: $failures of $checks settings differ from docs/mobile.md's list" >&2
  exit 1
fi
echo "check-android-xml: ${#xml[@]} XML files well-formed, $checks settings as listed ($((SECONDS - start)) s)"
