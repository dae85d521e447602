// Home: the games of the registry, the drills waiting, unfinished games to continue (newest
// first), settings, rules, import.

import { api } from '../api.js';
import { t, gameName, gameBlurb, sideName, localName, pieceGlyph } from '../i18n.js';
import { h } from '../svg.js';
import { games, infoOf } from '../catalog.js';
import { modal, toast, errorText, textDialog, languageButton } from '../widgets.js';
import { homeLists, isDamaged, aiOpponent, formatDate, lessonPill } from './home-model.js';
import { openRecord } from '../records.js';

/** A game's mark: the glyph of the piece its registry entry names (the shared piece, the City, a general). */
const icon = (game) => pieceGlyph(game, infoOf(game).icon);

function describeSeats(ctx, game, seats) {
  const ai = aiOpponent(ctx.levelsOf(game), seats);
  if (!ai) return t('mode.pass-and-play');
  return `${t('vs')} ${t('ai')} · ${ai.level ? localName(ai.level) : ai.id}`;
}

/**
 * What the screen shows from the core, all asked at once: the lesson counts, the drills waiting
 * and the saves. The app's start asks while its boot call is answered (main.js).
 */
export function askHome() {
  return {
    progress: api.lessonProgress().catch(() => null),
    drills: api.drills().catch(() => null),
    saves: api.listSaves().then((list) => ({ list, err: null }), (err) => ({ list: null, err })),
  };
}

/** @param {ReturnType<typeof askHome>} [asked] what was asked for it, by default now */
export async function showHome(app, ctx, asked = askHome()) {
  // The screen goes up whole once all have answered, so that no frame shows it without its
  // saves or its lesson counts (make bench-startup's pictures).
  const { progress, drills, saves } = asked;
  const screen = h('section', { class: 'screen home', 'data-testid': 'home' });
  screen.appendChild(h('header', { class: 'home-head' }, [
    h('div', { class: 'brand' }, [h('span', { class: 'brand-mark', 'aria-hidden': 'true', text: t('brandMark') }), h('div', {}, [h('h1', { text: t('appName') }), h('p', { class: 'muted', text: t('appTagline') })])]),
    h('div', { class: 'head-buttons' }, [
      languageButton(ctx, 'lang-toggle', () => ctx.go('/home')),
      h('button', { class: 'btn', 'data-testid': 'open-settings', onclick: () => ctx.go('/settings') }, t('settings')),
    ]),
  ]));

  const cards = h('div', { class: 'game-cards' });
  for (const g of games()) {
    cards.appendChild(h('article', { class: 'game-card card-' + g, 'data-testid': 'game-card-' + g }, [
      h('div', { class: 'card-icon', 'aria-hidden': 'true', text: icon(g) }),
      h('div', { class: 'card-body' }, [
        h('h2', { text: gameName(g) }),
        h('p', { class: 'muted', text: gameBlurb(g) }),
        h('div', { class: 'card-buttons' }, [
          h('button', { class: 'btn primary', 'data-testid': 'new-' + g, onclick: () => ctx.go('/new/' + g) }, t('newGame')),
          h('button', { class: 'btn', 'data-testid': 'lessons-' + g, onclick: () => ctx.go('/lessons/' + g) }, [t('lessons'), ' ', h('span', { class: 'count-pill', 'data-testid': 'lesson-progress-' + g })]),
          h('button', { class: 'btn', 'data-testid': 'rules-' + g, onclick: () => ctx.go('/rules/' + g) }, t('rules')),
        ]),
      ]),
    ]));
  }
  screen.appendChild(cards);
  showLessonProgress(screen, await progress);
  const waiting = await drills;
  if (waiting && waiting.pending.length) screen.appendChild(drillsOffer(ctx, waiting));

  const cont = h('section', { class: 'continue', 'data-testid': 'continue' }, [h('h2', { text: t('continue') })]);
  screen.appendChild(cont);
  const { list: saved, err } = await saves;
  if (err) {
    // Saves that cannot be used yet: the banner above says why and what to do.
    const text = err && err.kind === 'storage' ? t('storage.listUnavailable') : errorText(err);
    cont.appendChild(h('p', { class: 'error', 'data-testid': 'saves-error', text }));
  }
  // Unfinished games, and saves that cannot be read (in their place, never hiding the others).
  const { open, finished } = homeLists(saved || []);
  if (saved && !open.length) cont.appendChild(h('p', { class: 'muted', 'data-testid': 'no-saves', text: t('noSaves') }));
  const list = h('ul', { class: 'save-list' });
  for (const s of open) {
    if (isDamaged(s)) {
      list.appendChild(damagedItem(ctx, s));
      continue;
    }
    const item = h('li', { class: 'save', 'data-testid': 'save-item', 'data-game-id': s.id, 'data-game': s.game }, [
      h('button', { class: 'save-open', 'data-testid': 'continue-' + s.id, onclick: () => ctx.go(`/play/${s.id}/resume`) }, [
        h('span', { class: 'save-icon', 'aria-hidden': 'true', text: icon(s.game) }),
        h('span', { class: 'save-text' }, [
          h('strong', { text: gameName(s.game) }),
          h('span', { class: 'muted', text: `${describeSeats(ctx, s.game, s.seats || [])} · ${t('turnOf', { n: s.ply })} · ${(s.toMove ? t('toMove', { side: sideName(s.game, s.toMove) }) : '')}` }),
          h('span', { class: 'muted small', text: formatDate(s.updatedAt) }),
        ]),
      ]),
      deleteButton(ctx, s.id, `${gameName(s.game)} · ${formatDate(s.updatedAt)}`),
    ]);
    list.appendChild(item);
  }
  cont.appendChild(list);
  if (finished.length) screen.appendChild(finishedList(ctx, finished));

  screen.appendChild(h('div', { class: 'home-foot' }, [
    h('button', { class: 'btn', 'data-testid': 'open-stats', onclick: () => ctx.go('/stats') }, t('statistics')),
    h('button', { class: 'btn', 'data-testid': 'import-game', onclick: () => importDialog(ctx) }, t('importGame')),
  ]));
  app.appendChild(screen);
  return {};
}

