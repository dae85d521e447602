// The three languages: 简体中文, 繁體中文 and English have the same keys and placeholders
// everywhere, and the 繁體 texts (ui/js/zh-hant.js) were converted from today's 简体 ones.

import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { TABLE, LANGUAGES, setLanguage, t, localName, localText, loadLanguage } from '../../ui/js/i18n.js';
import { CODES } from '../../ui/js/error-text.js';
import { ZH_HANT } from '../../ui/js/zh-hant.js';
import { simplifiedSources, zhTexts, engineDataTexts } from '../../scripts/traditional/sources.mjs';

// 繁體中文's tables load on demand, as the app loads them when that language is chosen.
await loadLanguage('zh-Hant');

const IDS = LANGUAGES.map((l) => l.id);
const REGENERATE = 'run `node scripts/traditional/convert.mjs` (after `npm ci --prefix scripts/traditional`)';

const placeholders = (text) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** Asserts that every language of `tables` has the keys of the first, with the same placeholders. */
function sameKeys(what, tables) {
  const [first, ...rest] = IDS;
  const keys = Object.keys(tables[first]).sort();
  for (const id of rest) {
    assert.ok(tables[id], `${what} has ${id}`);
    assert.deepEqual(Object.keys(tables[id]).sort(), keys, `${what}: ${id} has the keys of ${first}`);
    for (const k of keys) assert.deepEqual(placeholders(tables[id][k]), placeholders(tables[first][k]), `${what} ${k}: ${id}'s placeholders`);
  }
}

test('UI strings: the three languages have the same keys and placeholders', () => {
  assert.deepEqual(IDS, ['zh', 'zh-Hant', 'en']);
  sameKeys('strings', TABLE);
});

test('error texts: the three languages have the same codes and placeholders', () => {
  sameKeys('errors', { ...CODES, 'zh-Hant': ZH_HANT.errors });
});

test('繁體中文 is converted from today\'s 简体 texts', () => {
  const snapshot = JSON.parse(readFileSync(new URL('../../scripts/traditional/sources.json', import.meta.url), 'utf8'));
  const now = simplifiedSources();
  for (const part of Object.keys(now)) {
    const stale = [];
    const walk = (a, b, path) => {
      if (typeof a === 'string' || typeof b === 'string') {
        if (a !== b) stale.push(path);
        return;
      }
      for (const k of new Set([...Object.keys(a || {}), ...Object.keys(b || {})])) walk(a && a[k], b && b[k], `${path}.${k}`);
    };
    walk(now[part], snapshot[part], part);
    assert.deepEqual(stale, [], `简体 texts changed since the 繁體 was made: ${REGENERATE}`);
  }
});

test('繁體中文 reads as Traditional: no 简体-only character is left, and the quotes are 「」', () => {
  // Characters that exist only in the Simplified script and appear in the 简体 texts.
  const simplifiedOnly = new Set([...'这个们说对时为会过还没设谱导选择请认败胜将车马骑铁钩锤据开关结录']);
  const { names, ...texts } = ZH_HANT;
  const text = JSON.stringify(texts) + Object.values(names).join('');
  const left = [...new Set([...text].filter((c) => simplifiedOnly.has(c)))];
  assert.deepEqual(left, []);
  assert.ok(!/[“”]/.test(text), 'curly quotes become 「」');
});

test('t() and localName() speak the language set', () => {
  setLanguage('zh-Hant');
  assert.equal(t('settings'), '設定');
  assert.equal(localName({ nameZh: '红方', nameEn: 'Red' }), ZH_HANT.names['红方']);
  setLanguage('en');
  assert.equal(t('settings'), 'Settings');
  assert.equal(localName({ nameZh: '红方', nameEn: 'Red' }), 'Red');
  setLanguage('zh');
  assert.equal(t('settings'), '设置');
  setLanguage('fr');
  assert.equal(t('settings'), '设置', 'an unknown language falls back to 简体');
});

test('the engine\'s data texts (the lessons\') are read from their zh keys, and each has its 繁體 twin', () => {
  const toml = '[[lesson]]\nid = "x"\n[lesson.title]\nzh = "走一格，堵住出路"\nen = "Step"\n[[lesson.hints]]\n  zh = "从 8 走到 7：\\"空\\"点"  # a comment\n';
  assert.deepEqual(zhTexts(toml, 'sample.toml'), ['走一格，堵住出路', '从 8 走到 7："空"点']);
  assert.throws(() => zhTexts('zh = """\nmany lines\n"""', 'bad.toml'), /bad\.toml:1: a zh text must be one/);
  const missing = engineDataTexts().filter((text) => !ZH_HANT.names[text]);
  assert.deepEqual(missing, [], `engine texts without their 繁體 twin: ${REGENERATE}`);
});

test('localText() gives an engine text in the language set: its own zh-Hant, else the converted 简体', () => {
  const text = { zh: '红方', en: 'Red' };
  setLanguage('zh-Hant');
  assert.equal(localText(text), ZH_HANT.names['红方']);
  assert.equal(localText({ zh: '红方', 'zh-Hant': '紅方（自訂）', en: 'Red' }), '紅方（自訂）');
  setLanguage('en');
  assert.equal(localText(text), 'Red');
  setLanguage('zh');
  assert.equal(localText(text), '红方');
  assert.equal(localText(null), '');
});
