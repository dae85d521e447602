// The board of a game, built from the engine's geometry of it (`rules.board` of the catalog).

import { createZhiliBoard } from './zhili.js';
import { createTwinBoard } from './twin.js';
import { createGeneralsBoard } from './generals.js';

/** @import { Board, GameKind, GameCatalog, Side } from '../types.js' */

/**
 * `onTap(point)`; `onReserveTap(side, kind)` for Twin Cities' reserve ring.
 * @param {GameKind} game
 * @param {Element} host
 * @param {GameCatalog} rules
 * @param {(point: string) => void} onTap
 * @param {(side: Side, kind: string) => void} [onReserveTap]
 * @returns {Board}
 */
export function createBoard(game, host, rules, onTap, onReserveTap) {
  if (game === 'zhili') return createZhiliBoard(host, onTap, rules.board);
  if (game === 'twin-cities') return createTwinBoard(host, onTap, onReserveTap || (() => {}), rules.board);
  return createGeneralsBoard(host, onTap, rules.board);
}
