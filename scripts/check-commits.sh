#!/usr/bin/env bash
# CI: every commit since the last tag, or else since this check's own commit, passes
# scripts/commit-msg (a subject of at most 72 characters, a blank line before the body). Older
# commits were written before the rule and are not judged by it.
#
#   bash scripts/check-commits.sh [REVISION]   (default HEAD)
set -euo pipefail
cd "$(dirname "$0")/.."
head=${1:-HEAD}
if since=$(git describe --tags --abbrev=0 "$head" 2>/dev/null); then
  range="$since..$head"
else
  rule=$(git log --diff-filter=A --format=%H "$head" -- scripts/check-commits.sh | tail -n 1)
  [ -n "$rule" ] || { echo "check-commits: scripts/check-commits.sh is not in $head's history" >&2; exit 1; }
  # The rule's own commit is checked too, unless it is the first commit of a shallow clone.
  if git rev-parse --verify --quiet "$rule^" >/dev/null; then range="$rule^..$head"; else range="$head"; fi
fi
failed=0
count=0
message=$(mktemp)
trap 'rm -f "$message"' EXIT
for commit in $(git rev-list "$range"); do
  count=$((count + 1))
  git log -1 --format=%B "$commit" >"$message"
  if ! scripts/commit-msg "$message" 2>/dev/null; then
    echo "check-commits: $(git log -1 --format='%h %s' "$commit")" >&2
    { scripts/commit-msg "$message" 2>&1 || true; } | sed -n 1p | sed 's/^/  /' >&2
    failed=$((failed + 1))
  fi
done
[ "$failed" -eq 0 ] || { echo "check-commits: $failed of $count commits break the rule" >&2; exit 1; }
start=${since:-"the rule's commit"}
echo "check-commits: every commit since $start ($count) has a subject of at most 72 characters"
