// Generals' setup: a hand-over screen in pass and play (the other army stays hidden), then
// the army builder — pick a unit kind, tap a spawn cell — checked by the engine through the
// core (`validate_army`), and submitted with `submit_army`. The kinds, the spawn cells of each
// general, the army's size and each unit's HP come from the engine's catalog.

import { api } from '../api.js';
import { t, sideName, pieceName, pieceGlyph, language } from '../i18n.js';
import { h, clear } from '../svg.js';
import { toast, errorText } from '../main.js';
import { errorDetail } from '../error-text.js';
import { rulesOf } from '../catalog.js';
import { createGeneralsBoard } from '../boards/generals.js';
import { makeZoom } from '../zoom.js';

/** Games whose setup is open (chosen on the new-game screen); any other gets hand-over screens. */
export const openSetups = new Set();

export async function showSetup(app, ctx, snap, done) {
  const screen = h('section', { class: 'screen setup', 'data-testid': 'setup', 'data-game-id': snap.id });
  app.appendChild(screen);
  let presets = [];
  try {
    presets = await api.generalsPresets();
  } catch (e) {
    presets = [];
  }
  let left = false;
  let current = snap;
  const disposers = [];

  const passAndPlay = () => current.seats.every((s) => s.kind === 'human');
  const rules = rulesOf(snap.game);
  const sideInfo = (side) => rules.sides.find((x) => x.side === side);

  /** The team to set up, by its id in the engine's catalog (`south` / `north`). */
  function teamOf(s) {
    return sideInfo(s.toMove).id;
  }

  function header(title) {
    return h('header', { class: 'topbar' }, [
      h('button', { class: 'btn icon-btn', 'data-testid': 'back', 'aria-label': t('back'), onclick: () => ctx.go('/home') }, '‹'),
      h('h1', { text: title }),
    ]);
  }

  function route() {
    if (left) return;
    for (const d of disposers.splice(0)) d();
    clear(screen);
    if (current.phase !== 'setup') return done();
    const team = teamOf(current);
    if (!current.humanToAct) {
      screen.appendChild(header(t('army')));
      screen.appendChild(h('div', { class: 'handover', 'data-testid': 'setup-waiting' }, [h('span', { class: 'spinner' }), h('p', { text: t('waitingOther') })]));
      return;
    }
    if (passAndPlay() && !openSetups.has(current.id)) return handOver(team);
    builder(team);
  }

  function handOver(team) {
    const teamSide = rules.sides.find((x) => x.id === team).side;
    const side = sideName('generals', teamSide);
    screen.appendChild(header(t('army')));
    screen.appendChild(h('div', { class: 'handover', 'data-testid': 'handover', 'data-team': team }, [
      h('div', { class: 'end-mark side-' + teamSide, text: '将' }),
      h('h2', { text: t('handOver', { side }) }),
      h('p', { class: 'muted', text: t('handOverNote', { side }) }),
      h('button', { class: 'btn primary big', 'data-testid': 'handover-ready', onclick: () => { clear(screen); builder(team); } }, t('iAm', { side })),
    ]));
  }

  function builder(team) {
    const { side, groups: generals } = rules.sides.find((x) => x.id === team);
    const perGeneral = rules.army.soldiersPerGeneral;
    const armySize = perGeneral * generals.length;
    const hpOf = (code) => (rules.pieces.find((p) => p.code === code) || { hp: 1 }).hp;
    const army = [];
    let kind = rules.army.soldierKinds[0];
    const top = header(t('armyBuilder', { team: sideName('generals', side) }));
    screen.appendChild(top);
    const body = h('div', { class: 'play-body setup-body', 'data-testid': 'army-builder', 'data-team': team });
    screen.appendChild(body);
    const wrap = h('div', { class: 'board-wrap', 'data-testid': 'board-wrap' });
    body.appendChild(wrap);
    const panel = h('aside', { class: 'panel' });
    body.appendChild(panel);
    const countEl = h('div', { class: 'status', 'data-testid': 'army-count' });
    const msgEl = h('div', { class: 'help', 'data-testid': 'army-message' });
    // The palette in the building team's colours: each kind's disc ringed in its two generals'.
    const palette = h('div', { class: 'palette team-' + team, 'data-testid': 'palette', 'data-team': team });
    const presetRow = h('div', { class: 'chips', 'data-testid': 'presets' });
    const foot = h('div', { class: 'actionbar' });
    panel.append(countEl, h('div', { class: 'help muted', text: t('placeUnit') }), palette, presetRow, msgEl, foot);

    // Spawn cells: each general's, from the engine's catalog (G2).
    const spawnOf = new Map();
    for (const g of generals) for (const c of rules.board.spawns[g]) spawnOf.set(c, g);
    const board = createGeneralsBoard(wrap, (cell) => {
      const i = army.findIndex((u) => u.cell === cell);
      if (i >= 0) army.splice(i, 1);
      else if (spawnOf.has(cell)) {
        const g = spawnOf.get(cell);
        if (army.filter((u) => u.general === g).length >= perGeneral) {
          msgEl.textContent = `${t('general.' + g)}: ${perGeneral}/${perGeneral}`;
        } else army.push({ general: g, kind, cell });
      }
      check();
      draw();
    }, rules.board);
    const zoom = makeZoom(wrap, board);
    top.appendChild(zoom.button);
    disposers.push(() => zoom.dispose());

    function draw() {
      const pieces = current.view.pieces.filter((p) => p.kind === 'GN' && generals.includes(p.group));
      army.forEach((u) => {
        const n = army.filter((v) => v.general === u.general).indexOf(u) + 1;
        const hp = hpOf(u.kind);
        pieces.push({ id: u.general + n, kind: u.kind, side, group: u.general, at: u.cell, hp, maxHp: hp, cooldown: null, carriedBy: null, locked: false });
      });
      const targets = new Map();
      for (const c of spawnOf.keys()) if (!army.some((u) => u.cell === c)) targets.set(c, 'move');
      board.update({ pieces, reserves: [], marks: [...spawnOf.keys()].map((at) => ({ at, kind: 'spawn' })), terrain: current.view.terrain || [], notes: [] }, {
        selected: new Set(), targets, last: new Set(), hint: new Set(), flip: side === 'second', rotateSide: null,
      });
      countEl.textContent = t('armyCount', { n: army.length, of: armySize });
      clear(palette);
      for (const k of rules.army.soldierKinds) {
        palette.appendChild(h('button', { class: 'chip' + (k === kind ? ' on' : ''), 'data-testid': 'kind-' + k, onclick: () => { kind = k; draw(); } }, [
          h('span', { class: 'mini-disc', text: language() === 'zh' ? pieceGlyph('generals', k) : k }),
          pieceName('generals', k),
        ]));
      }
      clear(presetRow);
      for (const p of presets) {
        presetRow.appendChild(h('button', { class: 'chip', 'data-testid': 'preset-' + p.id, onclick: () => {
          army.length = 0;
          for (const u of presetFor(p.army, team)) army.push(Object.assign({}, u));
          check();
          draw();
        } }, language() === 'zh' ? p.nameZh : p.nameEn));
      }
      clear(foot);
      foot.appendChild(h('button', { class: 'btn', 'data-testid': 'army-clear', onclick: () => { army.length = 0; msgEl.textContent = ''; draw(); } }, t('clearArmy')));
      foot.appendChild(h('button', { class: 'btn primary', 'data-testid': 'army-submit', disabled: army.length !== armySize, onclick: submit }, t('submitArmy')));
    }

    async function check() {
      if (army.length !== armySize) {
        msgEl.textContent = '';
        return;
      }
      try {
        await api.validateArmy(team, army);
        msgEl.textContent = '';
      } catch (err) {
        msgEl.textContent = errorDetail(err) || errorText(err);
      }
    }

    async function submit() {
      try {
        await api.validateArmy(team, army);
        current = await api.submitArmy(current.id, team, army);
        route();
      } catch (err) {
        msgEl.textContent = errorDetail(err) || errorText(err);
        toast(errorText(err), 4000);
      }
    }
    draw();
    zoom.apply();
    // Zoomed, the first general's spawn cells are in view.
    zoom.focus([...spawnOf].filter(([, g]) => g === generals[0]).map(([c]) => board.zones.get(c)));
  }

  route();
  return {
    onEvent(name, p) {
      if (name === 'game-updated' && p && p.id === current.id) {
        const wasWaiting = !current.humanToAct;
        current = p;
        if (current.phase !== 'setup' || wasWaiting) route();
      }
    },
    leave() {
      left = true;
      for (const d of disposers.splice(0)) d();
    },
  };
}

/** A preset army for a team: presets are written for one team; mirrored for the other by the engine's ids. */
function presetFor(army, team) {
  const list = Array.isArray(army) ? army : army[team] || [];
  return list;
}
