// "AI is thinking" end to end. The AIs answer in milliseconds, so the indicator only flashes:
// instead of slowing the AI, the page records what happens. A listener of its own (the app's
// `on` from ui/js/api.js, the same module instance) logs the core's `ai-thinking` events, and a
// MutationObserver logs every change of the indicator; the indicator's state after each update
// of the page is rebuilt from the records' old values, so no change is missed however fast
// they come.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Session } from './lib/wd.mjs';
import { newGame, language, zhiliMove } from './helpers.mjs';

const RECORD = `
  const el = document.querySelector('[data-testid="ai-thinking"]');
  const names = ['hidden', 'data-thinking', 'data-ply'];
  const rec = window.__aiRecord = { events: [], changes: [], start: Object.fromEntries(names.map((n) => [n, el.getAttribute(n)])), el };
  // One observer call per update of the page (an event's handling, a render): its changes are
  // one group, and a state is read after each group.
  let group = 0;
  rec.observer = new MutationObserver((list) => {
    group += 1;
    for (const m of list) rec.changes.push({ name: m.attributeName, old: m.oldValue, group });
  });
  rec.observer.observe(el, { attributes: true, attributeOldValue: true, attributeFilter: names });
  rec.after = [];
  return import('/js/api.js').then((api) => api.on('ai-thinking', (payload) => {
    rec.events.push(payload);
    // Once this event's dispatch is over (the app's own listener, registered at boot, has run
    // too), the indicator must already say what the event said.
    queueMicrotask(() => rec.after.push({ gameId: payload.gameId, thinking: payload.thinking, shown: !rec.el.hidden }));
  })).then(() => true);`;

/** The events seen, and the indicator's state after each update of the page, in order. */
const REPLAY = `
  const rec = window.__aiRecord;
  rec.changes.push(...rec.observer.takeRecords().map((m) => ({ name: m.attributeName, old: m.oldValue, group: Infinity })));
  const names = ['hidden', 'data-thinking', 'data-ply'];
  const now = Object.fromEntries(names.map((n) => [n, rec.el.getAttribute(n)]));
  // An attribute's value after a group is its old value at its next change in a later group,
  // or its value now.
  const states = [];
  const groups = [...new Set(rec.changes.map((c) => c.group))];
  for (const g of groups) {
    const state = {};
    for (const n of names) {
      const later = rec.changes.find((c) => c.group > g && c.name === n);
      state[n] = later ? later.old : now[n];
    }
    states.push({ shown: state.hidden === null, thinking: state['data-thinking'], ply: state['data-ply'] });
  }
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
