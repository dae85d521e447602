// What a screen reader says for a board's points and reserve slots, in the three languages.

import test from 'node:test';
import assert from 'node:assert/strict';
import { pointLabel, reserveLabel, pointName } from '../../ui/js/board-labels.js';
import { setLanguage, loadLanguage } from '../../ui/js/i18n.js';
import { setCatalog } from '../../ui/js/catalog.js';
import { isWater } from '../../ui/js/boards/generals.js';

// 繁體中文's tables load on demand, as the app loads them when that language is chosen.
await loadLanguage('zh-Hant');

const sides = (a, b, emblem, groups) => [
  { side: 'first', nameZh: a[0], nameEn: a[1], emblem, groups: groups && groups[0] },
  { side: 'second', nameZh: b[0], nameEn: b[1], emblem, groups: groups && groups[1] },
];

setCatalog([
  { game: 'zhili', rules: { sides: sides(['红方', 'Red'], ['黑方', 'Black'], 'r'), pieces: [{ code: 'r', nameZh: '棋子', nameEn: 'piece' }, { code: 's', nameZh: '公用子', nameEn: 'shared piece' }], board: { points: ['0', '5'] } } },
  { game: 'twin-cities', rules: { sides: sides(['红方', 'Red'], ['黑方', 'Black'], 'C'), pieces: [{ code: 'S', nameZh: '兵卒', nameEn: 'Soldier' }, { code: 'T', nameZh: '虎', nameEn: 'Tiger' }], board: { columns: ['a', 'b', 'c', 'd'], rows: 3 } } },
  { game: 'generals', rules: { sides: sides(['南军', 'South'], ['北军', 'North'], 'GN', [['r', 'b'], ['y', 'g']]), pieces: [{ code: 'GN', nameZh: '将领', nameEn: 'General' }, { code: 'HI', nameZh: '重步兵', nameEn: 'Heavy infantry' }, { code: 'CH', nameZh: '战车', nameEn: 'Chariot' }], groups: [['r', '红将', 'Red general'], ['b', '蓝将', 'Blue general'], ['y', '黄将', 'Yellow general'], ['g', '绿将', 'Green general']].map(([id, nameZh, nameEn]) => ({ id, nameZh, nameEn })), board: { columns: ['a', 'b', 'c'], rows: 2 } } },
]);

const piece = (at, kind, side, extra) => Object.assign({ id: at, kind, side, group: null, at, hp: null, maxHp: null, cooldown: null, carriedBy: null, locked: false }, extra);

test('a point with a piece: its coordinate, side and name ("d3, Red Soldier" / "d3，红方兵卒")', () => {
  const view = { pieces: [piece('d3', 'S', 'first')] };
  setLanguage('en');
  assert.equal(pointLabel('twin-cities', view, 'd3', {}), 'd3, Red Soldier');
  setLanguage('zh');
  assert.equal(pointLabel('twin-cities', view, 'd3', {}), 'd3，红方兵卒');
  setLanguage('zh-Hant');
  assert.equal(pointLabel('twin-cities', view, 'd3', {}), 'd3，紅方兵卒');
  setLanguage('zh');
});

test('empty points, numbered points, neutral pieces and locks', () => {
  setLanguage('en');
  const view = { pieces: [piece('5', 's', null, { locked: true })] };
  assert.equal(pointLabel('zhili', view, '5', {}), 'point 5, shared piece, locked');
  assert.equal(pointLabel('zhili', view, '0', {}), 'point 0, empty');
  assert.equal(pointName('c4'), 'c4');
  setLanguage('zh');
  assert.equal(pointLabel('zhili', view, '0', {}), '0 号点，空');
});

test('legal targets, the selection, the hint and the last move are said', () => {
  setLanguage('en');
  const view = { pieces: [piece('d3', 'S', 'first'), piece('d4', 'S', 'second')] };
  assert.equal(pointLabel('twin-cities', view, 'd3', { target: 'pick' }), 'd3, Red Soldier, can move');
  assert.equal(pointLabel('twin-cities', view, 'd3', { selected: true, last: true }), 'd3, Red Soldier, selected, last move');
  assert.equal(pointLabel('twin-cities', view, 'd4', { target: 'capture' }), 'd4, Black Soldier, legal target, capture');
  assert.equal(pointLabel('twin-cities', view, 'c3', { target: 'move', hint: true }), 'c3, empty, legal target, hint');
  setLanguage('zh');
  assert.equal(pointLabel('twin-cities', view, 'c3', { target: 'move' }), 'c3，空，可落子');
  setLanguage('zh');
});

test('Generals: a unit by its general, its hit points and passengers; a general by itself; water', () => {
  setLanguage('en');
  const view = {
    terrain: ['.~.', '...'],
    pieces: [
      piece('a1', 'HI', 'first', { id: 'r1', group: 'r', hp: 2, maxHp: 3 }),
      piece('c1', 'GN', 'second', { id: 'y0', group: 'y', hp: 3, maxHp: 3 }),
      piece('b1', 'CH', 'first', { id: 'b2', group: 'b', hp: 1, maxHp: 1 }),
      piece('b1', 'HI', 'first', { id: 'b3', group: 'b', hp: 3, maxHp: 3, carriedBy: 'b2' }),
    ],
  };
  assert.equal(pointLabel('generals', view, 'a1', {}), 'a1, Red general\'s Heavy infantry, HP 2 of 3');
  assert.equal(pointLabel('generals', view, 'c1', { target: 'aim' }), 'c1, Yellow general, HP 3 of 3, legal target, attack');
  assert.equal(pointLabel('generals', view, 'b1', {}), 'b1, Blue general\'s Chariot, carrying Blue general\'s Heavy infantry');
  // The ground of an empty cell is the Generals drawer's to say (G1: `~` is water).
  const board = { points: [], columns: ['a', 'b', 'c'], rows: 2 };
  const ground = (at) => (isWater(view.terrain, board, at) ? 'a11y.water' : null);
  assert.deepEqual(['a2', 'b2', 'c2', 'b1', 'd2'].map((at) => isWater(view.terrain, board, at)), [false, true, false, false, false]);
  assert.equal(pointLabel('generals', view, 'b2', { ground: ground('b2') }), 'b2, water');
  assert.equal(pointLabel('generals', view, 'a2', { ground: ground('a2') }), 'a2, empty');
  setLanguage('zh');
  assert.equal(pointLabel('generals', view, 'a1', {}), 'a1，红将的重步兵，血量 2/3');
});

test('a reserve slot: whose, what, how many', () => {
  setLanguage('en');
  assert.equal(reserveLabel('twin-cities', 'first', 'T', 1, true), 'Red\'s reserve: Tiger, 1, can move');
  setLanguage('zh');
  assert.equal(reserveLabel('twin-cities', 'second', 'S', 4, false), '黑方储备：兵卒，4 枚');
});
