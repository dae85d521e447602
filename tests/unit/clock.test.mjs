// The time controls in the UI, on the core's own JSON: the play screen's clock (a turn timer's
// countdown, each side's time on a game clock) and the new-game screen's choices of a turn
// timer, a game clock from the registry's presets or custom, and a handicap.

import test from 'node:test';
import assert from 'node:assert/strict';
import { clockOf, clockName, clockFacts, formatClock } from '../../ui/js/clock-model.js';
import { initialChoices, gameOptions, timeOptions, defaultHandicapTime } from '../../ui/js/screens/newgame-model.js';
import { onReturn } from '../../ui/js/screens/play-model.js';
import { setCatalog } from '../../ui/js/catalog.js';
import { catalogEntry, golden } from './golden.mjs';

setCatalog(golden('catalog'));

const zhili = catalogEntry('zhili');
const range = zhili.info.timer.gameClock;
const moved = golden('snapshot-zhili-moved');

/** The moved game on a 5+3 game clock: Red (first) played, Black to move. */
function onGameClock(sidesMs, remainingMs, handicap = null) {
  const clock = { timerSecs: null, remainingMs, running: true, gameClock: { baseSecs: 300, incrementSecs: 3 }, handicap, sidesMs };
  return Object.assign({}, moved, { clock });
}

test('a game clock shows each side its time, the side to move as last ticked', () => {
  assert.equal(moved.toMove, 'second');
  const snap = onGameClock([297000, 300000], 300000);
  assert.deepEqual(clockOf(snap, 254000), { hidden: false, remainingMs: 254000, warn: false, running: true, sides: [297000, 254000], toMove: 'second' });
  assert.equal(clockOf(snap, 9000).warn, true, 'its last ten seconds warn');
  assert.equal(clockOf(Object.assign({}, snap, { phase: 'over' }), 0).hidden, true);
  assert.equal(clockOf(Object.assign({}, moved, { clock: { ...moved.clock, timerSecs: null } }), null).hidden, true, 'untimed');
});

test("a turn timer warns in the last 30 % of the side's own turn, a handicapped side's its own", () => {
  const handicap = { side: 'second', secs: 20 };
  const snap = Object.assign({}, moved, { clock: { ...moved.clock, timerSecs: 60, handicap } });
  assert.equal(clockOf(snap, 7000).warn, false, 'Black has 20 s turns: warned from 6 s');
  assert.equal(clockOf(snap, 6000).warn, true);
  assert.equal(clockOf(snap, 6000).sides, null, 'a turn timer has no game time');
});

test('a clock is written as players write it', () => {
  assert.equal(formatClock(61001), '1:02');
  assert.equal(formatClock(null), '');
  assert.deepEqual(range.presets.map(clockName), ['5+3', '10+5', '15+10']);
  assert.equal(clockName({ baseSecs: 15, incrementSecs: 0 }), '0.25+0');
  assert.deepEqual(clockFacts(range, ', '), { presets: '5+3, 10+5, 15+10', minBase: '0.25', maxBase: '180', maxIncrement: 60 });
});

test('a game paused on a game clock waits for a tap before its clock runs again', () => {
  const paused = Object.assign(onGameClock([297000, 300000], 300000), { paused: true });
  assert.equal(onReturn(paused), 'wait-for-tap');
});

test('new game: the turn timer, or a game clock from the presets or custom, and a handicap', () => {
  const st = initialChoices(zhili);
  assert.deepEqual(timeOptions(st, range), { timerSecs: zhili.defaultTimerSecs });
  const clock = Object.assign({}, st, { timeKind: 'clock', clock: '10+5' });
  assert.deepEqual(timeOptions(clock, range), { timerSecs: null, gameClock: { baseSecs: 600, incrementSecs: 5 } });
  const custom = Object.assign({}, clock, { clock: 'custom', customMinutes: 0.5, customIncrement: 2 });
  assert.deepEqual(timeOptions(custom, range).gameClock, { baseSecs: 30, incrementSecs: 2 });
  // A handicap is the side's own time: minutes on a game clock, seconds on the turn timer.
  const clockHandicap = Object.assign({}, clock, { handicapSide: 'first', handicapTime: 2.5 });
  assert.deepEqual(timeOptions(clockHandicap, range).handicap, { side: 'first', secs: 150 });
  const turnHandicap = Object.assign({}, st, { timer: 60, handicapSide: 'second', handicapTime: 20 });
  assert.deepEqual(timeOptions(turnHandicap, range).handicap, { side: 'second', secs: 20 });
  const untimed = Object.assign({}, turnHandicap, { timer: null });
  assert.equal(timeOptions(untimed, range).handicap, undefined, 'no handicap without a time control');
  assert.equal(gameOptions('zhili', clock, zhili.rules, []).gameClock.baseSecs, 600);
});

test('new game: a handicap starts at half the time, never below what may be chosen; odd input is the core\u2019s to refuse', () => {
  const timer = zhili.info.timer;
  assert.equal(defaultHandicapTime(null, 60, timer), 30);
  assert.equal(defaultHandicapTime(null, 10, timer), timer.minSecs, 'half of 10 s is below the range');
  assert.equal(defaultHandicapTime({ baseSecs: 600, incrementSecs: 5 }, null, timer), 5);
  assert.equal(defaultHandicapTime({ baseSecs: 20, incrementSecs: 0 }, null, timer), 0.25, 'a quarter minute at least');
  const st = Object.assign(initialChoices(zhili), { timeKind: 'clock', clock: 'custom', customMinutes: -3, customIncrement: '' });
  assert.deepEqual(timeOptions(st, range).gameClock, { baseSecs: 0, incrementSecs: 0 });
  assert.equal(timeOptions(Object.assign({}, st, { customMinutes: 1e12 }), range).gameClock.baseSecs, 2 ** 32 - 1);
});