/**
 * "Learn from your mistakes": the drills waiting, by game, and the first of them.
 * @param {import('../contract.js').DrillList} list
 */
function drillsOffer(ctx, list) {
  const byGame = games().map((g) => ({ g, n: list.pending.filter((d) => d.game === g).length })).filter((x) => x.n);
  const first = list.pending[0];
  return h('section', { class: 'continue drills-offer', 'data-testid': 'drills-offer', 'data-pending': list.pending.length }, [
    h('h2', { text: t('drill.learn') }),
    h('p', { class: 'muted', text: t('drill.waiting', { n: list.pending.length, games: byGame.map((x) => `${gameName(x.g)} ${x.n}`).join(' · ') }) }),
    h('div', { class: 'card-buttons' }, [h('button', { class: 'btn primary', 'data-testid': 'drills-start', onclick: () => ctx.go('/drill/' + first.id) }, t('drill.start'))]),
  ]);
}

/** Finished games, newest first, each with Review (and delete). */
function finishedList(ctx, finished) {
  const list = h('ul', { class: 'save-list' });
  for (const s of finished) {
    const result = s.outcome && s.outcome.winner ? t('winner', { side: sideName(s.game, s.outcome.winner) }) : t('draw');
    list.appendChild(h('li', { class: 'save', 'data-testid': 'finished-item', 'data-game-id': s.id, 'data-game': s.game }, [
      h('button', { class: 'save-open', 'data-testid': 'review-' + s.id, onclick: () => ctx.go('/review/' + s.id) }, [
        h('span', { class: 'save-icon', 'aria-hidden': 'true', text: icon(s.game) }),
        h('span', { class: 'save-text' }, [
          h('strong', { text: `${gameName(s.game)} · ${t('review')}` }),
          h('span', { class: 'muted', text: `${describeSeats(ctx, s.game, s.seats || [])} · ${result} · ${t('turnOf', { n: s.ply })}` }),
          h('span', { class: 'muted small', text: formatDate(s.updatedAt) }),
        ]),
      ]),
      deleteButton(ctx, s.id, `${gameName(s.game)} · ${formatDate(s.updatedAt)}`),
    ]));
  }
  return h('details', { class: 'continue finished', 'data-testid': 'finished' }, [h('summary', {}, [h('h2', { text: t('finishedGames') })]), list]);
}

/** Each game card's lesson progress (passed/total); left blank when the saves cannot say (`null`). */
function showLessonProgress(screen, progress) {
  for (const p of progress || []) {
    const pill = screen.querySelector(`[data-testid="lesson-progress-${p.game}"]`);
    if (!pill) continue;
    const shown = lessonPill(p);
    pill.textContent = shown.text;
    pill.setAttribute('data-passed', String(p.passed));
    pill.setAttribute('aria-label', shown.allDone ? t('lessonsAllDone') : t('lessonsDone', { passed: p.passed, total: p.total }));
  }
}

function deleteButton(ctx, id, what) {
  return h('button', { class: 'btn icon-btn danger', 'aria-label': t('delete'), 'data-testid': 'delete-' + id, onclick: () => {
    modal(t('delete'), h('p', { text: what }), [
      { label: t('cancel') },
      { label: t('delete'), primary: true, testid: 'confirm-delete', action: async () => {
        try {
          await api.deleteGame(id);
        } catch (err) {
          toast(errorText(err));
        }
        ctx.go('/home');
      } },
    ]);
  } }, '×');
}

/** A save that cannot be read: said so, with its raw export (to keep or report) and delete. */
function damagedItem(ctx, s) {
  const when = s.updatedAt ? formatDate(s.updatedAt) : '';
  return h('li', { class: 'save damaged', 'data-testid': 'save-damaged', 'data-game-id': s.id }, [
    h('div', { class: 'save-open' }, [
      h('span', { class: 'save-icon', text: '!' }),
      h('span', { class: 'save-text' }, [
        h('strong', { text: t('save.damaged') }),
        h('span', { class: 'muted small', text: [when, s.damaged].filter(Boolean).join(' · ') }),
      ]),
    ]),
    h('button', { class: 'btn', 'data-testid': 'export-raw-' + s.id, onclick: () => exportRaw(s.id) }, t('save.exportRaw')),
    deleteButton(ctx, s.id, `${t('save.damaged')} · ${when}`),
  ]);
}

async function exportRaw(id) {
  try {
    textDialog('raw', t('save.rawTitle'), t('save.rawNote'), await api.exportRawSave(id));
  } catch (err) {
    toast(errorText(err));
  }
}

function importDialog(ctx) {
  const area = h('textarea', { class: 'record', rows: 8, 'data-testid': 'import-text', spellcheck: 'false' });
  modal(t('importGame'), h('div', {}, [h('p', { text: t('importPrompt') }), area]), [
    { label: t('cancel') },
    { label: t('files.openFile'), testid: 'import-file', action: async () => !(await openRecord('file', ctx.go)) },
    { label: t('files.paste'), testid: 'import-paste', action: async () => !(await openRecord('paste', ctx.go)) },
    { label: t('open'), primary: true, testid: 'import-confirm', action: async () => {
      try {
        const snap = await api.importGame(area.value);
        ctx.go(`/play/${snap.id}/resume`);
        return false;
      } catch (err) {
        toast(errorText(err));
        return true;
      }
    } },
  ], 'import-dialog');
}
