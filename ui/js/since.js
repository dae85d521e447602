// "Since your last turn" without the DOM: when a human's turn begins
// after others have acted, and the one line that sums up what the core found (the
// `since_last_turn` command: pieces lost by kind, hit points lost, emblem pieces in danger).

import { t, pieceName } from './i18n.js';
import { pieceLabel } from './board-labels.js';

/** @import { SinceLastTurn } from './contract.js' */
/** @import { PlayState } from './view-types.js' */

/**
 * The ply to ask the core about when `next` begins a human's turn after another seat acted
 * (the last action is not the acting seat's), else `null`; `prev` is `null` when the game
 * has just come on screen.
 * @param {PlayState | null} prev
 * @param {PlayState} next
 * @returns {number | null}
 */
export function sinceWanted(prev, next) {
  if (!next.humanToAct || next.phase !== 'playing' || !next.atTurnBoundary) return null;
  const turned = !prev || prev.ply !== next.ply || !prev.humanToAct || prev.id !== next.id;
  const last = (next.history || []).at(-1);
  const fromAnother = !!last && last.seat !== next.seatToAct;
  return turned && fromAnother ? next.ply : null;
}

/**
 * The line shown at the turn's start: how many actions since, and what they cost.
 * @param {string} game
 * @param {SinceLastTurn} since
 * @returns {string}
 */
export function sinceSummary(game, since) {
  const actions = since.boards.length - 1;
  const parts = [];
  if (since.lost.length) {
    const list = since.lost.map((l) => t('since.lostItem', { piece: pieceName(game, l.kind), n: l.count }));
    parts.push(t('since.lost', { list: list.join(t('since.and')) }));
  }
  const hp = since.damaged.reduce((sum, d) => sum + d.hpLost, 0);
  if (hp) parts.push(t('since.damage', { n: hp }));
  const now = since.boards[since.boards.length - 1];
  const targets = [...new Set(since.inDanger.map((th) => th.target))];
  const labels = targets.map((id) => now.view.pieces.find((p) => p.id === id)).filter(Boolean).map((p) => pieceLabel(game, p));
  if (labels.length) parts.push(t('since.danger', { list: labels.join(t('since.and')) }));
  if (!parts.length) parts.push(t('since.none'));
  return t('since.title', { n: actions }) + t('since.sep') + parts.join(t('since.sep'));
}

/**
 * Whether the line is news worth reading out: a loss, a danger, or two actions or more (one
 * rival move that cost nothing is lit as the last move and said as the turn).
 * @param {SinceLastTurn} since
 */
export function sinceNews(since) {
  return since.lost.length > 0 || since.damaged.length > 0 || since.inDanger.length > 0 || since.boards.length > 2;
}
