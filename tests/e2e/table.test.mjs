// Seats at a table, in the real app, with the "face to face"
// orientation: Twin Cities between two players across a phone and a tablet (the far bar upside
// down, the turn's status and buttons in the bar of the side to move, the board fixed, the far
// pieces turned; the parts back in their places once the game is over), and
// Generals' four seats around a tablet, each seat's bar on its own edge.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Session } from './lib/wd.mjs';
import { language } from './helpers.mjs';

/** Chooses the board orientation on the settings screen, as a player does, and waits until it is saved. */
async function chooseOrientation(s, orientation) {
  await s.exec(`location.hash = '#/settings'`);
  await s.tap(`[data-testid="set-orientation-${orientation}"]`);
  await s.waitFor(() => s.exec(`return document.querySelector('[data-testid="set-orientation-${orientation}"]').getAttribute('aria-pressed') === 'true'`), 5000, 'the orientation saved');
}

/** The orientation back to the default, for the run's later tests, which share these saves. */
function restoreOrientation(s) {
  return s.exec(`const core = window.__TAURI__.core;
    return core.invoke('get_settings').then((st) => core.invoke('set_settings', { settings: { ...st, orientation: 'rotate-pieces' } }))`);
}

/** The seat bars: each one's edge, whether it is acting, its turn (rotation or writing mode), and what it holds. */
function bars(s) {
  return s.exec(`return [...document.querySelectorAll('[data-testid="seat-bar"]')].map((b) => {
    const style = getComputedStyle(b);
    return { edge: b.getAttribute('data-edge'), acting: b.getAttribute('data-acting') === 'true', transform: style.transform,
      writing: style.writingMode, turn: style.textOrientation, status: !!b.querySelector('[data-testid="status"]'), timer: !!b.querySelector('[data-testid="timer"]'),
      actionbar: !!b.querySelector('[data-testid="actionbar"]') };
  })`);
}

/**
 * Starts a game of `options` played at a table: the window at `width` x `height`, the app in
 * `lang`, the face-to-face orientation chosen; waits on the play screen until a person is to act.
 */
async function startAtTable(s, [width, height], lang, options) {
  await s.resize(width, height);
  await language(s, lang);
  await chooseOrientation(s, 'face-to-face');
  const id = await s.exec(`return window.__TAURI__.core.invoke('new_game', { options: arguments[0] }).then((g) => g.id)`, [options]);
  await s.exec(`location.hash = '#/play/${id}'`);
  await s.waitFor(async () => ((await s.play()) || {}).humanToAct, 20000, 'a person to act');
  return id;
}

const UPSIDE_DOWN = 'matrix(-1, 0, 0, -1, 0, 0)';

