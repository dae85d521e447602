// Keyboard and screen-reader play in the real app: a whole Zhili game against the AI and Twin
// Cities' recruits with keys only (Tab, arrows, Enter, Escape and the shortcuts), the focus
// ring, the Tab order, and what a screen reader reads on the board. Screenshots: keyboard-*.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Session } from './lib/wd.mjs';
import { home, language, tabTo, focusedPoint, keyTo, keyTaps } from './helpers.mjs';

/** Starts a game from the home screen with Tab and Enter: `choices` are chip test ids. */
async function keyNewGame(s, game, choices) {
  await home(s);
  await tabTo(s, `new-${game}`);
  await s.keys('Enter');
  await s.waitFor(() => s.exec('return !!document.querySelector(\'[data-testid="new-game"]\')'), 5000, 'the new-game screen');
  for (const chip of choices) {
    await tabTo(s, chip);
    await s.keys('Enter');
    await s.waitFor(async () => (await s.attr(`[data-testid="${chip}"]`, 'aria-checked')) === 'true', 5000, `${chip} chosen`);
    assert.equal(await s.focused(), chip, 'the chosen chip keeps the focus');
  }
  await tabTo(s, 'start-game');
  await s.keys('Enter');
  await s.waitFor(() => s.exec('return !!document.querySelector(\'[data-testid="play"], [data-testid="setup"], [data-testid="curtain"]\')'), 15000, 'the game to start');
}

/** Tabs to the board: its one stop in the Tab order (the point last in focus). */
async function tabToBoard(s) {
  for (let i = 0; i < 40; i++) {
    if (await focusedPoint(s)) return;
    await s.keys('Tab');
  }
  throw new Error('Tab never reached the board');
}

/** What a screen reader is told of an element: its accessible name, as WebKit computes it. */
async function accessibleName(s, css) {
  return s.req('GET', `/element/${await s.find(css)}/computedlabel`);
}

/** A point's accessible name. */
function pointName(s, name) {
  return accessibleName(s, `[data-testid="board-wrap"] [data-point="${name}"]`);
}

const ringShown = (s) => s.exec('const r = document.activeElement && document.activeElement.querySelector(".focus-ring"); return !!r && getComputedStyle(r).display !== "none";');

