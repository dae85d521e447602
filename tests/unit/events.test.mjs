// The core's events as the page takes them (ui/js/api.js, `on`): asked for with the
// `next_events` long poll (docs/ipc.md, "Events"), each handed to its listeners in order, a
// listener that throws stopping no other, an ask that fails asked again, a listener removed
// hearing nothing more.

import test from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';

async function until(what, check) {
  for (let waited = 0; waited < 3000; waited += 10) {
    if (check()) return;
    await sleep(10);
  }
  assert.fail(`timed out waiting for ${what}`);
}

test('events come from next_events, in order, to every listener, and an ask that fails is tried again', async () => {
  const answers = [
    [{ event: 'clock-tick', payload: { remainingMs: 3000 } }, { event: 'game-updated', payload: { ply: 1 } }],
    new Error('the IPC failed'),
    [{ event: 'clock-tick', payload: { remainingMs: 2000 } }],
  ];
  const asked = [];
  let more = () => {};
  globalThis.window = { __TAURI__: { core: { invoke: async (command, args) => {
    asked.push([command, args]);
    const answer = answers.shift();
    if (answer instanceof Error) throw answer;
    // Nothing more to say: the ask waits, as the core's does, until the test adds an answer.
    return answer || new Promise((resolve) => { more = resolve; });
  } } } };
  const errors = [];
  const consoleError = console.error;
  console.error = (...args) => errors.push(args.join(' '));
  try {
    const { on } = await import('../../ui/js/api.js');
    const seen = [];
    on('clock-tick', () => {
      throw new Error('a broken listener');
    });
    const offTicks = await on('clock-tick', (tick) => seen.push(['tick', tick.remainingMs]));
    on('game-updated', (snap) => seen.push(['game', snap.ply]));
    await until('three events', () => seen.length === 3);
    assert.deepEqual(seen, [['tick', 3000], ['game', 1], ['tick', 2000]]);
    assert.ok(asked.every(([command, args]) => command === 'next_events' && Object.keys(args).length === 0));
    assert.equal(asked.length, 4, 'asked again after each answer and after the failure');
    assert.ok(errors.some((e) => e.includes('a broken listener')) && errors.some((e) => e.startsWith('next_events')));

    offTicks();
    more([{ event: 'clock-tick', payload: { remainingMs: 1000 } }, { event: 'game-updated', payload: { ply: 2 } }]);
    await until('the next game-updated', () => seen.length === 4);
    assert.deepEqual(seen[3], ['game', 2], 'the removed listener heard no tick');
  } finally {
    console.error = consoleError;
    delete globalThis.window;
  }
});
