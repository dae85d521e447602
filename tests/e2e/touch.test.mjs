// Touch targets on a 390×844 phone, measured in the real app: every board point or cell, every
// Twin Cities reserve slot and every button on the play screen is at least 44 px each way
// (boards too small for that are drawn zoomed in a frame that scrolls); a tap anywhere in a
// point's zone belongs to that point alone; the fitted view stays one tap away and shows the
// whole board. The other screens' controls are measured too.

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

/** A board zoomed on a phone: a tap selects one point in view; fitted and landscape too. */
async function checkZoomedBoard(s, game) {
  await newGame(s, { game, mode: 'pass-and-play', timer: null });
  const start = await s.waitHumanTurn();
  let m = await checkBoard(s, game, `touch-${game}-phone-zoomed`);
  assert.equal(m.view, 'zoom', `${game} is zoomed on a phone`);
  assert.ok(m.zoomShown, 'the zoom button is offered');
  assert.ok(m.scroll[0] > m.frame[0], `${game}: the zoomed board scrolls sideways`);
  const report = { zoomed: smallest(m.zones), slots: m.slots.length ? smallest(m.slots) : null, buttons: smallest(m.buttons) };

  // A tap on the zoomed board selects exactly one point: the first movable piece (in
  // Generals, once the turn's troops are chosen).
  let lit = start;
  if (!lit.targets.length) {
    await s.tap('[data-testid="tap-troops"]');
    const general = (await s.play()).buttons.find((b) => /^tap-[rbyg]$/.test(b));
    await s.tap(`[data-testid="${general}"]`);
    lit = await s.waitFor(async () => {
      const q = await s.play();
      return q.ply > start.ply && q.targets.length ? q : null;
    }, 10000, 'the troops to be chosen');
  }
  const pick = lit.targets[0];
  await s.tapPoint(pick);
  const sel = await s.play();
  assert.equal(sel.taps.split(' ').length, 1, 'one tap is taken');
  const halos = await s.exec(`return [...document.querySelectorAll('[data-testid="board-wrap"] .halo.selected')].map(e => e.getAttribute('transform'))`);
  assert.deepEqual(halos, [await s.attr(`[data-testid="board-wrap"] [data-point="${pick}"]`, 'transform')], 'the tapped point, and it alone, is selected');
  const inView = await s.exec(`
    const wrap = document.querySelector('[data-testid="board-wrap"]').getBoundingClientRect();
    const r = document.querySelector('[data-testid="board-wrap"] [data-point="${pick}"] .hit').getBoundingClientRect();
    return r.left >= wrap.left - 1 && r.right <= wrap.right + 1 && r.top >= wrap.top - 1 && r.bottom <= wrap.bottom + 1;`);
  assert.ok(inView, 'the selected piece is in view in the zoomed frame');
  await s.tap('[data-testid="cancel"]');

  // The fitted view is one tap away, shows the whole board, and the choice can be undone.
  await s.tap('[data-testid="zoom"]');
  m = await measure(s);
  assert.equal(m.view, 'fit');
  assert.ok(m.board[0] <= m.frame[0] + 1 && m.board[1] <= m.frame[1] + 1, `${game}: the fitted board is wholly in view`);
  report.fitted = smallest(m.zones);
  await s.screenshot(`touch-${game}-phone-fitted`);
  await s.tap('[data-testid="zoom"]');
  assert.equal((await measure(s)).view, 'zoom');

  // Turned to landscape (844 wide; 560 px is the window's least height) the board is
  // beside the panel, its targets as large.
  await s.resize(844, 560);
  await s.waitFor(() => s.exec('return innerWidth > innerHeight && getComputedStyle(document.querySelector(".play-body")).flexDirection === "row"'), 5000, 'the landscape layout');
  m = await checkBoard(s, game, `touch-${game}-landscape-zoomed`);
  report.landscape = smallest(m.zones);
  await s.resize(390, 844);
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

test('touch targets are at least 44 px on a 390×844 phone, on all three boards', async () => {
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

    for (const game of ['twin-cities', 'generals']) report[game] = await checkZoomedBoard(s, game);
    await checkOtherScreens(s, report);
    // The sizes measured, for the record.
    console.log('touch targets at 390×844 (smallest, px):', JSON.stringify(report));
  } finally {
    await s.end();
  }
});
