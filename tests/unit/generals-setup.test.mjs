// Generals' army builder (ui/js/boards/generals-setup-model.js) without a browser, on the
// core's catalog and setup snapshot (golden files).

import test from 'node:test';
import assert from 'node:assert/strict';
import { ArmyBuilder } from '../../ui/js/boards/generals-setup-model.js';
import { catalogEntry, golden } from './golden.mjs';

const armyRules = catalogEntry('generals').rules;
const spawnsOf = (g) => armyRules.part.spawns[g];
const perGeneral = armyRules.part.army.soldiersPerGeneral;
const hpOf = (kind) => armyRules.part.units.find((p) => p.code === kind).hp;

test('G2: army setup: a tap places the chosen kind on its general\'s spawn cell, and takes it off again', () => {
  const b = new ArmyBuilder(armyRules, 'south');
  assert.equal(b.size, 2 * perGeneral);
  const cell = spawnsOf('r')[1];
  b.kind = 'HC';
  assert.equal(b.tap(cell), null);
  assert.deepEqual(b.army, [{ general: 'r', kind: 'HC', cell }]);
  assert.equal(b.targets().has(cell), false);
  b.tap(cell);
  assert.deepEqual(b.army, []);
  // Not a spawn cell: nothing is placed, and the engine is asked about that one soldier.
  assert.deepEqual(b.tap('e5'), { refused: [{ general: 'r', kind: 'HC', cell: 'e5' }] });
  assert.deepEqual(b.army, []);
});

test('G2: army setup: a general with all its soldiers takes no more', () => {
  const b = new ArmyBuilder(armyRules, 'south');
  const red = spawnsOf('r');
  for (const cell of red.slice(0, perGeneral)) b.tap(cell);
  // The engine is asked about the general's soldiers with one more: it says how many he leads.
  const refused = b.tap(red[perGeneral]).refused;
  assert.equal(refused.length, perGeneral + 1);
  assert.ok(refused.every((u) => u.general === 'r'));
  assert.equal(b.army.length, perGeneral);
  for (const cell of spawnsOf('b').slice(0, perGeneral)) b.tap(cell);
  assert.ok(b.complete());
});

test('army setup: placed units are drawn at the full HP of their kind beside the team\'s generals', () => {
  const setup = golden('snapshot-generals-setup');
  assert.equal(setup.phase, 'setup');
  const b = new ArmyBuilder(armyRules, 'south');
  b.kind = 'HC';
  const cell = spawnsOf('b')[0];
  b.tap(cell);
  const pieces = b.pieces(setup.view);
  const south = setup.view.pieces.filter((p) => p.kind === 'GN' && ['r', 'b'].includes(p.group)).map((p) => [p.id, p.at, p.hp]);
  assert.equal(south.length, 2, 'the core shows South\'s two generals');
  assert.deepEqual(pieces.map((p) => [p.id, p.at, p.hp]), [...south, ['b1', cell, hpOf('HC')]], 'North\'s generals are not South\'s to place by');
  assert.deepEqual(b.firstSpawns(), spawnsOf('r'));
});

test('army setup: a preset replaces the army built so far, as the core lays it out for the team', () => {
  const b = new ArmyBuilder(armyRules, 'north');
  b.tap(spawnsOf('y')[0]);
  const [preset] = golden('generals-presets');
  b.usePreset(preset.sides.north);
  assert.deepEqual(b.army, preset.sides.north);
  assert.notEqual(b.army[0], preset.sides.north[0], 'a copy: the builder changes its own units');
  assert.ok(b.complete());
});
