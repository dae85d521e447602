// Review and statistics in the real app, by taps: a Zhili game finished on the board (its
// record imported up to the last move), the end screen's Review, stepping to the move that
// turned a win into a draw, "Play from here", the statistics updated by the game and reset;
// a Twin Cities game's value graph analysed with its progress. Screenshots in both languages,
// at phone and desktop sizes.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Session } from './lib/wd.mjs';
import { home, language, newGame, zhiliMove } from './helpers.mjs';

// From a won position: 8-10 lets the win go (win → draw), 4-6 loses the draw, 8-7 traps Black.
const LINE = ['8-10', '3-7', '6-3', '4-6', '9-8', '6-4', '7-6', '4-7', '6-4', '7-6'];

function recordText(moves) {
  return ['# Shuangcheng game record', 'game: zhili', 'start: bbbsbrr.rr. r 0', ...moves.map((m, i) => `${i + 1}. ${m}`)].join('\n') + '\n';
}

/** The review screen's state. */
function reviewState(s) {
  return s.exec(`
    const r = document.querySelector('[data-testid="review"]');
    if (!r) return null;
    return {
      ply: Number(r.getAttribute('data-ply')), position: r.getAttribute('data-position'),
      change: document.querySelector('[data-testid="review-judge"]').getAttribute('data-change'),
      turning: [...document.querySelectorAll('[data-testid="move-list"] li.turning')].map(e => e.getAttribute('data-testid')),
      mistakes: [...document.querySelectorAll('[data-testid="move-list"] li.mistake')].length,
      analysis: (document.querySelector('[data-testid="analysis"]') || { getAttribute: () => null }).getAttribute('data-state'),
    };`);
}

function waitReview(s, pred, what, timeout) {
  return s.waitFor(async () => {
    const r = await reviewState(s);
    return r && pred(r) ? r : null;
  }, timeout || 20000, what);
}

/** A finger's horizontal swipe of `dx` px across the middle of the board (pointer events). */
function swipe(s, dx) {
  return s.exec(`
    const el = document.querySelector('[data-testid="board-wrap"]');
    const r = el.getBoundingClientRect();
    const x = r.left + r.width / 2 - arguments[0] / 2, y = r.top + r.height / 2;
    const ev = (type, cx) => el.dispatchEvent(new PointerEvent(type, { bubbles: true, isPrimary: true, pointerType: 'touch', clientX: cx, clientY: y }));
    ev('pointerdown', x);
    ev('pointerup', x + arguments[0]);`, [dx]);
}

async function statsRow(s, testid) {
  return s.exec(`const r = document.querySelector('[data-testid="${testid}"]'); return r ? { played: Number(r.getAttribute('data-played')), wins: Number(r.getAttribute('data-wins')) } : null;`);
}

/** Imports LINE's record from the home screen, by taps; the game opens at its last move. */
async function importLine(s) {
  await s.tap('[data-testid="import-game"]');
  const box = await s.find('[data-testid="import-text"]');
  await s.req('POST', `/element/${box}/value`, { text: recordText(LINE).replace(/\n/g, '\uE007') });
  await s.tap('[data-testid="import-confirm"]');
  await s.waitFor(async () => (await s.play())?.ply === 10, 10000, 'the imported game');
}

/** The moves in words, in the list and on the ply line. */
async function firstMoveInWords(s) {
  const first = await s.text('[data-testid="move-0"] .mv-text');
  assert.match(first, /^红方将棋子从 8 (走到|跳过 \d+ 到) 10$/);
  assert.ok((await s.text('[data-testid="review-ply"]')).includes(first), 'the ply line tells the move');
}

