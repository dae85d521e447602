// Start-up time of the app: from the process's start (the kernel's start time in /proc) until
// the home screen is up (body[data-ready]), over several starts; prints min, median and max of
// the wall time and of the CPU time the app and its WebKit processes used until then (the CPU
// time barely moves when other jobs load the machine; the wall time does).
// Not part of the test run (the file name has no .test): a measurement for docs/performance.md.
//
//   bash tests/e2e/run.sh target/release/shuangcheng tests/e2e/startup-time.mjs
//
// STARTS (default 7) sets the number of starts; the first is a warm-up and is not counted.

import fs from 'node:fs';
import { APP_BIN, DRIVER, appPids, sleep } from './lib/wd.mjs';

const starts = Number(process.env.STARTS || 7);
const ticksPerSecond = 100; // USER_HZ on Linux

/** Fields 3 onwards of /proc/PID/stat (index 0 is field 3, the state). */
function stat(pid) {
  const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  return text.slice(text.lastIndexOf(') ') + 2).split(' ');
}

/** The wall-clock time (ms since the epoch) at which a process started. */
function processStart(pid) {
  const uptimeMs = Number(fs.readFileSync('/proc/uptime', 'utf8').split(' ')[0]) * 1000;
  const bootMs = Date.now() - uptimeMs;
  return bootMs + (Number(stat(pid)[19]) / ticksPerSecond) * 1000; // field 22: starttime
}

/** CPU ms (user + system) used so far by a process and all its descendants. */
function treeCpuMs(pid) {
  const children = new Map();
  for (const d of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const ppid = Number(stat(d)[1]);
      children.set(ppid, [...(children.get(ppid) || []), Number(d)]);
    } catch {
      // A process that ended meanwhile.
    }
  }
  let ticks = 0;
  const pending = [pid];
  while (pending.length) {
    const p = pending.pop();
    try {
      const f = stat(p);
      ticks += Number(f[11]) + Number(f[12]); // fields 14, 15: utime, stime
    } catch {
      continue;
    }
    pending.push(...(children.get(p) || []));
  }
  return (ticks / ticksPerSecond) * 1000;
}

async function wire(method, url, body) {
  const res = await fetch(url, { method, headers: { 'content-type': 'application/json' }, body: body && JSON.stringify(body) });
  return (await res.json()).value;
}

const times = [];
const cpu = [];
for (let i = 0; i < starts; i++) {
  const { sessionId } = await wire('POST', `${DRIVER}/session`, { capabilities: { alwaysMatch: { 'tauri:options': { application: APP_BIN } } } });
  const base = `${DRIVER}/session/${sessionId}`;
  try {
    let ready = false;
    while (!ready) {
      ready = await wire('POST', `${base}/execute/sync`, { script: 'return document.body?.getAttribute("data-ready") === "true"', args: [] }).catch(() => false);
      if (!ready) await sleep(10);
    }
    const at = Date.now();
    const [pid] = appPids();
    if (i > 0) {
      times.push(at - processStart(pid));
      cpu.push(treeCpuMs(pid));
    }
  } finally {
    await wire('DELETE', base).catch(() => {});
  }
  // The next start begins once this app has quit.
  while (appPids().length) await sleep(10);
}
const ms = (x) => `${Math.round(x)} ms`;
const spread = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return `min ${ms(s[0])}, median ${ms(s[s.length >> 1])}, max ${ms(s[s.length - 1])}`;
};
console.log(`start-up to the home screen, ${times.length} starts: wall ${spread(times)}; cpu ${spread(cpu)}`);
