// Shared steps of the end-to-end tests: starting games from the home screen by taps.

import { sleep } from './lib/wd.mjs';

/** Goes to the home screen through the UI's own back buttons or the hash route. */
export async function home(s) {
  await s.exec("location.hash = '#/home'");
  await s.waitFor(() => s.exec('return !!document.querySelector(\'[data-testid="home"]\')'), 10000, 'the home screen');
}

const TAGS = { zh: 'zh-Hans', 'zh-Hant': 'zh-Hant', en: 'en' };

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
 * opts: { game, mode: 'vs-ai'|'pass-and-play', side, level, timer (null|secs), setup }
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
  await s.tap(`[data-testid="timer-${opts.timer === null || opts.timer === undefined ? 'off' : opts.timer}"]`);
  if (opts.setup) await s.tap(`[data-testid="setup-${opts.setup}"]`);
  await s.tap('[data-testid="start-game"]');
  await s.waitFor(() => s.exec('return !!document.querySelector(\'[data-testid="play"], [data-testid="setup"]\')'), 15000, 'the game to start');
  await sleep(200);
}

/** Taps a Zhili move written FROM-TO. */
export async function zhiliMove(s, text) {
  const before = (await s.play()).ply;
  const [a, b] = text.split('-');
  await s.tapPoint(a);
  await s.tapPoint(b);
  await s.waitFor(async () => (await s.play()).ply > before, 10000, `the move ${text} to be played`);
}
