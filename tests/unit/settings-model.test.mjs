// The settings screen's model without a browser, on the core's own settings and catalog
// (golden files): every chip changes a field the core has, and only that one.

import test from 'node:test';
import assert from 'node:assert/strict';
import { levelChoices, chipId, withChoice, settingKey, trainingGroup } from '../../ui/js/screens/settings-model.js';
import { timerChoices } from '../../ui/js/clock-model.js';
import { golden, catalogEntry } from './golden.mjs';
import { SOUNDING_THEMES } from '../../ui/js/sounds.js';

const GROUPS = ['language', 'theme', 'text-size', 'piece-set', 'board-style', 'piece-style', 'large-labels', 'move-list', 'level', 'undo', 'orientation', 'sound', 'animation', 'haptics'];

test('every chip group sets a field the core\'s settings have (the core refuses unknown keys)', () => {
  const settings = golden('settings');
  for (const group of GROUPS) {
    const key = settingKey(group);
    assert.ok(key in settings, `'${group}' sets '${key}', which the core does not send`);
    const next = withChoice(settings, group, 'x');
    assert.deepEqual(Object.keys(next).sort(), Object.keys(settings).sort());
    assert.equal(next[key], 'x');
  }
});

test('a game\'s timer chip changes that game\'s timer only', () => {
  const settings = golden('settings');
  const next = withChoice(settings, 'timer-twin-cities', 30);
  assert.equal(next.defaultTimerSecs['twin-cities'], 30);
  for (const game of Object.keys(settings.defaultTimerSecs).filter((g) => g !== 'twin-cities')) {
    assert.equal(next.defaultTimerSecs[game], settings.defaultTimerSecs[game]);
  }
  assert.equal(settings.defaultTimerSecs['twin-cities'], null, 'the settings passed in are left as they were');
});

test('the default level is chosen from a ladder of the catalog that has the settings\' level', () => {
  const catalog = golden('catalog');
  const ladder = levelChoices(catalog);
  assert.ok(catalog.some((c) => c.levels === ladder || JSON.stringify(c.levels) === JSON.stringify(ladder)));
  assert.ok(ladder.some((l) => l.id === golden('settings').defaultLevel));
  assert.deepEqual(levelChoices([]), []);
});

test('timers offered: off, then the game\'s presets from the registry, each within its range; chips named by group and value', () => {
  for (const game of golden('catalog').map((c) => c.game)) {
    const { info } = catalogEntry(game);
    const choices = timerChoices(info);
    assert.equal(choices[0], null);
    assert.ok(choices.length > 1, `${game} offers a timer`);
    assert.deepEqual(choices.slice(1), info.timer.presets, `${game}: the registry's presets, in order`);
    assert.ok(choices.slice(1).every((s) => s >= info.timer.minSecs && s <= info.timer.maxSecs));
    assert.ok(choices.includes(golden('settings').defaultTimerSecs[game]), `the core's default for ${game} is offered`);
  }
  const other = { ...catalogEntry('zhili').info, timer: { defaultSecs: null, minSecs: 20, maxSecs: 100, presets: [30, 60] } };
  assert.deepEqual(timerChoices(other), [null, 30, 60], 'a game with other presets is offered only its own');
  assert.equal(chipId('set-timer-zhili', null), 'set-timer-zhili-off');
  assert.equal(chipId('set-undo', false), 'set-undo-false');
});

test('the choices the core offers are values of its settings, and every sound offered is synthesised or silence', () => {
  const choices = golden('settings-choices');
  const settings = golden('settings');
  for (const [key, values] of Object.entries(choices)) {
    // A game's training rule is in each game's training rules (`training.<game>`).
    const own = key in settings || Object.values(settings.training).every((rules) => key in rules);
    assert.ok(own, `the core offers choices for '${key}', which its settings do not have`);
    assert.ok(values.length >= 2, `'${key}' offers a choice`);
  }
  assert.deepEqual(choices.sound.filter((v) => v !== 'silent'), SOUNDING_THEMES);
});

test('a game\'s training chip changes that rule of that game only (training strictness)', () => {
  const settings = golden('settings');
  const next = withChoice(settings, trainingGroup('generals', 'hints'), 3);
  assert.deepEqual(next.training.generals, { ...settings.training.generals, hintBudget: 3 });
  for (const game of Object.keys(settings.training).filter((g) => g !== 'generals')) {
    assert.deepEqual(next.training[game], settings.training[game]);
  }
  assert.equal(withChoice(settings, trainingGroup('zhili', 'takebacks'), false).training.zhili.takebacks, false);
  assert.equal(withChoice(settings, trainingGroup('twin-cities', 'confirm'), true).training['twin-cities'].confirmMoves, true);
  assert.equal(settings.training.generals.hintBudget, null, 'the settings passed in are left as they were');
});
