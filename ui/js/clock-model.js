// The play screen's clock, pure: the turn timer's countdown of the turn, or the game clock's
// time of each side (the side to move's as last ticked). The core keeps the time; this only
// says what to show.

/** @import { ClockView, GameInfo, Phase, Side } from './contract.js' */

/**
 * The turn timers offered for a game, in the settings and on the new-game screen: off
 * (`null`), then its registry entry's presets (seconds).
 * @param {GameInfo} info
 * @returns {(number | null)[]}
 */
export function timerChoices(info) {
  return [null, ...info.timer.presets];
}

/**
 * @typedef {{ hidden: boolean, remainingMs?: number | null, warn?: boolean, running?: boolean, sides?: number[] | null, toMove?: Side }} ClockShown
 */

/** A game clock's last seconds are shown as a warning from here on. */
const GAME_CLOCK_WARN_MS = 10000;

/**
 * What the clock shows: hidden when the game is untimed or over; `warn` in its last seconds;
 * on a game clock each side's time by side (first, second).
 * @param {{ clock?: ClockView | null, phase?: Phase, toMove: Side }} snap a game's snapshot (a lesson's has no clock)
 * @param {number | null} remainingMs the side to move's time, as last ticked
 * @returns {ClockShown}
 */
export function clockOf(snap, remainingMs) {
  const c = snap.clock;
  if (!c || (!c.timerSecs && !c.gameClock) || snap.phase === 'over') return { hidden: true };
  const ms = remainingMs;
  let warnAt = GAME_CLOCK_WARN_MS;
  let sides = null;
  if (c.gameClock && c.sidesMs) {
    sides = [...c.sidesMs];
    if (ms !== null) sides[snap.toMove === 'first' ? 0 : 1] = ms;
  } else {
    // A turn timer warns in the last 30 % of the turn (10 s at most), the side's own turn with a handicap.
    const secs = c.handicap && c.handicap.side === snap.toMove ? c.handicap.secs : c.timerSecs || 0;
    warnAt = Math.min(GAME_CLOCK_WARN_MS, secs * 300);
  }
  return { hidden: false, remainingMs: ms, warn: ms !== null && ms <= warnAt, running: !!c.running, sides, toMove: snap.toMove };
}

/**
 * A time as a clock shows it: minutes and seconds, rounded up (a second left shows 0:01).
 * @param {number | null | undefined} ms
 */
export function formatClock(ms) {
  if (ms === null || ms === undefined) return '';
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * A game clock as players write it: minutes + seconds a turn (`5+3`; `0.5+2` for 30 s).
 * @param {{ baseSecs: number, incrementSecs: number }} clock
 */
export function clockName(clock) {
  const minutes = clock.baseSecs / 60;
  const base = Number.isInteger(minutes) ? String(minutes) : String(Math.round(minutes * 100) / 100);
  return `${base}+${clock.incrementSecs}`;
}

/**
 * What the rules page says of the game clocks (`range`: the registry's): the presets, and a
 * custom clock's limits in minutes and seconds.
 * @param {{ presets: { baseSecs: number, incrementSecs: number }[], minBaseSecs: number, maxBaseSecs: number, maxIncrementSecs: number }} range
 * @param {string} separator between the presets (the language's list comma)
 */
export function clockFacts(range, separator) {
  const minutes = (secs) => clockName({ baseSecs: secs, incrementSecs: 0 }).split('+')[0];
  return {
    presets: range.presets.map(clockName).join(separator),
    minBase: minutes(range.minBaseSecs),
    maxBase: minutes(range.maxBaseSecs),
    maxIncrement: range.maxIncrementSecs,
  };
}
