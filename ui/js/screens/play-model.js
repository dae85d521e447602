// The play screen's model: the game as the core last sent it (a snapshot), the taps made so
// far, and what the screen shows of them. Pure: no DOM, no calls to the core. The view
// (`play.js`) renders `frame()` and turns a player's gestures into the intents below; an intent
// that completes an action returns `{ submit: actionText }` for the view to send.
//
// Seams for keyboard and screen-reader play: `selection()` (the taps made), `targets()` (what
// may be tapped next, on the board and as buttons) and the intents `tap(at)` (a point or cell),
// `press(token)` (a button), `tapReserve(side, kind)`, `confirm()` and `cancel()`; the
// board's keys also use `hasSelection()` and `flipBoard()`.

import { narrow, nextTaps } from '../taps.js';
import { gameText, infoOf, seatLayout, seatSide } from '../catalog.js';
import { verdictsByPoint } from '../coach.js';
import { threatMarks } from '../threats.js';
import { PACE_SCALE, SLIDE_MS } from '../motion.js';
import { clockOf } from '../clock-model.js';

/** @import { ActionInfo, Effect, Refused, Settings, Side, Snapshot, Tap, Text, Threats } from '../contract.js' */
/** @import { PlayState, TargetKind } from '../view-types.js' */

/** How long apart the slides of one action start (ms). */
const SLIDE_STEP = 180;
const PUSH_DELAY = 200;

/**
 * The sides with a human seat, by the game's seat layout.
 * @param {PlayState} snap
 */
export function humanSides(snap) {
  /** @type {Set<Side>} */
  const out = new Set();
  snap.seats.forEach((s, i) => {
    if (s.kind === 'human') out.add(seatSide(snap.game, snap.seats.length, i));
  });
  return out;
}

/**
 * Slides for what the last action did (the engine's effects): moves one after another, a
 * drop's pushes after the drop.
 * @param {Effect[]} effects
 */
export function slidesOf(effects) {
  const out = [];
  let moves = 0;
  for (const e of effects || []) {
    if (e.kind === 'move') out.push({ id: e.id, from: e.from, to: e.to, delay: SLIDE_STEP * moves++ });
    else if (e.kind === 'push') out.push({ from: e.from, to: e.to, delay: PUSH_DELAY });
  }
  return out;
}

/**
 * Slides at `scale` of their time (the computer's pace): delays scaled, and each one's duration.
 * @param {{ from: string, to: string, id?: string, delay: number }[]} slides
 * @param {number} scale
 */
export function paced(slides, scale) {
  return scale === 1 ? slides : slides.map((s) => Object.assign({}, s, { delay: s.delay * scale, duration: Math.round(SLIDE_MS * scale) }));
}

/**
 * Whether the last action of `snap` was a computer seat's.
 * @param {PlayState} snap
 */
export function lastByAi(snap) {
  const last = (snap.history || []).at(-1);
  const seat = last && last.seat !== null && last.seat !== undefined ? (snap.seats || [])[last.seat] : null;
  return !!seat && seat.kind === 'ai';
}

/**
 * The points or cells an action names (not the units or generals it picks): its highlight.
 * @param {Tap[]} taps
 * @returns {string[]}
 */
export function pointsOf(taps) {
  return (taps || []).filter((t) => t.at && t.kind !== 'unit' && t.kind !== 'general').map((t) => t.at);
}

/** Whether snapshot `a` is older than `b` (by the core's revision). */
export function isOlder(a, b) {
  return (a.revision || 0) < (b.revision || 0);
}

/**
 * How a board target looks: what is on its cell decides between pick, capture and move.
 * @returns {TargetKind}
 */
function targetKind(tap, index, piece, toMove) {
  if (tap.kind === 'attack') return piece ? 'capture' : 'aim';
  if (tap.kind === 'warp') return 'warp';
  if (!piece) return 'move';
  return index === 0 || piece.side === toMove || !piece.side ? 'pick' : 'capture';
}

