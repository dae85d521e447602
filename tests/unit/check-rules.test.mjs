// Rule citations (scripts/check-rules.mjs, syntax in docs/rules/README.md): what counts as a
// citation, and the whole tree checked against the anchors of docs/rules/.

import test from 'node:test';
import assert from 'node:assert/strict';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { citations, checkText, check } from '../../scripts/check-rules.mjs';

const ids = (line) => citations(line).map((c) => c.id);
// Paths and bad ids are assembled, so that this file does not cite them itself.
const path = (...parts) => parts.join('/');
const md = (...parts) => `${path(...parts)}.md`;
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

test('a citation is a rule id standing as a word, in prose, comments, messages and data', () => {
  assert.deepEqual(ids('// Z5: the lock lasts one turn (Z7).'), ['Z5', 'Z7']);
  assert.deepEqual(ids('assert_eq!(n, 60, "G12");'), ['G12']);
  assert.deepEqual(ids('rules = ["T8", "T7"]'), ['T8', 'T7']);
  assert.deepEqual(ids('士兵各走各的步数（G5、G6）。'), ['G5', 'G6']);
  assert.deepEqual(ids('T13\'s reserve order; see docs/rules/twin-cities.md#T7'), ['T13', 'T7']);
});

test('an en-dash range cites every id in it', () => {
  assert.deepEqual(ids('(G2–G4)'), ['G2', 'G3', 'G4']);
  assert.deepEqual(ids('Z1–Z3, T6–T7'), ['Z1', 'Z2', 'Z3', 'T6', 'T7']);
});

test('game notation and longer words are not citations', () => {
  assert.deepEqual(ids('"4c4/9/9/9/T8/9/8s/9/9/9/8C r S5FBHLWRDE s5tfbhlwrde 0 20"'), []);
  assert.deepEqual(ids('"3T5/9 r S4T2 -", T@e3:d2,f2,f3, G14x, GT1, x_T1, b0=GN@i2'), []);
  assert.deepEqual(ids('T01 Z0 G123'), []);
});

test('an id without its anchor, a bad range and a foreign path are problems', () => {
  const anchors = new Set(['T1', 'T2', 'Z1']);
  assert.deepEqual(checkText('a.rs', '// T2 and T3\n// Z1–Z2', anchors), [
    'a.rs:1:11: T3 has no anchor in docs/rules/twin-cities.md',
    'a.rs:2:4: Z2 has no anchor in docs/rules/zhili.md',
  ]);
  assert.match(checkText('a.rs', '// (T2' + '–G1)', anchors)[0], /is not a range of one game's rules/);
  for (const p of [path('..', 'shared', 'spec', ''), md('shared', 'spec', 'zhili'), md('spec', 'app'), md('rules', 'zhili')]) {
    assert.equal(checkText('src/a.rs', `// see ${p}`, anchors).length, 1, p);
  }
});

test('rules files are named docs/rules/<game>.md, or linked relatively from Markdown', () => {
  const anchors = new Set(['T1', 'Z1']);
  assert.deepEqual(checkText('src/a.rs', `// ${md('docs', 'rules', 'zhili')}#Z1`, anchors), []);
  assert.deepEqual(checkText('docs/rules/README.md', `[Zhili](${md('zhili')}#Z1)`, anchors), []);
  assert.deepEqual(checkText('docs/ai.md', `[Zhili](${md('rules', 'zhili')})`, anchors), []);
  assert.match(checkText('src/a.rs', `// ${md('docs', 'rules', 'zhili')}#T1`, anchors)[0], /has no such anchor/);
});

test('every rule id cited in the tree has its anchor in docs/rules, and no other path is cited', () => {
  const problems = check(root);
  assert.deepEqual(problems, [], `\n${problems.join('\n')}\n(the syntax: docs/rules/README.md)`);
});
