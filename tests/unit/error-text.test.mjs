// Errors from the core said in the player's language (ui/js/error-text.js): the engine's code
// picks the template, its parameters are named as the catalog names them.

import test from 'node:test';
import assert from 'node:assert/strict';
import { setCatalog } from '../../ui/js/catalog.js';
import { readFileSync } from 'node:fs';
import { errorDetail, CODES } from '../../ui/js/error-text.js';
import { setLanguage } from '../../ui/js/i18n.js';

setCatalog([{
  game: 'generals',
  rules: {
    sides: [{ side: 'first', id: 'south', nameEn: 'South', nameZh: '南军', groups: ['r', 'b'] }, { side: 'second', id: 'north', nameEn: 'North', nameZh: '北军', groups: ['y', 'g'] }],
    pieces: [],
  },
}]);

test('generals and teams are named from the catalog', () => {
  assert.equal(errorDetail({ code: 'army.wrong-team', params: { general: 'y', team: 'first' } }), '黄将不是南军的将领');
  assert.equal(errorDetail({ code: 'army.incomplete', params: { missing: ['r', 'g'] } }), '布阵未完成：还在等红将、绿将');
});

test('an error without a template has no detail (the kind says it)', () => {
  assert.equal(errorDetail({ kind: 'stale', message: 'old' }), null);
});

// The engine's codes and their parameters, as engine/tests/error_code_list.rs writes them.
const ENGINE_ERRORS = JSON.parse(readFileSync(new URL('./engine-errors.json', import.meta.url), 'utf8'));
const ENGINE_PREFIXES = ['zhili', 'twin-cities', 'generals', 'army'];
const placeholders = (template) => [...new Set([...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();

for (const lang of ['zh', 'zh-Hant', 'en']) {
  test(`${lang}: every engine error has a template that uses exactly its parameters`, () => {
    for (const [code, params] of Object.entries(ENGINE_ERRORS)) {
      const template = CODES[lang][code];
      assert.equal(typeof template, 'string', `${lang} has a template for ${code}`);
      assert.deepEqual(placeholders(template), [...params].sort(), `${lang} ${code}: the template's {names} are the engine's parameters`);
    }
  });

  test(`${lang}: every template of a game's error is a code the engine sends`, () => {
    const stale = Object.keys(CODES[lang]).filter((code) => ENGINE_PREFIXES.includes(code.split('.')[0]) && code.includes('.') && !(code in ENGINE_ERRORS));
    assert.deepEqual(stale, [], 'templates for codes the engine no longer sends');
  });
}

test('a limit reaches the text from the engine, not from the template', () => {
  setLanguage('en');
  assert.equal(errorDetail({ code: 'army.soldier-count', params: { general: 'r', count: 3, soldiers: 7 } }), 'The Red general has 3 soldiers; each general commands exactly 7');
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
