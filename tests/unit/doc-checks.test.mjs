// The checks of what is written beside the code: links that resolve (scripts/check-links.mjs),
// no issue named in a comment or doc (scripts/check-issue-refs.mjs), and commit messages as
// git's guidance has them (scripts/commit-msg, scripts/check-commits.sh). Each is shown
// failing on what it exists to catch, and passing on the repository itself.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { anchors, check as checkLinks, links, slug } from '../../scripts/check-links.mjs';
import { check as checkRefs, referencesIn } from '../../scripts/check-issue-refs.mjs';

const SCRIPTS = new URL('../../scripts/', import.meta.url).pathname;

/** A folder holding `files` (path → text). */
function tree(files) {
  const root = mkdtempSync(join(tmpdir(), 'doc-checks-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

test('a heading anchor is made as GitHub makes it, repeats numbered', () => {
  assert.equal(slug('Streams: the long poll against a `Channel`'), 'streams-the-long-poll-against-a-channel');
  assert.deepEqual([...anchors('# A b\n## A b\n<a id="rule-7"></a>\n```\n# not a heading\n```\n')], ['a-b', 'a-b-1', 'rule-7']);
});

test('links are read from Markdown links and from repository paths in code spans', () => {
  const found = links('docs/guide/a.md', 'See [b](b.md#part), `engine/src/registry.rs`, `ui/js/boards/<board>.js`, [web](https://example.org).');
  assert.deepEqual(found.map((l) => [l.path, l.anchor ?? '']), [
    ['docs/guide/b.md', 'part'],
    ['engine/src/registry.rs', ''],
  ]);
});

test('a link to a missing file or anchor is named with its line; good links pass', () => {
  const root = tree({
    'README.md': '# Top\n[ok](docs/a.md#part-one) `docs/a.md` `tests/x.rs`\n',
    'docs/a.md': '# A\n## Part one\n[bad](b.md)\n[self](#nowhere)\n`engine/src/gone.rs`\n',
    'src-tauri/tests/x.rs': '',
  });
  assert.deepEqual(checkLinks(root), [
    'docs/a.md:3:1: docs/b.md does not exist',
    'docs/a.md:4:1: docs/a.md has no anchor #nowhere',
    'docs/a.md:5:2: engine/src/gone.rs does not exist',
  ]);
});

test('every link of README.md and docs/ resolves', () => {
  assert.deepEqual(checkLinks(), []);
});

test('an issue named in a comment is found with its place; a rule id is not an issue', () => {
  // Spelt in pieces, so that this file names no issue itself.
  const [issue, mustShow] = [['iss', 'ue'].join(''), ['must', 'show'].join('-')];
  const text = `// The curtain (${issue} 25, ${mustShow} 1)\n// The curtain (T7): why it rises\n`;
  assert.deepEqual(referencesIn('ui/js/curtain.js', text), [
    `ui/js/curtain.js:1:17: names an issue: '${issue} 25'`,
    `ui/js/curtain.js:1:27: names an issue: '${mustShow} 1'`,
  ]);
});

test('no tracked comment or doc names an issue', () => {
  assert.deepEqual(checkRefs(), []);
});

test('a commit message needs a subject of at most 72 characters and a blank second line', () => {
  const root = tree({
    ok: 'Generate the UI contract from the Rust types\n\nWhy it matters.\n',
    long: `${'Make '.repeat(15)}it long\n`,
    glued: 'Fix the clock\nthe body starts at once\n',
    empty: '\n\nBody\n',
  });
  const run = (name) => spawnSync('bash', [join(SCRIPTS, 'commit-msg'), join(root, name)], { encoding: 'utf8' });
  assert.equal(run('ok').status, 0);
  assert.match(run('long').stderr, /the subject has 82 characters; at most 72/);
  assert.match(run('glued').stderr, /the second line is not blank/);
  assert.match(run('empty').stderr, /the subject \(the first line\) is empty/);
});

test('the commits since the rule are checked, and a long subject fails the run', () => {
  const root = tree({ 'scripts/.keep': '' });
  const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });
  git('init', '-q');
  git('config', 'user.email', 'ci@example.org');
  git('config', 'user.name', 'CI');
  git('commit', '-q', '--allow-empty', '-m', `${'An old subject from before the rule '.repeat(3)}`);
  execFileSync('cp', [join(SCRIPTS, 'commit-msg'), join(SCRIPTS, 'check-commits.sh'), join(root, 'scripts')]);
  git('add', '.');
  git('commit', '-q', '-m', 'Check commit subjects in CI');
  const check = () => spawnSync('bash', ['scripts/check-commits.sh'], { cwd: root, encoding: 'utf8' });
  assert.equal(check().status, 0, check().stderr);
  assert.match(check().stdout, /every commit since the rule's commit \(1\) has a subject/);
  git('commit', '-q', '--allow-empty', '-m', 'x'.repeat(73));
  const failed = check();
  assert.equal(failed.status, 1);
  assert.match(failed.stderr, /1 of 2 commits break the rule/);
});
