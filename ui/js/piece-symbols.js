// The symbol piece set: one drawn symbol per piece kind of each game, keyed by the engine's kind
// code (presentation only: which kinds exist comes from the engine's catalog). Each symbol is
// plain shapes in a box from -10 to 10, so that the board draws it as SVG and the unit test
// rasterises the same shapes at 44 px in greyscale (tests/unit/piece-symbols.test.mjs: every
// kind of the catalog has one, and any two kinds of a game differ by enough pixels).
//
// Shapes: ['line', x1, y1, x2, y2] and ['poly', [x, y, …]] are stroked; ['fill', [x, y, …]] is
// a filled polygon; ['ring', cx, cy, r] a stroked circle; ['dot', cx, cy, r] a filled one.

/** The stroke width of lines and rings, in the symbol's units. */
export const SYMBOL_STROKE = 2.2;

/** The symbol's unit, in radii of its disc: its box (±10) spans 1.28 radii, inside the ring. */
export const SYMBOL_SCALE = 0.064;

/** Points along a circle's arc from angle `a0` to `a1` (degrees; y grows downwards). */
function arc(cx, cy, r, a0, a1, steps = 12) {
  const out = [];
  for (let i = 0; i <= steps; i++) {
    const a = ((a0 + ((a1 - a0) * i) / steps) * Math.PI) / 180;
    out.push(+(cx + r * Math.cos(a)).toFixed(2), +(cy + r * Math.sin(a)).toFixed(2));
  }
  return out;
}

/** The shapes moved by (dx, dy) and scaled by `k` about the origin. */
function placed(shapes, dx, dy, k) {
  const xy = (pts) => pts.map((v, i) => +(v * k + (i % 2 ? dy : dx)).toFixed(2));
  return shapes.map(([tag, ...a]) => {
    if (tag === 'poly' || tag === 'fill') return [tag, xy(a[0])];
    if (tag === 'line') return [tag, ...xy(a)];
    return [tag, ...xy(a.slice(0, 2)), +(a[2] * k).toFixed(2)];
  });
}

const SWORD = [['line', -7, 7, 7, -7], ['line', -6.5, -0.5, -0.5, 6.5], ['line', -3.5, 3.5, -8.5, 8.5]];
const SPEAR = [['line', 0, 9, 0, -4], ['fill', [0, -10, 3, -4.5, 0, -2, -3, -4.5]]];
const HORSESHOE = [['poly', arc(0, -1, 7.5, 125, 415)], ['line', -6.2, 5.5, -7.6, 7.5], ['line', 6.2, 5.5, 7.6, 7.5]];
const SHIELD = [['poly', [-7, -8, 7, -8, 7, -1, 5, 4, 0, 9, -5, 4, -7, -1, -7, -8]], ['line', 0, -8, 0, 9]];
const ARROW = (y) => [['line', -9, y, 7, y], ['fill', [10, y, 5, y - 3, 5, y + 3]]];

