// The 简体 texts that have a 繁體 twin in ui/js/zh-hant.js, read from the UI's own modules.
// Shared by the converter (convert.mjs) and the unit test that checks the twin is up to date
// (tests/unit/i18n.test.mjs); it needs nothing outside this repository.

import { TABLE, PIECES } from '../../ui/js/i18n.js';
import { CODES } from '../../ui/js/error-text.js';
import { RULES } from '../../ui/js/rules-text.js';

/**
 * Every 简体 text by part: `strings` (i18n.js), `errors` (error-text.js), `rules`
 * (rules-text.js, by game), `pieces` (the glyphs of i18n.js). The engine's names (sides,
 * pieces and units, levels, presets) come from the engine itself (convert.mjs runs its
 * `zh_names` example); a Rust test checks that each has its 繁體 form.
 */
export function simplifiedSources() {
  const rules = {};
  for (const [game, texts] of Object.entries(RULES)) rules[game] = texts.zh;
  return { strings: TABLE.zh, errors: CODES.zh, rules, pieces: PIECES };
}
