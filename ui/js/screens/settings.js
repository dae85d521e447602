// Settings, saved by the core: language, theme, text size, the look (piece set, board and piece
// styles, each previewed) and piece labels, the move list (words or notation), default difficulty
// and timer, undo vs AI, board orientation in pass and play, the sound theme (heard when chosen),
// animation, vibration; each game's training rules; the backup, its restore and the
// diagnostics; and the play screen's keyboard shortcuts.

import { api } from '../api.js';
import { t, gameName, localName, LANGUAGES } from '../i18n.js';
import { h, clear } from '../svg.js';
import { toast, errorText } from '../widgets.js';
import { hapticsAvailable } from '../haptics.js';
import { games, infoOf } from '../catalog.js';
import { shortcutList } from '../shortcuts.js';
import { pieceSet } from '../piece-look.js';
import { piecesPreview, stylePreview } from '../look-preview.js';
import { playMoveSound } from '../sounds.js';
import { levelChoices, chipId, withChoice, trainingGroup } from './settings-model.js';
import { timerOptions } from '../clock-view.js';
import { backupSection } from '../backup.js';

let rowSeq = 0;

/** A setting: its label names the group of choices (for screen readers too). */
function row(label, control, note) {
  const id = 'setting-' + ++rowSeq;
  control.setAttribute('role', 'group');
  control.setAttribute('aria-labelledby', id);
  return h('div', { class: 'setting' }, [
    h('span', { class: 'field-label', id, text: label }),
    note ? h('span', { class: 'muted small', text: note }) : null,
    control,
  ]);
}

/** Choices as chips; the chosen one is pressed. `options`: [{ value, label, lang?, preview? }]
 * (`preview`: an element drawn under the label, showing what the choice looks like). */
function chips(name, options, value, onPick) {
  return h('div', { class: 'chips', 'data-testid': name }, options.map((o) => h('button', {
    class: 'chip' + (o.value === value ? ' on' : '') + (o.preview ? ' with-preview' : ''),
    'aria-pressed': o.value === value ? 'true' : 'false',
    'data-testid': chipId(name, o.value),
    lang: o.lang,
    onclick: () => onPick(o.value),
  }, o.preview ? [h('span', { text: o.label }), o.preview] : o.label)));
}

