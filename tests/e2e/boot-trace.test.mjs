// The boot breakdown (docs/performance.md): started with SC_BOOT_TRACE=1, the app prints on
// standard error, once its first screen is up, each step of its start on one time line from
// the process's start — the core's, the page's, each IPC call of the boot and the fonts. The
// times themselves are a measurement, not checked here.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { APP_BIN } from './lib/wd.mjs';
import { freshHome, start, until } from './lib/procs.mjs';

const STEPS = [
  'process started',
  'core: run() entered',
  'core: single instance claimed (session bus)',
  'core: display opened (GTK)',
  'core: setup started (Tauri and GTK up)',
  'core: saves opened',
  'core: window built',
  'page: navigation started',
  'page: modules evaluated',
  'page: ipc boot',
  'page: font faces awaited',
  'page: first screen put up',
  'page: first frame after ready',
];

test('SC_BOOT_TRACE=1: the app prints its boot, step by step, from the process start', async () => {
  const home = freshHome();
  const app = start(APP_BIN, [], { ...home.env, SC_BOOT_TRACE: '1' });
  try {
    await until('the boot breakdown', () => app.status !== undefined || /page: first frame after ready/.test(app.out));
    assert.equal(app.status, undefined, `the app exited:\n${app.out}`);
    const lines = app.out.slice(app.out.indexOf('SC_BOOT_TRACE:')).split('\n');
    const row = (step) => lines.find((l) => l.endsWith(`  ${step}`));
    for (const step of STEPS) assert.ok(row(step), `a line for "${step}" in:\n${lines.join('\n')}`);
    assert.ok(lines.some((l) => /page: font Shuangcheng Serif .* loaded$/.test(l)), `the app's font loaded:\n${lines.join('\n')}`);
    const startOf = (step) => Number(row(step).trim().split(/\s+/)[0]);
    assert.equal(startOf('process started'), 0, 'the time line starts at the process start');
    const order = STEPS.map(startOf);
    assert.deepEqual([...order].sort((a, b) => a - b), order, `the steps in the order they happen: ${order}`);
  } finally {
    await app.end();
    fs.rmSync(home.root, { recursive: true, force: true });
  }
});
