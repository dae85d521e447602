// The saves under faults, as a player sees them in the real app: a database locked by another
// program (banner, Retry that still fails, Retry that works), another copy of the app using the
// saves, a damaged save in the list (export raw, delete), and a bug's panic answered as an
// error while the game stays playable.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { Session, APP_BIN } from './lib/wd.mjs';
import { home, language, newGame } from './helpers.mjs';

const DATA = path.join(process.env.E2E_APP_HOME || '', '.local/share/org.shuangcheng.boardgames');
const DB = path.join(DATA, 'shuangcheng.db');

/** A process we start and must end: it holds a lock until its stdin closes. */
function holder(cmd, args, ready) {
  const child = spawn(cmd, args, { stdio: ['pipe', 'pipe', 'inherit'] });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  let out = '';
  const held = new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => {
      out += d;
      if (out.includes(ready)) resolve();
    });
    child.on('exit', () => reject(new Error(`${cmd} exited before holding the lock: ${out}`)));
  });
  return { child, held, async release() {
    child.stdin.end();
    await exited;
  } };
}

const banner = (s) => s.exec(`
  const b = document.querySelector('[data-testid="storage-banner"]');
  return b && !b.hidden ? { state: b.getAttribute('data-state'), problem: b.getAttribute('data-problem'),
    text: b.textContent, buttons: [...b.querySelectorAll('button')].map(x => x.getAttribute('data-testid')) } : null;`);

async function ensureDatabase() {
  const s = await Session.start();
  await s.end();
}

test('a saves database locked by another program: a banner, Retry, and the saves once it is free', async () => {
  await ensureDatabase();
  const lock = holder('sqlite3', ['-cmd', '.timeout 10000', DB], 'locked');
  lock.child.stdin.write("BEGIN EXCLUSIVE;\nSELECT 'locked';\n");
  await lock.held;
  let s;
  try {
    s = await Session.start();
    await s.resize(390, 844);
    await language(s, 'zh');
    const b = await s.waitFor(() => banner(s), 10000, 'the storage banner');
    assert.equal(b.state, 'unavailable');
    assert.equal(b.problem, 'locked');
    assert.deepEqual(b.buttons, ['storage-retry', 'storage-without-saving']);
    assert.match(b.text, /另一个程序锁定/);
    assert.match(b.text, /原样保留/);
    await s.screenshot('storage-locked-phone-zh');
    // Retry while the lock is still held: the banner stays and says so.
    await s.tap('[data-testid="storage-retry"]');
    await s.waitFor(async () => /仍然无法使用/.test(await s.text('[data-testid="toast"]')), 10000, 'the still-unavailable toast');
    assert.equal((await banner(s)).problem, 'locked');
    // The other program lets go: Retry opens the saves and the home screen lists them.
    await lock.release();
    await s.tap('[data-testid="storage-retry"]');
    await s.waitFor(async () => (await banner(s)) === null, 10000, 'the banner to go');
    await home(s);
    assert.equal(await s.exec('return document.querySelector(\'[data-testid="continue"] .error\')'), null, 'the saves list loads');
    await s.screenshot('storage-retried-phone-zh');
  } finally {
    if (s) await s.end();
    if (lock.child.exitCode === null) await lock.release();
  }
});

test('another copy of the app using the saves: the banner, and playing without saving', async () => {
  await ensureDatabase();
  // flock -o: the lock is held by flock itself, which ends when cat's stdin closes.
  const copy = holder('flock', ['-o', path.join(DATA, 'shuangcheng.lock'), 'sh', '-c', 'echo held; cat'], 'held');
  await copy.held;
  let s;
  try {
    s = await Session.start();
    await s.resize(1280, 800);
    await language(s, 'en');
    const b = await s.waitFor(() => banner(s), 10000, 'the storage banner');
    assert.equal(b.problem, 'in-use');
    assert.match(b.text, /already open in another window/);
    await s.screenshot('storage-in-use-desktop-en');
    await s.tap('[data-testid="storage-without-saving"]');
    await s.waitFor(async () => (await banner(s))?.state === 'without-saving', 10000, 'the without-saving banner');
    await newGame(s, { game: 'zhili', mode: 'pass-and-play', timer: null });
    const p = await s.play();
    assert.equal(p.ply, 0, 'a game runs in memory');
    assert.match((await banner(s)).text, /Playing without saving/);
    await s.screenshot('storage-without-saving-desktop-en');
  } finally {
    if (s) {
      await language(s, 'zh').catch(() => {});
      await s.end();
    }
    if (copy.child.exitCode === null) await copy.release();
  }
});

