// Small helpers to build SVG and HTML without markup strings (the CSP forbids inline styles).

const NS = 'http://www.w3.org/2000/svg';

export function svg(tag, attrs, children) {
  const el = document.createElementNS(NS, tag);
  if (attrs) for (const [k, v] of Object.entries(attrs)) if (v !== undefined && v !== null) el.setAttribute(k, String(v));
  if (children) for (const c of children) if (c) el.appendChild(c);
  return el;
}

export function svgText(x, y, text, attrs) {
  const el = svg('text', Object.assign({ x, y }, attrs || {}));
  el.textContent = text;
  return el;
}

export function h(tag, attrs, children) {
  const el = document.createElement(tag);
  if (attrs) {
    for (const [k, v] of Object.entries(attrs)) {
      if (v === undefined || v === null || v === false) continue;
      if (k === 'text') el.textContent = v;
      else if (k === 'onclick') el.addEventListener('click', v);
      else if (k === 'onchange') el.addEventListener('change', v);
      else if (k === 'oninput') el.addEventListener('input', v);
      else if (k === 'class') el.className = v;
      else if (v === true) el.setAttribute(k, '');
      else el.setAttribute(k, String(v));
    }
  }
  if (children) {
    for (const c of [].concat(children)) {
      if (c === null || c === undefined || c === false) continue;
      el.appendChild(typeof c === 'string' ? document.createTextNode(c) : c);
    }
  }
  return el;
}

export function clear(el) {
  while (el.firstChild) el.removeChild(el.firstChild);
  return el;
}

// A symbol's measures sit here with the code that draws it, so that svg.js, which the start
// loads, imports no table of symbols (piece-symbols.js).

/** The stroke width of a symbol's lines and rings, in the symbol's units. */
export const SYMBOL_STROKE = 2.2;

/** A symbol's unit, in radii of its disc: its box (±10) spans 1.28 radii, inside the ring. */
export const SYMBOL_SCALE = 0.064;

/**
 * A drawn symbol (piece-symbols.js) for a disc of radius `r`: its shapes in the side's ink, the
 * lines and rings stroked in it (`currentColor`), the rest filled with it.
 */
export function symbolGlyph(shapes, r) {
  const scaled = svg('g', { transform: `scale(${(r * SYMBOL_SCALE).toFixed(3)})`, 'stroke-width': SYMBOL_STROKE });
  for (const [tag, ...a] of shapes) {
    if (tag === 'line') scaled.appendChild(svg('line', { x1: a[0], y1: a[1], x2: a[2], y2: a[3], class: 'sym-line' }));
    else if (tag === 'poly') scaled.appendChild(svg('polyline', { points: a[0].join(' '), class: 'sym-line' }));
    else if (tag === 'fill') scaled.appendChild(svg('polygon', { points: a[0].join(' ') }));
    else scaled.appendChild(svg('circle', { cx: a[0], cy: a[1], r: a[2], class: tag === 'ring' ? 'sym-line' : undefined }));
  }
  return svg('g', { class: 'glyph symbol' }, [scaled]);
}

/**
 * A round disc piece: outer disc, thin inner ring, and in the middle its label: a character
 * (a string) or a drawn symbol (`{ symbol: shapes }`).
 */
export function disc(x, y, r, glyph, cls, extra) {
  const g = svg('g', { class: 'piece ' + cls, transform: `translate(${x} ${y})` });
  g.appendChild(svg('circle', { r, class: 'disc' }));
  g.appendChild(svg('circle', { r: r * 0.82, class: 'ring' }));
  const inner = svg('g', { class: 'glyph-wrap' });
  if (typeof glyph === 'string') inner.appendChild(svgText(0, 0, glyph, { class: 'glyph', 'font-size': (r * (glyph.length > 1 ? 0.85 : 1.15)).toFixed(1), 'text-anchor': 'middle', 'dominant-baseline': 'central' }));
  else inner.appendChild(symbolGlyph(glyph.symbol, r));
  if (extra) for (const e of extra) inner.appendChild(e);
  g.appendChild(inner);
  return g;
}
