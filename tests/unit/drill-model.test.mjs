// The drill screen's model without a browser, on the core's own drill views (golden files): what
// the panel says of a drill in play, after a missed try and once its answer is shown.

import test from 'node:test';
import assert from 'node:assert/strict';
import { drillFrame } from '../../ui/js/screens/drill-model.js';
import { golden, changed } from './golden.mjs';
import { TABLE, LANGUAGES, loadLanguage } from '../../ui/js/i18n.js';

// 繁體中文's tables load on demand, as the app loads them when that language is chosen.
await loadLanguage('zh-Hant');

test('a "convert the win" drill asks for the win the game let go, from the chances it had', () => {
  const view = golden('drill-zhili');
  const f = drillFrame(view);
  assert.equal(f.title, 'drill.title.convert-win');
  assert.deepEqual(f.ask, { key: 'drill.ask.convert-win', params: { before: 100, after: 50, n: 0 } });
  assert.equal(f.status, 'lessonYourMove');
  assert.equal(f.result, null);
  assert.equal(f.kept, null, 'no count: that is a "hold the draw" drill');
  assert.equal(f.answer, '');
  assert.equal(drillFrame(changed(view, { humanToAct: false })).status, 'lessonRivalMoves');
});

test('a miss says why: the win let go again, or the chances of a one-move drill', () => {
  const missed = golden('drill-zhili-missed');
  assert.deepEqual(drillFrame(missed).result, { kind: 'missed', key: 'drill.missedText.convert-win', params: {} });
  assert.equal(drillFrame(missed).status, 'drill.missed');
  const oneMove = changed(missed, { kind: 'better-move', chance: 0.42, bestChance: 0.61 });
  assert.deepEqual(drillFrame(oneMove).result, { kind: 'missed', key: 'drill.missedText', params: { chance: 42, best: 61 } });
  const unjudged = changed(missed, { kind: 'better-move', chance: null });
  assert.equal(drillFrame(unjudged).result.key, 'drill.missedText.better-move', 'a search cancelled: no percentages');
});

test('the answer shows once given up, or once a one-move drill is solved; "hold the draw" counts the moves kept', () => {
  const shown = golden('drill-zhili-shown');
  assert.equal(shown.best, '4-3');
  assert.equal(drillFrame(shown).answer, 'drill.shownAnswer', 'given up: it says the drill no longer waits');
  assert.equal(drillFrame(changed(shown, { shown: false })).answer, '');
  const converted = drillFrame(changed(shown, { shown: false, state: 'solved' }));
  assert.equal(converted.result.key, 'drill.solvedText.convert-win');
  assert.equal(converted.answer, '', 'played on: the board has moved on from the engine\'s first move');
  assert.equal(drillFrame(changed(shown, { shown: false, state: 'solved', kind: 'better-move' })).answer, 'drill.answer');
  const hold = changed(golden('drill-zhili'), { kind: 'hold-draw', holdMoves: 4, kept: 1 });
  assert.deepEqual(drillFrame(hold).kept, { kept: 1, n: 4 });
});

test('every text a drill frame can name is in every language', () => {
  const keys = ['drill.learn', 'drill.making', 'drill.none', 'drill.waiting', 'drill.start', 'drill.others', 'drill.judging', 'drill.solved', 'drill.missed', 'drill.missedText', 'drill.kept', 'drill.tryAgain', 'drill.show', 'drill.answer', 'drill.shownAnswer', 'drill.next', 'drill.home'];
  for (const kind of ['better-move', 'convert-win', 'hold-draw']) {
    keys.push(`drill.title.${kind}`, `drill.ask.${kind}`, `drill.solvedText.${kind}`, `drill.missedText.${kind}`);
  }
  for (const { id } of LANGUAGES) {
    for (const key of keys) assert.ok(TABLE[id][key], `${id}: ${key}`);
  }
});
