// Narrowing the legal actions tap by tap (ui/js/taps.js): tokens compared, never parsed.

import test from 'node:test';
import assert from 'node:assert/strict';
import { matchTaps, narrow, nextTaps } from '../../ui/js/taps.js';
import { point, word, anyOrder, move } from './fixtures.mjs';

const exchange = [word('@'), anyOrder(point('d3')), anyOrder(point('f3')), word('F', 'reserve'), point('e3')];

test('taps match an action by prefix and say what may come next', () => {
  const taps = [point('5'), point('3', 'move')];
  assert.deepEqual(matchTaps(taps, []), { complete: false, next: [taps[0]], index: 0 });
  assert.deepEqual(matchTaps(taps, ['5']), { complete: false, next: [taps[1]], index: 1 });
  assert.deepEqual(matchTaps(taps, ['5', '3']), { complete: true, next: [], index: 2 });
  assert.equal(matchTaps(taps, ['3']), null);
  assert.equal(matchTaps(taps, ['5', '3', '7']), null);
});

test('a run of anyOrder taps may be made in any order, each once', () => {
  assert.deepEqual(matchTaps(exchange, ['@']).next.map((t) => t.token), ['d3', 'f3']);
  assert.deepEqual(matchTaps(exchange, ['@', 'f3']).next.map((t) => t.token), ['d3']);
  assert.deepEqual(matchTaps(exchange, ['@', 'f3', 'd3']).next.map((t) => t.token), ['F']);
  assert.equal(matchTaps(exchange, ['@', 'f3', 'f3']), null);
  assert.equal(matchTaps(exchange, ['@', 'F']), null, 'the run comes before the general');
  assert.ok(matchTaps(exchange, ['@', 'f3', 'd3', 'F', 'e3']).complete);
});

test('narrow keeps the actions the taps fit, and the taps that may come next', () => {
  const actions = [move('5', '3'), move('5', '7'), move('6', '3')];
  const n = narrow(actions, ['5']);
  assert.deepEqual(n.candidates.map((a) => a.text), ['5-3', '5-7']);
  assert.deepEqual(n.complete, []);
  assert.deepEqual([...n.next.keys()], ['3', '7']);
  assert.equal(n.next.get('3').index, 1);
});

test('a tap extends the taps, steps back to before a chosen one, starts over, or clears', () => {
  const actions = [move('5', '3'), move('6', '3'), move('6', '7')];
  assert.deepEqual(nextTaps(actions, [], '5'), ['5']);
  assert.deepEqual(nextTaps(actions, ['5'], '3'), ['5', '3']);
  assert.deepEqual(nextTaps(actions, ['5'], '5'), []);
  assert.deepEqual(nextTaps(actions, ['5'], '6'), ['6']);
  assert.deepEqual(nextTaps(actions, ['5'], '9'), []);
});
