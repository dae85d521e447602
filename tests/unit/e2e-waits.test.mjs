// The end-to-end tests wait for states, not for fixed times: a fixed sleep before a check is
// too short on a loaded machine and wasted on an idle one. A negative check ("it stays
// stopped") waits for the state that would have changed it, such as the page's clock past the
// replay's steps (tests/e2e/curtain.test.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const DIR = 'tests/e2e';
// A promise around a timer with a number in it, in the page or in the test.
const FIXED_SLEEP = /setTimeout\(\s*\w+\s*,\s*\d+\s*\)/;

test('no end-to-end test sleeps a fixed time before a check', () => {
  const sleepers = readdirSync(DIR)
    .filter((f) => f.endsWith('.test.mjs'))
    .flatMap((f) => readFileSync(join(DIR, f), 'utf8').split('\n').map((line, i) => [f, i + 1, line]))
    .filter(([, , line]) => FIXED_SLEEP.test(line))
    .map(([f, n, line]) => `${f}:${n}: ${line.trim()}`);
  assert.deepEqual(sleepers, []);
});
