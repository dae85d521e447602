// The new-game and army-setup screens' models without a browser, on the core's catalog
// (golden files).

import test from 'node:test';
import assert from 'node:assert/strict';
import { initialChoices, gameOptions, armyFor, peopleOnBothSides } from '../../ui/js/screens/newgame-model.js';
import { ArmyBuilder } from '../../ui/js/screens/setup-model.js';
import { setCatalog } from '../../ui/js/catalog.js';
import { catalogEntry, golden } from './golden.mjs';

// Whether a game has a setup phase is its registry entry's (`info.capabilities`).
setCatalog(golden('catalog'));

const zhili = catalogEntry('zhili');
const generals = catalogEntry('generals');
const levels = zhili.levels;

test('new game: the level and timer the core chose for the game from the settings', () => {
  // The core's catalog carries them (golden: the default settings).
  assert.ok(zhili.levels.some((l) => l.id === zhili.defaultLevel));
  assert.equal(initialChoices(zhili).level, zhili.defaultLevel);
  assert.equal(initialChoices(zhili).timer, zhili.defaultTimerSecs);
  assert.equal(initialChoices(zhili).timer, golden('settings').defaultTimerSecs.zhili);
  const entry = Object.assign({}, zhili, { defaultLevel: 'hard', defaultTimerSecs: 30 });
  assert.equal(initialChoices(entry).level, 'hard');
  assert.equal(initialChoices(entry).timer, 30);
  assert.equal(initialChoices(Object.assign({}, entry, { defaultTimerSecs: null })).timer, null);
});

test('new game: seats by the engine\'s layouts, the player\'s side human', () => {
  const entry = Object.assign({}, generals, { levels });
  const st = initialChoices(Object.assign({}, entry, { defaultLevel: 'easy' }));
  assert.deepEqual(st.seats.map((s) => s.kind), ['human', 'human', 'ai', 'ai']);
  const rules = entry.rules;
  assert.deepEqual(gameOptions('generals', Object.assign({}, st, { side: 'second' }), rules, []).seats, [{ kind: 'ai', level: 'easy' }, { kind: 'human' }]);
  assert.equal(gameOptions('generals', Object.assign({}, st, { mode: 'pass-and-play' }), rules, []).seats.length, 2);
  const four = gameOptions('generals', Object.assign({}, st, { mode: 'four' }), rules, []);
  assert.equal(four.mode, 'vs-ai');
  assert.equal(four.seats.length, 4);
  const humans = Object.assign({}, st, { mode: 'four', seats: st.seats.map(() => ({ kind: 'human' })) });
  assert.equal(gameOptions('generals', humans, rules, []).mode, 'pass-and-play');
});

test('new game: the hand-over at every turn is offered, and sent, only with people on both sides', () => {
  const st = Object.assign(initialChoices(generals), { handOver: true });
  const rules = generals.rules;
  const cases = [
    [{ mode: 'vs-ai' }, false],
    [{ mode: 'pass-and-play' }, true],
    // Four seats: South's Red and North's Yellow people, their partners the computer.
    [{ mode: 'four', seats: ['human', 'ai', 'human', 'ai'].map((kind) => ({ kind, level: 'easy' })) }, true],
    // Both people on South: nothing to hide between partners.
    [{ mode: 'four', seats: ['human', 'human', 'ai', 'ai'].map((kind) => ({ kind, level: 'easy' })) }, false],
  ];
  for (const [choice, both] of cases) {
    const chosen = Object.assign({}, st, choice);
    assert.equal(peopleOnBothSides(chosen, rules), both, JSON.stringify(choice));
    assert.equal(gameOptions('generals', chosen, rules, []).handOver, both ? true : undefined, JSON.stringify(choice));
  }
  assert.equal(gameOptions('generals', Object.assign({}, st, { mode: 'pass-and-play', handOver: false }), rules, []).handOver, undefined);
});

test('new game: the fair start is off until chosen, and offered by the games that have one', () => {
  const twin = catalogEntry('twin-cities');
  assert.deepEqual(twin.info.fairStart, { rule: 'T14', start: twin.rules.start + ' swap' });
  assert.equal(zhili.info.fairStart, null);
  const st = initialChoices(twin);
  assert.equal(st.fairStart, false);
  assert.equal(gameOptions('twin-cities', st, twin.rules, []).fairStart, undefined);
  assert.equal(gameOptions('twin-cities', Object.assign({}, st, { fairStart: true }), twin.rules, []).fairStart, true);
});

const armyRules = generals.rules;
const spawnsOf = (g) => armyRules.part.spawns[g];
const perGeneral = armyRules.part.army.soldiersPerGeneral;
const hpOf = (kind) => armyRules.part.units.find((p) => p.code === kind).hp;

test('new game: a preset army for each team, or a setup', () => {
  const presets = golden('generals-presets');
  const [first, second] = presets;
  const st = Object.assign(initialChoices(generals), { setup: 'preset', presets: { south: first.id, north: second.id } });
  assert.deepEqual(gameOptions('generals', st, armyRules, presets).armies, { south: first.army.south, north: second.army.north });
  assert.equal(gameOptions('generals', Object.assign({}, st, { setup: 'hidden' }), armyRules, presets).hiddenSetup, true);
  assert.deepEqual(armyFor(first, 'north'), first.army.north);
});

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
