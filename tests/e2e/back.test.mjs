// Going back one screen: the function behind Android's back button, reached here through the
// Escape key (the same function; Android's button itself cannot be pressed on a desktop).
// A dialog closes first; a game goes back home paused and saved; home stays home. Screens
// replace the page address instead of pushing it, so the WebView has no page history: on
// Android, where home registers no back listener, the system default then sends the app to
// the background instead of walking back through old screens.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Session } from './lib/wd.mjs';
import { newGame, zhiliMove, tapControl } from './helpers.mjs';

const screenName = (s) => s.exec('return document.getElementById("app").getAttribute("data-screen")');
/** How many times the app went back (main.js counts them), and where the last one went. */
const backs = (s) => s.exec('return [Number(document.body.getAttribute("data-backs") || 0), document.body.getAttribute("data-back-went")]');

test('back goes one screen at a time: dialog, then game to home (paused), and home stays', async () => {
  const s = await Session.start();
  try {
    await s.resize(390, 844);
    await newGame(s, { game: 'zhili', mode: 'pass-and-play', timer: 60 });
    const pages = await s.exec('return history.length');
    // Escape with a piece picked drops the pick, and the game stays on screen.
    const picked = () => s.exec('return document.querySelectorAll(\'[data-testid="board-wrap"] .halo.selected\').length');
    await s.tapPoint('8');
    await s.waitFor(async () => (await picked()) === 1, 5000, 'the piece on 8 picked');
    await s.keys('Escape');
    await s.waitFor(async () => (await picked()) === 0, 5000, 'the pick dropped');
    assert.equal(await screenName(s), 'play');
    await zhiliMove(s, '8-7');
    const before = await s.play();
    // A dialog on the game screen closes first; the game stays on screen.
    await tapControl(s, 'export');
    await s.waitFor(() => s.exec('return !!document.querySelector(\'#modal-root [role="dialog"]\')'), 5000, 'the export dialog');
    await s.keys('Escape');
    await s.waitFor(() => s.exec('return !document.querySelector(\'#modal-root [role="dialog"]\')'), 5000, 'the dialog to close');
    assert.equal(await screenName(s), 'play');
    // Then the game goes back home, paused: its clock stands still until it is continued.
    await s.keys('Escape');
    await s.waitFor(async () => (await screenName(s)) === 'home', 5000, 'the home screen');
    await s.waitFor(() => s.exec(`return !!document.querySelector('[data-testid="continue-${before.id}"]')`), 5000, 'the game under Continue');
    const paused = await s.exec(`return window.__TAURI__.core.invoke('snapshot', { gameId: ${JSON.stringify(before.id)} })`);
    assert.equal(paused.clock.running, false, 'the clock stopped when the game left the screen');
    // Off screen its clock does not tick: another game's clock ticks six times (every 250 ms)
    // meanwhile, and none of the ticks is the paused game's.
    await s.exec("window.__ticks = []; return import('/js/api.js').then((api) => api.on('clock-tick', (tick) => window.__ticks.push(tick.gameId))).then(() => true)");
    await newGame(s, { game: 'zhili', mode: 'pass-and-play', timer: 60 });
    const other = (await s.play()).id;
    await s.waitFor(async () => (await s.exec('return window.__ticks')).filter((id) => id === other).length >= 6, 10000, 'six ticks of the other game\u2019s clock');
    assert.deepEqual((await s.exec('return window.__ticks')).filter((id) => id === before.id), [], 'no tick of the paused game');
    const later = await s.exec(`return window.__TAURI__.core.invoke('snapshot', { gameId: ${JSON.stringify(before.id)} })`);
    assert.equal(later.clock.remainingMs, paused.clock.remainingMs, 'its clock stands still off screen');
    assert.deepEqual(later.history.map((m) => m.text), ['8-7'], 'the move is kept');
    await s.keys('Escape');
    await s.waitFor(async () => (await screenName(s)) === 'home', 5000, 'home again');
    // Home has nowhere to go back to: the app handles the key, and home stays.
    const [count] = await backs(s);
    await s.keys('Escape');
    const [after, went] = await s.waitFor(async () => {
      const b = await backs(s);
      return b[0] > count ? b : null;
    }, 5000, 'the app to go back');
    assert.equal(after, count + 1);
    assert.equal(went, 'nowhere');
    assert.equal(await screenName(s), 'home');
    // Rules go back home too.
    await s.tap('[data-testid="rules-zhili"]');
    await s.waitFor(async () => (await screenName(s)) === 'rules', 5000, 'the rules');
    await s.keys('Escape');
    await s.waitFor(async () => (await screenName(s)) === 'home', 5000, 'home again');
    // Every screen change replaced the page address: no page history was made.
    assert.equal(await s.exec('return history.length'), pages);
  } finally {
    await s.end();
  }
});
