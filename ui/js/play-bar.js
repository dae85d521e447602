// The play screen's controls at the thumb's edge: a bar of at most five icon buttons (undo,
// hint or the skip in its place, flip, review, more), each named for a screen reader and with a
// tooltip on a desktop; "more" opens a sheet with the rest (redo, resign, draw, threats,
// export, the settings). What a player reads collapses to one line each: the status (whose
// turn) opens on a tap to the last action and the game's notes.

import { t } from './i18n.js';
import { h } from './svg.js';
import { modal, closeModal } from './widgets.js';
import { icon } from './icons.js';

/** An icon button of the bar: its label is its name and its tooltip. */
function barButton(name, testid, label, action) {
  return h('button', { class: 'btn icon-btn bar-btn', 'data-testid': testid, 'aria-label': label, title: label, onclick: action }, [icon(name)]);
}

/**
 * The bar and the sheet. `on`: what each control does (undo, redo, hint, skip, flip, review,
 * resign, draw, threats, export, settings); `store`: where the sheet's buttons wait while it is
 * closed (hidden, in the screen, so that their state is kept and read). Returns `{ bar,
 * controls, dispose }`: `controls` are those the model shows, hides and disables.
 */
export function makePlayBar(on, store) {
  const item = (name, testid, label, action, cls) => h('button', {
    class: 'btn sheet-item ' + (cls || ''),
    'data-testid': testid,
    onclick: () => {
      closeModal();
      action();
    },
  }, [icon(name), h('span', { text: label })]);
  const controls = {
    undo: barButton('undo', 'undo', t('undo'), on.undo),
    hint: barButton('hint', 'hint', t('hint'), on.hint),
    skip: barButton('skip', 'skip-to-turn', t('skipToTurn'), on.skip),
    flip: barButton('flip', 'flip', t('key.flip.do'), on.flip),
    redo: item('redo', 'redo', t('redo'), on.redo),
    resign: item('resign', 'resign', t('resign'), on.resign, 'danger'),
    draw: item('draw', 'draw', t('offerDraw'), on.draw),
    threats: item('threats', 'threats', t('threats'), on.threats),
  };
  const items = [controls.redo, controls.resign, controls.draw, controls.threats, item('export', 'export', t('export'), on.export), item('settings', 'game-settings', t('settings'), on.settings)];
  store.append(...items);
  // The sheet's buttons go back to the store whenever the sheet closes (a tap, Escape, back).
  const modalRoot = document.getElementById('modal-root');
  const watch = new MutationObserver(() => {
    if (!items[0].isConnected) store.append(...items);
  });
  watch.observe(modalRoot, { childList: true });
  const openSheet = () => {
    modal(t('sheet.title'), h('div', { class: 'sheet-items' }, items), [{ label: t('close'), testid: 'more-close' }], 'more-sheet');
    const sheet = modalRoot.querySelector('[data-testid="more-sheet"]');
    sheet.classList.add('sheet');
    sheet.parentElement.classList.add('sheet-backdrop');
    const first = items.find((b) => !b.hidden && !b.disabled);
    if (first) first.focus();
  };
  const more = barButton('more', 'more', t('more'), openSheet);
  more.setAttribute('aria-haspopup', 'dialog');
  const bar = h('nav', { class: 'play-bar', 'data-testid': 'controls', 'aria-label': t('bar.label') }, [
    controls.undo, controls.hint, controls.skip, controls.flip, barButton('review', 'review', t('review'), on.review), more,
  ]);
  return { bar, controls, dispose: () => watch.disconnect() };
}

/**
 * The hint's button: its icon, the hints left when the game's training limits them (a count
 * on the button; its name says it in full), or the stop while a hint is searched.
 * @param {HTMLElement} button
 * @param {{ left: number | null, stop: boolean }} state
 */
export function renderHintButton(button, { left, stop }) {
  const shows = stop ? 'stop' : String(left);
  if (button.getAttribute('data-shows') === shows) return;
  button.replaceChildren(icon(stop ? 'stop' : 'hint'));
  if (left !== null && !stop) button.appendChild(h('span', { class: 'count-pill bar-count', text: String(left) }));
  const name = stop ? t('cancelHint') : left === null ? t('hint') : t('hintsLeft', { n: left });
  button.setAttribute('aria-label', name);
  button.title = name;
  button.setAttribute('data-shows', shows);
}

/**
 * The status line, collapsed to whose turn it is (`open`: not collapsed at first); a tap (or
 * Enter, Space) opens it to the last action and the game's notes, and closes it again (the CSS
 * hides them by `aria-expanded`).
 * @param {HTMLElement} status
 * @param {boolean} open
 */
export function collapsible(status, open) {
  const flip = () => status.setAttribute('aria-expanded', String(status.getAttribute('aria-expanded') !== 'true'));
  status.tabIndex = 0;
  status.setAttribute('role', 'button');
  status.setAttribute('aria-expanded', String(open));
  status.addEventListener('click', flip);
  status.addEventListener('keydown', (e) => {
    if (e.key !== 'Enter' && e.key !== ' ') return;
    e.preventDefault();
    flip();
  });
}
