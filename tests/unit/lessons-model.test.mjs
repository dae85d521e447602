// The lessons list's model without a browser, on the core's own list and progress (golden
// files: Zhili's first lesson passed after one wrong try).

import test from 'node:test';
import assert from 'node:assert/strict';
import { lessonRows, lessonsHead, shouldOffer } from '../../ui/js/screens/lessons-model.js';
import { golden, changed } from './golden.mjs';

test('the first lesson not passed is the current one; the rows keep the teaching order', () => {
  const list = golden('lessons-zhili');
  const rows = lessonRows(list);
  assert.deepEqual(rows.map((r) => r.id), list.lessons.map((l) => l.id));
  assert.deepEqual(rows.slice(0, 3).map((r) => [r.id, r.state]), [['zhili-step', 'passed'], ['zhili-jump', 'current'], [rows[2].id, 'open']]);
  assert.equal(rows[0].wrongTries, 1);
  assert.equal(rows[0].rules, list.lessons[0].rules.join(' '));
  assert.ok(rows.every((r) => r.title.zh && r.title.en));
});

test('the head counts the lessons passed, and says when the saves could not tell', () => {
  const list = golden('lessons-zhili');
  assert.deepEqual(lessonsHead(list), { passed: 1, total: list.lessons.length, progressUnknown: false });
  assert.equal(lessonsHead(changed(list, { progressKnown: false })).progressUnknown, true);
});

test('the first lesson is offered on a first visit only', () => {
  const progress = golden('lesson-progress');
  assert.equal(shouldOffer(progress, 'zhili'), false, 'a lesson of it is passed');
  assert.equal(shouldOffer(progress, 'generals'), true);
  const offered = progress.map((p) => changed(p, { offered: true }));
  assert.equal(shouldOffer(offered, 'generals'), false);
  assert.equal(shouldOffer(null, 'zhili'), false);
});
