// Boot and routing: settings, the catalog, the core's events, and one screen at a time,
// addressed by the location hash. Routes replace the hash rather than push it: going back is
// the app's own (backOneScreen), so the WebView keeps no page history of its own.

import { api, on } from './api.js';
import { setLanguage, t, language, LANGUAGES } from './i18n.js';
import { games, setCatalog } from './catalog.js';
import { errorDetail } from './error-text.js';
import { h, clear } from './svg.js';
import { showHome } from './screens/home.js';
import { showNewGame } from './screens/newgame.js';
import { showPlay } from './screens/play.js';
import { showSettings } from './screens/settings.js';
import { showRules } from './screens/rules.js';
import { showLessons } from './screens/lessons.js';
import { showLesson } from './screens/lesson.js';
import { showReview } from './screens/review.js';
import { showStats } from './screens/stats.js';
import { startStorage, render as renderStorage } from './storage.js';

const app = document.getElementById('app');
let loading = false;
let buffered = [];

export const ctx = {
  settings: null,
  catalog: [],
  /** The open screen's handlers: { onEvent(name, payload), leave() }. */
  screen: null,
  go(route) {
    if (location.hash === '#' + route) render();
    else location.replace('#' + route);
  },
  applySettings(s) {
    ctx.settings = s;
    setLanguage(s.language);
    applyTheme();
    renderStorage();
  },
  levelsOf(game) {
    const entry = ctx.catalog.find((c) => c.game === game);
    return entry ? entry.levels : [];
  },
};

