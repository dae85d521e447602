// Practice mode's grades on screen, for the play screen and the review
// alike: a graded move's mark in the move list (the annotation signs !, ?!, ? and ??, named in
// full for a screen reader), and the note under the board: the grade with the mover's winning
// chance before and after, and for a mistake or a blunder "show a better move" and "take back
// and try again". The grades are the core's (the engine's thresholds); this draws them.

import { t } from './i18n.js';
import { h, clear } from './svg.js';
import { moveText } from './words.js';

/** The annotation sign of each grade (a good move has none). */
const MARKS = { best: '!', good: '', inaccuracy: '?!', mistake: '?', blunder: '??' };

/** Whether a grade offers a better move and a second try. */
export function isMistake(grade) {
  return grade === 'mistake' || grade === 'blunder';
}

/**
 * The move list's mark of a graded move, or null (no grade, or a good move).
 * @param {{ grade: string } | undefined} graded
 */
export function gradeMark(graded) {
  if (!graded || !MARKS[graded.grade]) return null;
  return h('span', { class: 'mv-mark grade-' + graded.grade, 'data-grade': graded.grade, 'aria-label': t('grade.' + graded.grade), text: ' ' + MARKS[graded.grade] });
}

/** A winning chance (0…1) as a whole percentage. */
const percent = (chance) => Math.round(chance * 100);

/**
 * The grade of a move in one line: its name, and unless it is the engine's own move the mover's
 * winning chance before and after (the engine's move is best whatever its searches' values).
 * @param {import('./contract.js').PracticeNote} note
 */
export function gradeText(note) {
  if (note.grade === 'best') return t('grade.best');
  return t('practice.graded', { grade: t('grade.' + note.grade), before: percent(note.before), after: percent(note.after) });
}

/**
 * Draws `note` into `el` (hidden when null). `side`: the mover. For a mistake: "show a better
 * move" (then the move in the player's words) unless `shown`, and "take back and try again"
 * when `retry` is given.
 * @param {HTMLElement} el
 * @param {import('./contract.js').GameKind} game
 * @param {import('./contract.js').PracticeNote | null} note
 * @param {{ side: import('./contract.js').Side, shown: boolean, show: () => void, retry?: () => void }} opts
 */
export function drawPracticeNote(el, game, note, opts) {
  el.hidden = !note;
  clear(el);
  if (!note) return;
  el.setAttribute('data-grade', note.grade);
  el.append(h('p', { class: 'grade-line grade-' + note.grade, text: gradeText(note) }));
  if (!isMistake(note.grade)) return;
  if (opts.shown && note.better && note.betterWords) {
    const better = moveText(game, { text: note.better, words: note.betterWords, side: opts.side, seat: null });
    el.append(h('p', { 'data-testid': 'better-move', text: t('practice.better', { move: better }) }));
  }
  const buttons = [];
  if (!opts.shown && note.better) buttons.push(h('button', { class: 'btn', 'data-testid': 'show-better', onclick: opts.show }, t('practice.showBetter')));
  if (opts.retry) buttons.push(h('button', { class: 'btn primary', 'data-testid': 'retry', onclick: opts.retry }, t('practice.retry')));
  if (buttons.length) el.append(h('div', { class: 'controls' }, buttons));
}
