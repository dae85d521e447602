// What a screen reader says for each point of a board and each reserve slot: the coordinate,
// what stands there (side and piece as the engine's catalog names them, a unit's general and
// hit points, a lock), the ground of an empty point as the game's board drawer names it
// (Generals' water), and what a tap would do there now (a legal target, the selection). Built
// from the engine's view; nothing here knows a rule.

import { t, sideName, pieceName, groupName } from './i18n.js';
import { rulesOf } from './catalog.js';
import { verdictKey } from './coach.js';

const TARGET_WORDS = { move: 'a11y.target.move', capture: 'a11y.target.capture', pick: 'a11y.target.pick', aim: 'a11y.target.aim', warp: 'a11y.target.warp' };

/** A point's name as said: numbered points ("point 5", "5 号点"), else the name ("d3"). */
export function pointName(name) {
  return /^\d+$/.test(name) ? t('a11y.point', { n: name }) : name;
}

/** A piece as said: "Red Soldier", "Red general's Heavy infantry", "Blue general", "shared piece". */
export function pieceLabel(game, p) {
  const name = pieceName(game, p.kind);
  const rules = rulesOf(game);
  const side = rules && rules.sides.find((s) => s.side === p.side);
  if (p.group) {
    const general = groupName(game, p.group);
    return side && side.emblem === p.kind ? general : t('a11y.ofGroup', { group: general, piece: name });
  }
  return p.side ? t('a11y.ofSide', { side: sideName(game, p.side), piece: name }) : name;
}

/** What more is said of a piece: its hit points, its cooldown, a lock, its passengers. */
function pieceDetails(game, p, riders) {
  const out = [];
  if (p.maxHp && p.maxHp > 1) out.push(t('a11y.hp', { hp: p.hp ?? p.maxHp, max: p.maxHp }));
  if (p.cooldown) out.push(t('a11y.cooldown'));
  if (p.locked) out.push(t('a11y.locked'));
  for (const r of riders) out.push(t('a11y.carrying', { piece: pieceLabel(game, r) }));
  return out;
}

/** The attackers of a point's threats as said: "Black Tiger on e7, Yellow general's Flail on e5, 2 damage". */
function attackers(game, view, threats) {
  return threats
    .map((th) => {
      const p = view.pieces.find((q) => q.id === th.by);
      const piece = p ? pieceLabel(game, p) : th.byKind;
      const at = p ? p.at : th.by;
      return th.damage === null ? t('a11y.threat.at', { piece, at }) : t('a11y.threat.damage', { piece, at, n: th.damage });
    })
    .join(t('a11y.threat.and'));
}

/** What the threat marks say of a point (threats.js): who threatens it, or whom it lets you hit. */
function threatWords(game, view, marks) {
  const out = [];
  if (marks.exposed && marks.exposed.length) out.push(t('a11y.threat.exposed', { by: attackers(game, view, marks.exposed) }));
  if (marks.reach && marks.reach.length) out.push(t('a11y.threat.reach', { by: attackers(game, view, marks.reach) }));
  if (marks.field) out.push(t('a11y.threat.field'));
  return out;
}

/**
 * The accessible name of the point `at`: "d3, Red Soldier, can be picked". `view` is the
 * engine's board view; `state`: { target?: kind, verdict? (the coach's), selected?, last?,
 * hint?, threats?: { exposed?: [Threat], reach?: [Threat], field?: boolean }, ground?: the
 * text key of the point's ground when empty, from its board drawer (`a11y.water`) }.
 */
export function pointLabel(game, view, at, state) {
  const parts = [pointName(at)];
  const here = view.pieces.filter((p) => p.at === at);
  const standing = here.filter((p) => !p.carriedBy);
  for (const p of standing) {
    parts.push(pieceLabel(game, p), ...pieceDetails(game, p, here.filter((q) => q.carriedBy === p.id)));
  }
  if (!standing.length) parts.push(t((state && state.ground) || 'a11y.empty'));
  const s = state || {};
  if (s.selected) parts.push(t('a11y.selected'));
  if (s.target && TARGET_WORDS[s.target]) parts.push(t(TARGET_WORDS[s.target]));
  if (s.verdict) parts.push(t(...verdictKey(s.verdict)));
  if (s.threats) parts.push(...threatWords(game, view, s.threats));
  if (s.hint) parts.push(t('a11y.hint'));
  if (s.last) parts.push(t('a11y.last'));
  return parts.join(t('a11y.sep'));
}

/** The accessible name of a reserve slot: "Red's reserve: Tiger, 2, can be picked". */
export function reserveLabel(game, side, kind, count, target) {
  const parts = [t('a11y.reserve', { side: sideName(game, side), piece: pieceName(game, kind), n: count })];
  if (target) parts.push(t('a11y.target.pick'));
  return parts.join(t('a11y.sep'));
}
