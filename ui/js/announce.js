// The polite live region (`#announcer`): what a screen reader hears without asking — the last
// action, the side to move, the timer's warning and the result. Nothing else on the screen is
// live, so a redraw is never read out.

import { t, sideName, gameSays } from './i18n.js';
import { sentence } from './words.js';
import { infoOf } from './catalog.js';

let pending = null;

/** Says `text` politely; the same text twice in a row is said twice. */
export function announce(text) {
  const el = typeof document !== 'undefined' && document.getElementById('announcer');
  if (!el || !text) return;
  el.textContent = '';
  clearTimeout(pending);
  // A short gap, so that the region's change is noticed even when the text repeats.
  pending = setTimeout(() => {
    el.textContent = text;
  }, 60);
}

/**
 * The turn as it is said after an action: what was done, in words whatever the move list
 * shows, then who is to move ("Red moves the shared piece from 8 to 7. Black to move (you).").
 * `humans` is the set of sides with a human seat.
 */
export function turnText(snap, humans) {
  const game = snap.game;
  const parts = [];
  const last = (snap.history || [])[(snap.history || []).length - 1];
  if (last) parts.push(sentence(game, last));
  if (snap.phase !== 'over') {
    const you = humans.size === 1 && humans.has(snap.toMove) ? t('youSuffix') : '';
    parts.push(t('toMove', { side: sideName(game, snap.toMove) }) + you);
  }
  return parts.join(t('announce.gap'));
}

/** The result, as said at the game's end: the winner (or a draw) and why. */
export function resultText(snap, limits) {
  const o = snap.outcome;
  if (!o) return '';
  const who = o.winner ? t('winner', { side: sideName(snap.game, o.winner) }) : t('draw');
  return who + t('announce.gap') + reasonText(snap, limits);
}

/**
 * Why the game ended, with the rule that ended it when its rules did: "no legal move left (Z6)".
 * @param {{ game: string, outcome: { reason: string } | null, endRule?: { rule: string } }} snap
 * @param {object} limits the catalog's numbers of the end rules
 */
export function reasonText(snap, limits) {
  if (!snap.outcome) return '';
  // A game's own reason is in its texts; the shared ones (engine EndReason::SHARED) are the app's.
  const code = snap.outcome.reason;
  const reason = gameSays(snap.game, 'reasons', code, limits) || t('reason.' + code, limits);
  return snap.endRule ? t('reason.withRule', { reason, rule: snap.endRule.rule }) : reason;
}

/** A turn whose time ran out, with the game's rule for it (the engine's): "Red passes (Z7)". */
export function timeUpText(game, side) {
  return t('timeUp', { side: sideName(game, side), rule: infoOf(game).timerRule });
}

/** The timer's warning: how many seconds are left. */
export function timeLeftText(remainingMs) {
  return t('announce.timeLeft', { n: Math.max(0, Math.ceil(remainingMs / 1000)) });
}
