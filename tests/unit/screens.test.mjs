// The new-game screen's model without a browser, on the core's catalog (golden files); the
// army builder's is in generals-setup.test.mjs.

import test from 'node:test';
import assert from 'node:assert/strict';
import { initialChoices, gameOptions, armyFor, peopleOnBothSides } from '../../ui/js/screens/newgame-model.js';
import { setCatalog } from '../../ui/js/catalog.js';
import { catalogEntry, golden } from './golden.mjs';

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

test('new game: a preset army for each team, or a setup', () => {
  const presets = golden('generals-presets');
  const [first, second] = presets;
  const st = Object.assign(initialChoices(generals), { setup: 'preset', presets: { south: first.id, north: second.id } });
  assert.deepEqual(gameOptions('generals', st, armyRules, presets).armies, { south: first.sides.south, north: second.sides.north });
  assert.equal(gameOptions('generals', Object.assign({}, st, { setup: 'hidden' }), armyRules, presets).hiddenSetup, true);
  assert.deepEqual(armyFor(first, 'north'), first.sides.north);
  // Each preset is laid out for every side, by the side's id in the catalog.
  for (const p of presets) assert.deepEqual(Object.keys(p.sides).sort(), armyRules.sides.map((x) => x.id).sort());
});
