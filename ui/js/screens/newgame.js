// New game: mode, seats, side, difficulty, the time control (newgame-time.js); for Generals
// the army setup; for a game with a fair start (Twin Cities) that option; for a solved game
// the coach; and the training rules the game will keep (the settings' for it).

import { api } from '../api.js';
import { t, gameName, sideName, groupName, localName } from '../i18n.js';
import { h, clear } from '../svg.js';
import { toast, errorText } from '../widgets.js';
import { initialChoices, gameOptions, peopleOnBothSides, trainingSummary } from './newgame-model.js';
import { firstLessonOffer } from './lessons.js';
import { timeRows } from './newgame-time.js';

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

/** The level chips (`value` ids, labels in the current language). */
function levelChips(name, levels, value, onPick) {
  return chips(name, levels.map((l) => ({ value: l.id, label: localName(l) })), value, onPick);
}

/** Generals' four seats: each general's seat human or AI, and the AI's level. */
function seatRows(form, game, st, perGroup, levels, redraw) {
  form.appendChild(h('label', { class: 'field-label', text: t('seats') }));
  st.seats.forEach((seat, i) => {
    const { side, groups: [g] } = perGroup.seats[i];
    const row = h('div', { class: 'seat-row group-' + g }, [
      h('span', { class: 'seat-name', text: `${groupName(game, g)} · ${sideName(game, side)}` }),
      chips('seat' + i, [{ value: 'human', label: t('human') }, { value: 'ai', label: t('ai') }], seat.kind, (v) => {
        seat.kind = v;
        redraw();
      }),
    ]);
    if (seat.kind === 'ai') row.appendChild(levelChips('seat' + i + '-level', levels, seat.level, (v) => {
      seat.level = v;
      redraw();
    }));
    form.appendChild(row);
  });
}

/** Generals' armies: the defaults, a preset for each team, or a setup (hidden or open). */
function setupRows(form, game, st, rules, presets, redraw) {
  form.appendChild(h('label', { class: 'field-label', text: t('setupMode') }));
  const setups = [{ value: 'default', label: t('defaultArmies') }];
  if (presets.length) setups.push({ value: 'preset', label: t('preset') });
  setups.push({ value: 'hidden', label: t('hiddenSetup') });
  setups.push({ value: 'open', label: t('openSetup') });
  form.appendChild(chips('setup', setups, st.setup, (v) => {
    st.setup = v;
    redraw();
  }));
  if (st.setup !== 'preset') return;
  for (const { side, id: team } of rules.sides) {
    if (!st.presets[team]) st.presets[team] = presets[0].id;
    form.appendChild(h('label', { class: 'field-label', text: sideName(game, side) }));
    form.appendChild(chips('preset-' + team, presets.map((p) => ({ value: p.id, label: localName(p) })), st.presets[team], (v) => {
      st.presets[team] = v;
      redraw();
    }));
  }
}

/** The hand-over curtain at every turn, when people play on both sides (curtain.js). */
function handOverRow(form, st, choose) {
  form.appendChild(h('label', { class: 'field-label', text: t('handOverTurns') }));
  form.appendChild(chips('hand-over', [{ value: false, label: t('coach.off') }, { value: true, label: t('coach.on') }], st.handOver, choose));
}

/** The game's fair start, where its rules offer one (Twin Cities' swap rule). */
function fairStartRow(form, st, choose) {
  form.appendChild(h('label', { class: 'field-label', text: t('fairStart') }));
  form.appendChild(chips('fair-start', [{ value: false, label: t('coach.off') }, { value: true, label: t('coach.on') }], st.fairStart, choose));
  form.appendChild(h('p', { class: 'muted field-note', 'data-testid': 'fair-start-about', text: t('fairStart.about') }));
}

