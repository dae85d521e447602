// The home screen's model without a browser, on the core's own JSON (golden files): which
// saves are listed to continue and which to review, who plays a save, its date, the lesson
// counts on the game cards.

import test from 'node:test';
import assert from 'node:assert/strict';
import { homeLists, isDamaged, aiOpponent, formatDate, lessonPill, FINISHED_SHOWN } from '../../ui/js/screens/home-model.js';
import { golden, changed, catalogEntry } from './golden.mjs';

process.env.TZ = 'UTC';

test('unfinished and damaged saves are listed to continue, finished ones to review', () => {
  const saves = golden('saves');
  const damaged = { id: 'rowid-7', damaged: 'the position does not replay', updatedAt: null };
  const { open, finished } = homeLists([...saves, damaged]);
  assert.ok(finished.length > 0 && open.length > 1, 'the core\'s saves hold both kinds');
  assert.ok(finished.every((s) => s.phase === 'over'));
  assert.ok(open.every((s) => isDamaged(s) || s.phase !== 'over'));
  assert.equal(open.length + finished.length, saves.length + 1);
  assert.equal(open.at(-1), damaged, 'in its place in the list');
  assert.equal(saves.filter(isDamaged).length, 0, 'a readable save is not damaged');
});

test('at most the newest finished games are offered for review', () => {
  const over = golden('saves').find((s) => s.phase === 'over');
  const many = Array.from({ length: FINISHED_SHOWN + 3 }, (_, i) => changed(over, { id: 'old-' + i }));
  const { finished } = homeLists(many);
  assert.equal(finished.length, FINISHED_SHOWN);
  assert.equal(finished[0].id, 'old-0', 'the core\'s order (newest first) is kept');
});

test('a save against the AI names the AI\'s level; between people, none', () => {
  const four = golden('snapshot-generals-four-seats');
  const levels = catalogEntry('generals').levels;
  const ai = aiOpponent(levels, four.seats);
  assert.equal(ai.id, 'easy');
  assert.equal(ai.level, levels.find((l) => l.id === 'easy'));
  assert.equal(aiOpponent(levels, golden('snapshot-generals-start').seats), null);
  assert.deepEqual(aiOpponent([], four.seats), { level: null, id: 'easy' }, 'a level the ladder lacks keeps its id');
});

test('a save\'s time reads YYYY-MM-DD hh:mm in the local zone; other text as it is', () => {
  const [save] = golden('saves');
  assert.equal(formatDate(save.updatedAt), '2026-01-01 00:00');
  assert.equal(formatDate('not a time'), 'not a time');
  assert.equal(formatDate(null), '');
});

test('a game card counts its lessons passed, and ticks a game whose lessons are all passed', () => {
  const zhili = golden('lesson-progress').find((p) => p.game === 'zhili');
  assert.equal(zhili.passed, 1);
  assert.deepEqual(lessonPill(zhili), { text: `1/${zhili.total}`, allDone: false, passed: 1, total: zhili.total });
  assert.deepEqual(lessonPill(changed(zhili, { passed: zhili.total })).text, `✓ ${zhili.total}`);
});
