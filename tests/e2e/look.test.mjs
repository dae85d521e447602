// The look of the boards: the piece sets, board and piece
// styles and sound themes, chosen in the settings with a preview of each, drawn on the boards;
// screenshots of each state at phone, tablet and desktop size, in 中文 and English.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Session } from './lib/wd.mjs';
import { home, language, newGame, reload } from './helpers.mjs';

const SIZES = { phone: [390, 844], tablet: [820, 1180], desktop: [1280, 800] };
const GAMES = ['twin-cities', 'zhili', 'generals'];

/** What the board's pieces show: { symbols, characters } (counts of each). */
const labels = (s) => s.exec(`const b = document.querySelector('[data-testid="board"]');
  return { symbols: b.querySelectorAll('.piece .symbol').length, characters: b.querySelectorAll('.piece text.glyph').length };`);

async function settings(s) {
  await s.exec("location.hash = '#/settings'");
  await s.waitFor(() => s.exec('return !!document.querySelector(\'[data-testid="settings"]\')'), 5000, 'the settings');
}

/** Presses a settings chip and waits for the core to have saved it. */
async function choose(s, group, value, field) {
  await settings(s);
  await s.tap(`[data-testid="set-${group}-${value}"]`);
  await s.waitFor(async () => (await s.exec("return window.__TAURI__.core.invoke('get_settings')"))[field] === value, 5000, `${field} to be ${value}`);
  await s.settled();
}

/** Unsets the piece set (as a new install has it) and reloads the page, to the home screen. */
async function unsetPieceSet(s) {
  await s.exec("return window.__TAURI__.core.invoke('get_settings').then((v) => window.__TAURI__.core.invoke('set_settings', { settings: { ...v, pieceSet: null } }))");
  // The new page, not the old one: a home screen set before the reload took effect would be
  // lost (a reload mid-game lands back on the game).
  await reload(s, true);
  await home(s);
}

/** Each game's board in the chosen look, at each size. */
async function boards(s, name, expect) {
  for (const game of GAMES) {
    await newGame(s, { game, mode: 'pass-and-play', timer: null });
    await s.waitFor(() => s.exec('return !!document.querySelector(\'[data-testid="board"] .piece\')'), 10000, 'the pieces');
    const seen = await labels(s);
    assert.ok(expect === 'symbols' ? seen.symbols > 0 && seen.characters === 0 : seen.characters > 0 && seen.symbols === 0, `${game} in ${name}: ${JSON.stringify(seen)}`);
    for (const [size, [w, h]] of Object.entries(SIZES)) {
      await s.resize(w, h);
      await s.screenshot(`look-${game}-${name}-${size}`);
    }
    await s.resize(SIZES.phone[0], SIZES.phone[1]);
  }
}

test('piece sets: symbols by default in English, characters in Chinese, either by choice; previewed in the settings', async () => {
  const s = await Session.start();
  try {
    for (const lang of ['zh', 'en']) {
      await language(s, lang);
      await unsetPieceSet(s);
      await boards(s, `${lang}-default`, lang === 'en' ? 'symbols' : 'characters');
      await settings(s);
      // Both sets are previewed, each on its own chip; the language's set is the one pressed.
      const previews = await s.exec(`return [...document.querySelectorAll('[data-testid="set-piece-set"] .chip')].map((c) => [c.getAttribute('data-testid'), c.getAttribute('aria-pressed'), c.querySelector('.look-preview').getAttribute('data-set'), c.querySelectorAll('.look-preview .piece').length])`);
      assert.deepEqual(previews, [
        ['set-piece-set-characters', lang === 'en' ? 'false' : 'true', 'characters', 4],
        ['set-piece-set-symbols', lang === 'en' ? 'true' : 'false', 'symbols', 4],
      ]);
      for (const [size, [w, h]] of Object.entries(SIZES)) {
        await s.resize(w, h);
        await s.exec('document.querySelector(\'[data-testid="set-piece-set"]\').scrollIntoView({ block: "center" })');
        await s.screenshot(`look-settings-${size}-${lang}`);
      }
      await s.resize(SIZES.phone[0], SIZES.phone[1]);
      const other = lang === 'en' ? 'characters' : 'symbols';
      await choose(s, 'piece-set', other, 'pieceSet');
      await boards(s, `${lang}-${other}`, other);
    }
    // The files after this one in the same run find the settings as they were.
    await unsetPieceSet(s);
    await language(s, 'zh');
  } finally {
    await s.end();
  }
});

