// A small W3C WebDriver client over fetch, for tauri-driver (which runs WebKitWebDriver and
// the real app). No dependencies: Node's fetch and fs only.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';
/** WebDriver's codes of the keys the tests press. */
export const KEYS = {
  Enter: '\uE007', Escape: '\uE00C', Tab: '\uE004', Shift: '\uE008', Space: '\uE00D', Backspace: '\uE003',
  ArrowLeft: '\uE012', ArrowUp: '\uE013', ArrowRight: '\uE014', ArrowDown: '\uE015', Home: '\uE011', End: '\uE010',
};
export const DRIVER = process.env.E2E_DRIVER_URL || 'http://127.0.0.1:4444';
export const APP_BIN = process.env.E2E_APP_BIN;
export const ARTIFACTS = process.env.E2E_ARTIFACTS || path.resolve('tests/e2e/artifacts');

async function wire(method, url, body, signal) {
  const res = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  const text = await res.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new Error(`${method} ${url}: HTTP ${res.status}, not JSON: ${text.slice(0, 300)}`);
  }
  if (!res.ok || (json.value && json.value.error)) {
    const v = json.value || {};
    const err = new Error(`${method} ${url}: ${v.error || res.status}: ${v.message || text.slice(0, 300)}`);
    err.wdError = v.error;
    throw err;
  }
  return json.value;
}

/**
 * A wrapper script that starts the app with `env` added (`unset` removed first) and a data
 * directory of its own under `dir` (a new temporary one by default): `Session.start({ app:
 * script })`. The caller removes `dir` after the test.
 */
