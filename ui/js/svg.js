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

/** A round disc piece: outer disc, thin inner ring, the character in the middle. */
export function disc(x, y, r, glyph, cls, extra) {
  const g = svg('g', { class: 'piece ' + cls, transform: `translate(${x} ${y})` });
  g.appendChild(svg('circle', { r, class: 'disc' }));
  g.appendChild(svg('circle', { r: r * 0.82, class: 'ring' }));
  const inner = svg('g', { class: 'glyph-wrap' });
  inner.appendChild(svgText(0, 0, glyph, { class: 'glyph', 'font-size': (r * (glyph.length > 1 ? 0.85 : 1.15)).toFixed(1), 'text-anchor': 'middle', 'dominant-baseline': 'central' }));
  if (extra) for (const e of extra) inner.appendChild(e);
  g.appendChild(inner);
  return g;
}
