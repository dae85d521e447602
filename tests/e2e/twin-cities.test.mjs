// Twin Cities in the real app, pass and play, all by taps: a recruit, an exchange (soldiers,
// then a general from the reserve ring, then its point) and a Foot's move with a follower; the
// fair start chosen on the new-game screen, and Black's swap (T14) by its button.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Session } from './lib/wd.mjs';
import { home, newGame, language } from './helpers.mjs';

async function step(s, name, fn) {
  const before = (await s.play()).ply;
  await fn();
  const p = await s.waitFor(async () => {
    const q = await s.play();
    return q.ply > before && q.humanToAct ? q : null;
  }, 10000, name);
  return p.moves[p.moves.length - 1];
}

/** The move list of the game above in words, in 中文 and English, then in notation. */
async function moveListInWords(s, id) {
  const moves = (part = '.mv-text') => s.exec(`return [...document.querySelectorAll('[data-testid="move-list"] li.mv ${part}')].map((e) => e.textContent)`);
  assert.deepEqual(await moves(), [
    '红方招募兵卒至 e3', '黑方招募兵卒至 e9', '红方以 d3、f3 的兵卒换步，落于 d3', '黑方招募兵卒至 d10',
    '红方步从 d3 走到 d5，兵卒从 e3 随至 e4',
  ]);
  // And Twin Cities' compact form (docs/rules/twin-cities.md): Red's files from file i, Black's from file a.
  assert.deepEqual(await moves('.mv-compact'), ['招五三', '招53', '以六三、四三换步六三', '招42', '步六进二，兵五进一']);
  // The status line, collapsed to whose turn it is on a phone, opens to the last action on a tap.
  if ((await s.attr('[data-testid="status"]', 'aria-expanded')) === 'false') await s.tap('[data-testid="status"]');
  assert.equal(await s.text('[data-testid="last-action"]'), '· 上一步：红方步从 d3 走到 d5，兵卒从 e3 随至 e4');
  await s.resize(1280, 800);
  await s.screenshot('twin-desktop-zh');
  await language(s, 'en');
  await s.exec(`location.hash = '#/play/${id}'`);
  await s.waitFor(async () => (await s.play()) !== null, 10000, 'the game again');
  assert.deepEqual(await moves(), [
    'Red recruits a Soldier on e3', 'Black recruits a Soldier on e9', 'Red trades the Soldiers on d3 and f3 for a Foot on d3',
    'Black recruits a Soldier on d10', "Red's Foot moves from d3 to d5, and the Soldier on e3 follows to e4",
  ]);
  await s.screenshot('twin-desktop-en');
  await s.resize(390, 844);
  await s.screenshot('twin-phone-en');
  // The notation, one setting away: the side and the engine's notation again.
  await home(s);
  await s.tap('[data-testid="open-settings"]');
  await s.tap('[data-testid="set-move-list-notation"]');
  await s.waitFor(() => s.exec('return document.querySelector(\'[data-testid="set-move-list-notation"]\').classList.contains("on")'), 5000, 'the notation chosen');
  await s.exec(`location.hash = '#/play/${id}'`);
  await s.waitFor(async () => (await s.play()) !== null, 10000, 'the game again');
  assert.deepEqual(await moves(), ['+e3', '+e9', 'F@d3:d3,f3', '+d10', 'd3d5~e3e4']);
  assert.deepEqual(await moves('.mv-side'), ['Red', 'Black', 'Red', 'Black', 'Red']);
  await s.screenshot('twin-phone-en-notation');
  await home(s);
  await s.tap('[data-testid="open-settings"]');
  await s.tap('[data-testid="set-move-list-words"]');
  await s.waitFor(() => s.exec('return document.querySelector(\'[data-testid="set-move-list-words"]\').classList.contains("on")'), 5000, 'the words chosen again');
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
    await moveListInWords(s, end.id);
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

/** Starts a pass-and-play Twin Cities game from a position, through the core, and opens it. */
async function fromPosition(s, position) {
  const id = await s.exec(`return window.__TAURI__.core.invoke('new_game', { options: {
    game: 'twin-cities', mode: 'pass-and-play', seats: [{ kind: 'human' }, { kind: 'human' }], timerSecs: null, position: arguments[0] } }).then((g) => g.id)`, [position]);
  await s.exec(`location.hash = '#/play/${id}'`);
  const p = await s.waitFor(async () => {
    const q = await s.play();
    return q && q.id === id && q.humanToAct ? q : null;
  }, 10000, 'the game from the position');
  assert.equal(p.position, position);
  return p;
}

const pieceAt = (s, at) => s.attr(`[data-testid="board"] .pieces .piece[data-at="${at}"]`, 'data-piece');

test('Twin Cities: Shield shock drops by taps, pushes included, and the * tap when a drop is ambiguous', async () => {
  const s = await Session.start();
  try {
    await s.resize(390, 844);
    await language(s, 'zh');

    // Red's Shield drops from a1 onto e6: Black's soldiers on e7 and f6 are pushed to e8 and g6.
    await fromPosition(s, '9/4c4/9/9/4s4/5s3/9/9/9/4C4/D8 r - - 0 1');
    // The page notes every piece animation: the drop slides first, the pushes after it.
    await s.exec(`window.__slides = [];
      const animate = Element.prototype.animate;
      Element.prototype.animate = function (frames, opts) {
        if (this.closest && this.closest('[data-testid="board"]')) window.__slides.push([this.getAttribute('data-at'), (opts && opts.delay) || 0]);
        return animate.call(this, frames, opts);
      };`);
    const drop = await step(s, 'the Shield\u2019s shock drop', async () => {
      await s.tapPoint('a1');
      const p = await s.play();
      assert.equal(p.taps, 'a1');
      assert.ok(p.targets.includes('e6') && p.targets.includes('i11'), 'a Shield drops anywhere empty');
      assert.ok(!p.targets.includes('e7'), 'not onto a piece');
      await s.tapPoint('e6');
    });
    assert.equal(drop, 'a1*e6');
    const after = await s.play();
    assert.match(after.position, /^9\/4c4\/9\/4s4\/9\/4D1s2\/9\/9\/9\/4C4\/9 b /);
    assert.equal(await pieceAt(s, 'e6'), 'D');
    assert.equal(await pieceAt(s, 'e8'), 's');
    assert.equal(await pieceAt(s, 'g6'), 's');
    assert.equal(await pieceAt(s, 'e7'), null);
    assert.equal(await pieceAt(s, 'f6'), null);
    const slides = await s.exec('return window.__slides');
    assert.deepEqual(slides.slice().sort(), [['e6', 0], ['e8', 200], ['g6', 200]], `the drop, then both pushes, slide: ${JSON.stringify(slides)}`);
    await s.screenshot('twin-phone-zh-shield-drop');

    // Red's City on e2 may step to e3 (as its Soldier on f1) or drop there (as its Shield on d1),
    // pushing Black's soldier from e4 to e5: after e2 and e3 the step can be confirmed, or the
    // drop with pushes chosen by the * tap.
    await fromPosition(s, '9/4c4/9/9/9/9/9/4s4/9/4C4/3D1S3 r - - 0 1');
    const shock = await step(s, 'the City\u2019s drop with pushes', async () => {
      await s.tapPoint('e2');
      await s.tapPoint('e3');
      const p = await s.play();
      assert.equal(p.taps, 'e2 e3');
      assert.ok(p.buttons.includes('tap-*') && p.buttons.includes('confirm'), `the step and the drop with pushes are offered: ${p.buttons}`);
      assert.equal(await s.text('[data-testid="tap-*"]'), '震退落子');
      assert.equal(await s.text('[data-testid="help"]'), '可直接确认走子，或选震退落子');
      await s.screenshot('twin-phone-zh-shock-choice');
      await s.tap('[data-testid="tap-*"]');
    });
    assert.equal(shock, 'e2*e3');
    const end = await s.play();
    assert.match(end.position, /^9\/4c4\/9\/9\/9\/9\/4s4\/9\/4C4\/9\/3D1S3 b /);
    assert.equal(await pieceAt(s, 'e5'), 's');
    assert.equal(await pieceAt(s, 'e4'), null);
  } finally {
    await s.end();
  }
});

test('T14: the fair start chosen on the new-game screen lets Black swap by its button', async () => {
  const s = await Session.start();
  try {
    await s.resize(390, 844);
    await language(s, 'zh');
    await newGame(s, { game: 'twin-cities', mode: 'pass-and-play', timer: null, fairStart: true });
    const start = await s.waitHumanTurn();
    assert.equal(start.position, '9/4c4/3s1s3/9/9/2X3X2/9/9/3S1S3/4C4/9 r S4TFBHLWRDE s4tfbhlwrde 0 1 swap');
    assert.ok(!start.buttons.includes('tap-swap'), 'Red has no swap');
    const red = await step(s, 'Red\u2019s first action', async () => {
      await s.tapPoint('e2');
      await s.tapPoint('e3');
    });
    assert.equal(red, 'e2e3');
    assert.equal(await s.text('[data-testid="tap-swap"]'), '交换');
    await s.screenshot('twin-phone-zh-swap');
    const swap = await step(s, 'Black\u2019s swap', () => s.tap('[data-testid="tap-swap"]'));
    assert.equal(swap, 'swap');
    const after = await s.play();
    assert.equal(after.position, '9/9/3scs3/9/9/2X3X2/9/9/3S1S3/4C4/9 r S4TFBHLWRDE s4tfbhlwrde 2 2');
    assert.ok(!after.buttons.includes('tap-swap'), 'offered once');
  } finally {
    await s.end();
  }
});
