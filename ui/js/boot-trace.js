// The page's part of the boot breakdown (docs/performance.md, src-tauri/src/boot_trace.rs):
// when the app was started with SC_BOOT_TRACE=1 the core sets `window.__SC_BOOT_TRACE__`, and
// this module times the page's steps until the first screen is up, then hands them over to be
// printed. Otherwise it notes nothing.

/** @typedef {{ name: string, start: number, end: number }} BootStep */

let tracing = typeof window !== 'undefined' && !!(/** @type {any} */ (window).__SC_BOOT_TRACE__);
/** @type {BootStep[]} */
const steps = [];
/** @type {Promise<unknown>[]} */
const fontLoads = [];

/** Notes a step of the boot that began at `start` (ms, `performance.now()`) and ends now. */
export function timed(name, start) {
  if (tracing) steps.push({ name, start, end: performance.now() });
}

/** Notes a moment of the boot; returns its time. */
export function mark(name) {
  const now = performance.now();
  timed(name, now);
  return now;
}

let modulesRun = 0;
/** Notes that every module has been loaded and run (main.js's body has begun). */
export function modulesEvaluated() {
  modulesRun = mark('modules evaluated');
  if (!tracing) return;
  for (const face of document.fonts || []) {
    const name = `font ${face.family} ${face.weight}`;
    fontLoads.push(face.loaded.then(() => mark(`${name} loaded`), () => mark(`${name} failed`)));
  }
}

/** A resource's name without the origin, e.g. `js/main.js`. */
function short(url) {
  try {
    return new URL(url).pathname.replace(/^\//, '');
  } catch {
    return url;
  }
}

/**
 * Once the first screen is up: waits for its first frame, adds what the browser timed (the
 * page and every file it loaded) and sends it all with `send` (the `boot_trace` command).
 * Nothing more is noted afterwards.
 * @param {(trace: { timeOrigin: number, steps: BootStep[] }) => Promise<unknown>} send
 */
export async function reportBoot(send) {
  if (!tracing) return;
  await new Promise((done) => requestAnimationFrame(() => done(null)));
  mark('first frame after ready');
  // A face the first screen does not use never loads: wait at most 3 s for the others.
  await Promise.race([Promise.all(fontLoads), new Promise((done) => setTimeout(done, 3000))]);
  for (const face of document.fonts || []) {
    if (face.status !== 'loaded') mark(`font ${face.family} ${face.weight} ${face.status} 3 s after ready`);
  }
  tracing = false;
  const [page] = /** @type {PerformanceNavigationTiming[]} */ (performance.getEntriesByType('navigation'));
  if (page) {
    steps.push({ name: 'load index.html', start: page.fetchStart, end: page.responseEnd });
    steps.push({ name: 'parse index.html', start: page.responseEnd, end: page.domInteractive });
    if (modulesRun) steps.push({ name: 'load and run the JS modules', start: page.domInteractive, end: modulesRun });
  }
  // WebKitGTK lists no resource entries for the app's own scheme; kept for the platforms that do.
  for (const file of /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType('resource'))) {
    steps.push({ name: `load ${short(file.name)}`, start: file.startTime, end: file.responseEnd });
  }
  await send({ timeOrigin: performance.timeOrigin, steps }).catch(() => {});
}
