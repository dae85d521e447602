// The games as the core lists them (`catalog`), in the engine registry's order: each one's
// registry entry (`info`: names, capabilities, timer range, glyphs, board drawer), AI levels,
// the settings' level and timer for it, and the engine's catalog of it (`rules`: sides, seat
// layouts, timer, start, board points, piece names, diagrams, and the game's own `part`, which
// only its board drawer reads: ui/js/boards/drawers.js). This is the UI's only list of the
// games; a game the core did not list is an error, never a default. The UI takes its rule facts
// from here, and each game's words for its refusals and actions (`texts`).

/** @import { CatalogEntry, GameCatalog, GameInfo, SeatLayout, Side, Text } from './contract.js' */

/** @type {Map<string, CatalogEntry>} */
const entries = new Map();

/** @param {CatalogEntry[]} list */
export function setCatalog(list) {
  entries.clear();
  for (const e of list || []) entries.set(e.game, e);
}

/** @returns {string[]} The ids of the games, in the registry's order. */
export function games() {
  return [...entries.keys()];
}

/**
 * The registry entry of `game`; throws for a game the core did not list.
 * @param {string} game
 * @returns {GameInfo}
 */
export function infoOf(game) {
  const e = entries.get(game);
  if (!e) throw new Error(`unknown game '${game}'`);
  return e.info;
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
 * The template of error `code` (`twin-cities.rank-count`, `army.same-cell`) in the texts of the
 * game that sends it, with that game; `undefined` for a code of no game's.
 * @param {string} code
 * @returns {{ game: string, text: Text } | undefined}
 */
export function gameErrorText(code) {
  for (const [game, e] of entries) {
    const text = e.rules && e.rules.texts ? e.rules.texts.errors[code] : undefined;
    if (text) return { game, text };
  }
  return undefined;
}

/**
 * One text of `game`'s texts (engine/texts/<game>.toml): `part` is `words` (by verb, or
 * `<verb>.one`), `help` (by situation) or `refusals` (by code); `undefined` when its texts
 * have none.
 * @param {string} game
 * @param {'words' | 'help' | 'refusals'} part
 * @param {string} key
 * @returns {Text | undefined}
 */
export function gameText(game, part, key) {
  const rules = rulesOf(game);
  const texts = rules && rules.texts ? rules.texts[part] : undefined;
  return texts ? texts[key] : undefined;
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
