// Start-up and idle memory of the app against a Tauri "hello world" built the same way
// (scripts/hello-baseline.sh): cold start to `body[data-ready]`, then the resident memory of
// each process once idle. Runs alternate between the two, so that a change in the machine's
// load falls on both; the first pair is a warm-up and is not counted. Prints the medians and
// the differences. A measurement for docs/performance.md, not a test (no `.test` in its name):
//
//   make bench-startup          (builds both, then runs this through tests/e2e/run.sh)
//
// Reads HELLO_BIN (the baseline) and RUNS (default 6, counted runs of each). With another build
// of the app as HELLO_BIN and BASELINE (its name in the table), it compares two builds.
//
// With E2E_FRAMEBUFFER=1 (make bench-startup sets it) each run also starts each build once more
// and watches the window's pixels from the launch (tests/e2e/lib/framebuffer.mjs): when the
// first frame with anything on the page's background shows, and when the picture last changes,
// each against data-ready, and how many pictures come between (1: the first frame is the final
// one, no flash of an unstyled or half-drawn page). The watching takes CPU, so those starts are
// not the ones timed or weighed in the other rows.

import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { APP_BIN, DRIVER } from './lib/wd.mjs';
import { Framebuffer, frameOf, watchFrames } from './lib/framebuffer.mjs';

const HELLO_BIN = process.env.HELLO_BIN;
const RUNS = Number(process.env.RUNS || 6);
const BASELINE = process.env.BASELINE || 'hello world';
const IDLE_MS = 8000;
const TICKS_PER_SECOND = 100; // USER_HZ on Linux
const FB = process.env.E2E_FRAMEBUFFER_FILE ? new Framebuffer(process.env.E2E_FRAMEBUFFER_FILE) : null;
// The window, at the screen's top left under Xvfb (no window manager), as tauri.conf.json sizes it.
const WINDOW = JSON.parse(fs.readFileSync(new URL('../../tauri.conf.json', import.meta.url), 'utf8')).app.windows[0];
// How long after data-ready the pixels are watched for a later change.
const SETTLE_MS = 1500;

async function wire(method, url, body) {
  const res = await fetch(url, { method, headers: { 'content-type': 'application/json' }, body: body && JSON.stringify(body) });
  return (await res.json()).value;
}

/** Fields 3 onwards of /proc/PID/stat (index 0 is field 3, the state). */
function stat(pid) {
  const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  return text.slice(text.lastIndexOf(') ') + 2).split(' ');
}

/** When a process started, in ms since the epoch (to 10 ms). */
function processStart(pid) {
  const uptimeMs = Number(fs.readFileSync('/proc/uptime', 'utf8').split(' ')[0]) * 1000;
  return Date.now() - uptimeMs + (Number(stat(pid)[19]) / TICKS_PER_SECOND) * 1000;
}

/** The running processes: pid → { exe, ppid }. */
function processes() {
  const all = new Map();
  for (const d of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      all.set(Number(d), { exe: fs.readlinkSync(`/proc/${d}/exe`), ppid: Number(stat(d)[1]) });
    } catch {
      // Ended meanwhile, or not ours to read.
    }
  }
  return all;
}

const pidOf = (bin) => [...processes()].find(([, p]) => p.exe === fs.realpathSync(bin))?.[0];

/** kB figures of a process: resident, and of that anonymous (smaps_rollup). */
function memory(pid) {
  const text = fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
  const kb = (field) => Number((text.match(new RegExp(`^${field}:\\s+(\\d+)`, 'm')) || [])[1] || 0);
  return { rss: kb('Rss'), anon: kb('Anonymous') };
}

/**
 * One cold start of `bin`: ms to data-ready, then the idle memory of the app and its web
 * process; or, `watching`, only the times of its frames against data-ready.
 */
