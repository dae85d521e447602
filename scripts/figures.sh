#!/usr/bin/env bash
# The figures that change with every commit (code and test counts, the sizes of what was built,
# CI's step times), measured and written to docs/figures.md with the commands that gave them.
# README.md and docs/ quote none of these numbers by hand; they point here.
#
#   bash scripts/figures.sh          # counts, and the sizes of what is already built
#   bash scripts/figures.sh --ci     # also runs .ci/run in a fresh clone of HEAD (about 20 min
#                                    # on a quiet 2-core machine) and records its step times
set -euo pipefail
cd "$(dirname "$0")/.."
out=docs/figures.md
ci=no
[ "${1-}" = --ci ] && ci=yes

# Prints a command as Markdown, then its output as a code block.
run() {
  printf '\n```sh\n$ %s\n' "$1"
  bash -c "$1" 2>&1
  printf '```\n'
}

lines() { # the lines of the tracked files matching the patterns, under a folder
  local dir="$1"
  shift
  git ls-files -z -- "${@/#/$dir/}" | xargs -0 -r cat | wc -l
}

{
  echo "# Figures"
  echo
  echo "Written by \`bash scripts/figures.sh$([ $ci = yes ] && echo ' --ci')\`; do not edit by hand (run it again)."
  echo "Commit $(git rev-parse --short HEAD)$(git diff --quiet HEAD || echo ' with uncommitted changes'),"
  echo "$(date -u '+%Y-%m-%d %H:%M UTC'), on $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)."

  echo
  echo "## Code"
  echo
  echo "| folder | Rust lines | JS lines | md, toml, css, html, json, sh and perft lines |"
  echo "|---|---|---|---|"
  for dir in engine src-tauri ui tests scripts docs; do
    echo "| \`$dir/\` | $(lines "$dir" '*.rs') | $(lines "$dir" '*.js' '*.mjs') | $(lines "$dir" '*.md' '*.toml' '*.css' '*.html' '*.json' '*.sh' '*.perft') |"
  done
  echo
  echo "Counted with \`git ls-files -z -- '<folder>/*.rs' | xargs -0 cat | wc -l\` (likewise for the"
  echo "other kinds); \`node scripts/check-size.mjs\` checks the size rule."

  echo
  echo "## Tests"
  echo
  echo "Tests as written in the source. A run counts more: \`cargo test\` also runs the doc"
  echo "comments' examples, and a test written once in a loop (over languages, games, themes) runs"
  echo "once per pass; the runs' own summary lines give what ran."
  run "git grep -c -E '^\s*#\[(tokio::)?test' -- '*.rs' | awk -F: '{n += \$2} END {print n \" Rust test functions (#[test] and #[tokio::test], unit and integration)\"}'"
  run "git grep -c -E '^\s*test\(' -- 'tests/unit/*.mjs' | awk -F: '{n += \$2} END {print n \" JS unit test calls\"}'"
  run "git grep -c -E '^\s*(it|test)\(' -- 'tests/e2e/*.test.mjs' | awk -F: '{n += \$2} END {print n \" end-to-end test calls\"}'"

  echo
  echo "## What was built"
  echo
  built=(target/release/shuangcheng target/release/shuangcheng-cli dist/*.deb dist/*.rpm dist/*.zip)
  found=()
  for f in "${built[@]}"; do [ -f "$f" ] && found+=("$f"); done
  if [ ${#found[@]} -eq 0 ]; then
    echo "Not measured in this run: none of ${built[*]} was built (\`make bundle\`, \`make bundle-windows\`)."
  else
    run "ls -l --time-style=+%Y-%m-%d ${found[*]} | awk '{printf \"%-48s %12d bytes  %s\\n\", \$7, \$5, \$6}'"
  fi

  echo
  echo "## CI"
  echo
  if [ $ci = yes ]; then
    clone=$(mktemp -d)
    git clone -q . "$clone"
    echo "\`.ci/run\` in a fresh clone of this commit (\`git clone . \$tmp && \$tmp/.ci/run\`):"
    echo
    echo '```'
    (cd "$clone" && .ci/run 2>&1) | grep '^ci: ' || echo "ci: failed (see the run's output)"
    echo '```'
    rm -rf "$clone"
  else
    echo "Not measured in this run: \`bash scripts/figures.sh --ci\` runs \`.ci/run\` (limit 90 minutes) in a"
    echo "fresh clone and records each step's time here."
  fi
} >"$out.tmp"
mv "$out.tmp" "$out"
echo "figures: wrote $out"
