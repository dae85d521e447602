// The play screen's clock (`clock-model.js` says what it shows): the turn's time, or each
// side's time on a game clock, the side to move's marked. Its last seconds are said once to
// the human whose turn it is.

import { announce, timeLeftText } from './announce.js';
import { sideName, t } from './i18n.js';
import { h } from './svg.js';
import { formatClock, timerChoices } from './clock-model.js';

/**
 * The turn timers offered for a game as chips: off, then seconds.
 * @param {import('./contract.js').GameInfo} info
 */
export function timerOptions(info) {
  return timerChoices(info).map((s) => ({ value: s, label: s === null ? t('timerOff') : t('seconds', { n: s }) }));
}

/**
 * Draws `clock` into `el` (the timer in the top bar).
 * @param {HTMLElement} el
 * @param {import('./clock-model.js').ClockShown} clock
 * @param {string} game
 * @param {boolean} humanToAct
 */
export function renderClock(el, clock, game, humanToAct) {
  el.hidden = clock.hidden;
  if (clock.hidden) return void el.replaceChildren();
  if (clock.sides) {
    const sides = clock.sides;
    el.replaceChildren(...['first', 'second'].map((side, i) => h('span', {
      class: 'side-clock' + (side === clock.toMove ? ' to-move' : ''),
      'data-side': side,
      'data-remaining-ms': String(sides[i]),
    }, `${sideName(game, side)} ${formatClock(sides[i])}`)));
  } else {
    el.textContent = formatClock(clock.remainingMs);
  }
  if (clock.warn && !el.classList.contains('warn') && clock.running && humanToAct) announce(timeLeftText(clock.remainingMs ?? 0));
  el.classList.toggle('warn', !!clock.warn);
  el.classList.toggle('running', !!clock.running);
  el.classList.toggle('game-clock', !!clock.sides);
  el.setAttribute('data-remaining-ms', String(clock.remainingMs));
}
