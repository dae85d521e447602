// The rules page's model: what its tables list, from the engine's catalog of the game. Pure:
// no DOM (`rules.js` draws it with the texts and diagrams).

/** @import { GameCatalog } from '../contract.js' */

/**
 * Generals' unit table (G3), a row a unit: its code, move and reach (`↗` where diagonal), HP
 * and the team limit (`—` without one).
 * @param {GameCatalog} rules
 */
export function unitRows(rules) {
  const diag = (n, yes) => (yes ? `${n} ↗` : String(n));
  return rules.pieces.map((u) => ({
    code: u.code,
    move: diag(u.moves, u.diagMove),
    reach: diag(u.reach, u.diagAttack),
    hp: String(u.hp),
    limit: u.limit === undefined ? '—' : String(u.limit),
  }));
}

/**
 * Twin Cities' legend: the City (the sides' emblem) first, then the other pieces in the
 * engine's order.
 * @param {GameCatalog} rules
 */
export function legendCodes(rules) {
  const city = rules.sides[0].emblem;
  return [city, ...rules.pieces.map((p) => p.code).filter((c) => c !== city)];
}

/**
 * What a rules page adds after its text, from the catalog: the unit table for a game of units
 * (pieces with hit points: Generals'), a legend of the pieces for a game of more kinds than a
 * glance tells apart (Twin Cities'), else nothing (Zhili's three).
 * @param {GameCatalog} rules
 * @returns {'units' | 'legend' | null}
 */
export function pageExtra(rules) {
  if (rules.pieces.length && rules.pieces.every((p) => p.hp !== undefined)) return 'units';
  return rules.pieces.length > 3 ? 'legend' : null;
}

/**
 * The engine's diagram a rules section shows, if the catalog has it.
 * @param {GameCatalog | undefined} rules
 * @param {string | undefined} id
 */
export function diagramOf(rules, id) {
  return (id && rules && rules.diagrams.find((d) => d.id === id)) || null;
}
