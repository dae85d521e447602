// A game's lessons in teaching order with the player's progress (#/lessons/<game>), and the
// offer of the first lesson on a first visit to a game.

import { api } from '../api.js';
import { t, gameName, localText } from '../i18n.js';
import { h } from '../svg.js';
import { lessonRows, lessonsHead, shouldOffer } from './lessons-model.js';

export async function showLessons(app, ctx, game) {
  const list = await api.lessons(game);
  const head = lessonsHead(list);
  const screen = h('section', { class: 'screen lessons', 'data-testid': 'lessons', 'data-game': game, 'data-passed': head.passed });
  app.appendChild(screen);
  screen.appendChild(h('header', { class: 'topbar' }, [
    h('button', { class: 'btn icon-btn', 'data-testid': 'back', 'aria-label': t('back'), onclick: () => ctx.go('/home') }, '‹'),
    h('h1', { text: t('lessonsOf', { game: gameName(game) }) }),
    h('span', { class: 'count-pill', 'data-testid': 'lessons-done', text: t('lessonsDone', { passed: head.passed, total: head.total }) }),
  ]));
  if (head.progressUnknown) screen.appendChild(h('p', { class: 'muted', 'data-testid': 'lessons-progress-unknown', text: t('lessonProgressUnknown') }));
  const ol = h('ol', { class: 'lesson-list' });
  for (const row of lessonRows(list)) {
    const state = row.state;
    ol.appendChild(h('li', {}, [
      h('button', { class: 'lesson-row ' + state, 'data-testid': 'lesson-' + row.id, 'data-state': state, onclick: () => ctx.go('/lesson/' + row.id) }, [
        h('span', { class: 'lesson-mark', 'aria-hidden': 'true', text: row.passed ? '✓' : '' }),
        h('span', { class: 'lesson-text' }, [
          h('strong', { text: localText(row.title) }),
          h('span', { class: 'muted small', text: [t('lessonRules', { rules: row.rules }), row.passed ? t('lessonPassed') : '', row.wrongTries ? t('lessonTries', { n: row.wrongTries }) : ''].filter(Boolean).join(' · ') }),
        ]),
      ]),
    ]));
  }
  screen.appendChild(ol);
  return {};
}

/**
 * On a first visit to `game` (its new-game screen): a banner offering its first lesson, shown
 * once (the core remembers the offer). Resolves to the banner, or null when there is none to
 * make. It never blocks the new-game form below it.
 */
export async function firstLessonOffer(ctx, game) {
  let progress;
  try {
    progress = await api.lessonProgress();
  } catch (e) {
    return null; // Without the saves the offer could not be remembered: it is not made.
  }
  if (!shouldOffer(progress, game)) return null;
  const first = progress.find((p) => p.game === game).firstLesson;
  api.lessonOffered(game).catch(() => {});
  const banner = h('div', { class: 'lesson-offer', role: 'note', 'data-testid': 'lesson-offer' }, [
    h('strong', { text: t('lessonOfferTitle', { game: gameName(game) }) }),
    h('p', { class: 'muted', text: t('lessonOfferText') }),
  ]);
  banner.appendChild(h('div', { class: 'card-buttons' }, [
    h('button', { class: 'btn primary', 'data-testid': 'offer-start', onclick: () => ctx.go('/lesson/' + first) }, t('lessonStart')),
    h('button', { class: 'btn', 'data-testid': 'offer-not-now', onclick: () => banner.remove() }, t('lessonNotNow')),
  ]));
  return banner;
}
