// Tic-tac-toe's board, the example game (J1): three ranks of three cells, a1 bottom left, drawn
// from the engine's shared geometry (`rules.board`: its cells, files and ranks); its own part
// of the catalog is empty.

import { svg, disc } from '../svg.js';
import { makeBoard, playSlides, sideClass } from './common.js';
import { pieceLabel } from '../piece-symbols.js';

export { SYMBOLS } from './tictactoe-symbols.js';
/** @import { Board } from '../view-types.js' */

const CELL = 120;
const MARGIN = 20;
const SIZE = 3 * CELL + 2 * MARGIN;
const R = 44;

/**
 * The board; `board` is the engine's geometry (`rules.board`: points, columns, rows).
 * @param {Element} host
 * @param {(point: string) => void} onTap
 * @param {any} board
 * @returns {Board}
 */
export function createBoard(host, onTap, board) {
  const rows = board.rows;
  /** @type {Map<string, [number, number]>} */
  const points = new Map(
    board.points.map((/** @type {string} */ name, /** @type {number} */ i) => {
      const [file, rank] = [i % board.columns.length, Math.floor(i / board.columns.length)];
      return [name, [MARGIN + (file + 0.5) * CELL, MARGIN + (rows - rank - 0.5) * CELL]];
    }),
  );
  const center = [SIZE / 2, SIZE / 2];
  const b = makeBoard(host, { game: 'tic-tac-toe', viewBox: [SIZE, SIZE], points, hitRadius: CELL / 2, dotRadius: 10, ringRadius: R + 4, center, onTap });
  b.ground.appendChild(svg('rect', { x: 4, y: 4, width: SIZE - 8, height: SIZE - 8, rx: 18, class: 'wood' }));
  for (let k = 1; k < 3; k++) {
    const at = MARGIN + k * CELL;
    b.ground.appendChild(svg('line', { x1: at, y1: MARGIN, x2: at, y2: SIZE - MARGIN, class: 'line' }));
    b.ground.appendChild(svg('line', { x1: MARGIN, y1: at, x2: SIZE - MARGIN, y2: at, class: 'line' }));
  }

  return {
    el: b.root,
    game: 'tic-tac-toe',
    /** viewBox units of the smallest tap target (a cell). */
    minTarget: CELL,
    zones: b.zones,
    /** What the keyboard goes over: the cells (board-keys.js). */
    stops: () => b.stops(),
    update(view, deco) {
      b.setFlip(deco.flip);
      const layer = b.pieces;
      while (layer.firstChild) layer.removeChild(layer.firstChild);
      for (const p of view.pieces) {
        const xy = points.get(p.at);
        if (!xy) continue;
        const g = disc(xy[0], xy[1], R, pieceLabel('tic-tac-toe', p.kind, p.side), sideClass(p.side), []);
        g.setAttribute('data-piece', p.kind);
        g.setAttribute('data-at', p.at);
        layer.appendChild(g);
      }
      playSlides(layer, points, deco.slides);
      b.decorate(deco, view);
    },
  };
}
