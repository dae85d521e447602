// The review screen's model: which ply is shown, what the engine said of each move (Zhili's
// verdicts, the other games' values and mistakes), the graph's geometry and what a swipe
// means. Pure: no DOM, no calls to the core; `review.js` draws it.

export { verdictKey } from '../coach.js';

/** The graph's size in SVG units (it scales to the panel's width). */
export const GRAPH = { width: 300, height: 72, pad: 4 };
/** A horizontal swipe at least this long (px), and longer than it is tall, steps a move. */
const SWIPE_MIN = 40;

export class ReviewModel {
  /** `review`: the core's `ReviewView`. Starts at the end of the game. */
  constructor(review) {
    this.review = review;
    this.ply = review.moves.length;
    this.analysis = null; // the last analysis-progress of this review's job
    this.job = null;
    this.early = new Map(); // progress that came before its job's number (a quick analysis)
  }

  get last() {
    return this.review.moves.length;
  }

  /** Steps: 'first' | 'back' | 'forward' | 'last', or a ply; returns the ply to show (clamped). */
  go(where) {
    const to = { first: 0, back: this.ply - 1, forward: this.ply + 1, last: this.last }[where];
    this.ply = Math.max(0, Math.min(this.last, to === undefined ? Number(where) : to));
    return this.ply;
  }

  /** A tap on move `i` of the list shows the board after it. */
  goMove(i) {
    return this.go(i + 1);
  }

  /** What a swipe of (dx, dy) px does: 'forward' (to the left), 'back' (to the right) or null. */
  static swipe(dx, dy) {
    if (Math.abs(dx) < SWIPE_MIN || Math.abs(dx) <= Math.abs(dy)) return null;
    return dx < 0 ? 'forward' : 'back';
  }

  /** Buttons' states: `{ first, back, forward, last }` disabled flags. */
  nav() {
    return { first: this.ply === 0, back: this.ply === 0, forward: this.ply >= this.last, last: this.ply >= this.last };
  }

  /**
   * The marks of each move in the list: `[{ change, mistake }]` (`change`: Zhili's verdict
   * change 'win-to-draw' | 'win-to-loss' | 'draw-to-loss' | null).
   */
  marks() {
    const verdicts = this.review.verdicts || [];
    const mistakes = new Set(this.analysis ? this.analysis.mistakes : []);
    return this.review.moves.map((m, i) => ({ change: verdicts[i] ? verdicts[i].change : null, mistake: mistakes.has(i) }));
  }

  /**
   * Zhili's verdicts at the shown ply: the move that led here (`{ index, side, before,
   * after, change }`), or at the start the verdict for the side to move (`{ start }`);
   * null for the other games.
   */
  verdict() {
    const v = this.review.verdicts;
    if (!v) return null;
    if (this.ply === 0) return v.length ? { start: v[0].before } : null;
    const i = this.ply - 1;
    if (!v[i]) return null;
    return { index: i, side: this.review.moves[i].side, ...v[i] };
  }

  /** The job `analyze_game` started: progress it already told is taken up. */
  setJob(job) {
    this.job = job;
    this.analysis = null;
    const early = this.early.get(job);
    this.early.clear();
    if (early) this.analysis = early;
  }

  /** A newer analysis-progress event; ignored when it is another job's. */
  setAnalysis(p) {
    if (p.gameId !== this.review.gameId) return false;
    if (this.job === null || p.job > this.job) {
      // Its job number may not be known yet: the command's answer can come after its events.
      this.early.set(p.job, p);
      return false;
    }
    if (p.job !== this.job) return false;
    this.analysis = p;
    return true;
  }

  /** The analysis as the panel says it: `{ state: 'idle'|'running'|'done'|'cancelled', done, total }`. */
  analysisState() {
    const a = this.analysis;
    if (this.job === null && !a) return { state: 'idle', done: 0, total: this.last + 1 };
    if (!a) return { state: 'running', done: 0, total: this.last + 1 };
    const state = a.finished ? 'done' : a.cancelled ? 'cancelled' : 'running';
    return { state, done: a.done, total: a.total };
  }

  /**
   * The graph: `path` (an SVG path through the values, x by ply, y up for the first side),
   * `mistakes` (`[{ x, y, move }]` at the position after each mistake), `cursor` (the shown
   * ply's x), and the zero line's y. Null before any value.
   */
  graph() {
    const a = this.analysis;
    if (!a || !a.values.length) return null;
    const { width, height, pad } = GRAPH;
    const n = Math.max(1, a.total - 1);
    const x = (ply) => pad + ((width - 2 * pad) * ply) / n;
    const y = (v) => height / 2 - ((height / 2 - pad) * v);
    let path = '';
    a.values.forEach((v, ply) => {
      if (v === null || v === undefined) return;
      path += `${path ? 'L' : 'M'}${x(ply).toFixed(1)},${y(v).toFixed(1)}`;
    });
    const mistakes = a.mistakes
      .filter((m) => a.values[m + 1] !== null && a.values[m + 1] !== undefined)
      .map((m) => ({ x: x(m + 1), y: y(a.values[m + 1]), move: m }));
    return { path, mistakes, cursor: x(this.ply), zero: y(0) };
  }

  /**
   * The engine's value at the shown ply, once analysed: `{ value, side }` (-1…1 turned to
   * the side it favours, as a percentage-like 0…100), or null.
   */
  valueHere() {
    const a = this.analysis;
    const v = a && a.values[this.ply];
    if (v === null || v === undefined) return null;
    return { side: v >= 0 ? 'first' : 'second', value: Math.round(Math.abs(v) * 100) };
  }

  /** The ply a tap at fraction `f` (0…1) of the graph's width stands for. */
  plyAt(f) {
    return Math.round(Math.max(0, Math.min(1, f)) * this.last);
  }
}

