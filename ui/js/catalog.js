// The games as the core lists them (`catalog`): AI levels and the engine's catalog of each
// game (`rules`: sides, seat layouts, timer, start, board, pieces, army rules, diagrams). The
// UI takes its rule facts from here, except those still written in rules-text.js (the rules
// pages), error-text.js (limits in messages) and i18n.js's PIECES (glyphs): issue 19.

/** @import { CatalogEntry, GameCatalog, SeatLayout, Side } from './types.js' */

/** @type {Map<string, CatalogEntry>} */
const entries = new Map();

/** @param {CatalogEntry[]} list */
export function setCatalog(list) {
  entries.clear();
  for (const e of list || []) entries.set(e.game, e);
}

/**
 * The engine's catalog of `game`, if the core sent it.
 * @param {string} game
 * @returns {GameCatalog | undefined}
 */
export function rulesOf(game) {
  const e = entries.get(game);
  return e ? e.rules : undefined;
}

/**
 * The seat layout of `game` with `count` seats.
 * @param {string} game
 * @param {number} count
 * @returns {SeatLayout | undefined}
 */
export function seatLayout(game, count) {
  return ((rulesOf(game) || {}).seatLayouts || []).find((l) => l.seats.length === count);
}

/**
 * The side seat `i` plays, by the game's seat layout.
 * @param {string} game
 * @param {number} count
 * @param {number} i
 * @returns {Side}
 */
export function seatSide(game, count, i) {
  const layout = seatLayout(game, count);
  return layout && layout.seats[i] ? layout.seats[i].side : i === 0 ? 'first' : 'second';
}
