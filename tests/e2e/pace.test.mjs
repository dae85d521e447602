// AI turns at the player's pace, in the real app: the Computer's pace
// setting, and "Skip to my turn" while a Generals AI turn plays out at the slow pace.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Session } from './lib/wd.mjs';
import { language } from './helpers.mjs';

/** The places of the controls shown, within their grid: `left,top,width,height` in order. */
const CONTROLS_LAYOUT = `const grid = document.querySelector('[data-testid="controls"]');
  return [...grid.children].filter((b) => !b.hidden).map((b) => [b.offsetLeft - grid.offsetLeft, b.offsetTop - grid.offsetTop, b.offsetWidth, b.offsetHeight].join());`;

test('Generals: the slow pace set on the settings screen, then "Skip to my turn" during the computer\u2019s turn', async () => {
  const s = await Session.start();
  try {
    await s.resize(390, 844);
    await language(s, 'en');
    await s.exec(`location.hash = '#/settings'`);
    await s.tap('[data-testid="set-ai-pace-slow"]');
    await s.waitFor(() => s.exec('return document.querySelector(\'[data-testid="set-ai-pace-slow"]\').getAttribute(\'aria-pressed\') === \'true\''), 5000, 'the slow pace saved');
    await s.screenshot('pace-settings-phone-en');
    // North, the computer, is to move: its turn is several actions, each after the first
    // waiting 900 ms at the slow pace.
    const id = await s.exec(`return window.__TAURI__.core.invoke('new_game', { options: {
      game: 'generals', mode: 'vs-ai', timerSecs: null, position: 'n 0 r0=GN@a1,r1=CB@e1,y0=GN@k13,y1=LI@e4,y2=SH@g1',
      seats: [{ kind: 'human' }, { kind: 'ai', level: 'easy' }] } }).then((g) => g.id)`);
    await s.exec(`location.hash = '#/play/${id}'`);
    await s.waitFor(() => s.exec('const b = document.querySelector(\'[data-testid="skip-to-turn"]\'); return !!b && !b.hidden'), 10000, 'the skip button during the computer\u2019s turn');
    await s.screenshot('pace-skip-phone-en');
    const during = await s.exec(CONTROLS_LAYOUT);
    await s.tap('[data-testid="skip-to-turn"]');
    const p = await s.waitHumanTurn(10000);
    assert.equal(p.toMove, 'first', 'South, the player, is to move');
    assert.ok(p.ply >= 2, 'the computer played its whole turn');
    assert.equal(await s.exec('return document.querySelector(\'[data-testid="skip-to-turn"]\').hidden'), true, 'nothing to skip on the player\u2019s turn');
    assert.deepEqual(await s.exec(CONTROLS_LAYOUT), during, 'the hint back in the skip\u2019s place: no control moved');
    assert.equal(await s.exec('return document.querySelector(\'[data-testid="hint"]\').hidden'), false);
  } finally {
    // The run's later tests share these saves: the pace goes back to normal.
    await s.exec(`const core = window.__TAURI__.core;
      return core.invoke('get_settings').then((st) => core.invoke('set_settings', { settings: { ...st, aiPace: 'normal' } }));`).catch(() => {});
    await s.end();
  }
});