/** Board style, piece style and piece set: each board style with each set, each piece style on each board. */
const COMBOS = [['wood', 'calligraphy', 'characters'], ['wood', 'simple', 'symbols'], ['paper', 'calligraphy', 'symbols'], ['paper', 'simple', 'characters']];

/** How many oscillators the page has started since `countSounds` (the sound previews). */
const COUNT_SOUNDS = `window.__started = 0;
  const make = AudioContext.prototype.createOscillator;
  AudioContext.prototype.createOscillator = function () {
    const o = make.call(this);
    const start = o.start.bind(o);
    o.start = (...a) => { window.__started++; return start(...a); };
    return o;
  };`;

test('board styles, piece styles and sound themes: previewed, stored and drawn, every board style with every piece set', async () => {
  const s = await Session.start();
  try {
    for (const lang of ['zh', 'en']) {
      await language(s, lang);
      await settings(s);
      // Each style's chip previews it, in its own look: paper's board is not wood's colour.
      const previews = await s.exec(`return ['board-style', 'piece-style'].map((g) => [...document.querySelectorAll('[data-testid="set-' + g + '"] .chip .look-preview')].map((p) => p.getAttribute(g === 'board-style' ? 'data-board' : 'data-pieces')))`);
      assert.deepEqual(previews, [['wood', 'paper'], ['calligraphy', 'simple']]);
      const fills = await s.exec('return [...document.querySelectorAll(\'[data-testid="set-board-style"] .look-preview rect.wood\')].map((r) => getComputedStyle(r).fill)');
      assert.notEqual(fills[0], fills[1], 'wood and paper previews differ');
      for (const [size, [w, h]] of Object.entries(SIZES)) {
        await s.resize(w, h);
        await s.exec('document.querySelector(\'[data-testid="set-board-style"]\').scrollIntoView({ block: "start" })');
        await s.screenshot(`look-styles-settings-${size}-${lang}`);
      }
      await s.resize(SIZES.phone[0], SIZES.phone[1]);
      for (const [board, pieces, set] of COMBOS) {
        await choose(s, 'board-style', board, 'boardStyle');
        await choose(s, 'piece-style', pieces, 'pieceStyle');
        await choose(s, 'piece-set', set, 'pieceSet');
        await newGame(s, { game: 'twin-cities', mode: 'pass-and-play', timer: null });
        const drawn = await s.exec(`const root = document.documentElement;
          const ring = document.querySelector('[data-testid="board"] .pieces .piece .ring');
          return [root.getAttribute('data-board'), root.getAttribute('data-pieces'), getComputedStyle(ring).display === 'none'];`);
        assert.deepEqual(drawn, [board, pieces, pieces === 'simple'], `${board} board, ${pieces} pieces: simple pieces have no inner ring`);
        assert.ok((await labels(s))[set] > 0, `the ${set} are drawn`);
        for (const [size, [w, h]] of Object.entries(SIZES)) {
          await s.resize(w, h);
          await s.screenshot(`look-${board}-${pieces}-${set}-${size}-${lang}`);
        }
        await s.resize(SIZES.phone[0], SIZES.phone[1]);
      }
    }
    // The paper board in the dark theme.
    await choose(s, 'theme', 'dark', 'theme');
    await newGame(s, { game: 'generals', mode: 'pass-and-play', timer: null });
    await s.screenshot('look-paper-simple-characters-dark-phone-en');
    await choose(s, 'theme', 'system', 'theme');
    // Choosing a sound theme plays it (its preview) and stores it; silent plays nothing.
    await settings(s);
    await s.exec(COUNT_SOUNDS);
    await choose(s, 'sound', 'stone', 'sound');
    const afterStone = await s.exec('return window.__started');
    await choose(s, 'sound', 'silent', 'sound');
    assert.deepEqual([afterStone, await s.exec('return window.__started')], [1, 1], 'stone played once, silent not at all');
    await s.exec('document.querySelector(\'[data-testid="set-sound"]\').scrollIntoView({ block: "center" })');
    await s.screenshot('look-sound-silent-phone-en');
    // The files after this one in the same run find the settings as they were.
    await s.exec("return window.__TAURI__.core.invoke('get_settings').then((v) => window.__TAURI__.core.invoke('set_settings', { settings: { ...v, boardStyle: 'wood', pieceStyle: 'calligraphy', sound: 'wood' } }))");
    await unsetPieceSet(s);
    await language(s, 'zh');
  } finally {
    await s.end();
  }
});
