// Lessons in the real app, by taps: the first visit to a game offers its first lesson; one
// lesson of each game is played to its goal, Zhili's after a wrong try that shows the hint and
// starts over; the home screen and the lessons list show the progress. Screenshots in both
// languages, at phone and desktop sizes.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { Session } from './lib/wd.mjs';
import { home, language } from './helpers.mjs';

const DB = path.join(process.env.E2E_APP_HOME || '', '.local/share/org.shuangcheng.boardgames', 'shuangcheng.db');

/**
 * A new player's lessons: the tests of one run share the app's data, and earlier ones have
 * visited the games' new-game screens (which offers their first lessons once). The app is not
 * running between tests.
 */
function forgetLessonProgress() {
  if (!fs.existsSync(DB)) return;
  const r = spawnSync('sqlite3', ['-cmd', '.timeout 10000', DB, 'DELETE FROM lessons_offered; DELETE FROM lesson_progress;'], { encoding: 'utf8' });
  assert.equal(r.status, 0, r.stderr);
}

/** The lesson screen's state (data attributes on the screen). */
function lessonState(s) {
  return s.exec(`
    const l = document.querySelector('[data-testid="lesson"]');
    if (!l) return null;
    return {
      id: l.getAttribute('data-lesson'), state: l.getAttribute('data-state'), ply: Number(l.getAttribute('data-ply')),
      failures: Number(l.getAttribute('data-failures')), humanToAct: l.getAttribute('data-human-to-act') === 'true',
      result: document.querySelector('[data-testid="lesson-result"]').getAttribute('data-kind'),
      buttons: [...document.querySelectorAll('[data-testid="actionbar"] button')].map(e => e.getAttribute('data-testid')),
    };`);
}

function waitLesson(s, pred, what) {
  return s.waitFor(async () => {
    const l = await lessonState(s);
    return l && pred(l) ? l : null;
  }, 20000, what);
}

/** Opens a lesson from its game's lessons list, reached from the home screen's card. */
async function openLesson(s, game, id) {
  await home(s);
  await s.tap(`[data-testid="lessons-${game}"]`);
  await s.waitFor(() => s.exec(`return document.querySelector('[data-testid="lessons"]')?.getAttribute('data-game') === '${game}'`), 5000, 'the lessons list');
  await s.tap(`[data-testid="lesson-${id}"]`);
  return waitLesson(s, (l) => l.id === id && l.state === 'playing' && l.humanToAct, `lesson ${id}`);
}

/** A move of two taps; a move that a follower could extend is confirmed. */
async function move(s, from, to) {
  const before = (await lessonState(s)).ply;
  await s.tapPoint(from);
  await s.tapPoint(to);
  const l = await lessonState(s);
  if (l.ply === before && l.buttons.includes('confirm')) await s.tap('[data-testid="confirm"]');
  return waitLesson(s, (x) => x.ply > before, `the move ${from}-${to}`);
}

