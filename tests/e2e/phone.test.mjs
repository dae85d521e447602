// The play screen at phone, tablet and desktop sizes, for the three games (docs/mobile.md): the
// whole board in view, its share of the window, no sideways scroll, every control named and
// reached by Tab; taps 15 px off a lit target's centre select it; a tie between two targets
// plays nothing and says so; every action of the screen is at most two taps away. Screenshots
// of each game at each size, in 中文 and English, light and dark: phone-<game>-<size>-<lang>-<theme>.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Session } from './lib/wd.mjs';
import { newGame, language, wander, seeded } from './helpers.mjs';

const GAMES = ['zhili', 'twin-cities', 'generals'];
const SIZES = [['phone', 390, 844], ['tablet', 820, 1180], ['desktop', 1280, 800]];
const OFF = 15; // px off a lit target's centre
const TRIES = 50; // off-centre taps per game

/** A fresh pass-and-play game of `game` on screen; its id. */
async function start(s, game) {
  await newGame(s, { game, mode: 'pass-and-play', timer: null, setup: game === 'generals' ? 'default' : undefined });
  return (await s.waitHumanTurn()).id;
}

/** Shows the game `id` again (after the language changed) and waits for it. */
async function show(s, id) {
  await s.exec(`location.hash = '#/play/${id}'`);
  await s.waitFor(async () => (await s.play())?.id === id, 10000, 'the game on screen');
  await s.settled();
}

/**
 * The board as drawn (the viewBox fitted into the svg's box), its share of the window, whether
 * it is wholly in the window, and what scrolls sideways.
 */
function layout(s) {
  return s.exec(`
    const svg = document.querySelector('[data-testid="board-wrap"] > svg');
    const r = svg.getBoundingClientRect();
    const [, , vw, vh] = svg.getAttribute('viewBox').split(/\\s+/).map(Number);
    const k = Math.min(r.width / vw, r.height / vh);
    const [w, h] = [vw * k, vh * k];
    const [x, y] = [r.left + (r.width - w) / 2, r.top + (r.height - h) / 2];
    const W = innerWidth, H = innerHeight;
    const sideways = [document.documentElement, document.body, ...document.querySelectorAll('#app *')]
      .filter((e) => !e.closest('svg') && e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX !== 'visible' && !e.matches('.board-wrap.zoomed'))
      .map((e) => e.getAttribute('data-testid') || e.className || e.tagName);
    if (document.documentElement.scrollWidth > W + 1) sideways.push('document');
    return { width: W, view: svg.parentNode.getAttribute('data-view'), board: [Math.round(w), Math.round(h)], share: Math.round((w * h * 1000) / (W * H)) / 1000,
      whole: x >= -1 && y >= -1 && x + w <= W + 1 && y + h <= H + 1, sideways };`);
}

/** A control's name in a report: its test id (a summary's is its list's), else its class. */
const ID_OF = `const idOf = (e) => e.getAttribute('data-testid') || (e.tagName === 'SUMMARY' && e.parentElement.getAttribute('data-testid')) || e.className;`;

/** The screen's controls (not the board's points), each shown one with its name. */
function controls(s) {
  return s.exec(`${ID_OF}
    return [...document.querySelectorAll('#app button, #app summary, #app [role="button"], #app a[href]')]
      .filter((e) => !e.closest('svg') && e.getClientRects().length && getComputedStyle(e).visibility !== 'hidden')
      .map((e) => ({ id: idOf(e), name: (e.getAttribute('aria-label') || e.textContent || '').trim(), disabled: !!e.disabled }));`);
}

/** Presses Tab round the screen once: the test ids (or the board) that take the focus in turn. */
async function tabRound(s) {
  await s.exec('document.activeElement && document.activeElement.blur()');
  const seen = [];
  for (let i = 0; i < 60; i++) {
    await s.keys('Tab');
    const at = await s.exec(`${ID_OF} const e = document.activeElement;
      return !e || e === document.body ? null : e.closest('[data-testid="board"]') ? 'board' : idOf(e);`);
    if (at && seen.includes(at) && at === seen[0]) break;
    if (at && !seen.includes(at)) seen.push(at);
  }
  return seen;
}

