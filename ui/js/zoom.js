// Boards on narrow screens. A board is shown whole by default, fitted to its frame, even when
// its smallest tap target (a cell, a point's square, a reserve slot) is then under 44 px: a
// tap counts for the nearest lit target within a finger's reach (boards/reach.js). Zoomed,
// every target is at least TARGET px, inside a frame that scrolls by a swipe and is kept
// scrolled so that the selection and its targets, or the side to move's pieces, are in view.
// A button in the top bar and a pinch switch between the two views (the choice is remembered
// on this device); a second button zooms only while a piece is selected, onto its targets.

import { svg } from './svg.js';
import { t } from './i18n.js';

export const FINGER = 44; // px: the smallest comfortable touch target
const TARGET = 45; // px: the smallest target's size when zoomed (a little above FINGER)
const KEY = 'shuangcheng.board-view';
const FOLLOW_KEY = 'shuangcheng.board-zoom-selection';
/** How far two fingers spread (or close) before a pinch switches the view. */
const PINCH_OUT = 1.25;
const PINCH_IN = 0.8;

function stored(key, fallback) {
  try {
    return localStorage.getItem(key) || fallback;
  } catch (e) {
    return fallback;
  }
}

function store(key, v) {
  try {
    localStorage.setItem(key, v);
  } catch (e) {
    // No storage: the choice lasts for this screen only.
  }
}

/**
 * What a pinch asks for, from the fingers' spread at its start and now: 'zoom' (spread),
 * 'fit' (closed), or null while it is too small to tell.
 * @param {number} start
 * @param {number} now
 * @returns {'zoom' | 'fit' | null}
 */
export function pinchView(start, now) {
  if (!start) return null;
  if (now / start >= PINCH_OUT) return 'zoom';
  if (now / start <= PINCH_IN) return 'fit';
  return null;
}

/** Calls `onView(view)` when two touching fingers on `wrap` spread or close (`pinchView`). */
function watchPinch(wrap, onView) {
  const down = new Map();
  let start = 0;
  const spread = () => {
    const [a, b] = [...down.values()];
    return Math.hypot(a[0] - b[0], a[1] - b[1]);
  };
  wrap.addEventListener('pointerdown', (e) => {
    if (e.pointerType !== 'touch') return;
    down.set(e.pointerId, [e.clientX, e.clientY]);
    start = down.size === 2 ? spread() : 0;
  });
  wrap.addEventListener('pointermove', (e) => {
    if (!down.has(e.pointerId)) return;
    down.set(e.pointerId, [e.clientX, e.clientY]);
    const view = down.size === 2 ? pinchView(start, spread()) : null;
    if (!view) return;
    start = 0;
    onView(view);
  });
  const lift = (e) => {
    down.delete(e.pointerId);
    start = 0;
  };
  wrap.addEventListener('pointerup', lift);
  wrap.addEventListener('pointercancel', lift);
}

/**
 * A magnifier drawn in SVG (with a plus when it would zoom in, without when it would fit); the
 * selection's has a dot, a piece, in its glass.
 */
function icon(selection) {
  const s = svg('svg', { viewBox: '0 0 24 24', width: 24, height: 24, class: 'zoom-icon', 'aria-hidden': 'true' });
  s.appendChild(svg('circle', { cx: 10, cy: 10, r: 6.5 }));
  s.appendChild(svg('line', { x1: 15, y1: 15, x2: 21, y2: 21 }));
  if (selection) {
    s.appendChild(svg('circle', { cx: 10, cy: 10, r: 2.6, class: 'zoom-dot' }));
    return s;
  }
  s.appendChild(svg('line', { x1: 7, y1: 10, x2: 13, y2: 10 }));
  s.appendChild(svg('line', { x1: 10, y1: 7, x2: 10, y2: 13, class: 'zoom-plus' }));
  return s;
}

/** A toggle for the top bar, named for a screen reader and with a tooltip. */
function toggle(testid, label, selection, onPress) {
  const button = document.createElement('button');
  button.className = 'btn icon-btn zoom-btn';
  button.setAttribute('data-testid', testid);
  button.setAttribute('aria-label', label);
  button.title = label;
  button.appendChild(icon(selection));
  button.hidden = true;
  button.addEventListener('click', onPress);
  return button;
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
 * its smallest tap target) }; the buttons are created here and put in the top bar by the
 * caller. Returns { button, selectionButton, buttons, apply(), zoomed(), focus(elements,
 * anchor, selecting), dispose() }.
 */
export function makeZoom(wrap, board) {
  const el = board.el;
  const [, , vw, vh] = el.getAttribute('viewBox').split(/\s+/).map(Number);
  let mode = stored(KEY, 'fit');
  let follow = stored(FOLLOW_KEY, 'off') === 'on';
  let selecting = false;
  let needed = false;
  const setMode = (next) => {
    mode = next;
    store(KEY, mode);
    apply();
  };
  const button = toggle('zoom', t('zoom'), false, () => setMode(mode === 'zoom' ? 'fit' : 'zoom'));
  const selectionButton = toggle('zoom-selection', t('zoomSelection'), true, () => {
    follow = !follow;
    store(FOLLOW_KEY, follow ? 'on' : 'off');
    apply();
  });
  watchPinch(wrap, (view) => needed && view !== mode && setMode(view));

  function apply() {
    const wasZoomed = wrap.classList.contains('zoomed');
    // Measure the frame as the fitted view would have it.
    const [fw, fh] = innerSize(wrap);
    if (!fw || !fh) return;
    const fit = Math.min(fw / vw, fh / vh);
    needed = fit * board.minTarget < FINGER;
    const zoom = needed && (mode === 'zoom' || (follow && selecting));
    button.hidden = selectionButton.hidden = !needed;
    button.classList.toggle('on', mode === 'zoom');
    button.setAttribute('aria-pressed', String(needed && mode === 'zoom'));
    selectionButton.setAttribute('aria-pressed', String(follow));
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
    if (zoom && !wasZoomed && lastFocus) scrollTo(wrap, lastFocus[0], lastFocus[1]);
  }

  let lastFocus = null;
  /**
   * Keeps `elements` in view while zoomed (see `scrollTo`); remembered for the next zoom.
   * `selecting`: a piece is selected, which zooms onto it when the player asked for that.
   */
  function focus(elements, anchor, selectingNow = false) {
    lastFocus = [elements.filter(Boolean), anchor];
    if (selectingNow !== selecting) {
      selecting = selectingNow;
      apply();
    }
    if (wrap.classList.contains('zoomed')) scrollTo(wrap, lastFocus[0], anchor);
  }

  const ro = typeof ResizeObserver === 'function' ? new ResizeObserver(() => apply()) : null;
  if (ro) ro.observe(wrap);
  const onResize = () => apply();
  window.addEventListener('resize', onResize);

  return {
    button,
    selectionButton,
    buttons: [button, selectionButton],
    apply,
    focus,
    zoomed: () => wrap.classList.contains('zoomed'),
    dispose() {
      if (ro) ro.disconnect();
      window.removeEventListener('resize', onResize);
    },
  };
}
