// Previews of the look's choices on the settings screen, drawn as the boards draw them: a few
// Twin Cities pieces in the set (characters or symbols) a chip stands for, a strip of board in
// a board style, two pieces in a piece style; and a kind's small disc beside its name, in the
// set the boards draw. A preview carries its own `data-board`, `data-pieces` and `data-theme`,
// so that the stylesheet's variables for that look apply inside it (ui/css/app.css).

import { svg, h, disc, symbolGlyph } from './svg.js';
import { t, pieceGlyph, pieceName } from './i18n.js';
import { symbolOf, pieceLabel } from './piece-symbols.js';
import { pieceSet } from './piece-look.js';
import { games } from './catalog.js';

/** The kinds shown: pieces that a reader of English cannot tell apart by their characters. */
const SHOWN = [['twin-cities', 'T', 'first'], ['twin-cities', 'H', 'second'], ['twin-cities', 'L', 'first'], ['twin-cities', 'W', 'second']];

/** A preview's frame: an SVG in the page's theme and look, but for the attributes in `look`. */
function frame(width, look, pieces) {
  const root = document.documentElement;
  const names = pieces.map(([g, k]) => pieceName(g, k)).join(', ');
  return svg('svg', {
    viewBox: `0 0 ${width} 38`,
    class: 'look-preview',
    'data-theme': root.getAttribute('data-theme'),
    'data-board': look.board || root.getAttribute('data-board'),
    'data-pieces': look.pieces || root.getAttribute('data-pieces'),
    'data-set': look.set,
    role: 'img',
    'aria-label': t('a11y.preview', { pieces: names }),
  });
}

/** The pieces of `shown` on a strip of board, labelled by `labelOf(game, kind, side)`. */
function strip(look, shown, labelOf) {
  const width = shown.length * 36 + 4;
  const root = frame(width, look, shown);
  root.appendChild(svg('rect', { x: 0, y: 0, width, height: 38, rx: 6, class: 'wood' }));
  for (let i = 0; i <= shown.length; i++) root.appendChild(svg('line', { x1: 2 + i * 36, y1: 19, x2: 2 + i * 36 + (i < shown.length ? 36 : 0), y2: 19, class: 'line' }));
  shown.forEach(([game, kind, side], i) => {
    root.appendChild(disc(20 + i * 36, 19, 15, labelOf(game, kind, side), side === 'first' ? 'side-first' : 'side-second', []));
  });
  return root;
}

const shownKinds = () => SHOWN.filter(([game]) => games().includes(game));

/**
 * Four pieces in `set`, whatever set the boards draw now.
 * @param {'characters' | 'symbols'} set
 */
export function piecesPreview(set) {
  return strip({ set }, shownKinds(), (game, kind, side) => (set === 'symbols' ? { symbol: symbolOf(game, kind) } : pieceGlyph(game, kind, side)));
}

/**
 * The board style `board` or the piece style `pieces` with the pieces the boards draw now.
 * @param {{ board?: string, pieces?: string }} look
 */
export function stylePreview(look) {
  return strip({ ...look, set: pieceSet() }, shownKinds().slice(0, 3), pieceLabel);
}

/**
 * A kind's small disc beside its name (rules pages, the army builder): its symbol in the
 * symbol set, else `text` (its character, or its code).
 * @param {string} game
 * @param {string} kind
 * @param {string} text
 */
export function miniDisc(game, kind, text) {
  const symbol = pieceSet() === 'symbols' && symbolOf(game, kind);
  if (!symbol) return h('span', { class: 'mini-disc', text });
  const icon = svg('svg', { viewBox: '-15 -15 30 30', class: 'mini-symbol', 'aria-hidden': 'true' }, [symbolGlyph(symbol, 15)]);
  return h('span', { class: 'mini-disc', 'data-symbol': kind }, [icon]);
}