export class PlayModel {
  /**
   * @param {PlayState} snap the core's snapshot (a lesson's view has its fields)
   * @param {Partial<Settings>} settings the app's settings (orientation, animation)
   */
  constructor(snap, settings) {
    this.snap = snap;
    this.settings = settings || {};
    this.tokens = []; // the taps made so far, by token
    this.choice = null; // the taps offered when one tap on the board could mean several
    this.hint = new Set();
    this.busy = false;
    this.hinting = false; // a hint is being searched: its button stops it
    this.thinking = !!snap.aiThinking;
    /** The ply whose AI search the core last said was done, until the game leaves that ply. */
    this.aiDoneAt = null;
    this.remainingMs = snap.clock ? snap.clock.remainingMs : null;
    this.slides = [];
    this.flipped = false; // the player turned the board round (the flip control)
    /** Why the last tap was refused (the core's answer), until the next tap or move. */
    this.refused = null;
    /** Taps and presses so far: an answer about an earlier one is not shown. */
    this.tapCount = 0;
    /**
     * With move confirmation on (the game's training rules): the action the taps made, waiting
     * for its last tap to be made again, and that tap's token.
     * @type {{ action: ActionInfo, token: string } | null}
     */
    this.pending = null;
    /** The threat marks: whether the player has them on, and the core's answer at its ply. */
    this.threatsOn = false;
    /** @type {{ ply: number, position: string, threats: Threats | null } | null} */
    this.threats = null;
  }

  get game() {
    return this.snap.game;
  }

  /** The legal actions a human here may take now. */
  actions() {
    const snap = this.snap;
    if (!snap.humanToAct || snap.phase !== 'playing') return [];
    const legal = snap.legalActions || [];
    // An action's seat matters only with one seat per group (Generals' four seats, by the
    // engine's seat layout); else any human of the side acts.
    const layout = seatLayout(snap.game, snap.seats.length);
    if (!layout || !layout.perGroup) return legal;
    return legal.filter((a) => a.seat === null || a.seat === undefined || (snap.seats[a.seat] && snap.seats[a.seat].kind === 'human'));
  }

  /** Where a token is tapped (its point or cell), from the legal actions' taps. */
  atOf(token) {
    for (const a of this.snap.legalActions || []) for (const tap of a.taps) if (tap.token === token) return tap.at || null;
    return null;
  }

  pieceAt(at) {
    return this.snap.view.pieces.find((p) => p.at === at && !p.carriedBy);
  }

  /** The taps made so far: `[{ token, at }]` (`at` null for a button). */
  selection() {
    return this.tokens.map((token) => ({ token, at: this.atOf(token) }));
  }

  /**
   * What may be tapped next: `cells` (Map point → 'pick' | 'move' | 'capture' | 'aim' |
   * 'warp'), `reserve` (Set of reserve slots `side-kind`), `buttons` (`[{ tap, index }]`),
   * `confirm` (the action the taps make when it needs confirming), `cancel`, and the
   * narrowing they come from (`narrowed`: candidates, complete, next).
   */
  targets() {
    const n = narrow(this.actions(), this.tokens);
    /** @type {Map<string, TargetKind>} */
    const cells = new Map();
    /** @type {Set<string>} */
    const reserve = new Set();
    const buttons = [];
    const offered = this.choice ? this.choice.map((tap) => ({ tap, index: this.tokens.length })) : [...n.next.values()];
    for (const { tap, index } of offered) {
      if (tap.at && !this.choice) {
        const kind = targetKind(tap, index, this.pieceAt(tap.at), this.snap.toMove);
        if (!cells.has(tap.at) || kind === 'capture') cells.set(tap.at, kind);
        if (tap.kind === 'general') buttons.push({ tap, index });
      } else {
        buttons.push({ tap, index });
        if (tap.kind === 'reserve') reserve.add(this.snap.toMove + '-' + tap.token);
      }
    }
    // An action waiting for its last tap again keeps that tap's button, when it was one.
    const waiting = this.pending && this.pending.action.taps.find((tap) => tap.token === this.pending.token);
    if (waiting && !waiting.at) buttons.push({ tap: waiting, index: this.tokens.length - 1 });
    const confirm = this.pending ? this.pending.action : this.tokens.length && n.complete.length === 1 && n.candidates.length > 1 ? n.complete[0] : null;
    return { cells, reserve, buttons, confirm, cancel: this.hasSelection(), narrowed: n };
  }

