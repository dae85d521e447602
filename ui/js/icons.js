// The play screen's icons, drawn in SVG (no icon font, no emoji: the fonts here have none):
// lines in the text's colour on a 24 × 24 grid, so that they follow the theme and the text size.

import { svg } from './svg.js';

/** Each icon's lines (`d` of a path) and its filled dots `[x, y, r]`. */
const ICONS = {
  undo: { d: 'M9 14 4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11' },
  redo: { d: 'M15 14l5-5-5-5M20 9H9.5a5.5 5.5 0 0 0 0 11H13' },
  hint: { d: 'M9 18h6M10 21h4M12 3a6 6 0 0 0-3.6 10.8c.7.6 1.1 1.3 1.1 2.2h5c0-.9.4-1.6 1.1-2.2A6 6 0 0 0 12 3z' },
  stop: { d: 'M7 7h10v10H7z' },
  skip: { d: 'M4 6l7 6-7 6zM11 6l7 6-7 6zM20 6v12' },
  flip: { d: 'M4.5 11a8 8 0 0 1 13.7-4.6M18.5 3v4h-4M19.5 13a8 8 0 0 1-13.7 4.6M5.5 21v-4h4' },
  review: { d: 'M3.5 12a8.5 8.5 0 1 0 2.6-6.1M3.5 4v5h5M12 7.5V12l3 2' },
  more: { d: '', dots: [[5, 12, 2], [12, 12, 2], [19, 12, 2]] },
  resign: { d: 'M6 21V4M6 4h11l-2.5 4L17 12H6' },
  draw: { d: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM8 10h8M8 14h8' },
  threats: { d: 'M12 3.5 21.5 20h-19zM12 9.5v5M12 17v.5' },
  export: { d: 'M12 15V3M7 8l5-5 5 5M5 13v7h14v-7' },
  settings: { d: 'M4 6h16M4 12h16M4 18h16', dots: [[9, 6, 2.4], [15, 12, 2.4], [7, 18, 2.4]] },
};

/** The icon `name`, hidden from screen readers (its button carries the name). */
export function icon(name) {
  const { d, dots } = ICONS[name];
  const out = svg('svg', { viewBox: '0 0 24 24', width: 24, height: 24, class: 'bar-icon icon-' + name, 'aria-hidden': 'true', focusable: 'false' });
  if (d) out.appendChild(svg('path', { d }));
  for (const [cx, cy, r] of dots || []) out.appendChild(svg('circle', { cx, cy, r, class: 'icon-dot' }));
  return out;
}
