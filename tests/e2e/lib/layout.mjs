// Measures of a screen's layout in the page, for the safe-area and text-scale tests: what
// shows under the screen's insets, and what is cut off or scrolls sideways.

/** What a player taps or types in. */
const CONTROLS = 'button, a[href], input, select, textarea, [role="button"], [tabindex]:not([tabindex="-1"])';

/** A short name for an element in a failure message (runs in the page). */
const DESCRIBE = `const describe = (el) => {
  const id = el.getAttribute('data-testid');
  const text = (el.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 40);
  return el.tagName.toLowerCase() + (id ? '[' + id + ']' : el.classList.length ? '.' + [...el.classList].join('.') : '') + (text ? ' "' + text + '"' : '');
};`;

/**
 * The texts and controls that show (any part) under an inset `[top, right, bottom, left]`
 * (CSS px from the window's edges). Each text is measured by its own lines (a Range over its
 * text), each control (button, link, field, the board) by its box; both as far as they show:
 * clipped by every scrolling or clipping box around them and by the window. A full-window
 * backdrop (a dialog's shade, the pause veil) is background: what it holds is measured.
 */
export function underInsets(s, insets) {
  return s.exec(`${DESCRIBE}
    const [top, right, bottom, left] = arguments[0];
    const W = window.innerWidth, H = window.innerHeight;
    const bands = [['top', 0, 0, W, top], ['right', W - right, 0, W, H], ['bottom', 0, H - bottom, W, H], ['left', 0, 0, left, H]]
      .filter(([, x1, y1, x2, y2]) => x2 > x1 && y2 > y1);
    const shows = (el) => {
      for (let e = el; e && e !== document.body; e = e.parentElement) {
        const cs = getComputedStyle(e);
        if (cs.visibility === 'hidden' || cs.display === 'none' || Number(cs.opacity) === 0) return false;
        if (e.classList.contains('visually-hidden')) return false;
      }
      return true;
    };
    const visible = (el, r) => {
      let [x1, y1, x2, y2] = [r.left, r.top, r.right, r.bottom];
      for (let a = el.parentElement; a && a !== document.documentElement; a = a.parentElement) {
        const cs = getComputedStyle(a);
        if (cs.overflowX !== 'visible' || cs.overflowY !== 'visible') {
          const c = a.getBoundingClientRect();
          x1 = Math.max(x1, c.left + a.clientLeft); y1 = Math.max(y1, c.top + a.clientTop);
          x2 = Math.min(x2, c.left + a.clientLeft + a.clientWidth); y2 = Math.min(y2, c.top + a.clientTop + a.clientHeight);
        }
        if (cs.position === 'fixed') break;
      }
      [x1, y1, x2, y2] = [Math.max(x1, 0), Math.max(y1, 0), Math.min(x2, W), Math.min(y2, H)];
      return x2 - x1 > 0.5 && y2 - y1 > 0.5 ? [x1, y1, x2, y2] : null;
    };
    const found = [];
    const check = (el, r, what) => {
      const v = visible(el, r);
      if (!v) return;
      for (const [side, bx1, by1, bx2, by2] of bands) {
        const over = Math.min(v[2], bx2) - Math.max(v[0], bx1) > 0.5 && Math.min(v[3], by2) - Math.max(v[1], by1) > 0.5;
        if (over) found.push(what + ' under the ' + side + ' inset at ' + v.map(Math.round).join(','));
      }
    };
    let checked = 0;
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = texts.nextNode(); n; n = texts.nextNode()) {
      if (!n.textContent.trim() || !n.parentElement || !shows(n.parentElement)) continue;
      const range = document.createRange();
      range.selectNodeContents(n);
      for (const r of range.getClientRects()) { checked++; check(n.parentElement, r, 'text "' + n.textContent.trim().slice(0, 30) + '"'); }
    }
    for (const el of document.querySelectorAll(${JSON.stringify(CONTROLS)} + ', [data-testid="board"]')) {
      if (!shows(el)) continue;
      const r = el.getBoundingClientRect();
      if (r.width >= W - 1 && r.height >= H - 1) continue;
      checked++;
      check(el, r, describe(el));
    }
    return { checked, found };`, [insets]);
}

/**
 * What is cut off or scrolls sideways: the document wider than the window; any box that
 * clips or scrolls sideways with content wider than itself; a control whose label is wider
 * than itself; any box that clips (not scrolls) with content taller than itself; anything
 * that reaches past the window's sides. Vertical
 * scrolling is how a phone shows a long screen, and the zoomed board is a frame panned by a
 * swipe on purpose (ui/js/zoom.js): neither counts.
 */
export function cutOff(s) {
  return s.exec(`${DESCRIBE}
    const CONTROLS = ${JSON.stringify(CONTROLS)};
    const found = [];
    const de = document.documentElement;
    if (de.scrollWidth > de.clientWidth + 1) found.push('the document scrolls sideways: ' + de.scrollWidth + ' > ' + de.clientWidth);
    let checked = 0;
    for (const el of document.querySelectorAll('body, body *')) {
      if (el.closest('svg, .visually-hidden, .board-wrap.zoomed') || !el.getClientRects().length) continue;
      const cs = getComputedStyle(el);
      if (cs.visibility === 'hidden') continue;
      checked++;
      if (cs.overflowX !== 'visible' && el.scrollWidth > el.clientWidth + 1) {
        found.push(describe(el) + ': content ' + el.scrollWidth + ' px wide in ' + el.clientWidth + ' (overflow-x ' + cs.overflowX + ')');
      }
      // A label wider than its button spills over its neighbours, or past the screen.
      if (cs.overflowX === 'visible' && el.matches(CONTROLS) && el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1) {
        found.push(describe(el) + ': its label is ' + el.scrollWidth + ' px wide in ' + el.clientWidth);
      }
      if ((cs.overflowY === 'hidden' || cs.overflowY === 'clip') && el.scrollHeight > el.clientHeight + 1) {
        found.push(describe(el) + ': content ' + el.scrollHeight + ' px tall in ' + el.clientHeight + ' (clipped)');
      }
      const r = el.getBoundingClientRect();
      if (r.width > 0 && (r.right > window.innerWidth + 1 || r.left < -1)) {
        found.push(describe(el) + ': reaches past the window (' + Math.round(r.left) + '..' + Math.round(r.right) + ' of ' + window.innerWidth + ')');
      }
    }
    return { checked, found };`);
}