  // --- intents -------------------------------------------------------------------------

  /** A tap on the point or cell `at`. */
  tap(at) {
    if (this.busy || !this.snap.humanToAct) return null;
    this.hint = new Set();
    this.tapped();
    if (this.pending) return this.confirmOr(this.atOf(this.pending.token) === at, () => this.tap(at));
    const acts = this.actions();
    const here = (m) => [...m.values()].filter(({ tap }) => tap.at === at).map(({ tap }) => tap);
    const fits = here(narrow(acts, this.tokens).next);
    if (fits.length === 1) return this.take(fits[0].token);
    if (fits.length > 1) return this.offer(fits);
    // A point already chosen steps back to before it.
    const chosen = this.tokens.findIndex((tok) => this.atOf(tok) === at);
    if (chosen >= 0) return this.setTokens(this.tokens.slice(0, chosen));
    const fresh = here(narrow(acts, []).next);
    if (fresh.length === 1) return this.setTokens([fresh[0].token]);
    if (fresh.length > 1) {
      this.tokens = [];
      return this.offer(fresh);
    }
    // Refused: the selection clears, and the core is asked why (`explained`).
    const refusedAfter = this.tokens;
    this.setTokens([]);
    return { refused: { chosen: refusedAfter, at, ply: this.snap.ply, tap: this.tapCount } };
  }

  /** A tap or a press was made: what was said of the one before goes. */
  tapped() {
    this.tapCount++;
    this.refused = null;
  }

  /**
   * The core's answer to a refused tap (`tap`'s `refused`): shown when the game is still where
   * it was asked and no tap came since. Returns whether it is shown.
   * @param {{ ply: number, tap: number }} asked
   * @param {Refused | null} answer
   */
  explained(asked, answer) {
    if (!answer || asked.ply !== this.snap.ply || asked.tap !== this.tapCount) return false;
    this.refused = answer;
    return true;
  }

  /** A button: a word, a general, a reserve kind, or one of the taps offered for a cell. */
  press(token) {
    this.tapped();
    this.choice = null;
    if (this.pending) return this.confirmOr(this.pending.token === token, () => this.press(token));
    return this.take(token);
  }

  /** A tap on a slot of Twin Cities' reserve ring. */
  tapReserve(side, kind) {
    if (this.busy || !this.snap.humanToAct) return null;
    this.tapped();
    if (this.pending) return this.confirmOr(this.pending.token === kind, () => this.tapReserve(side, kind));
    if (side === this.snap.toMove && narrow(this.actions(), this.tokens).next.has(kind)) return this.take(kind);
    if (side === this.snap.toMove && narrow(this.actions(), []).next.has(kind)) return this.setTokens([kind]);
    // Refused, as a tap on a point is: the core is asked why, of the slot `<side>-<kind>`.
    const refusedAfter = this.tokens;
    this.setTokens([]);
    return { refused: { chosen: refusedAfter, at: side + '-' + kind, ply: this.snap.ply, tap: this.tapCount } };
  }

  /**
   * Plays the action waiting for confirmation, or the one the taps make when more taps could
   * follow (a move without its follower).
   */
  confirm() {
    const { confirm } = this.targets();
    return confirm ? this.submit(confirm, true) : null;
  }

  cancel() {
    this.tapped();
    this.pending = null;
    return this.setTokens([]);
  }

  /**
   * While an action waits for confirmation: its last tap made again plays it; any other tap
   * drops it, and counts as made after the taps before that last one (another target of the
   * same piece makes another action to confirm).
   */
  confirmOr(same, otherwise) {
    const { action, token } = this.pending;
    this.pending = null;
    if (same) return this.submit(action, true);
    this.tokens = this.tokens.slice(0, this.tokens.lastIndexOf(token));
    return otherwise();
  }

  /** Whether taps have been made (or a choice is offered) that Escape or Cancel would undo. */
  hasSelection() {
    return !!(this.tokens.length || this.choice);
  }

  /** Turns the board half a turn round, or back, whoever plays. */
  flipBoard() {
    this.flipped = !this.flipped;
    return null;
  }

