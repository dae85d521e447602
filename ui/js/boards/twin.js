// Twin Cities' board (T1): files × ranks of points, the outer ring holding each side's
// reserve by kind and count, Strongholds, fields (田区) and locked sites — the geometry as the
// engine's catalog gives it (`rules.board`: columns, rows; Twin Cities' own part, `rules.part`:
// reserve kinds, every point's field).

import { svg, svgText, disc } from '../svg.js';
import { makeBoard, marksByPoint, playSlides, lockBadge, sideClass, focusRing } from './common.js';
import { language } from '../i18n.js';
import { pieceSet } from '../piece-look.js';
import { pieceLabel } from '../piece-symbols.js';
import { reserveLabel } from '../board-labels.js';

export { SYMBOLS } from './twin-symbols.js';
/** @import { BoardGeometry, Side, TwinCitiesPart } from '../contract.js' */
/** @import { Board, BoardStop } from '../view-types.js' */

const S = 40; // the pitch; each point's tap zone is the S × S square around it
const SLOT = 38; // a reserve slot's width (and tap zone)
const BAND = 40; // a reserve band's height
const STRIP = 12; // room for the file letters, above and below the board alike

/** Whether a piece of `side` is drawn upside down (a turned board, or turned pieces). */
function upsideDown(deco, side) {
  return !!deco.flip !== (!!deco.rotateSide && side === deco.rotateSide);
}

/** The pieces, with a lock on a locked City or Stronghold and on a locked empty site. */
function drawPieces(layer, view, points, deco) {
  while (layer.firstChild) layer.removeChild(layer.firstChild);
  for (const p of view.pieces) {
    const xy = points.get(p.at);
    if (!xy) continue;
    const kind = p.kind.toUpperCase();
    const cls = sideClass(p.side) + (kind === 'C' ? ' city' : '') + (p.locked ? ' locked' : '');
    // English readers of the characters get the kind's letter beside them.
    const extra = language() === 'en' && pieceSet() === 'characters' ? [svgText(11, 14, kind, { class: 'latin-tag', 'text-anchor': 'middle', 'font-size': 9.5 })] : [];
    const g = disc(xy[0], xy[1], 17, pieceLabel('twin-cities', kind, p.side), cls, extra);
    g.setAttribute('data-piece', p.kind);
    g.setAttribute('data-at', p.at);
    if (p.locked) g.appendChild(lockBadge(12, -12, 0.8));
    if (upsideDown(deco, p.side)) g.querySelector('.glyph-wrap').setAttribute('transform', 'rotate(180)');
    layer.appendChild(g);
  }
  for (const [at, kinds] of marksByPoint(view.marks)) {
    const xy = points.get(at);
    const locks = kinds.filter((k) => k.startsWith('locked'));
    if (!xy || !locks.length || view.pieces.some((p) => p.at === at && p.locked)) continue;
    const badge = lockBadge(xy[0] + 12, xy[1] - 12, 0.8);
    badge.setAttribute('data-lock', locks.join(' '));
    layer.appendChild(badge);
  }
}

/** Fields (`sites`: the sites whose field to show): the site and its field's points, framed. */
function drawFields(layer, sites, fieldOf, points) {
  while (layer.firstChild) layer.removeChild(layer.firstChild);
  for (const site of sites || []) {
    const xy = [site, ...(fieldOf[site] || [])].map((q) => points.get(q)).filter(Boolean);
    if (!xy.length) continue;
    const [x0, x1] = [Math.min(...xy.map((p) => p[0])), Math.max(...xy.map((p) => p[0]))];
    const [y0, y1] = [Math.min(...xy.map((p) => p[1])), Math.max(...xy.map((p) => p[1]))];
    layer.appendChild(svg('rect', { x: x0 - 10, y: y0 - 10, width: x1 - x0 + 20, height: y1 - y0 + 20, rx: 10, class: 'field' }));
  }
}

/** One reserve slot: a disc of its kind with the count beside it. */
function drawSlot(g, key, n, deco) {
  while (g.firstChild) g.removeChild(g.firstChild);
  const [side, k] = key.split('-');
  const target = deco.reserveTargets && deco.reserveTargets.has(key);
  g.setAttribute('class', 'slot' + (n ? '' : ' empty') + (target ? ' target' : ''));
  g.setAttribute('data-count', String(n));
  g.setAttribute('aria-label', reserveLabel('twin-cities', side, k, n, target));
  g.appendChild(svg('rect', { x: -SLOT / 2, y: -BAND / 2, width: SLOT, height: BAND, rx: 6, class: 'slot-hit' }));
  g.appendChild(focusRing('rect', { x: -SLOT / 2 + 3, y: -BAND / 2 + 3, width: SLOT - 6, height: BAND - 6, rx: 5 }));
  const d = disc(-3, -3, 13.5, pieceLabel('twin-cities', k, side), sideClass(side), []);
  if (upsideDown(deco, side)) d.querySelector('.glyph-wrap').setAttribute('transform', 'rotate(180)');
  g.appendChild(d);
  const badgeY = deco.flip ? -11 : 11;
  const badgeX = deco.flip ? -11 : 11;
  const badge = svgText(badgeX, badgeY + 4, String(n), { class: 'count', 'text-anchor': 'middle' });
  if (deco.flip) badge.setAttribute('transform', `rotate(180 ${badgeX} ${badgeY})`);
  g.appendChild(svg('circle', { cx: badgeX, cy: badgeY, r: 7.5, class: 'count-bg' }));
  g.appendChild(badge);
}

