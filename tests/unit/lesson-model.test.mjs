// The lesson screen's model without a browser, on the core's own lesson views (golden files):
// what the panel says of a lesson in play, after a wrong try and once passed.

import test from 'node:test';
import assert from 'node:assert/strict';
import { lessonFrame } from '../../ui/js/screens/lesson-model.js';
import { golden, changed } from './golden.mjs';

test('while playing: whose move and the turns left; no result', () => {
  const view = golden('lesson-zhili-step');
  const f = lessonFrame(view);
  assert.deepEqual(f.status, { key: 'lessonYourMove', params: {} });
  assert.equal(f.turnsLeft, view.turnsLeft);
  assert.deepEqual(f.place, { n: 1, total: view.total });
  assert.equal(f.result, null);
  assert.equal(f.warn, '');
  assert.equal(lessonFrame(changed(view, { humanToAct: false })).status.key, 'lessonRivalMoves');
});

test("the rival's reply is told", () => {
  assert.equal(lessonFrame(changed(golden('lesson-zhili-step'), { replies: ['e9e8'] })).replied, 'e9e8');
});

test('a wrong try shows the hint; a pass shows the done text and the next lesson', () => {
  const failedView = golden('lesson-zhili-step-failed');
  const failed = lessonFrame(failedView);
  assert.deepEqual(failed.result, { kind: 'failed', text: failedView.hint, next: null });
  assert.ok(failedView.hint.zh && failedView.hint.en, 'the engine\'s hint in both languages');
  assert.equal(failed.status.key, 'lessonFailedTitle');
  const passedView = golden('lesson-zhili-step-passed');
  const passed = lessonFrame(passedView);
  assert.deepEqual(passed.result, { kind: 'passed', text: passedView.done, next: 'zhili-jump' });
  assert.equal(lessonFrame(changed(passedView, { next: null })).result.next, null);
});

test('progress that could not be saved is told', () => {
  assert.equal(lessonFrame(changed(golden('lesson-zhili-step-passed'), { progressSaved: false })).warn, 'lessonProgressNotSaved');
});
