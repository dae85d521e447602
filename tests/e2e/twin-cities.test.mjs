// Twin Cities in the real app, pass and play, all by taps: a recruit, an exchange (soldiers,
// then a general from the reserve ring, then its point) and a Foot's move with a follower.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Session } from './lib/wd.mjs';
import { newGame, language } from './helpers.mjs';

async function step(s, name, fn) {
  const before = (await s.play()).ply;
  await fn();
  const p = await s.waitFor(async () => {
    const q = await s.play();
    return q.ply > before && q.humanToAct ? q : null;
  }, 10000, name);
  return p.moves[p.moves.length - 1];
}

test('Twin Cities: a recruit, an exchange and a move with a follower, by taps', async () => {
  const s = await Session.start();
  try {
    await s.resize(390, 844);
    await language(s, 'zh');
    await newGame(s, { game: 'twin-cities', mode: 'pass-and-play', timer: null });
    const start = await s.waitHumanTurn();
    assert.equal(start.position, '9/4c4/3s1s3/9/9/2X3X2/9/9/3S1S3/4C4/9 r S4TFBHLWRDE s4tfbhlwrde 0 1');
    assert.equal(await s.attr('[data-testid="reserve-first-S"]', 'data-count'), '4');

    // Red recruits: the recruit button, then a lit point of the City's field.
    const r1 = await step(s, 'Red\u2019s recruit', async () => {
      await s.tap('[data-testid="tap-+"]');
      const p = await s.play();
      assert.ok(p.targets.includes('e3') && !p.targets.includes('e5'), 'only field points light up');
      await s.screenshot('twin-phone-zh-recruit');
      await s.tapPoint('e3');
    });
    assert.equal(r1, '+e3');
    assert.equal(await s.attr('[data-testid="reserve-first-S"]', 'data-count'), '3');

    const b1 = await step(s, 'Black\u2019s recruit', async () => {
      await s.tap('[data-testid="tap-+"]');
      await s.tapPoint('e9');
    });
    assert.equal(b1, '+e9');

    // Red exchanges two soldiers for the Foot general, placed where a soldier stood.
    const x = await step(s, 'Red\u2019s exchange', async () => {
      await s.tap('[data-testid="tap-@"]');
      await s.tapPoint('f3');
      await s.tapPoint('d3');
      const p = await s.play();
      assert.ok(p.buttons.includes('tap-F') && p.buttons.includes('tap-T') === false, 'two soldiers buy a general, not the Tiger');
      await s.screenshot('twin-phone-zh-exchange');
      await s.tap('[data-testid="reserve-first-F"] .slot-hit');
      await s.tapPoint('d3');
    });
    assert.equal(x, 'F@d3:d3,f3');
    assert.equal(await s.attr('[data-testid="reserve-first-F"]', 'data-count'), '0');

    const b2 = await step(s, 'Black\u2019s second recruit', async () => {
      await s.tap('[data-testid="tap-+"]');
      await s.tapPoint('d10');
    });
    assert.equal(b2, '+d10');

    // Red's Foot moves two points and takes the soldier from e3 along to its new field.
    const m = await step(s, 'the Foot\u2019s move with a follower', async () => {
      await s.tapPoint('d3');
      await s.tapPoint('d5');
      const p = await s.play();
      assert.ok(p.buttons.includes('confirm'), 'the move alone can be confirmed');
      assert.ok(p.targets.includes('e3'), 'the soldier that may follow lights up');
      await s.screenshot('twin-phone-zh-follower');
      await s.tapPoint('e3');
      await s.tapPoint('e4');
    });
    assert.equal(m, 'd3d5~e3e4');
    const end = await s.play();
    assert.equal(end.position, '9/3sc4/3sss3/9/9/2X3X2/3F5/4S4/9/4C4/9 b S5TBHLWRDE s2tfbhlwrde 1 3');
    await s.resize(1280, 800);
    await s.screenshot('twin-desktop-zh');
    await language(s, 'en');
    await s.exec(`location.hash = '#/play/${end.id}'`);
    await s.waitFor(async () => (await s.play()) !== null, 10000, 'the game again');
    await s.screenshot('twin-desktop-en');
    await s.resize(390, 844);
    await s.screenshot('twin-phone-en');
    await language(s, 'zh');
  } finally {
    await s.end();
  }
});

test('Twin Cities as Black against the AI: the board is turned and the AI moves first', async () => {
  const s = await Session.start();
  try {
    await s.resize(390, 844);
    await newGame(s, { game: 'twin-cities', mode: 'vs-ai', side: 'second', level: 'hard', timer: null });
    // Playing Black, the board is turned so that Black sits at the bottom.
    await s.waitFor(() => s.exec('return document.querySelector(\'[data-testid="board"]\').classList.contains("flipped")'), 5000, 'the turned board');
    const p = await s.waitHumanTurn(30000);
    await s.screenshot('twin-phone-zh-flipped');
    assert.equal(p.toMove, 'second');
    assert.equal(p.moves.length, 1, 'the AI made the first move');
    assert.equal(await s.exec('return document.querySelector(\'[data-testid="ai-thinking"]\').hidden'), true);
  } finally {
    await s.end();
  }
});
