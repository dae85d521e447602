// Threats you can see, in the real app: the Threats switch marks the
// player's pieces at risk, the rival pieces within reach and, in Twin Cities, the attacked
// points of the City's field, with an arrow from each attacker, and says them in each point's
// name. On one device each player sees their own, turn by turn. Phone and desktop, 中文 and
// English.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Session } from './lib/wd.mjs';
import { home, language, tapControl } from './helpers.mjs';

/** Starts a pass-and-play game from a position, through the core, and opens it. */
async function fromPosition(s, game, position) {
  const id = await s.exec(`return window.__TAURI__.core.invoke('new_game', { options: {
    game: arguments[0], mode: 'pass-and-play', seats: [{ kind: 'human' }, { kind: 'human' }], timerSecs: null, position: arguments[1] } }).then((g) => g.id)`, [game, position]);
  await s.exec(`location.hash = '#/play/${id}'`);
  return s.waitFor(async () => {
    const q = await s.play();
    return q && q.id === id && q.humanToAct ? q : null;
  }, 10000, 'the game from the position');
}

/** What the board marks now: the halos' threat classes by point, and the arrows. */
function marks(s) {
  return s.exec(`const board = document.querySelector('[data-testid="board"]');
    const at = (cls) => [...board.querySelectorAll('.zone[data-threats]')]
      .filter((z) => z.getAttribute('data-threats').split(' ').includes(cls)).map((z) => z.getAttribute('data-point')).sort();
    return {
      exposed: at('threat-exposed'), reach: at('threat-reach'), field: at('threat-field'),
      arrows: [...board.querySelectorAll('.threat-arrow')].map((a) => a.getAttribute('class').split(' ')[1] + ' ' + a.getAttribute('data-from') + '>' + a.getAttribute('data-to')).sort(),
      note: (document.querySelector('[data-testid="threat-note"]') || {}).textContent || '',
      noteHidden: document.querySelector('[data-testid="threat-note"]').hidden,
      pressed: document.querySelector('[data-testid="threats"]').getAttribute('aria-pressed'),
    };`);
}

const label = (s, at) => s.attr(`[data-testid="board"] .zone[data-point="${at}"]`, 'aria-label');

/** Waits until the marks are drawn for the board as it is (the core answers by ply). */
function marked(s, what) {
  return s.waitFor(async () => {
    const m = await marks(s);
    return m.pressed === 'true' && !m.noteHidden ? m : null;
  }, 10000, what);
}

test('Twin Cities: the switch marks a Lurker\u2019s threat to the City and the attacked field; each player sees their own', async () => {
  const s = await Session.start();
  try {
    await s.resize(390, 844);
    await language(s, 'zh');
    // Black's Lurker on e7 jumps Red's Soldier on e5 onto the City on e2 (T5).
    await fromPosition(s, 'twin-cities', '9/4c4/9/9/4l4/2X3X2/4S4/9/9/4C4/9 r S5TFBHLWRDE s6tfbhwrde 0 1');
    const off = await marks(s);
    assert.deepEqual([off.exposed, off.arrows, off.noteHidden, off.pressed], [[], [], true, 'false'], 'nothing is marked until asked');
    await tapControl(s, 'threats');
    const red = await marked(s, 'Red\u2019s threat marks');
    assert.deepEqual(red.exposed, ['e2']);
    assert.deepEqual(red.reach, []);
    assert.deepEqual(red.field, ['e3']);
    assert.deepEqual(red.arrows, ['threat-arrow-exposed e7>e2']);
    assert.equal(red.note, '受威胁 1 · 可攻击 0 · 城田受攻 1 点');
    assert.match(await label(s, 'e2'), /受黑方潜（e7）威胁/);
    assert.match(await label(s, 'e3'), /城田受攻/);
    await s.screenshot('threats-twin-phone-zh');

    // Red steps the screen to e4: Black is to move, and sees the same jump as its own now.
    await s.tapPoint('e5');
    await s.tapPoint('e4');
    const black = await s.waitFor(async () => {
      const m = await marks(s);
      return (await s.play()).toMove === 'second' && m.reach.length ? m : null;
    }, 10000, 'Black\u2019s threat marks');
    assert.deepEqual(black.exposed, []);
    assert.deepEqual(black.reach, ['e2']);
    assert.deepEqual(black.arrows, ['threat-arrow-reach e7>e2']);
    assert.equal(black.note, '受威胁 0 · 可攻击 1');
    assert.equal(black.pressed, 'true', 'the switch stays on for the next player');
    await s.screenshot('threats-twin-phone-zh-black');
  } finally {
    await s.end();
  }
});

test('Generals: a Crossbowman\u2019s shot and the two units that could hit it, on a desktop in English', async () => {
  const s = await Session.start();
  try {
    await s.resize(1280, 800);
    await language(s, 'en');
    await fromPosition(s, 'generals', 's 0 r0=GN@a1,r1=CB@e1,y0=GN@k13,y1=LI@e4,y2=SH@g1');
    await tapControl(s, 'threats');
    const m = await marked(s, 'South\u2019s threat marks');
    assert.deepEqual(m.exposed, ['e1']);
    assert.deepEqual(m.reach, ['e4']);
    assert.deepEqual(m.arrows, ['threat-arrow-exposed e4>e1', 'threat-arrow-exposed g1>e1', 'threat-arrow-reach e1>e4']);
    assert.equal(m.note, 'Exposed 1 · Within reach 1');
    assert.match(await label(s, 'e1'), /threatened by .*Light infantry on e4, 1 damage, .*Shield infantry on g1, 1 damage/);
    assert.match(await label(s, 'e4'), /within reach of your .*Crossbowman on e1, 1 damage/);
    await s.screenshot('threats-generals-desktop-en');
    // Switched off, the marks go.
    await tapControl(s, 'threats');
    await s.waitFor(async () => {
      const after = await marks(s);
      return after.pressed === 'false' && !after.exposed.length && !after.arrows.length && after.noteHidden;
    }, 5000, 'the marks gone');
    await home(s);
  } finally {
    await s.end();
  }
});
