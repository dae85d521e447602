// The rules page's model: what its tables list, from the engine's catalog of the game. Pure:
// no DOM (`rules.js` draws it with the texts and diagrams).

/** @import { GameCatalog } from '../contract.js' */

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
 * What a rules page adds after its text: the unit table for a game whose board drawer has one
 * (`units`, its rows: Generals'), a legend of the pieces for a game of more kinds than a glance
 * tells apart (Twin Cities'), else nothing (Zhili's three).
 * @param {GameCatalog} rules
 * @param {unknown[] | null} units
 * @returns {'units' | 'legend' | null}
 */
export function pageExtra(rules, units) {
  if (units && units.length) return 'units';
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
