// Shared steps of the end-to-end tests: starting games from the home screen by taps, and
// moving over the screen and the board by keys.

import { nextPoint } from '../../ui/js/board-nav.js';

const ARROWS = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'];

/** Goes to the home screen through the UI's own back buttons or the hash route. */
export async function home(s) {
  await s.exec("location.hash = '#/home'");
  await s.waitFor(() => s.exec('return !!document.querySelector(\'[data-testid="home"]\')'), 10000, 'the home screen');
}

const TAGS = { zh: 'zh-Hans', 'zh-Hant': 'zh-Hant', en: 'en' };

/** Reloads the page, keeping its address (`keep`) or starting from the bare page. */
export async function reload(s, keep) {
  const go = keep ? 'location.reload()' : "location.replace(location.href.split('#')[0])";
  // The old page is marked, so that its own data-ready is not taken for the new one's.
  await s.exec(`window.__beforeReload = true; setTimeout(() => ${go}, 0);`);
  await s.waitFor(() => s.exec('return !window.__beforeReload && document.body && document.body.getAttribute("data-ready") === "true"'), 30000, 'the page to boot again');
}

/** Sets the language (`zh`, `zh-Hant`, `en`) through the home screen's language dialog. */
export async function language(s, lang) {
  await home(s);
  if ((await s.exec('return document.documentElement.lang')) !== TAGS[lang]) {
    await s.tap('[data-testid="lang-toggle"]');
    await s.tap(`[data-testid="lang-${lang}"]`);
    await s.waitFor(async () => (await s.exec('return document.documentElement.lang')) === TAGS[lang], 5000, 'the language to switch');
    await home(s);
  }
}

/**
 * Starts a new game from the home screen by taps.
 * opts: { game, mode: 'vs-ai'|'pass-and-play', side, level, timer (null|secs), setup, coach, practice,
 * clock: a game clock, a preset's name ('5+3') or { minutes, increment }, handicap: { side, time },
 * beforeStart: what to do on the filled-in form before Start }
 */
export async function newGame(s, opts) {
  await home(s);
  await s.tap(`[data-testid="new-${opts.game}"]`);
  await s.waitFor(() => s.exec('return !!document.querySelector(\'[data-testid="new-game"]\')'), 5000, 'the new-game screen');
  await s.tap(`[data-testid="mode-${opts.mode || 'vs-ai'}"]`);
  if ((opts.mode || 'vs-ai') === 'vs-ai') {
    await s.tap(`[data-testid="side-${opts.side || 'first'}"]`);
    if (opts.level) await s.tap(`[data-testid="level-${opts.level}"]`);
  }
  if (opts.clock) await chooseClock(s, opts.clock);
  else await s.tap(`[data-testid="timer-${opts.timer === null || opts.timer === undefined ? 'off' : opts.timer}"]`);
  if (opts.handicap) {
    await s.tap(`[data-testid="handicap-${opts.handicap.side}"]`);
    await typeNumber(s, 'handicap-time', opts.handicap.time);
  }
  if (opts.setup) await s.tap(`[data-testid="setup-${opts.setup}"]`);
  if (opts.coach) await s.tap('[data-testid="coach-true"]');
  if (opts.practice) await s.tap('[data-testid="practice-true"]');
  if (opts.fairStart) await s.tap('[data-testid="fair-start-true"]');
  if (opts.beforeStart) await opts.beforeStart();
  await s.tap('[data-testid="start-game"]');
  await s.waitFor(() => s.exec('return !!document.querySelector(\'[data-testid="play"], [data-testid="setup"], [data-testid="curtain"]\')'), 15000, 'the game to start');
  await s.settled();
}

/** Chooses a game clock on the new-game screen: a preset by name, or custom minutes and seconds. */
async function chooseClock(s, clock) {
  await s.tap('[data-testid="time-kind-clock"]');
  if (typeof clock === 'string') return s.tap(`[data-testid="clock-${clock}"]`);
  await s.tap('[data-testid="clock-custom"]');
  await typeNumber(s, 'clock-minutes', clock.minutes);
  await typeNumber(s, 'clock-increment', clock.increment);
}

/** Types `value` into the number field `testid` and leaves it, as a player does. */
async function typeNumber(s, testid, value) {
  const css = `[data-testid="${testid}"]`;
  await s.tap(css);
  await s.exec(`const el = document.querySelector('${css}'); el.value = ${JSON.stringify(String(value))}; el.dispatchEvent(new Event('change'));`);
  await s.waitFor(async () => (await s.exec(`return document.querySelector('${css}').value`)) === String(value), 5000, `${testid} = ${value}`);
}

