// Touch targets on a 390×844 phone, measured in the real app: every button on the play screen
// is at least 44 px each way; every board is shown whole by default. Zoomed (its button, a
// pinch, or onto a selected piece), every board point or cell and every Twin Cities reserve
// slot is at least 44 px each way, and a tap anywhere in a point's zone belongs to that point
// alone. The fitted view's taps are measured off centre (tests/e2e/phone.test.mjs). The other
// screens' controls are measured too.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Session } from './lib/wd.mjs';
import { newGame, language } from './helpers.mjs';

const FINGER = 44;

/** Sizes of the board's tap zones, reserve slots and the play screen's buttons, in px. */
function measure(s) {
  return s.exec(`
    const wrap = document.querySelector('[data-testid="board-wrap"]');
    const size = (e) => { const r = e.getBoundingClientRect(); return [Math.round(r.width * 10) / 10, Math.round(r.height * 10) / 10]; };
    const shown = (e) => { const r = e.getBoundingClientRect(); return r.width > 0 && r.height > 0; };
    const zones = [...wrap.querySelectorAll('[data-point] .hit')].map((e) => [e.parentNode.getAttribute('data-point'), ...size(e)]);
    const slots = [...wrap.querySelectorAll('.slot .slot-hit')].map((e) => [e.parentNode.getAttribute('data-reserve'), ...size(e)]);
    const buttons = [...document.querySelectorAll('[data-testid="play"] button, [data-testid="play"] summary')].filter(shown)
      .map((e) => [e.getAttribute('data-testid') || e.tagName.toLowerCase(), ...size(e)]);
    const zoomBtn = document.querySelector('[data-testid="zoom"]');
    return { view: wrap.getAttribute('data-view'), zoomShown: !!zoomBtn && !zoomBtn.hidden, zones, slots, buttons,
      frame: size(wrap), board: size(wrap.querySelector('svg')), scroll: [wrap.scrollWidth, wrap.scrollHeight] };`);
}

/**
 * For every zone: scrolled into the frame, the point under its centre and points near its
 * corners (inside a round zone's rim) belong to that zone: no zone overlaps another.
 */
function owners(s) {
  return s.exec(`
    const wrap = document.querySelector('[data-testid="board-wrap"]');
    const bad = [];
    for (const hit of wrap.querySelectorAll('[data-point] .hit')) {
      const zone = hit.parentNode;
      hit.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      const r = hit.getBoundingClientRect();
      const cx = (r.left + r.right) / 2;
      const cy = (r.top + r.bottom) / 2;
      // Squares up to 4 px from their corners; circles on their diagonals, inside the rim.
      const d = hit.tagName === 'circle' ? 0.68 * (r.width / 2 - 4) : r.width / 2 - 4;
      const probes = [[cx, cy], [cx - d, cy - d], [cx + d, cy - d], [cx - d, cy + d], [cx + d, cy + d]];
      for (const [x, y] of probes) {
        const at = document.elementFromPoint(x, y);
        const owner = at && at.closest('[data-point]');
        if (owner !== zone) bad.push(zone.getAttribute('data-point') + '→' + (owner ? owner.getAttribute('data-point') : at ? at.tagName : 'nothing'));
      }
    }
    return bad;`);
}

function smallest(list) {
  return list.reduce((m, [, w, h]) => Math.min(m, w, h), Infinity);
}

function tooSmall(list) {
  return list.filter(([, w, h]) => w < FINGER || h < FINGER).map(([n, w, h]) => `${n} ${w}×${h}`);
}

async function checkBoard(s, game, shot) {
  const m = await measure(s);
  assert.deepEqual(tooSmall(m.zones), [], `${game}: every point or cell is at least ${FINGER} px`);
  assert.deepEqual(tooSmall(m.slots), [], `${game}: every reserve slot is at least ${FINGER} px`);
  assert.deepEqual(tooSmall(m.buttons), [], `${game}: every button is at least ${FINGER} px`);
  assert.deepEqual(await owners(s), [], `${game}: a tap in a zone belongs to that zone alone`);
  await s.screenshot(shot);
  return m;
}

/**
 * Two fingers on the board's frame spread (`factor` > 1) or close (< 1), as touch pointer
 * events; returns the view then. Dispatched in the page: WebKitWebDriver has no second finger.
 */
