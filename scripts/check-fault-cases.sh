#!/usr/bin/env bash
# After `cargo test`: every fault test wrote how many fault cases it ran
# (src-tauri/tests/common/mod.rs, `fault_cases`) into <target>/debug/fault-cases/. A count
# that is missing (the test did not run) or below its minimum fails, so a fault test cannot
# pass without running its faults. `make unit` clears the counts before the tests.
set -euo pipefail
dir="${CARGO_TARGET_DIR:-target}/debug/fault-cases"
status=0
while read -r test minimum; do
  [ -z "$test" ] && continue
  count="$(cat "$dir/$test" 2>/dev/null || true)"
  if [ -z "$count" ]; then
    echo "fault-cases: $test ran no fault cases (no count in $dir)" >&2
    status=1
  elif [ "$count" -lt "$minimum" ]; then
    echo "fault-cases: $test ran $count fault cases, fewer than $minimum" >&2
    status=1
  else
    echo "fault-cases: $test $count (at least $minimum)"
  fi
done <<'MINIMUMS'
truncated_database 50
garbled_database 50
damaged_journal 3
cut_short 53
newer_database 1
read_only_folder 1
read_only_empty_folder 1
full_disk 1
full_disk_ai_move 1
full_disk_without_saving 1
full_disk_timeout 1
full_disk_corrupt_file 1
empty_beside_unreadable_journal 1
database_size_limit 1
unreadable_rows 4
crash_kills 200
second_app 1
sqlite_lock_held 1
refused_lock 1
power_loss 1000
record_mutations 1000
MINIMUMS
exit "$status"