  // --- what the core says --------------------------------------------------------------

  /**
   * The core's ai-thinking event: whether an AI search runs for the game at `ply`.
   * @param {{ thinking: boolean, ply: number }} event
   */
  aiThinking(event) {
    this.thinking = !!event.thinking;
    this.aiDoneAt = event.thinking ? null : event.ply;
  }

  /**
   * A snapshot of this game. Returns what the view tells the player about it:
   * `{ moved, sound, timedOut }` (`timedOut`: the side whose turn timed out); null, and
   * nothing changes, for another game's or one older than the snapshot shown.
   * @param {PlayState} next
   */
  setSnap(next) {
    // Answers and events travel apart: one older than what is shown is dropped.
    if (next.id !== this.snap.id || isOlder(next, this.snap)) return null;
    const prev = this.snap;
    const moved = next.ply !== prev.ply || next.phase !== prev.phase;
    this.snap = next;
    if (next.ply !== this.aiDoneAt) this.aiDoneAt = null;
    // A command's answer can arrive after the core's "done" for its ply: that is not news.
    this.thinking = !!next.aiThinking && this.aiDoneAt === null;
    this.remainingMs = next.clock ? next.clock.remainingMs : null;
    const history = next.history || [];
    const timedOut = moved && next.lastAction === 'pass' && history.length ? history[history.length - 1].side : null;
    // The computer's actions slide at its pace, and not at all while skipping to a human's turn.
    const scale = lastByAi(next) ? (next.skipping ? 0 : PACE_SCALE[this.settings.aiPace || 'normal'] ?? 1) : 1;
    this.slides = this.settings.animation && scale > 0 && next.ply === prev.ply + 1 ? paced(slidesOf(next.lastEffects), scale) : [];
    if (moved) {
      this.tokens = [];
      this.choice = null;
      this.pending = null;
      this.hint = new Set();
      // What was said of a tap before the game moved (an undo, a resignation) goes too.
      this.tapped();
    }
    return { moved, sound: moved && (this.settings.sound || 'silent') !== 'silent' && next.ply > 0, timedOut };
  }

  // --- the threat marks ------------------------------------------------------------------

  /** Whether the game's pieces can be taken or hurt (the engine's capability), while it is on. */
  threatsOffered() {
    const info = infoOf(this.game);
    return !!(info && info.capabilities.threats) && this.snap.phase === 'playing';
  }

  /** Whether a turn is several actions (Generals), so the computer's turn is a sequence. */
  turnsOfSeveral() {
    const info = infoOf(this.game);
    return !!(info && info.capabilities.multiActionTurns);
  }

  toggleThreats() {
    this.threatsOn = !this.threatsOn;
  }

  /** Whether the threats held are the board's as it stands (its ply and position). */
  threatsCurrent() {
    return !!this.threats && this.threats.ply === this.snap.ply && this.threats.position === this.snap.position;
  }

  /** The board whose threats the screen needs from the core and does not have, or `null`. */
  threatsWanted() {
    return this.threatsOn && this.threatsOffered() && !this.threatsCurrent() ? { ply: this.snap.ply, position: this.snap.position } : null;
  }

  /**
   * The core's threats for the board `asked` (its ply and position, as `threatsWanted` gave
   * them); an answer for a board the game has left (a move, an undo) is dropped.
   */
  setThreats(asked, threats) {
    if (asked.ply === this.snap.ply && asked.position === this.snap.position) this.threats = { ply: asked.ply, position: asked.position, threats };
  }

  /** The marks to draw: the threats of the board as it stands, while they are on. */
  threatFrame() {
    const now = this.threatsOn && this.threatsOffered() && this.threatsCurrent();
    return now && this.threats ? threatMarks(this.threats.threats, this.snap.view) : null;
  }

  /** The hint's action (its text): its points are lit until the next tap or move. */
  setHint(text) {
    const a = (this.snap.legalActions || []).find((x) => x.text === text);
    this.hint = new Set(a ? a.taps.filter((t) => t.at).map((t) => t.at) : []);
  }

  // --- what to draw ---------------------------------------------------------------------

