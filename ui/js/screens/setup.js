// Generals' setup (behind the hand-over curtain of curtain.js while the core says so): the army
// builder — pick a unit kind, tap a spawn cell — checked by the engine through the
// core (`validate_army`), and submitted with `submit_army`. The builder's state and rules
// facts are its model's (`setup-model.js`); this is the view.

import { miniDisc } from '../look-preview.js';
import { api } from '../api.js';
import { t, sideName, pieceName, pieceGlyph, isChinese, localName } from '../i18n.js';
import { h, clear } from '../svg.js';
import { toast, errorText } from '../widgets.js';
import { errorDetail } from '../error-text.js';
import { announce } from '../announce.js';
import { rulesOf } from '../catalog.js';
import { createBoard } from '../boards/index.js';
import { makeZoom } from '../zoom.js';
import { attachBoardKeys } from '../board-keys.js';
import { ArmyBuilder } from './setup-model.js';
import { isOlder } from './play-model.js';

function header(ctx, title) {
  return h('header', { class: 'topbar' }, [
    h('button', { class: 'btn icon-btn', 'data-testid': 'back', 'aria-label': t('back'), onclick: () => ctx.go('/home') }, '‹'),
    h('h1', { text: title }),
  ]);
}

export async function showSetup(app, ctx, snap, done) {
  const screen = h('section', { class: 'screen setup', 'data-testid': 'setup', 'data-game-id': snap.id });
  app.appendChild(screen);
  let presets = [];
  try {
    presets = await api.generalsPresets();
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
    // The team to set up, by its id in the engine's catalog (`south` / `north`).
    const team = rules.sides.find((x) => x.side === current.toMove).id;
    if (!current.humanToAct) {
      screen.appendChild(header(ctx, t('army')));
      screen.appendChild(h('div', { class: 'handover', 'data-testid': 'setup-waiting' }, [h('span', { class: 'spinner' }), h('p', { text: t('waitingOther') })]));
      return;
    }
    showBuilder(screen, ctx, state, new ArmyBuilder(rules, team), presets, route);
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

/** The army builder's screen: the map with the spawn cells, the kinds, presets, Clear and Ready. */
function showBuilder(screen, ctx, state, model, presets, route) {
  const top = header(ctx, t('armyBuilder', { team: sideName(model.rules.game, model.side) }));
  const wrap = h('div', { class: 'board-wrap', 'data-testid': 'board-wrap' });
  const panel = h('aside', { class: 'panel' });
  screen.append(top, h('div', { class: 'play-body setup-body', 'data-testid': 'army-builder', 'data-team': model.team }, [wrap, panel]));
  const el = {
    count: h('div', { class: 'status', 'data-testid': 'army-count' }),
    message: h('div', { class: 'help', 'data-testid': 'army-message' }),
    // The palette in the building team's colours: each kind's disc ringed in its two generals'.
    palette: h('div', { class: 'palette team-' + model.team, 'data-testid': 'palette', 'data-team': model.team }),
    presets: h('div', { class: 'chips', 'data-testid': 'presets' }),
    foot: h('div', { class: 'actionbar' }),
  };
  panel.append(el.count, h('div', { class: 'help muted', text: t('placeUnit') }), el.palette, el.presets, el.message, el.foot);
  const view = { el, model, presets, state, route };
  view.board = createBoard(model.rules.game, wrap, model.rules, (cell) => {
    const tapped = model.tap(cell);
    if (tapped) explain(view, tapped.refused);
    else check(view);
    drawBuilder(view);
  });
  const zoom = makeZoom(wrap, view.board);
  top.append(...zoom.buttons);
  state.disposers.push(() => zoom.dispose());
  // The keyboard places units too: arrows over the cells, Enter or Space to place or remove.
  const keys = attachBoardKeys(view.board, { cancel: () => false, turned: () => model.side === 'second' });
  state.disposers.push(() => keys.dispose());
  drawBuilder(view);
  zoom.apply();
  // Zoomed, the first general's spawn cells are in view.
  zoom.focus(model.firstSpawns().map((c) => view.board.zones.get(c)));
}

function drawBuilder(view) {
  const { el, model, presets, state } = view;
  const current = state.current;
  const marks = [...model.spawnOf.keys()].map((at) => ({ at, kind: 'spawn' }));
  view.board.update({ pieces: model.pieces(current.view), reserves: [], marks, terrain: current.view.terrain || [], notes: [] }, {
    selected: new Set(), targets: model.targets(), last: new Set(), hint: new Set(), flip: model.side === 'second', rotateSide: null,
  });
  el.count.textContent = t('armyCount', { n: model.army.length, of: model.size });
  // The button just pressed keeps the keyboard's focus across the redraw.
  const panel = el.palette.parentNode;
  const focused = panel.contains(document.activeElement) ? document.activeElement.getAttribute('data-testid') : null;
  const redraw = (change) => () => {
    change();
    drawBuilder(view);
  };
  clear(el.palette);
  for (const k of model.rules.part.army.soldierKinds) {
    el.palette.appendChild(h('button', { class: 'chip' + (k === model.kind ? ' on' : ''), 'data-testid': 'kind-' + k, onclick: redraw(() => { model.kind = k; }) }, [
      miniDisc(model.rules.game, k, isChinese() ? pieceGlyph(model.rules.game, k) : k),
      pieceName(model.rules.game, k),
    ]));
  }
  clear(el.presets);
  for (const p of presets) {
    const use = redraw(() => {
      model.usePreset(Array.isArray(p.army) ? p.army : p.army[model.team] || []);
      check(view);
    });
    el.presets.appendChild(h('button', { class: 'chip', 'data-testid': 'preset-' + p.id, onclick: use }, localName(p)));
  }
  clear(el.foot);
  el.foot.appendChild(h('button', { class: 'btn', 'data-testid': 'army-clear', onclick: redraw(() => { model.clear(); el.message.textContent = ''; }) }, t('clearArmy')));
  el.foot.appendChild(h('button', { class: 'btn primary', 'data-testid': 'army-submit', disabled: !model.complete(), onclick: () => submit(view) }, t('submitArmy')));
  const again = focused && panel.querySelector(`[data-testid="${focused}"]`);
  if (again) again.focus();
}

/** Why a tap placed nothing: the engine's verdict on the soldiers it would have made, read out. */
async function explain({ el, model }, soldiers) {
  try {
    await api.validateArmy(model.team, soldiers);
  } catch (err) {
    el.message.textContent = errorDetail(err) || errorText(err);
    announce(el.message.textContent);
  }
}

/** The engine's verdict on a complete army, shown under the palette. */
async function check({ el, model }) {
  if (!model.complete()) {
    el.message.textContent = '';
    return;
  }
  try {
    await api.validateArmy(model.team, model.army);
    el.message.textContent = '';
  } catch (err) {
    el.message.textContent = errorDetail(err) || errorText(err);
  }
}

async function submit({ el, model, state, route }) {
  try {
    await api.validateArmy(model.team, model.army);
    const next = await api.submitArmy(state.current.id, model.team, model.army);
    // An event (the other team's army, the game starting) may have come first.
    if (!isOlder(next, state.current)) state.current = next;
    route();
  } catch (err) {
    el.message.textContent = errorDetail(err) || errorText(err);
    toast(errorText(err), 4000);
  }
}
