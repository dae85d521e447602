// Zhili Shuangcheng in the real app: a whole game against the AI by taps, a turn that times
// out, and a game that survives the app being killed.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Session, appPids } from './lib/wd.mjs';
import { newGame, home, language, zhiliMove } from './helpers.mjs';

test('a whole Zhili game against the AI, played by taps to its end', async () => {
  const s = await Session.start();
  try {
    await s.resize(390, 844);
    await language(s, 'zh');
    await newGame(s, { game: 'zhili', mode: 'vs-ai', side: 'first', level: 'beginner', timer: null });
    let p = await s.waitHumanTurn();
    assert.equal(p.position, 'bbb.bsr.rrr r 0', 'the game starts from Z3\u2019s setup');
    // Before any tap, the pieces that can move are lit; tapping one lights its targets.
    assert.ok(p.targets.length > 0, 'movable pieces are lit');
    await s.tapPoint(p.targets[0]);
    const sel = await s.play();
    assert.equal(sel.taps, p.targets[0]);
    assert.ok(sel.buttons.includes('cancel'));
    await s.tap('[data-testid="cancel"]');
    // Each human move: ask the core for a hint, then tap its two points.
    let turns = 0;
    while (p.phase !== 'over') {
      assert.ok(turns++ < 120, 'the game ends within the 200-ply limit');
      const before = p.ply;
      await s.exec('document.querySelector(\'[data-testid="play"]\').removeAttribute("data-hint")');
      await s.tap('[data-testid="hint"]');
      const hint = await s.waitFor(() => s.attr('[data-testid="play"]', 'data-hint'), 15000, 'a hint');
      assert.match(hint, /^\d+-\d+$/);
      await zhiliMove(s, hint);
      p = await s.waitHumanTurn(30000);
      assert.ok(p.ply > before);
      if (turns === 3) await s.screenshot('zhili-phone-zh-midgame');
    }
    await s.waitFor(() => s.exec('return !!document.querySelector(\'[data-testid="end-screen"]\')'), 5000, 'the end screen');
    const winner = await s.text('[data-testid="end-winner"]');
    const reason = await s.attr('[data-testid="end-reason"]', 'data-reason');
    assert.ok(winner.length > 0);
    assert.ok(['no-legal-action', 'repetition', 'ply-limit'].includes(reason), `a Zhili end reason, got ${reason}`);
    // Every end of Zhili is Z6's, and says so.
    assert.equal(await s.attr('[data-testid="end-reason"]', 'data-rule'), 'Z6');
    assert.match(await s.text('[data-testid="end-reason"]'), /Z6/);
    assert.ok(p.moves.length >= 2, 'the move list shows the game');
    await s.screenshot('zhili-phone-zh-end');
    await s.resize(1280, 800);
    await s.screenshot('zhili-desktop-zh-end');
    // Rematch opens a new game with the sides swapped: the AI (now Red) moves first.
    await s.tap('[data-testid="rematch"]');
    await s.waitFor(async () => {
      const q = await s.play();
      return q && q.id !== p.id && q.phase === 'playing' ? q : null;
    }, 15000, 'the rematch');
  } finally {
    await s.end();
  }
});

test('a turn that runs out of time passes to the rival (10 s timer)', async () => {
  const s = await Session.start();
  try {
    await s.resize(390, 844);
    await newGame(s, { game: 'zhili', mode: 'vs-ai', side: 'first', level: 'beginner', timer: 10 });
    const p = await s.waitHumanTurn();
    assert.equal(p.ply, 0);
    assert.ok(p.remainingMs > 5000 && p.remainingMs <= 10000, `the clock shows the 10 s turn (${p.remainingMs} ms)`);
    // Near the end the timer warns.
    await s.waitFor(() => s.exec('return document.querySelector(\'[data-testid="timer"]\').classList.contains("warn")'), 12000, 'the timer warning');
    await s.screenshot('zhili-phone-zh-timer-warning');
    // The turn passes: the move list starts with "pass" and it is Red's turn again after the AI.
    const q = await s.waitFor(async () => {
      const x = await s.play();
      return x.moves.length >= 2 && x.humanToAct ? x : null;
    }, 30000, 'the timed-out turn to pass and the AI to answer');
    assert.equal(q.moves[0], 'pass');
    assert.equal(q.toMove, 'first');
    assert.ok(q.remainingMs > 7000, 'a fresh turn starts with a fresh clock');
  } finally {
    await s.end();
  }
});

test('killing the app mid-game loses nothing: Continue restores position, moves and clock', async () => {
  let s = await Session.start();
  let before;
  try {
    await s.resize(390, 844);
    await newGame(s, { game: 'zhili', mode: 'vs-ai', side: 'first', level: 'beginner', timer: 120 });
    await s.waitHumanTurn();
    await zhiliMove(s, '8-7');
    await s.waitHumanTurn();
    // The clock has run a second and a half (it is saved at most once a second).
    before = await s.waitFor(async () => {
      const p = await s.play();
      return p.remainingMs <= 118500 ? p : null;
    }, 10000, 'the clock to run 1.5 s');
    assert.equal(before.moves.length, 2);
    const pids = appPids();
    assert.ok(pids.length >= 1, 'the app process is found');
    for (const pid of pids) process.kill(pid, 'SIGKILL');
  } finally {
    await s.end();
  }
  await s.waitFor(() => appPids().length === 0, 10000, 'the killed app to be gone');
  s = await Session.start();
  try {
    await s.resize(390, 844);
    await home(s);
    await s.screenshot('home-phone-zh-continue');
    await s.tap(`[data-testid="continue-${before.id}"]`);
    const after = await s.waitFor(async () => {
      const x = await s.play();
      return x && x.id === before.id && x.remainingMs > 0 ? x : null;
    }, 10000, 'the resumed game');
    assert.equal(after.position, before.position);
    assert.deepEqual(after.moves, before.moves);
    assert.equal(after.toMove, before.toMove);
    // The running clock is saved at most once a second: a kill gives back at most that much
    // (docs/app-core.md), never takes time away beyond the restart itself.
    const drift = before.remainingMs - after.remainingMs;
    assert.ok(drift > -1300 && drift < 2500, `the clock resumes where it was last saved (before ${before.remainingMs} ms, after ${after.remainingMs} ms)`);
    await s.screenshot('zhili-phone-zh-resumed');
  } finally {
    await s.end();
  }
});
