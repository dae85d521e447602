// Boards big enough for a finger on narrow screens. When a board fitted into its frame would
// draw its smallest tap target (a cell, a point's square, a reserve slot) under 44 px, it is
// drawn zoomed instead — every target at least TARGET px — inside a frame that scrolls by a
// swipe, and kept scrolled so that the selection and its targets, or the side to move's
// pieces, are in view. A button in the top bar switches between the zoomed and the fitted
// view; the choice is remembered on this device.

import { svg } from './svg.js';
import { t } from './i18n.js';

export const FINGER = 44; // px: the smallest comfortable touch target
const TARGET = 45; // px: the smallest target's size when zoomed (a little above FINGER)
const KEY = 'shuangcheng.board-view';

function stored() {
  try {
    return localStorage.getItem(KEY) || 'zoom';
  } catch (e) {
    return 'zoom';
  }
}

function store(v) {
  try {
    localStorage.setItem(KEY, v);
  } catch (e) {
    // No storage: the choice lasts for this screen only.
  }
}

/** A magnifier drawn in SVG (with a plus when it would zoom in, without when it would fit). */
function icon() {
  const s = svg('svg', { viewBox: '0 0 24 24', width: 24, height: 24, class: 'zoom-icon', 'aria-hidden': 'true' });
  s.appendChild(svg('circle', { cx: 10, cy: 10, r: 6.5 }));
  s.appendChild(svg('line', { x1: 15, y1: 15, x2: 21, y2: 21 }));
  s.appendChild(svg('line', { x1: 7, y1: 10, x2: 13, y2: 10 }));
  s.appendChild(svg('line', { x1: 10, y1: 7, x2: 10, y2: 13, class: 'zoom-plus' }));
  return s;
}

/**
 * Scrolls the zoomed frame so that `els` are in view: the least scroll that shows them all,
 * else centred on `anchor` (or on their middle).
 */
function scrollTo(wrap, els, anchor) {
  if (!els.length) return;
  const wr = wrap.getBoundingClientRect();
  const box = { l: Infinity, t: Infinity, r: -Infinity, b: -Infinity };
  for (const e of els) {
    const r = e.getBoundingClientRect();
    box.l = Math.min(box.l, r.left);
    box.t = Math.min(box.t, r.top);
    box.r = Math.max(box.r, r.right);
    box.b = Math.max(box.b, r.bottom);
  }
  const toContent = (x, y) => [x - wr.left - wrap.clientLeft + wrap.scrollLeft, y - wr.top - wrap.clientTop + wrap.scrollTop];
  const [l, tp] = toContent(box.l, box.t);
  const [r, b] = toContent(box.r, box.b);
  const axis = (lo, hi, size, now, a) => {
    if (hi - lo <= size) {
      if (lo < now) return lo;
      if (hi > now + size) return hi - size;
      return now;
    }
    return a - size / 2;
  };
  let [ax, ay] = [(l + r) / 2, (tp + b) / 2];
  if (anchor) {
    const ar = anchor.getBoundingClientRect();
    [ax, ay] = toContent((ar.left + ar.right) / 2, (ar.top + ar.bottom) / 2);
  }
  wrap.scrollLeft = Math.max(0, axis(l, r, wrap.clientWidth, wrap.scrollLeft, ax));
  wrap.scrollTop = Math.max(0, axis(tp, b, wrap.clientHeight, wrap.scrollTop, ay));
}

/** The frame's inner size, less its padding. */
function innerSize(wrap) {
  const cs = getComputedStyle(wrap);
  const padX = parseFloat(cs.paddingLeft) + parseFloat(cs.paddingRight);
  const padY = parseFloat(cs.paddingTop) + parseFloat(cs.paddingBottom);
  return [wrap.clientWidth - padX, wrap.clientHeight - padY];
}

/**
 * wrap: the board's frame (`.board-wrap`); board: { el (the svg), minTarget (viewBox units of
 * its smallest tap target) }; button: the toggle (created here, put in the top bar by the
 * caller). Returns { button, apply(), zoomed(), focus(elements, anchor) , dispose() }.
 */
export function makeZoom(wrap, board) {
  const el = board.el;
  const [, , vw, vh] = el.getAttribute('viewBox').split(/\s+/).map(Number);
  let mode = stored();
  let needed = false;
  const button = document.createElement('button');
  button.className = 'btn icon-btn zoom-btn';
  button.setAttribute('data-testid', 'zoom');
  button.setAttribute('aria-label', t('zoom'));
  button.appendChild(icon());
  button.hidden = true;
  button.addEventListener('click', () => {
    mode = mode === 'zoom' ? 'fit' : 'zoom';
    store(mode);
    apply();
  });

  function apply() {
    const wasZoomed = wrap.classList.contains('zoomed');
    // Measure the frame as the fitted view would have it.
    const [fw, fh] = innerSize(wrap);
    if (!fw || !fh) return;
    const fit = Math.min(fw / vw, fh / vh);
    needed = fit * board.minTarget < FINGER;
    const zoom = needed && mode === 'zoom';
    button.hidden = !needed;
    button.classList.toggle('on', zoom);
    button.setAttribute('aria-pressed', zoom ? 'true' : 'false');
    wrap.classList.toggle('zoomed', zoom);
    wrap.setAttribute('data-view', zoom ? 'zoom' : 'fit');
    if (zoom) {
      // TARGET px per smallest target, whatever the frame's height (the board keeps its size
      // while the panel below it grows and shrinks during a turn).
      const k = TARGET / board.minTarget;
      el.style.width = `${Math.ceil(vw * k)}px`;
      el.style.height = `${Math.ceil(vh * k)}px`;
    } else {
      el.style.width = '';
      el.style.height = '';
    }
    if (zoom && !wasZoomed && lastFocus) focus(...lastFocus);
  }

  let lastFocus = null;
  /** Keeps `elements` in view while zoomed (see `scrollTo`); remembered for the next zoom. */
  function focus(elements, anchor) {
    lastFocus = [elements, anchor];
    if (wrap.classList.contains('zoomed')) scrollTo(wrap, elements.filter(Boolean), anchor);
  }

  const ro = typeof ResizeObserver === 'function' ? new ResizeObserver(() => apply()) : null;
  if (ro) ro.observe(wrap);
  const onResize = () => apply();
  window.addEventListener('resize', onResize);

  return {
    button,
    apply,
    focus,
    zoomed: () => wrap.classList.contains('zoomed'),
    dispose() {
      if (ro) ro.disconnect();
      window.removeEventListener('resize', onResize);
    },
  };
}
