// A desktop window that remembers (tauri-plugin-window-state, src-tauri/src/lib.rs): resized,
// quit as a player quits (the window's close button), relaunched at the same size; and a
// position saved on a screen that is gone (here: far outside Xvfb's) opens on the screen.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Session, appWith, appPids } from './lib/wd.mjs';

const CLOSE = fileURLToPath(new URL('./lib/close-window.py', import.meta.url));
const SIZE = 'return [window.outerWidth, window.outerHeight]';
const PLACE = 'return { x: window.screenX, y: window.screenY, w: window.outerWidth, h: window.outerHeight, sw: screen.width, sh: screen.height }';

/** Quits the app as a player does: its window's close button; waits until it has exited. */
async function quit(s) {
  const pids = appPids();
  assert.equal(pids.length, 1, 'one app process');
  execFileSync('python3', [CLOSE, String(pids[0])]);
  await s.waitFor(async () => appPids().length === 0, 15000, 'the app to exit after its window closed');
  await s.end();
}

test('the window keeps its size across a quit and a relaunch; a position off every screen opens on it', async () => {
  const { script, dir } = appWith({});
  try {
    let s = await Session.start({ app: script });
    await s.resize(720, 610);
    const before = await s.exec(SIZE);
    await quit(s);
    const saved = path.join(dir, 'config', 'org.shuangcheng.boardgames', '.window-state.json');
    assert.ok(fs.existsSync(saved), 'the window state is saved at exit');

    s = await Session.start({ app: script });
    await s.waitFor(async () => (await s.exec(SIZE)).join() === before.join(), 10000, `the window at ${before}`);
    await quit(s);

    // The saved place moved far off Xvfb's screen, as if that monitor were unplugged.
    const state = JSON.parse(fs.readFileSync(saved, 'utf8'));
    for (const w of Object.values(state)) Object.assign(w, { x: 20000, y: 15000, prev_x: 20000, prev_y: 15000 });
    fs.writeFileSync(saved, JSON.stringify(state));
    s = await Session.start({ app: script });
    try {
      const at = await s.exec(PLACE);
      assert.ok(at.x >= 0 && at.x < at.sw && at.y >= 0 && at.y < at.sh, `on screen: ${JSON.stringify(at)}`);
      assert.deepEqual([at.w, at.h], before, 'still the size it had');
    } finally {
      await s.end();
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
