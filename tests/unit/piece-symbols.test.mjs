// The symbol piece set (ui/js/piece-symbols.js): every piece kind of the engine's catalog has a
// symbol, and any two kinds that share a board stay apart at 44 px in greyscale, and at 26 px
// (a fitted phone board's smallest disc). Each symbol is rasterised here from its shapes (4 × 4
// samples a pixel, black ink on white, the disc 44 px across, the symbol at its size on the
// board) and two kinds must differ by at least MIN_DIFFERENT_PIXELS (the sum of |grey a −
// grey b| over the image, in whole pixels; at 26 px, the same share of the disc's area).

import test from 'node:test';
import assert from 'node:assert/strict';
import { golden } from './golden.mjs';
import { symbolOf, symbolsOf } from '../../ui/js/piece-symbols.js';
import { SYMBOL_STROKE, SYMBOL_SCALE } from '../../ui/js/svg.js';
import * as DRAWERS from '../../ui/js/boards/drawers.js';
import { loadBoards } from '../../ui/js/boards/index.js';
import { setCatalog } from '../../ui/js/catalog.js';

setCatalog(golden('catalog'));
await loadBoards();

const SIZE = 44;
const SAMPLES = 4;
/** The least difference between two kinds of a game; the closest pair today is printed below. */
const MIN_DIFFERENT_PIXELS = 48;

/** Distance from (px, py) to the segment (ax, ay)–(bx, by). */
function toSegment(px, py, ax, ay, bx, by) {
  const [dx, dy] = [bx - ax, by - ay];
  const len = dx * dx + dy * dy;
  const t = len ? Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / len)) : 0;
  return Math.hypot(px - ax - t * dx, py - ay - t * dy);
}

function insidePolygon(px, py, pts) {
  let inside = false;
  for (let i = 0, j = pts.length - 2; i < pts.length; j = i, i += 2) {
    const [xi, yi, xj, yj] = [pts[i], pts[i + 1], pts[j], pts[j + 1]];
    if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Whether the point (x, y), in the symbol's units, is inked by `shape`. */
function inked([tag, ...a], x, y) {
  const half = SYMBOL_STROKE / 2;
  if (tag === 'line') return toSegment(x, y, ...a) <= half;
  if (tag === 'poly') {
    for (let i = 2; i < a[0].length; i += 2) if (toSegment(x, y, a[0][i - 2], a[0][i - 1], a[0][i], a[0][i + 1]) <= half) return true;
    return false;
  }
  if (tag === 'fill') return insidePolygon(x, y, a[0]);
  if (tag === 'ring') return Math.abs(Math.hypot(x - a[0], y - a[1]) - a[2]) <= half;
  if (tag === 'dot') return Math.hypot(x - a[0], y - a[1]) <= a[2];
  throw new Error(`unknown shape '${tag}'`);
}

/** The symbol on a disc `size` px across (44 unless said): grey levels 0 (ink) … 255 (paper), row by row. */
function rasterise(shapes, size = SIZE) {
  const unitPx = (size / 2) * SYMBOL_SCALE; // pixels per symbol unit
  const grey = new Float64Array(size * size);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let hits = 0;
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const x = (px + (sx + 0.5) / SAMPLES - size / 2) / unitPx;
          const y = (py + (sy + 0.5) / SAMPLES - size / 2) / unitPx;
          if (shapes.some((s) => inked(s, x, y))) hits++;
        }
      }
      grey[py * size + px] = 255 * (1 - hits / (SAMPLES * SAMPLES));
    }
  }
  return grey;
}

const difference = (a, b) => a.reduce((sum, v, i) => sum + Math.abs(v - b[i]), 0) / 255;

