// The new-game screen's time control: the game's turn timer, or the app's game clock with
// increment (its presets from the core's registry, or custom minutes and seconds a turn), and
// a handicap that gives one side its own time. The choices' model is newgame-model.js's.

import { t, sideName } from '../i18n.js';
import { h } from '../svg.js';
import { clockName } from '../clock-model.js';
import { chosenClock, defaultHandicapTime } from './newgame-model.js';
import { timerOptions } from '../clock-view.js';

/**
 * A labelled number field; `onChange` gets its value as typed (the core checks the range).
 * @param {string} testid
 * @param {string} label
 * @param {number | null} value
 * @param {{ min: number, max: number, step: number }} range
 * @param {(v: number) => void} onChange
 */
function numberField(testid, label, value, range, onChange) {
  const input = h('input', {
    type: 'number', inputmode: 'decimal', class: 'number-field', 'data-testid': testid,
    min: String(range.min), max: String(range.max), step: String(range.step), value: value === null ? '' : String(value),
  });
  input.addEventListener('change', () => onChange(Number(input.value)));
  return h('label', { class: 'number-row' }, [h('span', { text: label }), input]);
}

/**
 * Appends the time-control rows to `form`.
 * @param {HTMLElement} form
 * @param {string} game
 * @param {any} st the choices
 * @param {import('../contract.js').GameInfo} info the game's registry entry
 * @param {(name: string, options: { value: any, label: string }[], value: any, onPick: (v: any) => void) => HTMLElement} chips
 * @param {() => void} draw
 */
export function timeRows(form, game, st, info, chips, draw) {
  const range = info.timer.gameClock;
  const set = (key) => (v) => {
    st[key] = v;
    // A new control or side offers its default handicap time; a time typed is kept otherwise.
    if (key === 'timeKind' || key === 'handicapSide') {
      st.handicapTime = st.handicapSide ? defaultHandicapTime(chosenClock(st, range), st.timer, info.timer) : null;
    }
    draw();
  };
  form.appendChild(h('label', { class: 'field-label', text: t('clock.kind') }));
  form.appendChild(chips('time-kind', [{ value: 'turn', label: t('timer') }, { value: 'clock', label: t('clock.game') }], st.timeKind, set('timeKind')));
  if (st.timeKind === 'turn') {
    form.appendChild(chips('timer', timerOptions(info), st.timer, set('timer')));
  } else {
    const presets = range.presets.map((c) => ({ value: clockName(c), label: clockName(c) }));
    form.appendChild(chips('clock', [...presets, { value: 'custom', label: t('clock.custom') }], st.clock, set('clock')));
    if (st.clock === 'custom') {
      const maxMinutes = range.maxBaseSecs / 60;
      form.appendChild(numberField('clock-minutes', t('clock.minutes'), st.customMinutes, { min: range.minBaseSecs / 60, max: maxMinutes, step: 0.25 }, set('customMinutes')));
      form.appendChild(numberField('clock-increment', t('clock.increment'), st.customIncrement, { min: 0, max: range.maxIncrementSecs, step: 1 }, set('customIncrement')));
    }
    form.appendChild(h('p', { class: 'muted field-note', 'data-testid': 'clock-about', text: t('clock.about') }));
  }
  if (st.timeKind === 'turn' && st.timer === null) return;
  form.appendChild(h('label', { class: 'field-label', text: t('clock.handicap') }));
  const sides = ['first', 'second'].map((s) => ({ value: s, label: sideName(game, s) }));
  form.appendChild(chips('handicap', [{ value: null, label: t('clock.noHandicap') }, ...sides], st.handicapSide, set('handicapSide')));
  if (!st.handicapSide) return;
  const onClock = st.timeKind === 'clock';
  const label = t(onClock ? 'clock.handicapMinutes' : 'clock.handicapSeconds', { side: sideName(game, st.handicapSide) });
  const limits = onClock ? { min: range.minBaseSecs / 60, max: range.maxBaseSecs / 60, step: 0.25 } : { min: info.timer.minSecs, max: info.timer.maxSecs, step: 1 };
  form.appendChild(numberField('handicap-time', label, st.handicapTime, limits, set('handicapTime')));
}
