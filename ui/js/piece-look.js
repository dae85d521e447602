// Which piece set the boards draw: the characters of the games' registry entries, or the
// drawn symbols of piece-symbols.js (which draws a disc's label, `pieceLabel`). The player's
// setting (`pieceSet`) chooses; unset, the English UI draws the symbols and the Chinese ones the
// characters. The setting alone, so that the start (main.js) loads no symbol table.

import { language } from './i18n.js';

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
