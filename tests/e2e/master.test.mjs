// The master level in the real app: it is in the level picker, the thinking
// indicator shows while it spends its budget, the UI answers taps meanwhile (Settings opens
// and takes a change), leaving the game stops the search at once, and back in the game the
// master moves and the hint (the master with a short budget) suggests a legal action; undo
// while it thinks takes the move back and the cancelled search never plays. A hint being
// searched is stopped by its own button.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Session } from './lib/wd.mjs';
import { home, language, newGame } from './helpers.mjs';

/** Records the core's ai-thinking events with the page's clock. */
const LISTEN = `
  window.__thinking = [];
  return import('/js/api.js').then((api) => api.on('ai-thinking', (thinking) => {
    window.__thinking.push({ thinking: thinking.thinking, ply: thinking.ply, at: performance.now() });
  })).then(() => true);`;

const shown = (s) => s.exec('const e = document.querySelector(\'[data-testid="ai-thinking"]\'); return !!e && !e.hidden;');

test('master: thinking shown, Settings answers meanwhile, leaving cancels, then it moves and hints', async () => {
  const s = await Session.start();
  try {
    await s.resize(390, 844);
    await language(s, 'en');
    assert.equal(await s.exec(LISTEN), true);
    // The human plays Black, so the master (Red) starts thinking at once.
    await newGame(s, { game: 'twin-cities', mode: 'vs-ai', side: 'second', level: 'master', timer: null });
    const game = await s.play();
    assert.equal(game.ply, 0);
    await s.waitFor(() => shown(s), 5000, 'the thinking indicator');

    // While it thinks, the UI responds: home, then Settings, then a setting changes.
    const tapped = Date.now();
    await s.tap('[data-testid="back"]');
    await s.tap('[data-testid="open-settings"]');
    await s.waitFor(() => s.exec('return !!document.querySelector(\'[data-testid="settings"]\')'), 5000, 'the settings screen');
    const opened = Date.now() - tapped;
    assert.ok(opened < 2500, `Settings opened ${opened} ms after the taps`);
    await s.tap('[data-testid="set-level-master"]');
    await s.waitFor(() => s.exec('return document.querySelector(\'[data-testid="set-level-master"]\').classList.contains("on")'),
      5000, 'the master as the default level');

    // Leaving the game paused it: the core said the search stopped, and nothing was played.
    const events = await s.waitFor(async () => {
      const e = await s.exec('return window.__thinking');
      return e.some((x) => x.thinking === false) ? e : null;
    }, 5000, 'the search to stop');
    assert.deepEqual(events.map((e) => [e.thinking, e.ply]), [[true, 0], [false, 0]]);

    // Back in the game the master thinks again and moves; then the hint suggests a move.
    await home(s);
    await s.tap(`[data-testid="continue-${game.id}"]`);
    const turn = await s.waitHumanTurn(30000);
    assert.equal(turn.ply, 1, 'the master moved');
    await s.tap('[data-testid="hint"]');
    const hint = await s.waitFor(() => s.exec('return document.querySelector(\'[data-testid="play"]\').getAttribute("data-hint")'),
      15000, 'a hint');
    assert.ok(hint.length >= 4, `a hint in Twin Cities notation: ${hint}`);
    await s.screenshot('master-hint');
  } finally {
    await s.end();
  }
});

/** Also records the plies the core's game-updated events carry. */
const LISTEN_PLIES = `
  window.__plies = [];
  return import('/js/api.js').then((api) => api.on('game-updated', (snapshot) => { window.__plies.push(snapshot.ply); })).then(() => true);`;

test('master: undo while it thinks stops the search at once and nothing is played', async () => {
  const s = await Session.start();
  try {
    await s.resize(1280, 800);
    await language(s, 'en');
    assert.equal(await s.exec(LISTEN), true);
    assert.equal(await s.exec(LISTEN_PLIES), true);
    await newGame(s, { game: 'twin-cities', mode: 'vs-ai', side: 'first', level: 'master', timer: null });
    // A quiet first move by taps (the Soldier steps d3-d4), then undo at once, while the
    // master thinks about its reply.
    await s.exec(`document.addEventListener('click', (e) => {
      if (e.target.closest('[data-testid="undo"]')) window.__undoAt = performance.now();
    }, true)`);
    await s.tapPoint('d3');
    await s.tapPoint('d4');
    await s.tap('[data-testid="undo"]');
    const stopped = await s.waitFor(async () => {
      const e = await s.exec('return window.__thinking');
      return e.find((x) => x.thinking === false) || null;
    }, 5000, 'the search to stop');
    const tapped = await s.exec('return window.__undoAt');
    console.log(`undo: the core reported the search stopped ${Math.round(stopped.at - tapped)} ms after the tap`);
    const back = await s.waitFor(async () => {
      const p = await s.play();
      return p && p.ply === 0 && p.humanToAct ? p : null;
    }, 5000, 'the move to be taken back');
    assert.equal(back.phase, 'playing');
    assert.equal(await shown(s), false, 'the indicator is gone');

    // The same move again: a new search starts after the cancelled one and answers. Had the
    // cancelled search gone on, its move would have come first (it started earlier, with the
    // same budget); instead the only reply is the new search's, after the second d3-d4.
    const repliedBefore = (await s.exec('return window.__plies')).length;
    await s.tapPoint('d3');
    await s.tapPoint('d4');
    const reply = await s.waitFor(async () => {
      const p = await s.play();
      return p && p.ply === 2 && p.humanToAct ? p : null;
    }, 30000, 'the master\u2019s reply to the second d3-d4');
    assert.equal(reply.moves[0], 'd3d4');
    const events = await s.exec('return window.__thinking');
    assert.deepEqual(events.map((e) => [e.thinking, e.ply]), [[true, 1], [false, 1], [true, 1], [false, 1]],
      'thinking, stopped by the undo; thinking again, then the answer');
    const plies = await s.exec('return window.__plies');
    assert.ok(!plies.slice(0, repliedBefore).includes(2), `the cancelled search never moved (plies seen: ${plies})`);
  } finally {
    await s.end();
  }
});

test('a hint being searched is stopped by its button: not shown, not counted as help, no error', async () => {
  const s = await Session.start();
  try {
    await s.resize(390, 844);
    await language(s, 'en');
    await newGame(s, { game: 'twin-cities', mode: 'pass-and-play', timer: null });
    const game = await s.play();
    // The hint is the master's search of up to a second; its button stops it meanwhile.
    await s.tap('[data-testid="hint"]');
    await s.waitFor(async () => (await s.attr('[data-testid="hint"]', 'data-shows')) === 'stop', 5000, 'the button to stop the hint');
    await s.tap('[data-testid="hint"]');
    await s.waitFor(async () => (await s.play()).answered > game.answered, 5000, 'the stopped hint to be answered');
    assert.equal(await s.attr('[data-testid="play"]', 'data-hint'), null, 'no hint shown');
    assert.equal(await s.attr('[data-testid="hint"]', 'aria-label'), 'Hint');
    assert.equal(await s.exec("return document.getElementById('toast').hidden"), true, 'nothing said: the player stopped it');
    const snap = await s.exec(`return window.__TAURI__.core.invoke('snapshot', { gameId: '${game.id}' })`);
    assert.equal(snap.helped, false, 'a stopped hint is no help');
    // A hint asked again is given.
    await s.tap('[data-testid="hint"]');
    await s.waitFor(() => s.attr('[data-testid="play"]', 'data-hint'), 10000, 'the hint');
    await s.screenshot('hint-given-phone-en');
  } finally {
    await s.end();
  }
});
