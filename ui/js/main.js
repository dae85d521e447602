// Boot and routing: settings, the catalog, the core's events, and one screen at a time,
// addressed by the location hash. Routes replace the hash rather than push it: going back is
// the app's own (backOneScreen), so the WebView keeps no page history of its own.

import { api, on } from './api.js';
import { setLanguage, loadLanguage, t } from './i18n.js';
import { setMoveList } from './words.js';
import { setPieceSet } from './piece-look.js';
import { games, setCatalog } from './catalog.js';
import { h, clear } from './svg.js';
import { toast, errorText, closeModal } from './widgets.js';
import { followStorage, showStorage, render as renderStorage } from './storage.js';
import { followSafeArea } from './safe-area.js';
import * as homeScreen from './screens/home.js';
import { modulesEvaluated, timed, reportBoot } from './boot-trace.js';

const app = document.getElementById('app');
let loading = false;
let buffered = [];

const ctx = {
  settings: null,
  /** The values each setting may take (the core's `settingsChoices`). */
  settingsChoices: null,
  catalog: [],
  /** The open screen's handlers: { onEvent(name, payload), leave() }. */
  screen: null,
  go(route) {
    if (location.hash === '#' + route) render();
    else location.replace('#' + route);
  },
  /** Puts settings `s` in force; a language's texts are loaded first (繁體中文's on demand). */
  async applySettings(s) {
    await loadLanguage(s.language);
    ctx.settings = s;
    setLanguage(s.language);
    setMoveList(s.moveList);
    setPieceSet(s.pieceSet);
    applyTheme();
    renderStorage();
  },
  levelsOf(game) {
    const entry = ctx.catalog.find((c) => c.game === game);
    return entry ? entry.levels : [];
  },
};

/**
 * Each route's screen: its module, loaded when the screen is first shown (so the start waits
 * for the first screen's modules only: docs/performance.md), and how it is put up from the
 * route's parts. A route's `ask`, given its module, asks the core for what its screen shows:
 * the start asks for the first screen's beside the boot call. Home, nearly always the first,
 * comes with the start's own modules, so that its asks go out at once.
 */
const ROUTES = {
  home: { load: async () => homeScreen, ask: (m) => m.askHome(), show: (m, a, b, asked) => m.showHome(app, ctx, asked) },
  new: { load: () => import('./screens/newgame.js'), show: (m, a) => m.showNewGame(app, ctx, a || games()[0]) },
  play: { load: () => import('./screens/play.js'), show: (m, a, b) => m.showPlay(app, ctx, a, b === 'resume') },
  settings: { load: () => import('./screens/settings.js'), show: (m) => m.showSettings(app, ctx) },
  rules: { load: () => import('./screens/rules.js'), show: (m, a) => m.showRules(app, ctx, a || games()[0]) },
  lessons: { load: () => import('./screens/lessons.js'), show: (m, a) => m.showLessons(app, ctx, a || games()[0]) },
  lesson: { load: () => import('./screens/lesson.js'), show: (m, a) => m.showLesson(app, ctx, a) },
  drill: { load: () => import('./screens/drill.js'), show: (m, a) => m.showDrill(app, ctx, a) },
  review: { load: () => import('./screens/review.js'), show: (m, a, b) => m.showReview(app, ctx, a, b === 'replay') },
  stats: { load: () => import('./screens/stats.js'), show: (m) => m.showStats(app, ctx) },
};

