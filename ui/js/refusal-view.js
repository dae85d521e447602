// The arbiter's answer on screen, for a game and a lesson alike: a refused tap (the model's
// `tap` → `refused`) is asked about in the core, and the answer is drawn below the board with
// the rule it cites and a link to the lesson that teaches the rule, and read out through the
// polite live region.

import { t } from './i18n.js';
import { h, clear } from './svg.js';
import { refusalText } from './error-text.js';
import { announce } from './announce.js';

/**
 * Asks the core why a tap was refused (`ask`), and has the model keep the answer; when it does,
 * `render` draws it (false: the screen is gone) and the live region reads it. No answer (the
 * tap was not refused after all) or a failed call (the game moved on) shows nothing.
 * @param {{ explained: (asked: { ply: number, tap: number }, answer: import('./contract.js').Refused | null) => boolean }} model
 * @param {{ chosen: string[], at: string, ply: number, tap: number }} asked
 * @param {() => Promise<import('./contract.js').Refused | null>} ask
 * @param {string} game
 * @param {() => boolean} render
 */
export async function explainRefusal(model, asked, ask, game, render) {
  let answer = null;
  try {
    answer = await ask();
  } catch (err) {
    return;
  }
  if (!answer || !model.explained(asked, answer) || !render()) return;
  announce(refusalText(game, answer));
}

/**
 * Draws `refused` into `el` (hidden when `null`): the sentence with its rule, and the lesson's
 * link unless `here` is that lesson.
 * @param {HTMLElement} el
 * @param {string} game
 * @param {import('./contract.js').Refused | null} refused
 * @param {{ go: (route: string) => void, here?: string }} nav
 */
export function drawRefusal(el, game, refused, nav) {
  el.hidden = !refused;
  clear(el);
  if (!refused) return;
  Object.assign(el.dataset, { code: refused.code, rule: refused.rule });
  el.append(h('span', { text: refusalText(game, refused) }));
  if (refused.lesson && refused.lesson !== nav.here) {
    const go = () => nav.go('/lesson/' + refused.lesson);
    el.append(h('button', { class: 'btn link', 'data-testid': 'refusal-lesson', onclick: go }, t('learnRule', { rule: refused.rule })));
  }
}
