// The play screen's "since your last turn": the line that sums up what
// the core found, a Replay button kept for the player's turn, and the replay itself: the board
// after each action since, one after another (a step by the computer's pace setting, shorter
// for a long replay), ended by Skip replay or by a tap on the board.

import { h } from './svg.js';
import { t } from './i18n.js';
import { api } from './api.js';
import { announce } from './announce.js';
import { reducedMotion } from './motion.js';
import { sinceSummary, sinceNews } from './since.js';
import { slidesOf, pointsOf } from './screens/play-model.js';

/** @import { Side, SinceLastTurn } from './contract.js' */
/** @import { Board, Decoration } from './view-types.js' */

/** How long each action of a replay shows, by the computer's pace setting (ms). */
const STEP_MS = { slow: 1300, normal: 800, fast: 450, instant: 250 };
/** The longest a replay lasts (ms): a long one goes faster, down to `SHORTEST_STEP_MS` a step. */
const LONGEST_REPLAY_MS = 8000;
const SHORTEST_STEP_MS = 150;

export class SinceView {
  /**
   * @param {{ board: Board, game: string, settings: () => object, orientation: () => { flip: boolean, rotateSide: Side | null }, onEnd: () => void }} opts
   */
  constructor(opts) {
    this.opts = opts;
    /** @type {SinceLastTurn | null} */
    this.data = null;
    /** @type {ReturnType<typeof setTimeout> | null} */
    this.timer = null;
    this.asked = null;
    /** The seat whose turn the line is about: it goes when another seat is to act. */
    this.seat = null;
    this.text = h('span', { class: 'since-text', 'data-testid': 'since-text' });
    this.replayBtn = h('button', { class: 'btn', 'data-testid': 'since-replay', onclick: () => this.replay() }, t('since.replay'));
    this.skipBtn = h('button', { class: 'btn', 'data-testid': 'since-skip', hidden: true, onclick: () => this.stop() }, t('since.skip'));
    this.el = h('div', { class: 'since-note', 'data-testid': 'since-note', hidden: true }, [this.text, this.replayBtn, this.skipBtn]);
  }

  get replaying() {
    return this.timer !== null;
  }

  /** Asks the core what happened since the last turn of `seat`, the human to act at `ply`. */
  ask(gameId, ply, seat) {
    if (this.asked === `${gameId} ${ply}`) return;
    this.stop(false);
    this.asked = `${gameId} ${ply}`;
    this.seat = seat;
    api.sinceLastTurn(gameId, ply).then(
      (since) => {
        if (this.asked !== `${gameId} ${ply}`) return;
        this.show(since);
        if (since.replay) this.replay();
      },
      () => {
        // The game moved on (stale) or no human is to act any more: nothing to say.
      },
    );
  }

  /** The summary line with its Replay button, and the line read out when it is news. */
  show(since) {
    this.data = since;
    const line = sinceSummary(this.opts.game, since);
    this.text.textContent = line;
    this.el.hidden = since.boards.length < 2;
    if (sinceNews(since)) announce(line);
  }

  /** The player's turn is over (or the game left the screen): the line goes. */
  clear() {
    this.stop(false);
    this.data = null;
    this.asked = null;
    this.seat = null;
    this.el.hidden = true;
  }

  /** Shows each board since, one after another; the last one is the game as it stands. */
  replay() {
    const since = this.data;
    if (!since || since.boards.length < 2) return;
    this.stop(false);
    const pace = /** @type {{ aiPace?: string, animation?: boolean }} */ (this.opts.settings());
    const paced = STEP_MS[pace.aiPace || 'normal'] ?? STEP_MS.normal;
    const step = Math.min(paced, Math.max(SHORTEST_STEP_MS, LONGEST_REPLAY_MS / (since.boards.length - 1)));
    const slide = pace.animation !== false && !reducedMotion();
    this.skipBtn.hidden = false;
    this.replayBtn.hidden = true;
    let i = 0;
    const next = () => {
      const b = since.boards[i];
      this.draw(b, slide && i > 0);
      this.el.setAttribute('data-replay', `${i}/${since.boards.length - 1}`);
      i += 1;
      this.timer = i < since.boards.length ? setTimeout(next, step) : setTimeout(() => this.stop(), step);
    };
    next();
  }

  /** One board of the replay, with its last action lit and slid. */
  draw(b, slide) {
    const { flip, rotateSide } = this.opts.orientation();
    /** @type {Decoration} */
    const deco = {
      selected: new Set(),
      targets: new Map(),
      last: new Set(pointsOf(b.lastTaps)),
      hint: new Set(),
      flip,
      rotateSide,
      reserveTargets: new Set(),
      fields: [],
      slides: slide ? slidesOf(b.lastEffects) : [],
    };
    this.opts.board.update(b.view, deco);
  }

  /** Ends a replay under way; the board shows the game as it stands again. */
  stop(redraw = true) {
    if (this.timer === null) return;
    clearTimeout(this.timer);
    this.timer = null;
    this.skipBtn.hidden = true;
    this.replayBtn.hidden = false;
    this.el.removeAttribute('data-replay');
    if (redraw) this.opts.onEnd();
  }
}
