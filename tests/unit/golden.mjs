// The core's JSON as the UI receives it: the files of tests/unit/golden, written by the core
// itself (`cargo test -p shuangcheng --test golden`, src-tauri/tests/golden.rs, as modules that
// `tsc` checks against the generated contract; the engine's tests write the registry and the
// words as JSON). The UI's unit tests read these instead of hand-made copies, so a field the
// core renames fails them.

import { readFileSync, readdirSync } from 'node:fs';

const DIR = new URL('./golden/', import.meta.url);

/** Every golden file's value by name, loaded once. */
const files = new Map(
  await Promise.all(
    readdirSync(DIR)
      .filter((file) => /\.(js|json)$/.test(file))
      .map(async (file) => {
        const url = new URL(file, DIR);
        const value = file.endsWith('.json') ? JSON.parse(readFileSync(url, 'utf8')) : (await import(url.href)).default;
        return [file.replace(/\.(js|json)$/, ''), value];
      }),
  ),
);

/** The golden file `name` (e.g. `snapshot-zhili-start`), a fresh copy on every call. */
export function golden(name) {
  if (!files.has(name)) throw new Error(`no golden file '${name}'`);
  return structuredClone(files.get(name));
}

/**
 * A golden value with some fields changed, for a state the core's files do not show (an AI to
 * act, a newer revision). Only fields the core sends may be changed: a renamed one fails here.
 */
export function changed(value, fields) {
  for (const key of Object.keys(fields)) {
    if (!(key in value)) throw new Error(`the core sends no field '${key}' (it sends: ${Object.keys(value).join(', ')})`);
  }
  return Object.assign(structuredClone(value), fields);
}

/** The catalog entry of `game`. */
export function catalogEntry(game) {
  const entry = golden('catalog').find((c) => c.game === game);
  if (!entry) throw new Error(`the catalog has no '${game}'`);
  return entry;
}
