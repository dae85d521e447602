// Every screen and dialog of the app, one after another, for the tests that measure each
// (safe areas, text at 200 %): home and its language dialog, the new-game, rules and lessons
// screens of the three games, a lesson, the settings, the statistics, a game of each (one
// behind its pause veil), the play screen's more sheet, the resign dialog, Generals' hand-over and army builder, a game's
// end and its review.

import { home, newGame } from '../helpers.mjs';

const GAMES = ['zhili', 'twin-cities', 'generals'];

/** Shows `route` and waits until its screen (test id `testid`) is up and settled. */
async function route(s, hash, testid) {
  await s.exec(`location.hash = '${hash}'`);
  await s.waitFor(() => s.exec(`return !!document.querySelector('[data-testid="${testid}"]')`), 10000, `the screen ${testid}`);
  await s.settled();
}

/** Waits for an open dialog. */
const dialog = (s) => s.waitFor(() => s.exec('return !!document.querySelector(\'[role="dialog"]\')'), 5000, 'a dialog');

/**
 * Walks every screen, calling `visit(name)` on each once it is up. The language is the one
 * set; games are started by taps, as a player does.
 */
export async function everyScreen(s, visit) {
  await home(s);
  await s.settled();
  await visit('home');
  await s.tap('[data-testid="lang-toggle"]');
  await dialog(s);
  await visit('language-dialog');
  await s.keys('Escape');
  await s.waitFor(() => s.exec('return !document.querySelector(\'[role="dialog"]\')'), 5000, 'the dialog to close');
  for (const game of GAMES) {
    await route(s, `#/new/${game}`, 'new-game');
    await visit(`new-${game}`);
    await route(s, `#/rules/${game}`, 'rules');
    await visit(`rules-${game}`);
    await route(s, `#/lessons/${game}`, 'lessons');
    await visit(`lessons-${game}`);
  }
  await s.tap('.lesson-row');
  await s.waitFor(() => s.exec('return !!document.querySelector(\'[data-testid="lesson"]\')'), 10000, 'a lesson');
  await s.settled();
  await visit('lesson');
  await route(s, '#/settings', 'settings');
  await visit('settings');
  await route(s, '#/stats', 'stats');
  await visit('stats');

  await newGame(s, { game: 'twin-cities', mode: 'pass-and-play', timer: 60 });
  await visit('play-twin-cities');
  // Hidden and shown again, as after the background: the timed game waits behind its veil.
  for (const state of ['hidden', 'visible']) {
    await s.exec(`Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => '${state}' });
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => ${state === 'hidden'} });
      document.dispatchEvent(new Event('visibilitychange'));`);
  }
  await s.waitFor(() => s.exec('const v = document.querySelector(\'[data-testid="paused"]\'); return !!v && !v.hidden'), 10000, 'the pause veil');
  await visit('paused-veil');
  await s.tap('[data-testid="paused"]');
  await newGame(s, { game: 'generals', mode: 'pass-and-play', timer: 60, setup: 'default' });
  await visit('play-generals');
  await newGame(s, { game: 'generals', mode: 'pass-and-play', timer: null, setup: 'hidden' });
  if (await s.exec('return !!document.querySelector(\'[data-testid="handover-ready"]\')')) {
    await visit('generals-handover');
    await s.tap('[data-testid="handover-ready"]', 15000);
    await s.waitFor(() => s.exec('return !!document.querySelector(\'[data-testid="army-builder"]\')'), 10000, 'the army builder');
    await s.settled();
    await visit('generals-army-builder');
  }
  await newGame(s, { game: 'zhili', mode: 'vs-ai', side: 'first', level: 'beginner', timer: 60 });
  await s.waitHumanTurn();
  await visit('play-zhili');
  await s.tap('[data-testid="more"]');
  await dialog(s);
  await visit('more-sheet');
  await s.tap('[data-testid="resign"]');
  await dialog(s);
  await visit('resign-dialog');
  await s.tap('[data-testid="resign-confirm"]');
  await s.waitFor(async () => (await s.play())?.phase === 'over', 10000, 'the game to end');
  await s.settled();
  await visit('game-over');
  const id = (await s.play()).id;
  await route(s, `#/review/${id}`, 'review');
  await visit('review');
  await home(s);
}
