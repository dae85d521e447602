// The board of a game, drawn by the drawer its registry entry names (`info.board`) from the
// engine's geometry of it (`rules.board` of the catalog) and the game's own part of the
// catalog (`rules.part`), which only the drawer reads. An unknown game or drawer is an error.

import * as LOADERS from './drawers.js';
import { games, infoOf } from '../catalog.js';

/** @import { GameKind, GameCatalog, Side } from '../contract.js' */
/** @import { Board } from '../view-types.js' */

/** The drawer modules loaded, by id. @type {Map<string, any>} */
const loaded = new Map();

/**
 * Loads the drawer of each game the core lists (`games`, by default all of the catalog's),
 * once: a screen that draws a board waits for this (main.js). A drawer no game names is never
 * loaded; a game whose drawer does not exist is an error.
 * @param {string[]} [list]
 */
export async function loadBoards(list = games()) {
  await Promise.all(list.map(async (game) => {
    const id = infoOf(game).board;
    if (loaded.has(id)) return;
    const load = /** @type {Record<string, () => Promise<any>>} */ (LOADERS)[id];
    if (!load) throw new Error(`no board drawer '${id}' for ${game}`);
    loaded.set(id, await load());
  }));
}

/** The drawer module of `game` (see drawers.js for what it exports), once loaded. */
function drawerOf(game) {
  const id = infoOf(game).board;
  const drawer = loaded.get(id);
  if (!drawer) throw new Error(`board drawer '${id}' for ${game} not loaded (loadBoards)`);
  return drawer;
}

/**
 * The symbols of `game`'s piece kinds, from its drawer; none before it is loaded.
 * @param {string} game
 * @returns {Record<string, any[]>}
 */
export function symbolsOf(game) {
  const drawer = loaded.get(infoOf(game).board);
  return drawer ? drawer.SYMBOLS : {};
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
