// Moves in words: an action's sentence in the player's language, filled from the parts the
// engine names for it (a history entry's `words`, engine/src/view.rs `ActionWords`). Its verb
// picks the template, the game's own (its texts, engine/texts/<game>.toml, sent in its catalog)
// or the app's shared one (`words.<verb>`, i18n-words.js); the names of sides, pieces and
// Generals' generals come from the engine's catalog. The UI never reads the notation for it.
// The move list shows the sentences or the notation, as the settings say (`moveList`); export
// always writes the notation.

import { t, fill as fillTemplate, sideName, pieceName, groupName, localText, isChinese } from './i18n.js';
import { gameText } from './catalog.js';
import { h } from './svg.js';

/** @import { HistoryEntry, ActionWords, GameKind, Side } from './contract.js' */

/** @type {'words' | 'notation'} */
let moveList = 'words';

/** The move list's form, from the settings: `words` (the default) or `notation`. */
export function setMoveList(mode) {
  moveList = mode === 'notation' ? 'notation' : 'words';
}

export function moveListMode() {
  return moveList;
}

/** Whether the table has `key` in the current language or in English. */
function has(key) {
  return t(key) !== key;
}

/** Points as a list: "d3 and f3", "d2, f2 and f3"; "d3、f3". */
function pointList(points) {
  if (points.length < 2) return points.join('');
  return t('words.list', { items: points.slice(0, -1).join(t('words.comma')), last: points[points.length - 1] });
}

/** "two units", "一子": a number of units (passengers) or of pieces (pushed). */
function countOf(what, n) {
  return has(`words.${what}.${n}`) ? t(`words.${what}.${n}`) : t(`words.${what}`, { n });
}

/**
 * The template of a verb in the current language: the game's own (its one-point form where
 * there is one), else the app's shared one (a timed-out turn's); `undefined` for neither.
 * @param {GameKind} game
 * @param {string} verb
 * @param {boolean} onePoint
 * @returns {string | undefined}
 */
export function template(game, verb, onePoint) {
  const own = (onePoint && gameText(game, 'words', verb + '.one')) || gameText(game, 'words', verb);
  if (own) return localText(own);
  return has(`words.${verb}`) ? t(`words.${verb}`) : undefined;
}

/**
 * One part of an action in words.
 * @param {GameKind} game
 * @param {Side} side
 * @param {ActionWords} w
 */
function fill(game, side, w) {
  const points = w.points || [];
  const params = {
    side: sideName(game, side),
    group: w.group ? groupName(game, w.group) : '',
    piece: w.piece ? pieceName(game, w.piece) : '',
    target: w.target ? pieceName(game, w.target) : '',
    targetGroup: w.targetGroup ? groupName(game, w.targetGroup) : '',
    from: w.from || '',
    to: w.to || '',
    over: w.over || '',
    points: pointList(points),
    count: w.count == null ? '' : countOf(w.verb === 'carry' ? 'units' : 'pieces', w.count),
  };
  return fillTemplate(template(game, w.verb, points.length === 1) ?? w.verb, params);
}

/**
 * The action of a history entry as a sentence: "Red recruits Soldiers on d3 and f3".
 * @param {GameKind} game
 * @param {HistoryEntry} entry
 */
export function sentence(game, entry) {
  const first = fill(game, entry.side, entry.words);
  const then = entry.words.then;
  return then ? t('words.then', { first, then: fill(game, entry.side, then) }) : first;
}

/**
 * A history entry as the move list shows it: its sentence, or its notation when the settings
 * ask for it.
 * @param {GameKind} game
 * @param {HistoryEntry} entry
 */
export function moveText(game, entry) {
  return moveList === 'notation' ? entry.text : sentence(game, entry);
}

/**
 * A move list entry's parts: its sentence (which names who acted) and, in Chinese, the game's
 * compact form where it has one (Twin Cities' 城五退一); or its side and notation.
 * @param {GameKind} game
 * @param {HistoryEntry} entry
 */
export function moveParts(game, entry) {
  if (moveList === 'notation') return [h('span', { class: 'mv-side', text: sideName(game, entry.side) }), h('span', { class: 'mv-text', text: entry.text })];
  const compact = entry.words.compact;
  return [
    h('span', { class: 'mv-text', text: sentence(game, entry) }),
    isChinese() && compact ? h('span', { class: 'mv-compact muted', text: localText(compact) }) : null,
  ];
}
