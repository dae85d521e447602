// The widgets every screen shares: a toast, modal dialogs (one at a time, keyboard-safe), a
// read-only text dialog, the language button, and an error from the core said for the player.
// Screens import these, never the router (main.js).

import { api } from './api.js';
import { t, language, LANGUAGES } from './i18n.js';
import { errorDetail } from './error-text.js';
import { h, clear } from './svg.js';

let toastTimer = null;
export function toast(text, ms) {
  const el = document.getElementById('toast');
  el.textContent = text;
  el.hidden = false;
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => {
    el.hidden = true;
  }, ms || 2600);
}

/**
 * An error from the core for the player: its kind, then what the engine's code and parameters
 * say in the current language; the app's own errors are said by their kind (English adds the
 * core's message).
 */
export function errorText(err) {
  // A bug's details are for the log; the player hears what happened to the game.
  if (!err || err.kind === 'internal') return `${t('error.internal')}: ${t('error.internalDetail')}`;
  const label = t('error.' + err.kind);
  const detail = errorDetail(err);
  if (detail) return `${label}: ${detail}`;
  return err.message && language() === 'en' ? `${label}: ${err.message}` : label;
}

let modalSeq = 0;
let modalOpener = null; // what had the focus before the open dialog

/** The dialog's controls that take the focus, in order. */
function focusables(box) {
  return [...box.querySelectorAll('button, textarea, input, select, [tabindex]:not([tabindex="-1"])')].filter((e) => !e.disabled && !e.hidden);
}

/** Escape closes the dialog; Tab and Shift+Tab go round its controls without leaving it. */
function dialogKeys(e, box) {
  if (e.key === 'Escape') {
    e.preventDefault();
    e.stopPropagation();
    closeModal();
    return;
  }
  if (e.key !== 'Tab') return;
  const list = focusables(box);
  if (!list.length) return;
  const [first, last] = [list[0], list[list.length - 1]];
  if (e.shiftKey && (document.activeElement === first || !box.contains(document.activeElement))) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && document.activeElement === last) {
    e.preventDefault();
    first.focus();
  }
}

/** While a dialog is open the screen behind it can be neither reached nor read. */
function setBehindInert(inert) {
  for (const id of ['app', 'storage-banner']) {
    const el = document.getElementById(id);
    if (el) el.inert = inert;
  }
}

/**
 * A modal dialog with a title, a body element and buttons [{ label, testid, primary, focus,
 * lang, action }]: labelled by its title, it takes the focus (a button marked `focus`, else the
 * body's first field, else the first button), keeps Tab inside, closes on Escape, and gives the
 * focus back to where it was.
 */
export function modal(title, body, buttons, testid) {
  const root = document.getElementById('modal-root');
  if (!root.firstChild) modalOpener = document.activeElement;
  const titleId = 'modal-title-' + ++modalSeq;
  const buttonEls = buttons.map((b) => h('button', {
    class: 'btn' + (b.primary ? ' primary' : ''),
    'data-testid': b.testid,
    lang: b.lang,
    onclick: async () => {
      const keep = b.action ? await b.action() : false;
      if (!keep) closeModal();
    },
  }, b.label));
  const box = h('div', { class: 'modal', role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': titleId, tabindex: '-1', 'data-testid': testid || 'modal' }, [
    h('h2', { id: titleId, text: title }),
    body,
    h('div', { class: 'modal-buttons' }, buttonEls),
  ]);
  box.addEventListener('keydown', (e) => dialogKeys(e, box));
  clear(root).appendChild(h('div', { class: 'backdrop' }, [box]));
  setBehindInert(true);
  const marked = buttons.findIndex((b) => b.focus);
  const first = marked >= 0 ? buttonEls[marked] : body.querySelector('textarea, input, select') || buttonEls[0] || box;
  first.focus();
  return closeModal;
}

/**
 * A read-only text in a modal with Copy (the system clipboard, through the core), `more`
 * buttons and Close; test ids `<prefix>-text|copy|close|dialog`.
 * @param {{ label: string, testid: string, action: () => unknown }[]} [more]
 */
export function textDialog(prefix, title, note, text, more = []) {
  const area = h('textarea', { class: 'record', rows: 10, readonly: true, 'data-testid': prefix + '-text', spellcheck: 'false' });
  area.value = text;
  modal(title, h('div', {}, [h('p', { text: note }), area]), [
    { label: t('copy'), testid: prefix + '-copy', action: async () => {
      area.select();
      try {
        await api.copyText(text);
        toast(t('copied'));
      } catch (err) {
        toast(errorText(err));
      }
      return true;
    } },
    ...more.map((b) => ({ ...b, action: async () => (await b.action(), true) })),
    { label: t('close'), primary: true, testid: prefix + '-close' },
  ], prefix + '-dialog');
}

/**
 * A button that shows the current language and offers the three, each named in itself; the
 * choice is saved in the settings, then `after()` redraws.
 */
export function languageButton(ctx, testid, after) {
  const current = LANGUAGES.find((l) => l.id === language());
  const pick = async (id) => {
    const next = Object.assign({}, ctx.settings, { language: id });
    try {
      await ctx.applySettings(await api.setSettings(next));
    } catch (e) {
      // Unsaved (the saves are unavailable): the language still changes for this session.
      await ctx.applySettings(next);
    }
    after();
  };
  const open = () => modal(t('language'), h('p', { class: 'muted', text: t('languageNote') }), LANGUAGES.map((l) => ({
    label: l.label,
    lang: l.tag,
    testid: 'lang-' + l.id,
    primary: l.id === current.id,
    focus: l.id === current.id,
    action: () => pick(l.id),
  })), 'language-dialog');
  return h('button', { class: 'btn lang-btn', 'data-testid': testid, 'aria-label': `${t('language')}: ${current.label}`, onclick: open }, [
    h('span', { lang: current.tag, text: current.short }),
  ]);
}

export function closeModal() {
  const root = document.getElementById('modal-root');
  if (!root.firstChild) return;
  clear(root);
  setBehindInert(false);
  const back = modalOpener;
  modalOpener = null;
  if (back && back.isConnected && typeof back.focus === 'function') back.focus();
}