/** A solved game's coach, and the training rules the game will keep (the settings' for it). */
function learningRows(form, entry, st, pickCoach) {
  if (entry.info.capabilities.solved) {
    form.appendChild(h('label', { class: 'field-label', text: t('coach') }));
    form.appendChild(chips('coach', [{ value: false, label: t('coach.off') }, { value: true, label: t('coach.on') }], st.coach, pickCoach));
    form.appendChild(h('p', { class: 'muted field-note', 'data-testid': 'coach-about', text: t('coach.about') }));
  }
  const limits = trainingSummary(st.training).map(([key, params]) => t(key, params)).join(' · ');
  form.appendChild(h('p', { class: 'muted field-note', 'data-testid': 'training-summary', text: t('training.summary', { rules: limits }) }));
}

export async function showNewGame(app, ctx, game) {
  // Asked afresh: the level and timer the core chooses follow the settings as they are now.
  const entry = (await api.catalog()).find((c) => c.game === game);
  if (!entry) throw new Error(`unknown game '${game}'`);
  const { levels, rules } = entry;
  const perGroup = rules.seatLayouts.find((l) => l.perGroup);
  const st = initialChoices(entry);
  let presets = [];
  if (entry.info.capabilities.setupPhase) {
    try {
      presets = await api.setupPresets(game);
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
  // A first visit to the game offers its first lesson above the form (before the form is
  // drawn, so nothing moves under a finger).
  const offer = await firstLessonOffer(ctx, game);
  if (offer) screen.appendChild(offer);
  const form = h('div', { class: 'form' });
  screen.appendChild(form);

  /** A chip row's handler: sets the choice `key`, then redraws. */
  const pick = (key) => (v) => {
    st[key] = v;
    draw();
  };

  function draw() {
    // The chip just chosen keeps the keyboard's focus across the redraw.
    const focused = form.contains(document.activeElement) ? document.activeElement.getAttribute('data-testid') : null;
    clear(form);
    const modes = [{ value: 'vs-ai', label: t('mode.vs-ai') }, { value: 'pass-and-play', label: t('mode.pass-and-play') }];
    if (perGroup) modes.push({ value: 'four', label: t('mode.four') });
    form.appendChild(h('label', { class: 'field-label', text: t('mode') }));
    form.appendChild(chips('mode', modes, st.mode, pick('mode')));
    if (st.mode === 'vs-ai') {
      form.appendChild(h('label', { class: 'field-label', text: t('yourSide') }));
      form.appendChild(chips('side', ['first', 'second'].map((s) => ({ value: s, label: sideName(game, s) })), st.side, pick('side')));
      form.appendChild(h('label', { class: 'field-label', text: t('difficulty') }));
      form.appendChild(levelChips('level', levels, st.level, pick('level')));
    }
    if (st.mode === 'vs-ai') {
      form.appendChild(h('label', { class: 'field-label', text: t('practice') }));
      form.appendChild(chips('practice', [{ value: false, label: t('coach.off') }, { value: true, label: t('coach.on') }], st.practice, pick('practice')));
      form.appendChild(h('p', { class: 'muted field-note', 'data-testid': 'practice-about', text: t('practice.about') }));
    }
    if (st.mode === 'four') seatRows(form, game, st, perGroup, levels, draw);
    if (peopleOnBothSides(st, rules)) handOverRow(form, st, pick('handOver'));
    timeRows(form, game, st, entry.info, chips, draw);
    if (entry.info.capabilities.setupPhase) setupRows(form, game, st, rules, presets, draw);
    if (entry.info.fairStart) fairStartRow(form, st, pick('fairStart'));
    learningRows(form, entry, st, pick('coach'));
    form.appendChild(h('div', { class: 'form-foot' }, [
      h('button', { class: 'btn primary big', 'data-testid': 'start-game', onclick: start }, t('start')),
    ]));
    const again = focused && form.querySelector(`[data-testid="${focused}"]`);
    if (again) again.focus();
  }

  async function start() {
    const options = gameOptions(game, st, rules, presets);
    try {
      const snap = await api.newGame(options);
      ctx.go('/play/' + snap.id);
    } catch (err) {
      toast(errorText(err), 5000);
    }
  }

  draw();
  return {};
}
