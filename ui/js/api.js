// The only door to the core: its commands (commands.js, generated from the core's Rust types
// by src-tauri/src/bindings.rs) and its events (asked for by a command), as in docs/ipc.md.

/** @import { Event } from './contract.js' */

import { call } from './ipc.js';
import { commands } from './commands.js';

/** The core's commands, typed as it takes and answers them. */
export const api = commands;

/** @type {Map<string, Set<(payload: any) => void>>} */
const listeners = new Map();
let polling = false;

/**
 * Subscribes to a core event; the callback receives the payload. Returns a promise of
 * unsubscribe, as Tauri's `listen` does. The events come from the `next_events` long poll,
 * not from Tauri's event system, which would start a JavaScript engine in the app's process
 * (src-tauri/src/service/event_queue.rs).
 * @template {Event['event']} K
 * @param {K} event
 * @param {(payload: Extract<Event, { event: K }>['payload']) => void} callback
 * @returns {Promise<() => boolean>}
 */
export function on(event, callback) {
  if (!listeners.has(event)) listeners.set(event, new Set());
  const set = /** @type {Set<(payload: any) => void>} */ (listeners.get(event));
  set.add(callback);
  if (!polling) {
    polling = true;
    pollEvents();
  }
  return Promise.resolve(() => set.delete(callback));
}

/** Asks the core for its events as long as the page lives, and hands each to its listeners. */
async function pollEvents() {
  for (;;) {
    let batch;
    try {
      batch = /** @type {Event[]} */ (await call('next_events', {}, { background: true }));
    } catch (err) {
      // A failed ask (the IPC's, or a bug's panic in the core): ask again a moment later.
      console.error('next_events', err);
      await new Promise((resolve) => setTimeout(resolve, 500));
      continue;
    }
    for (const { event, payload } of batch) {
      for (const callback of listeners.get(event) || []) {
        try {
          callback(payload);
        } catch (err) {
          console.error(event, err);
        }
      }
      // The microtasks the listeners queued run before the next event is handed out.
      await null;
    }
  }
}
