// The app core's layout is told by its own files (docs/app-core.md, "Layout"): every Rust file
// under src-tauri/ (the shell, the service, the tests, the benches, build.rs) opens with a
// comment that says what it holds, and the doc's map names each folder of the sources. A file
// added without its header, or a folder left off the map, fails here.

import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { join, dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const core = join(root, 'src-tauri');

/** Every entry under `dir` (a path from the repository's root), depth first. */
function walk(dir) {
  return fs.readdirSync(join(root, dir), { withFileTypes: true }).flatMap((d) => {
    const path = `${dir}/${d.name}`;
    return d.isDirectory() ? [{ path, dir: true }, ...walk(path)] : [{ path, dir: false }];
  });
}

/** The comment a file opens with (its leading `//` and `//!` lines), as text. */
function header(text) {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => l.trim() !== '');
  const out = [];
  for (const line of lines.slice(Math.max(start, 0))) {
    const m = /^\s*\/\/!?\s?(.*)$/.exec(line);
    if (!m) break;
    out.push(m[1]);
  }
  return out.join(' ').trim();
}

test('a header is the comment a file opens with', () => {
  assert.equal(header('\n//! The clock.\n//! Ticks.\n\nuse x;\n'), 'The clock. Ticks.');
  assert.equal(header('// Included by build.rs.\nmacro_rules! m {}\n'), 'Included by build.rs.');
  assert.equal(header('use x;\n//! Too late.\n'), '');
});

test('every Rust file of the app core opens with a header that says what it holds', () => {
  const files = walk('src-tauri').filter((e) => !e.dir && e.path.endsWith('.rs')).map((e) => e.path);
  assert.ok(files.includes('src-tauri/src/service/matches/mod.rs'), `the walk finds the sources: ${files.length} files`);
  const bare = files.filter((f) => header(fs.readFileSync(join(root, f), 'utf8')).length < 30);
  assert.deepEqual(bare, [], 'these files open with no header of a sentence or more');
});

test("the doc's layout names each folder of the core's sources", () => {
  const doc = fs.readFileSync(join(root, 'docs/app-core.md'), 'utf8');
  const layout = doc.split('\n## Layout\n')[1].split('\n## ')[0];
  const folders = walk('src-tauri/src').filter((e) => e.dir).map((e) => relative(core, join(root, e.path)));
  const named = (f) => layout.includes(`${f.split('/').pop()}/`);
  assert.deepEqual(['src', ...folders].filter((f) => !named(f)), []);
});
