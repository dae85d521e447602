// No launch flash: from the first frame the window exists, it has the theme's
// background, light or dark, not the white or black of a bare window or WebView (tauri #12743).
// The display is sampled as fast as ImageMagick's `import` allows, from before the app starts
// until its page has been up a while; each sample is the mean colour of a patch in the window.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { APP_BIN, Session, appWith } from './lib/wd.mjs';
import { freshHome, lockHeld, start, until } from './lib/procs.mjs';

// A patch inside the window (1000 × 780 at the display's corner, tauri.conf.json), away from text.
const PATCH = '240x120+380+640';

/** The patch's mean colour now, as [r, g, b]. */
function sample() {
  const r = spawnSync('import', ['-window', 'root', '-crop', PATCH, '-resize', '1x1!', '-depth', '8', 'txt:-'], { encoding: 'utf8' });
  assert.equal(r.status, 0, `import (ImageMagick) failed: ${r.stderr}`);
  const hex = /#([0-9A-Fa-f]{6})/.exec(r.stdout)[1];
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
}

const luma = ([r, g, b]) => 0.2126 * r + 0.7152 * g + 0.0722 * b;
const same = (a, b) => a.every((v, i) => Math.abs(v - b[i]) <= 2);

/** Saves whose settings say `theme`: written by the app's first start, then set with sqlite3. */
async function savesWithTheme(theme) {
  const home = freshHome();
  const db = path.join(home.saves, 'shuangcheng.db');
  const hasSettings = () => spawnSync('sqlite3', [db, 'SELECT count(*) FROM settings']).status === 0;
  const first = start(APP_BIN, [], home.env);
  try {
    await until('the first start to make the saves', () => first.status !== undefined || (lockHeld(home.saves) && hasSettings()));
  } finally {
    await first.end();
  }
  const set = spawnSync('sqlite3', [db, `INSERT OR REPLACE INTO settings (key, value) VALUES ('theme', '"${theme}"')`], { encoding: 'utf8' });
  assert.equal(set.status, 0, `sqlite3: ${set.stderr}`);
  return home;
}

/** Every sample from the launch until the page has shown for 3 s: [ms since launch, colour]. */
async function launchFrames(env, bare) {
  const app = start(APP_BIN, [], env);
  const frames = [];
  const t0 = Date.now();
  let shownAt = null;
  try {
    while (Date.now() - t0 < 60_000 && (shownAt === null || Date.now() - shownAt < 3000)) {
      const colour = sample();
      frames.push([Date.now() - t0, colour]);
      if (shownAt === null && !same(colour, bare)) shownAt = Date.now();
      assert.equal(app.status, undefined, `the app exited:\n${app.out}`);
    }
  } finally {
    await app.end();
  }
  return frames.filter(([, colour]) => !same(colour, bare));
}

for (const [theme, expected] of [['dark', (c) => luma(c) < 60], ['light', (c) => luma(c) > 180 && !same(c, [255, 255, 255])]]) {
  test(`${theme} theme: every frame from the window's first has the theme's background`, async () => {
    const bare = sample();
    const home = await savesWithTheme(theme);
    try {
      await until('the first start\'s window to go', () => same(sample(), bare));
      const frames = await launchFrames(home.env, bare);
      assert.ok(frames.length >= 5, `the window was seen (${frames.length} frames)`);
      const wrong = frames.filter(([, c]) => !expected(c));
      assert.deepEqual(wrong, [], `frames off the ${theme} theme (ms, rgb), of ${frames.length}: ${JSON.stringify(wrong.slice(0, 5))}`);
      console.log(`# ${theme}: ${frames.length} frames of the window, first at ${frames[0][0]} ms, colour ${frames[0][1]}`);
    } finally {
      fs.rmSync(home.root, { recursive: true, force: true });
    }
  });
}

test('without a display the app says why in one line and exits, with no panic', () => {
  const home = freshHome();
  try {
    // No X server listens on :1234 (the run's Xvfb is on :90–:140).
    const r = spawnSync(APP_BIN, [], { env: { ...home.env, DISPLAY: ':1234' }, encoding: 'utf8', timeout: 20000 });
    assert.equal(r.status, 1, `exit status ${r.status}: ${r.stderr}`);
    const lines = r.stderr.trim().split('\n');
    assert.match(lines.at(-1), /^shuangcheng: cannot start: the display ':1234' did not open after 5 tries/);
    assert.equal(lines.filter((l) => l.includes('try ')).length, 4, r.stderr);
    assert.doesNotMatch(r.stderr, /panicked/);
  } finally {
    fs.rmSync(home.root, { recursive: true, force: true });
  }
});

test('a session whose app ends as it starts fails within seconds, saying so', async () => {
  const { script, dir } = appWith({ DISPLAY: ':1234' });
  const started = Date.now();
  try {
    await assert.rejects(Session.start({ app: script }), /ended before its page connected/);
    assert.ok(Date.now() - started < 30000, `it took ${Date.now() - started} ms`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
