// The coach in the real app: Zhili with the coach on shows, before the
// player commits, where each move leads against best play (Z9): a ring drawn as the verdict is
// and a badge on the board, the verdict in each point's name for a screen reader. Only a solved
// game offers it. The game then played out ends by a rule, which the end screen cites with its
// lesson.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Session } from './lib/wd.mjs';
import { newGame, language, home, zhiliMove } from './helpers.mjs';

/** Red to move and win in 3 (Z9): 4-3 keeps the win; 6-3, 7-3 and 8-10 let it go. */
const RED_WINS = 'bbb.sbrrrr. r 0';

/** Each lit point: its verdict class, its badge and its name. */
function verdicts(s) {
  return s.exec(`return [...document.querySelectorAll('[data-testid="board-wrap"] .zone.target')].map((z) => ({
    at: z.getAttribute('data-point'),
    verdict: (z.getAttribute('class').match(/verdict-(win|draw|loss)/) || [])[1] || null,
    badge: z.querySelector('.verdict-text').textContent,
    label: z.getAttribute('aria-label'),
  }))`);
}

const at = (list, point) => list.find((v) => v.at === point);

/** Puts up a new pass-and-play Zhili game from RED_WINS with the coach on; its snapshot. */
async function openWinning(s) {
  const game = await s.exec(`return window.__TAURI__.core.invoke('new_game', { options: {
    game: 'zhili', mode: 'pass-and-play', seats: [{ kind: 'human' }, { kind: 'human' }], timerSecs: null,
    position: '${RED_WINS}', coach: true } })`);
  await s.exec(`location.hash = '#/play/${game.id}'`);
  await s.waitFor(async () => ((await s.play()) || {}).id === game.id, 10000, 'the game with a win');
  return game;
}

test('Z9: with the coach on, each move shows win, draw or loss and its distance before it is played', async () => {
  const s = await Session.start();
  try {
    await s.resize(390, 844);
    await language(s, 'zh');
    // Chosen on the new-game screen: every movable piece is marked from the start.
    await newGame(s, { game: 'zhili', mode: 'pass-and-play', timer: null, coach: true });
    const start = await s.waitFor(async () => {
      const v = await verdicts(s);
      return v.length && v.every((x) => x.verdict) ? v : null;
    }, 10000, 'the coach\u2019s marks on the movable pieces');
    assert.ok(start.some((v) => v.verdict === 'draw' && v.badge === '和' && v.label.includes('和棋')), JSON.stringify(start));
    await s.screenshot('coach-phone-zh-start');

    // A position Red wins: the piece with the winning move, then that move.
    const game = await openWinning(s);
    const pieces = await s.waitFor(async () => {
      const v = await verdicts(s);
      return at(v, '4') && at(v, '4').verdict ? v : null;
    }, 10000, 'the marks on the pieces');
    assert.equal(at(pieces, '4').verdict, 'win', 'the piece on 4 has the winning move');
    assert.equal(at(pieces, '4').badge, '胜2');
    assert.equal(at(pieces, '6').verdict, 'draw');
    await s.tapPoint('4');
    let targets = await s.waitFor(async () => {
      const v = await verdicts(s);
      return v.length === 1 && v[0].at === '3' ? v : null;
    }, 5000, 'the move from 4');
    assert.equal(targets[0].verdict, 'win');
    assert.ok(targets[0].label.includes('2 步内必胜'), targets[0].label);
    await s.screenshot('coach-phone-zh-win');
    // The same point through another piece is another move, with its own verdict.
    await s.tapPoint('6');
    targets = await s.waitFor(async () => {
      const v = await verdicts(s);
      return v.length === 1 && v[0].at === '3' && v[0].verdict === 'draw' ? v : null;
    }, 5000, 'the move from 6');
    await s.screenshot('coach-phone-zh-draw');
    await language(s, 'en');
    await s.exec(`location.hash = '#/play/${game.id}'`);
    await s.waitFor(async () => ((await s.play()) || {}).id === game.id, 10000, 'the game again');
    await s.tapPoint('4');
    targets = await s.waitFor(async () => {
      const v = await verdicts(s);
      return v.length === 1 && v[0].badge === 'W2' ? v : null;
    }, 5000, 'the English badge');
    assert.ok(targets[0].label.includes('win in 2 plies'), targets[0].label);
    await s.resize(1280, 800);
    await s.screenshot('coach-desktop-en-win');

    // Twin Cities is not solved: its new-game screen offers no coach.
    await home(s);
    await s.tap('[data-testid="new-twin-cities"]');
    await s.waitFor(() => s.exec('return !!document.querySelector(\'[data-testid="new-game"]\')'), 5000, 'the new-game screen');
    assert.equal(await s.exec('return !!document.querySelector(\'[data-testid="coach"]\')'), false);
    await language(s, 'zh');
  } finally {
    await s.end();
  }
});

test('an end by the rules cites the rule (Z6) and opens the lesson that teaches it', async () => {
  const s = await Session.start();
  try {
    await s.resize(390, 844);
    await language(s, 'en');
    const game = await openWinning(s);
    // Played out, each side taking its coach's best move.
    for (let i = 0; i < 10 && (await s.play()).phase !== 'over'; i++) {
      const best = await s.exec(`return window.__TAURI__.core.invoke('snapshot', { gameId: arguments[0] }).then((snap) => {
        const worth = (v) => (v.kind === 'win' ? 2000 - v.plies : v.kind === 'draw' ? 1000 : v.plies);
        return snap.coach.reduce((a, b) => (worth(b.verdict) > worth(a.verdict) ? b : a)).action;
      })`, [game.id]);
      await zhiliMove(s, best);
    }
    await s.waitFor(() => s.exec('return !!document.querySelector(\'[data-testid="end-screen"]\')'), 5000, 'the end screen');
    assert.equal(await s.attr('[data-testid="end-reason"]', 'data-rule'), 'Z6');
    assert.match(await s.text('[data-testid="end-reason"]'), /\(Z6\)$/);
    await s.screenshot('coach-phone-en-end');
    await s.resize(1280, 800);
    await s.waitFor(async () => (await s.exec('return window.innerWidth')) === 1280, 5000, 'the desktop size');
    assert.match(await s.text('[data-testid="end-reason"]'), /\(Z6\)$/);
    await s.screenshot('coach-desktop-en-end');
    await s.tap('[data-testid="end-lesson"]');
    await s.waitFor(() => s.exec('return !!document.querySelector(\'[data-testid="lesson"]\')'), 10000, 'the lesson on Z6');
    await language(s, 'zh');
  } finally {
    await s.end();
  }
});
