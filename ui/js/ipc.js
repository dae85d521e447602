// The door every command goes through (commands.js, generated, calls it): Tauri's invoke, the
// core's errors in one shape, the calls still waiting counted for the E2E tests, and each call
// timed for the boot trace.

/** @import { AppError } from './contract.js' */

import { timed } from './boot-trace.js';

function tauri() {
  const t = /** @type {any} */ (window).__TAURI__;
  if (!t || !t.core) {
    throw new Error('window.__TAURI__ is missing: the UI must run inside the Shuangcheng app');
  }
  return t;
}

/**
 * Calls a core command; rejects with the core's {@link AppError} `{ kind, code, params, message }`
 * (src-tauri/src/service/error.rs, docs/ipc.md). A failure that is not one (Tauri's own, e.g.
 * an unknown command) is given the same shape, of kind and code `internal`. A `background`
 * call (the events' long poll) is neither counted as pending nor traced.
 * @param {string} command
 * @param {Record<string, unknown>} [args]
 * @param {{ background?: boolean }} [options]
 * @returns {Promise<any>}
 */
export async function call(command, args, { background = false } = {}) {
  if (!background) callsPending(+1);
  const start = performance.now();
  try {
    return await tauri().core.invoke(command, args || {});
  } catch (err) {
    if (err && typeof err === 'object' && 'kind' in err) throw err;
    const message = String(err && err.message ? err.message : err);
    /** @type {AppError} */
    const internal = { kind: 'internal', code: 'internal', params: {}, message };
    throw internal;
  } finally {
    if (!background) {
      callsPending(-1);
      timed(`ipc ${command}`, start);
    }
  }
}

let pending = 0;
/**
 * How many commands wait for the core's answer, kept on `<body data-calls-pending>`: the E2E
 * tests wait for 0 (nothing left half done) instead of sleeping.
 * @param {number} change
 */
function callsPending(change) {
  pending += change;
  document.body.setAttribute('data-calls-pending', String(pending));
}
