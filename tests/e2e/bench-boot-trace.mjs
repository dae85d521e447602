// The boot trace (SC_BOOT_TRACE=1, src-tauri/src/boot_trace.rs) of two builds of the app, started
// in turn, each in a home of its own (its saves made by the warm-up start): the median start of
// each step, in ms from the process's start, and how long the timed ones took. A measurement
// for docs/performance.md ("Where the start goes"), not a test (no `.test` in its name):
//
//   BEFORE_BIN=<old build> RUNS=6 bash tests/e2e/run.sh <new build> tests/e2e/bench-boot-trace.mjs
//
// The first pair is a warm-up and is not counted. A step that only one build has shows "–" for
// the other; a step a run did not print is left out of that build's median.

import { APP_BIN } from './lib/wd.mjs';
import { freshHome, start, until } from './lib/procs.mjs';
import fs from 'node:fs';

const BEFORE_BIN = process.env.BEFORE_BIN;
const RUNS = Number(process.env.RUNS || 6);
if (!BEFORE_BIN) throw new Error('BEFORE_BIN is not set: the build to compare with');

/** One traced start of `bin` in `home`: step → [start, took] (took is null for a moment). */
async function traced(bin, home) {
  const app = start(bin, [], { ...home.env, SC_BOOT_TRACE: '1' });
  try {
    await until('the boot trace', () => app.status !== undefined || /first frame after ready/.test(app.out));
    const lines = app.out.slice(app.out.indexOf('SC_BOOT_TRACE:')).split('\n').slice(2);
    const steps = new Map();
    for (const line of lines) {
      const m = line.match(/^\s*([\d.]+)\s+([\d.]+)\s+(\d+|·)\s+(.+)$/);
      if (m) steps.set(m[4], [Number(m[1]), m[3] === '·' ? null : Number(m[3])]);
    }
    return steps;
  } finally {
    await app.end();
  }
}

/** The page's part of a start: from the navigation's start until the first screen is up. */
function pagePart(steps) {
  const [at, took] = steps.get('page: first screen put up') || [NaN, NaN];
  return at + took - (steps.get('page: navigation started') || [NaN])[0];
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const runs = { before: [], after: [] };
const builds = [['before', BEFORE_BIN, freshHome()], ['after', APP_BIN, freshHome()]];
for (let i = 0; i <= RUNS; i++) {
  for (const [name, bin, home] of builds) {
    const steps = await traced(bin, home);
    if (i > 0) runs[name].push(steps);
    console.error(`${i === 0 ? 'warm-up' : `run ${i}`} ${name}: first screen up ${pagePart(steps)} ms after the navigation started`);
  }
}

for (const [, , home] of builds) fs.rmSync(home.root, { recursive: true, force: true });

/** "start (took)" of `step`'s medians over `list`, or – when no run printed it. */
function cell(list, step) {
  const seen = list.map((s) => s.get(step)).filter(Boolean);
  if (!seen.length) return '–';
  const took = seen.map(([, t]) => t).filter((t) => t !== null);
  return `${startOf(list, step).toFixed(0)}${took.length ? ` (${median(took).toFixed(0)})` : ''}`;
}

/** The median start of `step` over `list`, or undefined when no run printed it. */
const startOf = (list, step) => {
  const seen = list.map((s) => s.get(step)).filter(Boolean);
  return seen.length ? median(seen.map(([at]) => at)) : undefined;
};
// The steps in the order of the newer build's median start (the older's for its own steps).
const names = new Set([...runs.after, ...runs.before].flatMap((s) => [...s.keys()]));
const at = (step) => startOf(runs.after, step) ?? startOf(runs.before, step) ?? 0;
const steps = [...names].sort((a, b) => at(a) - at(b));
console.log(`\nmedian start (and time taken) of each step, ms from the process's start, ${RUNS} alternating starts each`);
console.log('| step | before | after |\n|---|---|---|');
for (const step of steps) console.log(`| ${step} | ${cell(runs.before, step)} | ${cell(runs.after, step)} |`);
const part = (list) => `${median(list.map(pagePart)).toFixed(0)} (${Math.min(...list.map(pagePart)).toFixed(0)}–${Math.max(...list.map(pagePart)).toFixed(0)})`;
console.log(`| the page's part: navigation started to first screen up, median (min–max) | ${part(runs.before)} | ${part(runs.after)} |`);
