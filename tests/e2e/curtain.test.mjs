// The hand-over curtain, in the real app: a four-seat Generals
// game of two people and two computers on a tablet, with a hidden setup and a hand-over at every
// turn. While a curtain is up, the page (its DOM, its title and every element's accessible name)
// holds none of the other team's army; a team's PIN is asked when the device comes back to it;
// then "since your last turn", the threat marks and "Skip to my turn" in the same game.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Session } from './lib/wd.mjs';
import { language, tapControl } from './helpers.mjs';

const curtainUp = (s, side) => s.waitFor(() => s.exec(`const c = document.querySelector('[data-testid="curtain"]');
  return !!c && c.getAttribute('data-side') === arguments[0]`, [side]), 15000, `the curtain for ${side}`);

/**
 * Everything the page says: its markup, its title and each element's accessible name (the
 * driver's computed label). The driver gives no name for an element that is not rendered (a
 * hidden toast, say): such an element is out of the accessibility tree, and its text is in the
 * markup. `unread` counts the rendered elements whose name the driver could not give.
 */
async function pageText(s) {
  const markup = await s.exec('return document.title + "\\n" + document.documentElement.outerHTML');
  const names = [];
  let unread = 0;
  for (const el of await s.findAll('body *')) {
    try {
      names.push(await s.req('GET', `/element/${el}/computedlabel`));
    } catch (e) {
      if (await s.req('GET', `/element/${el}/displayed`)) unread++;
    }
  }
  return { text: markup + '\n' + names.join('\n'), unread, elements: names.length };
}

/** The facts of `army` (its units' cells and kinds, by code and by name) found in `text`. */
function leaks(text, army, pieces) {
  const found = [];
  for (const u of army) {
    const piece = pieces.find((p) => p.code === u.kind);
    for (const fact of [u.cell, u.kind, piece.nameEn]) {
      if (new RegExp(`(^|[^A-Za-z0-9])${fact}([^A-Za-z0-9]|$)`).test(text)) found.push(fact);
    }
  }
  return [...new Set(found)];
}

