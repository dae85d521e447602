// A tap on a fitted board counts for the nearest lit target within a finger's reach
// (ui/js/boards/reach.js), and a pinch switches between the fitted and the zoomed view
// (ui/js/zoom.js): both on geometry alone, in CSS px.

import test from 'node:test';
import assert from 'node:assert/strict';
import { resolveTap, REACH, TIE } from '../../ui/js/boards/reach.js';
import { pinchView } from '../../ui/js/zoom.js';

/** Generals' cells on a 390 px phone, fitted: about 32 px apart. */
const PITCH = 32;
const row = (names) => names.map((name, i) => ({ name, at: /** @type {[number, number]} */ ([i * PITCH, 0]) }));

test('a tap on a lit target, or off its centre within reach, counts for it', () => {
  const lit = row(['a1', 'b1', 'c1']);
  assert.deepEqual(resolveTap([PITCH, 0], lit), { name: 'b1' });
  assert.deepEqual(resolveTap([PITCH + 15, 0], lit), { name: 'b1' }, '15 px towards c1: b1 is nearer');
  assert.deepEqual(resolveTap([PITCH, 15], lit), { name: 'b1' });
  assert.deepEqual(resolveTap([PITCH - 10.6, -10.6], lit), { name: 'b1' });
});

test('15 px off a target in every direction selects it, neighbours lit or not', () => {
  const lit = [{ name: 'mid', at: [0, 0] }];
  for (let dx = -1; dx <= 1; dx++) for (let dy = -1; dy <= 1; dy++) if (dx || dy) lit.push({ name: `${dx},${dy}`, at: [dx * PITCH, dy * PITCH] });
  for (let deg = 0; deg < 360; deg += 1) {
    const a = (deg * Math.PI) / 180;
    assert.deepEqual(resolveTap([15 * Math.cos(a), 15 * Math.sin(a)], lit), { name: 'mid' }, `at ${deg}°`);
  }
});

test('a tap beyond reach of every lit target is left to the zone under it', () => {
  assert.equal(resolveTap([0, REACH + 1], row(['a1'])), null);
  assert.equal(resolveTap([5, 5], []), null);
});

test('a tap as near two lit targets as can be told plays nothing: a tie', () => {
  const lit = row(['a1', 'b1']);
  assert.deepEqual(resolveTap([PITCH / 2, 0], lit), { tie: ['a1', 'b1'] });
  assert.deepEqual(resolveTap([PITCH / 2 + TIE / 2 - 0.01, 3], lit), { tie: ['b1', 'a1'] }, 'the nearer first');
  assert.deepEqual(resolveTap([PITCH / 2 + TIE, 0], lit), { name: 'b1' }, 'nearer by TIE: the nearer wins');
});

test('a pinch zooms when the fingers spread, fits when they close, and waits in between', () => {
  assert.equal(pinchView(100, 130), 'zoom');
  assert.equal(pinchView(100, 75), 'fit');
  assert.equal(pinchView(100, 110), null);
  assert.equal(pinchView(0, 200), null, 'no pinch started');
});
