// Generals' map (G1): columns × rows of cells as the engine's catalog gives them (`rules.board`:
// columns, rows; Generals' own part, `rules.part`: the terrain), water drawn as water and said
// as water, causeways as land; units as discs in the four generals' colours with HP pips,
// cooldowns and Chariot passengers.

import { svg, svgText, disc } from '../svg.js';
import { makeBoard, marksByPoint, playSlides, sideClass } from './common.js';
import { pieceGlyph, language } from '../i18n.js';
import { pieceSet } from '../piece-look.js';
import { pieceLabel } from '../piece-symbols.js';
/** @import { Board } from '../view-types.js' */
/** @import { BoardGeometry, BoardView, GeneralsPart } from '../contract.js' */

export { unitRows } from './generals-units.js';
export { SYMBOLS } from './generals-symbols.js';

const C = 34;
const X0 = 22;
const Y0 = 6;

/** A terrain row's letter for water (G1); `.` is land. */
const WATER = '~';

/**
 * Whether the cell `at` is water (G1) on the terrain `rows` (top row first) of `board`.
 * @param {string[]} rows
 * @param {BoardGeometry} board
 * @param {string} at
 */
export function isWater(rows, board, at) {
  const col = board.columns.indexOf(at[0]);
  const row = rows[board.rows - Number(at.slice(1))];
  return col >= 0 && !!row && row[col] === WATER;
}

/** One cell of terrain: land, water (waves) or a causeway (land between water). */
function terrainCell(row, c, [x, y]) {
  const water = row[c] === WATER;
  const left = row[c - 1] === WATER;
  const right = row[c + 1] === WATER;
  // A causeway: land between water on both sides (or water and the map's edge).
  const causeway = !water && (left || right) && (left || c === 0) && (right || c === row.length - 1);
  const cell = svg('g', { class: 'cell ' + (water ? 'water' : causeway ? 'causeway' : 'land'), 'data-terrain': water ? 'water' : 'land' });
  cell.appendChild(svg('rect', { x: x - C / 2, y: y - C / 2, width: C, height: C, class: 'cell-bg' }));
  if (water) {
    cell.appendChild(svg('path', { d: `M${x - 12} ${y - 4} q3 -4 6 0 t6 0 t6 0 t6 0 M${x - 12} ${y + 6} q3 -4 6 0 t6 0 t6 0 t6 0`, class: 'wave' }));
  } else if (causeway) {
    cell.appendChild(svg('line', { x1: x - C / 2 + 3, y1: y - C / 2, x2: x - C / 2 + 3, y2: y + C / 2, class: 'causeway-edge' }));
    cell.appendChild(svg('line', { x1: x + C / 2 - 3, y1: y - C / 2, x2: x + C / 2 - 3, y2: y + C / 2, class: 'causeway-edge' }));
  }
  return cell;
}

/** A unit's label: its symbol, or its glyph in Chinese, its code (G for the general) in English. */
function unitLabel(kind, short) {
  if (!short && pieceSet() === 'symbols') return pieceLabel('generals', kind);
  if (language() !== 'en') return pieceGlyph('generals', kind);
  if (kind === 'GN') return 'G';
  return short ? kind[0] : kind;
}

/** A unit's disc with its HP pips, its cooldown and the passengers it carries. */
function unitDisc(p, [x, y], riders, upside) {
  const isGeneral = p.kind === 'GN';
  const cls = 'unit group-' + (p.group || 'x') + ' ' + sideClass(p.side) + (isGeneral ? ' general' : '') + (p.cooldown ? ' cooling' : '');
  const g = disc(x, y, isGeneral ? 15.5 : 14, unitLabel(p.kind, false), cls, []);
  g.setAttribute('data-unit', p.id);
  g.setAttribute('data-piece', p.kind);
  g.setAttribute('data-at', p.at);
  if (p.maxHp && p.maxHp > 1) {
    const pips = svg('g', { class: 'pips' });
    for (let i = 0; i < p.maxHp; i++) {
      const px = (i - (p.maxHp - 1) / 2) * 6;
      pips.appendChild(svg('circle', { cx: px, cy: 13, r: 2.4, class: i < (p.hp ?? p.maxHp) ? 'pip full' : 'pip spent' }));
    }
    g.appendChild(pips);
  }
  if (p.cooldown) {
    g.appendChild(svg('circle', { cx: 11, cy: -11, r: 5.5, class: 'cd-bg' }));
    g.appendChild(svgText(11, -8.6, String(p.cooldown), { class: 'cd', 'text-anchor': 'middle' }));
  }
  riders.forEach((q, i) => {
    const badge = svg('g', { class: 'rider group-' + (q.group || 'x') + ' ' + sideClass(q.side), transform: `translate(${i === 0 ? -11 : 11} -11)`, 'data-unit': q.id, 'data-piece': q.kind });
    badge.appendChild(svg('circle', { r: 6.5, class: 'disc' }));
    badge.appendChild(svgText(0, 0, unitLabel(q.kind, true), { class: 'glyph', 'font-size': 8, 'text-anchor': 'middle', 'dominant-baseline': 'central' }));
    g.appendChild(badge);
  });
  if (upside) g.querySelector('.glyph-wrap').setAttribute('transform', 'rotate(180)');
  return g;
}

