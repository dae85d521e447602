// Going back one screen: the function behind Android's back button, reached here through the
// Escape key (the same function; Android's button itself cannot be pressed on a desktop).
// A dialog closes first; a game goes back home paused and saved; home stays home. Screens
// replace the page address instead of pushing it, so the WebView has no page history: on
// Android, where home registers no back listener, the system default then sends the app to
// the background instead of walking back through old screens.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Session, sleep } from './lib/wd.mjs';
import { newGame, zhiliMove } from './helpers.mjs';

const screenName = (s) => s.exec('return document.getElementById("app").getAttribute("data-screen")');

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
    await s.tap('[data-testid="export"]');
    await s.waitFor(() => s.exec('return !!document.querySelector(\'#modal-root [role="dialog"]\')'), 5000, 'the export dialog');
    await s.keys('Escape');
    await s.waitFor(() => s.exec('return !document.querySelector(\'#modal-root [role="dialog"]\')'), 5000, 'the dialog to close');
    assert.equal(await screenName(s), 'play');
    // Then the game goes back home, paused: its clock stands still until it is continued.
    await s.keys('Escape');
    await s.waitFor(async () => (await screenName(s)) === 'home', 5000, 'the home screen');
    await s.waitFor(() => s.exec(`return !!document.querySelector('[data-testid="continue-${before.id}"]')`), 5000, 'the game under Continue');
    const paused = await s.exec(`return window.__TAURI__.core.invoke('snapshot', { gameId: ${JSON.stringify(before.id)} })`);
    await sleep(1500);
    const later = await s.exec(`return window.__TAURI__.core.invoke('snapshot', { gameId: ${JSON.stringify(before.id)} })`);
    assert.equal(paused.clock.running, false, 'the clock stopped when the game left the screen');
    assert.equal(later.clock.remainingMs, paused.clock.remainingMs, 'and stands still off screen');
    assert.deepEqual(later.history.map((m) => m.text), ['8-7'], 'the move is kept');
    // Home has nowhere to go back to.
    await s.keys('Escape');
    await sleep(300);
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