  /**
   * Everything the view draws, as data: the board's decorations, the status line, the notes,
   * the help line, why the last tap was refused, the buttons, the controls, the clock, the move list and what a zoomed
   * board keeps in view.
   */
  frame() {
    const targets = this.targets();
    const threats = this.threatFrame();
    const { flip, rotateSide } = this.orientation();
    const selected = new Set(this.selection().map((s) => s.at).filter(Boolean));
    return {
      snap: this.snap,
      tokens: this.tokens,
      targets,
      board: {
        selected,
        targets: targets.cells,
        // The coach's verdicts on what may be tapped next (a solved game, when asked for).
        verdicts: this.choice ? new Map() : verdictsByPoint(this.actions(), this.tokens, this.snap.coach),
        last: new Set(pointsOf(this.snap.lastTaps)),
        hint: this.hint,
        flip,
        rotateSide,
        reserveTargets: targets.reserve,
        fields: this.fields(),
        slides: this.slides,
        threats,
      },
      threats,
      status: this.status(),
      thinking: this.thinking && this.snap.phase === 'playing',
      notes: this.notes(),
      help: this.help(targets.narrowed),
      refused: this.refused,
      controls: this.controls(),
      clock: this.clock(),
      focus: { key: this.focusKey(), selected, targets: targets.cells, reserve: targets.reserve, before: !this.tokens.length },
    };
  }

  /** Whether the board is turned (the player's flip on top), or the second side's pieces. */
  orientation() {
    const { flip, rotateSide } = this.seatedOrientation();
    return { flip: flip !== this.flipped, rotateSide };
  }

  /**
   * The orientation the seats and the settings give.
   * @returns {{ flip: boolean, rotateSide: Side | null }}
   */
  seatedOrientation() {
    const sides = humanSides(this.snap);
    const orient = this.settings.orientation || 'fixed';
    if (sides.size === 1) return { flip: sides.has('second'), rotateSide: null };
    if (sides.size === 0) return { flip: false, rotateSide: null };
    if (orient === 'rotate-board') return { flip: this.snap.toMove === 'second', rotateSide: null };
    if (orient === 'rotate-pieces' || orient === 'face-to-face') return { flip: false, rotateSide: 'second' };
    return { flip: false, rotateSide: null };
  }

  /** The first tap made, as the legal actions list it; `null` before any. @returns {Tap | null} */
  startingTap(n) {
    const first = this.tokens[0];
    const action = first === undefined ? null : n.candidates.find((a) => a.taps[0] && a.taps[0].token === first);
    return action ? action.taps[0] : null;
  }

  /**
   * The points whose areas the board draws while an action is built: the side to move's marks
   * of the kind its first tap shows (Twin Cities' sites while a recruit or exchange is built, T7).
   */
  fields() {
    const start = this.startingTap(narrow(this.actions(), this.tokens));
    if (!start || !start.shows) return [];
    return (this.snap.view.marks || []).filter((m) => m.kind === start.shows + '-' + this.snap.toMove).map((m) => m.at);
  }

  /** Whose turn, whether that is the one human player, and the last action (its history entry). */
  status() {
    const snap = this.snap;
    const sides = humanSides(snap);
    return { over: snap.phase === 'over', toMove: snap.toMove, you: sides.size === 1 && sides.has(snap.toMove), last: (snap.history || []).at(-1) || null };
  }

  /** The engine's notes of the position: `[{ code, params, badge }]` (engine/src/view.rs Note). */
  notes() {
    return this.snap.view.notes || [];
  }

  /**
   * The help line: the app's text key (`selectHint`), or the game's own text that the taps
   * name (its texts' `help`, by the key of the first tap made, else of a tap that may follow a
   * complete action); '' for none.
   * @returns {string | Text}
   */
  help(n) {
    const snap = this.snap;
    if (!snap.humanToAct || snap.phase !== 'playing') return '';
    const own = (key) => gameText(this.game, 'help', key) || '';
    const start = this.startingTap(n);
    if (start && start.help) return own(start.help);
    // A complete action that may still go on (a drop with pushes, a follower).
    const goesOn = n.complete.length ? [...n.next.values()].find(({ tap }) => tap.help) : null;
    if (goesOn) return own(goesOn.tap.help);
    if (this.pending) return 'confirmAgain';
    if (!this.tokens.length) return this.actions().length ? 'selectHint' : '';
    return '';
  }

