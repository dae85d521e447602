// Game clocks in the real app: a game lost on time (a custom 15 s clock runs out on Black),
// and one left mid-clock and continued from the home screen with each side's time as it was
// (5+3: the increment added to the move played). Screenshots: clock-*.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Session } from './lib/wd.mjs';
import { home, language, newGame, zhiliMove } from './helpers.mjs';

/** Each side's time on the game clock, as the top bar shows it (data attributes). */
function sides(s) {
  return s.exec(`return Object.fromEntries([...document.querySelectorAll('[data-testid="timer"] .side-clock')]
    .map((e) => [e.getAttribute('data-side'), { ms: Number(e.getAttribute('data-remaining-ms')), text: e.textContent, toMove: e.classList.contains('to-move') }]))`);
}

test('a game lost on time: Black lets its 15 s game clock run out and loses', async () => {
  const s = await Session.start();
  try {
    await s.resize(1280, 800);
    await language(s, 'en');
    await newGame(s, { game: 'zhili', mode: 'pass-and-play', clock: { minutes: 0.25, increment: 0 } });
    const shown = await sides(s);
    assert.deepEqual(Object.keys(shown), ['first', 'second'], 'both sides\u2019 clocks are shown');
    assert.match(shown.first.text, /^Red 0:1\d$/);
    await zhiliMove(s, '8-7');
    const after = await sides(s);
    assert.ok(after.second.toMove && !after.first.toMove, 'Black\u2019s clock is the one running');
    const p = await s.waitFor(async () => {
      const now = await s.play();
      return now.phase === 'over' ? now : null;
    }, 25000, 'Black\u2019s time to run out');
    assert.equal(p.ply, 1, 'no turn passed: the game ended');
    await s.waitFor(() => s.exec('return !!document.querySelector(\'[data-testid="end-reason"]\')'), 5000, 'the end of the game');
    assert.equal(await s.attr('[data-testid="end-reason"]', 'data-reason'), 'out-of-time');
    assert.equal(await s.attr('[data-testid="end-winner"]', 'data-winner'), 'first');
    assert.match(await s.text('[data-testid="end-reason"]'), /out of time/);
    await s.screenshot('clock-lost-on-time');
    // The rules page states the app's game-clock rule, with the registry's presets.
    await s.exec("location.hash = '#/rules/zhili'");
    await s.waitFor(() => s.exec('return !!document.querySelector(\'[data-testid="rules-game-clock"]\')'), 5000, 'the rules page');
    assert.match(await s.text('[data-testid="rules-game-clock"]'), /5\+3, 10\+5, 15\+10.*runs out loses\. This is the app's time-control rule/);
  } finally {
    await s.end();
  }
});

test('a game left mid-clock and continued from home keeps each side\u2019s time', async () => {
  const s = await Session.start();
  try {
    await s.resize(390, 844);
    await language(s, 'zh');
    // 5+3 for both sides; the handicap row is offered beside it.
    await newGame(s, {
      game: 'zhili', mode: 'pass-and-play', clock: '5+3',
      beforeStart: async () => {
        assert.equal(await s.attr('[data-testid="clock-5+3"]', 'aria-checked'), 'true');
        assert.ok(await s.exec('return !!document.querySelector(\'[data-testid="handicap-off"]\')'), 'a handicap is offered');
        await s.screenshot('clock-new-game-phone');
      },
    });
    await zhiliMove(s, '8-7');
    const id = (await s.play()).id;
    const before = await sides(s);
    // Red's move took a few seconds and earned 3: its clock stands near 5:00.
    assert.ok(before.first.ms > 290000 && before.first.ms <= 303000, `Red has ${before.first.ms} ms`);
    await s.screenshot('clock-game-clock-phone');
    await home(s);
    // Away from the game while the page's own clock moves on three seconds.
    const left = await s.exec('return performance.now()');
    await s.waitFor(async () => (await s.exec('return performance.now()')) - left >= 3000, 10000, 'three seconds away');
    await s.tap(`[data-testid="continue-${id}"]`);
    await s.waitFor(async () => (await s.play())?.id === id, 10000, 'the game to open again');
    const back = await sides(s);
    assert.equal(back.first.ms, before.first.ms, 'Red\u2019s time did not run while away');
    assert.ok(back.second.ms <= before.second.ms && back.second.ms > before.second.ms - 1500,
      `Black had ${before.second.ms} ms and has ${back.second.ms}: the three seconds away were not counted`);
    assert.ok(back.second.toMove);
  } finally {
    await s.end();
  }
});