async function once(bin, watching = false) {
  // The last run's window may still be on the screen for a moment after its app ended.
  for (const end = Date.now() + 5000; watching && !frameOf(FB, WINDOW.width, WINDOW.height).blank && Date.now() < end;) await sleep(5);
  const asked = Date.now();
  const watch = watching && watchFrames(FB, WINDOW.width, WINDOW.height, asked);
  const { sessionId } = await wire('POST', `${DRIVER}/session`, { capabilities: { alwaysMatch: { 'tauri:options': { application: bin } } } });
  const base = `${DRIVER}/session/${sessionId}`;
  try {
    const windowUp = Date.now() - asked;
    let ready = false;
    while (!ready) {
      ready = await wire('POST', `${base}/execute/sync`, { script: 'return document.body?.getAttribute("data-ready") === "true"', args: [] }).catch(() => false);
      if (!ready) await sleep(10);
    }
    const readyAt = Date.now();
    const pid = pidOf(bin);
    const started = processStart(pid);
    if (watch) {
      await sleep(SETTLE_MS);
      return { paint: paintTimes(await watch.stop(), readyAt - asked) };
    }
    await sleep(IDLE_MS);
    const web = [...processes()].find(([, p]) => p.ppid === pid && /WebKitWebProcess$/.test(p.exe))?.[0];
    return { ready: readyAt - started, windowUp, app: memory(pid), web: web ? memory(web) : null };
  } finally {
    if (watch) await watch.stop();
    await wire('DELETE', base).catch(() => {});
    while (pidOf(bin)) await sleep(20);
  }
}

/** From the watched frames: first paint and last change against data-ready, the pictures from one to the other. */
function paintTimes({ frames, interval }, ready) {
  const first = frames.findIndex(([, f]) => f.drawn > 0);
  if (first < 0) return { first: NaN, settled: NaN, pictures: 0, interval };
  return { first: frames[first][0] - ready, settled: frames[frames.length - 1][0] - ready, pictures: frames.length - first, interval };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const rows = [
  ['cold start to data-ready (ms)', (r) => r.ready],
  ['driver session up, window shown (ms)', (r) => r.windowUp],
  ...(FB ? [
    ['first painted frame − data-ready (ms)', (r) => r.paint.first],
    ['last change of picture − data-ready (ms)', (r) => r.paint.settled],
    ['pictures from the first painted frame on', (r) => r.paint.pictures],
    ['  time between two samples of the pixels (ms)', (r) => r.paint.interval],
  ] : []),
  ['app process RSS, idle (MB)', (r) => r.app.rss / 1024],
  ['web process RSS, idle (MB)', (r) => r.web.rss / 1024],
  ['  of which anonymous (MB)', (r) => r.web.anon / 1024],
  ['  of which mapped files and shared memory (MB)', (r) => (r.web.rss - r.web.anon) / 1024],
];

if (!HELLO_BIN) throw new Error('HELLO_BIN is not set: run `make bench-startup`');
const results = { hello: [], app: [] };
for (let i = 0; i <= RUNS; i++) {
  for (const [name, bin] of [['hello', HELLO_BIN], ['app', APP_BIN]]) {
    const r = await once(bin);
    if (FB) r.paint = (await once(bin, true)).paint;
    if (i > 0) results[name].push(r);
    const paint = r.paint ? `, painted ${r.paint.first} ms after, ${r.paint.pictures} picture(s), settled ${r.paint.settled} ms after` : '';
    console.error(`${i === 0 ? 'warm-up' : `run ${i}`} ${name}: ready ${r.ready} ms${paint}, app ${(r.app.rss / 1024).toFixed(1)} MB, web ${r.web ? (r.web.rss / 1024).toFixed(1) : '?'} MB`);
  }
}
const size = (bin) => (fs.statSync(bin).size / 1e6).toFixed(2);
console.log(`\nmedians of ${RUNS} alternating cold starts each (first pair not counted), idle after ${IDLE_MS / 1000} s`);
console.log(`| | ${BASELINE} | app | app − ${BASELINE} |\n|---|---|---|---|`);
for (const [label, pick] of rows) {
  const [h, a] = [median(results.hello.map(pick)), median(results.app.map(pick))];
  const spread = (xs) => `${Math.min(...xs.map(pick)).toFixed(0)}–${Math.max(...xs.map(pick)).toFixed(0)}`;
  console.log(`| ${label} | ${h.toFixed(1)} (${spread(results.hello)}) | ${a.toFixed(1)} (${spread(results.app)}) | ${(a - h).toFixed(1)} |`);
}
console.log(`| stripped binary (MB) | ${size(HELLO_BIN)} | ${size(APP_BIN)} | ${(size(APP_BIN) - size(HELLO_BIN)).toFixed(2)} |`);
