// Seats at a table. With the "face to face" orientation and people on
// both sides, the play screen gives each seat a bar on its own edge of the fixed board, turned
// to face its player: two players across the device (the far bar upside down), or Generals'
// four seats around a tablet (the side bars turned a quarter). The seat to act gets the turn's
// status, clock and buttons in its bar; every bar says whose seat it is and who plays it.

import { h } from './svg.js';
import { seatsOf } from './seats.js';
import { humanSides } from './screens/play-model.js';

/** Each seat's edge: two seats across the board; four around it, each general's by its corner. */
const EDGES = { 2: ['near', 'far'], 4: ['near', 'right', 'far', 'left'] };

/** Whether `snap` is played at a table: the setting, people on both sides, and a seat per edge. */
export function atTable(settings, snap) {
  return settings.orientation === 'face-to-face' && humanSides(snap).size === 2 && EDGES[snap.seats.length] !== undefined;
}

/**
 * Each seat's bar as the table shows it: the seat as `seatsOf` names it, and its edge.
 * @returns {(ReturnType<typeof seatsOf>[number] & { edge: string })[]}
 */
export function tableSeats(snap, levels) {
  return seatsOf(snap, levels).map((s) => ({ ...s, edge: EDGES[snap.seats.length][s.seat] }));
}

/** The play screen's seat bars: built when the game is played at a table, gone when not. */
export class TableLayout {
  /**
   * `screen`: the play screen; `boardWrap`: the board's frame, the bars around it; `parts`:
   * what goes to the seat to act (the status line, the clock, the turn's buttons), each put
   * back where it was when the screen is not at a table.
   */
  constructor(screen, boardWrap, parts) {
    this.screen = screen;
    this.boardWrap = boardWrap;
    this.homes = parts.map((el) => ({ el, parent: el.parentNode, next: el.nextSibling }));
    this.bars = null;
  }

  update(snap, settings, levels) {
    if (!atTable(settings, snap)) return this.leave();
    if (!this.bars) this.build(snap, levels);
    const acting = snap.phase === 'playing' ? snap.seatToAct : null;
    this.bars.forEach(({ el, slot }, i) => {
      el.classList.toggle('acting', i === acting);
      el.setAttribute('data-acting', String(i === acting));
      // Moved only when the turn changes hands, so that a focused button keeps the focus.
      if (i === acting && this.homes[0].el.parentNode !== slot) slot.append(...this.homes.map((home) => home.el));
    });
    if ((acting === null || acting === undefined) && this.homes[0].el.parentNode !== this.homes[0].parent) this.putBack();
  }

  build(snap, levels) {
    this.screen.classList.add('at-table', 'seats-' + snap.seats.length);
    this.bars = tableSeats(snap, levels).map(({ seat, edge, side, name, who }) => {
      const slot = h('div', { class: 'seat-slot' });
      const el = h('div', { class: `seat-bar edge-${edge} side-${side}`, 'data-testid': 'seat-bar', 'data-seat': String(seat), 'data-edge': edge, role: 'group', 'aria-label': `${name} · ${who}` }, [
        h('div', { class: 'seat-name' }, [h('strong', { text: name }), h('span', { class: 'muted', text: who })]),
        slot,
      ]);
      if (edge === 'near' || edge === 'right') this.boardWrap.after(el);
      else this.boardWrap.before(el);
      return { el, slot };
    });
  }

  /** The parts back in their places, in their order. */
  putBack() {
    for (const { el, parent, next } of [...this.homes].reverse()) parent.insertBefore(el, next && next.parentNode === parent ? next : null);
  }

  leave() {
    if (!this.bars) return;
    this.putBack();
    for (const { el } of this.bars) el.remove();
    this.bars = null;
    this.screen.classList.remove('at-table', 'seats-2', 'seats-4');
  }
}
