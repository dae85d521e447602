// Apps started by a test itself (not through tauri-driver), each in a fresh home on the display
// that tests/e2e/run.sh set up, ended by process group and reaped.

import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';

export const LIMIT_MS = 90_000; // a debug build starting under load; the waits end as soon as the state is seen

/** A fresh home with the XDG folders the app uses, and its saves folder. */
export function freshHome() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shuangcheng-own-'));
  const env = {
    PATH: process.env.PATH,
    DISPLAY: process.env.DISPLAY,
    NO_AT_BRIDGE: '1',
    HOME: path.join(root, 'home'),
    XDG_DATA_HOME: path.join(root, 'home/.local/share'),
    XDG_CONFIG_HOME: path.join(root, 'home/.config'),
    XDG_CACHE_HOME: path.join(root, 'home/.cache'),
    XDG_RUNTIME_DIR: path.join(root, 'runtime'),
  };
  for (const dir of [env.XDG_DATA_HOME, env.XDG_CONFIG_HOME, env.XDG_CACHE_HOME, env.XDG_RUNTIME_DIR]) {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  }
  return { root, env, saves: path.join(env.XDG_DATA_HOME, 'org.shuangcheng.boardgames') };
}

/** A process of ours, in its own group, with its output gathered; `end()` stops and reaps it. */
export function start(cmd, args, env) {
  const child = spawn(cmd, args, { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const proc = { child, out: '', status: undefined };
  child.stdout.on('data', (d) => { proc.out += d; });
  child.stderr.on('data', (d) => { proc.out += d; });
  proc.exited = new Promise((resolve) => child.on('exit', (code, signal) => {
    proc.status = signal ? `signal ${signal}` : code;
    resolve(proc.status);
  }));
  proc.end = async () => {
    if (proc.status === undefined) {
      try { process.kill(-child.pid, 'SIGTERM'); } catch { /* already gone */ }
      const late = setTimeout(() => { try { process.kill(-child.pid, 'SIGKILL'); } catch { /* gone */ } }, 5000);
      await proc.exited;
      clearTimeout(late);
    }
  };
  return proc;
}

/** Polls `check` until it returns a truthy value; fails with `what` after LIMIT_MS. */
export async function until(what, check) {
  const deadline = Date.now() + LIMIT_MS;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** True while some process holds the saves' lock (`flock` from util-linux cannot take it). */
export function lockHeld(saves) {
  const file = path.join(saves, 'shuangcheng.lock');
  if (!fs.existsSync(file)) return false;
  const r = spawnSync('flock', ['--nonblock', '--conflict-exit-code', '75', file, 'true']);
  assert.notEqual(r.error?.code, 'ENOENT', 'flock (util-linux) is needed to see the lock');
  return r.status === 75;
}
