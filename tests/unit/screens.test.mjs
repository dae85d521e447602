// The new-game and army-setup screens' models without a browser.

import test from 'node:test';
import assert from 'node:assert/strict';
import { initialChoices, gameOptions, armyFor } from '../../ui/js/screens/newgame-model.js';
import { ArmyBuilder } from '../../ui/js/screens/setup-model.js';
import { catalog } from './fixtures.mjs';

const [zhili, , generals] = catalog();
const levels = ['beginner', 'easy', 'normal', 'hard', 'perfect'].map((id) => ({ id }));

test('new game: the level and timer the core chose for the game from the settings', () => {
  const entry = Object.assign({}, zhili, { levels, defaultLevel: 'hard', defaultTimerSecs: 30 });
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

// Generals' army rules as the engine's catalog gives them (a small excerpt).
const armyRules = {
  sides: [{ side: 'first', id: 'south', emblem: 'GN', groups: ['r', 'b'] }, { side: 'second', id: 'north', emblem: 'GN', groups: ['y', 'g'] }],
  army: { soldiersPerGeneral: 2, soldierKinds: ['LI', 'HC'] },
  pieces: [{ code: 'LI', hp: 1 }, { code: 'HC', hp: 3 }, { code: 'GN', hp: 3 }],
  board: { spawns: { r: ['b1', 'c1', 'd1'], b: ['h1', 'i1', 'j1'], y: ['b13'], g: ['j13'] } },
};

test('new game: a preset army for each team, or a setup', () => {
  const rules = Object.assign({}, generals.rules, armyRules);
  const presets = [{ id: 'p', army: { south: ['s'], north: ['n'] } }];
  const st = Object.assign(initialChoices(Object.assign({}, generals, { levels, defaultLevel: 'normal' })), { setup: 'preset', presets: { south: 'p', north: 'p' } });
  assert.deepEqual(gameOptions('generals', st, rules, presets).armies, { south: ['s'], north: ['n'] });
  assert.equal(gameOptions('generals', Object.assign({}, st, { setup: 'hidden' }), rules, presets).hiddenSetup, true);
  assert.deepEqual(armyFor({ army: ['x'] }, 'north'), ['x']);
});

test('army setup: a tap places the chosen kind on its general\'s spawn cell, and takes it off again', () => {
  const b = new ArmyBuilder(armyRules, 'south');
  assert.equal(b.size, 4);
  b.kind = 'HC';
  assert.equal(b.tap('c1'), null);
  assert.deepEqual(b.army, [{ general: 'r', kind: 'HC', cell: 'c1' }]);
  assert.equal(b.targets().has('c1'), false);
  b.tap('c1');
  assert.deepEqual(b.army, []);
  b.tap('e5');
  assert.deepEqual(b.army, [], 'not a spawn cell');
});

test('army setup: a general with all its soldiers takes no more', () => {
  const b = new ArmyBuilder(armyRules, 'south');
  b.tap('b1');
  b.tap('c1');
  assert.equal(b.tap('d1'), 'r');
  b.tap('h1');
  b.tap('i1');
  assert.ok(b.complete());
});

test('army setup: placed units are drawn at the full HP of their kind beside the team\'s generals', () => {
  const b = new ArmyBuilder(armyRules, 'south');
  b.kind = 'HC';
  b.tap('h1');
  const view = { pieces: [{ id: 'r0', kind: 'GN', group: 'r', at: 'c2' }, { id: 'y0', kind: 'GN', group: 'y', at: 'c12' }] };
  const pieces = b.pieces(view);
  assert.deepEqual(pieces.map((p) => [p.id, p.at, p.hp]), [['r0', 'c2', undefined], ['b1', 'h1', 3]]);
  assert.deepEqual(b.firstSpawns(), ['b1', 'c1', 'd1']);
});