function applyTheme() {
  const pref = ctx.settings ? ctx.settings.theme : 'system';
  const dark = pref === 'dark' || (pref === 'system' && window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.setAttribute('data-theme', dark ? 'dark' : 'light');
  const root = document.documentElement;
  root.classList.toggle('no-anim', ctx.settings ? !ctx.settings.animation : false);
  // Text over the system's own size, and larger piece labels on the boards.
  root.setAttribute('data-text-size', (ctx.settings && ctx.settings.textSize) || 'normal');
  root.classList.toggle('large-labels', !!(ctx.settings && ctx.settings.largeLabels));
}

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

/** A read-only text in a modal with Copy and Close; test ids `<prefix>-text|copy|close|dialog`. */
export function textDialog(prefix, title, note, text) {
  const area = h('textarea', { class: 'record', rows: 10, readonly: true, 'data-testid': prefix + '-text', spellcheck: 'false' });
  area.value = text;
  modal(title, h('div', {}, [h('p', { text: note }), area]), [
    { label: t('copy'), testid: prefix + '-copy', action: async () => {
      area.select();
      try {
        await navigator.clipboard.writeText(text);
        toast(t('copied'));
      } catch (e) {
        document.execCommand && document.execCommand('copy');
      }
      return true;
    } },
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
      ctx.applySettings(await api.setSettings(next));
    } catch (e) {
      // Unsaved (the saves are unavailable): the language still changes for this session.
      ctx.applySettings(next);
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

/**
 * A new screen takes the focus at its title when the focus was lost with the old one, so that
 * a keyboard goes on from the top and a screen reader says where the player now is.
 */
function focusScreen() {
  const active = document.activeElement;
  if (active && active !== document.body && active.isConnected) return;
  if (document.getElementById('modal-root').firstChild) return;
  const title = app.querySelector('h1');
  if (!title) return;
  title.setAttribute('tabindex', '-1');
  title.focus({ preventScroll: true });
}

/**
 * Back one screen: an open dialog closes, any other screen leaves through its own ‹ control
 * (a game pauses and is saved, as when ‹ is tapped); home has nowhere to go back to.
 * Android's back button and the Escape key call it.
 */
function backOneScreen() {
  if (document.querySelector('#modal-root [role="dialog"]')) closeModal();
  else document.querySelector('#app [data-testid="back"]')?.click();
}

// Android's back button is the app's own on every screen but home. Home registers no listener,
// so Android's default applies there, and with no page history to go back through, the app
// goes to the background.
const onAndroid = /Android/.test(navigator.userAgent);
let backListener = null;

function followBackButton(screenName) {
  if (!onAndroid) return;
  if (screenName !== 'home' && !backListener) {
    backListener = window.__TAURI__.app.onBackButtonPress(backOneScreen).catch(() => null);
  } else if (screenName === 'home' && backListener) {
    backListener.then((listener) => listener && listener.unregister()).catch(() => {});
    backListener = null;
  }
}

async function render() {
  const route = (location.hash || '#/home').slice(1);
  const parts = route.split('/').filter(Boolean);
  if (ctx.screen && ctx.screen.leave) {
    try {
      await ctx.screen.leave();
    } catch (e) {
      // Leaving must never block the next screen.
    }
  }
  ctx.screen = null;
  closeModal();
  clear(app);
  const [name, a, b] = parts;
  app.setAttribute('data-screen', name || 'home');
  followBackButton(name || 'home');
  // Events that arrive while a screen loads are kept and handed to it once it is up: a
  // snapshot fetched meanwhile may already be older than one of them.
  loading = true;
  buffered = [];
  try {
    if (name === 'new') ctx.screen = await showNewGame(app, ctx, a || games()[0]);
    else if (name === 'play') ctx.screen = await showPlay(app, ctx, a, b === 'resume');
    else if (name === 'settings') ctx.screen = await showSettings(app, ctx);
    else if (name === 'rules') ctx.screen = await showRules(app, ctx, a || games()[0]);
    else if (name === 'lessons') ctx.screen = await showLessons(app, ctx, a || games()[0]);
    else if (name === 'lesson') ctx.screen = await showLesson(app, ctx, a);
    else if (name === 'review') ctx.screen = await showReview(app, ctx, a);
    else if (name === 'stats') ctx.screen = await showStats(app, ctx);
    else ctx.screen = await showHome(app, ctx);
  } catch (err) {
    app.appendChild(h('p', { class: 'error', 'data-testid': 'error', text: errorText(err) }));
    app.appendChild(h('button', { class: 'btn', 'data-testid': 'back', onclick: () => ctx.go('/home') }, t('home')));
  }
  loading = false;
  focusScreen();
  const missed = buffered;
  buffered = [];
  if (ctx.screen && ctx.screen.onEvent) for (const [ev, payload] of missed) ctx.screen.onEvent(ev, payload);
  if (ctx.screen && ctx.screen.refresh && missed.some(([ev]) => ev === 'game-updated')) ctx.screen.refresh();
}

async function boot() {
  // The settings (with their defaults) and the games come from the core, and the UI keeps no
  // copy of either: without them it says why and stops.
  try {
    ctx.applySettings(await api.getSettings());
    ctx.catalog = await api.catalog();
  } catch (err) {
    app.appendChild(h('p', { class: 'error', 'data-testid': 'error', text: errorText(err) }));
    return;
  }
  setCatalog(ctx.catalog);
  if (window.matchMedia) window.matchMedia('(prefers-color-scheme: dark)').addEventListener('change', applyTheme);
  await startStorage(render);
  // What no command answered: a timed-out turn or an AI move that could not be saved, an AI
  // that failed or ran out of time (a legal move was played for it).
  on('app-notice', (n) => n && toast(t('notice.' + n.code), 5000));
  for (const ev of ['game-updated', 'clock-tick', 'turn-timeout', 'ai-thinking', 'analysis-progress']) {
    on(ev, (payload) => {
      if (loading) buffered.push([ev, payload]);
      else if (ctx.screen && ctx.screen.onEvent) ctx.screen.onEvent(ev, payload);
    });
  }
  document.addEventListener('visibilitychange', () => {
    if (ctx.screen && ctx.screen.onVisibility) ctx.screen.onVisibility(document.visibilityState);
  });
  window.addEventListener('hashchange', render);
  // On the window, so that it comes after the screens' own keys on the document: Escape that
  // drops a selection on the board goes no further.
  window.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && !e.defaultPrevented) backOneScreen();
  });
  await render();
  document.body.setAttribute('data-ready', 'true');
}

boot();