test('every piece kind of the engine\'s catalog has a symbol, and no symbol is of a kind it lacks', () => {
  for (const entry of golden('catalog')) {
    const kinds = entry.rules.pieces.map((p) => p.code);
    const missing = kinds.filter((k) => !symbolOf(entry.game, k));
    assert.deepEqual(missing, [], `${entry.game}: kinds without a symbol`);
    assert.deepEqual(Object.keys(symbolsOf(entry.game)).sort(), [...kinds].sort(), `${entry.game}: the symbols are the catalog's kinds`);
  }
  // One table per game, exported by its board drawer (ui/js/boards/drawers.js).
  for (const { info } of golden('catalog')) assert.ok(info.board in DRAWERS, info.board);
});

test('the rasteriser sees a symbol: ink where a shape is, paper elsewhere', () => {
  const dot = rasterise([['dot', 0, 0, 5]]);
  assert.equal(dot[22 * SIZE + 22], 0, 'the centre is ink');
  assert.equal(dot[2 * SIZE + 2], 255, 'a corner is paper');
  assert.ok(difference(dot, rasterise([['ring', 0, 0, 5]])) > MIN_DIFFERENT_PIXELS, 'a dot and a ring differ');
  assert.ok(difference(dot, rasterise([['dot', 0.3, 0, 5]])) < MIN_DIFFERENT_PIXELS, 'a dot moved by a hair does not');
});

/** The pairs of kinds of one game that differ by less than `least` px on a disc `size` px across, and the closest pair. */
function tooAlike(size, least) {
  const failures = [];
  let closest = { d: Infinity };
  for (const entry of golden('catalog')) {
    const pieces = entry.rules.pieces;
    const images = pieces.map((p) => rasterise(symbolOf(entry.game, p.code), size));
    for (let i = 0; i < pieces.length; i++) {
      for (let j = i + 1; j < pieces.length; j++) {
        // Two sides' pieces of one kind (the catalog names them alike) share a symbol; their
        // discs' colours tell them apart (contrast.test.mjs).
        if (pieces[i].nameEn === pieces[j].nameEn) continue;
        const d = difference(images[i], images[j]);
        const pair = `${entry.game} ${pieces[i].code}/${pieces[j].code}`;
        if (d < closest.d) closest = { d, pair };
        if (d < least) failures.push(`${pair}: ${d.toFixed(1)} px`);
      }
    }
  }
  console.log(`at ${size} px, closest pair: ${closest.pair}, ${closest.d.toFixed(1)} px apart`);
  return failures;
}

test(`any two kinds of a game differ by ≥ ${MIN_DIFFERENT_PIXELS} px at 44 px in greyscale`, () => {
  assert.deepEqual(tooAlike(SIZE, MIN_DIFFERENT_PIXELS), []);
});

// A phone shows each board whole (docs/mobile.md): Generals' units and Twin Cities' reserve
// discs are then about 26 px across (Twin Cities' pieces 34, Zhili's 58). The same test there,
// its least difference the same share of the disc's area.
const FITTED = 26;
test(`any two kinds of a game still differ at ${FITTED} px, a fitted phone board's smallest disc`, () => {
  assert.deepEqual(tooAlike(FITTED, (MIN_DIFFERENT_PIXELS * FITTED * FITTED) / (SIZE * SIZE)), []);
});

test('the English UI draws the symbols unless told otherwise; every language can choose either set', async () => {
  const { setLanguage, loadLanguage } = await import('../../ui/js/i18n.js');
  await loadLanguage('zh-Hant');
  const { setPieceSet, pieceSet } = await import('../../ui/js/piece-look.js');
  const { setCatalog } = await import('../../ui/js/catalog.js');
  setCatalog(golden('catalog'));
  const seen = [];
  for (const lang of ['zh', 'zh-Hant', 'en']) {
    setLanguage(lang);
    setPieceSet(null);
    const unset = pieceSet();
    setPieceSet('symbols');
    const symbols = pieceSet();
    setPieceSet('characters');
    seen.push([lang, unset, symbols, pieceSet()]);
  }
  assert.deepEqual(seen, [
    ['zh', 'characters', 'symbols', 'characters'],
    ['zh-Hant', 'characters', 'symbols', 'characters'],
    ['en', 'symbols', 'symbols', 'characters'],
  ]);
});
