// Generals' unit table (G3) as its rules page lists it, from Generals' own part of the catalog
// (`GeneralsPart.units`), which only its board drawer's modules read.

/** @import { GeneralsPart } from '../contract.js' */

/**
 * A row a unit: its code, move and reach (`↗` where diagonal), HP and the team limit (`—`
 * without one).
 * @param {GeneralsPart} part
 */
export function unitRows(part) {
  const diag = (n, yes) => (yes ? `${n} ↗` : String(n));
  return part.units.map((u) => ({
    code: u.code,
    move: diag(u.moves, u.diagMove),
    reach: diag(u.reach, u.diagAttack),
    hp: String(u.hp),
    limit: u.limit === undefined ? '—' : String(u.limit),
  }));
}
