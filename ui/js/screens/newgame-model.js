// The new-game screen's choices and the options they make for `new_game`: pure, no DOM.
// Seats come from the engine's seat layouts (one seat per side, or one per general).

import { infoOf } from '../catalog.js';
import { clockName } from '../clock-model.js';

/** @import { GameClock, GameClockRange, Handicap, Mode, NewGameOptions, Seat, Training } from '../contract.js' */

/**
 * The first choices: the player on the first side, and the level and timer the core chose for
 * this game from the settings (`entry.defaultLevel`, `entry.defaultTimerSecs`).
 */
export function initialChoices(entry) {
  const level = entry.defaultLevel;
  const perGroup = entry.rules.seatLayouts.find((l) => l.perGroup);
  return {
    mode: 'vs-ai',
    side: 'first',
    level,
    timer: entry.defaultTimerSecs,
    // The time control: the turn timer above, or a game clock (a preset by its name, or
    // `custom`: minutes and seconds a turn); a handicap gives one side its own time (seconds
    // on the turn timer, minutes on a game clock).
    timeKind: 'turn',
    clock: clockName(entry.info.timer.gameClock.presets[0]),
    customMinutes: 3,
    customIncrement: 2,
    handicapSide: null,
    handicapTime: null,
    // One seat per general (Generals' four seats): the first side's human, the other's the AI.
    seats: (perGroup ? perGroup.seats : []).map((seat) => ({ kind: seat.side === 'first' ? 'human' : 'ai', level })),
    setup: 'default',
    presets: {},
    // The coach (a solved game's): off until chosen.
    coach: false,
    // Practice mode (against the AI): off until chosen.
    practice: false,
    // The hand-over curtain at every turn (people on both sides): off until chosen.
    handOver: false,
    // The game's fair start (`entry.info.fairStart`, Twin Cities' swap rule): off until chosen.
    fairStart: false,
    // The settings' training rules for the game, which the game is started with and keeps.
    training: entry.training,
  };
}

/**
 * The training rules as the new-game screen lists them: the text keys (with their parameters)
 * of those that hold something back, or of "no limits".
 * @param {Training} training
 * @returns {[string, Record<string, number>?][]}
 */
export function trainingSummary(training) {
  /** @type {[string, Record<string, number>?][]} */
  const parts = [];
  if (!training.takebacks) parts.push(['training.noTakebacks']);
  if (training.hintBudget !== null) parts.push(['training.hintCount', { n: training.hintBudget }]);
  if (training.confirmMoves) parts.push(['training.confirmOn']);
  return parts.length ? parts : [['training.open']];
}

/**
 * The seats of the choices: one per side, or one per general with the mode they make.
 * @returns {{ mode: Mode, seats: Seat[] }}
 */
function seatsOf(st, rules) {
  /** @type {Seat} */
  const aiSeat = { kind: 'ai', level: st.level };
  const perSide = rules.seatLayouts.find((l) => !l.perGroup);
  if (st.mode === 'vs-ai') return { mode: 'vs-ai', seats: perSide.seats.map((seat) => (seat.side === st.side ? { kind: 'human' } : aiSeat)) };
  if (st.mode === 'pass-and-play') return { mode: 'pass-and-play', seats: perSide.seats.map(() => ({ kind: 'human' })) };
  const seats = st.seats.map((s) => (s.kind === 'ai' ? { kind: 'ai', level: s.level } : { kind: 'human' }));
  return { mode: seats.some((s) => s.kind === 'ai') ? 'vs-ai' : 'pass-and-play', seats };
}

/** Whether people play on both sides: the device then passes between them (the hand-over). */
export function peopleOnBothSides(st, rules) {
  const { seats } = seatsOf(st, rules);
  const layout = rules.seatLayouts.find((l) => l.seats.length === seats.length);
  const sides = new Set(layout.seats.filter((_, i) => seats[i].kind === 'human').map((seat) => seat.side));
  return sides.size === 2;
}

/** A preset's units for one side (`team`: its id in the catalog): a preset carries a list per side (`sides`), or is one list. */
export function armyFor(preset, team) {
  const units = preset.sides !== undefined ? preset.sides : preset;
  if (Array.isArray(units)) return units;
  return units[team];
}

/**
 * The game clock chosen, if the choices are for one: a preset of `range` by its name, or the
 * custom minutes and seconds a turn.
 * @param {GameClockRange} range
 * @returns {GameClock | null}
 */
export function chosenClock(st, range) {
  if (st.timeKind !== 'clock') return null;
  if (st.clock !== 'custom') return range.presets.find((c) => clockName(c) === st.clock) || range.presets[0];
  return { baseSecs: seconds(Number(st.customMinutes) * 60), incrementSecs: seconds(st.customIncrement) };
}

/**
 * The handicapped side's own time as first offered: half the other side's (a turn's seconds,
 * or a game clock's minutes), never below what may be chosen.
 * @param {GameClock | null} clock
 * @param {number | null} timer
 * @param {import('../contract.js').TimerRange} range the game's (its registry entry's)
 */
export function defaultHandicapTime(clock, timer, range) {
  if (clock) return Math.max(clock.baseSecs, 2 * range.gameClock.minBaseSecs) / 120;
  return Math.max(Math.round((timer || 0) / 2), range.minSecs);
}

/** A whole number of seconds as the core takes it (a u32): what is out of range is the core's to name. */
function seconds(value) {
  const n = Math.round(Number(value));
  return Number.isFinite(n) ? Math.min(Math.max(n, 0), 2 ** 32 - 1) : 0;
}

/**
 * The time control the choices make: a turn timer or a game clock, and a handicap when one
 * side has its own time. The core checks the ranges and names what is out of them.
 * @param {GameClockRange} range
 * @returns {{ timerSecs: number | null, gameClock?: GameClock, handicap?: Handicap }}
 */
export function timeOptions(st, range) {
  const clock = chosenClock(st, range);
  /** @type {{ timerSecs: number | null, gameClock?: GameClock, handicap?: Handicap }} */
  const out = { timerSecs: clock ? null : st.timer };
  if (clock) out.gameClock = clock;
  if ((clock || st.timer !== null) && st.handicapSide && st.handicapTime !== null) {
    const time = Number(st.handicapTime);
    out.handicap = { side: st.handicapSide, secs: seconds(clock ? time * 60 : time) };
  }
  return out;
}

/**
 * The `new_game` options the choices make (`presets`: the core's presets of the game's setup).
 * @returns {NewGameOptions}
 */
export function gameOptions(game, st, rules, presets) {
  const { mode, seats } = seatsOf(st, rules);
  /** @type {NewGameOptions} */
  const options = { game, mode, seats, ...timeOptions(st, infoOf(game).timer.gameClock) };
  if (st.coach) options.coach = true;
  if (st.practice && st.mode === 'vs-ai') options.practice = true;
  if (st.training) options.training = st.training;
  if (st.handOver && peopleOnBothSides(st, rules)) options.handOver = true;
  if (st.fairStart) options.fairStart = true;
  if (!infoOf(game).capabilities.setupPhase) return options;
  if (st.setup === 'preset') {
    const find = (id) => presets.find((p) => p.id === id) || presets[0];
    options.armies = {};
    for (const { id: team } of rules.sides) options.armies[team] = armyFor(find(st.presets[team]), team);
  }
  if (st.setup === 'hidden' || st.setup === 'open') options.hiddenSetup = st.setup === 'hidden';
  return options;
}
