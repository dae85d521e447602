// Practice mode in the real app: against the AI, each of the player's
// moves is graded as it is played; a blunder offers a better move and a second try, the better
// move tried is graded best, and the grades come back in review. Zhili's grades are exact
// (docs/rules/zhili.md Z9); Twin Cities' come from the engine's search.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Session } from './lib/wd.mjs';
import { language, newGame } from './helpers.mjs';

/** Red to move and win in 3 (Z9): 4-3 keeps the win; 6-3 lets it go. */
const RED_WINS = 'bbb.sbrrrr. r 0';

/** The practice note under the board: its grade and text, or null while none is shown. */
function note(s) {
  return s.exec(`const e = document.querySelector('[data-testid="practice-note"]');
    return e && !e.hidden ? { grade: e.getAttribute('data-grade'), text: e.textContent } : null;`);
}

test('Z9 in practice: a blunder is flagged with a better move, taken back, and the better move is graded best', async () => {
  const s = await Session.start();
  try {
    await s.resize(390, 844);
    await language(s, 'zh');
    const game = await s.exec(`return window.__TAURI__.core.invoke('new_game', { options: {
      game: 'zhili', mode: 'vs-ai', seats: [{ kind: 'human' }, { kind: 'ai', level: 'beginner' }], timerSecs: null,
      position: '${RED_WINS}', practice: true } })`);
    await s.exec(`location.hash = '#/play/${game.id}'`);
    await s.waitFor(async () => ((await s.play()) || {}).id === game.id, 10000, 'the practice game');
    await s.tapPoint('6');
    await s.tapPoint('3');
    const blunder = await s.waitFor(async () => {
      const n = await note(s);
      return n && n.grade ? n : null;
    }, 15000, 'the grade of 6-3');
    assert.equal(blunder.grade, 'blunder');
    assert.match(blunder.text, /败着：你的胜算 100% → 50%/);
    await s.waitHumanTurn();
    await s.tap('[data-testid="show-better"]');
    const better = await s.waitFor(() => s.exec('const e = document.querySelector(\'[data-testid="better-move"]\'); return e && e.textContent'), 5000, 'the better move');
    assert.match(better, /^更好的一着：/);
    assert.equal(await s.attr('[data-testid="move-0"] .mv-mark', 'data-grade'), 'blunder', 'the move list marks it');
    await s.screenshot('practice-blunder-phone-zh');
    // The same flag, reopened at desktop size in English.
    await language(s, 'en');
    await s.resize(1280, 800);
    await s.exec(`location.hash = '#/play/${game.id}'`);
    const again = await s.waitFor(async () => {
      const n = await note(s);
      return n && n.grade ? n : null;
    }, 10000, 'the blunder shown again');
    assert.equal(again.grade, 'blunder');
    assert.match(again.text, /Blunder: your winning chance 100% → 50%/);
    await s.tap('[data-testid="show-better"]');
    await s.waitFor(() => s.exec('const e = document.querySelector(\'[data-testid="better-move"]\'); return e && /^A better move: /.test(e.textContent)'), 5000, 'the better move in English');
    await s.screenshot('practice-blunder-desktop-en');
    await language(s, 'zh');
    await s.resize(390, 844);
    await s.exec(`location.hash = '#/play/${game.id}'`);
    await s.waitFor(async () => ((await note(s)) || {}).grade === 'blunder', 10000, 'back on the phone, in 中文');

    await s.tap('[data-testid="retry"]');
    await s.waitFor(async () => (await s.play()).ply === 0 && !(await note(s)), 10000, 'the move taken back');
    await s.tapPoint('4');
    await s.tapPoint('3');
    await s.waitFor(async () => ((await note(s)) || {}).grade === 'best', 15000, 'the winning move graded best');
    await s.waitHumanTurn();

    // The grades as they were given come back in review.
    await language(s, 'en');
    await s.resize(1280, 800);
    await s.exec(`location.hash = '#/review/${game.id}'`);
    await s.waitFor(() => s.exec('return !!document.querySelector(\'[data-testid="review"] [data-testid="move-0"]\')'), 10000, 'the review');
    assert.equal(await s.attr('[data-testid="move-0"] [data-grade]', 'data-grade'), 'best');
    await s.tap('[data-testid="move-0"]');
    await s.waitFor(async () => ((await note(s)) || {}).grade === 'best', 5000, 'the grade of the move shown');
    assert.equal((await note(s)).text, 'Best move', 'the engine\u2019s own move, without percentages');
    await s.screenshot('practice-review-desktop-en');
  } finally {
    await s.end();
  }
});

test('practice is chosen on the new-game screen, and a Twin Cities move is graded while the AI replies', async () => {
  const s = await Session.start();
  try {
    await s.resize(1280, 800);
    await language(s, 'en');
    await newGame(s, { game: 'twin-cities', mode: 'vs-ai', level: 'easy', practice: true });
    const p = await s.waitHumanTurn();
    const first = await s.exec(`return window.__TAURI__.core.invoke('snapshot', { gameId: '${p.id}' }).then((x) => x.legalActions[0].text)`);
    await s.exec(`return window.__TAURI__.core.invoke('act', { gameId: '${p.id}', action: '${first}', ply: ${p.ply} })`);
    const graded = await s.waitFor(async () => {
      const n = await note(s);
      return n && n.grade ? n : null;
    }, 15000, 'the grade of the first move');
    assert.ok(['best', 'good', 'inaccuracy', 'mistake', 'blunder'].includes(graded.grade), graded.grade);
    // The engine's own move is said without percentages; any other with them.
    assert.match(graded.text, graded.grade === 'best' ? /^Best move$/ : /your winning chance \d+% → \d+%/);
    await s.waitHumanTurn();
    await s.screenshot('practice-twin-cities-desktop-en');
  } finally {
    await s.end();
  }
});
