// The engine's threats (the `threats` command, engine/src/threats.rs) as the board draws them:
// by point, the player's pieces that can be taken or hit and the rival pieces within reach,
// with an arrow from each attacker to its target. Nothing here knows a rule: the engine says
// who threatens whom, and the board view says where each piece stands.

/** @import { BoardView, Threat, Threats } from './contract.js' */
/** @import { ThreatArrow, ThreatMarks } from './view-types.js' */

/**
 * @param {Threats | null} threats
 * @param {BoardView} view
 * @returns {ThreatMarks | null}
 */
export function threatMarks(threats, view) {
  if (!threats) return null;
  const where = new Map(view.pieces.map((p) => [p.id, p.at]));
  /** @param {Threat[]} list */
  const byPoint = (list) => {
    /** @type {Map<string, Threat[]>} */
    const out = new Map();
    for (const th of list) {
      const at = where.get(th.target);
      if (!at) continue;
      if (!out.has(at)) out.set(at, []);
      /** @type {Threat[]} */ (out.get(at)).push(th);
    }
    return out;
  };
  /** @type {ThreatArrow[]} */
  const arrows = [];
  const seen = new Set();
  for (const [kind, list] of /** @type {[ThreatArrow['kind'], Threat[]][]} */ ([['exposed', threats.exposed], ['reach', threats.withinReach]])) {
    for (const th of list) {
      const from = where.get(th.by);
      const to = where.get(th.target);
      const key = `${kind} ${from} ${to}`;
      if (!from || !to || from === to || seen.has(key)) continue;
      seen.add(key);
      arrows.push({ from, to, kind });
    }
  }
  const targets = (/** @type {Threat[]} */ list) => new Set(list.map((th) => th.target)).size;
  return {
    exposed: byPoint(threats.exposed),
    reach: byPoint(threats.withinReach),
    field: new Set(threats.cityField),
    arrows,
    counts: { exposed: targets(threats.exposed), reach: targets(threats.withinReach), field: threats.cityField.length },
  };
}
