// One app per data directory, as a player meets it on a Linux desktop: a second launch on the same
// saves hands over to the first window and exits (src-tauri/src/single_instance.rs, over the
// session D-Bus), with the record files it was given, which the first window shows; with no
// session bus it runs, and the saves' lock refuses it without a write.
//
// Each case starts its own apps (not through tauri-driver) in a fresh home, on the display that
// tests/e2e/run.sh set up, and ends them by process group. `dbus-daemon` (Debian `dbus`) gives the
// first case a private session bus; without it the case fails rather than skips.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { APP_BIN, Session, appWith } from './lib/wd.mjs';
import { freshHome, lockHeld, start, until } from './lib/procs.mjs';

// Logged by the first app with its window built or, early in its start, before (window.rs).
const HANDED_OVER = 'a second launch was handed over';
const REFUSED = 'another copy of Shuangcheng is using these saves';

/** The saves' bytes: the database and its journal (the shared-memory index changes on reads). */
function savesDigest(saves) {
  const hash = crypto.createHash('sha256');
  for (const name of ['shuangcheng.db', 'shuangcheng.db-wal']) {
    const file = path.join(saves, name);
    hash.update(name).update(fs.existsSync(file) ? fs.readFileSync(file) : 'absent');
  }
  return hash.digest('hex');
}

/** The saves' digest once the first app has finished opening them: unchanged for 2 s. */
async function settledDigest(saves) {
  let last = savesDigest(saves);
  let sameSince = Date.now();
  return until('the first app\'s saves to settle', () => {
    const now = savesDigest(saves);
    if (now !== last) [last, sameSince] = [now, Date.now()];
    return Date.now() - sameSince >= 2000 && now;
  });
}

/** The first app on a home: started, its saves opened and locked. */
async function firstApp(env, saves) {
  const app = start(APP_BIN, [], env);
  await until('the first app to hold the saves\' lock', () => app.status !== undefined || lockHeld(saves));
  assert.equal(app.status, undefined, `the first app exited early:\n${app.out}`);
  return app;
}

test('a second launch on the same saves hands over to the first window and exits', async () => {
  const { root, env, saves } = freshHome();
  const bus = start('dbus-daemon', ['--session', '--nofork', '--nopidfile', '--print-address=1'], env);
  const apps = [];
  try {
    const address = await until('dbus-daemon to print its address', () => {
      assert.equal(bus.status, undefined, `dbus-daemon did not start (Debian package dbus):\n${bus.out}`);
      return bus.out.split('\n')[0].startsWith('unix:') && bus.out.split('\n')[0];
    });
    const withBus = { ...env, DBUS_SESSION_BUS_ADDRESS: address };
    const first = await firstApp(withBus, saves);
    apps.push(first);
    const second = start(APP_BIN, [], withBus);
    apps.push(second);
    await until('the second launch to exit', () => second.status !== undefined);
    assert.equal(second.status, 0, `the second launch ended with ${second.status}:\n${second.out}`);
    await until('the first window to log the hand-over', () => first.out.includes(HANDED_OVER));
    assert.equal(first.status, undefined, 'the first app keeps running');
    assert.ok(lockHeld(saves), 'the first app still holds the saves');
    assert.ok(!second.out.includes(REFUSED), `the second launch never opened the saves:\n${second.out}`);
  } finally {
    for (const app of apps) await app.end();
    await bus.end();
    fs.rmSync(root, { recursive: true, force: true });
  }
});

test('with no session bus, a second launch runs and the lock keeps it off the saves', async () => {
  const { root, env, saves } = freshHome();
  assert.equal(env.DBUS_SESSION_BUS_ADDRESS, undefined);
  assert.ok(!fs.existsSync(path.join(env.XDG_RUNTIME_DIR, 'bus')), 'no bus socket in the runtime folder');
  const apps = [];
  try {
    const first = await firstApp(env, saves);
    apps.push(first);
    const before = await settledDigest(saves);
    const second = start(APP_BIN, [], env);
    apps.push(second);
    await until('the second app to be refused the saves', () => second.out.includes(REFUSED) || second.status !== undefined);
    assert.equal(second.status, undefined, `the second app runs on, showing the in-use banner:\n${second.out}`);
    assert.ok(!first.out.includes(HANDED_OVER), 'nothing was handed over without a bus');
    assert.equal(savesDigest(saves), before, 'the second app wrote nothing to the saves');
    assert.equal(first.status, undefined, 'the first app keeps running');
  } finally {
    for (const app of apps) await app.end();
    fs.rmSync(root, { recursive: true, force: true });
  }
});

test('a record file opened from the desktop while the app runs shows in the running window', async () => {
  const { root, env } = freshHome();
  const bus = start('dbus-daemon', ['--session', '--nofork', '--nopidfile', '--print-address=1'], env);
  const record = path.join(root, 'game.screc');
  fs.writeFileSync(record, '# Shuangcheng game record\ngame: zhili\nstart: bbb.bsr.rrr r 0\n1. 8-7\n2. 2-3\n');
  let s;
  const later = [];
  try {
    const address = await until('dbus-daemon to print its address', () => bus.out.split('\n')[0].startsWith('unix:') && bus.out.split('\n')[0]);
    // The first app through the driver, so that its page can be read; on the private bus.
    const { script } = appWith({ DBUS_SESSION_BUS_ADDRESS: address }, { dir: root });
    s = await Session.start({ app: script });
    // The desktop starts the app again with the file (Exec=shuangcheng %F): it hands over.
    const second = start(script, [record], { ...env, DBUS_SESSION_BUS_ADDRESS: address });
    later.push(second);
    await until('the second launch to exit', () => second.status !== undefined);
    assert.equal(second.status, 0, `the second launch ended with ${second.status}:\n${second.out}`);
    const shown = await s.waitFor(async () => {
      const p = await s.play();
      return p && p.moves.length === 2 ? p : null;
    }, 15000, 'the record shown in the running window');
    assert.deepEqual(shown.moves, ['8-7', '2-3']);
    await s.screenshot('single-instance-record-opened');
    // A bad one: the running window says why, in the player's language, and opens nothing.
    fs.writeFileSync(record, '# Shuangcheng game record\ngame: chess\n');
    const third = start(script, [record], { ...env, DBUS_SESSION_BUS_ADDRESS: address });
    later.push(third);
    await until('the third launch to exit', () => third.status !== undefined);
    const said = await s.waitFor(async () => s.exec('const t = document.getElementById("toast"); return t && !t.hidden && t.textContent'), 15000, 'the refusal');
    assert.match(said, /chess/, said);
    assert.equal((await s.play()).id, shown.id, 'the game on screen stays');
  } finally {
    if (s) await s.end();
    for (const app of later) await app.end();
    await bus.end();
    fs.rmSync(root, { recursive: true, force: true });
  }
});
