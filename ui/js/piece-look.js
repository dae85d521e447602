// Which piece set the boards draw: the characters of the games' registry entries, or the
// drawn symbols of piece-symbols.js. The player's setting (`pieceSet`) chooses; unset, the
// English UI draws the symbols and the Chinese ones the characters.

import { language, pieceGlyph } from './i18n.js';
import { symbolOf } from './piece-symbols.js';

/** @type {'characters' | 'symbols' | null} */
let chosen = null;

/** @param {'characters' | 'symbols' | null | undefined} set the setting; unset follows the language */
export function setPieceSet(set) {
  chosen = set || null;
}

/** @returns {'characters' | 'symbols'} the set the boards draw now */
export function pieceSet() {
  return chosen || (language() === 'en' ? 'symbols' : 'characters');
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
