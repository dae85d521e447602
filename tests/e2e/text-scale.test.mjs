// Text at 200 %: the system's font scale, as Android's WebView applies
// it (`textZoom`: the text grows, the layout's pixels do not), emulated on WebKitGTK by a debug
// build given SC_TEXT_ZOOM=2 (`zoom-text-only` at zoom level 2, src-tauri/src/window.rs). On
// every screen and dialog at phone size, in 中文 and English, nothing is cut off and nothing
// scrolls sideways (tests/e2e/lib/layout.mjs measures it); screenshots at phone, tablet and
// desktop sizes.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { Session, appWith } from './lib/wd.mjs';
import { everyScreen } from './lib/every-screen.mjs';
import { cutOff } from './lib/layout.mjs';
import { home, language } from './helpers.mjs';

const SIZES = [['phone', 390, 844], ['tablet', 820, 1180], ['desktop', 1280, 800]];

/** The home title's height in px: text that grows makes it taller. */
const titleHeight = (s) => s.exec('return document.querySelector(\'[data-testid="home"] h1\').getBoundingClientRect().height');

test('at 200 % text nothing is cut off and nothing scrolls sideways, on every screen, 中文 and English', async () => {
  const plain = await Session.start();
  let plainTitle;
  try {
    await plain.resize(390, 844);
    await language(plain, 'en');
    plainTitle = await titleHeight(plain);
  } finally {
    await plain.end();
  }
  const { script, dir } = appWith({ SC_TEXT_ZOOM: '2' });
  const s = await Session.start({ app: script });
  try {
    await s.resize(390, 844);
    await language(s, 'en');
    // Text only: the title's line is twice as tall, the page still as wide as the window.
    const zoomedTitle = await titleHeight(s);
    assert.ok(zoomedTitle >= 1.8 * plainTitle, `the text is scaled: the title ${zoomedTitle} px tall, ${plainTitle} px at 100 %`);
    assert.equal(await s.exec('return window.innerWidth'), 390, 'the layout is not zoomed');
    const failures = [];
    for (const lang of ['zh', 'en']) {
      await language(s, lang);
      for (const [size, w, h] of SIZES) {
        await s.resize(w, h);
        await everyScreen(s, async (name) => {
          const { checked, found } = await cutOff(s);
          assert.ok(checked > 0, `${name}: something was measured`);
          failures.push(...found.map((f) => `${name} ${size} ${lang}: ${f}`));
          await s.screenshot(`text200-${name}-${size}-${lang}`);
        });
      }
    }
    assert.deepEqual(failures, [], 'cut off or scrolling sideways at 200 % text');
    // The measure sees text that overflows a clipped box.
    await home(s);
    await s.exec(`const h1 = document.querySelector('[data-testid="home"] h1');
      h1.style.cssText = 'width: 40px; overflow: hidden; white-space: nowrap';`);
    assert.ok((await cutOff(s)).found.length > 0, 'a clipped title is seen as cut off');
  } finally {
    await s.end();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
