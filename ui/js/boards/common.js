// The shared skeleton of every board: an SVG in layers (ground, highlights under the pieces,
// pieces, targets and tap zones over them), one tap zone per point or cell carrying
// `data-point`, and decorations redrawn from a plain description on every update. Each tap
// zone is a button named for a screen reader by what stands there and what a tap would do
// (board-labels.js), with a ring that shows when the keyboard's focus is on it (board-keys.js).

import { svg } from '../svg.js';
import { t, gameName } from '../i18n.js';
import { pointLabel } from '../board-labels.js';
import { badgeKey } from '../coach.js';
import { SLIDE_MS } from '../motion.js';
import { announce } from '../announce.js';
import { toast } from '../widgets.js';
import { resolveTap } from './reach.js';

/** The halo under a point or cell: lit when selected, the last move's, the hint's, marked. */
function makeHalo(spec, [x, y]) {
  const halo = svg('g', { class: 'halo', transform: `translate(${x} ${y})` });
  if (spec.cellSquare) {
    const s = spec.cellSquare;
    halo.appendChild(svg('rect', { x: -s / 2, y: -s / 2, width: s, height: s, class: 'halo-shape' }));
  } else {
    halo.appendChild(svg('circle', { r: spec.hitRadius * 0.95, class: 'halo-shape' }));
  }
  return halo;
}

/**
 * The keyboard's focus ring: a line in the focus colour over a wider one in the page's
 * background, so that it shows on wood, land, water and pieces alike (the focus colour
 * against the background is checked for contrast). Shown while its zone has the focus.
 */
export function focusRing(shape, attrs) {
  const g = svg('g', { class: 'focus-ring' });
  g.append(svg(shape, Object.assign({ class: 'focus-under' }, attrs)), svg(shape, Object.assign({ class: 'focus-line' }, attrs)));
  return g;
}

/** The tap zone over a point or cell, with its target dot and ring. */
function makeZone(spec, name, [x, y]) {
  const zone = svg('g', {
    class: 'zone',
    transform: `translate(${x} ${y})`,
    'data-point': name,
    'data-testid': 'point-' + name,
    role: 'button',
    'aria-label': name,
  });
  if (spec.cellSquare || spec.hitSquare) {
    // Square tap zones tile the board: a tap anywhere belongs to exactly one point or cell.
    const s = spec.cellSquare || spec.hitSquare;
    zone.appendChild(svg('rect', { x: -s / 2, y: -s / 2, width: s, height: s, class: 'hit' }));
    zone.appendChild(focusRing('rect', { x: -s / 2 + 3, y: -s / 2 + 3, width: s - 6, height: s - 6, rx: 4 }));
  } else {
    zone.appendChild(svg('circle', { r: spec.hitRadius, class: 'hit' }));
    zone.appendChild(focusRing('circle', { r: spec.hitRadius - 3 }));
  }
  zone.appendChild(svg('circle', { r: spec.dotRadius || 7, class: 'dot' }));
  const ring = spec.ringRadius || spec.hitRadius * 0.8;
  zone.appendChild(svg('circle', { r: ring, class: 'target-ring' }));
  // The coach's verdict (coach.js): a ring drawn as the verdict is (solid, dashed, dotted)
  // and a badge that says it (W2, D, L3), so that no colour has to be told apart.
  // Up and to the left, where no point has its number.
  const [bx, by] = [-ring * 0.72, -ring * 0.9];
  zone.appendChild(svg('g', { class: 'verdict' }, [
    svg('circle', { r: ring + 4, class: 'verdict-ring' }),
    svg('rect', { x: bx - 17, y: by - 10, width: 34, height: 20, rx: 10, class: 'verdict-badge' }),
    svg('text', { x: bx, y: by + 5, 'text-anchor': 'middle', class: 'coord verdict-text' }),
  ]));
  zone.addEventListener('click', (e) => {
    e.stopPropagation();
    spec.onTap(name);
  });
  return zone;
}

/**
 * spec: { viewBox: [w, h], points: Map name → [x, y], hitRadius, cellSquare?: size (square
 *         cells: halo and tap zone), hitSquare?: size (a square tap zone around a point),
 *         center: [cx, cy], label, onTap(name), ground?(view, name): the text key of what an
 *         empty point is, where the drawer's game has more than empty ground (Generals' water) }
 */