export const SYMBOLS = {
  'twin-cities': {
    C: [['fill', [-8, 8, -8, -7, -5, -7, -5, -3, -1.5, -3, -1.5, -7, 1.5, -7, 1.5, -3, 5, -3, 5, -7, 8, -7, 8, 8]]],
    X: [['line', -5, 9, -5, -9], ['fill', [-5, -9, 8, -5.5, -5, -1.5]], ['line', -9, 9, 1, 9]],
    S: SPEAR,
    T: [['dot', 0, 3.5, 4.5], ['dot', -6.3, -2.5, 2.2], ['dot', -2.3, -6.8, 2.2], ['dot', 2.3, -6.8, 2.2], ['dot', 6.3, -2.5, 2.2]],
    F: SWORD,
    B: [['poly', arc(4, 0, 11, 115, 245)], ['line', -0.65, -9.97, -0.65, 9.97], ...ARROW(0)],
    H: HORSESHOE,
    L: [['poly', arc(0, 8, 12, 222, 318)], ['poly', arc(0, -8, 12, 42, 138)], ['dot', 0, 0, 2.6]],
    W: [['fill', [-9, 7, -6, -1, 0, -6, 9, -8, 6, -3, 8, -2, 3, 2, 5, 3, -1, 6, 0, 7]]],
    R: [['fill', [3, -10, -6, 1, -1, 1, -4, 10, 6, -2, 1, -2, 5, -10]]],
    D: SHIELD,
    E: [['ring', 0, 0, 5], ['dot', 0, 0, 1.6], ...[0, 45, 90, 135, 180, 225, 270, 315].map((a) => {
      const [c, s] = [Math.cos((a * Math.PI) / 180), Math.sin((a * Math.PI) / 180)];
      return /** @type {any} */ (['line', +(5 * c).toFixed(2), +(5 * s).toFixed(2), +(8.5 * c).toFixed(2), +(8.5 * s).toFixed(2)]);
    })],
  },
  zhili: {
    // Red's and Black's piece are one kind (the catalog names both "piece"): one symbol, told
    // apart by the disc's colour, as 兵 and 卒 are.
    r: [['dot', 0, 0, 5]],
    b: [['dot', 0, 0, 5]],
    s: [['ring', -3.2, 0, 5.2], ['ring', 3.2, 0, 5.2]],
  },
  generals: {
    GN: [['fill', [-9, 6, -9, -6, -4.5, 0, 0, -8, 4.5, 0, 9, -6, 9, 6]]],
    LI: SWORD,
    HI: [...SWORD, ['line', 7, 7, -7, -7], ['line', 6.5, -0.5, 0.5, 6.5], ['line', 3.5, 3.5, 8.5, 8.5]],
    LC: HORSESHOE,
    HC: [...HORSESHOE, ['dot', 0, -1, 3.2]],
    CC: [...placed(HORSESHOE, 0, 3, 0.7), ...ARROW(-7)],
    CB: [['poly', arc(0, 6, 11, 215, 325)], ['line', -9, -0.3, 9, -0.3], ['line', 0, -8, 0, 9]],
    SP: SPEAR,
    SH: SHIELD,
    MA: [['ring', 0, -7, 2.2], ['line', 0, -4.8, 0, 8.5], ['line', -4, -2, 4, -2], ['poly', arc(0, 1.5, 7.5, 10, 170)]],
    CA: [['line', -9, 8, 9, 8], ['fill', [-3, 8, 0, 2, 3, 8]], ['line', -7, 6, 5, -4], ['dot', 6, -6, 3.2]],
    CH: [['ring', 0, 0, 8], ['dot', 0, 0, 2], ['line', 0, -8, 0, 8], ['line', -6.9, -4, 6.9, 4], ['line', -6.9, 4, 6.9, -4]],
    SA: [['poly', arc(12, 12, 20, 190, 262)], ['line', -9.6, 3.8, -3.9, 5.9]],
    HK: [['line', -2, 9, -2, -4], ['poly', arc(2, -4, 4, 180, 360, 8)], ['line', 6, -4, 6, 0], ['line', 6, 0, 3.5, -2]],
    AS: [['fill', [0, -9.5, 2.6, -1, -2.6, -1]], ['line', -5, -1, 5, -1], ['line', 0, -1, 0, 6], ['dot', 0, 7.8, 1.9]],
    AX: [['line', -1, 9, -1, -9], ['fill', [-1, -8, ...arc(-1, -3, 7, -60, 60, 8), -1, 2]]],
    FL: [['line', -9, 9, -4, 4], ['dot', -2.3, 2.3, 1.1], ['dot', -0.4, 0.4, 1.1], ['dot', 4, -4, 3.6], ['line', 4, -9.5, 4, 1.5], ['line', -1.5, -4, 9.5, -4]],
  },
};

/** The symbol of a kind (its code as the engine writes it, or upper-cased), or undefined. */
export function symbolOf(game, kind) {
  const set = SYMBOLS[game] || {};
  return set[kind] || set[kind.toUpperCase()];
}
