// The lessons list's model (#/lessons/<game>): each lesson's row and state, and when a game's
// first lesson is offered. Pure: no DOM, no calls to the core (`lessons.js` draws it).

/** @import { LessonList, GameProgress, GameKind } from '../contract.js' */

/**
 * The list's rows in teaching order: `rules` as one line, `current` the first lesson not yet
 * passed, `state` what the row shows (`passed`, `current` or `open`).
 * @param {LessonList} list
 */
export function lessonRows(list) {
  const firstOpen = list.lessons.findIndex((l) => !l.passed);
  return list.lessons.map((l, i) => {
    const current = i === firstOpen;
    /** @type {'passed' | 'current' | 'open'} */
    const state = l.passed ? 'passed' : current ? 'current' : 'open';
    return { ...l, rules: l.rules.join(' '), current, state };
  });
}

/**
 * The list's head: how many lessons are passed of how many, and whether the saves could say.
 * @param {LessonList} list
 */
export function lessonsHead(list) {
  return { passed: list.passed, total: list.lessons.length, progressUnknown: !list.progressKnown };
}

/**
 * Whether to offer a game's first lesson on this visit: the player has not been offered it,
 * has passed none of its lessons, and the game has lessons.
 * @param {GameProgress[] | null} progress
 * @param {GameKind} game
 */
export function shouldOffer(progress, game) {
  const p = (progress || []).find((x) => x.game === game);
  return !!p && !p.offered && p.passed === 0 && p.total > 0 && !!p.firstLesson;
}
