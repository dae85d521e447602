// The 简体 texts that have a 繁體 twin in ui/js/zh-hant.js, read from the UI's own modules and
// the engine's data files. Shared by the converter (convert.mjs), the unit test that checks the
// twin is up to date (tests/unit/i18n.test.mjs) and the font's coverage test; it needs nothing
// outside this repository.

import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TABLE } from '../../ui/js/i18n.js';
import { CODES } from '../../ui/js/error-text.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Every 简体 text by part: `strings` (i18n.js), `errors` (error-text.js). The games' names and
 * piece glyphs are in both scripts in the engine's registry. The engine's names (sides, pieces
 * and units, levels, presets) and its rules pages (filled in from its catalog) come from the
 * engine itself (convert.mjs runs its
 * `zh_names` example), and its data files' texts from `engineDataTexts()`; a Rust test checks
 * that each name and rules text has its 繁體 form, a unit test that each data text has.
 */
export function simplifiedSources() {
  return { strings: TABLE.zh, errors: CODES.zh };
}

/**
 * The `zh` texts of a TOML data file (`zh = "…"`, one line each, as in the lessons' files):
 * the 简体 version of a text the engine sends with its `en` one. Any other way of writing a
 * `zh` value is refused by name, so that no text goes unconverted unnoticed.
 */
export function zhTexts(toml, where) {
  const out = [];
  toml.split('\n').forEach((line, i) => {
    if (!/^\s*zh\s*=/.test(line)) return;
    const m = /^\s*zh\s*=\s*("(?:[^"\\]|\\.)*")\s*(#.*)?$/.exec(line);
    if (!m) throw new Error(`${where}:${i + 1}: a zh text must be one "…" string on its line`);
    out.push(JSON.parse(m[1]));
  });
  return out;
}

/**
 * The engine's data files (TOML, not its manifests), below `dir`; not the rules pages
 * (`engine/rules`), whose texts have placeholders: the engine sends them filled in.
 */
function dataFiles(dir) {
  const out = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory() && e.name !== 'target' && p !== join(ROOT, 'engine', 'rules')) out.push(...dataFiles(p));
    else if (e.isFile() && e.name.endsWith('.toml') && e.name !== 'Cargo.toml' && !ofAnExampleGame(e.name)) out.push(p);
  }
  return out.sort();
}

/**
 * The data files of games a release does not carry: any `<id>.toml` whose id is no game of the
 * shipped registry (tests/unit/golden/registry.json). The example game writes its own
 * `zh-Hant` texts, so the app's table holds the shipped games' alone.
 */
const SHIPPED = new Set(JSON.parse(readFileSync(join(ROOT, 'tests/unit/golden/registry.json'), 'utf8')).map((e) => e.game));
function ofAnExampleGame(name) {
  return !SHIPPED.has(name.replace(/\.toml$/, ''));
}

/** Every `zh` text of the engine's data files (the lessons' titles, intros, hints, …). */
export function engineDataTexts() {
  const texts = new Set();
  for (const file of dataFiles(join(ROOT, 'engine'))) for (const text of zhTexts(readFileSync(file, 'utf8'), relative(ROOT, file))) texts.add(text);
  return [...texts];
}
