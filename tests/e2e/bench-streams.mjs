// What a stream from the core costs the app's process, two builds of the app compared: the
// core's events asked for by a long poll (`next_events`) or pushed through a Tauri `Channel`,
// which Tauri delivers by evaluating a script in the page (docs/performance.md, "Streams:
// the long poll against a Channel"). For each build, in turn, each start with the build's own
// data directory, its games deleted before the app ends:
// - a cold start to `body[data-ready]`, the app process's resident memory once idle, then
//   after a hint asked for on a Twin Cities game against the computer;
// - another start, then the app process's memory after a review analysis of a finished Twin
//   Cities game of MOVES moves (resigned), whose progress comes in a message every few
//   positions.
// The first pair is a warm-up and is not counted. Prints the medians with min–max. A
// measurement, not a test (no `.test` in its name):
//
//   BASELINE_BIN=<other build> BASELINE="long poll" NAME=Channel RUNS=6 \
//     bash tests/e2e/run.sh <build> tests/e2e/bench-streams.mjs
//
// BASELINE and NAME are the two builds' names in the table.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { APP_BIN, DRIVER, Session } from './lib/wd.mjs';
import { newGame } from './helpers.mjs';

const BASELINE_BIN = process.env.BASELINE_BIN;
const BASELINE = process.env.BASELINE || 'baseline';
const NAME = process.env.NAME || 'app';
const RUNS = Number(process.env.RUNS || 6);
const MOVES = 40;
const IDLE_MS = 8000;
// After a stream's last message, before the memory is read.
const SETTLE_MS = 3000;

/** The app's memory as the kernel counts it: resident kB. */
function rssKb(pid) {
  return Number(fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+)/m)[1]);
}

/** When a process started, in ms since the epoch (to 10 ms: USER_HZ is 100 on Linux). */
function processStart(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const ticks = Number(stat.slice(stat.lastIndexOf(') ') + 2).split(' ')[19]);
  const uptimeMs = Number(fs.readFileSync('/proc/uptime', 'utf8').split(' ')[0]) * 1000;
  return Date.now() - uptimeMs + ticks * 10;
}

/** The pid of the running process whose executable is `bin`. */
function pidOf(bin) {
  const real = fs.realpathSync(bin);
  for (const d of fs.readdirSync('/proc')) {
    try {
      if (/^\d+$/.test(d) && fs.readlinkSync(`/proc/${d}/exe`) === real) return Number(d);
    } catch {
      // Ended meanwhile, or not ours to read.
    }
  }
  return undefined;
}

/** A script that starts `bin` with a data directory of its own, in `dir`. */
function wrapper(bin, dir) {
  const script = path.join(dir, 'app.sh');
  fs.writeFileSync(script, `#!/bin/sh\nexport XDG_DATA_HOME='${dir}/data' XDG_CONFIG_HOME='${dir}/config'\nexec '${bin}' "$@"\n`);
  fs.chmodSync(script, 0o755);
  return script;
}

/**
 * Starts `bin` through `script` and waits for data-ready, polling every 10 ms: the session,
 * the app's pid, the ms from its process's start to data-ready, and `done()`, which deletes
 * the games (so that every start finds the same saves: none, no game on screen) and ends it.
 */
