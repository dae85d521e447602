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
  setLanguage('zh');
  assert.equal(errorDetail({ code: 'generals.no-damage-count', params: { value: 'x', max: 99 } }), '无伤害回合数须为 0–99，不是“x”');
});
