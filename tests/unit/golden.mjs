// The core's JSON as the UI receives it: the files of tests/unit/golden, written by the core
// itself (`cargo test -p shuangcheng --test golden`, src-tauri/tests/golden.rs). The UI's unit
// tests read these instead of hand-made copies, so a field the core renames fails them.

import { readFileSync } from 'node:fs';

/** The golden file `name` (e.g. `snapshot-zhili-start`), parsed afresh on every call. */
export function golden(name) {
  return JSON.parse(readFileSync(new URL(`./golden/${name}.json`, import.meta.url), 'utf8'));
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
