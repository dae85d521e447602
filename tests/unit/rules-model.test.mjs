// The rules page's tables without a browser, from the engine's catalog (golden files).

import test from 'node:test';
import assert from 'node:assert/strict';
import { unitRows, legendCodes, diagramOf, pageExtra } from '../../ui/js/screens/rules-model.js';
import { catalogEntry } from './golden.mjs';

test('G3: a row per unit, with its move, reach, HP and limit; diagonals marked', () => {
  const rules = catalogEntry('generals').rules;
  const rows = unitRows(rules);
  assert.deepEqual(rows.map((r) => r.code), rules.pieces.map((p) => p.code));
  const general = rows.find((r) => r.code === 'GN');
  const gn = rules.pieces.find((p) => p.code === 'GN');
  assert.equal(general.hp, String(gn.hp));
  for (const [row, piece] of rows.map((r, i) => [r, rules.pieces[i]])) {
    assert.equal(row.move, piece.diagMove ? `${piece.moves} ↗` : String(piece.moves));
    assert.equal(row.limit, piece.limit === undefined ? '—' : String(piece.limit));
  }
  assert.ok(rows.some((r) => r.move.endsWith('↗')) && rows.some((r) => !r.move.endsWith('↗')));
});

test('Twin Cities\' legend: the City first, then every other piece once', () => {
  const rules = catalogEntry('twin-cities').rules;
  const codes = legendCodes(rules);
  assert.equal(codes[0], rules.sides[0].emblem);
  assert.deepEqual([...codes].sort(), [...new Set([rules.sides[0].emblem, ...rules.pieces.map((p) => p.code)])].sort());
});

test('a section\'s diagram is the engine\'s, by id; none when the catalog lacks it', () => {
  const rules = catalogEntry('zhili').rules;
  assert.equal(diagramOf(rules, 'start').view, rules.diagrams.find((d) => d.id === 'start').view);
  assert.equal(diagramOf(rules, 'no-such'), null);
  assert.equal(diagramOf(undefined, 'start'), null);
  assert.equal(diagramOf(rules, undefined), null);
});

test('after its text a page shows the unit table of a game of units, a legend of a game of many kinds', () => {
  assert.equal(pageExtra(catalogEntry('generals').rules), 'units', 'G3: every unit has its hit points');
  assert.equal(pageExtra(catalogEntry('twin-cities').rules), 'legend', 'T2: twelve kinds');
  assert.equal(pageExtra(catalogEntry('zhili').rules), null, 'Z3: three kinds');
});
