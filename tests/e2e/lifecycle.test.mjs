// A game's life on a phone, played on the desktop WebView: the page hidden and shown
// again as when the app goes to the background, the window focused again without a `Resumed`,
// and the page reloaded (or started again without its address, as after iOS ends the web
// process) in every game. The clock is read from the timer after each step.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Session } from './lib/wd.mjs';
import { newGame, reload, zhiliMove } from './helpers.mjs';

/** Makes the page hidden or visible, as WebKit does when the app leaves or returns. */
const visibility = (s, state) => s.exec(`
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => '${state}' });
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => ${state === 'hidden'} });
  document.dispatchEvent(new Event('visibilitychange'));`);

/** The game's pause as shown: the screen's flag, the veil, and whether the timer runs. */
const pauseState = (s) => s.exec(`
  const play = document.querySelector('[data-testid="play"]');
  const veil = document.querySelector('[data-testid="paused"]');
  const timer = document.querySelector('[data-testid="timer"]');
  return { paused: play.getAttribute('data-paused') === 'true', veil: !!veil && !veil.hidden,
    running: timer.classList.contains('running'), remainingMs: Number(timer.getAttribute('data-remaining-ms')) };`);

const until = (s, what, check) => s.waitFor(async () => {
  const state = await pauseState(s);
  return check(state) ? state : null;
}, 10000, what);

test('a timed game pauses in the background, stays paused when hidden twice, and waits for a tap', async () => {
  const s = await Session.start();
  try {
    await newGame(s, { game: 'zhili', mode: 'pass-and-play', timer: 60 });
    await until(s, 'the clock to run', (p) => p.running && !p.paused && !p.veil);
    await visibility(s, 'hidden');
    const paused = await until(s, 'the game to pause', (p) => p.paused && !p.running);
    await visibility(s, 'hidden');
    await visibility(s, 'visible');
    const back = await until(s, 'the pause shown on return', (p) => p.veil);
    assert.ok(back.paused && !back.running, 'shown, but the clock waits for the player');
    assert.equal(back.remainingMs, paused.remainingMs, 'no time passed while paused, hidden twice');
    await s.tap('[data-testid="paused"]');
    await until(s, 'the clock to run after the tap', (p) => p.running && !p.paused && !p.veil);
    // The window focused again, with no visibility event (a platform that never says Resumed).
    await visibility(s, 'hidden');
    await until(s, 'the game to pause again', (p) => p.paused && !p.running);
    await s.exec("window.dispatchEvent(new Event('focus'))");
    await until(s, 'the pause shown on focus', (p) => p.veil && p.paused);
    await s.screenshot('lifecycle-paused-veil');
    await s.tap('[data-testid="paused"]');
    await until(s, 'the clock to run again', (p) => p.running && !p.paused);
  } finally {
    await s.end();
  }
});

test('an untimed game resumes by itself when the page is shown again', async () => {
  const s = await Session.start();
  try {
    await newGame(s, { game: 'zhili', mode: 'pass-and-play', timer: null });
    await visibility(s, 'hidden');
    await until(s, 'the game to pause', (p) => p.paused);
    await visibility(s, 'visible');
    await until(s, 'the game to resume without a tap', (p) => !p.paused && !p.veil);
  } finally {
    await s.end();
  }
});

for (const game of ['zhili', 'twin-cities', 'generals']) {
  test(`${game}: a reloaded page lands on the game, at the same position and clock`, async () => {
    const s = await Session.start();
    try {
      await newGame(s, { game, mode: 'pass-and-play', timer: 60 });
      if (game === 'zhili') await zhiliMove(s, '8-7');
      for (const keep of [true, false]) {
        const before = await s.play();
        await reload(s, keep);
        assert.equal(await s.exec('return document.body.getAttribute("data-first-screen")'), 'play', 'no home screen first');
        const after = await s.play();
        assert.equal(after.id, before.id, `the same game (${keep ? 'reload' : 'started again'})`);
        assert.equal(after.position, before.position);
        assert.equal(after.ply, before.ply);
        assert.ok(after.remainingMs > 0 && after.remainingMs <= before.remainingMs, 'the clock went on from where it was');
      }
    } finally {
      await s.end();
    }
  });
}