test('a whole Zhili game against the AI by keyboard only: Tab, arrows, Enter, Escape, U R H F', async () => {
  const s = await Session.start();
  try {
    await s.resize(1280, 800);
    await language(s, 'zh');
    await keyNewGame(s, 'zhili', ['mode-vs-ai', 'side-first', 'level-beginner', 'timer-off']);
    let p = await s.waitHumanTurn();

    // Tab goes from the back button to the board, then to the controls that can be used now
    // (Undo waits for a move) as seen: the status, the moves, the bar (resign is under More).
    await s.exec('document.querySelector(\'[data-testid="back"]\').focus()');
    const order = [];
    for (let i = 0; i < 10; i++) {
      await s.keys('Tab');
      order.push(await s.focused());
    }
    const at = (id) => order.findIndex((x) => x === id || (id === 'board' && /^point-/.test(x)));
    assert.ok(at('board') === 0, `the board comes first after the top bar: ${order.join(' ')}`);
    for (const [a, b] of [['board', 'status'], ['status', 'hint'], ['hint', 'flip'], ['flip', 'review'], ['review', 'more']]) {
      assert.ok(at(a) >= 0 && at(a) < at(b), `${a} before ${b}: ${order.join(' ')}`);
    }

    // The arrows move a visible ring; Enter picks a piece, Escape drops it.
    await tabToBoard(s);
    assert.ok(p.targets.includes(await focusedPoint(s)), 'Tab enters the board at a piece that can move');
    const pick = p.targets[0];
    await keyTo(s, pick);
    assert.ok(await ringShown(s), 'the focus ring shows on the point');
    await s.screenshot('keyboard-zhili-focus-desktop');
    await s.keys('Enter');
    await s.waitFor(async () => (await s.play()).taps === pick, 5000, 'the piece picked');
    await s.screenshot('keyboard-zhili-selected-desktop');
    await s.keys('Escape');
    await s.waitFor(async () => (await s.play()).taps === '', 5000, 'Escape to drop the selection');
    assert.equal(await focusedPoint(s), pick, 'the focus stays on the point');

    // F turns the board and back; the arrows follow the board as it is seen.
    await s.keys('f');
    await s.waitFor(() => s.exec('return document.querySelector(\'[data-testid="play"]\').classList.contains("flipped")'), 5000, 'the board flipped');
    await s.screenshot('keyboard-zhili-flipped-desktop');
    await keyTo(s, '8');
    await s.keys('f');
    await s.waitFor(() => s.exec('return !document.querySelector(\'[data-testid="play"]\').classList.contains("flipped")'), 5000, 'the board back');

    let turns = 0;
    while (p.phase !== 'over') {
      assert.ok(turns++ < 120, 'the game ends within the 200-ply limit');
      const before = p.ply;
      await s.exec('document.querySelector(\'[data-testid="play"]\').removeAttribute("data-hint")');
      // As a player would, wait for the Hint control to be ready (an answer may still be on its way).
      await s.waitFor(() => s.exec('return !document.querySelector(\'[data-testid="hint"]\').disabled'), 10000, 'the hint to be ready');
      await s.keys('h');
      const hint = await s.waitFor(() => s.attr('[data-testid="play"]', 'data-hint'), 15000, 'a hint');
      // The hint is said in words, as the move list says moves, not in notation.
      const said = await s.exec('return document.getElementById("toast").textContent');
      assert.ok(said.startsWith('提示：') && said !== '提示：' + hint && said.includes(hint.split('-')[1]), said);
      await keyTaps(s, hint.split('-'));
      await s.waitFor(async () => (await s.play()).ply > before, 10000, `the hint ${hint} to be played`);
      p = await s.waitHumanTurn(30000);
      if (turns === 2 && p.phase === 'playing') {
        // U takes the turn back (the AI's reply and the move), R plays it again.
        await s.keys('u');
        await s.waitFor(async () => (await s.play()).ply < p.ply, 10000, 'U to undo');
        await s.keys('r');
        p = await s.waitFor(async () => {
          const q = await s.play();
          return q.ply === p.ply && q.humanToAct ? q : null;
        }, 10000, 'R to redo');
      }
    }
    await s.waitFor(() => s.exec('return !!document.querySelector(\'[data-testid="end-screen"]\')'), 5000, 'the end screen');
    assert.equal(await s.exec('return document.querySelector(\'[data-testid="end-screen"]\').contains(document.activeElement)'), true, 'the end screen has the focus');
    await s.screenshot('keyboard-zhili-end-desktop');
    await s.keys('Escape');
    await s.waitFor(() => s.exec('return !document.querySelector(\'[data-testid="end-screen"]\')'), 5000, 'Escape to close the end screen');
    assert.ok(await focusedPoint(s), 'the focus is back on the board');
  } finally {
    await s.end();
  }
});

