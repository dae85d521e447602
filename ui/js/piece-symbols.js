// The symbol piece set: one drawn symbol per piece kind of each game, keyed by the engine's kind
// code (presentation only: which kinds exist comes from the engine's catalog), and what a piece's
// disc shows in the set the player chose (piece-look.js). Each game's table sits beside its
// board drawer (ui/js/boards/<board>-symbols.js, exported by the drawer: ui/js/boards/drawers.js). Each
// symbol is plain shapes in a box from -10 to 10, so that the board draws it as SVG (svg.js
// symbolGlyph) and the unit test rasterises the same shapes at 44 px in greyscale
// (tests/unit/piece-symbols.test.mjs: every kind of the catalog has one, and any two kinds of a
// game differ by enough pixels).
//
// Shapes: ['line', x1, y1, x2, y2] and ['poly', [x, y, …]] are stroked; ['fill', [x, y, …]] is
// a filled polygon; ['ring', cx, cy, r] a stroked circle; ['dot', cx, cy, r] a filled one.

import { symbolsOf } from './boards/index.js';
import { pieceGlyph } from './i18n.js';
import { pieceSet } from './piece-look.js';

export { symbolsOf };

/** The symbol of a kind (its code as the engine writes it, or upper-cased), or undefined. */
export function symbolOf(game, kind) {
  const set = symbolsOf(game);
  return set[kind] || set[kind.toUpperCase()];
}

/**
 * What a piece's disc shows: its character (`pieceGlyph`), or `{ symbol }` in the symbol set.
 * @param {string} game
 * @param {string} kind
 * @param {string} [side]
 * @returns {string | { symbol: any[] }}
 */
export function pieceLabel(game, kind, side) {
  const symbol = pieceSet() === 'symbols' && symbolOf(game, kind);
  return symbol ? { symbol } : pieceGlyph(game, kind, side);
}
