// The app as a package installs it: started from the installed binary, the home screen shows,
// a Zhili game starts and one move is played, the app quits by closing its window, and a
// relaunch offers Continue and resumes the game where it stood.
//
//   bash tests/e2e/run.sh /usr/bin/shuangcheng tests/package/installed-app.test.mjs
//
// tests/package/run.sh builds, checks and installs the package, then runs this.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Session, appPids, sleep } from '../e2e/lib/wd.mjs';
import { home, language, newGame, zhiliMove } from '../e2e/helpers.mjs';

async function until(what, fn, ms) {
  const end = Date.now() + ms;
  while (!fn()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(200);
  }
}

test('installed app: home, a Zhili move, quit, relaunch, Continue resumes the game', async () => {
  let s = await Session.start();
  let before;
  try {
    await s.resize(390, 844);
    await home(s);
    // The app follows the system's locale (C here: English) until the player picks a language.
    assert.equal(await s.text('[data-testid="home"] h1'), 'Shuangcheng');
    await language(s, 'zh');
    assert.equal(await s.text('[data-testid="home"] h1'), '双城棋院');
    await s.screenshot('installed-home');
    await newGame(s, { game: 'zhili', mode: 'pass-and-play', timer: 120 });
    await zhiliMove(s, '8-7');
    // The clock runs past its once-a-second save, so that only the save at exit passes the
    // check after the relaunch.
    await sleep(1600);
    before = await s.play();
    assert.deepEqual(before.moves, ['8-7']);
    assert.equal(before.phase, 'playing');
    // Quit as a player does: the window's close button (WebDriver's "close window" would end
    // the app without the close request). The app saves the clock and exits by itself.
    const pids = appPids();
    assert.equal(pids.length, 1, 'one app process');
    execFileSync('python3', [fileURLToPath(new URL('../e2e/lib/close-window.py', import.meta.url)), String(pids[0])]);
    await until('the app to exit after its window closed', () => appPids().length === 0, 10000);
  } finally {
    await s.end();
  }
  s = await Session.start();
  try {
    await s.resize(390, 844);
    await home(s);
    await s.screenshot('installed-relaunch-continue');
    await s.tap(`[data-testid="continue-${before.id}"]`);
    const after = await s.waitFor(async () => {
      const p = await s.play();
      return p && p.id === before.id ? p : null;
    }, 10000, 'the resumed game');
    assert.equal(after.position, before.position);
    assert.deepEqual(after.moves, before.moves);
    assert.equal(after.toMove, before.toMove);
    assert.ok(after.remainingMs > 0 && after.remainingMs <= before.remainingMs + 300,
      `the clock resumes where it stopped (${before.remainingMs} ms before, ${after.remainingMs} ms after)`);
    await s.screenshot('installed-resumed');
  } finally {
    await s.end();
  }
});
