// The board of a game, drawn by the drawer its registry entry names (`info.board`) from the
// engine's geometry of it (`rules.board` of the catalog) and the game's own part of the
// catalog (`rules.part`), which only the drawer reads. An unknown game or drawer is an error.

import * as DRAWERS from './drawers.js';
import { infoOf } from '../catalog.js';

/** @import { GameKind, GameCatalog, Side } from '../contract.js' */
/** @import { Board } from '../view-types.js' */

/** The drawer module of `game` (see drawers.js for what it exports). */
function drawerOf(game) {
  const id = infoOf(game).board;
  const drawer = DRAWERS[id];
  if (!drawer) throw new Error(`no board drawer '${id}' for ${game}`);
  return drawer;
}

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
  return drawerOf(game).createBoard(host, onTap, rules.board, rules.part, onReserveTap || (() => {}));
}

/**
 * The rules page's unit table of `game` from its drawer, a row a unit kind (Generals', G3);
 * `null` for a game without one.
 * @param {GameKind} game
 * @param {GameCatalog} rules
 * @returns {{ code: string, move: string, reach: string, hp: string, limit: string }[] | null}
 */
export function unitRowsOf(game, rules) {
  const drawer = drawerOf(game);
  return 'unitRows' in drawer ? drawer.unitRows(rules.part) : null;
}
