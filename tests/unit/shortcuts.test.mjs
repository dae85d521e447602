// The play screen's keys: single letters, not when typing or with a modifier; the settings
// list exactly these.

import test from 'node:test';
import assert from 'node:assert/strict';
import { shortcutOf, shortcutList, SHORTCUTS } from '../../ui/js/shortcuts.js';
import { setLanguage } from '../../ui/js/i18n.js';

const key = (k, extra) => Object.assign({ key: k, target: { tagName: 'BUTTON' } }, extra);

test('U, R, H and F ask for undo, redo, hint and flip, either case', () => {
  assert.deepEqual(['u', 'R', 'h', 'F'].map((k) => shortcutOf(key(k))), ['undo', 'redo', 'hint', 'flip']);
  assert.equal(shortcutOf(key('x')), null);
});

test('no shortcut with a modifier or while typing', () => {
  assert.equal(shortcutOf(key('r', { ctrlKey: true })), null, 'Ctrl+R is the system\'s');
  assert.equal(shortcutOf(key('u', { metaKey: true })), null);
  assert.equal(shortcutOf(key('h', { target: { tagName: 'TEXTAREA' } })), null);
  assert.equal(shortcutOf(key('f', { target: { tagName: 'DIV', isContentEditable: true } })), null);
});

test('the settings list every shortcut and the board\'s keys', () => {
  setLanguage('en');
  const list = shortcutList();
  for (const s of SHORTCUTS) assert.ok(list.some(([k]) => k === s.key.toUpperCase()), s.key);
  assert.deepEqual(list.find(([k]) => k === 'F'), ['F', 'Flip the board']);
  assert.ok(list.some(([k]) => k === 'Arrow keys') && list.some(([k]) => k === 'Esc'));
  setLanguage('zh');
});