async function coldStart(bin, script) {
  const res = await fetch(`${DRIVER}/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ capabilities: { alwaysMatch: { 'tauri:options': { application: script } } } }),
  });
  const s = new Session((await res.json()).value.sessionId);
  while (!(await s.exec('return document.body?.getAttribute("data-ready") === "true"').catch(() => false))) await sleep(10);
  const readyAt = Date.now();
  const pid = pidOf(bin);
  const done = async () => {
    await s.exec(`return (async () => {
      location.replace('#/home');
      const invoke = window.__TAURI__.core.invoke;
      for (const save of await invoke('list_saves')) await invoke('delete_game', { gameId: save.id });
    })()`);
    await s.end();
    while (pidOf(bin)) await sleep(20);
  };
  return { s, pid, ready: readyAt - processStart(pid), done };
}

/** Start to data-ready, memory idle, then after a hint. */
async function hintRun(bin, script) {
  const { s, pid, ready, done } = await coldStart(bin, script);
  try {
    await sleep(IDLE_MS);
    const idle = rssKb(pid);
    await newGame(s, { game: 'twin-cities', mode: 'vs-ai', side: 'first', timer: null });
    await s.waitHumanTurn();
    await s.tap('[data-testid="hint"]');
    await s.waitFor(() => s.attr('[data-testid="play"]', 'data-hint'), 60000, 'the hint');
    await sleep(SETTLE_MS);
    return { ready, idle, hint: rssKb(pid) };
  } finally {
    await done();
  }
}

/**
 * A finished Twin Cities game of MOVES moves, played through the core's commands (each move
 * the legal action at a fixed step through the list, so both builds review the same game),
 * then resigned; its id.
 */
function finishedGame(s) {
  return s.exec(`return (async () => {
    const invoke = window.__TAURI__.core.invoke;
    const human = { kind: 'human' };
    let snap = await invoke('new_game', { options: { game: 'twin-cities', mode: 'pass-and-play', seats: [human, human], timerSecs: null } });
    for (let ply = 0; ply < arguments[0]; ply++) {
      const legal = snap.legalActions;
      snap = await invoke('act', { gameId: snap.id, action: legal[(ply * 7919) % legal.length].text, ply });
    }
    await invoke('resign', { gameId: snap.id, side: snap.toMove });
    return snap.id;
  })()`, [MOVES]);
}

/** Memory after a review analysis of a finished game. */
async function reviewRun(bin, script) {
  const { s, pid, done } = await coldStart(bin, script);
  try {
    const id = await finishedGame(s);
    await s.exec(`location.replace('#/review/' + arguments[0])`, [id]);
    await s.tap('[data-testid="analyze"]');
    const state = () => s.attr('[data-testid="analysis"]', 'data-state');
    await s.waitFor(async () => (await state()) === 'done', 120000, 'the analysis');
    await sleep(SETTLE_MS);
    return { review: rssKb(pid) };
  } finally {
    await done();
  }
}

if (!BASELINE_BIN) throw new Error('BASELINE_BIN is not set: the build to compare with');
const results = { base: [], app: [] };
const dirs = [];
const builds = [['base', BASELINE_BIN], ['app', APP_BIN]].map(([name, bin]) => {
  dirs.push(fs.mkdtempSync(path.join(os.tmpdir(), 'sc-streams-')));
  return [name, bin, wrapper(bin, dirs[dirs.length - 1])];
});
for (let i = 0; i <= RUNS; i++) {
  for (const [name, bin, script] of builds) {
    const r = { ...(await hintRun(bin, script)), ...(await reviewRun(bin, script)) };
    if (i > 0) results[name].push(r);
    const mb = (kb) => (kb / 1024).toFixed(1);
    console.error(`${i === 0 ? 'warm-up' : `run ${i}`} ${name}: ready ${r.ready} ms, app ${mb(r.idle)} MB idle, ${mb(r.hint)} after a hint, ${mb(r.review)} after a review`);
  }
}

for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const rows = [
  ['cold start to data-ready (ms)', (r) => r.ready],
  ['app process RSS, idle (MB)', (r) => r.idle / 1024],
  ['app process RSS after a hint (MB)', (r) => r.hint / 1024],
  [`app process RSS after a review analysis of ${MOVES} moves (MB)`, (r) => r.review / 1024],
];
console.log(`\nmedians (min–max) of ${RUNS} alternating runs each (first pair not counted)`);
console.log(`| | ${BASELINE} | ${NAME} | ${NAME} − ${BASELINE} |\n|---|---|---|---|`);
for (const [label, pick] of rows) {
  const [b, a] = [median(results.base.map(pick)), median(results.app.map(pick))];
  const spread = (xs) => `${Math.min(...xs.map(pick)).toFixed(1)}–${Math.max(...xs.map(pick)).toFixed(1)}`;
  console.log(`| ${label} | ${b.toFixed(1)} (${spread(results.base)}) | ${a.toFixed(1)} (${spread(results.app)}) | ${(a - b).toFixed(1)} |`);
}