export function makeBoard(host, spec) {
  const [w, h] = spec.viewBox;
  const root = svg('svg', {
    viewBox: `0 0 ${w} ${h}`,
    class: 'board board-' + spec.game,
    'data-testid': 'board',
    role: 'group',
    'aria-label': t('a11y.board', { game: gameName(spec.game) }),
  });
  const turn = svg('g', { class: 'turn' });
  const ground = svg('g', { class: 'ground' });
  const under = svg('g', { class: 'under' });
  const pieces = svg('g', { class: 'pieces' });
  const arrows = svg('g', { class: 'threat-arrows' });
  const over = svg('g', { class: 'over' });
  turn.append(ground, under, pieces, arrows, over);
  // The drawing is not read out: each tap zone says what is on its point.
  for (const layer of [ground, under, pieces, arrows]) layer.setAttribute('aria-hidden', 'true');
  root.appendChild(turn);

  const zones = new Map();
  const halos = new Map();
  for (const [name, xy] of spec.points) {
    const halo = makeHalo(spec, xy);
    under.appendChild(halo);
    halos.set(name, halo);
    const zone = makeZone(spec, name, xy);
    over.appendChild(zone);
    zones.set(name, zone);
  }
  host.appendChild(root);
  root.addEventListener('click', nearestLit, true);

  const [cx, cy] = spec.center;
  return {
    root,
    ground,
    under,
    pieces,
    over,
    zones,
    halos,
    /** Turns the whole board half a turn (pass-and-play, or playing the second side). */
    setFlip(flip) {
      if (flip) turn.setAttribute('transform', `rotate(180 ${cx} ${cy})`);
      else turn.removeAttribute('transform');
      root.classList.toggle('flipped', !!flip);
      // Coordinates stay readable on a turned board.
      for (const c of root.querySelectorAll('.coord')) {
        const x = Number(c.getAttribute('x'));
        const y = Number(c.getAttribute('y')) - 4;
        if (flip) c.setAttribute('transform', `rotate(180 ${x} ${y})`);
        else c.removeAttribute('transform');
      }
    },
    /** Each point or cell and where it is drawn: Map name → { el, at: [x, y] }. */
    stops: () => new Map([...zones].map(([name, el]) => [name, { el, at: spec.points.get(name) }])),
    /**
     * deco: { selected: Set, targets: Map name → 'move'|'capture'|'pick'|'aim'|'warp',
     *         verdicts?: Map name → the coach's verdict, last: Set, hint: Set,
     *         marks: Map name → [kinds], threats?: ThreatMarks }; `view`: the engine's board
     * view, which names what stands on each point for a screen reader.
     */
    decorate(deco, view) {
      for (const [name, zone] of zones) decorateZone(spec, name, zone, halos.get(name), deco, view);
      drawThreatArrows(arrows, spec, deco.threats ? deco.threats.arrows : []);
    },
  };
}

/**
 * A finger's tap (not the keyboard's Enter, whose click has no position) goes to the nearest lit
 * target within its reach (reach.js), wherever it landed; a tie plays nothing, and says so. Lit:
 * what may be tapped next, and the selection (a tap on it steps back). Caught on its way down,
 * before the zone under the tap hears it.
 */
function nearestLit(e) {
  if (!e.isTrusted || !e.detail) return;
  const board = /** @type {Element} */ (e.currentTarget);
  const lit = [...board.querySelectorAll('.zone.target, .zone[data-state="selected"], .slot.target')].map((el) => {
    const r = el.querySelector('.hit, .slot-hit').getBoundingClientRect();
    return { name: el.getAttribute('data-point') || el.getAttribute('data-reserve'), el, at: /** @type {[number, number]} */ ([(r.left + r.right) / 2, (r.top + r.bottom) / 2]) };
  });
  const meant = resolveTap([e.clientX, e.clientY], lit);
  if (!meant) return;
  e.stopPropagation();
  if ('tie' in meant) {
    const text = t('tap.tie');
    announce(text);
    toast(text, 3000);
    return;
  }
  const target = lit.find((p) => p.name === meant.name);
  if (target) target.el.dispatchEvent(new MouseEvent('click', { bubbles: true }));
}

/**
 * One point's decorations (see `decorate`): its target and the coach's verdict on its tap
 * zone, the selection, last move, hint and marks on its halo, and its name for a screen reader.
 */
function decorateZone(spec, name, zone, halo, deco, view) {
  const kind = deco.targets.get(name);
  const verdict = kind && deco.verdicts ? deco.verdicts.get(name) : undefined;
  zone.setAttribute('class', 'zone' + (kind ? ' target target-' + kind : '') + (verdict ? ' verdict-' + verdict.kind : ''));
  const badge = zone.querySelector('.verdict-text');
  if (badge) badge.textContent = verdict ? t(...badgeKey(verdict)) : '';
  const cls = ['halo'];
  if (deco.selected.has(name)) cls.push('selected');
  if (deco.last.has(name)) cls.push('last');
  if (deco.hint.has(name)) cls.push('hint');
  const marks = deco.marks && deco.marks.get(name);
  if (marks) for (const m of marks) cls.push('mark-' + m);
  const threats = deco.threats ? { exposed: deco.threats.exposed.get(name), reach: deco.threats.reach.get(name), field: deco.threats.field.has(name) } : null;
  if (threats && threats.exposed) cls.push('threat-exposed');
  if (threats && threats.reach) cls.push('threat-reach');
  if (threats && threats.field) cls.push('threat-field');
  halo.setAttribute('class', cls.join(' '));
  // The marks by name on the zone too, where a test finds a point's.
  const marked = cls.filter((c) => c.startsWith('threat-')).join(' ');
  if (marked) zone.setAttribute('data-threats', marked);
  else zone.removeAttribute('data-threats');
  zone.setAttribute('data-state', kind || (deco.selected.has(name) ? 'selected' : ''));
  const ground = view && spec.ground ? spec.ground(view, name) : null;
  const state = { target: kind, verdict, selected: deco.selected.has(name), last: deco.last.has(name), hint: deco.hint.has(name), threats, ground };
  if (view) zone.setAttribute('aria-label', pointLabel(spec.game, view, name, state));
}