/** Taps a Zhili move written FROM-TO. */
export async function zhiliMove(s, text) {
  const before = (await s.play()).ply;
  const [a, b] = text.split('-');
  await s.tapPoint(a);
  await s.tapPoint(b);
  await s.waitFor(async () => (await s.play()).ply > before, 10000, `the move ${text} to be played`);
}

/** Presses Tab (Shift+Tab with `back`) until the control with test id `testid` has the focus. */
export async function tabTo(s, testid, back) {
  for (let i = 0; i < 80; i++) {
    if ((await s.focused()) === testid) return;
    if (back) await s.shiftKey('Tab');
    else await s.keys('Tab');
  }
  throw new Error(`Tab never reached ${testid} (the focus is on ${await s.focused()})`);
}

/** The point (or reserve slot) with the keyboard's focus on the board, or null. */
export function focusedPoint(s) {
  return s.exec(`const e = document.activeElement;
    return e && e.closest('[data-testid="board"]') ? e.getAttribute('data-point') || e.getAttribute('data-reserve') : null;`);
}

/**
 * Moves the board's focus to `name` (a point, or a reserve slot `side-kind`) with the arrow
 * keys only: the shortest way by the board's own arrow rule (board-nav.js) over the points as
 * they stand on the screen, checked after every key.
 */
export async function keyTo(s, name) {
  const places = new Map((await s.exec(`return [...document.querySelectorAll('[data-testid="board-wrap"] [data-point], [data-testid="board-wrap"] [data-reserve]')].map((e) => {
      const r = e.getBoundingClientRect();
      return [e.getAttribute('data-point') || e.getAttribute('data-reserve'), [(r.left + r.right) / 2, (r.top + r.bottom) / 2]];
    });`)));
  for (let step = 0; step < 40; step++) {
    const here = await focusedPoint(s);
    if (!here) throw new Error('the focus is not on the board');
    if (here === name) return;
    const key = firstArrowOnWay(places, here, name);
    if (!key) throw new Error(`no arrow keys lead from ${here} to ${name}`);
    await s.keys(key);
  }
  throw new Error(`the arrow keys did not reach ${name}`);
}

/** The first arrow key of the shortest way from `from` to `to` (breadth first over nextPoint). */
function firstArrowOnWay(places, from, to) {
  const first = new Map([[from, null]]);
  const queue = [from];
  while (queue.length) {
    const at = queue.shift();
    if (at === to) return first.get(at);
    for (const key of ARROWS) {
      const next = nextPoint(places, at, key, false);
      if (first.has(next)) continue;
      first.set(next, first.get(at) || key);
      queue.push(next);
    }
  }
  return null;
}

/** Taps the points of `points` with the keyboard: arrows to each, then Enter. */
export async function keyTaps(s, points) {
  for (const p of points) {
    await keyTo(s, p);
    await s.keys('Enter');
  }
}

/**
 * Taps a control of the play screen: one of the bar's, or one of the sheet's, which "More"
 * opens first (ui/js/play-bar.js).
 */
export async function tapControl(s, testid) {
  const inSheet = await s.exec('const e = document.querySelector(`[data-testid="${arguments[0]}"]`); return !!e && !!e.closest(".sheet-store")', [testid]);
  if (inSheet) await s.tap('[data-testid="more"]');
  await s.tap(`[data-testid="${testid}"]`);
}

/** Plays `n` random legal actions through the core (a random position of the game). */
export async function wander(s, id, n, random) {
  for (let i = 0; i < n; i++) {
    const snap = await s.exec('return window.__TAURI__.core.invoke("snapshot", { gameId: arguments[0] })', [id]);
    if (snap.phase !== 'playing' || !snap.legalActions.length) return;
    const action = snap.legalActions[Math.floor(random() * snap.legalActions.length)].text;
    await s.exec('return window.__TAURI__.core.invoke("act", { gameId: arguments[0], action: arguments[1], ply: arguments[2] })', [id, action, snap.ply]);
  }
  await s.waitFor(async () => {
    const snap = await s.exec('return window.__TAURI__.core.invoke("snapshot", { gameId: arguments[0] })', [id]);
    return (await s.play()).ply === snap.ply;
  }, 10000, 'the board to show the position');
  // The other seat's actions may be replayed at the turn's start: skipped, as a player may.
  await s.settled();
  if (await s.exec('const b = document.querySelector(\'[data-testid="since-skip"]\'); return !!b && !b.hidden')) await s.tap('[data-testid="since-skip"]');
}

/** A small seeded random generator, so that a failure can be played again. */
export function seeded(seed) {
  let x = seed >>> 0;
  return () => {
    x = (x * 1664525 + 1013904223) >>> 0;
    return x / 2 ** 32;
  };
}
