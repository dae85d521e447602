// New game: mode, seats, side, difficulty, per-turn timer; for Generals the army setup.

import { api } from '../api.js';
import { t, gameName, sideName, language } from '../i18n.js';
import { h, clear } from '../svg.js';
import { toast, errorText } from '../main.js';
import { openSetups } from './setup.js';
import { rulesOf } from '../catalog.js';

const TIMERS = [null, 10, 15, 30, 60, 120, 300];

function chips(name, options, value, onPick) {
  const row = h('div', { class: 'chips', role: 'radiogroup', 'data-testid': name });
  for (const o of options) {
    row.appendChild(h('button', {
      class: 'chip' + (o.value === value ? ' on' : ''),
      role: 'radio',
      'aria-checked': o.value === value ? 'true' : 'false',
      'data-testid': `${name}-${o.value === null ? 'off' : o.value}`,
      onclick: () => onPick(o.value),
    }, o.label));
  }
  return row;
}

/** The settings' default level, or the one at its rank when this game lacks it (as the core does). */
function defaultLevel(ctx, levelIds) {
  const wanted = ctx.settings.defaultLevel;
  if (levelIds.includes(wanted)) return wanted;
  for (const c of ctx.catalog) {
    const rank = c.levels.findIndex((l) => l.id === wanted);
    if (rank >= 0) return levelIds[Math.min(rank, levelIds.length - 1)];
  }
  return levelIds[Math.floor(levelIds.length / 2)] || 'normal';
}