test('Twin Cities recruits by keyboard only; the board read as a screen reader reads it', async () => {
  const s = await Session.start();
  try {
    await s.resize(1280, 800);
    await language(s, 'zh');
    await keyNewGame(s, 'twin-cities', ['mode-pass-and-play', 'timer-off']);
    await s.waitHumanTurn();
    assert.equal(await s.req('GET', `/element/${await s.find('[data-testid="board"]')}/computedrole`), 'group');
    assert.equal(await accessibleName(s, '[data-testid="board"]'), '双城棋盘');
    assert.equal(await s.req('GET', `/element/${await s.find('[data-point="e3"]')}/computedrole`), 'button');
    assert.equal(await pointName(s, 'e3'), 'e3，空');
    assert.equal(await pointName(s, 'e2'), 'e2，红方城，可走', 'the City can move (by its field\u2019s pieces)');
    assert.equal(await accessibleName(s, '[data-testid="reserve-first-S"]'), '红方储备：兵卒，4 枚');

    // Red: Tab to Recruit, Enter; the focus goes on at the board, on a point the recruit may use.
    await tabTo(s, 'tap-+');
    await s.keys('Enter');
    await s.waitFor(async () => (await s.play()).taps === '+', 5000, 'the recruit chosen');
    const first = await s.waitFor(() => focusedPoint(s), 5000, 'the focus on the board');
    assert.ok((await s.play()).targets.includes(first), `the focus is on a legal target (${first})`);
    await keyTo(s, 'e3');
    assert.equal(await pointName(s, 'e3'), 'e3，空，可落子', 'a legal target is said to be one');
    assert.ok(!/可落子/.test(await pointName(s, 'e5')), 'a point outside the field is not a target');
    assert.ok(await ringShown(s));
    await s.screenshot('keyboard-twin-cities-recruit-desktop');
    await s.keys('Enter');
    await s.waitFor(async () => (await s.play()).moves.join(' ') === '+e3', 5000, 'Red\u2019s recruit');
    assert.equal(await pointName(s, 'e3'), 'e3，红方兵卒，上一步');
    assert.equal(await accessibleName(s, '[data-testid="reserve-first-S"]'), '红方储备：兵卒，3 枚');

    // Black the same way; Escape first drops a recruit begun by mistake.
    await tabTo(s, 'tap-+');
    await s.keys('Enter');
    await s.waitFor(async () => (await s.play()).taps === '+', 5000, 'the recruit chosen');
    await s.keys('Escape');
    await s.waitFor(async () => (await s.play()).taps === '', 5000, 'Escape to drop it');
    await tabTo(s, 'tap-+');
    await s.keys('Enter');
    await s.waitFor(() => focusedPoint(s), 5000, 'the focus on the board');
    await keyTo(s, 'e9');
    await s.keys('Enter');
    await s.waitFor(async () => (await s.play()).moves.join(' ') === '+e3 +e9', 5000, 'Black\u2019s recruit');
    assert.equal(await pointName(s, 'e9'), 'e9，黑方兵卒，上一步');

    // Every point and slot has a name that begins with its coordinate; the same in English.
    const names = await s.exec('return [...document.querySelectorAll(\'[data-testid="board-wrap"] [data-point]\')].map((e) => [e.getAttribute("data-point"), e.getAttribute("role"), e.getAttribute("aria-label")])');
    assert.equal(names.length, 99);
    for (const [point, role, name] of names) {
      assert.equal(role, 'button', point);
      assert.ok(name.startsWith(point + '，'), `${point}: ${name}`);
    }
    const { id } = await s.play();
    await language(s, 'en');
    await s.exec(`location.hash = '#/play/${id}'`);
    await s.waitFor(async () => (await s.play()) !== null, 10000, 'the game again');
    assert.equal(await pointName(s, 'e3'), 'e3, Red Soldier, can move');
    assert.equal(await pointName(s, 'e4'), 'e4, empty');
    await language(s, 'zh');
  } finally {
    await s.end();
  }
});

test('Generals\u2019 army builder by keyboard: a kind chosen, a unit placed on a spawn cell; water cells said to be water', async () => {
  const s = await Session.start();
  try {
    await s.resize(1280, 800);
    await language(s, 'zh');
    const armySetup = await s.exec("return window.__TAURI__.core.invoke('catalog').then(c => !!((c.find(x => x.game === 'generals') || {}).info || {}).capabilities.setupPhase)");
    if (!armySetup) return;
    await keyNewGame(s, 'generals', ['mode-pass-and-play', 'timer-off', 'setup-hidden']);
    await s.waitFor(() => s.exec('return !!document.querySelector(\'[data-testid="curtain-ready"]\')'), 15000, 'the hand-over curtain');
    await tabTo(s, 'curtain-ready');
    await s.keys('Enter');
    await s.waitFor(() => s.exec('return !!document.querySelector(\'[data-testid="army-builder"]\')'), 5000, 'the army builder');
    const team = await s.attr('[data-testid="army-builder"]', 'data-team');
    const spawn = team === 'south' ? 'b3' : 'j11';
    await tabTo(s, 'army-clear');
    await s.keys('Enter');
    await tabTo(s, 'kind-LI');
    await s.keys('Enter');
    assert.equal(await s.focused(), 'kind-LI', 'the kind just chosen keeps the focus');
    // The board comes before the panel: back to it with Shift+Tab.
    for (let i = 0; i < 40 && !(await focusedPoint(s)); i++) await s.shiftKey('Tab');
    assert.match(await pointName(s, spawn), /可落子$/, 'a free spawn cell is a legal target');
    await keyTo(s, spawn);
    assert.ok(await ringShown(s));
    await s.keys('Enter');
    await s.waitFor(async () => /\b1\/\d/.test(await s.text('[data-testid="army-count"]')), 5000, 'one unit placed');
    assert.match(await pointName(s, spawn), new RegExp(`^${spawn}，.+轻步兵`), 'the cell says the unit placed');
    await s.screenshot('keyboard-generals-builder-desktop');
    const water = await s.exec('return [...document.querySelectorAll(\'[data-testid="board-wrap"] [data-point]\')].filter((e) => /，水域/.test(e.getAttribute("aria-label"))).length');
    assert.ok(water > 0, 'water cells are said to be water');
  } finally {
    await s.end();
  }
});