  /**
   * Undo, redo, hint, skip, resign, draw, flip and threats: `{ name: { hidden, disabled } }`;
   * the hint's `left` is the hints the game has left (`null`: no limit), its `stop` whether it
   * stops the hint being searched (the one control that works then). The skip takes the
   * hint's place while it is offered (no hint is given then): its coming and going moves no
   * other control.
   */
  controls() {
    const snap = this.snap;
    const vsAi = snap.seats.some((s) => s.kind === 'ai');
    const playing = snap.phase === 'playing';
    // A game started with takebacks off has none; against the AI the settings may turn them off.
    const undoHidden = (snap.training && !snap.training.takebacks) || (vsAi && !this.settings.undoVsAi);
    const left = snap.hintsLeft ?? null;
    // While the computer acts a sequence: a turn of several actions, or seats in a row.
    const skip = this.thinking && playing && !snap.skipping && (lastByAi(snap) || this.turnsOfSeveral());
    return {
      undo: { hidden: undoHidden, disabled: !snap.canUndo || this.busy },
      redo: { hidden: undoHidden, disabled: !snap.canRedo || this.busy },
      hint: { hidden: skip, disabled: !this.hinting && (!snap.humanToAct || !playing || this.busy || left === 0), left, stop: this.hinting },
      resign: { hidden: false, disabled: !playing || this.busy },
      draw: { hidden: vsAi, disabled: !playing || this.busy },
      flip: { hidden: false, disabled: false },
      threats: { hidden: !this.threatsOffered(), disabled: false, pressed: this.threatsOn },
      skip: { hidden: !skip, disabled: this.busy },
    };
  }

  /** The clock as shown (`clock-model.js`). */
  clock() {
    return clockOf(this.snap, this.remainingMs);
  }

  /** Changes when a zoomed board should scroll again to what matters. */
  focusKey() {
    return `${this.snap.ply}|${this.snap.toMove}|${this.tokens.join(' ')}|${this.choice ? this.choice.map((t) => t.token).join(' ') : ''}`;
  }

  /** The side a resignation is for: the one human side, else the side to move. */
  resignSide() {
    const sides = humanSides(this.snap);
    return sides.size === 1 ? [...sides][0] : this.snap.toMove;
  }

  // --- helpers of the intents ----------------------------------------------------------

  take(token) {
    if (this.busy) return null;
    return this.setTokens(nextTaps(this.actions(), this.tokens, token));
  }

  offer(taps) {
    this.choice = taps;
    return null;
  }

  /** Sets the taps; when they make exactly one action and no other could follow, plays it. */
  setTokens(tokens) {
    this.tokens = tokens;
    this.choice = null;
    const n = narrow(this.actions(), tokens);
    if (tokens.length && n.candidates.length === 1 && n.complete.length === 1) return this.submit(n.complete[0]);
    return null;
  }

  /**
   * Plays `action`; with move confirmation on (and not confirmed yet), it waits instead, its
   * taps still shown, for its last tap to be made again.
   */
  submit(action, confirmed = false) {
    const training = this.snap.training;
    if (!confirmed && training && training.confirmMoves && this.tokens.length) {
      this.pending = { action, token: this.tokens[this.tokens.length - 1] };
      this.choice = null;
      return null;
    }
    this.tokens = [];
    this.choice = null;
    this.pending = null;
    return { submit: action.text };
  }
}

/**
 * What the play screen does with a paused game while the page shows (shown or focused again,
 * or the game reloaded from its save): an untimed game resumes at once; a timed one waits for a
 * tap on "paused — tap to continue", so its clock starts only with the player there. A game
 * not paused is left as it is.
 * @param {Snapshot} snap
 * @returns {'resume' | 'wait-for-tap' | 'none'}
 */
export function onReturn(snap) {
  if (!snap.paused || snap.phase !== 'playing') return 'none';
  return snap.clock.timerSecs == null && snap.clock.gameClock == null ? 'resume' : 'wait-for-tap';
}
