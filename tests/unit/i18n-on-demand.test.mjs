// 繁體中文's tables (ui/js/zh-hant.js, the UI's largest module) are read only once that language
// is chosen: a start in 简体 or English does not load them, and no module of the start imports
// them (scripts/start-modules.mjs counts the start's modules).

import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { setLanguage, loadLanguage, traditionalTables, t } from '../../ui/js/i18n.js';

test('繁體中文 loads when chosen, and is refused until then', async () => {
  assert.equal(traditionalTables(), null, 'not loaded by the import of i18n.js');
  await loadLanguage('en');
  await loadLanguage('zh');
  assert.equal(traditionalTables(), null, 'nor by 简体 or English');
  assert.throws(() => setLanguage('zh-Hant'), /await loadLanguage/);
  await loadLanguage('zh-Hant');
  setLanguage('zh-Hant');
  assert.equal(t('settings'), '設定');
  setLanguage('zh');
});

test('no module imports zh-hant.js statically', () => {
  const dir = new URL('../../ui/js/', import.meta.url);
  const files = readdirSync(dir, { recursive: true }).map(String).filter((f) => f.endsWith('.js'));
  const importing = files.filter((f) => /^\s*import\s[^;]*from\s+['"][./]*zh-hant\.js['"]/m.test(readFileSync(new URL(f, dir), 'utf8')));
  assert.deepEqual(importing, []);
});