function sqlite(sql) {
  const r = spawnSync('sqlite3', ['-cmd', '.timeout 10000', DB, sql], { encoding: 'utf8' });
  assert.equal(r.status, 0, r.stderr);
  return r.stdout.trim();
}

test('a damaged save is listed as damaged, can be exported raw and deleted, and hides no other', async () => {
  let s = await Session.start();
  const ids = [];
  try {
    for (let i = 0; i < 2; i++) {
      await newGame(s, { game: 'zhili', mode: 'pass-and-play', timer: null });
      ids.push((await s.play()).id);
    }
  } finally {
    await s.end();
  }
  // Bits flipped in the options of the first game, as a failing disk might.
  sqlite(`UPDATE games SET options = '{"gXme": "zhili"' WHERE id = '${ids[0]}';`);
  s = await Session.start();
  try {
    await s.resize(390, 844);
    await language(s, 'zh');
    const row = `[data-testid="save-damaged"][data-game-id="${ids[0]}"]`;
    await s.waitFor(() => s.exec(`return !!document.querySelector('${row}')`), 10000, 'the damaged row');
    assert.ok(await s.exec(`return !!document.querySelector('[data-testid="save-item"][data-game-id="${ids[1]}"]')`), 'the good save is still listed');
    assert.match(await s.text(row), /存档已损坏/);
    await s.screenshot('home-damaged-save-phone-zh');
    await s.tap(`[data-testid="export-raw-${ids[0]}"]`);
    const raw = await s.waitFor(() => s.exec('const t = document.querySelector(\'[data-testid="raw-text"]\'); return t && t.value'), 5000, 'the raw export');
    assert.match(raw, /shuangcheng raw save/);
    assert.match(raw, /gXme/);
    await s.screenshot('home-damaged-save-raw-phone-zh');
    await s.tap('[data-testid="raw-close"]');
    await s.tap(`[data-testid="delete-${ids[0]}"]`);
    await s.tap('[data-testid="confirm-delete"]');
    // The list is drawn again: the damaged save gone, the good one there.
    const good = `[data-testid="save-item"][data-game-id="${ids[1]}"]`;
    await s.waitFor(() => s.exec(`return !document.querySelector('${row}') && !!document.querySelector('${good}')`), 5000, 'the list without the damaged save');
    await s.exec(`return window.__TAURI__.core.invoke('delete_game', { gameId: '${ids[1]}' })`);
  } finally {
    await s.end();
  }
});

test('saves from a newer version: the message, nothing changed; a corrupt file: kept aside, the player told where', async () => {
  await ensureDatabase();
  const version = sqlite('PRAGMA user_version;');
  sqlite('PRAGMA user_version = 99;');
  const newer = fs.readFileSync(DB);
  let s = await Session.start();
  try {
    await s.resize(390, 844);
    await language(s, 'zh');
    const b = await s.waitFor(() => banner(s), 10000, 'the storage banner');
    assert.equal(b.state, 'newer-version');
    assert.match(b.text, /更新版本的双城棋院，请更新应用/);
    assert.deepEqual(b.buttons, ['storage-without-saving'], 'an update, not a retry, fixes this');
    await s.screenshot('storage-newer-version-phone-zh');
  } finally {
    await s.end();
  }
  assert.deepEqual(fs.readFileSync(DB), newer, 'the newer database is left as it was');
  sqlite(`PRAGMA user_version = ${version};`);

  // Our own copy of the saves, put back after the corrupt-file check.
  const backup = DB + '.e2e-backup';
  fs.copyFileSync(DB, backup);
  const garbage = Buffer.alloc(8192, 'not a database, the disk mangled it. ');
  fs.writeFileSync(DB, garbage);
  s = await Session.start();
  try {
    await s.resize(390, 844);
    const b = await s.waitFor(() => banner(s), 10000, 'the storage banner');
    assert.equal(b.state, 'recovered');
    assert.equal(b.problem, 'corrupt');
    const kept = fs.readdirSync(DATA).find((n) => n.startsWith('shuangcheng.db.corrupt-'));
    assert.ok(kept && b.text.includes(kept), `the banner names where the file went: ${b.text}`);
    assert.deepEqual(fs.readFileSync(path.join(DATA, kept)), garbage, 'kept, unchanged');
    await s.screenshot('storage-corrupt-kept-phone-zh');
    await s.tap('[data-testid="storage-dismiss"]');
    await s.waitFor(async () => (await banner(s)) === null, 5000, 'the banner to go');
    fs.rmSync(path.join(DATA, kept));
  } finally {
    await s.end();
    for (const ext of ['-wal', '-shm']) fs.rmSync(DB + ext, { force: true });
    fs.renameSync(backup, DB);
  }
});

