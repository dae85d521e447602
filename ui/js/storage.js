// The saves' state as a banner above every screen (docs/ipc.md, StorageStatus): what is wrong,
// where a damaged file was kept, and the player's ways out — Retry, or play without saving.

import { api, on } from './api.js';
import { t } from './i18n.js';
import { h, clear } from './svg.js';
import { toast, errorText } from './widgets.js';
import { errorDetail } from './error-text.js';

let status = null;
let dismissed = false;
let refresh = () => {};

/** What the banner says: the problem in the player's words (waiting for the player: with what to
 *  do), then what it means for the file. */
function lines(s) {
  const problem = t('storage.' + (s.problem || 'io'), { path: s.keptAt || '', games: s.recoveredGames ?? 0 });
  switch (s.state) {
    case 'unavailable':
      // A corrupt file moved aside before the fresh one could be started (a full disk).
      return [errorDetail({ code: 'storage.' + (s.problem || 'io') }), t(s.keptAt ? 'storage.keptAside' : 'storage.untouched', { path: s.keptAt || '' })];
    case 'newer-version':
      return [problem, t('storage.untouched')];
    case 'without-saving':
      return s.problem ? [t('storage.without-saving'), problem] : [t('storage.without-saving')];
    default:
      return [problem];
  }
}

/** Draws the banner for the status as it stands (also after a change of language). */
export function render() {
  const el = document.getElementById('storage-banner');
  clear(el);
  const show = !!status && status.state !== 'ok' && !(['recovered', 'unlocked'].includes(status.state) && dismissed);
  el.hidden = !show;
  if (!show) return;
  el.setAttribute('data-state', status.state);
  el.setAttribute('data-problem', status.problem || '');
  const [first, ...rest] = lines(status);
  el.appendChild(h('div', { class: 'storage-text' }, [
    h('strong', { 'data-testid': 'storage-message', text: first }),
    ...rest.map((line) => h('span', { class: 'muted', text: line })),
  ]));
  const buttons = [];
  if (status.canRetry) buttons.push(h('button', { class: 'btn primary', 'data-testid': 'storage-retry', onclick: retry }, t('storage.retry')));
  if (status.canPlayWithoutSaving) {
    buttons.push(h('button', { class: 'btn', 'data-testid': 'storage-without-saving', onclick: withoutSaving }, t('storage.playWithoutSaving')));
  }
  if (status.state === 'recovered' || status.state === 'unlocked') {
    buttons.push(h('button', { class: 'btn', 'data-testid': 'storage-dismiss', onclick: () => { dismissed = true; render(); } }, t('storage.dismiss')));
  }
  el.appendChild(h('div', { class: 'storage-buttons' }, buttons));
}

async function retry() {
  const before = status && status.state;
  try {
    status = await api.retryStorage();
  } catch (err) {
    toast(errorText(err));
    return;
  }
  render();
  if (status.state === before) toast(t('storage.stillUnavailable'), 4000);
  else refresh();
}

async function withoutSaving() {
  try {
    status = await api.playWithoutSaving();
  } catch (err) {
    toast(errorText(err));
    return;
  }
  render();
  refresh();
}

/** Follows the saves' state from now on, as the core reports a change; `onChange` re-renders
 *  the screen once the saves become usable (Retry worked, or playing without saving). */
export function followStorage(onChange) {
  refresh = onChange;
  on('storage-status', (s) => {
    status = s;
    render();
  });
}

/** Shows the saves' state as the core gave it at the start. */
export function showStorage(initial) {
  status = initial;
  render();
}