test('a first visit offers the first lesson; Zhili: a wrong try, its hint, start over, the goal', async () => {
  forgetLessonProgress();
  const s = await Session.start();
  try {
    await s.resize(390, 844);
    await language(s, 'zh');
    await s.tap('[data-testid="new-zhili"]');
    await s.waitFor(() => s.exec('return !!document.querySelector(\'[data-testid="lesson-offer"]\')'), 5000, 'the first lesson offered');
    await s.screenshot('lesson-offer-phone-zh');
    await s.tap('[data-testid="offer-start"]');
    let l = await waitLesson(s, (x) => x.id === 'zhili-step' && x.humanToAct, 'the first Zhili lesson');
    assert.equal(l.ply, 0);
    await s.screenshot('lesson-zhili-phone-zh');
    // 8-10 does not trap Black: the try fails and the hint is shown.
    l = await move(s, '8', '10');
    assert.equal(l.state, 'failed');
    assert.equal(l.result, 'failed');
    const hint = await s.text('[data-testid="lesson-hint"]');
    assert.ok(hint.length > 5, `a hint is shown: ${hint}`);
    await s.screenshot('lesson-zhili-hint-phone-zh');
    await s.tap('[data-testid="lesson-try-again"]');
    l = await waitLesson(s, (x) => x.state === 'playing' && x.ply === 0, 'the lesson to start over');
    assert.equal(l.failures, 1);
    l = await move(s, '8', '7');
    assert.equal(l.state, 'passed');
    assert.ok((await s.text('[data-testid="lesson-done"]')).length > 5);
    await s.screenshot('lesson-zhili-passed-phone-zh');
    // The home card and the list show it; the offer is not made again.
    await home(s);
    await s.waitFor(async () => (await s.attr('[data-testid="lesson-progress-zhili"]', 'data-passed')) === '1', 5000, 'the home screen\u2019s progress');
    await s.tap('[data-testid="new-zhili"]');
    // The screen decides on the offer before it draws the form (newgame.js): once the form is
    // there, an offer would be there too.
    await s.waitFor(() => s.exec('return !!document.querySelector(\'[data-testid="new-game"] [data-testid="start-game"]\')'), 5000, 'the new-game form');
    assert.equal(await s.exec('return !!document.querySelector(\'[data-testid="lesson-offer"]\')'), false, 'offered once');
    await s.tap('[data-testid="back"]');
    await s.tap('[data-testid="lessons-zhili"]');
    await s.waitFor(async () => (await s.attr('[data-testid="lesson-zhili-step"]', 'data-state')) === 'passed', 5000, 'the lesson marked done');
    assert.equal(await s.attr('[data-testid="lesson-zhili-jump"]', 'data-state'), 'current');
    await s.screenshot('lessons-zhili-phone-zh');
  } finally {
    await s.end();
  }
});

test('Twin Cities: moving into a field, with the rival\u2019s scripted reply in between', async () => {
  const s = await Session.start();
  try {
    await s.resize(1280, 800);
    await language(s, 'en');
    await openLesson(s, 'twin-cities', 'twin-cities-field');
    await s.screenshot('lesson-twin-cities-desktop-en');
    let l = await move(s, 'e4', 'd4');
    assert.equal(l.state, 'playing');
    await waitLesson(s, (x) => x.humanToAct && x.ply === 2, 'the rival\u2019s reply');
    assert.match(await s.text('[data-testid="lesson-replied"]'), /e9e8/);
    l = await move(s, 'd4', 'd5');
    assert.equal(l.state, 'passed');
    await s.screenshot('lesson-twin-cities-passed-desktop-en');
    await s.resize(390, 844);
    await s.screenshot('lesson-twin-cities-passed-phone-en');
  } finally {
    await s.end();
  }
});

test('Generals: a turn\u2019s choice — the troops of one general, then a ranged attack', async () => {
  const s = await Session.start();
  try {
    await s.resize(390, 844);
    await language(s, 'en');
    await openLesson(s, 'generals', 'generals-choice');
    await s.screenshot('lesson-generals-phone-en');
    await s.tap('[data-testid="tap-troops"]');
    await s.tap('[data-testid="tap-b"]');
    await waitLesson(s, (x) => x.ply === 1 && x.humanToAct, 'the troops turn to start');
    await s.tapPoint('f1');
    await s.tapPoint('f5');
    const l = await waitLesson(s, (x) => x.state !== 'playing', 'the lesson to end');
    assert.equal(l.state, 'passed');
    await s.screenshot('lesson-generals-passed-phone-en');
    await s.resize(1280, 800);
    await language(s, 'zh');
    await s.tap('[data-testid="lessons-generals"]');
    await s.waitFor(async () => (await s.attr('[data-testid="lesson-generals-choice"]', 'data-state')) === 'passed', 5000, 'the lesson marked done');
    await s.screenshot('lessons-generals-desktop-zh');
  } finally {
    await s.end();
  }
});