test('Generals, four seats, two people and two computers on a tablet: a curtain that leaks nothing, a PIN, the summary, threats and skip', async () => {
  const s = await Session.start();
  try {
    await s.resize(820, 1180);
    await language(s, 'en');
    const { presets, pieces } = await s.exec(`const core = window.__TAURI__.core;
      return Promise.all([core.invoke('setup_presets', { game: 'generals' }), core.invoke('catalog')])
        .then(([presets, c]) => ({ presets, pieces: c.find((x) => x.game === 'generals').rules.pieces }))`);
    const southArmy = presets.find((p) => p.id === 'siege').sides.south;
    // Seats 0 and 1 command South's generals, 2 and 3 North's: a person and the computer each.
    const id = await s.exec(`return window.__TAURI__.core.invoke('new_game', { options: {
      game: 'generals', mode: 'vs-ai', timerSecs: null, hiddenSetup: true, firstTeam: 'first', handOver: true,
      seats: [{ kind: 'human' }, { kind: 'ai', level: 'easy' }, { kind: 'human' }, { kind: 'ai', level: 'easy' }] } }).then((g) => g.id)`);
    await s.exec(`location.hash = '#/play/${id}'`);
    // South's setup, behind its curtain: South sets a PIN as it opens it.
    await curtainUp(s, 'first');
    assert.equal(await s.text('[data-testid="curtain"] h2'), 'Pass the device to South');
    await s.screenshot('curtain-tablet-en-south');
    await s.tap('[data-testid="curtain-new-pin"]');
    await s.exec(`const i = document.querySelector('[data-testid="curtain-new-pin"]'); i.value = '2468';`);
    await s.tap('[data-testid="curtain-ready"]');
    await s.waitFor(() => s.exec('return !!document.querySelector(\'[data-testid="army-builder"]\')'), 10000, 'South\u2019s army builder');
    await s.tap('[data-testid="preset-siege"]');
    // The scan finds South's army while South builds it: it can see what it looks for.
    assert.ok(leaks((await pageText(s)).text, southArmy, pieces).length > 0, 'the builder shows South\u2019s army');
    await s.tap('[data-testid="army-submit"]');
    // North's curtain: the page holds nothing of South's army, and no board at all.
    await curtainUp(s, 'second');
    const behind = await pageText(s);
    assert.deepEqual(leaks(behind.text, southArmy, pieces), [], 'nothing of South\u2019s army behind North\u2019s curtain');
    assert.ok(behind.elements > 5 && behind.unread === 0, `every element's accessible name read: ${behind.unread} of ${behind.elements} not read`);
    assert.equal(await s.exec('return document.querySelectorAll(\'[data-point], [data-testid="board"], [data-testid="move-list"], svg\').length'), 0, 'no board');
    await s.screenshot('curtain-tablet-en-north');
    await s.tap('[data-testid="curtain-ready"]');
    await s.waitFor(() => s.exec('return !!document.querySelector(\'[data-testid="army-builder"][data-team="north"]\')'), 10000, 'North\u2019s army builder');
    await s.tap('[data-testid="preset-raiders"]');
    await s.tap('[data-testid="army-submit"]');
    // Play: South moves first; the device comes back to South, whose PIN is asked.
    await curtainUp(s, 'first');
    await s.exec(`const i = document.querySelector('[data-testid="curtain-pin"]'); i.value = '1111';`);
    await s.tap('[data-testid="curtain-ready"]');
    await s.waitFor(async () => (await s.text('[data-testid="curtain-message"]')) === 'Wrong PIN', 5000, 'a wrong PIN refused');
    await s.screenshot('curtain-tablet-en-wrong-pin');
    await s.exec(`const i = document.querySelector('[data-testid="curtain-pin"]'); i.value = '2468';`);
    await s.tap('[data-testid="curtain-ready"]');
    let p = await s.waitHumanTurn(10000);
    assert.equal(p.toMove, 'first');
    // South's person leads Red without moving, and ends the turn; North's person is next.
    for (const [ply, action] of ['lead r', 'end'].entries()) {
      await s.exec(`return window.__TAURI__.core.invoke('act', { gameId: arguments[0], action: arguments[1], ply: arguments[2] })`, [id, action, p.ply + ply]);
    }
    await curtainUp(s, 'second');
    await s.tap('[data-testid="curtain-ready"]');
    p = await s.waitHumanTurn(10000);
    assert.equal(p.toMove, 'second');
    // Since North's last turn (its setup): South's two actions, nothing lost.
    await s.waitFor(async () => /^Since your last turn, actions: 2/.test(await s.text('[data-testid="since-text"]')), 10000, 'the summary');
    await tapControl(s, 'threats');
    await s.waitFor(() => s.exec('const n = document.querySelector(\'[data-testid="threat-note"]\'); return !!n && !n.hidden'), 10000, 'the threat marks');
    await s.screenshot('curtain-tablet-en-north-turn');
    // North's person hands the turn to the computer's general, then skips to its own turn.
    await s.exec(`return window.__TAURI__.core.invoke('act', { gameId: arguments[0], action: 'lead g', ply: arguments[1] })`, [id, p.ply]);
    await s.waitFor(() => s.exec('const b = document.querySelector(\'[data-testid="skip-to-turn"]\'); return !!b && !b.hidden'), 10000, 'Skip to my turn');
    await s.tap('[data-testid="skip-to-turn"]');
    // The turn passes to South: its curtain, its PIN, then what North's turn did, replayed.
    await curtainUp(s, 'first');
    await s.exec(`const i = document.querySelector('[data-testid="curtain-pin"]'); i.value = '2468';`);
    await s.tap('[data-testid="curtain-ready"]');
    p = await s.waitHumanTurn(20000);
    assert.equal(p.toMove, 'first');
    await s.waitFor(async () => /^Since your last turn, actions: \d+/.test(await s.text('[data-testid="since-text"]')), 10000, 'South\u2019s summary');
    await s.screenshot('curtain-tablet-en-south-turn');
  } finally {
    await s.end();
  }
});

