// Safe areas: the app started with simulated insets
// (SC_SIMULATED_INSETS, read by the core in debug builds and sent to the page as a phone's
// native insets are: src-tauri/src/safe_area.rs, ui/js/safe-area.js) — a notch in portrait,
// a camera cutout in landscape (a tablet's: phones run upright). On every screen and dialog, in 中文 and English, no text and
// no control shows under an inset; screenshots at phone, tablet and desktop sizes.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { Session, appWith } from './lib/wd.mjs';
import { everyScreen } from './lib/every-screen.mjs';
import { underInsets } from './lib/layout.mjs';
import { language } from './helpers.mjs';

/** [top, right, bottom, left] in CSS px, and the window sizes [name, width, height]. */
const CASES = {
  // A phone held upright: the status bar and a notch above, the home indicator below.
  'notch-portrait': { insets: [47, 0, 34, 0], sizes: [['phone', 390, 844], ['tablet', 820, 1180], ['desktop', 1280, 800]] },
  // Turned: the camera cutout on the left, the gesture bar below. Phones run upright only
  // (docs/mobile.md: portrait below 600 dp), so landscape starts at a small tablet's 600 dp.
  'cutout-landscape': { insets: [0, 0, 21, 48], sizes: [['small-tablet', 960, 600], ['tablet', 1180, 820], ['desktop', 1280, 800]] },
};

for (const [state, { insets, sizes }] of Object.entries(CASES)) {
  test(`${state}: no text or control under the insets on any screen, 中文 and English`, async () => {
    const { script, dir } = appWith({ SC_SIMULATED_INSETS: insets.join(',') });
    const s = await Session.start({ app: script });
    try {
      // The core's numbers reach the page's layout: the body's padding is the insets.
      const padding = await s.waitFor(async () => {
        const p = await s.exec('const c = getComputedStyle(document.body); return [c.paddingTop, c.paddingRight, c.paddingBottom, c.paddingLeft].map(parseFloat)');
        return p.join() === insets.join() && p;
      }, 5000, `the body's padding to be the simulated insets ${insets}`);
      assert.deepEqual(padding, insets);
      const failures = [];
      for (const lang of ['zh', 'en']) {
        await language(s, lang);
        for (const [size, w, h] of sizes) {
          await s.resize(w, h);
          await everyScreen(s, async (name) => {
            const { checked, found } = await underInsets(s, insets);
            assert.ok(checked > 0, `${name}: something was measured`);
            failures.push(...found.map((f) => `${name} ${size} ${lang}: ${f}`));
            await s.screenshot(`insets-${state}-${name}-${size}-${lang}`);
          });
        }
      }
      assert.deepEqual(failures, [], 'under an inset');
      // The measure sees a layout that ignores the insets (env() alone reads 0 here, as on
      // Android's WebView below 140): the home screen's texts under them.
      await s.exec('document.body.style.padding = "0"');
      const { found } = await underInsets(s, insets);
      assert.ok(found.length > 0, 'with no padding for the insets, something shows under them');
    } finally {
      await s.end();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
}

test('without simulated insets the page lays out on env() alone, as before', async () => {
  const s = await Session.start();
  try {
    const insets = await s.exec("return window.__TAURI__.core.invoke('safe_area_insets')");
    assert.deepEqual(insets, { top: 0, right: 0, bottom: 0, left: 0 }, 'a desktop has no native insets');
    const padding = await s.exec('const c = getComputedStyle(document.body); return [c.paddingTop, c.paddingLeft]');
    assert.deepEqual(padding, ['0px', '0px']);
  } finally {
    await s.end();
  }
});
