// The lesson screen's model without a browser: what the panel says of a lesson in play, the
// lessons list's rows, and when a game's first lesson is offered.

import test from 'node:test';
import assert from 'node:assert/strict';
import { lessonFrame, lessonRows, shouldOffer } from '../../ui/js/screens/lesson-model.js';

const text = (en) => ({ zh: '中' + en, en });

function lessonView(over) {
  return Object.assign({
    id: 'zhili-step', game: 'zhili', state: 'playing', humanToAct: true, turnsLeft: 1, index: 0, total: 4,
    next: 'zhili-jump', replies: [], done: text('done'), hint: null, progressSaved: true,
  }, over);
}

test('while playing: whose move and the turns left; no result', () => {
  const f = lessonFrame(lessonView());
  assert.deepEqual(f.status, { key: 'lessonYourMove', params: {} });
  assert.equal(f.turnsLeft, 1);
  assert.deepEqual(f.place, { n: 1, total: 4 });
  assert.equal(f.result, null);
  assert.equal(f.warn, '');
  assert.equal(lessonFrame(lessonView({ humanToAct: false })).status.key, 'lessonRivalMoves');
});

test("the rival's reply is told", () => {
  assert.equal(lessonFrame(lessonView({ replies: ['e9e8'] })).replied, 'e9e8');
});

test('a wrong try shows the hint; a pass shows the done text and the next lesson', () => {
  const failed = lessonFrame(lessonView({ state: 'failed', hint: text('hint') }));
  assert.deepEqual(failed.result, { kind: 'failed', text: text('hint'), next: null });
  assert.equal(failed.status.key, 'lessonFailedTitle');
  const passed = lessonFrame(lessonView({ state: 'passed' }));
  assert.deepEqual(passed.result, { kind: 'passed', text: text('done'), next: 'zhili-jump' });
  assert.equal(lessonFrame(lessonView({ state: 'passed', next: null })).result.next, null);
});

test('progress that could not be saved is told', () => {
  assert.equal(lessonFrame(lessonView({ state: 'passed', progressSaved: false })).warn, 'lessonProgressNotSaved');
});

test('the list marks the first lesson not passed as the current one', () => {
  const list = { lessons: [
    { id: 'a', rules: ['Z1', 'Z4'], passed: true, wrongTries: 2 },
    { id: 'b', rules: ['Z2'], passed: false, wrongTries: 0 },
    { id: 'c', rules: ['Z5'], passed: false, wrongTries: 0 },
  ] };
  const rows = lessonRows(list);
  assert.deepEqual(rows.map((r) => [r.id, r.current, r.rules]), [['a', false, 'Z1 Z4'], ['b', true, 'Z2'], ['c', false, 'Z5']]);
});

test('the first lesson is offered on a first visit only', () => {
  const p = (over) => [Object.assign({ game: 'zhili', passed: 0, total: 4, firstLesson: 'zhili-step', offered: false }, over)];
  assert.equal(shouldOffer(p(), 'zhili'), true);
  assert.equal(shouldOffer(p({ offered: true }), 'zhili'), false);
  assert.equal(shouldOffer(p({ passed: 1 }), 'zhili'), false);
  assert.equal(shouldOffer(p(), 'generals'), false);
  assert.equal(shouldOffer(null, 'zhili'), false);
});
