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

import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { APP_BIN, DRIVER } from './lib/wd.mjs';

const HELLO_BIN = process.env.HELLO_BIN;
const RUNS = Number(process.env.RUNS || 6);
const BASELINE = process.env.BASELINE || 'hello world';
const IDLE_MS = 8000;
const TICKS_PER_SECOND = 100; // USER_HZ on Linux

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

/** One cold start of `bin`: ms to data-ready, then the idle memory of the app and its web process. */
async function once(bin) {
  const asked = Date.now();
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
    await sleep(IDLE_MS);
    const web = [...processes()].find(([, p]) => p.ppid === pid && /WebKitWebProcess$/.test(p.exe))?.[0];
    return { ready: readyAt - started, windowUp, app: memory(pid), web: web ? memory(web) : null };
  } finally {
    await wire('DELETE', base).catch(() => {});
    while (pidOf(bin)) await sleep(20);
  }
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const rows = [
  ['cold start to data-ready (ms)', (r) => r.ready],
  ['driver session up, window shown (ms)', (r) => r.windowUp],
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
    if (i > 0) results[name].push(r);
    console.error(`${i === 0 ? 'warm-up' : `run ${i}`} ${name}: ready ${r.ready} ms, app ${(r.app.rss / 1024).toFixed(1)} MB, web ${r.web ? (r.web.rss / 1024).toFixed(1) : '?'} MB`);
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
