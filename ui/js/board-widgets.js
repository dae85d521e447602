// What the play and lesson screens share about a board on screen: a tap's button label and
// scrolling a zoomed board to what matters.

import { t, pieceName, pieceGlyph, isChinese } from './i18n.js';

const WORDS = { '*': 'shock', '+': 'recruit', '@': 'exchange', lead: 'lead', troops: 'troops', end: 'endTurn' };

/** A button's label for a tap (the engine's kinds of tap). */
export function tapLabel(game, snap, tap) {
  switch (tap.kind) {
    case 'word':
      return WORDS[tap.token] ? t(WORDS[tap.token]) : tap.token;
    case 'general':
      return t('general.' + tap.token);
    case 'unit': {
      const p = snap.view.pieces.find((q) => q.id === tap.token);
      return p ? `${pieceName(game, p.kind)} ${tap.token}` : tap.token;
    }
    case 'move':
      return t('tap.move', { cell: tap.at });
    case 'attack':
      return t('tap.attack', { cell: tap.at });
    case 'warp':
      return t('tap.warp', { cell: tap.at });
    case 'reserve':
      return isChinese() ? pieceName(game, tap.token) : `${pieceGlyph(game, tap.token, snap.toMove)} ${pieceName(game, tap.token)}`;
    default:
      return tap.token;
  }
}

/**
 * A zoomed board keeps the selection and its targets, else the side to move's area, in view
 * (`focus`: the model's `frame().focus`; the lesson screen shares it).
 */
export function focusBoard(zoom, board, snap, focus) {
  const { zones, slots } = board;
  const els = [];
  let anchor = null;
  for (const c of focus.selected) els.push((anchor = zones.get(c)));
  for (const c of focus.targets.keys()) els.push(zones.get(c));
  if (slots) for (const k of focus.reserve) els.push(slots.get(k));
  if (focus.before) {
    // Before a tap, the side to move's area: its pieces (and in Twin Cities its reserve band).
    const toMove = snap.toMove;
    for (const p of snap.view.pieces) if (p.side === toMove && !p.carriedBy) els.push(zones.get(p.at));
    if (slots) for (const [k, slot] of slots) if (k.startsWith(toMove + '-')) els.push(slot);
  }
  zoom.focus(els, anchor);
}