test('a finished Zhili game: Review from the end screen to the turning move, Play from here, the statistics', async () => {
  const s = await Session.start();
  try {
    await s.resize(390, 844);
    await language(s, 'zh');
    await s.tap('[data-testid="open-stats"]');
    await s.waitFor(() => s.exec('return !!document.querySelector(\'[data-testid="stats"]\')'), 5000, 'the statistics');
    const before = (await statsRow(s, 'stats-row-zhili-pass-and-play-none')) || { played: 0, wins: 0 };
    await home(s);
    await importLine(s);
    await zhiliMove(s, '8-7');
    await s.waitFor(() => s.exec('return !!document.querySelector(\'[data-testid="end-screen"]\')'), 5000, 'the end screen');
    await s.tap('[data-testid="end-review"]');
    let r = await waitReview(s, (x) => x.ply === 11, 'the review at the end');
    assert.deepEqual(r.turning, ['move-0', 'move-3'], 'the moves that changed the verdict are marked');
    // Back to the start, then forward to the first turning move.
    await s.tap('[data-testid="review-first"]');
    r = await waitReview(s, (x) => x.ply === 0, 'the start');
    assert.equal(r.position, 'bbbsbrr.rr. r 0');
    await s.tap('[data-testid="review-forward"]');
    r = await waitReview(s, (x) => x.ply === 1, 'the first move');
    assert.equal(r.change, 'win-to-draw');
    assert.ok((await s.text('[data-testid="verdict-change"]')).includes('和棋'));
    await firstMoveInWords(s);
    await s.screenshot('review-zhili-turning-phone-zh');
    // A tap on a move of the list; back one.
    await s.tap('[data-testid="move-3"]');
    r = await waitReview(s, (x) => x.ply === 4, 'move 4');
    assert.equal(r.change, 'draw-to-loss');
    await s.tap('[data-testid="review-back"]');
    await waitReview(s, (x) => x.ply === 3, 'back one move');
    // A swipe on the board: to the left forward, to the right back.
    await swipe(s, -120);
    await waitReview(s, (x) => x.ply === 4, 'a swipe forward');
    await swipe(s, 120);
    await waitReview(s, (x) => x.ply === 3, 'a swipe back');
    await s.resize(1280, 800);
    await language(s, 'en');
    await s.exec('history.back()');
    r = await waitReview(s, (x) => x.ply === 11, 'the review again, in English');
    await s.tap('[data-testid="move-0"]');
    await waitReview(s, (x) => x.ply === 1 && x.change === 'win-to-draw', 'the turning move');
    assert.match(await s.text('[data-testid="verdict-change"]'), /turned a win into a draw/);
    assert.match(await s.text('[data-testid="move-0"] .mv-text'), /^Red (moves|jumps) the piece from 8 (over \d+ )?to 10$/);
    await s.screenshot('review-zhili-turning-desktop-en');
    // Play from here: a new pass-and-play game from the position after move 1.
    await s.tap('[data-testid="play-from-here"]');
    await s.tap('[data-testid="here-pass-and-play"]');
    const p = await s.waitFor(async () => {
      const q = await s.play();
      return q && q.ply === 0 && q.phase === 'playing' ? q : null;
    }, 10000, 'the game from here');
    assert.equal(p.position, 'bbbsbrr..rr b 0');
    assert.equal(p.toMove, 'second');
    await s.screenshot('play-from-here-desktop-en');
    // The statistics count the finished game once.
    await home(s);
    await s.tap('[data-testid="open-stats"]');
    const row = await s.waitFor(() => statsRow(s, 'stats-row-zhili-pass-and-play-none'), 5000, 'the Zhili line');
    assert.deepEqual(row, { played: before.played + 1, wins: before.wins + 1 });
    await s.screenshot('stats-desktop-en');
    await s.resize(390, 844);
    await language(s, 'zh');
    await s.tap('[data-testid="open-stats"]');
    await s.waitFor(() => statsRow(s, 'stats-row-zhili-pass-and-play-none'), 5000, 'the statistics in Chinese');
    await s.screenshot('stats-phone-zh');
    // Reset asks first; cancel keeps, confirm clears.
    await s.tap('[data-testid="stats-reset-zhili"]');
    await s.tap('[data-testid="stats-reset-cancel"]');
    assert.ok(await statsRow(s, 'stats-row-zhili-pass-and-play-none'));
    await s.tap('[data-testid="stats-reset-zhili"]');
    await s.screenshot('stats-reset-phone-zh');
    await s.tap('[data-testid="stats-reset-confirm"]');
    await s.waitFor(async () => !(await statsRow(s, 'stats-row-zhili-pass-and-play-none')), 5000, 'the Zhili statistics cleared');
  } finally {
    await s.end();
  }
});

test('a Twin Cities game reviewed with the value graph, analysed with progress', async () => {
  const s = await Session.start();
  try {
    await s.resize(390, 844);
    await language(s, 'en');
    await newGame(s, { game: 'twin-cities', mode: 'pass-and-play', timer: null });
    // A few moves by the hint's suggestions.
    for (let i = 0; i < 6; i++) {
      const p = await s.waitHumanTurn();
      await s.exec('document.querySelector(\'[data-testid="play"]\').removeAttribute("data-hint")');
      await s.tap('[data-testid="hint"]');
      const hint = await s.waitFor(() => s.attr('[data-testid="play"]', 'data-hint'), 20000, 'a hint');
      await s.exec(`return window.__TAURI__.core.invoke('act', { gameId: arguments[0], action: arguments[1], ply: arguments[2] })`, [p.id, hint, p.ply]);
      await s.waitFor(async () => (await s.play()).ply > p.ply, 10000, 'the move');
    }
    await s.tap('[data-testid="review"]');
    await waitReview(s, (x) => x.ply === 6 && x.analysis === 'idle', 'the review');
    await s.tap('[data-testid="analyze"]');
    // A debug build's search on a busy machine: allow it time.
    await waitReview(s, (x) => x.analysis === 'done', 'the analysis to finish', 120000);
    const points = await s.exec('return document.querySelector(\'[data-testid="graph"] path\').getAttribute("d").split(/[ML]/).filter(Boolean).length');
    assert.equal(points, 7, 'a value for the start and each move');
    await s.tap('[data-testid="review-first"]');
    await waitReview(s, (x) => x.ply === 0, 'the start');
    assert.match(await s.text('[data-testid="value-here"]'), /^Engine: /, 'the value at the shown position');
    await s.screenshot('review-twin-cities-graph-phone-en');
    await s.resize(1280, 800);
    await s.screenshot('review-twin-cities-graph-desktop-en');
  } finally {
    await s.end();
  }
});
