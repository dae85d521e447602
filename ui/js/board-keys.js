// The keyboard on a board: the board is one stop of the Tab order (the point last in focus);
// the arrow keys move a visible focus ring from point to point as the player sees the board
// (Twin Cities' reserve slots included), Enter or Space taps the point in focus as a finger
// would, Escape cancels a selection. The points keep their elements across redraws, so the
// focus stays put while the game goes on.

import { nextPoint, isArrow } from './board-nav.js';

/**
 * board: a board with `stops()` (Map name → { el, at: [x, y] }: its points and slots, where
 * they are drawn) and `el`; on: { cancel() → whether there was a selection to cancel,
 * turned() → whether the board is shown half a turn round }. Returns { focus(name), current(),
 * rest(name) (where Tab will enter the board), dispose() }.
 */
export function attachBoardKeys(board, on) {
  const stops = board.stops();
  const places = new Map([...stops].map(([name, s]) => [name, s.at]));
  let current = stops.keys().next().value;

  function setCurrent(name) {
    for (const [n, s] of stops) s.el.setAttribute('tabindex', n === name ? '0' : '-1');
    current = name;
  }

  function focus(name) {
    const stop = stops.get(name);
    if (!stop) return;
    setCurrent(name);
    // A zoomed board scrolls to show the point.
    stop.el.focus();
  }

  const onFocus = (e) => {
    for (const [name, s] of stops) if (s.el === e.target || s.el.contains(e.target)) setCurrent(name);
  };
  const onKey = (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    if (isArrow(e.key)) {
      e.preventDefault();
      focus(nextPoint(places, current, e.key, on.turned()));
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      stops.get(current).el.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    } else if (e.key === 'Escape' && on.cancel()) {
      e.preventDefault();
      e.stopPropagation();
    }
  };
  board.el.addEventListener('focusin', onFocus);
  board.el.addEventListener('keydown', onKey);
  setCurrent(current);
  return {
    focus,
    current: () => current,
    rest: (name) => stops.has(name) && setCurrent(name),
    dispose() {
      board.el.removeEventListener('focusin', onFocus);
      board.el.removeEventListener('keydown', onKey);
    },
  };
}
