#!/usr/bin/env node
// make lint: every link in README.md and docs/ resolves. A Markdown link `[text](target)` names
// a file beside the page (or a folder) and, after `#`, an anchor of it: a heading's slug as
// GitHub makes it, or an explicit `<a id="…">`; `#anchor` alone is the page's own. A path in
// a code span (`engine/src/registry.rs`, `docs/ai.md#seeds`) names a file of the repository
// from its root, or a crate's test from the crate (`tests/service.rs`): a doc that points at
// a moved or deleted file is wrong. Web addresses, the generated phone projects (`gen/`,
// partly made on the phone's own build machine) and code spans with a placeholder (`<id>`,
// `*`, `…`) or a space are not checked.
//
//   node scripts/check-links.mjs        prints each broken link as `file:line: …`, exits 1

import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The pages whose links are checked: README.md and every Markdown file under docs/. */
export function pages(root = ROOT) {
  const out = ['README.md'];
  const walk = (dir) => {
    for (const name of readdirSync(join(root, dir)).sort()) {
      const path = posix.join(dir, name);
      if (statSync(join(root, path)).isDirectory()) walk(path);
      else if (name.endsWith('.md')) out.push(path);
    }
  };
  walk('docs');
  return out;
}

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces to `-`. */
export function slug(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a Markdown page: its headings' slugs (repeats numbered) and `<a id>`s. */
export function anchors(text) {
  const out = new Set();
  const seen = new Map();
  let fenced = false;
  for (const line of text.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    if (fenced) continue;
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      const base = slug(heading[1].replace(/`/g, ''));
      const n = seen.get(base) || 0;
      seen.set(base, n + 1);
      out.add(n ? `${base}-${n}` : base);
    }
    for (const m of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) out.add(m[1]);
  }
  return out;
}

// A repository path in a code span: a known top-level folder, then no space or placeholder.
const TOP = '(?:engine|src-tauri|ui|docs|scripts|tests|\\.ci|benches)';
// Where a code span's `tests/…` may be: the repository's own, or a crate's.
const TEST_HOMES = ['', 'src-tauri/', 'engine/'];
const CODE_PATH = new RegExp(`^(${TOP}/[\\w./+-]*?)(?:#([\\w-]+))?$`);
const LINK = /\[[^\]]*\]\(([^)\s]+)\)/g;

/** The links of one line of `page`: `{ path, anchor, column }`, paths from the root. */
export function links(page, line) {
  const out = [];
  for (const m of line.matchAll(LINK)) {
    const target = m[1];
    if (/^[a-z]+:/.test(target)) continue;
    const [file, anchor] = target.split('#');
    const path = file ? posix.normalize(posix.join(posix.dirname(page), file)) : page;
    out.push({ path, anchor, column: m.index + 1 });
  }
  for (const m of line.matchAll(/`([^`\s]+)`/g)) {
    const code = CODE_PATH.exec(m[1]);
    if (code && !/[<>*…]/.test(code[1])) out.push({ path: code[1].replace(/\/$/, ''), anchor: code[2], column: m.index + 2 });
  }
  return out;
}

/** The broken links of `pages`, each as `file:line:column: what is wrong`. */
export function check(root = ROOT, list = pages(root)) {
  const problems = [];
  const anchorsOf = new Map();
  const pageAnchors = (path) => {
    if (!anchorsOf.has(path)) anchorsOf.set(path, anchors(readFileSync(join(root, path), 'utf8')));
    return anchorsOf.get(path);
  };
  for (const page of list) {
    let fenced = false;
    readFileSync(join(root, page), 'utf8').split('\n').forEach((line, i) => {
      if (line.startsWith('```')) fenced = !fenced;
      if (fenced) return;
      for (const { path, anchor, column } of links(page, line)) {
        const at = `${page}:${i + 1}:${column}`;
        const found = path.startsWith('tests/') ? TEST_HOMES.some((home) => existsSync(join(root, home + path))) : existsSync(join(root, path));
        if (!found) problems.push(`${at}: ${path} does not exist`);
        else if (anchor && path.endsWith('.md') && !pageAnchors(path).has(anchor))
          problems.push(`${at}: ${path} has no anchor #${anchor}`);
      }
    });
  }
  return problems;
}

if (process.argv[1] && relative(process.argv[1], fileURLToPath(import.meta.url)) === '') {
  const problems = check();
  for (const p of problems) console.error(p);
  if (problems.length) process.exit(1);
  console.log(`check-links: ${pages().length} pages, every link resolves`);
}
