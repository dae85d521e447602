// The rules page's tables without a browser, from the engine's catalog (golden files).

import test from 'node:test';
import assert from 'node:assert/strict';
import { legendCodes, diagramOf, pageExtra } from '../../ui/js/screens/rules-model.js';
import { unitRows } from '../../ui/js/boards/generals-units.js';
import { catalogEntry } from './golden.mjs';

test('G3: a row per unit, with its move, reach, HP and limit; diagonals marked', () => {
  const rules = catalogEntry('generals').rules;
  const units = rules.part.units;
  const rows = unitRows(rules.part);
  assert.deepEqual(rows.map((r) => r.code), rules.pieces.map((p) => p.code));
  const general = rows.find((r) => r.code === 'GN');
  const gn = units.find((p) => p.code === 'GN');
  assert.equal(general.hp, String(gn.hp));
  for (const [row, piece] of rows.map((r, i) => [r, units[i]])) {
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
  const generals = catalogEntry('generals').rules;
  assert.equal(pageExtra(generals, unitRows(generals.part)), 'units', 'G3: the Generals drawer lists its units');
  assert.equal(pageExtra(catalogEntry('twin-cities').rules, null), 'legend', 'T2: twelve kinds');
  assert.equal(pageExtra(catalogEntry('zhili').rules, null), null, 'Z3: three kinds');
});
