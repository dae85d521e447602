#!/usr/bin/env python3
"""Resident memory of a process by what is mapped (docs/performance.md, "The app process"):
each file's name, [heap], [stack], anonymous, in kB, largest first.

    python3 scripts/rss-by-mapping.py PID            one process
    python3 scripts/rss-by-mapping.py PID BASE_PID   the difference from another, largest first
"""
import collections
import re
import sys


def by_mapping(pid):
    rss = collections.Counter()
    name = None
    with open(f"/proc/{pid}/smaps") as smaps:
        for line in smaps:
            if re.match(r"^[0-9a-f]+-[0-9a-f]+ ", line):
                fields = line.split()
                name = fields[5].rsplit("/", 1)[-1] if len(fields) > 5 else "[anonymous]"
            elif line.startswith("Rss:"):
                rss[name] += int(line.split()[1])
    return rss


def main():
    mine = by_mapping(sys.argv[1])
    base = by_mapping(sys.argv[2]) if len(sys.argv) > 2 else collections.Counter()
    rows = sorted(set(mine) | set(base), key=lambda n: -abs(mine[n] - base[n]))
    for name in rows:
        if mine[name] - base[name]:
            print(f"{mine[name] - base[name]:+9d} kB  {name}" if base else f"{mine[name]:9d} kB  {name}")
    total = sum(mine.values()) - sum(base.values())
    print(f"{total:+9d} kB  in all" if base else f"{total:9d} kB  in all")


if __name__ == "__main__":
    main()
