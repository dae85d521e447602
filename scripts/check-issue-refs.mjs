#!/usr/bin/env node
// make lint: no comment, test name or doc names a tracker issue ("issue N", "must-show N").
// An issue is a request of its time; the code and the docs say what is true now, and cite the
// rule (docs/rules/) or the doc that explains it. Commit bodies may name issues.
//
//   node scripts/check-issue-refs.mjs   prints each one as `file:line: …`, exits 1

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The tracked files that are read: text a person writes, not data, records or lockfiles. */
const CHECKED = /\.(rs|js|mjs|ts|css|html|md|toml|sh|yml|json)$|(^|\/)(Makefile|run)$/;
const SKIPPED = /^(gen\/|docs\/matches\/|docs\/weights\/|engine\/openings\/)|(^|\/)(Cargo\.lock|package-lock\.json)$|\.d\.ts$/;

// "issue N", "issues N, M", "Issue #N", "must-show N", "must-shows N and M", N a number.
const REFERENCE = /\b(issues?\s+#?\d+|must-shows?\s+\d+)/gi;

/** The issue references of one file's text, as `file:line:column: …`. */
export function referencesIn(file, text) {
  const out = [];
  text.split('\n').forEach((line, i) => {
    for (const m of line.matchAll(REFERENCE)) out.push(`${file}:${i + 1}:${m.index + 1}: names an issue: '${m[0]}'`);
  });
  return out;
}

/** Every issue reference in the repository's tracked files. */
export function check(root = ROOT) {
  const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n');
  return files
    .filter((f) => CHECKED.test(f) && !SKIPPED.test(f))
    .flatMap((f) => referencesIn(f, readFileSync(join(root, f), 'utf8')));
}

if (process.argv[1] && relative(process.argv[1], fileURLToPath(import.meta.url)) === '') {
  const found = check();
  for (const p of found) console.error(p);
  if (found.length) process.exit(1);
  console.log('check-issue-refs: no comment or doc names an issue');
}
