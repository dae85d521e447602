// Nothing lost from the play screen (docs/mobile.md): every action it had before the bar is at
// most two taps away, and the bar holds at most five named icon buttons.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Session } from './lib/wd.mjs';
import { newGame, language } from './helpers.mjs';

/** A fresh pass-and-play game of `game` on screen; its id. */
async function start(s, game) {
  await newGame(s, { game, mode: 'pass-and-play', timer: null, setup: game === 'generals' ? 'default' : undefined });
  return (await s.waitHumanTurn()).id;
}

/**
 * Every action of the play screen as it was before the bar (its buttons, the zoom, the move
 * list, the game's own buttons): where it is now, and how many taps from the screen at rest.
 */
const ACTIONS = ['back', 'zoom', 'undo', 'redo', 'hint', 'flip', 'resign', 'draw', 'threats', 'review', 'export', 'moves'];

/** Taps to reach the control `testid` (0: not found), opening the more sheet if it is there. */
async function tapsTo(s, testid) {
  const where = () => s.exec(`const e = [...document.querySelectorAll('[data-testid="' + arguments[0] + '"]')].find((x) => x.getClientRects().length);
    return e ? (e.closest('#modal-root') ? 'sheet' : 'screen') : (document.querySelector('.sheet-store [data-testid="' + arguments[0] + '"]') ? 'stored' : null);`, [testid]);
  const first = await where();
  if (first === 'screen') return 1;
  if (first !== 'stored') return 0;
  await s.tap('[data-testid="more"]');
  const second = await where();
  await s.keys('Escape');
  await s.waitFor(() => s.exec('return !document.querySelector(\'#modal-root [role="dialog"]\')'), 5000, 'the sheet to close');
  return second === 'sheet' ? 2 : 0;
}

test('nothing lost: every action of the play screen is at most two taps away; the bar holds at most five named icon buttons', async () => {
  const s = await Session.start();
  try {
    await s.resize(390, 844);
    await language(s, 'en');
    for (const game of ['twin-cities', 'generals']) {
      await start(s, game);
      const walk = {};
      for (const testid of ACTIONS) walk[testid] = await tapsTo(s, testid);
      // The game's own buttons (recruit, exchange; troops, lead) while they can be used.
      for (const testid of (await s.play()).buttons) walk[testid] = await tapsTo(s, testid);
      assert.deepEqual(Object.entries(walk).filter(([, n]) => n < 1 || n > 2), [], `${game}: every action in one or two taps: ${JSON.stringify(walk)}`);
      const bar = await s.exec(`const bar = document.querySelector('[data-testid="controls"]');
        const shown = [...bar.querySelectorAll('button')].filter((b) => b.getClientRects().length);
        const actions = document.querySelector('[data-testid="actionbar"]').getBoundingClientRect();
        return { n: shown.length, unnamed: shown.filter((b) => !b.getAttribute('aria-label') || !b.title).length, above: actions.bottom <= bar.getBoundingClientRect().top + 1 };`);
      assert.ok(bar.n <= 5, `${game}: ${bar.n} buttons in the bar`);
      assert.equal(bar.unnamed, 0, 'each with a name and a tooltip');
      assert.ok(bar.above, 'the game\u2019s own buttons just above the bar');
      console.log(`${game}: taps to each action:`, JSON.stringify(walk));
    }
    await s.tap('[data-testid="more"]');
    await s.screenshot('phone-more-sheet-en');
    await s.keys('Escape');
  } finally {
    await s.end();
  }
});
