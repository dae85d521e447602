// What the play, lesson and drill screens share about a board on screen: a tap's button label,
// the lesson's and drill's action bar and what else they draw around the board, and scrolling a
// zoomed board to what matters.

import { t, pieceName, pieceGlyph, groupName, gameSays, isChinese } from './i18n.js';
import { h, clear } from './svg.js';
import { drawRefusal } from './refusal-view.js';

/** A button's label for a tap: the game's text its tap names, else the app's words for its kind. */
function tapLabel(game, snap, tap) {
  const own = tap.label && gameSays(game, 'taps', tap.label, { cell: tap.at || '' });
  if (own) return own;
  switch (tap.kind) {
    case 'general':
      return groupName(game, tap.token);
    case 'unit': {
      const p = snap.view.pieces.find((q) => q.id === tap.token);
      return p ? `${pieceName(game, p.kind)} ${tap.token}` : tap.token;
    }
    case 'move':
      return t('tap.move', { cell: tap.at });
    case 'reserve':
      return isChinese() ? pieceName(game, tap.token) : `${pieceGlyph(game, tap.token, snap.toMove)} ${pieceName(game, tap.token)}`;
    default:
      return tap.token;
  }
}

/**
 * A tap's button in an action bar; the one that ends a turn is the bar's main one.
 * @param {string} game
 * @param {any} snap
 * @param {any} tap
 * @param {() => void} press
 */
export function tapButton(game, snap, tap, press) {
  const main = tap.kind === 'finish' ? ' primary' : '';
  return h('button', { class: 'btn token' + main, 'data-testid': 'tap-' + tap.token, 'data-token': tap.token, onclick: press }, tapLabel(game, snap, tap));
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
  zoom.focus(els, anchor, !focus.before);
}

/**
 * The taps a board point cannot stand for (words, reserve kinds, a cell's choices), with
 * Confirm and Cancel, as buttons in `bar` (hidden when empty); each press goes to `after`.
 * @param {HTMLElement} bar
 * @param {{ view: any, game: string, model: any, after: (result: any) => void }} on
 * @param {{ buttons: { tap: any }[], confirm?: boolean, cancel?: boolean }} targets
 */
export function drawActionBar(bar, on, targets) {
  clear(bar);
  for (const { tap } of targets.buttons) {
    bar.appendChild(tapButton(on.game, on.view, tap, () => on.after(on.model.press(tap.token))));
  }
  if (targets.confirm) bar.appendChild(h('button', { class: 'btn primary', 'data-testid': 'confirm', onclick: () => on.after(on.model.confirm()) }, t('confirmMove')));
  if (targets.cancel) bar.appendChild(h('button', { class: 'btn', 'data-testid': 'cancel', onclick: () => on.after(on.model.cancel()) }, t('cancel')));
  bar.hidden = !bar.firstChild;
}

/**
 * What the lesson and drill screens draw around their board after each change (the model's frame
 * `f`): why the last tap was refused (drawn once per answer; no link to the lesson `here`), the
 * action bar, the zoom, and the focus on what matters. `s` is the screen, whose `shownRefusal`
 * and `focusKey` this keeps.
 * @param {{ view: any, model: any, ctx: any, board: any, zoom: any, refusalEl: HTMLElement, actionBar: HTMLElement, shownRefusal?: any, focusKey: any, after: (result: any) => void }} s
 * @param {any} f
 * @param {string} [here]
 */
export function drawAroundBoard(s, f, here) {
  if (f.refused !== s.shownRefusal) {
    s.shownRefusal = f.refused;
    drawRefusal(s.refusalEl, s.view.game, f.refused, { go: (route) => s.ctx.go(route), here });
  }
  drawActionBar(s.actionBar, { view: s.view, game: s.view.game, model: s.model, after: (r) => s.after(r) }, f.targets);
  s.zoom.apply();
  if (f.focus.key !== s.focusKey) {
    s.focusKey = f.focus.key;
    focusBoard(s.zoom, s.board, f.snap, f.focus);
  }
}
