// The example game in the real app: a build with the `example-game` feature lists tic-tac-toe
// on the home screen, and a pass-and-play game played by taps ends in X's win by a diagonal
// (J3). Not a `.test` file: the release app has no tic-tac-toe, so only
// `make test-example-game` runs it, against the build that has.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Session } from '../lib/wd.mjs';
import { newGame, language } from '../helpers.mjs';

test('tic-tac-toe is played by taps to a win in the app', async () => {
  const s = await Session.start();
  try {
    await s.resize(390, 844);
    await language(s, 'en');
    await newGame(s, { game: 'tic-tac-toe', mode: 'pass-and-play', timer: null });
    let p = await s.waitHumanTurn();
    assert.equal(p.position, '......... x', 'the empty board of J1, X to move (J2)');
    for (const cell of ['a1', 'a2', 'b2', 'a3', 'c3']) {
      const before = p.ply;
      await s.tapPoint(cell);
      p = await s.waitFor(async () => {
        const q = await s.play();
        return q && q.ply > before && (q.humanToAct || q.phase === 'over') ? q : null;
      }, 10000, `the mark on ${cell}`);
    }
    assert.equal(p.phase, 'over');
    await s.waitFor(() => s.exec('return !!document.querySelector(\'[data-testid="end-screen"]\')'), 5000, 'the end screen');
    assert.equal(await s.attr('[data-testid="end-reason"]', 'data-reason'), 'three-in-a-row');
    assert.equal(await s.attr('[data-testid="end-reason"]', 'data-rule'), 'J3');
    assert.match(await s.text('[data-testid="end-winner"]'), /X/);
    await s.screenshot('tic-tac-toe-phone-en-end');
  } finally {
    await s.end();
  }
});
