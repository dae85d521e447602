// The arbiter in the real app: a refused tap says why in one sentence
// that cites its rule, below the board and through the polite live region, and links to the
// lesson that teaches the rule. 中文 on a phone, English on a desktop, and on a lesson's board.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Session } from './lib/wd.mjs';
import { newGame, language } from './helpers.mjs';

/** The refusal shown: its code, its rule and its text, once it shows `code`. */
async function refusalShown(s, code) {
  return s.waitFor(async () => {
    const shown = await s.exec(`const el = document.querySelector('[data-testid="refusal"]');
      return el && !el.hidden ? { code: el.dataset.code, rule: el.dataset.rule, text: el.querySelector('span').textContent } : null`);
    return shown && shown.code === code ? shown : null;
  }, 10000, `the refusal ${code}`);
}

const announced = (s) => s.exec('return document.querySelector(\'[data-testid="announcer"]\').textContent');

test('Z4: a refused tap says why, citing the rule, and opens its lesson (中文, phone)', async () => {
  const s = await Session.start();
  try {
    await s.resize(390, 844);
    await language(s, 'zh');
    await newGame(s, { game: 'zhili', mode: 'pass-and-play', timer: null });
    // Red's 8 chosen, then 3, which no line joins to 8.
    await s.tapPoint('8');
    await s.tapPoint('3');
    const shown = await refusalShown(s, 'zhili.not-joined');
    assert.equal(shown.rule, 'Z4');
    assert.equal(shown.text, '从 8 到 3 不成一步：只能沿线走到相邻的空点，或沿两条直线跳过一枚棋子（Z4）');
    await s.waitFor(async () => (await announced(s)).includes(shown.text), 5000, 'the sentence read out');
    assert.deepEqual((await s.play()).ply, 0, 'nothing was played');
    await s.screenshot('arbiter-phone-zh');
    // A Black piece on Red's turn: another reason; a tap that fits clears it.
    await s.tapPoint('0');
    await refusalShown(s, 'zhili.rival-piece');
    await s.tapPoint('8');
    await s.waitFor(() => s.exec('return document.querySelector(\'[data-testid="refusal"]\').hidden'), 5000, 'the refusal to go');
    await s.tapPoint('3');
    await refusalShown(s, 'zhili.not-joined');
    await s.tap('[data-testid="refusal-lesson"]');
    await s.waitFor(() => s.exec('return !!document.querySelector(\'[data-testid="lesson"]\')'), 10000, 'the lesson on Z4');
  } finally {
    await s.end();
  }
});

test('T5: a Soldier\u2019s refused step names its pattern, and T6, T8: a refused reserve tap says why (English, desktop)', async () => {
  const s = await Session.start();
  try {
    await s.resize(1280, 800);
    await language(s, 'en');
    await newGame(s, { game: 'twin-cities', mode: 'pass-and-play', timer: null });
    await s.tapPoint('d3');
    await s.tapPoint('d5');
    const shown = await refusalShown(s, 'twin-cities.pattern-S');
    assert.equal(shown.text, 'A Soldier moves one point forward, back, left or right, and captures the same way (T5)');
    await s.screenshot('arbiter-desktop-en');
    // The reserve ring: the rival's reserve is not Red's to draw on (T6); a general of Red's
    // own is exchanged for, Exchange first (T8).
    await s.tap('[data-testid="reserve-second-T"] .slot-hit');
    const rival = await refusalShown(s, 'twin-cities.rival-reserve');
    assert.equal(rival.text, "That is Black's reserve: recruits and exchanges draw from your own (T6)");
    await s.tap('[data-testid="reserve-first-F"] .slot-hit');
    await refusalShown(s, 'twin-cities.exchange-start');
    await s.screenshot('arbiter-reserve-desktop-en');
    await language(s, 'zh');
  } finally {
    await s.end();
  }
});

test('a lesson\u2019s board explains a refused tap, without a link to itself', async () => {
  const s = await Session.start();
  try {
    await s.resize(390, 844);
    await language(s, 'en');
    await s.exec('location.hash = \'#/lesson/zhili-step\'');
    await s.waitFor(() => s.exec('return !!document.querySelector(\'[data-testid="lesson"]\')'), 10000, 'the lesson');
    const view = await s.exec('return window.__TAURI__.core.invoke(\'start_lesson\', { lessonId: \'zhili-step\' })');
    const rival = view.view.pieces.find((p) => p.side && p.side !== view.toMove);
    await s.tapPoint(rival.at);
    const shown = await refusalShown(s, 'zhili.rival-piece');
    assert.match(shown.text, /\(Z4\)$/);
    assert.equal(await s.exec('return !!document.querySelector(\'[data-testid="refusal-lesson"]\')'), false);
    await s.screenshot('arbiter-lesson-en');
    await language(s, 'zh');
  } finally {
    await s.end();
  }
});
