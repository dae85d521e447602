// The computer's pace without a browser: its actions slide at the
// `aiPace` setting's speed and not at all while skipping, and "skip to my turn" is offered only
// while the computer acts again after its own action. The snapshots are the core's own
// (golden files); `changed` sets the fields of a computer seat's move.

import test from 'node:test';
import assert from 'node:assert/strict';
import { PlayModel, paced, lastByAi } from '../../ui/js/screens/play-model.js';
import { settingKey } from '../../ui/js/screens/settings-model.js';
import { setCatalog } from '../../ui/js/catalog.js';
import { golden, changed } from './golden.mjs';

setCatalog(golden('catalog'));

const vsAi = [{ kind: 'human' }, { kind: 'ai', level: 'beginner' }];
/** Zhili against the computer, before and after a move of `seat` (the core's moved snapshot). */
const before = () => changed(golden('snapshot-zhili-start'), { seats: vsAi, revision: 1 });
const movedBy = (seat, extra) => {
  const moved = golden('snapshot-zhili-moved');
  return changed(moved, Object.assign({ seats: vsAi, revision: 2, history: moved.history.map((h) => Object.assign({}, h, { seat })) }, extra));
};

test('a computer move slides at its pace: slower, faster, or not at all', () => {
  const durations = (pace, snap) => {
    const m = new PlayModel(before(), { animation: true, aiPace: pace });
    m.setSnap(snap);
    return m.slides.map((s) => s.duration ?? 'default');
  };
  assert.deepEqual(durations('normal', movedBy(1)), ['default']);
  assert.deepEqual(durations('slow', movedBy(1)), [360]);
  assert.deepEqual(durations('fast', movedBy(1)), [100]);
  assert.deepEqual(durations('instant', movedBy(1)), []);
  assert.deepEqual(durations('instant', movedBy(0)), ['default'], 'the player\u2019s own move keeps its slide');
  assert.deepEqual(durations('slow', movedBy(1, { skipping: true })), [], 'skipping to the player\u2019s turn: no slides');
  assert.deepEqual(paced([{ from: 'a', to: 'b', delay: 180 }], 0.5), [{ from: 'a', to: 'b', delay: 90, duration: 100 }]);
});

test('"skip to my turn" is offered while the computer acts again after its own action, until asked', () => {
  const offered = (snap) => {
    const { skip, hint } = new PlayModel(snap, {}).controls();
    assert.equal(hint.hidden, !skip.hidden, 'the skip and the hint share one place');
    return !skip.hidden;
  };
  const thinking = { aiThinking: true, humanToAct: false, legalActions: [] };
  assert.equal(lastByAi(movedBy(1)), true);
  assert.equal(offered(movedBy(1, thinking)), true);
  assert.equal(offered(movedBy(0, thinking)), false, 'the computer answering the player: nothing to skip');
  assert.equal(offered(movedBy(1, Object.assign({ skipping: true }, thinking))), false, 'already skipping');
  assert.equal(offered(movedBy(1)), false, 'the player is to act');
  assert.equal(settingKey('ai-pace'), 'aiPace');
  // In Generals a turn is several actions: the computer's turn is a sequence from its first.
  const generals = golden('snapshot-generals-four-seats');
  assert.equal(offered(changed(generals, { aiThinking: true, humanToAct: false, legalActions: [] })), true);
});
