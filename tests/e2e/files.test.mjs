// Games that leave the device and come back, as a player does it: a record saved as a file and
// opened again, a bad record file refused with its line in the player's language, a record
// pasted from the clipboard, the board saved as SVG and PNG; everything backed up, a game
// deleted, the backup restored and the game resumed; the diagnostics copied.
//
// A test cannot press a system dialog's buttons: the app is started with SC_PICK_FILE (debug
// builds), the path every dialog answers (src-tauri/src/files.rs).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { Session, appWith } from './lib/wd.mjs';
import { home, language, newGame, tapControl, zhiliMove } from './helpers.mjs';

/** The app with every dialog answering `file`, in a data directory of its own. */
async function withPicked(file) {
  const { script, dir } = appWith({ SC_PICK_FILE: file });
  return { s: await Session.start({ app: script }), dir };
}

const toastText = (s) => s.exec('const t = document.getElementById("toast"); return t && !t.hidden ? t.textContent : ""');

/** A pass-and-play Zhili game with two moves; its play screen's state. */
async function twoMoves(s) {
  await newGame(s, { game: 'zhili', mode: 'pass-and-play', timer: null });
  await zhiliMove(s, '8-7');
  await zhiliMove(s, '2-3');
  return s.waitFor(async () => {
    const p = await s.play();
    return p && p.moves.length === 2 ? p : null;
  }, 10000, 'two moves played');
}

