// The screen kept on while a player's clock runs, on a Linux desktop:
// the app asks the session bus's org.freedesktop.ScreenSaver to Inhibit during a timed human
// turn and to UnInhibit on a pause, in the background and at the game's end.
//
// Each case starts a private `dbus-daemon` (Debian `dbus`) and, in the first, a stand-in
// screensaver (tests/e2e/lib/fake-screensaver.py, Debian `python3-gi`) that prints every call;
// the app runs through tauri-driver with that bus. Without either tool the case fails rather
// than skips.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Session, appWith } from './lib/wd.mjs';
import { start, until } from './lib/procs.mjs';
import { newGame, zhiliMove, tapControl } from './helpers.mjs';

const FAKE_SCREENSAVER = path.resolve('tests/e2e/lib/fake-screensaver.py');

/** A private session bus, and a folder for the app's data and log. */
async function privateBus() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sc-wake-'));
  const env = { PATH: process.env.PATH, HOME: dir };
  const bus = start('dbus-daemon', ['--session', '--nofork', '--nopidfile', '--print-address=1'], env);
  const address = await until('dbus-daemon to print its address', () => {
    assert.equal(bus.status, undefined, `dbus-daemon did not start (Debian package dbus):\n${bus.out}`);
    return bus.out.split('\n')[0].startsWith('unix:') && bus.out.split('\n')[0];
  });
  return { dir, bus, address };
}

/** The cookies the stand-in screensaver holds now, from the calls it printed. */
function held(fake) {
  const cookies = new Set();
  for (const line of fake.out.split('\n')) {
    const [call, cookie] = line.split(' ');
    if (call === 'inhibit') cookies.add(cookie);
    if (call === 'uninhibit') cookies.delete(cookie);
  }
  return cookies.size;
}

const heldIs = (s, fake, n, what) => s.waitFor(() => held(fake) === n, 10000, `${what} (the screensaver's calls:\n${fake.out})`);

/** Makes the page hidden or visible, as WebKit does when the app leaves or returns. */
const visibility = (s, state) => s.exec(`
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => '${state}' });
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => ${state === 'hidden'} });
  document.dispatchEvent(new Event('visibilitychange'));`);

test('the screen is kept on during a timed human turn, and let go on pause, in the background and at the end', async () => {
  const { dir, bus, address } = await privateBus();
  const fake = start('/usr/bin/python3', [FAKE_SCREENSAVER], { PATH: process.env.PATH, DBUS_SESSION_BUS_ADDRESS: address });
  let s;
  try {
    await until('the stand-in screensaver to own its name', () => {
      assert.equal(fake.status, undefined, `the stand-in screensaver stopped (Debian package python3-gi):\n${fake.out}`);
      return fake.out.includes('ready');
    });
    s = await Session.start({ app: appWith({ DBUS_SESSION_BUS_ADDRESS: address }, { dir }).script });
    await newGame(s, { game: 'zhili', mode: 'pass-and-play', timer: null });
    await zhiliMove(s, '8-7');
    assert.equal(held(fake), 0, 'an untimed game leaves the screen alone');

    await newGame(s, { game: 'zhili', mode: 'pass-and-play', timer: 60 });
    await heldIs(s, fake, 1, 'the screen kept on while the clock runs');
    assert.match(fake.out, /inhibit \d+ Shuangcheng /, 'the app names itself');

    await visibility(s, 'hidden');
    await heldIs(s, fake, 0, 'the screen let go in the background');
    await visibility(s, 'visible');
    await s.waitFor(() => s.exec('const v = document.querySelector(\'[data-testid="paused"]\'); return !!v && !v.hidden'), 10000, 'the pause veil');
    assert.equal(held(fake), 0, 'paused behind the veil: the screen is free');
    await s.tap('[data-testid="paused"]');
    await heldIs(s, fake, 1, 'the screen kept on again after the tap');

    await s.tap('[data-testid="back"]');
    await heldIs(s, fake, 0, 'the screen let go when the game is left (paused)');

    await newGame(s, { game: 'zhili', mode: 'pass-and-play', timer: 60 });
    await heldIs(s, fake, 1, 'kept on in the next timed game');
    await tapControl(s, 'resign');
    await s.tap('[data-testid="resign-confirm"]');
    await s.waitFor(async () => (await s.play()).phase === 'over', 10000, 'the game to end');
    await heldIs(s, fake, 0, 'the screen let go at the game\'s end');
    assert.ok(fake.out.split('\n').filter((l) => l.startsWith('inhibit')).length >= 3, fake.out);
  } finally {
    if (s) await s.end();
    await fake.end();
    await bus.end();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('with a bus but no screensaver, a timed game plays on and the player sees no error', async () => {
  const { dir, bus, address } = await privateBus();
  let s;
  try {
    s = await Session.start({ app: appWith({ DBUS_SESSION_BUS_ADDRESS: address }, { dir }).script });
    await newGame(s, { game: 'zhili', mode: 'pass-and-play', timer: 60 });
    await zhiliMove(s, '8-7');
    const after = await s.play();
    assert.equal(after.phase, 'playing');
    assert.ok(await s.exec('return document.querySelector(\'[data-testid="timer"]\').classList.contains("running")'), 'the clock runs');
    assert.ok(await s.exec('return document.getElementById("toast").hidden'), 'no toast for the player');
    const log = fs.readFileSync(path.join(dir, 'data/org.shuangcheng.boardgames/logs/shuangcheng.log'), 'utf8');
    assert.match(log, /the screen cannot be kept on during timed games: org\.freedesktop\.ScreenSaver\.Inhibit/, log);
    assert.doesNotMatch(log, /\[ERROR\]/, 'nothing logged as an error');
  } finally {
    if (s) await s.end();
    await bus.end();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
