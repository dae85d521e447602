// The hand-over curtain: while the core says it is up (`snap.curtain`, decided in
// src-tauri/src/service/hand_over.rs), the game's screen is not drawn at all. This screen shows
// only whom to pass the device to and "I am …", with the team's PIN when it set one, or a PIN
// to set where one is offered. It draws nothing of the snapshot but the team's name and emblem: no board, no pieces,
// no move list, no sound.

import { api } from './api.js';
import { t, sideName, pieceGlyph, gameName } from './i18n.js';
import { rulesOf } from './catalog.js';
import { h } from './svg.js';
import { errorText } from './widgets.js';
import { errorDetail } from './error-text.js';
import { announce } from './announce.js';

/**
 * Puts the curtain of `snap` up in `app`; `opened` is called once its team has opened it.
 * Returns the router's handlers.
 */
export function showCurtain(app, ctx, snap, opened) {
  const rules = rulesOf(snap.game);
  const info = rules.sides.find((x) => x.side === snap.curtain.side);
  const side = sideName(snap.game, info.side);
  const pin = pinField('curtain-pin', t('curtain.pin', { side }));
  const newPin = pinField('curtain-new-pin', t('curtain.newPin'));
  const message = h('p', { class: 'help', 'data-testid': 'curtain-message', role: 'alert' });
  const ready = h('button', { class: 'btn primary big', type: 'submit', 'data-testid': 'curtain-ready' }, t('iAm', { side }));
  // A PIN to set is offered where the device comes back at each of the side's turns.
  const offer = !snap.curtain.pinSet && snap.curtain.pinOffered;
  const form = h('form', { class: 'curtain-form', autocomplete: 'off' }, [
    snap.curtain.pinSet ? pin.label : null,
    offer ? newPin.label : null,
    offer ? h('p', { class: 'muted small', text: t('curtain.pinNote', { side }) }) : null,
    message,
    ready,
  ].filter(Boolean));
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    ready.disabled = true;
    try {
      await api.openCurtain(snap.id, info.side, pin.input.value || null, newPin.input.value || null);
      opened();
    } catch (err) {
      message.textContent = errorDetail(err) || errorText(err);
      announce(message.textContent);
      pin.input.value = '';
      ready.disabled = false;
    }
  });
  const screen = h('section', { class: 'screen curtain', 'data-testid': 'curtain', 'data-side': info.side }, [
    h('header', { class: 'topbar' }, [
      h('button', { class: 'btn icon-btn', 'data-testid': 'back', 'aria-label': t('back'), onclick: () => ctx.go('/home') }, '‹'),
      h('h1', { text: gameName(snap.game) }),
    ]),
    h('div', { class: 'handover' }, [
      h('div', { class: 'end-mark side-' + info.side, 'aria-hidden': 'true', text: pieceGlyph(snap.game, info.emblem) }),
      h('h2', { text: t('handOver', { side }) }),
      h('p', { class: 'muted', text: t('handOverNote', { side }) }),
      form,
    ]),
  ]);
  app.appendChild(screen);
  (snap.curtain.pinSet ? pin.input : ready).focus();
  return {
    onEvent() {},
    leave: async () => {
      if (snap.phase === 'playing') await api.pause(snap.id);
    },
  };
}

/** A labelled field for four digits, shown as dots. */
function pinField(testid, label) {
  const input = h('input', {
    type: 'password', inputmode: 'numeric', pattern: '[0-9]{4}', maxlength: '4', autocomplete: 'off', 'data-testid': testid,
  });
  return { input, label: h('label', { class: 'pin-field' }, [h('span', { text: label }), input]) };
}
