// Where the app's web process memory goes, by bisection: a hello world built with pages beside
// its own (scripts/hello-baseline.sh OUT PAGES) is started, sent to one page, left idle, and its
// web process measured. Pages, from bare to full: `index.html` (the hello world), `css-font.html`
// (the app's stylesheet and fonts, one line of text), `static-home.html` (the app's home screen
// as drawn, saved without its scripts). What the real app adds beyond the last is its
// scripts' (JS heap, modules, IPC) and the core's. Not a test; prints medians (docs/performance.md):
//
//   bash tests/e2e/run.sh <hello-with-pages> tests/e2e/bench-web-memory.mjs
//
// RUNS (default 3) rounds, the pages taken in turn.

import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { APP_BIN, DRIVER } from './lib/wd.mjs';

const RUNS = Number(process.env.RUNS || 3);
const PAGES = ['index.html', 'css-font.html', 'static-home.html'];

async function wire(method, url, body) {
  const res = await fetch(url, { method, headers: { 'content-type': 'application/json' }, body: body && JSON.stringify(body) });
  return (await res.json()).value;
}

const ppid = (pid) => Number(fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
function children(pid, name) {
  return fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d)).map(Number).filter((d) => {
    try {
      return ppid(d) === pid && fs.readlinkSync(`/proc/${d}/exe`).endsWith(name);
    } catch {
      return false;
    }
  });
}
const appPid = () => fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d)).map(Number).find((d) => {
  try {
    return fs.readlinkSync(`/proc/${d}/exe`) === fs.realpathSync(APP_BIN);
  } catch {
    return false;
  }
});

function webMemoryKb(pid) {
  const text = fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
  const kb = (field) => Number((text.match(new RegExp(`^${field}:\\s+(\\d+)`, 'm')) || [])[1] || 0);
  return { rss: kb('Rss'), anon: kb('Anonymous') };
}

const results = Object.fromEntries(PAGES.map((p) => [p, []]));
for (let i = 0; i < RUNS; i++) {
  for (const page of PAGES) {
    const { sessionId } = await wire('POST', `${DRIVER}/session`, { capabilities: { alwaysMatch: { 'tauri:options': { application: APP_BIN } } } });
    const base = `${DRIVER}/session/${sessionId}`;
    try {
      await wire('POST', `${base}/url`, { url: `tauri://localhost/${page}` });
      while (!(await wire('POST', `${base}/execute/sync`, { script: 'return document.body?.getAttribute("data-ready") === "true"', args: [] }))) await sleep(20);
      await sleep(8000);
      const [web] = children(appPid(), 'WebKitWebProcess');
      results[page].push(webMemoryKb(web));
    } finally {
      await wire('DELETE', base).catch(() => {});
      while (appPid()) await sleep(20);
    }
  }
}
const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
console.log(`web process, idle 8 s after the page is up; medians of ${RUNS}`);
console.log('| page | RSS (MB) | anonymous (MB) |\n|---|---|---|');
for (const page of PAGES) {
  const mb = (pick) => (median(results[page].map(pick)) / 1024).toFixed(1);
  console.log(`| ${page} | ${mb((r) => r.rss)} | ${mb((r) => r.anon)} |`);
}
