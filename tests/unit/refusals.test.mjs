// The arbiter in the UI: a refused tap asks the core why (play-model.js `tap` → `refused`),
// and the answer is said in the player's language with the rule it cites (error-text.js
// `refusalText`), from the game's texts in the catalog (engine/texts/<game>.toml `refusals`).
// The engine's side, every code with its template and parameters, is engine/tests/refusals.rs.

import test from 'node:test';
import assert from 'node:assert/strict';
import { PlayModel } from '../../ui/js/screens/play-model.js';
import { setCatalog } from '../../ui/js/catalog.js';
import { refusalText } from '../../ui/js/error-text.js';
import { setLanguage, loadLanguage } from '../../ui/js/i18n.js';
import { ZH_HANT } from '../../ui/js/zh-hant.js';
import { golden } from './golden.mjs';

// 繁體中文's tables load on demand, as the app loads them when that language is chosen.
await loadLanguage('zh-Hant');

const CATALOG = golden('catalog');
setCatalog(CATALOG);
const REFUSED = golden('refused-zhili');

test('Z4: a tap that fits nothing clears the selection and asks why; the answer shows until the next tap', () => {
  const m = new PlayModel(golden('snapshot-zhili-start'), {});
  m.tap('8');
  const asked = m.tap('3');
  assert.deepEqual(asked, { refused: { chosen: ['8'], at: '3', ply: 0, tap: 2 } });
  assert.deepEqual(m.tokens, []);
  assert.equal(m.explained(asked.refused, REFUSED), true);
  assert.deepEqual(m.frame().refused, REFUSED);
  m.tap('8');
  assert.equal(m.frame().refused, null);
});

test('an answer for an older ply, or after a newer tap or press, is not shown', () => {
  const m = new PlayModel(golden('snapshot-zhili-start'), {});
  const { refused } = m.tap('3');
  assert.equal(m.explained({ ...refused, ply: 4 }, REFUSED), false);
  assert.equal(m.explained(refused, null), false);
  m.tap('8');
  m.cancel(); // no taps left, but a tap came since
  assert.equal(m.explained(refused, REFUSED), false);
  const again = m.tap('3').refused;
  assert.equal(m.explained(again, REFUSED), true);
  m.cancel();
  assert.equal(m.frame().refused, null, 'a press clears it');
  // An answer that comes back after the game moved (here an undo-like new snapshot) is dropped.
  const late = m.tap('3').refused;
  m.setSnap({ ...golden('snapshot-zhili-moved'), id: m.snap.id, revision: m.snap.revision + 1 });
  assert.equal(m.explained({ ...late, ply: m.snap.ply }, REFUSED), false);
});

test('the sentence cites the rule, in 简体, 繁體 and English', () => {
  setLanguage('en');
  assert.equal(refusalText('zhili', REFUSED), '8 to 3 is no move: a piece steps along a line to the next point, or jumps over one piece along one of the two straight lines (Z4)');
  setLanguage('zh');
  assert.equal(refusalText('zhili', REFUSED), '从 8 到 3 不成一步：只能沿线走到相邻的空点，或沿两条直线跳过一枚棋子（Z4）');
  setLanguage('zh-Hant');
  assert.match(refusalText('zhili', REFUSED), /^從 8 到 3 不成一步：只能沿線走到相鄰的空點/);
  setLanguage('zh');
});

test('pieces, sides and generals are named from the catalog', () => {
  setLanguage('en');
  assert.equal(refusalText('twin-cities', { code: 'twin-cities.pattern-S', params: { kind: 'S' }, rule: 'T5', lesson: null }), 'A Soldier moves one point forward, back, left or right, and captures the same way (T5)');
  assert.match(refusalText('zhili', { code: 'zhili.rival-piece', params: { point: '0', side: 'second' }, rule: 'Z4', lesson: null }), /^The piece on 0 is Black's:/);
  assert.equal(refusalText('generals', { code: 'generals.only-the-troops', params: { general: 'r' }, rule: 'G5', lesson: null }), "This turn the Red general's troops act: only its soldiers, not the general (G5)");
  setLanguage('zh');
});

// Every template of every game, filled with sample values for its parameters: nothing is left
// unfilled, and 繁體 has its converted form (scripts/traditional/convert.mjs).
const SAMPLE = { point: 'e5', cell: 'c5', from: '8', to: '3', over: '7', side: 'second', general: 'r', moves: '2', reach: '5', min: '2', max: '4', capacity: '2', reserve: '4', tiger: '3', other: '2' };
for (const lang of ['zh', 'zh-Hant', 'en']) {
  test(`${lang}: every refusal of every game reads, with its rule`, () => {
    setLanguage(lang);
    for (const { game, rules } of CATALOG) {
      const kind = rules.pieces[0].code;
      for (const [code, text] of Object.entries(rules.texts.refusals)) {
        if (lang === 'zh-Hant') assert.ok(ZH_HANT.names[text.zh], `${code}: a 繁體 form`);
        const params = Object.fromEntries([...text.en.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name, name === 'kind' ? kind : SAMPLE[name]]));
        const said = refusalText(game, { code, params, rule: 'X1', lesson: null });
        assert.doesNotMatch(said, /[{}]/, `${lang} ${code}: ${said}`);
        assert.match(said, /X1[)）]$/, `${lang} ${code} cites its rule`);
      }
    }
    setLanguage('zh');
  });
}
