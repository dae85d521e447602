// WCAG AA contrast of the stylesheet's colours in every look: each theme (light, dark) × board
// style (`[data-board='…']` blocks) × piece style (`[data-pieces='…']` blocks) that app.css
// declares, every pair of CSS variables that carries text (4.5:1) or a state, a mark or an edge
// (3:1) on the screen. A new style's block is found and checked without a change here.

import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { golden } from './golden.mjs';

const CSS = readFileSync(new URL('../../ui/css/app.css', import.meta.url), 'utf8');

/** The custom properties declared in the block that starts at `selector {` (none if absent). */
function variables(selector, required = true) {
  const start = CSS.indexOf(selector + ' {');
  if (start < 0 && !required) return {};
  assert.ok(start >= 0, `app.css has a ${selector} block`);
  const body = CSS.slice(start, CSS.indexOf('\n}', start));
  return Object.fromEntries([...body.matchAll(/--([\w-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2].trim()]));
}

/** The values of an attribute's style blocks in app.css (`[data-board='paper'] {` → paper). */
const stylesOf = (attr) => [...CSS.matchAll(new RegExp(`^\\[data-${attr}='([\\w-]+)'\\] \\{`, 'gm'))].map((m) => m[1]);
const BOARDS = stylesOf('board');
const PIECES = stylesOf('pieces');

/** The variables in force under `theme`, `board` and `pieces`, in the stylesheet's cascade. */
function look(theme, board, pieces) {
  const dark = theme === 'dark';
  return Object.assign(
    {},
    variables(':root'),
    dark ? variables("[data-theme='dark']") : {},
    variables(`[data-board='${board}']`),
    dark ? variables(`[data-theme='dark'][data-board='${board}']`, false) : {},
    variables(`[data-pieces='${pieces}']`),
    dark ? variables(`[data-theme='dark'][data-pieces='${pieces}']`, false) : {},
  );
}

const THEMES = {};
for (const theme of ['light', 'dark']) for (const board of BOARDS) for (const pieces of PIECES) THEMES[`${theme} theme, ${board} board, ${pieces} pieces`] = look(theme, board, pieces);

/** Relative luminance of `#rgb` or `#rrggbb` (WCAG 2). */
function luminance(hex) {
  let h = hex.replace('#', '');
  if (h.length === 3) h = [...h].map((c) => c + c).join('');
  assert.match(h, /^[0-9a-f]{6}$/i, `${hex} is a hex colour`);
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a, b) {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

const TEXT = 4.5;
const MARK = 3;

// [foreground, background, ratio, where]; a list of foregrounds means any one of them will do
// (a disc stands out by its edge or by its face).
const PAIRS = [
  ['fg', 'bg', TEXT, 'text'],
  ['fg', 'card', TEXT, 'text on cards, the panel, dialogs'],
  ['muted', 'bg', TEXT, 'secondary text'],
  ['muted', 'card', TEXT, 'secondary text on cards'],
  ['btn-fg', 'btn', TEXT, 'buttons and chips'],
  ['fg', 'btn', TEXT, 'notes and pills'],
  ['accent-fg', 'accent', TEXT, 'primary buttons, chosen chips'],
  ['accent', 'card', TEXT, 'the AI-thinking line'],
  ['capture', 'bg', TEXT, 'error text'],
  ['capture', 'card', TEXT, 'error text on cards'],
  ['capture', 'btn', TEXT, 'danger buttons'],
  ['warn-fg', 'capture', TEXT, 'the timer\'s warning'],
  ['bg', 'fg', TEXT, 'toasts, reserve counts'],
  ['lock-fg', 'lock-bg', TEXT, 'the lock note'],
  ['wood-line', 'wood', TEXT, 'board coordinates'],
  ['wood-line', 'wood2', TEXT, 'coordinates on the inner board'],
  ['red', 'ivory', TEXT, 'the first side\'s pieces'],
  ['ink-on-dark', 'piece-dark', TEXT, 'the second side\'s pieces'],
  ['neutral', 'ivory', TEXT, 'neutral pieces (Strongholds)'],
  ['neutral', 'shared-disc', TEXT, 'Zhili\'s shared piece'],
  ['gr', 'ivory', TEXT, 'Generals: Red\'s units'],
  ['gb', 'ivory', TEXT, 'Generals: Blue\'s units'],
  ['gy-light', 'piece-dark', TEXT, 'Generals: Yellow\'s units'],
  ['gg-light', 'piece-dark', TEXT, 'Generals: Green\'s units'],
  ['gr', 'general-r', TEXT, 'Generals: the Red general'],
  ['gb', 'general-b', TEXT, 'Generals: the Blue general'],
  ['gy-light', 'general-y', TEXT, 'Generals: the Yellow general'],
  ['gg-light', 'general-g', TEXT, 'Generals: the Green general'],
  ['gy-ink', 'ivory', TEXT, 'Generals: Yellow\'s mini discs'],
  ['focus', 'bg', MARK, 'the keyboard focus'],
  ['focus', 'card', MARK, 'the keyboard focus on cards'],
  ['focus', 'btn', MARK, 'the keyboard focus on buttons'],
  ['focus', 'wood', MARK, 'the keyboard focus on a board'],
  ['focus', 'wood2', MARK, 'the keyboard focus on the inner board'],
  ['focus', 'land', MARK, 'the keyboard focus on Generals\' land'],
  ['line', 'card', 1, 'dividers (decoration only)'],
  ['wood-line', 'wood', MARK, 'board lines'],
  [['red', 'ivory'], 'wood', MARK, 'the first side\'s discs (their edge or their face)'],
  [['gr', 'ivory'], 'land', MARK, 'Generals: Red\'s units'],
  [['gb', 'ivory'], 'land', MARK, 'Generals: Blue\'s units'],
  ['dark-edge', 'land', MARK, 'Generals: the North\'s units\' edge'],
  ['dark-edge', 'wood', MARK, 'the second side\'s disc edge'],
  ['move', 'wood', MARK, 'a move target'],
  ['capture', 'wood', MARK, 'a capture target'],
  ['pick', 'wood', MARK, 'a piece to pick'],
  ['select-ring', 'wood', MARK, 'the selection'],
  ['last', 'wood', MARK, 'the last move'],
  ['hint', 'wood', MARK, 'a hint'],
  ['warp', 'wood', MARK, 'a warp target'],
  ['move', 'land', MARK, 'Generals: a move target'],
  ['capture', 'land', MARK, 'Generals: an attack target'],
  ['select-ring', 'land', MARK, 'Generals: the selection'],
  ['move', 'marker-halo', MARK, 'a move dot\'s outline (on water too)'],
  ['coach-win', 'wood', MARK, 'the coach: a winning move\'s ring'],
  ['coach-draw', 'wood', MARK, 'the coach: a drawing move\'s ring'],
  ['coach-loss', 'wood', MARK, 'the coach: a losing move\'s ring'],
  ['marker-halo', 'coach-win', TEXT, 'the coach: a winning move\'s badge'],
  ['marker-halo', 'coach-draw', TEXT, 'the coach: a drawing move\'s badge'],
  ['marker-halo', 'coach-loss', TEXT, 'the coach: a losing move\'s badge'],
];

/** The pairs of `vars` below their ratio, in words. */
function failuresOf(vars) {
  const failures = [];
  for (const [fg, bg, min, where] of PAIRS) {
    const best = [].concat(fg).map((f) => {
      assert.ok(vars[f] && vars[bg], `--${f} and --${bg} are declared`);
      return [f, contrast(vars[f], vars[bg])];
    }).sort((a, b) => b[1] - a[1])[0];
    const [f, ratio] = best;
    if (ratio < min) failures.push(`${where}: --${f} ${vars[f]} on --${bg} ${vars[bg]} is ${ratio.toFixed(2)}:1, needs ${min}:1`);
  }
  return failures;
}

test('the looks checked are the settings\' board and piece styles, each with its block in app.css', () => {
  const { boardStyle, pieceStyle } = golden('settings-choices');
  assert.deepEqual(BOARDS, boardStyle);
  assert.deepEqual(PIECES, pieceStyle);
  assert.equal(Object.keys(THEMES).length, 2 * boardStyle.length * pieceStyle.length);
});

for (const [name, vars] of Object.entries(THEMES)) {
  test(`WCAG AA contrast: ${name}`, () => {
    assert.deepEqual(failuresOf(vars), []);
  });
}

test('a style whose board lines fade into the board fails the check', () => {
  const fog = { ...look('light', BOARDS[0], PIECES[0]), 'wood-line': '#b89a6a' };
  assert.ok(failuresOf(fog).some((f) => f.startsWith('board coordinates')), failuresOf(fog).join('; '));
});

test('the contrast arithmetic is WCAG\'s', () => {
  assert.equal(contrast('#000', '#fff').toFixed(1), '21.0');
  assert.equal(contrast('#777', '#fff').toFixed(2), '4.48');
});

test('colours on the screen come from the variables, not literals in rules', () => {
  // Literal colours are allowed only for shadows, translucent fills and the lock badge.
  const rules = CSS.replace(/^(?::root|(?:\[data-[\w-]+='[\w-]+'\])+) \{[\s\S]*?\n\}/gm, '');
  const literal = [...rules.matchAll(/(?:^|[\s:])(#[0-9a-fA-F]{3,6})\b/gm)].map((m) => m[1]);
  const allowed = new Set(['#fff', '#444', '#f3c234', '#5a4100', '#3a2a00']);
  assert.deepEqual(literal.filter((c) => !allowed.has(c)), []);
});