test('the end of a hidden-setup game: every seat\u2019s result, then Replay from the start with both armies shown (desktop, 中文)', async () => {
  const s = await Session.start();
  try {
    await s.resize(1280, 800);
    await language(s, 'zh');
    // Both armies set up behind their curtains (through the core), two turns, then North resigns.
    const id = await s.exec(`const core = window.__TAURI__.core;
      const call = (cmd, args) => core.invoke(cmd, args);
      return call('new_game', { options: { game: 'generals', mode: 'pass-and-play', timerSecs: null, hiddenSetup: true, firstTeam: 'first',
          seats: [{ kind: 'human' }, { kind: 'human' }] } })
        .then((g) => call('open_curtain', { gameId: g.id, side: 'first' })
          .then(() => call('submit_setup', { gameId: g.id, seat: 'south', setup: 'siege' }))
          .then(() => call('open_curtain', { gameId: g.id, side: 'second' }))
          .then(() => call('submit_setup', { gameId: g.id, seat: 'north', setup: 'raiders' }))
          .then(() => ['lead r', 'end', 'lead y', 'end'].reduce((p, action, ply) => p.then(() => call('act', { gameId: g.id, action, ply })), Promise.resolve()))
          .then(() => call('resign', { gameId: g.id, side: 'second' }))
          .then(() => g.id))`);
    await s.exec(`location.hash = '#/play/${id}'`);
    await s.waitFor(() => s.exec('return !!document.querySelector(\'[data-testid="end-seats"]\')'), 10000, 'the end screen');
    const seats = await s.exec('return [...document.querySelectorAll(\'[data-testid="end-seats"] li\')].map((li) => li.getAttribute("data-result") + " " + li.textContent)');
    assert.deepEqual(seats, ['won 南军玩家胜', 'lost 北军玩家负']);
    await s.screenshot('end-seats-desktop-zh');
    await s.tap('[data-testid="end-replay"]');
    // The replay starts before the first move, with every unit of both armies on the board.
    // One read, so that the replay's first step cannot come between its parts.
    const start = await s.waitFor(() => s.exec(`const r = document.querySelector('[data-testid="review"]');
      if (!r || r.getAttribute('data-ply') !== '0') return null;
      return { units: document.querySelectorAll('[data-testid="board-wrap"] .unit').length,
        playing: document.querySelector('[data-testid="review-play"]').getAttribute('aria-pressed') }`), 10000, 'the review at its start');
    assert.deepEqual(start, { units: 20, playing: 'true' }, 'two armies of eight and four generals');
    await s.screenshot('end-replay-desktop-zh');
    await s.waitFor(async () => (await s.attr('[data-testid="review"]', 'data-ply')) === '4', 10000, 'the replay to reach the last move');
    await s.waitFor(async () => (await s.attr('[data-testid="review-play"]', 'aria-pressed')) === 'false', 5000, 'the replay to stop at the end');
    // Played again from the start, it stops at a step the player takes: a move tapped in the list.
    await s.tap('[data-testid="review-play"]');
    await s.waitFor(async () => (await s.attr('[data-testid="review-play"]', 'aria-pressed')) === 'true', 5000, 'the replay again');
    await s.tap('[data-testid="move-1"]');
    await s.waitFor(async () => (await s.attr('[data-testid="review"]', 'data-ply')) === '2', 5000, 'the move tapped shown');
    assert.equal(await s.attr('[data-testid="review-play"]', 'aria-pressed'), 'false', 'the replay stopped');
    // Stopped, it stays stopped: the page's own clock is waited for until two of the replay's
    // steps would have been taken (the step from the screen), then the board is read again.
    const until = await s.exec('return performance.now() + 2 * Number(document.querySelector(\'[data-testid="review-play"]\').getAttribute("data-step-ms"))');
    await s.waitFor(() => s.exec(`return performance.now() > ${until}`), 10000, 'two replay steps of page time');
    assert.equal(await s.attr('[data-testid="review"]', 'data-ply'), '2', 'and stays stopped');
  } finally {
    await s.end();
  }
});