test('the play screen at phone, tablet and desktop sizes: the whole board, no sideways scroll, every control named and reached by Tab; screenshots in 中文 and English, light and dark', async () => {
  const s = await Session.start();
  const report = {};
  try {
    await s.resize(390, 844);
    await language(s, 'zh');
    const ids = {};
    for (const game of GAMES) ids[game] = await start(s, game);
    for (const lang of ['zh', 'en']) {
      await language(s, lang);
      for (const theme of ['light', 'dark']) {
        await s.exec(`window.__scApplyLook({ ...arguments[0], theme: arguments[1] })`, [await s.exec("return window.__TAURI__.core.invoke('get_settings')"), theme]);
        for (const game of GAMES) {
          await show(s, ids[game]);
          for (const [size, w, h] of SIZES) {
            await s.resize(w, h);
            await s.waitFor(async () => (await layout(s)).whole, 5000, `the ${game} board laid out at ${size}`);
            if (lang === 'zh' && theme === 'light') {
              const m = await layout(s);
              assert.equal(m.view, 'fit', `${game} at ${size}: the fitted board`);
              assert.ok(m.whole, `${game} at ${size}: the whole board in the window`);
              assert.deepEqual(m.sideways, [], `${game} at ${size}: nothing scrolls sideways`);
              if (size === 'phone') assert.ok(m.board[0] >= m.width - 2, `${game} on a phone: the board at the screen's full width (${m.board[0]} of ${m.width} px)`);
              const shown = await controls(s);
              assert.deepEqual(shown.filter((c) => !c.name).map((c) => c.id), [], `${game} at ${size}: every control named`);
              const round = await tabRound(s);
              const missed = shown.filter((c) => !c.disabled && !round.includes(c.id)).map((c) => c.id);
              assert.deepEqual(missed, [], `${game} at ${size}: every control reached by Tab (${round.join(', ')})`);
              assert.ok(round.includes('board'), 'the board takes the focus too');
              report[`${game} ${size}`] = { board: m.board.join('×'), share: m.share };
            }
            await s.screenshot(`phone-${game}-${size}-${lang}-${theme}`);
          }
          await s.resize(390, 844);
        }
      }
    }
    console.log('the board at each size (drawn px, share of the window):', JSON.stringify(report));
  } finally {
    await s.exec(`return window.__TAURI__.core.invoke('get_settings').then((v) => window.__scApplyLook(v))`).catch(() => {});
    await s.end();
  }
});

/** The lit targets' centres on the screen (what a finger may tap next), by point. */
function litCentres(s) {
  return s.exec(`return [...document.querySelectorAll('[data-testid="board-wrap"] .zone.target')].map((z) => {
    const r = z.querySelector('.hit').getBoundingClientRect();
    return [z.getAttribute('data-point'), (r.left + r.right) / 2, (r.top + r.bottom) / 2];
  });`);
}

/**
 * Taps 15 px off lit targets in random directions over random positions of `game` on a
 * phone, fitted; returns [hits, tries].
 */
async function offCentre(s, game, random) {
  const id = await start(s, game);
  let [hits, tries] = [0, 0];
  const misses = [];
  for (let round = 0; tries < TRIES && round < 40; round++) {
    await wander(s, id, round ? 1 + Math.floor(random() * 4) : 0, random);
    // A position where the board has lit targets (Generals' turns begin with buttons).
    let lit = await litCentres(s);
    for (let j = 0; j < 10 && !lit.length && (await s.play()).phase === 'playing'; j++) {
      await wander(s, id, 1, random);
      lit = await litCentres(s);
    }
    if ((await s.play()).phase !== 'playing') break;
    for (let k = 0; k < 6 && lit.length && tries < TRIES; k++) {
      const [name, cx, cy] = lit[Math.floor(random() * lit.length)];
      const a = random() * 2 * Math.PI;
      const [x, y] = [cx + OFF * Math.cos(a), cy + OFF * Math.sin(a)];
      if (x < 0 || y < 0 || x >= 390 || y >= 844) continue;
      await s.tapAt(x, y);
      tries++;
      // What the tap selected; then the selection is dropped (Escape) for the next try.
      const got = await s.exec(`const z = document.querySelector('[data-testid="board-wrap"] .zone[data-state="selected"]');
        const at = z ? z.getAttribute('data-point') : null;
        document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
        return at;`);
      if (got === name) hits++;
      else misses.push(`${name}→${got}`);
    }
  }
  assert.ok(tries >= TRIES * 0.8, `${game}: ${tries} taps tried, at ply ${(await s.play()).ply}`);
  assert.ok(hits >= 0.99 * tries, `${game}: ${hits}/${tries} off-centre taps selected their target (missed: ${misses.join(' ')})`);
  return [hits, tries];
}

test('taps 15 px off a lit target\u2019s centre select it (99 % at least) on a phone, fitted, over random positions of the three games; a tie plays nothing and says so', async () => {
  const s = await Session.start();
  try {
    await s.resize(390, 844);
    await language(s, 'en');
    const report = {};
    for (const [i, game] of GAMES.entries()) {
      const [hits, tries] = await offCentre(s, game, seeded(50 + i));
      report[game] = `${hits}/${tries}`;
    }
    console.log('off-centre taps (15 px) that selected their target, on a phone:', JSON.stringify(report));

    // Between two neighbouring lit cells (Generals, a general's troops side by side), a tap
    // at the middle is a tie: nothing is selected, and the arbiter says why.
    await start(s, 'generals');
    await s.tap('[data-testid="tap-troops"]');
    const general = (await s.play()).buttons.find((b) => /^tap-[rbyg]$/.test(b));
    await s.tap(`[data-testid="${general}"]`);
    const lit = await s.waitFor(async () => {
      const all = await litCentres(s);
      for (const a of all) for (const b of all) if (a !== b && Math.hypot(a[1] - b[1], a[2] - b[2]) < 40) return [a, b];
      return null;
    }, 10000, 'two neighbouring units lit');
    const [[, ax, ay], [, bx, by]] = lit;
    await s.tapAt((ax + bx) / 2, (ay + by) / 2);
    const said = await s.waitFor(() => s.exec('const t = document.getElementById("toast"); return !t.hidden && t.textContent'), 5000, 'the tie said');
    assert.match(said, /between two targets/);
    assert.equal((await s.play()).taps, '', 'nothing selected');
    await s.screenshot('phone-tie-en');
  } finally {
    await s.end();
  }
});

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
