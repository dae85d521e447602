// The board of a game, drawn by the drawer its registry entry names (`info.board`) from the
// engine's geometry of it (`rules.board` of the catalog). An unknown game or drawer is an error.

import * as DRAWERS from './drawers.js';
import { infoOf } from '../catalog.js';

/** @import { GameKind, GameCatalog, Side } from '../contract.js' */
/** @import { Board } from '../view-types.js' */

/**
 * `onTap(point)`; `onReserveTap(side, kind)` for a board with a reserve ring.
 * @param {GameKind} game
 * @param {Element} host
 * @param {GameCatalog} rules
 * @param {(point: string) => void} onTap
 * @param {(side: Side, kind: string) => void} [onReserveTap]
 * @returns {Board}
 */
export function createBoard(game, host, rules, onTap, onReserveTap) {
  const id = infoOf(game).board;
  const draw = DRAWERS[id];
  if (!draw) throw new Error(`no board drawer '${id}' for ${game}`);
  return draw(host, onTap, rules.board, onReserveTap || (() => {}));
}