/** The settings' look on the page (ui/js/theme-boot.js, which put the saved one up before the first paint). */
function applyTheme() {
  /** @type {any} */ (window).__scApplyLook(ctx.settings);
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
let backs = 0;
function backOneScreen() {
  const back = /** @type {HTMLElement | null} */ (document.querySelector('#app [data-testid="back"]'));
  const dialog = !!document.querySelector('#modal-root [role="dialog"]');
  if (dialog) closeModal();
  else back?.click();
  // Where it went, for the tests that check that nothing happened (home stays home).
  document.body.setAttribute('data-back-went', dialog ? 'dialog' : back ? 'screen' : 'nowhere');
  document.body.setAttribute('data-backs', String(++backs));
}

// Android's back button is the app's own on every screen but home. Home registers no listener,
// so Android's default applies there, and with no page history to go back through, the app
// goes to the background.
const onAndroid = /Android/.test(navigator.userAgent);
let backListener = null;

function followBackButton(screenName) {
  if (!onAndroid) return;
  if (screenName !== 'home' && !backListener) {
    backListener = /** @type {any} */ (window).__TAURI__.app.onBackButtonPress(backOneScreen).catch(() => null);
  } else if (screenName === 'home' && backListener) {
    backListener.then((listener) => listener && listener.unregister()).catch(() => {});
    backListener = null;
  }
}

/**
 * Screens being put up, kept as `<body data-screen-settled>` ("true" once the last one is up,
 * its focus set and the events it missed handed over): the E2E tests wait for it, not a time.
 */
let rendering = 0;
function screenSettled(change) {
  rendering += change;
  document.body.setAttribute('data-screen-settled', String(rendering === 0));
}

/**
 * The screens asked for are put up one at a time, in order. Two changes of the address close
 * together (a setup handing over to its game) once put up two screens side by side, the first
 * never left and still answering events, because the second cleared the page while the first
 * was still being built (an E2E run saw two move lists).
 */
let putting = Promise.resolve();
function render() {
  screenSettled(+1);
  putting = putting.catch(() => {}).then(putUpScreen).finally(() => screenSettled(-1));
  return putting;
}

/**
 * The first screen's route and what it shows, asked for at the start (`boot`): taken by the
 * first screen put up, dropped if that is another (the start landed on a game on screen).
 */
let askedAtStart = null;

async function putUpScreen() {
  const [name, a, b] = (location.hash || '#/home').slice(1).split('/').filter(Boolean);
  const route = ROUTES[name] || ROUTES.home;
  const asked = askedAtStart && askedAtStart.route === route ? askedAtStart.asked : undefined;
  askedAtStart = null;
  // The next screen's module before the old screen goes, so that nothing blank shows meanwhile;
  // any screen but home may draw a board, so the listed games' drawers come with it.
  const boards = route === ROUTES.home ? null : import('./boards/index.js').then((b) => b.loadBoards());
  const module = await Promise.all([route.load(), boards]).then(([m]) => m).catch((err) => ({ failed: err }));
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
  app.setAttribute('data-screen', name || 'home');
  // The first screen this page showed, for the tests that check a reload lands on the game.
  if (!document.body.hasAttribute('data-first-screen')) document.body.setAttribute('data-first-screen', name || 'home');
  followBackButton(name || 'home');
  // Events that arrive while a screen loads are kept and handed to it once it is up: a
  // snapshot fetched meanwhile may already be older than one of them.
  loading = true;
  buffered = [];
  try {
    if ('failed' in module) throw module.failed;
    ctx.screen = await route.show(module, a, b, await asked);
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

/**
 * The stylesheet's font faces, asked for now and awaited before the first screen goes up (3 s
 * at most; a face that fails leaves the system's fonts). With `font-display: block` a face is
 * otherwise fetched only once text needs it, and the first screen could show with its text
 * invisible and its cards shorter until the face arrived.
 */
function fontsLoaded() {
  const loads = [...(document.fonts || [])].map((face) => face.load().catch(() => null));
  return Promise.race([Promise.all(loads), new Promise((done) => setTimeout(done, 3000))]);
}

async function boot() {
  modulesEvaluated();
  const fonts = fontsLoaded();
  // The first screen's modules load, and what it shows is asked for, while the core answers
  // the boot's calls.
  const first = ROUTES[(location.hash || '#/home').slice(2).split('/')[0]] || ROUTES.home;
  askedAtStart = { route: first, asked: first.load().then((m) => first.ask?.(m), () => undefined) };
  // Listening before asking, so that no change of the saves' state falls in between.
  followStorage(render);
  // The insets are asked for beside the boot call, not after it.
  const safeArea = followSafeArea();
  // The settings (with their defaults) and the games come from the core, and the UI keeps no
  // copy of either: without them it says why and stops. One call brings all the start needs.
  let start;
  try {
    start = await api.boot();
  } catch (err) {
    app.appendChild(h('p', { class: 'error', 'data-testid': 'error', text: errorText(err) }));
    return;
  }
  await ctx.applySettings(start.settings);
  ctx.settingsChoices = start.settingsChoices;
  ctx.catalog = start.catalog;
  setCatalog(ctx.catalog);
  await safeArea;
  if (window.matchMedia) window.matchMedia('(prefers-color-scheme: dark)').addEventListener('change', applyTheme);
  showStorage(start.storage);
  // What no command answered: a timed-out turn or an AI move that could not be saved, an AI
  // that failed or ran out of time (a legal move was played for it).
  on('app-notice', (n) => n && toast(t('notice.' + n.code), 5000));
  // A record file opened from the desktop while the app runs: its game, or why it was refused.
  on('record-opened', (r) => {
    if (r.gameId) location.hash = '#/play/' + r.gameId;
    else toast(errorText(r.error), 6000);
  });
  for (const ev of /** @type {const} */ (['game-updated', 'clock-tick', 'turn-timeout', 'ai-thinking', 'analysis-progress'])) {
    on(ev, (payload) => {
      if (loading) buffered.push([ev, payload]);
      else if (ctx.screen && ctx.screen.onEvent) ctx.screen.onEvent(ev, payload);
    });
  }
  // The page hidden (the app in the background) pauses the game on screen; the page shown or
  // focused again resumes it, so a platform that never says `Resumed` leaves no clock stopped.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') ctx.screen?.onBackground?.();
    else ctx.screen?.onForeground?.();
  });
  window.addEventListener('focus', () => ctx.screen?.onForeground?.());
  window.addEventListener('hashchange', render);
  // A page that starts again while a game is on screen (reloaded, or its web process ended in
  // the background) lands on that game, not on home.
  if ((!location.hash || location.hash === '#/home') && start.gameOnScreen) {
    history.replaceState(null, '', '#/play/' + start.gameOnScreen);
  }
  // On the window, so that it comes after the screens' own keys on the document: Escape that
  // drops a selection on the board goes no further.
  window.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && !e.defaultPrevented) backOneScreen();
  });
  const fontsAwaited = performance.now();
  await fonts;
  timed('font faces awaited', fontsAwaited);
  const firstScreen = performance.now();
  await render();
  timed('first screen put up', firstScreen);
  document.body.setAttribute('data-ready', 'true');
  await reportBoot(api.bootTrace);
}

boot();
