// Narrowing the legal actions tap by tap (ui/js/taps.js): tokens compared, never parsed. The
// actions are the core's own (golden files).

import test from 'node:test';
import assert from 'node:assert/strict';
import { matchTaps, narrow, nextTaps } from '../../ui/js/taps.js';
import { golden } from './golden.mjs';

const zhili = () => golden('snapshot-zhili-start').legalActions;
const byText = (actions, text) => actions.find((a) => a.text === text);
/** T8: an exchange of the soldiers on d3 and f3 for a general from the reserve. */
const exchange = () => golden('snapshot-twin-cities-exchange').legalActions.find((a) => a.taps[0].token === '@').taps;

test('taps match an action by prefix and say what may come next', () => {
  const taps = byText(zhili(), '5-3').taps;
  assert.deepEqual(matchTaps(taps, []), { complete: false, next: [taps[0]], index: 0 });
  assert.deepEqual(matchTaps(taps, ['5']), { complete: false, next: [taps[1]], index: 1 });
  assert.deepEqual(matchTaps(taps, ['5', '3']), { complete: true, next: [], index: 2 });
  assert.equal(matchTaps(taps, ['3']), null);
  assert.equal(matchTaps(taps, ['5', '3', '7']), null);
});

test('a run of anyOrder taps may be made in any order, each once', () => {
  const taps = exchange();
  const general = taps.find((t) => t.kind === 'reserve').token;
  const where = taps.at(-1).token;
  assert.deepEqual(matchTaps(taps, ['@']).next.map((t) => t.token), ['d3', 'f3']);
  assert.deepEqual(matchTaps(taps, ['@', 'f3']).next.map((t) => t.token), ['d3']);
  assert.deepEqual(matchTaps(taps, ['@', 'f3', 'd3']).next.map((t) => t.token), [general]);
  assert.equal(matchTaps(taps, ['@', 'f3', 'f3']), null);
  assert.equal(matchTaps(taps, ['@', general]), null, 'the run comes before the general');
  assert.ok(matchTaps(taps, ['@', 'f3', 'd3', general, where]).complete);
});

test('narrow keeps the actions the taps fit, and the taps that may come next', () => {
  const n = narrow(zhili(), ['5']);
  assert.deepEqual(n.candidates.map((a) => a.text), ['5-3', '5-7']);
  assert.deepEqual(n.complete, []);
  assert.deepEqual([...n.next.keys()], ['3', '7']);
  assert.equal(n.next.get('3').index, 1);
});

test('a tap extends the taps, steps back to before a chosen one, starts over, or clears', () => {
  const actions = zhili();
  assert.deepEqual(nextTaps(actions, [], '5'), ['5']);
  assert.deepEqual(nextTaps(actions, ['5'], '3'), ['5', '3']);
  assert.deepEqual(nextTaps(actions, ['5'], '5'), []);
  assert.deepEqual(nextTaps(actions, ['5'], '6'), ['6']);
  assert.deepEqual(nextTaps(actions, ['5'], '9'), []);
});
