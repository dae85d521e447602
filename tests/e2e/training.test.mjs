// Training strictness in the real app: a game's training rules are set
// per game on the settings screen; a new game lists them and keeps them; with them on, a move
// waits for its last tap again, undo is gone, the hint button counts down to none; and the
// statistics put the game, which had a hint, on a line of its own.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Session } from './lib/wd.mjs';
import { newGame, language, home } from './helpers.mjs';

/** Whether the control `testid` is drawn (not hidden). */
const shown = (s, testid) => s.exec(`const e = document.querySelector('[data-testid="${testid}"]'); return !!e && !e.hidden`);

/** Every game's training rules back to their defaults (the suite's later tests share the saves). */
async function resetTraining(s) {
  await s.exec(`const core = window.__TAURI__.core;
    return core.invoke('get_settings').then((st) => core.invoke('set_settings', { settings: { ...st, training: { takebacks: true, hintBudget: null, confirmMoves: false } } }));`);
}

/** Sets Zhili's training on the settings screen by its chips, each saved before the next. */
async function strictZhili(s) {
  await s.exec(`location.hash = '#/settings'`);
  await s.waitFor(() => s.exec('return !!document.querySelector(\'[data-testid="training-zhili"]\')'), 5000, 'the settings screen');
  for (const chip of ['set-training-zhili-takebacks-false', 'set-training-zhili-hints-1', 'set-training-zhili-confirm-true']) {
    await s.tap(`[data-testid="${chip}"]`);
    await s.waitFor(() => s.exec(`return document.querySelector('[data-testid="${chip}"]').getAttribute('aria-pressed') === 'true'`), 5000, `${chip} saved`);
  }
  await s.exec(`document.querySelector('[data-testid="training-zhili"]').scrollIntoView({ block: 'center' })`);
}

test('Z4 with training on: the rules are kept with the game, a move is tapped twice, undo is gone, and hints run out', async () => {
  const s = await Session.start();
  try {
    await s.resize(390, 844);
    await language(s, 'zh');
    await strictZhili(s);
    await s.screenshot('training-settings-phone-zh');

    await home(s);
    await s.tap('[data-testid="new-zhili"]');
    const summary = await s.waitFor(() => s.exec('const e = document.querySelector(\'[data-testid="training-summary"]\'); return e && e.textContent'), 5000, 'the training summary');
    assert.equal(summary, '学棋规则：不许悔棋 · 提示 1 次 · 落子需确认');
    await newGame(s, { game: 'zhili', mode: 'pass-and-play', timer: null });
    assert.equal(await shown(s, 'undo'), false, 'no undo with takebacks off');
    assert.equal(await s.attr('[data-testid="hint"]', 'aria-label'), '提示（剩 1 次）');

    // Z4: Red's piece on 5 moves to 7; the move waits for 7 again.
    await s.tapPoint('5');
    await s.tapPoint('7');
    await s.waitFor(async () => (await s.play()).taps === '5 7', 5000, 'the move waiting, lit');
    assert.equal((await s.play()).ply, 0, 'not played on the first tap');
    assert.equal(await s.text('[data-testid="help"]'), '再点一次就走这步，也可以点“确认”；点别的地方可改');
    await s.screenshot('training-confirm-phone-zh');
    await s.tapPoint('7');
    await s.waitFor(async () => (await s.play()).ply === 1, 5000, 'the move played on the second tap');

    await s.tap('[data-testid="hint"]');
    await s.waitFor(() => s.exec('return !!document.querySelector(\'[data-testid="play"]\').getAttribute("data-hint")'), 10000, 'the hint');
    await s.waitFor(async () => (await s.attr('[data-testid="hint"]', 'aria-label')) === '提示（剩 0 次）', 5000, 'the hint counted');
    assert.equal(await s.exec('return document.querySelector(\'[data-testid="hint"]\').disabled'), true, 'no hint is left');
    const game = await s.play();
    await s.exec(`return window.__TAURI__.core.invoke('resign', { gameId: '${game.id}', side: 'second' })`);

    // The game had a hint: it counts on the line of games with help.
    await language(s, 'en');
    await s.resize(1280, 800);
    await s.exec(`location.hash = '#/stats'`);
    const row = '[data-testid="stats-row-zhili-pass-and-play-none-helped"]';
    await s.waitFor(() => s.exec(`return !!document.querySelector('${row}')`), 5000, 'the line of games with help');
    assert.match(await s.text(row), /with help/);
    // The hint's toast, in the language it was given in, is gone first.
    await s.waitFor(() => s.exec("return document.getElementById('toast').hidden"), 10000, 'the toast gone');
    await s.screenshot('training-stats-desktop-en');
  } finally {
    await resetTraining(s);
    await s.end();
  }
});
