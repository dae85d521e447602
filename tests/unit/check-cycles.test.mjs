// The import-cycle check (scripts/check-cycles.mjs): what a reference is, where it leads, and
// which cycles it finds, on small made-up crates.

import test, { after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { useTree, codeOf, load, findCycles, siblingEdges, layers } from '../../scripts/check-cycles.mjs';

const made = [];
after(() => made.forEach((root) => fs.rmSync(root, { recursive: true, force: true })));

/** A crate in a temporary folder: { 'lib.rs': '…', 'a/mod.rs': '…' }. */
function crate(files) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cycles-'));
  made.push(root);
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text);
  }
  return root;
}

const edges = (root, parent) =>
  Object.fromEntries([...(siblingEdges(load(root)).get(parent) || new Map())].map(([a, tos]) => [a, [...tos.keys()].sort()]));

test('a use tree: nested lists, self, aliases and globs', () => {
  assert.deepEqual(useTree('super::{a, b::{c as d, self}, e::*}'), [
    { path: ['super', 'a'], name: 'a' },
    { path: ['super', 'b', 'c'], name: 'd' },
    { path: ['super', 'b'], name: 'b' },
    { path: ['super', 'e', '*'], name: '*' },
  ]);
});

test('comments, strings and the test module name nothing', () => {
  const code = codeOf('use super::a; // super::b\nlet s = "super::c";\n/* super::d */\n#[cfg(test)]\nmod tests {\n    use super::super::e;\n}\n');
  assert.doesNotMatch(code, /super::[bcde]/);
  assert.match(code, /super::a/);
});

test('an edge joins two siblings, from a use over several lines or a qualified path', () => {
  const root = crate({
    'lib.rs': 'pub mod a;\npub mod b;\npub mod c;\n',
    'a.rs': 'use crate::{\n    b::Thing,\n};\n',
    'b.rs': 'pub struct Thing;\nfn f() { crate::c::go(); }\n',
    'c.rs': 'pub fn go() {}\n',
  });
  assert.deepEqual(edges(root, ''), { a: ['b'], b: ['c'] });
  assert.deepEqual(findCycles(load(root)), []);
});

test('a name re-exported by the parent counts as its defining module', () => {
  const root = crate({
    'lib.rs': 'pub mod a;\npub mod b;\npub use a::Alpha;\npub use b::*;\n',
    'a.rs': 'pub struct Alpha;\nfn f(_: crate::Beta) {}\n',
    'b.rs': 'pub struct Beta;\nfn g(_: crate::Alpha) {}\n',
  });
  const found = findCycles(load(root));
  assert.equal(found.length, 1);
  assert.match(found[0], /in crate: a, b/);
  assert.match(found[0], /a → b {2}\(.*a\.rs:2\)/);
  assert.match(found[0], /b → a {2}\(.*b\.rs:2\)/);
});

test('a cycle deep in a subtree is found between the siblings under the common parent', () => {
  const root = crate({
    'lib.rs': 'pub mod service;\n',
    'service/mod.rs': 'pub mod store;\npub mod storage;\npub struct Service;\n',
    'service/store.rs': 'use super::storage::problem::Problem;\n',
    'service/storage/mod.rs': 'pub mod problem;\npub mod state;\n',
    'service/storage/problem.rs': 'pub enum Problem {}\n',
    'service/storage/state.rs': 'use crate::service::store;\nuse super::super::Service;\n',
  });
  assert.deepEqual(edges(root, 'service'), { store: ['storage'], storage: ['(service)', 'store'] });
  assert.match(findCycles(load(root))[0], /in service: storage, store/);
});

test('a facade parent, which only declares and re-exports, names nothing of its own', () => {
  const root = crate({
    'lib.rs': 'pub mod a;\npub mod b;\npub use a::Alpha;\n',
    'a.rs': 'pub struct Alpha;\n',
    'b.rs': 'use crate::Alpha;\n',
  });
  assert.deepEqual(edges(root, ''), { b: ['a'] });
  assert.deepEqual(findCycles(load(root)), []);
});

test('a parent with items of its own is a node: naming each other is a cycle with its child', () => {
  const root = crate({
    'lib.rs': 'pub mod a;\npub struct Root;\nuse a::Leaf;\n',
    'a.rs': 'pub struct Leaf;\nimpl crate::Root {}\n',
  });
  assert.deepEqual(edges(root, ''), { '(crate)': ['a'], a: ['(crate)'] });
  assert.match(findCycles(load(root))[0], /in crate: \(crate\), a/);
});

test('a name re-exported on its way counts its re-exporter as well as its definer', () => {
  const root = crate({
    'lib.rs': 'pub mod a;\npub mod b;\npub mod c;\n',
    'a.rs': 'use crate::b::Thing;\n',
    'b.rs': 'pub use crate::c::Thing;\npub fn here() {}\n',
    'c.rs': 'pub struct Thing;\nfn f() { crate::a::g(); }\n',
  });
  assert.deepEqual(edges(root, ''), { a: ['b', 'c'], b: ['c'], c: ['a'] });
  assert.match(findCycles(load(root))[0], /in crate: a, b, c/);
});

test("a library's binaries are crates of their own: bin/ and main.rs are left out", () => {
  const root = crate({
    'lib.rs': 'mod a;\nmod b;\n',
    'a.rs': 'pub struct A;\n',
    'b.rs': 'use crate::a::A;\n',
    'main.rs': 'use crate::b;\n',
    'bin/tool/main.rs': 'mod c;\nuse crate::c::C;\n',
    'bin/tool/c.rs': 'pub struct C;\n',
  });
  assert.deepEqual([...load(root).keys()].sort(), ['', 'a', 'b']);
  assert.deepEqual([...load(path.join(root, 'bin/tool')).keys()].sort(), ['', 'c']);
});

test('layers: each module one above the highest it imports, bottom first', () => {
  const graph = new Map([
    ['game', ['position', 'outcome']],
    ['position', ['outcome']],
    ['view', ['outcome']],
    ['registry', ['game', 'view']],
  ]);
  assert.deepEqual(layers(graph), [['outcome'], ['position', 'view'], ['game'], ['registry']]);
});
