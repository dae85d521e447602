// The README's pictures: the app as a player first meets it, on a desktop and on a phone, each
// game once. In the suite they go to the artifacts like every screenshot; `make screenshots`
// runs this file alone with its output in docs/screenshots/, where README.md shows them.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Session } from './lib/wd.mjs';
import { newGame, language, wander, seeded } from './helpers.mjs';

/** Waits until the whole board is drawn inside the window, as the README shows it. */
async function boardInView(s, what) {
  await s.waitFor(() => s.exec(`const svg = document.querySelector('[data-testid="board-wrap"] > svg');
    if (!svg) return false;
    const r = svg.getBoundingClientRect();
    return r.width > 0 && r.left >= -1 && r.top >= -1 && r.right <= innerWidth + 1 && r.bottom <= innerHeight + 1;`),
  10000, `${what}: the whole board in view`);
}

test('the README pictures: Twin Cities on a desktop, Generals and Zhili\u2019s coach on a phone', async () => {
  const s = await Session.start();
  const random = seeded(20261207);
  try {
    await s.resize(1280, 800);
    await language(s, 'en');
    await newGame(s, { game: 'twin-cities', mode: 'pass-and-play', timer: null });
    await wander(s, (await s.waitHumanTurn()).id, 12, random);
    await boardInView(s, 'Twin Cities on a desktop');
    assert.ok((await s.play()).moves.length >= 12, 'twelve actions in the move list');
    await s.screenshot('desktop-twin-cities-en');

    await s.resize(390, 844);
    await language(s, 'zh');
    await newGame(s, { game: 'generals', mode: 'pass-and-play', timer: null, setup: 'default' });
    await wander(s, (await s.waitHumanTurn()).id, 9, random);
    await boardInView(s, 'Generals on a phone');
    await s.screenshot('phone-generals-zh');

    // Zhili from a position Red wins (Z9): the piece on 4 chosen, its winning move marked.
    await language(s, 'en');
    const game = await s.exec(`return window.__TAURI__.core.invoke('new_game', { options: {
      game: 'zhili', mode: 'pass-and-play', seats: [{ kind: 'human' }, { kind: 'human' }], timerSecs: null,
      position: 'bbb.sbrrrr. r 0', coach: true } })`);
    await s.exec(`location.hash = '#/play/${game.id}'`);
    await s.waitFor(async () => ((await s.play()) || {}).id === game.id, 10000, 'the Zhili game on screen');
    await boardInView(s, 'Zhili on a phone');
    await s.waitFor(() => s.exec('return !!document.querySelector(\'[data-testid="board-wrap"] .zone.target.verdict-win\')'),
      10000, 'the coach\'s marks on the pieces');
    await s.tapPoint('4');
    await s.waitFor(() => s.exec(`const lit = document.querySelectorAll('[data-testid="board-wrap"] .zone.target');
      return lit.length === 1 && lit[0].getAttribute('data-point') === '3' && lit[0].classList.contains('verdict-win');`),
    5000, 'the winning move from 4, marked');
    await s.screenshot('phone-zhili-coach-en');
  } finally {
    await s.end();
  }
});
