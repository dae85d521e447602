// "Learn from your mistakes" in the real app: a Zhili game against the AI
// in which the player let a win go is reviewed, and its drill made; the home screen offers it; the
// same move again is a miss that says why; a second try converts the win against perfect
// defence. A drill given up shows the engine's move and is no longer offered. Zhili's verdicts
// are exact (docs/rules/zhili.md Z9): from RED_WINS, 4-3 wins in 3 (Black's only reply is 5-4,
// then 8-5 leaves Black no move); 6-3 lets the win go.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Session } from './lib/wd.mjs';
import { home, language } from './helpers.mjs';

const RED_WINS = 'bbb.sbrrrr. r 0';

/** The drill screen's state (data attributes on the screen), or null elsewhere. */
function drillState(s) {
  return s.exec(`
    const d = document.querySelector('[data-testid="drill"]');
    if (!d) return null;
    const text = (id) => { const e = document.querySelector('[data-testid="' + id + '"]'); return e && !e.hidden ? e.textContent : ''; };
    return {
      id: d.getAttribute('data-drill'), kind: d.getAttribute('data-kind'), state: d.getAttribute('data-state'),
      ply: Number(d.getAttribute('data-ply')), missed: Number(d.getAttribute('data-missed')),
      humanToAct: d.getAttribute('data-human-to-act') === 'true', shown: d.getAttribute('data-shown') === 'true',
      ask: text('drill-ask'), why: text('drill-why'), answer: text('drill-answer'),
    };`);
}

function waitDrill(s, pred, what) {
  return s.waitFor(async () => {
    const d = await drillState(s);
    return d && pred(d) ? d : null;
  }, 20000, what);
}

/** A Zhili game against the AI in which the player (Red) played 6-3 from RED_WINS, reviewed. */
async function reviewedBlunder(s) {
  const game = await s.exec(`return window.__TAURI__.core.invoke('new_game', { options: {
    game: 'zhili', mode: 'vs-ai', seats: [{ kind: 'human' }, { kind: 'ai', level: 'beginner' }], timerSecs: null,
    position: '${RED_WINS}' } })`);
  await s.exec(`location.hash = '#/play/${game.id}'`);
  await s.waitFor(async () => ((await s.play()) || {}).id === game.id, 10000, 'the game');
  await s.tapPoint('6');
  await s.tapPoint('3');
  await s.waitHumanTurn();
  await s.exec(`location.hash = '#/review/${game.id}'`);
  await s.waitFor(() => s.exec('return !!document.querySelector(\'[data-testid="review"] [data-testid="make-drills"]\')'), 10000, 'the review with its drills button');
  return game.id;
}

/** A move of two taps in the drill; waits for the engine's judgement. */
async function drillMove(s, from, to) {
  const before = await drillState(s);
  await s.tapPoint(from);
  await s.tapPoint(to);
  return waitDrill(s, (d) => d.ply > before.ply || d.state !== 'playing', `the drill's move ${from}-${to}`);
}

test('Z9: a win let go becomes a drill, offered at home, missed once with its reason, then converted', async () => {
  const s = await Session.start();
  try {
    await s.resize(390, 844);
    await language(s, 'zh');
    await reviewedBlunder(s);
    await s.tap('[data-testid="make-drills"]');
    const first = await waitDrill(s, (d) => d.state === 'playing' && d.humanToAct, 'the drill');
    assert.equal(first.kind, 'convert-win');
    assert.match(first.ask, /对局中你走的是：.*放走了胜局/);
    await s.screenshot('drill-ask-phone-zh');

    // Home offers the drill while it is pending, and starts it.
    await home(s);
    assert.equal(await s.attr('[data-testid="drills-offer"]', 'data-pending'), '1');
    await s.screenshot('drills-home-phone-zh');
    await s.tap('[data-testid="drills-start"]');
    await waitDrill(s, (d) => d.id === first.id && d.state === 'playing', 'the drill from home');

    const missed = await drillMove(s, '6', '3');
    assert.equal(missed.state, 'missed');
    assert.equal(missed.why, '这着放走了胜局。再试一次。');
    await s.screenshot('drill-missed-phone-zh');
    await s.tap('[data-testid="drill-try-again"]');
    await waitDrill(s, (d) => d.state === 'playing' && d.ply === first.ply && d.missed === 1, 'the drill again');

    await language(s, 'en');
    await s.resize(1280, 800);
    await s.exec(`location.hash = '#/drill/${first.id}'`);
    await waitDrill(s, (d) => d.state === 'playing' && d.humanToAct, 'the drill in English');
    const kept = await drillMove(s, '4', '3');
    assert.equal(kept.state, 'playing', 'the win kept; Black replies 5-4');
    await waitDrill(s, (d) => d.humanToAct, 'Red to move again');
    const solved = await drillMove(s, '8', '5');
    assert.equal(solved.state, 'solved');
    assert.equal(solved.why, 'You won it.');
    assert.equal(solved.answer, '', 'played on to the win: no single engine move to show');
    await s.screenshot('drill-solved-desktop-en');
    await home(s);
    assert.equal(await s.exec('return !!document.querySelector(\'[data-testid="drills-offer"]\')'), false, 'a solved drill is not offered');
  } finally {
    await s.end();
  }
});

test('a drill given up shows the engine\u2019s move on the board and is no longer offered', async () => {
  const s = await Session.start();
  try {
    await s.resize(1280, 800);
    await language(s, 'zh');
    await reviewedBlunder(s);
    await s.tap('[data-testid="make-drills"]');
    await waitDrill(s, (d) => d.state === 'playing' && d.humanToAct, 'the drill');
    await s.tap('[data-testid="drill-show"]');
    const shown = await waitDrill(s, (d) => d.shown && d.answer, 'the answer');
    assert.match(shown.answer, /^引擎的一着：.*这道题不再列入待练。$/);
    assert.equal(shown.state, 'playing', 'the drill may still be played');
    await s.screenshot('drill-shown-desktop-zh');
    await home(s);
    assert.equal(await s.exec('return !!document.querySelector(\'[data-testid="drills-offer"]\')'), false);
  } finally {
    await s.end();
  }
});
