// The shapes the symbol piece set is drawn with, shared by the games' symbol tables
// (ui/js/boards/*-symbols.js; see piece-symbols.js for the shapes' form): an arc's points,
// shapes moved and scaled, and the symbols more than one game uses.

/** Points along a circle's arc from angle `a0` to `a1` (degrees; y grows downwards). */
export function arc(cx, cy, r, a0, a1, steps = 12) {
  const out = [];
  for (let i = 0; i <= steps; i++) {
    const a = ((a0 + ((a1 - a0) * i) / steps) * Math.PI) / 180;
    out.push(+(cx + r * Math.cos(a)).toFixed(2), +(cy + r * Math.sin(a)).toFixed(2));
  }
  return out;
}

/** The shapes moved by (dx, dy) and scaled by `k` about the origin. */
export function placed(shapes, dx, dy, k) {
  const xy = (pts) => pts.map((v, i) => +(v * k + (i % 2 ? dy : dx)).toFixed(2));
  return shapes.map(([tag, ...a]) => {
    if (tag === 'poly' || tag === 'fill') return [tag, xy(a[0])];
    if (tag === 'line') return [tag, ...xy(a)];
    return [tag, ...xy(a.slice(0, 2)), +(a[2] * k).toFixed(2)];
  });
}

export const SWORD = [['line', -7, 7, 7, -7], ['line', -6.5, -0.5, -0.5, 6.5], ['line', -3.5, 3.5, -8.5, 8.5]];
export const SPEAR = [['line', 0, 9, 0, -4], ['fill', [0, -10, 3, -4.5, 0, -2, -3, -4.5]]];
export const HORSESHOE = [['poly', arc(0, -1, 7.5, 125, 415)], ['line', -6.2, 5.5, -7.6, 7.5], ['line', 6.2, 5.5, 7.6, 7.5]];
export const SHIELD = [['poly', [-7, -8, 7, -8, 7, -1, 5, 4, 0, 9, -5, 4, -7, -1, -7, -8]], ['line', 0, -8, 0, 9]];
export const ARROW = (y) => [['line', -9, y, 7, y], ['fill', [10, y, 5, y - 3, 5, y + 3]]];
