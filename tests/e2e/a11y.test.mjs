// Everyone can play: the system's language on first start, 繁體中文 throughout, large text and
// labels, pieces apart in grey, dialogs that take and give back the focus, and the polite live
// region. Screenshots: *-zh-Hant, large-*, grey-*.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { Session, ARTIFACTS, appWith } from './lib/wd.mjs';
import { home, language, newGame, zhiliMove, tabTo } from './helpers.mjs';

test('on first start the language follows the system locale: zh-TW → 繁體, zh-CN → 简体, else English', async () => {
  for (const [locale, tag, title] of [['zh_TW.UTF-8', 'zh-Hant', '雙城棋院'], ['zh_HK.UTF-8', 'zh-Hant', '雙城棋院'], ['zh_CN.UTF-8', 'zh-Hans', '双城棋院'], ['fr_FR.UTF-8', 'en', 'Shuangcheng']]) {
    const { script, dir } = appWith({ LANG: locale }, { unset: ['LC_ALL', 'LC_MESSAGES', 'LANGUAGE'] });
    const s = await Session.start({ app: script });
    try {
      await home(s);
      assert.equal(await s.exec('return document.documentElement.lang'), tag, locale);
      assert.equal(await s.text('[data-testid="home"] h1'), title, locale);
      const saved = await s.exec("return window.__TAURI__.core.invoke('get_settings')");
      assert.equal(saved.language, { 'zh-Hant': 'zh-Hant', 'zh-Hans': 'zh', en: 'en' }[tag]);
    } finally {
      await s.end();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
});

// Characters found only in the Simplified script, common in the UI's texts.
const SIMPLIFIED_ONLY = '这个们说对时为会过还没设谱导选择请认败胜将车马骑铁开关结录从无级难';

test('繁體中文 on every screen: home, new game, rules, settings, play', async () => {
  const s = await Session.start();
  try {
    await language(s, 'zh-Hant');
    const leftovers = () => s.exec(`const text = document.body.innerText; return [...new Set([...arguments[0]].filter((c) => text.includes(c)))].join('');`, [SIMPLIFIED_ONLY]);
    for (const [w, h, size] of [[390, 844, 'phone'], [1280, 800, 'desktop']]) {
      await s.resize(w, h);
      await home(s);
      assert.equal(await s.text('[data-testid="home"] h1'), '雙城棋院');
      assert.equal(await leftovers(), '', 'the home screen');
      await s.screenshot(`home-${size}-zh-Hant`);
      for (const game of ['zhili', 'twin-cities', 'generals']) {
        await s.exec(`location.hash = '#/rules/${game}'`);
        await s.waitFor(() => s.exec(`return document.querySelector('[data-testid="rules"]')?.getAttribute('data-game') === '${game}'`), 5000, 'the rules page');
        assert.equal(await leftovers(), '', `the ${game} rules`);
        assert.equal(await s.attr('.rules-text', 'lang'), 'zh-Hant');
        await s.screenshot(`rules-${game}-${size}-zh-Hant`);
      }
      await s.exec("location.hash = '#/settings'");
      await s.waitFor(() => s.exec('return !!document.querySelector(\'[data-testid="settings"]\')'), 5000, 'the settings');
      assert.equal(await leftovers(), '', 'the settings');
      await s.screenshot(`settings-${size}-zh-Hant`);
    }
    await s.resize(390, 844);
    await newGame(s, { game: 'generals', mode: 'vs-ai', level: 'easy', timer: null });
    await s.waitHumanTurn();
    assert.equal(await leftovers(), '', 'the Generals play screen');
    await s.screenshot('play-generals-phone-zh-Hant');
    await newGame(s, { game: 'twin-cities', mode: 'pass-and-play', timer: null });
    await s.waitHumanTurn();
    assert.equal(await leftovers(), '', 'the Twin Cities play screen');
    assert.ok((await s.exec('return [...document.querySelectorAll(\'[data-testid="board"] .glyph\')].map((g) => g.textContent).join("")')).includes('據'), 'the Strongholds read 據');
    await s.screenshot('play-twin-cities-phone-zh-Hant');
  } finally {
    await language(s, 'zh').catch(() => {});
    await s.end();
  }
});

/** Taps a settings chip and waits until the saved settings show it chosen. */
async function choose(s, testid) {
  await s.tap(`[data-testid="${testid}"]`);
  await s.waitFor(async () => (await s.attr(`[data-testid="${testid}"]`, 'aria-pressed')) === 'true', 5000, `${testid} chosen`);
}

/** The mean grey (0–1) of a screenshot's square around a page point, by ImageMagick. */
function greyAt(file, [x, y], r) {
  const crop = `${2 * r}x${2 * r}+${Math.round(x - r)}+${Math.round(y - r)}`;
  return Number(execFileSync('convert', [file, '-crop', crop, '-colorspace', 'Gray', '-format', '%[fx:mean]', 'info:'], { encoding: 'utf8' }));
}

test('red and black pieces differ in a grey picture; large text and labels', async () => {
  const s = await Session.start();
  try {
    await s.resize(1280, 800);
    await newGame(s, { game: 'zhili', mode: 'pass-and-play', timer: null });
    await s.waitHumanTurn();
    const centre = (css) => s.exec('const r = document.querySelector(arguments[0]).getBoundingClientRect(); return [(r.left + r.right) / 2, (r.top + r.bottom) / 2, r.width];', [css]);
    const shot = await s.screenshot('zhili-desktop-colour');
    const grey = path.join(ARTIFACTS, 'grey-zhili-desktop.png');
    execFileSync('convert', [shot, '-colorspace', 'Gray', grey]);
    const [rx, ry, rw] = await centre('[data-testid="board"] .piece.side-first .disc');
    const [bx, by] = await centre('[data-testid="board"] .piece.side-second .disc');
    const [red, black] = [greyAt(grey, [rx, ry], rw / 4), greyAt(grey, [bx, by], rw / 4)];
    assert.ok(red - black > 0.35, `a red piece (grey ${red.toFixed(2)}) is far lighter than a black one (${black.toFixed(2)})`);

    const glyphWidth = () => s.exec('return document.querySelector(\'[data-testid="board"] .piece .glyph\').getBoundingClientRect().width');
    const before = await glyphWidth();
    await s.exec("location.hash = '#/settings'");
    await choose(s, 'set-text-size-larger');
    await choose(s, 'set-large-labels-true');
    const saved = await s.exec("return window.__TAURI__.core.invoke('get_settings')");
    assert.deepEqual([saved.textSize, saved.largeLabels], ['larger', true]);
    assert.equal(await s.exec('return getComputedStyle(document.body).fontSize'), '22px', 'the Larger text size');
    await s.screenshot('large-settings-desktop');
    for (const [w, h, size] of [[390, 844, 'phone'], [1280, 800, 'desktop']]) {
      await s.resize(w, h);
      await home(s);
      await s.screenshot(`large-home-${size}`);
    }
    await s.resize(1280, 800);
    await newGame(s, { game: 'zhili', mode: 'pass-and-play', timer: null });
    await s.waitHumanTurn();
    const after = await glyphWidth();
    assert.ok(after > before * 1.2, `the piece labels are larger (${before.toFixed(1)} → ${after.toFixed(1)} px)`);
    await s.screenshot('large-zhili-desktop');
    await newGame(s, { game: 'twin-cities', mode: 'pass-and-play', timer: null });
    await s.waitHumanTurn();
    await s.screenshot('large-twin-cities-desktop');
    await s.resize(390, 844);
    await newGame(s, { game: 'generals', mode: 'pass-and-play', timer: null });
    await s.waitHumanTurn();
    await s.screenshot('large-generals-phone');
    await s.exec("location.hash = '#/settings'");
    await choose(s, 'set-text-size-normal');
    await choose(s, 'set-large-labels-false');
  } finally {
    await s.end();
  }
});

test('dialogs: labelled, take the focus, keep Tab inside, close on Escape and give the focus back', async () => {
  const s = await Session.start();
  try {
    await s.resize(1280, 800);
    await newGame(s, { game: 'zhili', mode: 'pass-and-play', timer: null });
    await s.waitHumanTurn();
    // Resign waits in the sheet that More opens, with the focus on its first button.
    await s.exec('document.querySelector(\'[data-testid="more"]\').focus()');
    await s.keys('Enter');
    await s.waitFor(() => s.exec('return !!document.querySelector(\'[data-testid="more-sheet"]\')'), 5000, 'the more sheet');
    await tabTo(s, 'resign');
    await s.keys('Enter');
    await s.waitFor(() => s.exec('return !!document.querySelector(\'[role="dialog"]:not([data-testid="more-sheet"])\')'), 5000, 'the resign dialog');
    const dialog = await s.exec(`const d = document.querySelector('[role="dialog"]');
      return { modal: d.getAttribute('aria-modal'), title: document.getElementById(d.getAttribute('aria-labelledby')).textContent,
               inside: d.contains(document.activeElement), behind: document.getElementById('app').inert };`);
    assert.deepEqual(dialog, { modal: 'true', title: '认输', inside: true, behind: true });
    assert.equal(await s.focused(), 'resign-cancel', 'the safe choice has the focus');
    await s.keys('Tab', 'Tab');
    assert.equal(await s.exec('return document.querySelector(\'[role="dialog"]\').contains(document.activeElement)'), true, 'Tab stays in the dialog');
    await s.keys('Escape');
    await s.waitFor(() => s.exec('return !document.querySelector(\'[role="dialog"]\')'), 5000, 'the dialog to close');
    assert.equal(await s.focused(), 'more', 'the focus is back on More, which held the Resign button');
    assert.equal(await s.exec('return document.getElementById("app").inert'), false);
    assert.equal((await s.play()).phase, 'playing', 'Escape cancelled the resignation');
  } finally {
    await s.end();
  }
});

test('the polite live region says the last action and the side to move; the screen itself is not live', async () => {
  const s = await Session.start();
  try {
    await s.resize(1280, 800);
    await newGame(s, { game: 'zhili', mode: 'pass-and-play', timer: null });
    await s.waitHumanTurn();
    assert.equal(await s.attr('[data-testid="app"]', 'aria-live'), null);
    assert.equal(await s.attr('[data-testid="announcer"]', 'aria-live'), 'polite');
    const live = await s.exec('return [...document.querySelectorAll("[aria-live], [role=status], [role=alert], [role=log]")].map((e) => e.id || e.getAttribute("data-testid"))');
    assert.deepEqual(live.sort(), ['announcer', 'storage-banner', 'toast'], 'no other live region');
    const said = () => s.exec('return document.getElementById("announcer").textContent');
    await s.waitFor(async () => (await said()) === '红方走棋', 3000, 'the side to move said at the start');
    await zhiliMove(s, '8-7');
    await s.waitFor(async () => (await said()) === '红方将棋子从 8 走到 7。黑方走棋', 3000, 'the move said, in words');
    await s.settled();
  } finally {
    await s.end();
  }
});
