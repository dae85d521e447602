// "Since your last turn", in the real app: on one device, North's turn
// after South's begins with a replay of South's actions and a line that says what they cost;
// Skip replay ends it, Replay plays it again during the turn, and a tap on the board during a
// replay ends it and counts as the player's.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Session } from './lib/wd.mjs';
import { language } from './helpers.mjs';

test('Generals on one device: North sees South\u2019s turn replayed, and what it lost', async () => {
  const s = await Session.start();
  try {
    await s.resize(390, 844);
    await language(s, 'en');
    // South's Crossbowman takes North's Light infantry; its Flail deals 2 to the Heavy infantry.
    const id = await s.exec(`return window.__TAURI__.core.invoke('new_game', { options: {
      game: 'generals', mode: 'pass-and-play', timerSecs: null, position: 's 0 r0=GN@a1,r1=CB@e1,r2=FL@g4,y0=GN@k13,y1=LI@e4,y2=HI@g2',
      seats: [{ kind: 'human' }, { kind: 'human' }] } }).then((g) => g.id)`);
    await s.exec(`location.hash = '#/play/${id}'`);
    await s.waitFor(async () => ((await s.play()) || {}).humanToAct, 10000, 'South to act');
    for (const [ply, action] of ['troops r', 'r1xe4', 'r2xg2', 'end'].entries()) {
      await s.exec(`return window.__TAURI__.core.invoke('act', { gameId: arguments[0], action: arguments[1], ply: arguments[2] })`, [id, action, ply]);
    }
    // North's turn: the replay starts by itself and goes through South's four actions.
    const seen = new Set();
    await s.waitFor(async () => {
      const at = await s.attr('[data-testid="since-note"]', 'data-replay');
      if (at) seen.add(at);
      return seen.size >= 2 ? true : null;
    }, 10000, 'the replay under way');
    await s.screenshot('since-replay-phone-en');
    assert.equal(await s.text('[data-testid="since-text"]'), 'Since your last turn, actions: 4 · lost Light infantry ×1 · damage taken: 2');
    await s.tap('[data-testid="since-skip"]');
    await s.waitFor(() => s.exec('return !document.querySelector(\'[data-testid="since-note"]\').hasAttribute("data-replay")'), 5000, 'the replay ended');
    assert.equal(await s.attr('[data-testid="board"] .zone[data-point="e4"]', 'aria-label').then((l) => /Light infantry/.test(l)), false, 'the board is the game as it stands');
    // Replay again, then a tap on the board ends it and is judged on the board as it stands:
    // North's turn begins with a choice of general and mode, so a tap on its general's cell is
    // refused, with its reason (the arbiter).
    await s.tap('[data-testid="since-replay"]');
    await s.waitFor(async () => ((await s.attr('[data-testid="since-note"]', 'data-replay')) || '').startsWith('0/'), 5000, 'the replay again');
    await s.tapPoint('k13');
    await s.waitFor(() => s.exec('return !document.querySelector(\'[data-testid="since-note"]\').hasAttribute("data-replay")'), 5000, 'ended by the tap');
    const p = await s.play();
    assert.equal(p.toMove, 'second');
    await s.waitFor(() => s.exec('return !document.querySelector(\'[data-testid="refusal"]\').hidden'), 5000, 'the tap judged on the game as it stands');
    // North acts: the line and its Replay button stay for North's turn.
    await s.exec(`return window.__TAURI__.core.invoke('act', { gameId: arguments[0], action: 'lead y', ply: 4 })`, [id]);
    await s.waitFor(async () => (await s.play()).ply === 5, 5000, 'North\u2019s first action');
    assert.equal(await s.exec('return document.querySelector(\'[data-testid="since-note"]\').hidden'), false, 'still offered during the turn');
    await s.screenshot('since-after-phone-en');
  } finally {
    await s.end();
  }
});