/**
 * Carriers first, passengers as small badges on top. A unit's glyph is drawn upside down on a
 * turned board, or when its side's pieces are turned (`rotateSide`: the far side face to face).
 */
function drawUnits(layer, pieces, points, { flip, rotateSide }) {
  while (layer.firstChild) layer.removeChild(layer.firstChild);
  const passengers = new Map();
  for (const p of pieces) {
    if (!p.carriedBy) continue;
    if (!passengers.has(p.carriedBy)) passengers.set(p.carriedBy, []);
    passengers.get(p.carriedBy).push(p);
  }
  for (const p of pieces) {
    const xy = !p.carriedBy && points.get(p.at);
    if (xy) layer.appendChild(unitDisc(p, xy, passengers.get(p.id) || [], !!flip !== (!!rotateSide && p.side === rotateSide)));
  }
}

/**
 * Draws Generals' board from the engine's geometry (`rules.board`) and terrain (`rules.part`).
 * @param {Element} host
 * @param {(point: string) => void} onTap
 * @param {BoardGeometry} board
 * @param {GeneralsPart} part
 * @returns {Board}
 */
export function createBoard(host, onTap, board, part) {
  const COLS = board.columns;
  const ROWS = board.rows;
  const W = X0 + COLS.length * C + 6;
  const H = Y0 + ROWS * C + 22;
  /** @type {(name: string) => [number, number]} */
  const cellXY = (name) => [X0 + COLS.indexOf(name[0]) * C + C / 2, Y0 + (ROWS - Number(name.slice(1))) * C + C / 2];
  const points = new Map();
  for (let r = ROWS; r >= 1; r--) for (const c of COLS) points.set(c + r, cellXY(c + r));
  /** An empty cell is said as water where the view's terrain (else the map's) has water. */
  const ground = (/** @type {BoardView} */ view, /** @type {string} */ at) => (isWater(view.terrain && view.terrain.length ? view.terrain : part.terrain, board, at) ? 'a11y.water' : null);
  const b = makeBoard(host, { game: 'generals', viewBox: [W, H], points, hitRadius: C / 2, cellSquare: C, dotRadius: 5, ringRadius: 15, center: [W / 2, H / 2], onTap, ground });
  const terrainLayer = svg('g', { class: 'terrain' });
  b.ground.appendChild(svg('rect', { x: 0, y: 0, width: W, height: H, rx: 10, class: 'map-frame' }));
  b.ground.appendChild(terrainLayer);
  for (let r = 1; r <= ROWS; r++) b.ground.appendChild(svgText(X0 - 11, cellXY(COLS[0] + r)[1] + 4, String(r), { class: 'coord', 'text-anchor': 'middle' }));
  COLS.forEach((col, c) => b.ground.appendChild(svgText(X0 + c * C + C / 2, Y0 + ROWS * C + 15, col, { class: 'coord', 'text-anchor': 'middle' })));
  let drawnTerrain = null;
  const drawTerrain = (rows) => {
    const key = rows.join('/');
    if (key === drawnTerrain) return;
    drawnTerrain = key;
    while (terrainLayer.firstChild) terrainLayer.removeChild(terrainLayer.firstChild);
    rows.forEach((row, i) => [...row].forEach((ch, c) => terrainLayer.appendChild(terrainCell(row, c, cellXY(COLS[c] + (ROWS - i))))));
  };
  drawTerrain(part.terrain);

  return {
    el: b.root,
    game: 'generals',
    /** viewBox units of the smallest tap target (a cell). */
    minTarget: C,
    zones: b.zones,
    /** What the keyboard goes over: the points or cells (board-keys.js). */
    stops: () => b.stops(),
    update(view, deco) {
      if (view.terrain && view.terrain.length) drawTerrain(view.terrain);
      b.setFlip(deco.flip);
      drawUnits(b.pieces, view.pieces, points, deco);
      deco.marks = marksByPoint(view.marks);
      playSlides(b.pieces, points, deco.slides);
      b.decorate(deco, view);
    },
  };
}
