#!/usr/bin/env node
// Rule citations: every rule id cited in the tree has its anchor in docs/rules/, and the rules
// are cited by no other path. The syntax is defined in docs/rules/README.md; this file is its
// one implementation. Run by `make test` (tests/unit/check-rules.test.mjs); prints every
// problem as `file:line: …` and exits 1 if there is one.
//
//   node scripts/check-rules.mjs

import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, dirname, posix } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where citations are looked for: every text file under these (README.md is a file). */
export const ROOTS = ['engine', 'src-tauri', 'ui', 'tests', 'scripts', 'docs', 'README.md'];
const SKIP_DIRS = new Set(['target', 'node_modules', 'artifacts', 'gen', '.git']);

/** The rules file of each game's letter, from the engine's registry (its copy for the UI's
 * tests, written by `cargo test -p shuangcheng-engine --test registry`). */
export const RULES_FILES = Object.fromEntries(
  JSON.parse(readFileSync(new URL('../tests/unit/golden/registry.json', import.meta.url), 'utf8')).map(
    ({ game, info }) => [info.ruleLetter, `docs/rules/${game}.md`],
  ),
);
const LETTERS = Object.keys(RULES_FILES).join('');

// A character that, next to an id, makes it part of a longer word or of game notation
// (`4T4`, `.../T8/...`, `T@e3`, `S4T2`): then it is not a citation.
const GLUED_BEFORE = '[A-Za-z0-9_/@=+~*\\-]';
const GLUED_AFTER = '[A-Za-z0-9_/@=+~*]';
const ID = `([${LETTERS}])([1-9][0-9]?)`;
// `T6–T8` (en dash, same letter) cites T6, T7 and T8.
const CITATION = new RegExp(`(?<!${GLUED_BEFORE})${ID}(?:–([${LETTERS}])([1-9][0-9]?))?(?!${GLUED_AFTER})`, 'g');

/** The rule ids a line cites, each with its column: ranges expanded, in order. */
export function citations(line) {
  const out = [];
  for (const m of line.matchAll(CITATION)) {
    const [, letter, from, endLetter, to] = m;
    if (to === undefined) out.push({ id: letter + from, column: m.index + 1 });
    else if (endLetter !== letter || Number(to) <= Number(from)) out.push({ id: m[0], column: m.index + 1, badRange: true });
    else for (let n = Number(from); n <= Number(to); n++) out.push({ id: letter + n, column: m.index + 1 });
  }
  return out;
}

// Paths that name the rules outside docs/rules/: the project brief's folders, which a clone
// does not have (a `spec` folder's Markdown files, `shared/` + `spec` or `seeds`, with or
// without `../` before). A path ending in a rules file's name is checked on its own (rulesPaths).
const FOREIGN_PATH = /(?<![\w.-])(?:\.\.\/)*(?:shared\/(?:spec|seeds)\b\/?|spec\/[\w-]+\.md)/g;
const RULES_NAMES = Object.values(RULES_FILES).map((f) => posix.basename(f, '.md')).join('|');
const RULES_PATH = new RegExp(`(?<![\\w-])((?:[\\w.-]+\\/)*(?:${RULES_NAMES})\\.md)(?:#([\\w-]+))?`, 'g');

/** The rules files a line names by path, as written, with the anchor if any. */
export function rulesPaths(line) {
  return [...line.matchAll(RULES_PATH)].map((m) => ({ path: m[1], anchor: m[2], column: m.index + 1 }));
}

/** The problems of one file's text (`file` is its path from the root, with `/`). */
export function checkText(file, text, anchors) {
  const problems = [];
  const at = (n, col, msg) => problems.push(`${file}:${n}:${col}: ${msg}`);
  text.split('\n').forEach((line, i) => {
    for (const c of citations(line)) {
      if (c.badRange) at(i + 1, c.column, `'${c.id}' is not a range of one game's rules (write it as X1–X3)`);
      else if (!anchors.has(c.id)) at(i + 1, c.column, `${c.id} has no anchor in ${RULES_FILES[c.id[0]]}`);
    }
    const foreign = [...line.matchAll(FOREIGN_PATH)];
    for (const m of foreign) {
      at(i + 1, m.index + 1, `'${m[0]}' is not in the repository (the rules are docs/rules/<game>.md)`);
    }
    const inForeign = (col) => foreign.some((m) => col > m.index && col <= m.index + m[0].length);
    for (const p of rulesPaths(line)) {
      const problem = inForeign(p.column) ? null : pathProblem(file, p, anchors);
      if (problem) at(i + 1, p.column, problem);
    }
  });
  return problems;
}

// A rules file is named `docs/rules/<game>.md`; a Markdown file may also link it relatively.
function pathProblem(file, { path, anchor }, anchors) {
  const resolved = file.endsWith('.md') ? posix.normalize(posix.join(posix.dirname(file), path)) : path;
  const target = path.startsWith('docs/rules/') ? path : resolved;
  if (!Object.values(RULES_FILES).includes(target)) return `'${path}': cite the rules as docs/rules/<game>.md`;
  if (anchor === undefined) return null;
  if (RULES_FILES[anchor[0]] !== target || !anchors.has(anchor)) return `'${path}#${anchor}' has no such anchor`;
  return null;
}

/** The anchors (`<a id="T7"></a>`) of the rules files, each checked to be in its game's file. */
export function readAnchors(root) {
  const anchors = new Set();
  const problems = [];
  for (const [letter, file] of Object.entries(RULES_FILES)) {
    const text = readFileSync(join(root, file), 'utf8');
    for (const m of text.matchAll(/<a id="([^"]+)"><\/a>/g)) {
      if (new RegExp(`^${letter}[1-9][0-9]?$`).test(m[1])) anchors.add(m[1]);
      else problems.push(`${file}: anchor '${m[1]}' is not a rule id of this game`);
    }
  }
  return { anchors, problems };
}

function* textFiles(root, path) {
  const full = join(root, path);
  if (statSync(full).isDirectory()) {
    for (const name of readdirSync(full).sort()) {
      if (!SKIP_DIRS.has(name)) yield* textFiles(root, posix.join(path, name));
    }
    return;
  }
  const bytes = readFileSync(full);
  if (!bytes.subarray(0, 8000).includes(0)) yield { file: path, text: bytes.toString('utf8') };
}

/** Every problem in the tree under `root`. */
export function check(root) {
  const { anchors, problems } = readAnchors(root);
  for (const top of ROOTS) {
    for (const { file, text } of textFiles(root, top)) problems.push(...checkText(file, text, anchors));
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const problems = check(root);
  for (const p of problems) console.log(p);
  if (problems.length) {
    console.log(`${problems.length} problem(s); the citation syntax: docs/rules/README.md`);
    process.exit(1);
  }
  console.log(`rule citations: every id resolves in ${relative(root, join(root, 'docs/rules'))}/`);
}