export async function showNewGame(app, ctx, game) {
  const levels = ctx.levelsOf(game);
  const cat = ctx.catalog.find((c) => c.game === game) || {};
  const rules = rulesOf(game) || { seatLayouts: [] };
  // One seat per general (Generals' four seats), from the engine's seat layouts.
  const perGroup = rules.seatLayouts.find((l) => l.perGroup);
  const levelIds = levels.map((l) => l.id);
  const defLevel = defaultLevel(ctx, levelIds);
  const timers = ctx.settings.defaultTimerSecs;
  const fromSettings = timers && typeof timers === 'object' ? timers[game] : timers;
  const defTimer = fromSettings !== undefined ? fromSettings : cat.defaultTimerSecs ?? null;
  const st = {
    mode: 'vs-ai',
    side: 'first',
    level: defLevel,
    timer: defTimer,
    seats: (perGroup ? perGroup.seats : []).map((seat) => ({ kind: seat.side === 'first' ? 'human' : 'ai', level: defLevel })),
    setup: 'default',
    presets: {},
  };
  let presets = [];
  if (rules.army) {
    try {
      presets = await api.generalsPresets();
    } catch (err) {
      presets = [];
    }
  }

  const screen = h('section', { class: 'screen newgame', 'data-testid': 'new-game', 'data-game': game });
  app.appendChild(screen);
  screen.appendChild(h('header', { class: 'topbar' }, [
    h('button', { class: 'btn icon-btn', 'data-testid': 'back', 'aria-label': t('back'), onclick: () => ctx.go('/home') }, '‹'),
    h('h1', { text: `${gameName(game)} · ${t('newGame')}` }),
  ]));
  const form = h('div', { class: 'form' });
  screen.appendChild(form);

  const levelLabel = (l) => (language() === 'zh' ? l.nameZh : l.nameEn);

  function draw() {
    clear(form);
    const modes = [{ value: 'vs-ai', label: t('mode.vs-ai') }, { value: 'pass-and-play', label: t('mode.pass-and-play') }];
    if (perGroup) modes.push({ value: 'four', label: t('mode.four') });
    form.appendChild(h('label', { class: 'field-label', text: t('mode') }));
    form.appendChild(chips('mode', modes, st.mode, (v) => { st.mode = v; draw(); }));

    if (st.mode === 'vs-ai') {
      form.appendChild(h('label', { class: 'field-label', text: t('yourSide') }));
      form.appendChild(chips('side', ['first', 'second'].map((s) => ({ value: s, label: sideName(game, s) })), st.side, (v) => { st.side = v; draw(); }));
      form.appendChild(h('label', { class: 'field-label', text: t('difficulty') }));
      form.appendChild(chips('level', levels.map((l) => ({ value: l.id, label: levelLabel(l) })), st.level, (v) => { st.level = v; draw(); }));
    }
    if (st.mode === 'four') {
      form.appendChild(h('label', { class: 'field-label', text: t('seats') }));
      st.seats.forEach((seat, i) => {
        const { side, groups: [g] } = perGroup.seats[i];
        const row = h('div', { class: 'seat-row group-' + g }, [
          h('span', { class: 'seat-name', text: `${t('general.' + g)} · ${sideName(game, side)}` }),
          chips('seat' + i, [{ value: 'human', label: t('human') }, { value: 'ai', label: t('ai') }], seat.kind, (v) => { seat.kind = v; draw(); }),
        ]);
        if (seat.kind === 'ai') row.appendChild(chips('seat' + i + '-level', levels.map((l) => ({ value: l.id, label: levelLabel(l) })), seat.level, (v) => { seat.level = v; draw(); }));
        form.appendChild(row);
      });
    }

    form.appendChild(h('label', { class: 'field-label', text: t('timer') }));
    form.appendChild(chips('timer', TIMERS.map((s) => ({ value: s, label: s === null ? t('timerOff') : t('seconds', { n: s }) })), st.timer, (v) => { st.timer = v; draw(); }));

    if (rules.army) {
      form.appendChild(h('label', { class: 'field-label', text: t('setupMode') }));
      const setups = [{ value: 'default', label: t('defaultArmies') }];
      if (presets.length) setups.push({ value: 'preset', label: t('preset') });
      setups.push({ value: 'hidden', label: t('hiddenSetup') });
      setups.push({ value: 'open', label: t('openSetup') });
      form.appendChild(chips('setup', setups, st.setup, (v) => { st.setup = v; draw(); }));
      if (st.setup === 'preset') {
        for (const { side, id: team } of rules.sides) {
          if (!st.presets[team]) st.presets[team] = presets[0].id;
          form.appendChild(h('label', { class: 'field-label', text: sideName(game, side) }));
          form.appendChild(chips('preset-' + team, presets.map((p) => ({ value: p.id, label: language() === 'zh' ? p.nameZh : p.nameEn })), st.presets[team], (v) => { st.presets[team] = v; draw(); }));
        }
      }
    }

    form.appendChild(h('div', { class: 'form-foot' }, [
      h('button', { class: 'btn primary big', 'data-testid': 'start-game', onclick: start }, t('start')),
    ]));
  }

  async function start() {
    const aiSeat = { kind: 'ai', level: st.level };
    let seats;
    let mode = st.mode;
    // One seat per side (the engine's first layout): the player's side human, the other the AI.
    const perSide = rules.seatLayouts.find((l) => !l.perGroup) || { seats: [{ side: 'first' }, { side: 'second' }] };
    if (st.mode === 'vs-ai') seats = perSide.seats.map((seat) => (seat.side === st.side ? { kind: 'human' } : aiSeat));
    else if (st.mode === 'pass-and-play') seats = perSide.seats.map(() => ({ kind: 'human' }));
    else {
      seats = st.seats.map((s) => (s.kind === 'ai' ? { kind: 'ai', level: s.level } : { kind: 'human' }));
      mode = seats.some((s) => s.kind === 'ai') ? 'vs-ai' : 'pass-and-play';
    }
    const options = { game, mode, seats, timerSecs: st.timer };
    if (rules.army) {
      if (st.setup === 'preset') {
        const find = (id) => presets.find((p) => p.id === id) || presets[0];
        options.armies = {};
        for (const { id: team } of rules.sides) options.armies[team] = armyFor(find(st.presets[team]), team);
      }
      if (st.setup === 'hidden' || st.setup === 'open') options.hiddenSetup = st.setup === 'hidden';
    }
    try {
      const snap = await api.newGame(options);
      if (options.hiddenSetup === false) openSetups.add(snap.id);
      ctx.go('/play/' + snap.id);
    } catch (err) {
      toast(errorText(err), 5000);
    }
  }

  draw();
  return {};
}

/** A preset's army for one team: presets carry one army per team (`{ south, north }`) or one list. */
export function armyFor(preset, team) {
  const army = preset.army !== undefined ? preset.army : preset;
  if (Array.isArray(army)) return army;
  return army[team];
}