function pinch(s, factor) {
  return s.exec(`const wrap = document.querySelector('[data-testid="board-wrap"]');
    const r = wrap.getBoundingClientRect();
    const [cx, cy] = [(r.left + r.right) / 2, (r.top + r.bottom) / 2];
    const finger = (type, id, x) => wrap.dispatchEvent(new PointerEvent(type, { pointerId: id, pointerType: 'touch', isPrimary: id === 1, clientX: x, clientY: cy, bubbles: true }));
    finger('pointerdown', 1, cx - 40);
    finger('pointerdown', 2, cx + 40);
    for (let k = 1; k <= 10; k++) {
      const d = 40 * (1 + ((arguments[0] - 1) * k) / 10);
      finger('pointermove', 1, cx - d);
      finger('pointermove', 2, cx + d);
    }
    finger('pointerup', 1, cx);
    finger('pointerup', 2, cx);
    return wrap.getAttribute('data-view');`, [factor]);
}

/** Whether the point `at`'s zone is wholly inside the board's frame. */
function inFrame(s, at) {
  return s.exec(`
    const wrap = document.querySelector('[data-testid="board-wrap"]').getBoundingClientRect();
    const r = document.querySelector('[data-testid="board-wrap"] [data-point="${at}"] .hit').getBoundingClientRect();
    return r.left >= wrap.left - 1 && r.right <= wrap.right + 1 && r.top >= wrap.top - 1 && r.bottom <= wrap.bottom + 1;`);
}

/** The points lit to be tapped first: in Generals, once the turn's troops are chosen. */
async function firstTargets(s, start) {
  if (start.targets.length) return start.targets;
  await s.tap('[data-testid="tap-troops"]');
  const general = (await s.play()).buttons.find((b) => /^tap-[rbyg]$/.test(b));
  await s.tap(`[data-testid="${general}"]`);
  const lit = await s.waitFor(async () => {
    const q = await s.play();
    return q.ply > start.ply && q.targets.length ? q : null;
  }, 10000, 'the troops to be chosen');
  return lit.targets;
}

/**
 * A board whose targets are under 44 px when fitted (Twin Cities, Generals): shown whole by
 * default; zoomed by its button, where every target is at least 44 px and a tap selects one
 * point in view, in portrait and landscape; zoomed and fitted by a pinch; zoomed onto a
 * selected piece when the player asks for that.
 */
async function checkNarrowBoard(s, game) {
  await newGame(s, { game, mode: 'pass-and-play', timer: null });
  const start = await s.waitHumanTurn();
  let m = await measure(s);
  assert.equal(m.view, 'fit', `${game} is shown whole on a phone`);
  assert.ok(m.board[0] <= m.frame[0] + 1 && m.board[1] <= m.frame[1] + 1, `${game}: the fitted board is wholly in view`);
  assert.ok(m.zoomShown, 'the zoom button is offered');
  assert.deepEqual(tooSmall(m.buttons), [], `${game}: every button is at least ${FINGER} px`);
  const report = { fitted: smallest(m.zones), buttons: smallest(m.buttons) };
  await s.screenshot(`touch-${game}-phone-fitted`);

  await s.tap('[data-testid="zoom"]');
  m = await checkBoard(s, game, `touch-${game}-phone-zoomed`);
  assert.equal(m.view, 'zoom', `${game} is zoomed by its button`);
  assert.ok(m.scroll[0] > m.frame[0], `${game}: the zoomed board scrolls sideways`);
  Object.assign(report, { zoomed: smallest(m.zones), slots: m.slots.length ? smallest(m.slots) : null });

  // A tap on the zoomed board selects exactly one point, in view: the first movable piece.
  const lit = await firstTargets(s, start);
  const pick = lit[0];
  await s.tapPoint(pick);
  assert.equal((await s.play()).taps.split(' ').length, 1, 'one tap is taken');
  const halos = await s.exec(`return [...document.querySelectorAll('[data-testid="board-wrap"] .halo.selected')].map(e => e.getAttribute('transform'))`);
  assert.deepEqual(halos, [await s.attr(`[data-testid="board-wrap"] [data-point="${pick}"]`, 'transform')], 'the tapped point, and it alone, is selected');
  assert.ok(await inFrame(s, pick), 'the selected piece is in view in the zoomed frame');
  await s.tap('[data-testid="cancel"]');

  // Fingers closing fit the board; spreading zoom it again.
  assert.equal(await pinch(s, 0.5), 'fit', 'a pinch in fits the board');
  assert.equal(await pinch(s, 1.8), 'zoom', 'a pinch out zooms it');

  // Turned to landscape (844 wide; 560 px is the window's least height) the zoomed board is
  // beside the panel, its targets as large.
  await s.resize(844, 560);
  await s.waitFor(() => s.exec('return innerWidth > innerHeight && getComputedStyle(document.querySelector(".play-body")).flexDirection === "row"'), 5000, 'the landscape layout');
  m = await checkBoard(s, game, `touch-${game}-landscape-zoomed`);
  report.landscape = smallest(m.zones);
  await s.resize(390, 844);

  // Fitted again, the board zooms onto a selected piece when asked to, and back once it is let go.
  await s.tap('[data-testid="zoom"]');
  assert.equal((await measure(s)).view, 'fit');
  await s.tap('[data-testid="zoom-selection"]');
  assert.equal(await s.attr('[data-testid="zoom-selection"]', 'aria-pressed'), 'true');
  assert.equal((await measure(s)).view, 'fit', 'nothing selected: the board stays whole');
  await s.tapPoint(pick);
  m = await measure(s);
  assert.equal(m.view, 'zoom', 'a selected piece zooms the board onto it');
  assert.ok(await inFrame(s, pick), 'the selected piece is in view');
  await s.tap('[data-testid="cancel"]');
  assert.equal((await measure(s)).view, 'fit', 'let go, the board is whole again');
  await s.tap('[data-testid="zoom-selection"]');
  return report;
}

