// The other screens in the real app, in both languages and at phone and desktop sizes:
// home, new game, settings, the rules pages with their diagrams, export and import.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { Session } from './lib/wd.mjs';
import { woff2Codepoints } from './lib/font.mjs';
import { engineDataTexts } from '../../scripts/traditional/sources.mjs';
import { home, language, newGame, zhiliMove, tapControl } from './helpers.mjs';

const SIZES = { phone: [390, 844], desktop: [1280, 800] };
const UI = path.resolve('ui');

test('the bundled CJK font subset covers every character the UI can show, 简体 and 繁體', async () => {
  const files = [];
  const walk = (d) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      if (e.isDirectory()) walk(path.join(d, e.name));
      else if (/\.(js|html)$/.test(e.name)) files.push(path.join(d, e.name));
    }
  };
  walk(UI);
  // The lessons', the rules pages' and the games' error and move texts come from the engine's
  // data files.
  for (const dir of ['engine/lessons', 'engine/rules', 'engine/texts']) {
    for (const f of fs.readdirSync(path.resolve(dir))) if (f.endsWith('.toml')) files.push(path.resolve(dir, f));
  }
  // The games' names, blurbs and piece glyphs come from the engine's registry (its golden copy).
  files.push(path.resolve('tests/unit/golden/registry.json'));
  // Twin Cities' compact move form comes from the engine: its characters are in words.json.
  files.push(path.resolve('tests/unit/golden/words.json'));
  const wanted = new Set();
  // The UI's sources, and the 简体 texts of the engine's data files it shows.
  const texts = [...files.map((f) => fs.readFileSync(f, 'utf8')), ...engineDataTexts()];
  for (const text of texts) for (const ch of text) if (ch.codePointAt(0) >= 0x2000 && ch.trim()) wanted.add(ch);
  assert.ok(wanted.has('城') && wanted.has('承') && wanted.has('锤'), 'the UI sources hold the piece names');
  // 繁體中文 (ui/js/zh-hant.js): its texts, glyphs and the engine's names in their 繁體 forms.
  assert.ok(['雙', '騎', '錘', '據', '紅', '設', '「'].every((c) => wanted.has(c)), 'the UI sources hold the 繁體 texts');
  for (const weight of ['400', '700']) {
    const have = woff2Codepoints(path.join(UI, 'fonts', `noto-serif-sc-subset-${weight}.woff2`));
    const missing = [...wanted].filter((ch) => !have.has(ch.codePointAt(0)));
    assert.deepEqual(missing, [], `weight ${weight} lacks ${missing.join('')}: regenerate the subset (pyftsubset)`);
  }
  assert.ok(fs.existsSync(path.join(UI, 'fonts', 'OFL.txt')), 'the font\'s licence ships with it');
});

test('home, new game, settings and rules pages in 中文 and English, phone and desktop', async () => {
  const s = await Session.start();
  try {
    for (const lang of ['zh', 'en']) {
      await language(s, lang);
      for (const [size, [w, h]] of Object.entries(SIZES)) {
        await s.resize(w, h);
        await home(s);
        // The bundled font is the one in use (no system CJK font exists under test).
        await s.waitFor(() => s.exec('return document.fonts.status === "loaded" && [...document.fonts].some(f => f.family.includes("Shuangcheng Serif") && f.status === "loaded")'), 10000, 'the bundled font to load');
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
    // The settings screen is drawn again once the core has saved the choice.
    await s.waitFor(async () => (await s.exec('return document.documentElement.getAttribute("data-theme")')) === 'light', 5000, 'the light theme');
    await s.settled();
    // Pass and play with "turn the board": after Red's move the board faces Black.
    const orientation = saved.orientation;
    await s.tap('[data-testid="set-orientation-rotate-board"]');
    await newGame(s, { game: 'zhili', mode: 'pass-and-play', timer: null });
    await s.waitHumanTurn();
    const flipped = () => s.exec('return document.querySelector(\'[data-testid="board"]\').classList.contains("flipped")');
    assert.equal(await flipped(), false);
    // The point numbers stand clear of the pieces, the board turned or not.
    const covered = () => s.exec(`
      const discs = [...document.querySelectorAll('[data-testid="board"] .piece .disc')].map((d) => {
        const r = d.getBoundingClientRect();
        return [(r.left + r.right) / 2, (r.top + r.bottom) / 2, r.width / 2];
      });
      const out = [];
      for (const l of document.querySelectorAll('[data-testid="board"] .point-label')) {
        const r = l.getBoundingClientRect();
        for (const [x, y, rad] of discs) {
          const nx = Math.max(r.left, Math.min(x, r.right));
          const ny = Math.max(r.top, Math.min(y, r.bottom));
          if (Math.hypot(nx - x, ny - y) < rad) out.push(l.textContent);
        }
      }
      return out;`);
    assert.deepEqual(await covered(), [], 'no point number under a piece');
    await zhiliMove(s, '8-7');
    await s.waitFor(flipped, 5000, 'the board to turn to Black');
    assert.deepEqual(await covered(), [], 'no point number under a piece on the turned board');
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
    await tapControl(s, 'export');
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
    await s.settled();
  } finally {
    await s.end();
  }
});
