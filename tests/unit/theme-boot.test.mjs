// The look before the first paint (ui/js/theme-boot.js): the saved settings the core hands to
// the page when it opens the window (`window.__SC_SETTINGS__`, src-tauri/src/window.rs) are on
// the page's root before the stylesheet and the body are read.

import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import vm from 'node:vm';

const source = fs.readFileSync(new URL('../../ui/js/theme-boot.js', import.meta.url), 'utf8');

/** Runs theme-boot.js on a page whose window holds `settings`; returns the root's attributes and classes. */
function bootWith(settings, systemDark = false) {
  const attributes = new Map();
  const classes = new Set();
  const root = {
    setAttribute: (k, v) => attributes.set(k, v),
    classList: { toggle: (c, on) => (on ? classes.add(c) : classes.delete(c)) },
  };
  const window = { __SC_SETTINGS__: settings, matchMedia: () => ({ matches: systemDark }) };
  vm.runInNewContext(source, { window, document: { documentElement: root } });
  return { attributes: Object.fromEntries(attributes), classes: [...classes].sort(), window };
}

test('the saved look is on the root before the first paint: theme, text size, labels, board, pieces', () => {
  const look = bootWith({ theme: 'dark', animation: false, textSize: 'larger', largeLabels: true, boardStyle: 'paper', pieceStyle: 'simple' });
  assert.deepEqual(look.attributes, { 'data-theme': 'dark', 'data-text-size': 'larger', 'data-board': 'paper', 'data-pieces': 'simple' });
  assert.deepEqual(look.classes, ['large-labels', 'no-anim']);
});

test('without saved settings the page takes the defaults, and "system" follows the platform', () => {
  assert.deepEqual(bootWith(null).attributes, { 'data-theme': 'light', 'data-text-size': 'normal', 'data-board': 'wood', 'data-pieces': 'calligraphy' });
  assert.equal(bootWith({ theme: 'system' }, true).attributes['data-theme'], 'dark');
  assert.deepEqual(bootWith(null).classes, []);
});

test('main.js puts later settings up through the same function', () => {
  const { window } = bootWith(null);
  assert.equal(typeof window.__scApplyLook, 'function');
  assert.match(fs.readFileSync(new URL('../../ui/js/main.js', import.meta.url), 'utf8'), /__scApplyLook\(ctx\.settings\)/);
});

test('index.html runs theme-boot.js first, before the stylesheet and the body', () => {
  const html = fs.readFileSync(new URL('../../ui/index.html', import.meta.url), 'utf8');
  const at = (s) => html.indexOf(s);
  assert.ok(at('js/theme-boot.js') > 0, 'theme-boot.js is loaded');
  assert.ok(at('js/theme-boot.js') < at('css/app.css') && at('js/theme-boot.js') < at('<body'), 'before the stylesheet and the body');
  assert.ok(at('<script src="js/theme-boot.js"></script>') > 0, 'as a classic script (run as it is read, not deferred)');
});
