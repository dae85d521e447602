// Settings, saved by the core: language, theme, default difficulty and timer, undo vs AI,
// board orientation in pass and play, sound, animation.

import { api } from '../api.js';
import { t, gameName } from '../i18n.js';
import { h, clear } from '../svg.js';
import { toast, errorText } from '../main.js';

const TIMERS = [null, 10, 15, 30, 60, 120, 300];

function row(label, control) {
  return h('div', { class: 'setting' }, [h('label', { class: 'field-label', text: label }), control]);
}

function chips(name, options, value, onPick) {
  return h('div', { class: 'chips', 'data-testid': name }, options.map((o) => h('button', {
    class: 'chip' + (o.value === value ? ' on' : ''),
    'aria-pressed': o.value === value ? 'true' : 'false',
    'data-testid': `${name}-${o.value === null ? 'off' : o.value}`,
    onclick: () => onPick(o.value),
  }, o.label)));
}

export async function showSettings(app, ctx) {
  const screen = h('section', { class: 'screen settings', 'data-testid': 'settings' });
  app.appendChild(screen);
  const form = h('div', { class: 'form' });

  async function save(patch) {
    const next = Object.assign({}, ctx.settings, patch);
    try {
      ctx.applySettings(await api.setSettings(next));
      toast(t('saved'), 1200);
    } catch (err) {
      toast(errorText(err));
    }
    draw();
  }

  function draw() {
    clear(screen);
    screen.appendChild(h('header', { class: 'topbar' }, [
      h('button', { class: 'btn icon-btn', 'data-testid': 'back', 'aria-label': t('back'), onclick: () => ctx.go('/home') }, '‹'),
      h('h1', { text: t('settings') }),
    ]));
    clear(form);
    const s = ctx.settings;
    // The default level: the longest ladder's ids (a game without the chosen level takes the
    // one at the same rank, e.g. Zhili's perfect level for the master).
    const levels = ctx.catalog.map((c) => c.levels).reduce((a, b) => (b.length > a.length ? b : a), []);
    const onOff = [{ value: true, label: t('on') }, { value: false, label: t('off') }];
    form.append(
      row(t('language'), chips('set-language', [{ value: 'zh', label: '中文' }, { value: 'en', label: 'English' }], s.language, (v) => save({ language: v }))),
      row(t('theme'), chips('set-theme', ['system', 'light', 'dark'].map((v) => ({ value: v, label: t('theme.' + v) })), s.theme, (v) => save({ theme: v }))),
      row(t('defaultLevel'), chips('set-level', levels.map((l) => ({ value: l.id, label: s.language === 'zh' ? l.nameZh : l.nameEn })), s.defaultLevel, (v) => save({ defaultLevel: v }))),
      ...['zhili', 'twin-cities', 'generals'].map((g) => {
        const timers = s.defaultTimerSecs && typeof s.defaultTimerSecs === 'object' ? s.defaultTimerSecs : {};
        return row(`${t('defaultTimer')} · ${gameName(g)}`, chips('set-timer-' + g, TIMERS.map((v) => ({ value: v, label: v === null ? t('timerOff') : t('seconds', { n: v }) })), timers[g] ?? null, (v) => save({ defaultTimerSecs: Object.assign({}, timers, { [g]: v }) })));
      }),
      row(t('undoVsAi'), chips('set-undo', onOff, s.undoVsAi, (v) => save({ undoVsAi: v }))),
      row(t('orientation'), chips('set-orientation', ['fixed', 'rotate-board', 'rotate-pieces'].map((v) => ({ value: v, label: t('orientation.' + v) })), s.orientation, (v) => save({ orientation: v }))),
      row(t('sound'), chips('set-sound', onOff, s.sound, (v) => save({ sound: v }))),
      row(t('animation'), chips('set-animation', onOff, s.animation, (v) => save({ animation: v }))),
    );
    screen.appendChild(form);
  }
  draw();
  return {};
}
