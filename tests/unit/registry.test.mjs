// Every game of the engine's registry has its entry in each of the UI's own tables: a board
// drawer, its names, error templates and action words in the three languages, and its glyphs. The registry
// is the engine's own (tests/unit/golden/registry.json, written and kept up to date by
// `cargo test -p shuangcheng-engine --test registry`).

import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import * as DRAWERS from '../../ui/js/boards/drawers.js';
import { SETUPS } from '../../ui/js/boards/setups.js';
import { setupOf } from '../../ui/js/screens/setup.js';
import { createBoard, loadBoards } from '../../ui/js/boards/index.js';
import { setCatalog, games, infoOf } from '../../ui/js/catalog.js';
import { LANGUAGES, setLanguage, pieceGlyph, gameName, gameBlurb, loadLanguage, t } from '../../ui/js/i18n.js';
import { templateOf } from '../../ui/js/error-text.js';
import { template } from '../../ui/js/words.js';
import { ZH_HANT } from '../../ui/js/zh-hant.js';
import { golden } from './golden.mjs';

// 繁體中文's tables load on demand, as the app loads them when that language is chosen.
await loadLanguage('zh-Hant');

const REGISTRY = JSON.parse(readFileSync(new URL('./golden/registry.json', import.meta.url), 'utf8'));
setCatalog(REGISTRY.map(({ game, info }) => ({ game, info, rules: { board: {} } })));

test('the UI lists the games of the registry, in its order', () => {
  assert.deepEqual(games(), REGISTRY.map((g) => g.game));
  assert.ok(games().length >= 3);
});

test('every game has a board drawer, loaded when listed; an unknown game or drawer is an error, not another board', async () => {
  for (const { game, info } of REGISTRY) assert.equal(typeof (await DRAWERS[info.board]()).createBoard, 'function', `${game}: ui/js/boards/${info.board}.js`);
  assert.throws(() => createBoard(REGISTRY[0].game, null, { board: {} }, () => {}), /not loaded/, 'a drawer is drawn with only once loaded');
  await loadBoards();
  assert.throws(() => createBoard('chess', null, { board: {} }, () => {}), /unknown game 'chess'/);
  setCatalog([{ game: 'chess', info: { board: 'chess' }, rules: { board: {} } }]);
  await assert.rejects(loadBoards(), /no board drawer 'chess'/);
  setCatalog(REGISTRY.map(({ game, info }) => ({ game, info, rules: { board: {} } })));
});

test('a game\'s own part of the catalog is its board drawer\'s to read, and only its', () => {
  for (const { game, part } of REGISTRY) assert.ok(part && typeof part === 'object', `${game}: the registry carries its part`);
  const root = new URL('../../ui/js/', import.meta.url);
  const files = readdirSync(root, { recursive: true }).filter((f) => f.endsWith('.js'));
  const code = (f) => readFileSync(new URL(f, root), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
  const readers = files.filter((f) => /\.part\b/.test(code(f))).sort();
  // The drawers and the modules beside them (boards/<board>*.js: Generals' army builder) and
  // the one that hands the part to them (boards/index.js).
  const drawers = (f) => f.startsWith('boards/') && REGISTRY.some(({ info }) => f.startsWith(`boards/${info.board}`) || f === 'boards/index.js');
  const others = readers.filter((f) => !drawers(f));
  assert.deepEqual(others, [], 'no shared module reads a game\'s part');
  assert.ok(readers.includes('boards/index.js'), 'the scan finds where the part is handed to the drawers');
});

test('every game with a setup phase has its setup builder beside its board drawer, and no other game has one', async () => {
  for (const { game, info } of REGISTRY) {
    assert.equal(typeof SETUPS[info.board] === 'function', info.capabilities.setupPhase, `${game}: ui/js/boards/setups.js`);
    if (!info.capabilities.setupPhase) continue;
    const builder = await setupOf(game);
    assert.equal(typeof builder.showBuilder, 'function', `${game}: its builder draws`);
    for (const { id } of LANGUAGES) {
      setLanguage(id);
      for (const key of Object.values(builder.TEXTS)) assert.notEqual(t(key), key, `${game}: '${key}' in ${id}`);
    }
  }
  setLanguage('zh');
  setCatalog([{ game: 'chess', info: { board: 'chess' }, rules: { board: {} } }]);
  assert.throws(() => setupOf('chess'), /no setup builder 'chess'/);
  setCatalog(REGISTRY.map(({ game, info }) => ({ game, info, rules: { board: {} } })));
});

test('every game says its errors and its actions in the three languages, from its own texts', () => {
  const catalog = golden('catalog');
  setCatalog(catalog);
  for (const { game, rules } of catalog) {
    const codes = Object.keys(rules.texts.errors);
    const verbs = Object.keys(rules.texts.words).filter((k) => !k.endsWith('.one'));
    assert.ok(codes.some((code) => code.startsWith(`${game}.`)), `${game}: position error templates`);
    for (const { id } of LANGUAGES) {
      setLanguage(id);
      for (const code of codes) {
        const found = templateOf(code);
        assert.ok(found && found.game === game && found.template, `${game} ${code} in ${id}`);
        if (id === 'zh-Hant') assert.equal(found.template, ZH_HANT.names[rules.texts.errors[code].zh], `${code}: its converted 繁體 form`);
      }
      for (const verb of verbs) {
        const text = template(game, verb, false);
        assert.ok(text && !text.includes('words.'), `${game} ${verb} in ${id}`);
        if (id === 'zh-Hant') assert.equal(text, ZH_HANT.names[rules.texts.words[verb].zh], `${game} ${verb}: its converted 繁體 form`);
      }
    }
  }
  setLanguage('zh');
  setCatalog(REGISTRY.map(({ game, info }) => ({ game, info, rules: { board: {} } })));
});

test('names, blurbs and glyphs come from the registry, in the current script', () => {
  for (const { game, info, pieces } of REGISTRY) {
    for (const { id } of LANGUAGES) {
      setLanguage(id);
      assert.ok(gameName(game) && gameName(game) === info.names[id], `${game}'s name in ${id}`);
      assert.ok(gameBlurb(game) && gameBlurb(game) === info.blurb[id], `${game}'s blurb in ${id}`);
      for (const code of pieces) assert.notEqual(pieceGlyph(game, code), code, `${game} ${code}: a glyph in ${id}`);
    }
  }
  // The 繁體 forms are Traditional: no 简体-only character of these names is left.
  const simplifiedOnly = /[隶双将骑铁钩锤据车潜经营换敌区点胜对阵陆错歼]/;
  for (const { game, info } of REGISTRY) {
    const hant = [info.names['zh-Hant'], info.blurb['zh-Hant'], ...info.glyphs.map((g) => g['zh-Hant'])].join('');
    assert.doesNotMatch(hant, simplifiedOnly, `${game}'s 繁體 texts`);
  }
  setLanguage('zh-Hant');
  assert.equal(pieceGlyph('generals', 'HC'), '鐵');
  assert.equal(pieceGlyph('twin-cities', 'S', 'second'), '卒');
  setLanguage('zh');
  assert.equal(pieceGlyph('generals', 'HC'), '铁');
  assert.throws(() => pieceGlyph('chess', 'K'), /unknown game 'chess'/);
  assert.throws(() => infoOf('chess'), /unknown game 'chess'/);
});
