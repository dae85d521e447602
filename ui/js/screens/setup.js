// The setup phase (behind the hand-over curtain of curtain.js while the core says so): the side
// to set up builds its setup with its game's builder (`boards/setups.js`, found by the game's
// board id, loaded when first shown), each step checked by the engine through the core
// (`validate_setup`), and submits it (`submit_setup`); a side played by the computer, or by
// people not at the device, is waited for. This screen names no game: what a setup is made of
// is the builder's.

import { api } from '../api.js';
import { t } from '../i18n.js';
import { h, clear } from '../svg.js';
import { rulesOf, infoOf } from '../catalog.js';
import { SETUPS } from '../boards/setups.js';
import { isOlder } from './play-model.js';

/** @import { GameKind, SetupChoice } from '../contract.js' */
/** @import { SetupHost, SetupModule } from '../boards/setups.js' */

/**
 * The setup builder of `game`, by its board id; an unknown one is an error.
 * @param {GameKind} game
 * @returns {Promise<SetupModule>}
 */
export function setupOf(game) {
  const id = infoOf(game).board;
  const load = SETUPS[id];
  if (!load) throw new Error(`no setup builder '${id}' for ${game}`);
  return load();
}

function header(ctx, title) {
  return h('header', { class: 'topbar' }, [
    h('button', { class: 'btn icon-btn', 'data-testid': 'back', 'aria-label': t('back'), onclick: () => ctx.go('/home') }, '‹'),
    h('h1', { text: title }),
  ]);
}

export async function showSetup(app, ctx, snap, done) {
  const screen = h('section', { class: 'screen setup', 'data-testid': 'setup', 'data-game-id': snap.id });
  app.appendChild(screen);
  const builder = await setupOf(snap.game);
  let presets = [];
  try {
    presets = await api.setupPresets(snap.game);
  } catch (e) {
    presets = [];
  }
  const rules = rulesOf(snap.game);
  const state = { current: snap, left: false, disposers: [] };

  function route() {
    if (state.left) return;
    for (const d of state.disposers.splice(0)) d();
    clear(screen);
    const current = state.current;
    if (current.phase !== 'setup' || current.curtain) return done();
    // The side to set up, by its id in the engine's catalog.
    const seat = rules.sides.find((x) => x.side === current.toMove).id;
    if (!current.humanToAct) {
      screen.appendChild(header(ctx, t(builder.TEXTS.title)));
      screen.appendChild(h('div', { class: 'handover', 'data-testid': 'setup-waiting' }, [h('span', { class: 'spinner' }), h('p', { text: t(builder.TEXTS.waiting) })]));
      return;
    }
    /** @type {SetupHost} */
    const host = {
      rules,
      seat,
      current: () => state.current,
      presets: presets.map((p) => ({ id: p.id, nameZh: p.nameZh, nameEn: p.nameEn, units: p.sides[seat] || [] })),
      header: (title) => header(ctx, title),
      validate: (setup) => api.validateSetup(snap.game, seat, setup),
      submit: (setup) => submit(state, seat, setup, route),
      onLeave: (dispose) => state.disposers.push(dispose),
    };
    builder.showBuilder(screen, host);
  }

  route();
  return {
    onEvent(name, p) {
      if (name === 'game-updated' && p && p.id === state.current.id && !isOlder(p, state.current)) {
        const wasWaiting = !state.current.humanToAct;
        state.current = p;
        if (p.phase !== 'setup' || wasWaiting || p.curtain) route();
      }
    },
    leave() {
      state.left = true;
      for (const d of state.disposers.splice(0)) d();
    },
  };
}

/**
 * Checks and submits the side's setup, then shows what comes next; rejects with the core's
 * error, for the builder to say.
 * @param {{ current: any }} state
 * @param {string} seat
 * @param {SetupChoice} setup
 * @param {() => void} route
 */
async function submit(state, seat, setup, route) {
  await api.validateSetup(state.current.game, seat, setup);
  const next = await api.submitSetup(state.current.id, seat, setup);
  // An event (the other side's setup, the game starting) may have come first.
  if (!isOlder(next, state.current)) state.current = next;
  route();
}
