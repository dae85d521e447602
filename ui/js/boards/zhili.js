// Zhili Shuangcheng's board (Z1): eleven points and their lines, the two straight lines along
// which pieces jump (Z2) drawn heavier — the lines as Zhili's own part of the engine's catalog
// gives them (`rules.part`).

import { svg, disc } from '../svg.js';
import { makeBoard, playSlides, lockBadge, sideClass } from './common.js';
import { pieceLabel } from '../piece-symbols.js';

export { SYMBOLS } from './zhili-symbols.js';
/** @import { Board } from '../view-types.js' */
/** @import { BoardGeometry, ZhiliPart } from '../contract.js' */

const P = [
  [50, 45], [350, 45],
  [200, 140],
  [200, 215],
  [80, 290], [200, 290], [320, 290],
  [200, 365],
  [200, 440],
  [50, 535], [350, 535],
];
const R = 30;
const CENTER = [200, 290];

/**
 * The board; `board` is the engine's geometry (`rules.board`: points), `part` Zhili's own
 * (`rules.part`: lines, straight lines).
 * @param {Element} host
 * @param {(point: string) => void} onTap
 * @param {BoardGeometry} board
 * @param {ZhiliPart} part
 * @returns {Board}
 */
export function createBoard(host, onTap, board, part) {
  const points = new Map(board.points.map((name, i) => [name, P[i]]));
  const b = makeBoard(host, { game: 'zhili', viewBox: [400, 580], points, hitRadius: 36, dotRadius: 9, ringRadius: 35, center: CENTER, onTap });
  b.ground.appendChild(svg('rect', { x: 4, y: 4, width: 392, height: 572, rx: 18, class: 'wood' }));
  // Segments of the straight lines, either way round.
  const straight = new Set();
  for (const line of part.straightLines) {
    for (let i = 1; i < line.length; i++) straight.add(line[i - 1] + '-' + line[i]).add(line[i] + '-' + line[i - 1]);
  }
  for (const [a, c] of part.lines) {
    const [pa, pc] = [points.get(a), points.get(c)];
    b.ground.appendChild(svg('line', { x1: pa[0], y1: pa[1], x2: pc[0], y2: pc[1], class: straight.has(a + '-' + c) ? 'line line-straight' : 'line' }));
  }
  const labels = P.map(([x, y], i) => {
    b.ground.appendChild(svg('circle', { cx: x, cy: y, r: 5, class: 'point-dot' }));
    const label = svg('text', { class: 'coord point-label', 'text-anchor': 'middle', 'data-label': String(i) });
    label.textContent = String(i);
    b.ground.appendChild(label);
    return label;
  });
  /**
   * Each point's number sits clear of a piece on it, where no line runs, as seen on the screen:
   * up and to the right, or outwards for the two points at the sides — on a turned board too.
   */
  function placeLabels(flip) {
    const [cx, cy] = CENTER;
    labels.forEach((label, i) => {
      const [px, py] = P[i];
      const [sx, sy] = flip ? [2 * cx - px, 2 * cy - py] : [px, py];
      const [dx, dy] = i === 4 || i === 6 ? [sx < cx ? -44 : 44, 0] : [R + 1, -R - 6];
      const [lx, ly] = flip ? [2 * cx - (sx + dx), 2 * cy - (sy + dy)] : [sx + dx, sy + dy];
      label.setAttribute('x', String(lx));
      label.setAttribute('y', String(ly + 5));
      if (flip) label.setAttribute('transform', `rotate(180 ${lx} ${ly})`);
      else label.removeAttribute('transform');
    });
  }
  placeLabels(false);

  return {
    el: b.root,
    game: 'zhili',
    /** viewBox units of the smallest tap target (a point's circle). */
    minTarget: 72,
    zones: b.zones,
    /** What the keyboard goes over: the points or cells (board-keys.js). */
    stops: () => b.stops(),
    update(view, deco) {
      b.setFlip(deco.flip);
      placeLabels(!!deco.flip);
      const layer = b.pieces;
      while (layer.firstChild) layer.removeChild(layer.firstChild);
      for (const p of view.pieces) {
        const xy = points.get(p.at);
        if (!xy) continue;
        const g = disc(xy[0], xy[1], R, pieceLabel('zhili', p.kind, p.side), sideClass(p.side) + (p.locked ? ' locked' : ''), []);
        g.setAttribute('data-piece', p.kind);
        g.setAttribute('data-at', p.at);
        // The point's name says the lock (board-labels.js).
        if (p.locked) g.appendChild(lockBadge(R * 0.75, -R * 0.75, 1.1));
        const upside = !!deco.flip !== (!!deco.rotateSide && p.side === deco.rotateSide);
        if (upside) g.querySelector('.glyph-wrap').setAttribute('transform', 'rotate(180)');
        layer.appendChild(g);
      }
      playSlides(layer, points, deco.slides);
      b.decorate(deco, view);
    },
  };
}
