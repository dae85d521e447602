// Errors from the core said in the player's language (ui/js/error-text.js): the engine's code
// picks the template, its parameters are named as the catalog names them.

import test from 'node:test';
import assert from 'node:assert/strict';
import { setCatalog } from '../../ui/js/catalog.js';
import { readFileSync } from 'node:fs';
import { errorDetail, templateOf, CODES } from '../../ui/js/error-text.js';
import { setLanguage, loadLanguage } from '../../ui/js/i18n.js';
import { ZH_HANT } from '../../ui/js/zh-hant.js';
import { golden } from './golden.mjs';

// 繁體中文's tables load on demand, as the app loads them when that language is chosen.
await loadLanguage('zh-Hant');

const CATALOG = golden('catalog');
setCatalog(CATALOG);

test('generals and teams are named from the catalog, and an army error cites its rule', () => {
  assert.equal(errorDetail({ code: 'army.wrong-team', params: { general: 'y', team: 'first' } }), '黄将不是南军的将领（G4）');
  assert.equal(errorDetail({ code: 'army.incomplete', params: { missing: ['r', 'g'] } }), '布阵未完成：还在等红将、绿将（G4）');
});

test('an error without a template has no detail (the kind says it)', () => {
  assert.equal(errorDetail({ kind: 'stale', message: 'old' }), null);
  assert.equal(errorDetail({ kind: 'bad-request', code: 'chess.castling', params: {} }), null);
});

// The engine's codes and their parameters, as engine/tests/error_code_list.rs writes them.
const ENGINE_ERRORS = JSON.parse(readFileSync(new URL('./engine-errors.json', import.meta.url), 'utf8'));
const placeholders = (template) => [...new Set([...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();
/** The games' own templates by code (engine/texts/<game>.toml, in the catalog), and their game. */
const GAME_TEXTS = new Map(CATALOG.flatMap(({ game, rules }) => Object.entries(rules.texts.errors).map(([code, text]) => [code, { game, text }])));

for (const lang of ['zh', 'zh-Hant', 'en']) {
  test(`${lang}: every engine error has a template that uses exactly its parameters`, () => {
    setLanguage(lang);
    for (const [code, params] of Object.entries(ENGINE_ERRORS)) {
      const found = templateOf(code);
      assert.ok(found, `${lang} has a template for ${code}`);
      assert.deepEqual(placeholders(found.template), [...params].sort(), `${lang} ${code}: the template's {names} are the engine's parameters`);
      const own = GAME_TEXTS.get(code);
      if (!own) continue;
      assert.equal(found.game, own.game, `${code} is said by ${own.game}'s texts`);
      const expected = lang === 'zh-Hant' ? ZH_HANT.names[own.text.zh] : own.text[lang];
      assert.ok(expected, `${code}: a ${lang} form (繁體: scripts/traditional/convert.mjs)`);
      assert.equal(found.template, expected, `${lang} ${code}`);
    }
    setLanguage('zh');
  });

  test(`${lang}: the app's own templates are not a game's codes`, () => {
    const own = lang === 'zh-Hant' ? ZH_HANT.errors : CODES[lang];
    const games = Object.keys(own).filter((code) => GAME_TEXTS.has(code));
    assert.deepEqual(games, [], 'a game code is said in its own texts file, not in ui/js/error-text.js');
  });
}

test('a limit reaches the text from the engine, not from the template', () => {
  setLanguage('en');
  assert.equal(errorDetail({ code: 'army.soldier-count', params: { general: 'r', count: 3, soldiers: 7 } }), 'The Red general has 3 soldiers; each general commands exactly 7 (G2)');
  assert.match(errorDetail({ code: 'twin-cities.reserve-order', params: { side: 'first', order: 'S Q', reserve: 'QS' } }), /in the order S Q:/);
  assert.equal(errorDetail({ code: 'generals.cooldown-range', params: { unit: 'r4', cooldown: 3, max: 2 } }), 'r4: cooldown 3 is not 0 or 2');
  assert.equal(errorDetail({ code: 'generals.unit-id', params: { id: 'r7', generals: ['r', 'b'], maxNumber: 6 } }), "Unit id 'r7' should be a general's letter (r, b) and a number 0-6");
  setLanguage('zh');
  assert.equal(errorDetail({ code: 'generals.no-damage-count', params: { value: 'x', max: 99 } }), '无伤害回合数须为 0–99，不是“x”');
  assert.equal(errorDetail({ code: 'generals.general', params: { general: 'q', generals: ['r', 'b'] } }), '没有将领“q”（须为 r、b 之一）');
});

test('a setting out of range is said with the range the core sent, in 简体, 繁體 and English', () => {
  setCatalog([{ game: 'zhili', info: { names: { zh: '直隶双承棋', 'zh-Hant': '直隸雙承棋', en: 'Zhili' } }, rules: { sides: [], pieces: [] } }]);
  const timer = { code: 'settings.timer-range', params: { game: 'zhili', secs: 5, min: 20, max: 90 } };
  const thinking = { code: 'settings.thinking-secs', params: { secs: 7, offered: [2, 4] } };
  const said = {
    zh: ['直隶双承棋的每步限时须为不限时或 20–90 秒，不是 5 秒', '思考时间须为 2、4 秒之一，不是 7 秒'],
    'zh-Hant': ['直隸雙承棋的每步限時須為不限時或 20–90 秒，不是 5 秒', '思考時間須為 2、4 秒之一，不是 7 秒'],
    en: ['The turn timer of Zhili must be off or 20–90 s, not 5 s', 'The thinking time must be one of 2, 4 s, not 7 s'],
  };
  for (const [lang, [timerText, thinkingText]] of Object.entries(said)) {
    setLanguage(lang);
    assert.equal(errorDetail(timer), timerText);
    assert.equal(errorDetail(thinking), thinkingText);
  }
  setLanguage('zh');
});
