// The coach of a solved game: where each move leads against best play, shown before the player
// commits. The core sends a verdict for each legal action (`snapshot.coach`, the engine's exact
// verdicts); here each point that may be tapped next gets the best verdict among the actions a
// tap there keeps possible: on a piece, its best move; on a target, that move's own.

import { narrow } from './taps.js';

/** @import { ActionInfo, ActionVerdict, Verdict } from './contract.js' */

/**
 * A verdict as words: `['verdict.win', { n }]`, `['verdict.draw', {}]` (for `t`; Zhili, Z9). `n`
 * counts plies, as Z9's table does; a single one has its own words (`verdict.win1`).
 * @param {Verdict | null | undefined} v
 * @returns {[string, Record<string, number>]}
 */
export function verdictKey(v) {
  if (!v) return ['verdict.unknown', {}];
  if (v.kind === 'draw') return ['verdict.draw', {}];
  const n = v.plies ?? 0;
  return ['verdict.' + v.kind + (n === 1 ? '1' : ''), { n }];
}

/**
 * A verdict as the board's badge says it: `W2`, `D`, `L3`; `胜2`, `和`, `负3` (for `t`).
 * @param {Verdict} v
 * @returns {[string, Record<string, number>]}
 */
export function badgeKey(v) {
  return v.kind === 'draw' ? ['coach.badge.draw', {}] : ['coach.badge.' + v.kind, { n: v.plies ?? 0 }];
}

/**
 * How good a verdict is for the side that chooses it: a quicker win, then a draw, then a slower
 * loss is better.
 * @param {Verdict} v
 */
function worth(v) {
  if (v.kind === 'win') return 2000 - (v.plies ?? 0);
  if (v.kind === 'draw') return 1000;
  return v.plies ?? 0;
}

/**
 * The best of `verdicts` for the side that chooses among them; `null` for none.
 * @param {Verdict[]} verdicts
 * @returns {Verdict | null}
 */
export function bestVerdict(verdicts) {
  return verdicts.reduce((best, v) => (best === null || worth(v) > worth(best) ? v : best), /** @type {Verdict | null} */ (null));
}

/**
 * The verdict of each point that may be tapped next: Map point → the best verdict of the
 * actions still possible after a tap there. Empty without the coach's verdicts.
 * @param {ActionInfo[]} actions the legal actions
 * @param {string[]} tokens the taps made so far
 * @param {ActionVerdict[] | undefined} coach
 * @returns {Map<string, Verdict>}
 */
export function verdictsByPoint(actions, tokens, coach) {
  /** @type {Map<string, Verdict>} */
  const out = new Map();
  if (!coach || !coach.length) return out;
  const of = new Map(coach.map((c) => [c.action, c.verdict]));
  for (const { tap } of narrow(actions, tokens).next.values()) {
    if (!tap.at) continue;
    /** @type {Verdict[]} */
    const kept = [];
    for (const a of narrow(actions, [...tokens, tap.token]).candidates) {
      const v = of.get(a.text);
      if (v) kept.push(v);
    }
    const best = bestVerdict(kept);
    const already = out.get(tap.at);
    if (best && (!already || worth(best) > worth(already))) out.set(tap.at, best);
  }
  return out;
}
