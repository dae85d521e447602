// "AI is thinking" end to end. The AIs answer in milliseconds, so the indicator only flashes:
// instead of slowing the AI, the page records what happens. A listener of its own
// (window.__TAURI__.event.listen) logs the core's `ai-thinking` events, and a MutationObserver
// logs every change of the indicator; the indicator's state after each change is rebuilt from
// the records' old values, so no change is missed however fast they come.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Session } from './lib/wd.mjs';
import { newGame, language, zhiliMove } from './helpers.mjs';

const RECORD = `
  const el = document.querySelector('[data-testid="ai-thinking"]');
  const names = ['hidden', 'data-thinking', 'data-ply'];
  const rec = window.__aiRecord = { events: [], changes: [], start: Object.fromEntries(names.map((n) => [n, el.getAttribute(n)])), el };
  rec.observer = new MutationObserver((list) => {
    for (const m of list) rec.changes.push({ name: m.attributeName, old: m.oldValue });
  });
  rec.observer.observe(el, { attributes: true, attributeOldValue: true, attributeFilter: names });
  rec.after = [];
  return window.__TAURI__.event.listen('ai-thinking', (e) => {
    rec.events.push(e.payload);
    // Once this event's dispatch is over (the app's own listener, registered at boot, has run
    // too), the indicator must already say what the event said.
    queueMicrotask(() => rec.after.push({ gameId: e.payload.gameId, thinking: e.payload.thinking, shown: !rec.el.hidden }));
  }).then(() => true);`;

/** The events seen, and the indicator's state after each time it was shown or hidden, in order. */
const REPLAY = `
  const rec = window.__aiRecord;
  rec.changes.push(...rec.observer.takeRecords().map((m) => ({ name: m.attributeName, old: m.oldValue })));
  const names = ['hidden', 'data-thinking', 'data-ply'];
  const now = Object.fromEntries(names.map((n) => [n, rec.el.getAttribute(n)]));
  // A change's new value is the next change's old value of that attribute, or the value now.
  const states = [];
  const state = Object.assign({}, rec.start);
  rec.changes.forEach((c, i) => {
    const later = rec.changes.slice(i + 1).find((d) => d.name === c.name);
    state[c.name] = later ? later.old : now[c.name];
    // The UI sets the event's attributes, then shows or hides: a state is read after each
    // show or hide.
    if (c.name === 'hidden') states.push({ shown: state.hidden === null, thinking: state['data-thinking'], ply: state['data-ply'] });
  });
  return { events: rec.events, states, after: rec.after, shownNow: !rec.el.hidden && rec.el.isConnected };`;

test('"AI is thinking": the core\u2019s ai-thinking events reach the page and drive the indicator', async () => {
  const s = await Session.start();
  try {
    await s.resize(390, 844);
    await language(s, 'zh');
    await newGame(s, { game: 'zhili', mode: 'vs-ai', side: 'first', level: 'beginner', timer: null });
    const start = await s.waitHumanTurn();
    assert.equal(start.ply, 0);
    assert.equal(await s.exec(RECORD), true);

    // Red moves; the AI answers (ply 1) and it is Red's turn again.
    await zhiliMove(s, '8-7');
    const after = await s.waitHumanTurn(30000);
    assert.equal(after.ply, 2, 'the AI answered');
    const seen = await s.waitFor(async () => {
      const r = await s.exec(REPLAY);
      return r.events.some((e) => e.thinking === false) ? r : null;
    }, 10000, 'the ai-thinking events');

    // The core said "thinking" and then "done" for the AI's turn, on this game.
    const mine = seen.events.filter((e) => e.gameId === start.id);
    assert.deepEqual(mine.map((e) => e.thinking), [true, false], `ai-thinking true then false, got ${JSON.stringify(seen.events)}`);
    assert.equal(mine[0].ply, mine[1].ply, 'both events name the same ply');
    assert.equal(mine[0].ply, 1, 'the AI thinks about ply 1');

    // The indicator followed them: shown while the core said "thinking", hidden after "done".
    const ply = String(mine[0].ply);
    const on = seen.states.findIndex((x) => x.thinking === 'true' && x.ply === ply && x.shown);
    assert.ok(on >= 0, `the indicator was shown for ply ${ply}: ${JSON.stringify(seen.states)}`);
    const off = seen.states.findIndex((x, i) => i > on && x.thinking === 'false' && x.ply === ply && !x.shown);
    assert.ok(off > on, `then hidden when the AI was done: ${JSON.stringify(seen.states)}`);
    assert.ok(seen.states.every((x) => x.thinking !== 'false' || !x.shown), 'never shown after "done"');
    // And it followed each event at once, not at some later redraw.
    assert.deepEqual(seen.after.filter((x) => x.gameId === start.id).map((x) => [x.thinking, x.shown]), [[true, true], [false, false]],
      'right after each event the indicator shows what it said');
    assert.equal(seen.shownNow, false, 'hidden now that it is Red\u2019s turn');
  } finally {
    await s.end();
  }
});
