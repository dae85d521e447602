// docs/app-core.md's Layout names every source file of the app core, every service module and
// every service-level test: a file added or renamed without its line there fails here.

import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const doc = fs.readFileSync(join(root, 'docs/app-core.md'), 'utf8');
const layout = doc.split('\n## Layout\n')[1].split('\n## ')[0];
const rust = (dir) => fs.readdirSync(join(root, dir)).filter((f) => f.endsWith('.rs'));
// Each name must stand alone: after a space, a slash, a comma or a bracket, before a space or
// punctuation.
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const missing = (names, text) =>
  names.filter((n) => !new RegExp(`(^|[\\s/,(])${escape(n)}(?=[\\s,.:;)]|$)`, 'm').test(text));

test("the layout names each of the core's source files", () => {
  assert.deepEqual(missing(rust('src-tauri/src').map((f) => `src/${f}`), layout), []);
});

test('the layout names each service module, folder and module in a folder', () => {
  const service = layout.split('\n  src/service/\n')[1].split('\n  tests/ ')[0];
  const folders = fs.readdirSync(join(root, 'src-tauri/src/service'), { withFileTypes: true })
    .filter((d) => d.isDirectory()).map((d) => d.name);
  const inFolders = folders.flatMap((d) => rust(`src-tauri/src/service/${d}`));
  const names = [...rust('src-tauri/src/service'), ...folders.map((d) => `${d}/`), ...inFolders];
  assert.deepEqual(missing(names, service), []);
});

test('the layout names each service-level test', () => {
  const tests = layout.split('\n  tests/ ')[1].split('\n  benches/')[0];
  assert.deepEqual(missing(rust('src-tauri/tests').map((f) => f.replace(/\.rs$/, '')), tests), []);
});