/** The other screens' buttons, chips and links are finger-sized too. */
async function checkOtherScreens(s, report) {
  const screens = { home: '#/home', 'new-game': '#/new/generals', settings: '#/settings', rules: '#/rules/twin-cities' };
  for (const [name, hash] of Object.entries(screens)) {
    await s.exec(`location.hash = '${hash}'`);
    await s.waitFor(() => s.exec(`return !!document.querySelector('[data-testid="${name}"]')`), 5000, `the ${name} screen`);
    if (name === 'new-game') await s.tap('[data-testid="mode-four"]');
    const sizes = await s.exec(`
      return [...document.querySelectorAll('#app button, #app summary, #app a, #app [role="button"], #app input, #app select')]
        .filter((e) => { const r = e.getBoundingClientRect(); return r.width > 0 && r.height > 0 && !e.closest('svg'); })
        .map((e) => { const r = e.getBoundingClientRect(); return [e.getAttribute('data-testid') || e.textContent.trim().slice(0, 12), Math.round(r.width * 10) / 10, Math.round(r.height * 10) / 10]; });`);
    assert.ok(sizes.length >= 3, `the ${name} screen's controls are found`);
    assert.deepEqual(tooSmall(sizes), [], `every control on the ${name} screen is at least ${FINGER} px`);
    report[name] = smallest(sizes);
  }
}

test('touch targets are at least 44 px on a 390×844 phone, zoomed where a fitted board is smaller', async () => {
  const s = await Session.start();
  try {
    await s.resize(390, 844);
    await language(s, 'zh');
    const report = {};

    // Zhili's points are large enough fitted to the width: no zoom is offered.
    await newGame(s, { game: 'zhili', mode: 'pass-and-play', timer: null });
    await s.waitHumanTurn();
    const m = await checkBoard(s, 'zhili', 'touch-zhili-phone');
    assert.equal(m.view, 'fit');
    assert.equal(m.zoomShown, false, 'no zoom button where the fitted board is big enough');
    assert.ok(m.board[0] <= m.frame[0] && m.board[1] <= m.frame[1], 'the whole Zhili board is in view');
    report.zhili = smallest(m.zones);

    for (const game of ['twin-cities', 'generals']) report[game] = await checkNarrowBoard(s, game);
    await checkOtherScreens(s, report);
    // The sizes measured, for the record.
    console.log('touch targets at 390×844 (smallest, px):', JSON.stringify(report));
  } finally {
    await s.end();
  }
});