export async function showSettings(app, ctx) {
  const screen = h('section', { class: 'screen settings', 'data-testid': 'settings' });
  app.appendChild(screen);
  const form = h('div', { class: 'form' });

  // One save at a time, each on top of the last one's answer: quick taps lose nothing.
  let saving = Promise.resolve();
  const save = (name, value) => {
    saving = saving.then(() => saveNow(withChoice(ctx.settings, name, value), chipId('set-' + name, value)));
    return saving;
  };

  async function saveNow(next, testid) {
    try {
      await ctx.applySettings(await api.setSettings(next));
      toast(t('saved'), 1200);
    } catch (err) {
      toast(errorText(err));
    }
    draw();
    // The chip just pressed keeps the focus across the redraw (keyboard users stay in place).
    const again = testid && screen.querySelector(`[data-testid="${testid}"]`);
    if (again) again.focus();
  }

  /** One setting's chips, saved under its group's name (settings-model.js). */
  const choice = (name, options, value) => chips('set-' + name, options, value, (v) => save(name, v));

  function draw() {
    clear(screen);
    screen.appendChild(h('header', { class: 'topbar' }, [
      h('button', { class: 'btn icon-btn', 'data-testid': 'back', 'aria-label': t('back'), onclick: () => ctx.go('/home') }, '‹'),
      h('h1', { text: t('settings') }),
    ]));
    clear(form);
    const s = ctx.settings;
    // The values each setting may take are the core's (settings.rs `CHOICES`); the labels ours.
    const offered = ctx.settingsChoices;
    const levels = levelChoices(ctx.catalog);
    const onOff = [{ value: true, label: t('on') }, { value: false, label: t('off') }];
    const timers = s.defaultTimerSecs && typeof s.defaultTimerSecs === 'object' ? s.defaultTimerSecs : {};
    form.append(
      row(t('language'), choice('language', LANGUAGES.map((l) => ({ value: l.id, label: l.label, lang: l.tag })), s.language)),
      row(t('theme'), choice('theme', offered.theme.map((v) => ({ value: v, label: t('theme.' + v) })), s.theme)),
      row(t('textSize'), choice('text-size', offered.textSize.map((v) => ({ value: v, label: t('textSize.' + v) })), s.textSize)),
      row(t('pieceSet'), choice('piece-set', offered.pieceSet.map((v) => ({ value: v, label: t('pieceSet.' + v), preview: piecesPreview(v) })), pieceSet()), t('pieceSetNote')),
      row(t('boardStyle'), choice('board-style', offered.boardStyle.map((v) => ({ value: v, label: t('boardStyle.' + v), preview: stylePreview({ board: v }) })), s.boardStyle)),
      row(t('pieceStyle'), choice('piece-style', offered.pieceStyle.map((v) => ({ value: v, label: t('pieceStyle.' + v), preview: stylePreview({ pieces: v }) })), s.pieceStyle), t('pieceStyleNote')),
      row(t('largeLabels'), choice('large-labels', onOff, s.largeLabels)),
      row(t('moveList'), choice('move-list', offered.moveList.map((v) => ({ value: v, label: t('moveList.' + v) })), s.moveList)),
      row(t('defaultLevel'), choice('level', levels.map((l) => ({ value: l.id, label: localName(l) })), s.defaultLevel)),
      row(t('thinkingTime'), choice('thinking', offered.thinkingSecs.map((v) => ({ value: v, label: t('seconds', { n: v }) })), s.thinkingSecs), t('thinkingNote')),
      row(t('aiPace'), choice('ai-pace', offered.aiPace.map((v) => ({ value: v, label: t('aiPace.' + v) })), s.aiPace), t('aiPaceNote')),
      ...games().map((g) => row(`${t('defaultTimer')} · ${gameName(g)}`, choice('timer-' + g, timerOptions(infoOf(g)), timers[g] ?? null))),
      row(t('undoVsAi'), choice('undo', onOff, s.undoVsAi)),
      row(t('orientation'), choice('orientation', offered.orientation.map((v) => ({ value: v, label: t('orientation.' + v) })), s.orientation)),
      row(t('sound'), chips('set-sound', offered.sound.map((v) => ({ value: v, label: t('sound.' + v) })), s.sound, (v) => {
        // Choosing a theme plays it: the preview of a sound.
        playMoveSound(v);
        save('sound', v);
      }), t('soundNote')),
      row(t('animation'), choice('animation', onOff, s.animation)),
    );
    // Vibration only where the platform has it (phones); desktops have nothing to switch.
    if (hapticsAvailable()) form.append(row(t('haptics'), choice('haptics', onOff, s.haptics), t('hapticsNote')));
    for (const g of games()) form.append(trainingSection(g, s.training[g], offered.hintBudget, choice, onOff));
    form.append(backupSection(ctx, draw));
    form.append(keyboardSection());
    screen.appendChild(form);
  }
  draw();
  return {};
}

/**
 * A game's training rules (takebacks, hints per game, move confirmation), which its new games
 * start with; `choice` makes a setting's chips.
 */
function trainingSection(game, rules, budgets, choice, onOff) {
  const id = 'training-title-' + game;
  const budgetLabel = (n) => (n === null ? t('training.hintsAny') : String(n));
  return h('section', { class: 'training', 'data-testid': 'training-' + game, 'aria-labelledby': id }, [
    h('h2', { id, class: 'field-label', text: `${t('training')} · ${gameName(game)}` }),
    h('p', { class: 'muted small', text: t('training.note') }),
    row(t('training.takebacks'), choice(trainingGroup(game, 'takebacks'), onOff, rules.takebacks)),
    row(t('training.hints'), choice(trainingGroup(game, 'hints'), budgets.map((n) => ({ value: n, label: budgetLabel(n) })), rules.hintBudget)),
    row(t('training.confirm'), choice(trainingGroup(game, 'confirm'), onOff, rules.confirmMoves)),
  ]);
}

/** The play screen's keys, as the play screen reads them (shortcuts.js). */
function keyboardSection() {
  return h('section', { class: 'shortcuts', 'data-testid': 'shortcuts', 'aria-labelledby': 'shortcuts-title' }, [
    h('h2', { id: 'shortcuts-title', class: 'field-label', text: t('shortcuts') }),
    h('dl', {}, shortcutList().flatMap(([keys, what]) => [h('dt', {}, [h('kbd', { text: keys })]), h('dd', { text: what })])),
  ]);
}
