// The review screen's model without a browser: stepping through a game, a swipe, Zhili's
// verdicts and the moves that changed them, the analysis's progress, mistakes and graph.

import test from 'node:test';
import assert from 'node:assert/strict';
import { ReviewModel, GRAPH, verdictKey } from '../../ui/js/screens/review-model.js';
import { golden, changed } from './golden.mjs';

const win = (n) => ({ kind: 'win', plies: n });
const draw = { kind: 'draw' };

/** The core's review of a Zhili game (golden file), its line changed to one that turns twice. */
function zhiliReview() {
  const review = golden('review-zhili');
  const [first] = review.moves;
  return changed(review, {
    moves: [changed(first, { text: '8-10' }), changed(first, { text: '4-7', side: 'second' })],
    verdicts: [{ before: win(1), after: draw, change: 'win-to-draw' }, { before: draw, after: draw, change: null }],
  });
}

function tcReview(n) {
  const moves = Array.from({ length: n }, (_, i) => changed(golden('review-zhili').moves[0], { text: 'm' + i, side: i % 2 ? 'second' : 'first' }));
  return changed(golden('review-zhili'), { gameId: 'g2', game: 'twin-cities', canAnalyze: true, moves, verdicts: null });
}

test('stepping: first, back, forward, last, a move of the list; always within the game', () => {
  const m = new ReviewModel(zhiliReview());
  assert.equal(m.ply, 2, 'a review opens at the end');
  assert.deepEqual(m.nav(), { first: false, back: false, forward: true, last: true });
  assert.equal(m.go('forward'), 2);
  assert.equal(m.go('back'), 1);
  assert.equal(m.go('first'), 0);
  assert.equal(m.go('back'), 0);
  assert.deepEqual(m.nav(), { first: true, back: true, forward: false, last: false });
  assert.equal(m.goMove(0), 1, 'a tap on move 0 shows the board after it');
  assert.equal(m.go('last'), 2);
  assert.equal(m.go(99), 2);
});

test('a swipe to the left goes forward, to the right back; short or vertical ones do nothing', () => {
  assert.equal(ReviewModel.swipe(-80, 10), 'forward');
  assert.equal(ReviewModel.swipe(80, -5), 'back');
  assert.equal(ReviewModel.swipe(20, 0), null);
  assert.equal(ReviewModel.swipe(60, 90), null);
});

test("Zhili: the verdicts around the shown move and the move that turned a win into a draw", () => {
  const m = new ReviewModel(zhiliReview());
  assert.deepEqual(m.marks(), [{ change: 'win-to-draw', mistake: false }, { change: null, mistake: false }]);
  m.go(1);
  assert.deepEqual(m.verdict(), { index: 0, side: 'first', before: win(1), after: draw, change: 'win-to-draw' });
  m.go(0);
  assert.deepEqual(m.verdict(), { start: win(1) });
  assert.deepEqual(verdictKey(win(3)), ['verdict.win', { n: 3 }]);
  assert.deepEqual(verdictKey(draw), ['verdict.draw', {}]);
  assert.equal(new ReviewModel(tcReview(2)).verdict(), null);
});

test("the analysis: only this job's progress counts; mistakes are marked; the graph follows the values", () => {
  const m = new ReviewModel(tcReview(4));
  assert.equal(m.analysisState().state, 'idle');
  assert.equal(m.graph(), null);
  m.setJob(7);
  assert.equal(m.analysisState().state, 'running');
  assert.equal(m.setAnalysis({ gameId: 'g2', job: 6, values: [], mistakes: [] }), false, 'an older job');
  m.setAnalysis({ gameId: 'g2', job: 7, done: 2, total: 5, values: [0, 0.1], mistakes: [], finished: false, cancelled: false });
  assert.deepEqual(m.analysisState(), { state: 'running', done: 2, total: 5 });
  m.setAnalysis({ gameId: 'g2', job: 7, done: 5, total: 5, values: [0, 0.1, -0.5, null, 1], mistakes: [1], finished: true, cancelled: false });
  assert.equal(m.analysisState().state, 'done');
  assert.deepEqual(m.marks().map((x) => x.mistake), [false, true, false, false]);
  const g = m.graph();
  assert.equal(g.zero, GRAPH.height / 2);
  assert.equal(g.path.split(/[ML]/).filter(Boolean).length, 4, 'a null value leaves a gap, not a point');
  assert.deepEqual(g.mistakes.map((x) => x.move), [1]);
  assert.equal(g.cursor, GRAPH.width - GRAPH.pad, 'the cursor at the last ply');
  assert.equal(m.plyAt(0.5), 2);
  m.go(2);
  assert.deepEqual(m.valueHere(), { side: 'second', value: 50 });
  m.go(3);
  assert.equal(m.valueHere(), null, 'no value found for that position');
});

test('a cancelled analysis says so', () => {
  const m = new ReviewModel(tcReview(2));
  m.setJob(1);
  m.setAnalysis({ gameId: 'g2', job: 1, done: 1, total: 3, values: [0], mistakes: [], finished: false, cancelled: true });
  assert.equal(m.analysisState().state, 'cancelled');
});

test("an analysis that ends before its job's number arrives is taken up", () => {
  const m = new ReviewModel(tcReview(2));
  const done = { gameId: 'g2', job: 3, done: 3, total: 3, values: [0, 0, 0], mistakes: [], finished: true, cancelled: false };
  assert.equal(m.setAnalysis(done), false);
  assert.equal(m.setAnalysis(Object.assign({}, done, { gameId: 'other' })), false);
  m.setJob(3);
  assert.equal(m.analysisState().state, 'done');
  assert.ok(m.graph());
});