test('Twin Cities face to face: each side\u2019s bar faces its player and holds the turn when it is theirs (phone and tablet, English)', async () => {
  const s = await Session.start();
  try {
    const id = await startAtTable(s, [390, 844], 'en', { game: 'twin-cities', mode: 'pass-and-play', timerSecs: 60, seats: [{ kind: 'human' }, { kind: 'human' }] });
    let seen = await bars(s);
    assert.deepEqual(seen.map((b) => [b.edge, b.acting, b.status, b.timer, b.actionbar]), [['far', false, false, false, false], ['near', true, true, true, true]]);
    assert.equal(seen[0].transform, UPSIDE_DOWN, 'the far bar reads from across the device');
    assert.equal(seen[1].transform, 'none');
    assert.equal(await s.exec('return document.querySelector(\'[data-testid="play"]\').classList.contains("flipped")'), false, 'the board stays fixed');
    // Black's pieces face Black across the device, Red's face Red.
    const turned = await s.exec(`const of = (at) => document.querySelector('[data-testid="board"] [data-at="' + at + '"] .glyph-wrap').getAttribute('transform');
      return [of('e10'), of('e2')]`);
    assert.deepEqual(turned, ['rotate(180)', null], 'Black\u2019s City turned, Red\u2019s upright');
    await s.screenshot('table-twin-phone-en-red');
    // Red's Soldier recruit; then Black's turn is in the far bar, turned to Black.
    await s.exec(`return window.__TAURI__.core.invoke('act', { gameId: arguments[0], action: '+e3', ply: 0 })`, [id]);
    await s.waitFor(async () => (await s.play()).toMove === 'second', 5000, 'Black to act');
    seen = await bars(s);
    assert.deepEqual(seen.map((b) => [b.edge, b.acting, b.status, b.timer]), [['far', true, true, true], ['near', false, false, false]]);
    assert.match(await s.text('[data-edge="far"] [data-testid="status"]'), /^Black to move/);
    await s.screenshot('table-twin-phone-en-black');
    await s.resize(820, 1180);
    await s.waitFor(async () => (await bars(s)).length === 2, 5000, 'the bars at tablet size');
    await s.screenshot('table-twin-tablet-en-black');
    // The move list and the other buttons stay in the panel, facing the near player.
    assert.equal(await s.exec('return !!document.querySelector(\'.panel [data-testid="move-list"]\') && !!document.querySelector(\'.play-side > [data-testid="controls"] [data-testid="more"]\')'), true);
    // The game over, no seat acts: the status, the clock and the buttons are back in their places.
    await s.exec(`return window.__TAURI__.core.invoke('resign', { gameId: arguments[0], side: 'second' })`, [id]);
    await s.waitFor(async () => (await s.play()).phase === 'over', 5000, 'the game over');
    seen = await bars(s);
    assert.deepEqual(seen.map((b) => [b.acting, b.status, b.timer, b.actionbar]), [[false, false, false, false], [false, false, false, false]]);
    assert.equal(await s.exec('return !!document.querySelector(\'.panel > [data-testid="status"]\') && !!document.querySelector(\'.topbar > [data-testid="timer"]\') && !!document.querySelector(\'.panel > [data-testid="actionbar"]\')'), true);
  } finally {
    await restoreOrientation(s).catch(() => {});
    await s.end();
  }
});

test('Generals, four seats around a tablet: each seat\u2019s bar on its own edge, the seat to act holding the turn (中文)', async () => {
  const s = await Session.start();
  try {
    // Red and Yellow are people, Blue and Green the computer; the default armies.
    const id = await startAtTable(s, [820, 1180], 'zh', { game: 'generals', mode: 'vs-ai', timerSecs: null,
      seats: [{ kind: 'human' }, { kind: 'ai', level: 'easy' }, { kind: 'human' }, { kind: 'ai', level: 'easy' }] });
    const seen = await bars(s);
    assert.deepEqual(seen.map((b) => b.edge).sort(), ['far', 'left', 'near', 'right']);
    const byEdge = Object.fromEntries(seen.map((b) => [b.edge, b]));
    assert.equal(byEdge.far.transform, UPSIDE_DOWN);
    assert.deepEqual([byEdge.left.writing, byEdge.right.writing], ['vertical-rl', 'vertical-rl'], 'the side bars read from their edges');
    assert.deepEqual([byEdge.left.turn, byEdge.right.turn], ['sideways', 'sideways'], 'their characters turned with the line');
    // North's units face the far edge; South's read from the near one.
    const turned = await s.exec(`return [...document.querySelectorAll('[data-testid="board"] .unit')].map((u) =>
      (u.classList.contains('side-second') ? 'N ' : 'S ') + u.querySelector('.glyph-wrap').getAttribute('transform'))`);
    assert.deepEqual([...new Set(turned)].sort(), ['N rotate(180)', 'S null']);
    assert.equal(seen.filter((b) => b.acting).length, 1, 'one seat acts');
    assert.ok(seen.find((b) => b.acting).actionbar, 'its bar holds the turn\u2019s buttons');
    const names = await s.exec('return [...document.querySelectorAll(\'[data-testid="seat-bar"]\')].map((b) => b.getAttribute("data-edge") + " " + b.getAttribute("aria-label"))');
    assert.deepEqual(names.sort(), ['far 黄将 · 玩家', 'left 绿将 · 电脑 · 简单', 'near 红将 · 玩家', 'right 蓝将 · 电脑 · 简单'].sort());
    await s.screenshot('table-generals-four-tablet-zh');
  } finally {
    await restoreOrientation(s).catch(() => {});
    await s.end();
  }
});
