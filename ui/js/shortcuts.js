// The play screen's keyboard: one list read both by the play screen and by the settings'
// "Keyboard" section, so that what is listed is what works.

import { t } from './i18n.js';

/** Single keys for the play screen's controls (a letter, as typed, either case). */
export const SHORTCUTS = [
  { key: 'u', action: 'undo', label: 'key.undo.do' },
  { key: 'r', action: 'redo', label: 'key.redo.do' },
  { key: 'h', action: 'hint', label: 'key.hint.do' },
  { key: 'f', action: 'flip', label: 'key.flip.do' },
];

/**
 * The control a key press asks for (`undo`, `redo`, `hint`, `flip`), or null: a key with Ctrl,
 * Alt or Meta, or typed into a text field, is not a shortcut.
 */
export function shortcutOf(event) {
  if (event.ctrlKey || event.altKey || event.metaKey) return null;
  const target = event.target;
  if (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName || ''))) return null;
  const found = SHORTCUTS.find((s) => s.key === String(event.key).toLowerCase());
  return found ? found.action : null;
}

/** What the settings list: [keys, what they do], in the current language. */
export function shortcutList() {
  return [
    [t('key.arrows'), t('key.arrows.do')],
    [t('key.enter'), t('key.enter.do')],
    ['Esc', t('key.escape.do')],
    ['Tab', t('key.tab.do')],
    ...SHORTCUTS.map((s) => [s.key.toUpperCase(), t(s.label)]),
  ];
}
