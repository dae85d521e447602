// Twin Cities' board (T1): files × ranks of points, the outer ring holding each side's
// reserve by kind and count, Strongholds, fields (田区) and locked sites — the geometry as the
// engine's catalog gives it (`rules.board`: columns, rows, reserve kinds, every point's field).

import { svg, svgText, disc } from '../svg.js';
import { makeBoard, playSlides, lockBadge, sideClass } from './common.js';
import { pieceGlyph, language } from '../i18n.js';

const S = 40; // the pitch; each point's tap zone is the S × S square around it
const SLOT = 38; // a reserve slot's width (and tap zone)
const BAND = 40; // a reserve band's height
const STRIP = 12; // room for the file letters, above and below the board alike

export function createTwinBoard(host, onTap, onReserveTap, board) {
  const FILES = board.columns;
  const RANKS = board.rows;
  const KINDS = board.reserve;
  const W = KINDS.length * SLOT + 4;
  const X0 = W / 2 - ((FILES.length - 1) / 2) * S;
  const Y0 = 2 + BAND + STRIP + S / 2;
  const TOP_BAND = 2 + BAND / 2;
  const BOTTOM_BAND = Y0 + (RANKS - 1) * S + S / 2 + STRIP + BAND / 2;
  const H = BOTTOM_BAND + BAND / 2 + 2;
  const SLOT_X0 = W / 2 - (KINDS.length * SLOT) / 2 + SLOT / 2;
  const pointXY = (name) => [X0 + FILES.indexOf(name[0]) * S, Y0 + (RANKS - Number(name.slice(1))) * S];
  const points = new Map();
  for (let r = RANKS; r >= 1; r--) for (const f of FILES) points.set(f + r, pointXY(f + r));
  // The board is centred in the ring, so that turning it half a turn keeps everything in place.
  const b = makeBoard(host, { game: 'twin-cities', viewBox: [W, H], points, hitRadius: 20, hitSquare: S, dotRadius: 6, ringRadius: 18, center: [W / 2, Y0 + ((RANKS - 1) / 2) * S], onTap });

  // Ground: the outer ring (外盘) and the inner board (内盘).
  b.ground.appendChild(svg('rect', { x: 1, y: 1, width: W - 2, height: H - 2, rx: 12, class: 'wood ring-wood' }));
  const [right, bottom] = [X0 + (FILES.length - 1) * S, Y0 + (RANKS - 1) * S];
  b.ground.appendChild(svg('rect', { x: X0 - S / 2, y: Y0 - S / 2, width: FILES.length * S, height: RANKS * S, rx: 6, class: 'wood inner-wood' }));
  for (let r = 1; r <= RANKS; r++) {
    const [, y] = pointXY(FILES[0] + r);
    b.ground.appendChild(svg('line', { x1: X0, y1: y, x2: right, y2: y, class: 'line' }));
    b.ground.appendChild(svgText(right + 13, y + 4, String(r), { class: 'coord', 'text-anchor': 'middle' }));
  }
  FILES.forEach((file, f) => {
    const x = X0 + f * S;
    b.ground.appendChild(svg('line', { x1: x, y1: Y0, x2: x, y2: bottom, class: 'line' }));
    b.ground.appendChild(svgText(x, bottom + S / 2 + STRIP - 2, file, { class: 'coord', 'text-anchor': 'middle' }));
  });
  // Field squares (田区) around sites, shown while recruiting or exchanging.
  const fields = svg('g', { class: 'fields' });
  b.ground.appendChild(fields);

  // Reserve bands: Black's along the top, Red's along the bottom, one slot per kind.
  const reserveLayer = svg('g', { class: 'reserve' });
  b.root.querySelector('.turn').appendChild(reserveLayer);
  const slots = new Map();
  for (const side of ['second', 'first']) {
    const y = side === 'second' ? TOP_BAND : BOTTOM_BAND;
    KINDS.forEach((k, i) => {
      const x = SLOT_X0 + i * SLOT;
      const g = svg('g', { class: 'slot', transform: `translate(${x} ${y})`, 'data-reserve': side + '-' + k, 'data-testid': 'reserve-' + side + '-' + k });
      g.addEventListener('click', (e) => {
        e.stopPropagation();
        onReserveTap(side, k);
      });
      reserveLayer.appendChild(g);
      slots.set(side + '-' + k, g);
    });
  }

  return {
    el: b.root,
    game: 'twin-cities',
    /** viewBox units of the smallest tap target (a point's square, a reserve slot). */
    minTarget: Math.min(S, SLOT),
    zones: b.zones,
    slots,
    locate(token) {
      return points.has(token) ? token : null;
    },
    isPoint: (token) => points.has(token),
    /** A general letter in an exchange is found in the reserve of the side to move. */
    reserveOf(token) {
      return KINDS.includes(token) ? token : null;
    },
    actionCells(text) {
      return (text || '').match(/[a-i](?:1[01]|[1-9])/g) || [];
    },
    update(view, deco) {
      b.setFlip(deco.flip);
      const layer = b.pieces;
      while (layer.firstChild) layer.removeChild(layer.firstChild);
      for (const p of view.pieces) {
        const xy = points.get(p.at);
        if (!xy) continue;
        const cls = sideClass(p.side) + (p.kind.toUpperCase() === 'C' ? ' city' : '') + (p.locked ? ' locked' : '');
        const extra = [];
        if (language() === 'en') extra.push(svgText(11, 14, p.kind.toUpperCase(), { class: 'latin-tag', 'text-anchor': 'middle', 'font-size': 9.5 }));
        const g = disc(xy[0], xy[1], 17, pieceGlyph('twin-cities', p.kind.toUpperCase(), p.side), cls, extra);
        g.setAttribute('data-piece', p.kind);
        g.setAttribute('data-at', p.at);
        if (p.locked) g.appendChild(lockBadge(12, -12, 0.8));
        const upside = !!deco.flip !== (!!deco.rotateSide && p.side === deco.rotateSide);
        if (upside) g.querySelector('.glyph-wrap').setAttribute('transform', 'rotate(180)');
        layer.appendChild(g);
      }
      // Locked sites and fields marked by the engine.
      const marks = new Map();
      for (const m of view.marks || []) {
        if (!marks.has(m.at)) marks.set(m.at, []);
        marks.get(m.at).push(m.kind);
      }
      for (const [at, kinds] of marks) {
        const xy = points.get(at);
        if (!xy) continue;
        const shown = view.pieces.some((p) => p.at === at && p.locked);
        if (!shown && kinds.some((k) => k.startsWith('locked'))) {
          const badge = lockBadge(xy[0] + 12, xy[1] - 12, 0.8);
          badge.setAttribute('data-lock', kinds.filter((k) => k.startsWith('locked')).join(' '));
          layer.appendChild(badge);
        }
      }
      // Fields (`deco.fields`: the sites whose field to show, while a recruit or exchange is
      // being built): the site and the points of its field, framed.
      while (fields.firstChild) fields.removeChild(fields.firstChild);
      for (const site of deco.fields || []) {
        const xy = [site, ...(board.fields[site] || [])].map((q) => points.get(q)).filter(Boolean);
        if (!xy.length) continue;
        const [x0, x1] = [Math.min(...xy.map((p) => p[0])), Math.max(...xy.map((p) => p[0]))];
        const [y0, y1] = [Math.min(...xy.map((p) => p[1])), Math.max(...xy.map((p) => p[1]))];
        fields.appendChild(svg('rect', { x: x0 - 10, y: y0 - 10, width: x1 - x0 + 20, height: y1 - y0 + 20, rx: 10, class: 'field' }));
      }
      // Reserve ring: a disc per kind with its count.
      const counts = new Map();
      for (const r of view.reserves || []) counts.set(r.side + '-' + r.kind.toUpperCase(), r.count);
      for (const [key, g] of slots) {
        while (g.firstChild) g.removeChild(g.firstChild);
        const [side, k] = key.split('-');
        const n = counts.get(key) || 0;
        const target = deco.reserveTargets && deco.reserveTargets.has(key);
        g.setAttribute('class', 'slot' + (n ? '' : ' empty') + (target ? ' target' : ''));
        g.setAttribute('data-count', String(n));
        g.appendChild(svg('rect', { x: -SLOT / 2, y: -BAND / 2, width: SLOT, height: BAND, rx: 6, class: 'slot-hit' }));
        const d = disc(-3, -3, 13.5, pieceGlyph('twin-cities', k, side), sideClass(side), []);
        const upside = !!deco.flip !== (!!deco.rotateSide && side === deco.rotateSide);
        if (upside) d.querySelector('.glyph-wrap').setAttribute('transform', 'rotate(180)');
        g.appendChild(d);
        const badgeY = deco.flip ? -11 : 11;
        const badgeX = deco.flip ? -11 : 11;
        const badge = svgText(badgeX, badgeY + 4, String(n), { class: 'count', 'text-anchor': 'middle' });
        if (deco.flip) badge.setAttribute('transform', `rotate(180 ${badgeX} ${badgeY})`);
        g.appendChild(svg('circle', { cx: badgeX, cy: badgeY, r: 7.5, class: 'count-bg' }));
        g.appendChild(badge);
      }
      playSlides(layer, points, deco.slides);
      b.decorate(deco);
    },
  };
}
