// Arrow keys over a board's points: along a grid's rows and columns, along a star's lines,
// the other way round on a turned board, and staying put at the edge.

import test from 'node:test';
import assert from 'node:assert/strict';
import { nextPoint, isArrow } from '../../ui/js/board-nav.js';

/** A grid like Twin Cities' (files a–c, ranks 1–3, rank 1 at the bottom). */
function grid() {
  const places = new Map();
  for (const [f, file] of ['a', 'b', 'c'].entries()) for (let r = 1; r <= 3; r++) places.set(file + r, [f * 40, (3 - r) * 40]);
  return places;
}

// Zhili's eleven points as drawn (ui/js/boards/zhili.js).
const STAR = new Map([
  ['0', [50, 45]], ['1', [350, 45]], ['2', [200, 140]], ['3', [200, 215]], ['4', [80, 290]], ['5', [200, 290]],
  ['6', [320, 290]], ['7', [200, 365]], ['8', [200, 440]], ['9', [50, 535]], ['10', [350, 535]],
]);

test('on a grid the arrows go to the neighbouring point', () => {
  const g = grid();
  assert.equal(nextPoint(g, 'b2', 'ArrowUp'), 'b3');
  assert.equal(nextPoint(g, 'b2', 'ArrowDown'), 'b1');
  assert.equal(nextPoint(g, 'b2', 'ArrowLeft'), 'a2');
  assert.equal(nextPoint(g, 'b2', 'ArrowRight'), 'c2');
});

test('at the edge the focus stays', () => {
  const g = grid();
  assert.equal(nextPoint(g, 'c3', 'ArrowUp'), 'c3');
  assert.equal(nextPoint(g, 'c3', 'ArrowRight'), 'c3');
});

test('a turned board: the arrows go as the player sees it', () => {
  const g = grid();
  assert.equal(nextPoint(g, 'b2', 'ArrowUp', true), 'b1');
  assert.equal(nextPoint(g, 'b2', 'ArrowLeft', true), 'c2');
});

test('on Zhili\'s star the arrows follow the lines', () => {
  assert.equal(nextPoint(STAR, '5', 'ArrowUp'), '3');
  assert.equal(nextPoint(STAR, '3', 'ArrowUp'), '2');
  assert.equal(nextPoint(STAR, '5', 'ArrowLeft'), '4');
  assert.equal(nextPoint(STAR, '5', 'ArrowRight'), '6');
  assert.ok(['9', '10'].includes(nextPoint(STAR, '8', 'ArrowDown')), 'from the hub down to a corner');
  assert.equal(nextPoint(STAR, '9', 'ArrowRight'), '10');
  assert.equal(nextPoint(STAR, '0', 'ArrowDown'), '4');
});

test('only arrows move', () => {
  assert.equal(isArrow('ArrowUp'), true);
  assert.equal(isArrow('Enter'), false);
  assert.equal(nextPoint(grid(), 'b2', 'Enter'), 'b2');
});
