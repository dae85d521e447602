#!/bin/bash
# The command line's output is a contract: runs the same commands with two builds of
# shuangcheng-cli and reports every command whose standard output, standard error or exit code
# differs ("mean time" lines of `match` aside: they are timings).
#
#   bash scripts/compare-cli.sh OLD_BINARY NEW_BINARY
#
# e.g. an older commit's binary from `git worktree add /tmp/old REV` and
# `CARGO_TARGET_DIR=/tmp/old-target cargo build -p shuangcheng-engine --bin shuangcheng-cli` there.
set -u
OLD=$1
NEW=$2
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
n=0
diffs=0
run() {
  n=$((n + 1))
  "$OLD" "$@" >"$out/a" 2>"$out/ea" </dev/null
  echo "rc=$?" >>"$out/a"
  "$NEW" "$@" >"$out/b" 2>"$out/eb" </dev/null
  echo "rc=$?" >>"$out/b"
  if ! diff -q <(grep -v '^mean time' "$out/a"; cat "$out/ea") <(grep -v '^mean time' "$out/b"; cat "$out/eb") >/dev/null; then
    diffs=$((diffs + 1))
    echo "differs: $*"
    diff <(grep -v '^mean time' "$out/a"; cat "$out/ea") <(grep -v '^mean time' "$out/b"; cat "$out/eb") | head -6
  fi
}
for g in zhili twin-cities generals; do
  run legal "$g"
  run perft "$g" 2
  run legal "$g" --position nonsense
  run play "$g" --ai none
  run match "$g" --a 1 --b 2 --games 2 --seed 3
  run match "$g" --a 1 --b 2 --games 2 --seed 3 --openings 4
  run match "$g" --a 1 --b 2 --games 2 --weights-a legacy
  run match "$g" --a 1 --b 2 --games 2 --depth-a 3
done
run legal zhili 5-3 4-6
run legal zhili 5-3 9-9
run legal twin-cities e2e3 zz
run apply zhili --position "bbbsbrr.rr. r 0" 8-10 4-7
run apply zhili --position "bbbsbrr.rr. r 0" 8-10 x-y
run solve zhili
run solve zhili --position "bbbsbrr.rr. r 0"
run legal chess
run perft zhili 99
run match twin-cities --a master --b easy --games 2 --weights-a /no/such
run match twin-cities --a master --b easy --games 2 --depth-a 0
run match twin-cities --a master --b easy --games 2 --weights-a legacy --depth-a 1 --budget-a 20 --seed 5
run match twin-cities --a hard --b easy --games 2 --weights-a tuned
run sprt zhili --a hard --b easy --elo0 0 --elo1 10 --openings 2 --max-games 4
run nonsense
echo "compare-cli: $n commands, $diffs differ"