/** The outer ring (外盘), the inner board (内盘), its lines and coordinates. */
function drawGround(ground, files, ranks, pointXY, [W, H]) {
  ground.appendChild(svg('rect', { x: 1, y: 1, width: W - 2, height: H - 2, rx: 12, class: 'wood ring-wood' }));
  const [x0, y0] = pointXY(files[0] + ranks);
  const [right, bottom] = pointXY(files[files.length - 1] + 1);
  ground.appendChild(svg('rect', { x: x0 - S / 2, y: y0 - S / 2, width: files.length * S, height: ranks * S, rx: 6, class: 'wood inner-wood' }));
  for (let r = 1; r <= ranks; r++) {
    const [, y] = pointXY(files[0] + r);
    ground.appendChild(svg('line', { x1: x0, y1: y, x2: right, y2: y, class: 'line' }));
    ground.appendChild(svgText(right + 13, y + 4, String(r), { class: 'coord', 'text-anchor': 'middle' }));
  }
  files.forEach((file) => {
    const [x] = pointXY(file + 1);
    ground.appendChild(svg('line', { x1: x, y1: y0, x2: x, y2: bottom, class: 'line' }));
    ground.appendChild(svgText(x, bottom + S / 2 + STRIP - 2, file, { class: 'coord', 'text-anchor': 'middle' }));
  });
}

/**
 * Reserve bands: Black's along the top, Red's along the bottom, one slot per kind. Returns the
 * slots (Map `side-kind` → element) and where each is drawn (Map `side-kind` → [x, y]).
 */
function makeSlots(layer, kinds, ys, width, onReserveTap) {
  const slots = new Map();
  const places = new Map();
  const x0 = width / 2 - (kinds.length * SLOT) / 2 + SLOT / 2;
  for (const side of ['second', 'first']) {
    kinds.forEach((k, i) => {
      places.set(side + '-' + k, [x0 + i * SLOT, ys[side]]);
      const g = svg('g', { class: 'slot', transform: `translate(${x0 + i * SLOT} ${ys[side]})`, 'data-reserve': side + '-' + k, 'data-testid': 'reserve-' + side + '-' + k, role: 'button' });
      g.addEventListener('click', (e) => {
        e.stopPropagation();
        onReserveTap(side, k);
      });
      layer.appendChild(g);
      slots.set(side + '-' + k, g);
    });
  }
  return { slots, places };
}

/**
 * Draws Twin Cities' board and reserve ring from the engine's geometry (`rules.board`) and
 * Twin Cities' own part of the catalog (`rules.part`).
 * @param {Element} host
 * @param {(point: string) => void} onTap
 * @param {BoardGeometry} board
 * @param {TwinCitiesPart} part
 * @param {(side: Side, kind: string) => void} onReserveTap
 * @returns {Board}
 */
export function createBoard(host, onTap, board, part, onReserveTap) {
  const FILES = board.columns;
  const RANKS = board.rows;
  const W = part.reserve.length * SLOT + 4;
  const X0 = W / 2 - ((FILES.length - 1) / 2) * S;
  const Y0 = 2 + BAND + STRIP + S / 2;
  const BOTTOM_BAND = Y0 + (RANKS - 1) * S + S / 2 + STRIP + BAND / 2;
  const H = BOTTOM_BAND + BAND / 2 + 2;
  const pointXY = (name) => [X0 + FILES.indexOf(name[0]) * S, Y0 + (RANKS - Number(name.slice(1))) * S];
  const points = new Map();
  for (let r = RANKS; r >= 1; r--) for (const f of FILES) points.set(f + r, pointXY(f + r));
  // The board is centred in the ring, so that turning it half a turn keeps everything in place.
  const b = makeBoard(host, { game: 'twin-cities', viewBox: [W, H], points, hitRadius: 20, hitSquare: S, dotRadius: 6, ringRadius: 18, center: [W / 2, Y0 + ((RANKS - 1) / 2) * S], onTap });
  drawGround(b.ground, FILES, RANKS, pointXY, [W, H]);
  // Field squares (田区) around sites, shown while recruiting or exchanging.
  const fields = svg('g', { class: 'fields' });
  b.ground.appendChild(fields);
  const reserveLayer = svg('g', { class: 'reserve' });
  b.root.querySelector('.turn').appendChild(reserveLayer);
  const { slots, places: slotPlaces } = makeSlots(reserveLayer, part.reserve, { second: 2 + BAND / 2, first: BOTTOM_BAND }, W, onReserveTap);

  return {
    el: b.root,
    game: 'twin-cities',
    /** viewBox units of the smallest tap target (a point's square, a reserve slot). */
    minTarget: Math.min(S, SLOT),
    zones: b.zones,
    slots,
    /** What the keyboard goes over: the points, then the reserve slots (board-keys.js). */
    stops: () => new Map([...b.stops(), ...[...slots].map(([key, el]) => /** @type {[string, BoardStop]} */ ([key, { el, at: slotPlaces.get(key) }]))]),
    update(view, deco) {
      b.setFlip(deco.flip);
      drawPieces(b.pieces, view, points, deco);
      drawFields(fields, deco.fields, part.fields, points);
      const counts = new Map();
      for (const r of view.reserves || []) counts.set(r.side + '-' + r.kind.toUpperCase(), r.count);
      for (const [key, g] of slots) drawSlot(g, key, counts.get(key) || 0, deco);
      playSlides(b.pieces, points, deco.slides);
      b.decorate(deco, view);
    },
  };
}