export function appWith(env, { unset = [], dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sc-app-')) } = {}) {
  const script = path.join(dir, 'app.sh');
  const vars = Object.entries({ ...env, XDG_DATA_HOME: `${dir}/data`, XDG_CONFIG_HOME: `${dir}/config` })
    .map(([k, v]) => `${k}='${v}'`).join(' ');
  const unsetLine = unset.length ? `unset ${unset.join(' ')}\n` : '';
  fs.writeFileSync(script, `#!/bin/sh\n${unsetLine}export ${vars}\nexec '${APP_BIN}' "$@"\n`);
  fs.chmodSync(script, 0o755);
  return { script, dir };
}

export class Session {
  constructor(id) {
    this.id = id;
    this.base = `${DRIVER}/session/${id}`;
  }

  /**
   * Starts the app (a new process) and waits until the UI has booted. `args` go to the app
   * (debug builds read `--fault=<name>`); `app` replaces the binary (a wrapper script). One
   * try: a session that does not start fails the test, saying which step failed (no retry
   * hides an app that starts only now and then). A session that started but whose UI did
   * not boot is ended before the error is thrown, so its app does not outlive the test.
   */
  static async start({ args = [], app = APP_BIN } = {}) {
    if (!APP_BIN) throw new Error('E2E_APP_BIN is not set (run the tests through tests/e2e/run.sh)');
    let value;
    const watch = watchStart();
    try {
      value = await wire('POST', `${DRIVER}/session`, {
        capabilities: { alwaysMatch: { 'tauri:options': { application: app, args } } },
      }, watch.signal);
    } catch (e) {
      const why = watch.signal.aborted ? watch.signal.reason : e.message;
      throw new Error(`the driver could not start the app ${app} ${args.join(' ')}: ${why}`);
    } finally {
      watch.stop();
    }
    const s = new Session(value.sessionId);
    try {
      await s.waitFor(() => s.exec('return document.body && document.body.getAttribute("data-ready") === "true"'), 30000, 'the UI to boot');
    } catch (e) {
      await s.end();
      throw e;
    }
    return s;
  }

  req(method, p, body) {
    return wire(method, this.base + p, body);
  }

  async end() {
    try {
      await wire('DELETE', this.base);
    } catch (e) {
      // The app may already be gone (killed on purpose).
    }
  }

  exec(script, args) {
    return this.req('POST', '/execute/sync', { script, args: args || [] });
  }

  async find(css) {
    const v = await this.req('POST', '/element', { using: 'css selector', value: css });
    return v[ELEMENT];
  }

  async findAll(css) {
    const v = await this.req('POST', '/elements', { using: 'css selector', value: css });
    return v.map((e) => e[ELEMENT]);
  }

  /** Waits for an element and clicks it like a finger would (WebDriver element click). */
  async tap(css, timeout) {
    // Like a finger, it touches what is there when it lands: a control drawn again between
    // finding and touching it (a stale element) is found again and touched.
    let failed = null;
    const id = await this.waitFor(async () => {
      const els = await this.findAll(css);
      for (const el of els) {
        const shown = await this.req('GET', `/element/${el}/displayed`).catch(() => false);
        const enabled = await this.req('GET', `/element/${el}/enabled`).catch(() => true);
        if (!shown || !enabled) continue;
        // Scroll a control inside a scrolled panel into view before touching it.
        await this.exec('arguments[0].scrollIntoView({ block: "nearest", inline: "nearest" })', [{ [ELEMENT]: el }]).catch(() => {});
        try {
          await this.req('POST', `/element/${el}/click`, {});
          return el;
        } catch (e) {
          if (/stale element/i.test(String(e && e.message))) return null;
          failed = e; // any other refusal fails the tap at once (a retry could touch twice)
          return el;
        }
      }
      return null;
    }, timeout || 10000, `a visible, enabled ${css}`);
    if (failed) throw failed;
    return id;
  }

  /** Presses keys on the focused element, one after another: characters or `KEYS` names. */
  async keys(...names) {
    const actions = [];
    for (const n of names) {
      const value = KEYS[n] || n;
      actions.push({ type: 'keyDown', value }, { type: 'keyUp', value });
    }
    await this.req('POST', '/actions', { actions: [{ type: 'key', id: 'keyboard', actions }] });
    await this.req('DELETE', '/actions').catch(() => {});
  }

  /** Presses a key with Shift held. */
  async shiftKey(name) {
    const value = KEYS[name] || name;
    const actions = [{ type: 'keyDown', value: KEYS.Shift }, { type: 'keyDown', value }, { type: 'keyUp', value }, { type: 'keyUp', value: KEYS.Shift }];
    await this.req('POST', '/actions', { actions: [{ type: 'key', id: 'keyboard', actions }] });
    await this.req('DELETE', '/actions').catch(() => {});
  }

  /** What has the keyboard focus: its test id, or its tag and text. */
  focused() {
    return this.exec('const e = document.activeElement; return e ? (e.getAttribute("data-testid") || e.getAttribute("data-point") || e.tagName + ":" + (e.textContent || "").slice(0, 30)) : null;');
  }

  /** Taps the window at `[x, y]` (CSS px from its top left) with a pointer, as a finger lands. */
  async tapAt(x, y) {
    const at = { type: 'pointerMove', duration: 0, origin: 'viewport', x: Math.round(x), y: Math.round(y) };
    const actions = [at, { type: 'pointerDown', button: 0 }, { type: 'pointerUp', button: 0 }];
    await this.req('POST', '/actions', { actions: [{ type: 'pointer', id: 'finger', parameters: { pointerType: 'mouse' }, actions }] });
    await this.req('DELETE', '/actions').catch(() => {});
  }

  /** Taps a board point by its name in the notation. */
  tapPoint(name, timeout) {
    return this.tap(`[data-testid="board-wrap"] [data-point="${name}"] .hit`, timeout);
  }

  async text(css) {
    const el = await this.find(css);
    return this.req('GET', `/element/${el}/text`);
  }

  /** Reads an attribute through the DOM (works for SVG and hidden elements). */
  attr(css, name) {
    return this.exec('const e = document.querySelector(arguments[0]); return e ? e.getAttribute(arguments[1]) : null;', [css, name]);
  }

  async waitFor(fn, timeout, what) {
    const end = Date.now() + (timeout || 10000);
    let last;
    for (;;) {
      try {
        last = await fn();
        if (last) return last;
      } catch (e) {
        last = e;
      }
      if (Date.now() > end) throw new Error(`timed out waiting for ${what || 'a condition'}${last instanceof Error ? ': ' + last.message : ''}`);
      await sleep(150);
    }
  }

  setWindow(width, height) {
    return this.req('POST', '/window/rect', { width, height });
  }

  /**
   * Resizes the window and waits until the page has the new size (the window's frame takes
   * a little of it), then for two frames drawn at that size; fails when the window keeps
   * another size.
   */
  async resize(width, height) {
    await this.setWindow(width, height);
    let seen;
    try {
      await this.waitFor(async () => {
        seen = await this.exec('return [window.innerWidth, window.innerHeight]');
        return Math.abs(seen[0] - width) < 40 && Math.abs(seen[1] - height) < 80;
      }, 5000, `the window to be ${width}×${height}`);
    } catch (e) {
      throw new Error(`the window did not resize to ${width}×${height}: the page is ${seen ? seen.join('×') : 'unreadable'} (${e.message})`);
    }
    await this.frames();
  }

  /** Waits until the page has drawn two more frames (what changed is on screen). */
  frames() {
    return this.exec('return new Promise(r => requestAnimationFrame(() => requestAnimationFrame(() => r(true))))');
  }

  /**
   * Waits until the app has put up its screen and no command waits for the core's answer
   * (`<body data-screen-settled data-calls-pending>`, ui/js/main.js and api.js): what the
   * last step started is done.
   */
  settled(timeout) {
    return this.waitFor(() => this.exec(`const b = document.body;
      return b.getAttribute('data-screen-settled') === 'true' && (b.getAttribute('data-calls-pending') || '0') === '0';`),
    timeout || 10000, 'the app to settle (its screen up, no command unanswered)');
  }

  /**
   * Saves a PNG screenshot under the artifacts folder once the fonts are loaded, no piece is
   * sliding and no other finite animation or transition runs (endless ones, a spinner, stay),
   * and two more frames are drawn.
   */
  async screenshot(name) {
    await this.waitFor(() => this.exec(`return document.fonts.ready.then(() => document.getAnimations()
      .every((a) => a.playState !== 'running' || a.effect.getComputedTiming().iterations === Infinity))`),
    5000, `a still screen for the screenshot ${name}`);
    await this.frames();
    const b64 = await this.req('GET', '/screenshot');
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    const file = path.join(ARTIFACTS, name + '.png');
    fs.writeFileSync(file, Buffer.from(b64, 'base64'));
    return file;
  }

  /** The play screen's state as the UI shows it (data attributes on the screen). */
  async play() {
    return this.exec(`
      const all = document.querySelectorAll('[data-testid="play"]');
      if (all.length > 1) throw new Error(all.length + ' play screens are up at once');
      const s = all[0];
      if (!s) return null;
      return {
        id: s.getAttribute('data-game-id'), ply: Number(s.getAttribute('data-ply')), phase: s.getAttribute('data-phase'),
        toMove: s.getAttribute('data-to-move'), humanToAct: s.getAttribute('data-human-to-act') === 'true',
        position: s.getAttribute('data-position'), taps: s.getAttribute('data-taps'),
        answered: Number(s.getAttribute('data-answered') || 0),
        timer: (document.querySelector('[data-testid="timer"]') || {}).textContent || '',
        remainingMs: Number((document.querySelector('[data-testid="timer"]') || { getAttribute: () => NaN }).getAttribute('data-remaining-ms')),
        moves: [...document.querySelectorAll('[data-testid="move-list"] .mv')].map(e => e.getAttribute('data-notation')),
        targets: [...document.querySelectorAll('[data-testid="board-wrap"] .zone.target')].map(e => e.getAttribute('data-point')),
        buttons: [...document.querySelectorAll('[data-testid="actionbar"] button')].map(e => e.getAttribute('data-testid')),
      };`);
  }

  /** Waits until a human may act on the play screen (the AI has answered). */
  waitHumanTurn(timeout) {
    return this.waitFor(async () => {
      const p = await this.play();
      return p && (p.phase === 'over' || (p.humanToAct && p.phase === 'playing')) ? p : null;
    }, timeout || 30000, 'the human\u2019s turn');
  }
}

/**
 * Watches a session's start: WebKitWebDriver waits for the app it launched however long, so
 * an app that ends before its page connects (GTK refused to start, a crash) would hold the
 * request until fetch gives up (300 s). The signal aborts it once a new app process has come
 * and gone, or when none has come in two minutes; the reason says which, and the test fails.
 */
function watchStart() {
  const before = new Set(appPids());
  const ac = new AbortController();
  const started = Date.now();
  let seen = new Set();
  const timer = setInterval(() => {
    const now = appPids().filter((p) => !before.has(p));
    if (now.length) seen = new Set([...seen, ...now]);
    else if (seen.size) ac.abort(`the app (pid ${[...seen].join(', ')}) ended before its page connected: see the tauri-driver log`);
    else if (Date.now() - started > 120000) ac.abort('no app process started in 120 s');
  }, 1000);
  return { signal: ac.signal, stop: () => clearInterval(timer) };
}

/** The PIDs of app processes started from APP_BIN with this run's data directory. */
export function appPids() {
  const out = [];
  const home = process.env.E2E_APP_HOME;
  for (const d of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const exe = fs.readlinkSync(`/proc/${d}/exe`);
      if (exe !== fs.realpathSync(APP_BIN)) continue;
      const env = fs.readFileSync(`/proc/${d}/environ`, 'utf8');
      if (home && !env.split('\0').includes(`HOME=${home}`)) continue;
      out.push(Number(d));
    } catch (e) {
      // A process that ended meanwhile, or one we may not read.
    }
  }
  return out;
}

export { sleep };