// Debug builds only read --fault (run.sh tests the debug build unless given another binary).
const releaseBuild = /[\\/]release[\\/]/.test(APP_BIN || '');

test('a panic inside a command is told as an error and the game plays on', { skip: releaseBuild && 'a release build reads no --fault' }, async () => {
  const s = await Session.start({ args: ['--fault=panic-in-session'] });
  try {
    await s.resize(390, 844);
    await language(s, 'zh');
    await newGame(s, { game: 'zhili', mode: 'pass-and-play', timer: null });
    await s.waitFor(async () => /程序出错/.test(await s.text('[data-testid="toast"]')), 10000, 'the error toast');
    await s.screenshot('panic-toast-phone-zh');
    const p = await s.play();
    const snap = await s.exec(`return window.__TAURI__.core.invoke('snapshot', { gameId: '${p.id}' })`);
    const [from, to] = snap.legalActions[0].text.split('-');
    await s.tapPoint(from);
    await s.tapPoint(to);
    await s.waitFor(async () => (await s.play()).ply === 1, 10000, 'the move after the panic');
    await s.exec(`return window.__TAURI__.core.invoke('delete_game', { gameId: '${p.id}' })`);
    await s.settled();
  } finally {
    await s.end();
  }
});

/** Writes `file` until its file system is full. */
function fillUp(file) {
  const fd = fs.openSync(file, 'w');
  const block = Buffer.alloc(4096);
  try {
    for (;;) fs.writeSync(fd, block);
  } catch (e) {
    if (e.code !== 'ENOSPC') throw e;
  } finally {
    fs.closeSync(fd);
  }
}

test('a full disk mid-game: the move is refused, the play screen says why, and Retry plays on once there is room', async () => {
  // A small disk of our own under the saves folder (CI runs as root; elsewhere this fails).
  fs.mkdirSync(DATA, { recursive: true });
  const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=512k', 'tmpfs', DATA], { encoding: 'utf8' });
  assert.equal(mounted.status, 0, `a tmpfs could not be mounted on the saves folder (root is needed): ${mounted.stderr}`);
  let s;
  try {
    s = await Session.start();
    for (const [lang, width, height, device, said] of [['zh', 390, 844, 'phone', /磁盘已满.*腾出/], ['en', 1280, 800, 'desktop', /disk is full.*Free some disk space/]]) {
      await s.resize(width, height);
      await language(s, lang);
      await newGame(s, { game: 'zhili', mode: 'pass-and-play', timer: null });
      const p = await s.play();
      const snap = await s.exec(`return window.__TAURI__.core.invoke('snapshot', { gameId: '${p.id}' })`);
      const [from, to] = snap.legalActions[0].text.split('-');
      const filler = path.join(DATA, 'filler');
      fillUp(filler);
      await s.tapPoint(from);
      await s.tapPoint(to);
      const b = await s.waitFor(() => banner(s), 10000, 'the storage banner');
      await s.waitFor(async () => (await s.play()).answered > p.answered, 10000, 'the core\u2019s answer to the move');
      assert.equal(b.state, 'unavailable');
      assert.equal(b.problem, 'full');
      assert.deepEqual(b.buttons, ['storage-retry', 'storage-without-saving']);
      assert.match(b.text, said, 'what happened and what to do');
      assert.equal((await s.play()).ply, 0, 'the move is not kept');
      await s.screenshot(`storage-full-mid-game-${device}-${lang}`);
      fs.rmSync(filler);
      await s.tap('[data-testid="storage-retry"]');
      await s.waitFor(async () => (await banner(s)) === null, 10000, 'the banner to go after Retry');
      await s.waitFor(async () => !!(await s.play()), 10000, 'the game on screen');
      await s.tapPoint(from);
      await s.tapPoint(to);
      await s.waitFor(async () => (await s.play()).ply === 1, 10000, 'the move once there is room');
    }
  } finally {
    if (s) await s.end();
    spawnSync('umount', ['-l', DATA]);
  }
});
