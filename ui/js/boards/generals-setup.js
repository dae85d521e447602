// Generals' setup builder (boards/setups.js), the army builder: pick a unit kind, tap a spawn
// cell, or take a preset; each refused tap and the complete army are checked by the engine
// through the setup screen's host (`validate_setup`), which submits the army. The builder's state
// and rules facts are its model's (`generals-setup-model.js`); this is the view.

import { miniDisc } from '../look-preview.js';
import { t, sideName, pieceName, pieceGlyph, isChinese, localName } from '../i18n.js';
import { h, clear } from '../svg.js';
import { toast, errorText } from '../widgets.js';
import { errorDetail } from '../error-text.js';
import { announce } from '../announce.js';
import { createBoard } from './index.js';
import { makeZoom } from '../zoom.js';
import { attachBoardKeys } from '../board-keys.js';
import { ArmyBuilder } from './generals-setup-model.js';

/** @import { SetupHost } from './setups.js' */

/** The text keys of the setup screen's title, and of its wait for the other team. */
export const TEXTS = { title: 'army', waiting: 'waitingOther' };

/**
 * The army builder's screen: the map with the spawn cells, the kinds, presets, Clear and Ready.
 * @param {Element} screen
 * @param {SetupHost} host
 */
export function showBuilder(screen, host) {
  const model = new ArmyBuilder(host.rules, host.seat);
  const top = host.header(t('armyBuilder', { team: sideName(model.rules.game, model.side) }));
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
  const view = { el, model, host, board: null };
  view.board = createBoard(model.rules.game, wrap, model.rules, (cell) => {
    const tapped = model.tap(cell);
    if (tapped) explain(view, tapped.refused);
    else check(view);
    drawBuilder(view);
  });
  const zoom = makeZoom(wrap, view.board);
  top.append(...zoom.buttons);
  host.onLeave(() => zoom.dispose());
  // The keyboard places units too: arrows over the cells, Enter or Space to place or remove.
  const keys = attachBoardKeys(view.board, { cancel: () => false, turned: () => model.side === 'second' });
  host.onLeave(() => keys.dispose());
  drawBuilder(view);
  zoom.apply();
  // Zoomed, the first general's spawn cells are in view.
  zoom.focus(model.firstSpawns().map((c) => view.board.zones.get(c)));
}

function drawBuilder(view) {
  const { el, model, host } = view;
  const current = host.current();
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
  for (const p of host.presets) {
    const use = redraw(() => {
      model.usePreset(p.units);
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
async function explain({ el, host }, soldiers) {
  try {
    await host.validate(soldiers);
  } catch (err) {
    el.message.textContent = errorDetail(err) || errorText(err);
    announce(el.message.textContent);
  }
}

/** The engine's verdict on a complete army, shown under the palette. */
async function check({ el, model, host }) {
  if (!model.complete()) {
    el.message.textContent = '';
    return;
  }
  try {
    await host.validate(model.army);
    el.message.textContent = '';
  } catch (err) {
    el.message.textContent = errorDetail(err) || errorText(err);
  }
}

async function submit({ el, model, host }) {
  try {
    await host.submit(model.army);
  } catch (err) {
    el.message.textContent = errorDetail(err) || errorText(err);
    toast(errorText(err), 4000);
  }
}