test('a record saved as a file opens again; a bad one names its line; a pasted one opens', async () => {
  const work = fs.mkdtempSync('/tmp/sc-files-');
  const file = path.join(work, 'game.screc');
  const { s, dir } = await withPicked(file);
  try {
    await home(s);
    await language(s, 'zh');
    const played = await twoMoves(s);
    await tapControl(s, 'export');
    await s.tap('[data-testid="export-file"]');
    await s.waitFor(() => fs.existsSync(file), 10000, 'the record file');
    const record = fs.readFileSync(file, 'utf8');
    assert.match(record, /^# Shuangcheng game record\ngame: zhili\n/);
    assert.match(record, /\n1\. 8-7\n2\. 2-3\n/);
    // The board as pictures, drawn as on screen.
    await s.tap('[data-testid="export-svg"]');
    await s.waitFor(() => fs.readFileSync(file, 'utf8').startsWith('<svg'), 10000, 'the SVG');
    await s.tap('[data-testid="export-png"]');
    await s.waitFor(() => fs.readFileSync(file).subarray(0, 4).toString('latin1') === '\x89PNG', 10000, 'the PNG');
    await s.screenshot('files-export-dialog-zh');
    // Copy puts the record on the clipboard, for Paste.
    await s.tap('[data-testid="export-copy"]');
    await s.tap('[data-testid="export-close"]');
    fs.writeFileSync(file, record);
    await s.exec('location.hash = "#/home"');
    await home(s);
    await s.tap('[data-testid="import-game"]');
    await s.tap('[data-testid="import-file"]');
    const opened = await s.waitFor(async () => {
      const p = await s.play();
      return p && p.id !== played.id ? p : null;
    }, 10000, 'the record opened as a new game');
    assert.deepEqual(opened.moves, ['8-7', '2-3']);
    // A record with a line that is none: refused, its line named in 中文, nothing opened.
    const saves = await s.exec('return window.__TAURI__.core.invoke("list_saves").then((l) => l.length)');
    fs.writeFileSync(file, record.replace('2. 2-3', '2. 2-3 and more\nthis is no record line'));
    await s.exec('location.hash = "#/home"');
    await home(s);
    await s.tap('[data-testid="import-game"]');
    const saved = await toastText(s); // the save's toast may still show
    await s.tap('[data-testid="import-file"]');
    const said = await s.waitFor(async () => {
      const text = await toastText(s);
      return text && text !== saved ? text : null;
    }, 10000, 'the refusal');
    assert.match(said, /第 \d+ 行：这一行不是棋谱的写法/, said);
    assert.ok(!said.includes('\n'), 'one line');
    await s.screenshot('files-bad-record-zh');
    assert.equal(await s.exec('return window.__TAURI__.core.invoke("list_saves").then((l) => l.length)'), saves);
    // Paste: the record copied above.
    await s.tap('[data-testid="import-paste"]');
    const pasted = await s.waitFor(async () => {
      const p = await s.play();
      return p && p.id !== played.id && p.id !== opened.id ? p : null;
    }, 10000, 'the pasted record opened');
    assert.deepEqual(pasted.moves, ['8-7', '2-3']);
  } finally {
    await s.end();
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(work, { recursive: true, force: true });
  }
});

test('back up, delete a game, restore, and the game resumes where it stood', async () => {
  const work = fs.mkdtempSync('/tmp/sc-backup-');
  const file = path.join(work, 'all.scbackup');
  const { s, dir } = await withPicked(file);
  try {
    await home(s);
    await language(s, 'en');
    const played = await twoMoves(s);
    await s.exec('location.hash = "#/settings"');
    await s.tap('[data-testid="backup-make"]');
    await s.waitFor(() => fs.existsSync(file), 10000, 'the backup file');
    assert.equal(fs.readFileSync(file).subarray(0, 15).toString(), 'SQLite format 3');
    await s.screenshot('files-settings-backup-en');
    await s.exec('location.hash = "#/home"');
    await home(s);
    await s.tap(`[data-testid="delete-${played.id}"]`);
    await s.tap('[data-testid="confirm-delete"]');
    await s.waitFor(async () => !(await s.exec(`return !!document.querySelector('[data-testid="continue-${played.id}"]')`)), 10000, 'the game deleted');
    await s.exec('location.hash = "#/settings"');
    // The backup's toast may still show: the restore's is the next one.
    const backedUp = await toastText(s);
    await s.tap('[data-testid="backup-restore"]');
    const said = await s.waitFor(async () => {
      const text = await toastText(s);
      return text && text !== backedUp ? text : null;
    }, 10000, 'what the restore added');
    assert.match(said, /^Added from the backup: games 1, results 0,/, said);
    await s.exec('location.hash = "#/home"');
    await home(s);
    await s.tap(`[data-testid="continue-${played.id}"]`);
    const resumed = await s.waitFor(async () => {
      const p = await s.play();
      return p && p.id === played.id ? p : null;
    }, 10000, 'the restored game');
    assert.deepEqual(resumed.moves, ['8-7', '2-3']);
    assert.equal(resumed.position, played.position);
    // Restored again: nothing new.
    await s.exec('location.hash = "#/settings"');
    await s.tap('[data-testid="backup-restore"]');
    await s.waitFor(async () => /nothing was added/.test(await toastText(s)), 10000, 'nothing added twice');
    // A file that is no backup: one line in the player's language, and nothing changes.
    fs.writeFileSync(file, 'not a backup');
    await s.tap('[data-testid="backup-restore"]');
    await s.waitFor(async () => /This is not a Shuangcheng backup$/.test(await toastText(s)), 10000, 'the refusal');
    // The diagnostics: no game unless ticked.
    const report = await s.exec('return window.__TAURI__.core.invoke("copy_diagnostics", { withGames: false })');
    assert.match(report, /^Shuangcheng \S+ diagnostics\nplatform: linux/);
    assert.ok(!report.includes(played.position) && !report.includes('8-7'), 'no game in it');
    assert.match(report, /\ngames: not included\n$/);
    const ticked = await s.exec('return window.__TAURI__.core.invoke("copy_diagnostics", { withGames: true })');
    assert.ok(ticked.includes(`\n${played.id} zhili `), 'the games when ticked');
    await s.tap('[data-testid="diagnostics-games"]');
    assert.equal(await s.attr('[data-testid="diagnostics-games"]', 'aria-pressed'), 'true', 'games ticked');
    await s.tap('[data-testid="diagnostics-copy"]');
    await s.waitFor(async () => /^Copied/.test(await toastText(s)), 10000, 'copied');
  } finally {
    await s.end();
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(work, { recursive: true, force: true });
  }
});