/**
 * An arrow from each attacker to what it threatens (threats.js): the player's pieces at risk
 * in one style, the rival pieces within reach in another, stopping short of both pieces.
 */
function drawThreatArrows(layer, spec, arrows) {
  layer.replaceChildren();
  const gap = spec.cellSquare ? spec.cellSquare * 0.36 : spec.hitRadius * 0.7;
  for (const { from, to, kind } of arrows) {
    const [x1, y1] = spec.points.get(from) || [];
    const [x2, y2] = spec.points.get(to) || [];
    if (x1 === undefined || x2 === undefined) continue;
    const len = Math.hypot(x2 - x1, y2 - y1);
    if (len <= 2 * gap) continue;
    const [ux, uy] = [(x2 - x1) / len, (y2 - y1) / len];
    // Each arrow runs a little to its right, so that two pieces threatening each other show
    // two arrows, not one line.
    const [sx, sy] = [-uy * gap * 0.22, ux * gap * 0.22];
    const [ax, ay, bx, by] = [x1 + ux * gap + sx, y1 + uy * gap + sy, x2 - ux * gap + sx, y2 - uy * gap + sy];
    const head = gap * 0.8;
    const [px, py] = [-uy * head * 0.6, ux * head * 0.6];
    const tip = `${bx},${by} ${bx - ux * head + px},${by - uy * head + py} ${bx - ux * head - px},${by - uy * head - py}`;
    layer.appendChild(svg('g', { class: 'threat-arrow threat-arrow-' + kind, 'data-from': from, 'data-to': to }, [
      svg('line', { x1: ax, y1: ay, x2: bx - ux * head * 0.5, y2: by - uy * head * 0.5 }),
      svg('polygon', { points: tip }),
    ]));
  }
}

/** The engine's marks (`[{ at, kind }]`) by point: Map point → [kinds]. */
export function marksByPoint(marks) {
  const out = new Map();
  for (const m of marks || []) {
    if (!out.has(m.at)) out.set(m.at, []);
    out.get(m.at).push(m.kind);
  }
  return out;
}

/** A padlock drawn in SVG (no emoji: the fonts here have none). */
export function lockBadge(x, y, s) {
  const g = svg('g', { class: 'lock-badge', transform: `translate(${x} ${y}) scale(${s})` });
  g.appendChild(svg('circle', { r: 9, class: 'lock-bg' }));
  g.appendChild(svg('path', { d: 'M-3.5 -1 v-2.5 a3.5 3.5 0 0 1 7 0 v2.5', class: 'lock-shackle' }));
  g.appendChild(svg('rect', { x: -5, y: -1, width: 10, height: 7, rx: 1.2, class: 'lock-body' }));
  return g;
}

export function sideClass(side) {
  return side === 'first' ? 'side-first' : side === 'second' ? 'side-second' : 'side-neutral';
}

/**
 * Slides the pieces of `layer` named by `slides` (`{ from, to, id?, delay?, duration? }` with point names)
 * from where they stood to where they now stand; `points` maps a point name to `[x, y]`.
 */
export function playSlides(layer, points, slides) {
  if (!slides || !slides.length) return;
  const out = [];
  slides.forEach((sl, i) => {
    const from = points.get(sl.from);
    const to = points.get(sl.to);
    const el = [...layer.children].find((g) => g.getAttribute('data-at') === sl.to && (!sl.id || g.getAttribute('data-unit') === sl.id));
    if (from && to && el) out.push({ from, to, el, delay: sl.delay ?? i * 180, duration: sl.duration });
  });
  animateSlides(out);
}

/**
 * Slides pieces to where they now stand: `slides` lists `{ from: [x, y], to: [x, y], el, delay, duration? }`.
 * Uses the Web Animations API on the SVG transform; the final place is the element's own.
 */
function animateSlides(slides) {
  for (const sl of slides) {
    if (!sl.el || !sl.el.animate) continue;
    const [fx, fy] = sl.from;
    const [tx, ty] = sl.to;
    sl.el.animate(
      [{ transform: `translate(${fx}px, ${fy}px)` }, { transform: `translate(${tx}px, ${ty}px)` }],
      { duration: sl.duration ?? SLIDE_MS, delay: sl.delay || 0, easing: 'ease-out', fill: 'backwards' },
    );
  }
}
