// The other screens in the real app, in both languages and at phone and desktop sizes:
// home, new game, settings, the rules pages with their diagrams, export and import.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Session, sleep } from './lib/wd.mjs';
import { home, language, newGame, zhiliMove } from './helpers.mjs';

const SIZES = { phone: [390, 844], desktop: [1280, 800] };

test('home, new game, settings and rules pages in 中文 and English, phone and desktop', async () => {
  const s = await Session.start();
  try {
    for (const lang of ['zh', 'en']) {
      await language(s, lang);
      for (const [size, [w, h]] of Object.entries(SIZES)) {
        await s.resize(w, h);
        await home(s);
        const title = await s.text('[data-testid="home"] h1');
        assert.equal(title, lang === 'zh' ? '双城棋院' : 'Shuangcheng');
        await s.screenshot(`home-${size}-${lang}`);
        await s.tap('[data-testid="new-generals"]');
        await s.waitFor(() => s.exec('return !!document.querySelector(\'[data-testid="new-game"]\')'), 5000, 'the new-game screen');
        await s.screenshot(`newgame-generals-${size}-${lang}`);
        for (const game of ['zhili', 'twin-cities', 'generals']) {
          await s.exec(`location.hash = '#/rules/${game}'`);
          await s.waitFor(() => s.exec(`return document.querySelector('[data-testid="rules"]')?.getAttribute('data-game') === '${game}'`), 5000, 'the rules page');
          const diagram = await s.exec('return document.querySelectorAll(\'[data-testid="rules-diagram"] svg .piece\').length');
          assert.ok(diagram > 0, `the ${game} rules show a diagram with pieces`);
          await s.exec('document.querySelector(\'[data-testid="rules-diagram"]\').scrollIntoView()');
          await s.screenshot(`rules-${game}-${size}-${lang}`);
        }
        await s.exec("location.hash = '#/settings'");
        await s.waitFor(() => s.exec('return !!document.querySelector(\'[data-testid="settings"]\')'), 5000, 'the settings');
        await s.screenshot(`settings-${size}-${lang}`);
      }
    }
    // Settings persist in the core: the dark theme, then back.
    await s.resize(390, 844);
    await s.exec("location.hash = '#/settings'");
    await s.tap('[data-testid="set-theme-dark"]');
    await s.waitFor(async () => (await s.exec('return document.documentElement.getAttribute("data-theme")')) === 'dark', 5000, 'the dark theme');
    const saved = await s.exec("return window.__TAURI__.core.invoke('get_settings')");
    assert.equal(saved.theme, 'dark');
    await newGame(s, { game: 'zhili', mode: 'pass-and-play', timer: null });
    await s.waitHumanTurn();
    await s.screenshot('zhili-phone-en-dark');
    await s.exec("location.hash = '#/settings'");
    await s.tap('[data-testid="set-theme-light"]');
    // Pass and play with "turn the board": after Red's move the board faces Black.
    const orientation = saved.orientation;
    await s.tap('[data-testid="set-orientation-rotate-board"]');
    await newGame(s, { game: 'zhili', mode: 'pass-and-play', timer: null });
    await s.waitHumanTurn();
    const flipped = () => s.exec('return document.querySelector(\'[data-testid="board"]\').classList.contains("flipped")');
    assert.equal(await flipped(), false);
    await zhiliMove(s, '8-7');
    await s.waitFor(flipped, 5000, 'the board to turn to Black');
    await s.screenshot('zhili-phone-en-turned-for-black');
    await s.exec("location.hash = '#/settings'");
    await s.tap(`[data-testid="set-orientation-${orientation}"]`);
    await language(s, 'zh');
  } finally {
    await s.end();
  }
});

test('a game record exports as text and imports back to the same position', async () => {
  const s = await Session.start();
  try {
    await s.resize(390, 844);
    await newGame(s, { game: 'zhili', mode: 'pass-and-play', timer: null });
    await s.waitHumanTurn();
    await zhiliMove(s, '8-7');
    await zhiliMove(s, '2-3');
    const before = await s.play();
    await s.tap('[data-testid="export"]');
    const text = await s.waitFor(() => s.exec('const e = document.querySelector(\'[data-testid="export-text"]\'); return e && e.value'), 5000, 'the record');
    assert.ok(text.includes('8-7') && text.includes('2-3'), 'the record lists the moves');
    await s.screenshot('export-phone');
    await s.tap('[data-testid="export-close"]');
    await home(s);
    await s.tap('[data-testid="import-game"]');
    await s.waitFor(() => s.exec('return !!document.querySelector(\'[data-testid="import-text"]\')'), 5000, 'the import box');
    const box = await s.find('[data-testid="import-text"]');
    // WebKitWebDriver types a line break only as the Enter key.
    await s.req('POST', `/element/${box}/value`, { text: text.replace(/\n/g, '\uE007') });
    await s.tap('[data-testid="import-confirm"]');
    const after = await s.waitFor(async () => {
      const q = await s.play();
      return q && q.id !== before.id ? q : null;
    }, 10000, 'the imported game');
    assert.equal(after.position, before.position);
    assert.deepEqual(after.moves, before.moves);
    await sleep(200);
  } finally {
    await s.end();
  }
});
