// Zhili Shuangcheng's board (Z1): eleven points, fourteen lines, two straight lines (Z2).

import { svg, disc } from '../svg.js';
import { makeBoard, playSlides, lockBadge, sideClass } from './common.js';
import { pieceGlyph, t } from '../i18n.js';

const P = [
  [50, 45], [350, 45],
  [200, 140],
  [200, 215],
  [80, 290], [200, 290], [320, 290],
  [200, 365],
  [200, 440],
  [50, 535], [350, 535],
];
const LINES = [[0, 2], [1, 2], [2, 3], [3, 4], [3, 5], [3, 6], [4, 5], [5, 6], [4, 7], [5, 7], [6, 7], [7, 8], [8, 9], [8, 10]];
const R = 30;
const CENTER = [200, 290];

export function createZhiliBoard(host, onTap) {
  const points = new Map(P.map((p, i) => [String(i), p]));
  const b = makeBoard(host, { game: 'zhili', viewBox: [400, 580], points, hitRadius: 36, dotRadius: 9, ringRadius: 35, center: CENTER, onTap });
  b.ground.appendChild(svg('rect', { x: 4, y: 4, width: 392, height: 572, rx: 18, class: 'wood' }));
  // The two straight lines that allow jumps are drawn a little heavier.
  for (const [a, c] of LINES) {
    const straight = (a === 2 && c === 3) || (a === 3 && c === 5) || (a === 5 && c === 7) || (a === 7 && c === 8) || (a === 4 && c === 5) || (a === 5 && c === 6);
    b.ground.appendChild(svg('line', { x1: P[a][0], y1: P[a][1], x2: P[c][0], y2: P[c][1], class: straight ? 'line line-straight' : 'line' }));
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
    /** Board points are the tokens "0"…"10". */
    locate(token) {
      return points.has(token) ? token : null;
    },
    isPoint: (token) => points.has(token),
    /** The points of an action written `8-7` (for the last-move highlight). */
    actionCells(text) {
      const m = /^(\d+)-(\d+)$/.exec(text || '');
      return m ? [m[1], m[2]] : [];
    },
    update(view, deco) {
      b.setFlip(deco.flip);
      placeLabels(!!deco.flip);
      const layer = b.pieces;
      while (layer.firstChild) layer.removeChild(layer.firstChild);
      for (const p of view.pieces) {
        const xy = points.get(p.at);
        if (!xy) continue;
        const extra = [];
        const g = disc(xy[0], xy[1], R, pieceGlyph('zhili', p.kind, p.side), sideClass(p.side) + (p.locked ? ' locked' : ''), extra);
        g.setAttribute('data-piece', p.kind);
        g.setAttribute('data-at', p.at);
        if (p.locked) {
          g.appendChild(lockBadge(R * 0.75, -R * 0.75, 1.1));
          g.setAttribute('aria-label', t('note.lock'));
        }
        const upside = !!deco.flip !== (!!deco.rotateSide && p.side === deco.rotateSide);
        if (upside) g.querySelector('.glyph-wrap').setAttribute('transform', 'rotate(180)');
        layer.appendChild(g);
      }
      playSlides(layer, points, deco.slides);
      b.decorate(deco);
    },
  };
}
