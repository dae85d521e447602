// The play screen's view: it builds the screen once, renders the model's `frame()` after every
// change, and turns gestures into the model's intents (`play-model.js` holds the state and
// decides what a tap does). It also talks to the core: actions, undo/redo, hint, resign, draw,
// export, the end screen, and the core's events.

import { playMoveSound } from '../sounds.js';
import { api } from '../api.js';
import { t, gameName, sideName, gameSays, localText } from '../i18n.js';
import { h, clear } from '../svg.js';
import { modal, toast, errorText, closeModal } from '../widgets.js';
import { explainRefusal, drawRefusal } from '../refusal-view.js';
import { drawPracticeNote, gradeMark, gradeText } from '../practice-view.js';
import { createBoard } from '../boards/index.js';
import { rulesOf } from '../catalog.js';
import { showSetup } from './setup.js';
import { showCurtain } from '../curtain.js';
import { makeZoom } from '../zoom.js';
import { PlayModel, humanSides, isOlder, onReturn } from './play-model.js';
import { announce, turnText, timeUpText } from '../announce.js';
import { renderClock } from '../clock-view.js';
import { feedbackFor, vibrate } from '../haptics.js';
import { reducedMotion } from '../motion.js';
import { attachBoardKeys } from '../board-keys.js';
import { shortcutOf } from '../shortcuts.js';
import { tapButton, focusBoard } from '../board-widgets.js';
import { SinceView } from '../since-view.js';
import { showEnd } from '../end-view.js';
import { TableLayout } from '../table-layout.js';
import { sinceWanted } from '../since.js';
import { moveText, moveParts, moveListMode } from '../words.js';
import { makePlayBar, renderHintButton, collapsible } from '../play-bar.js';
import { exportDialog } from '../records.js';


export async function showPlay(app, ctx, gameId, resume) {
  // Opening the play screen (new, continued, or come back to) puts the game on screen, so its
  // clock runs again where it stopped; a finished game is only shown.
  let snap;
  try {
    snap = await api.resumeGame(gameId);
  } catch (err) {
    if (resume) throw err;
    // The game is shown all the same; a bug's error is still told.
    if (err && err.kind === 'internal') toast(errorText(err), 5000);
    snap = await api.snapshot(gameId);
  }
  const again = () => ctx.go('/play/' + snap.id);
  if (snap.curtain) return showCurtain(app, ctx, snap, again);
  if (snap.phase === 'setup') return showSetup(app, ctx, snap, again);
  return new PlayScreen(app, ctx, new PlayModel(snap, ctx.settings)).handlers();
}

class PlayScreen {
  constructor(app, ctx, model) {
    this.app = app;
    this.ctx = ctx;
    this.model = model;
    this.left = false;
    this.hintStopped = false; // the player stopped the hint being searched
    this.endShown = false;
    this.answered = 0;
    this.focusKey = null;
    this.game = model.game;
    this.rules = rulesOf(this.game);
    this.build();
    this.render();
    // Tab enters the board at a piece that can move, if there is one.
    this.keys.rest([...this.model.targets().cells.keys()][0]);
    if (this.snap.phase === 'playing') announce(turnText(this.snap, humanSides(this.snap)));
    // A game opened at a human's turn after others acted: what happened since.
    const since = sinceWanted(null, this.snap);
    if (since !== null) this.since.ask(this.snap.id, since, this.snap.seatToAct);
  }

  get snap() {
    return this.model.snap;
  }

  // --- building the screen -------------------------------------------------------------

  build() {
    const { game, snap } = this;
    this.screen = h('section', { class: 'screen play play-' + game, 'data-testid': 'play', 'data-game': game, 'data-game-id': snap.id });
    this.app.appendChild(this.screen);
    this.timerEl = h('div', { class: 'timer', 'data-testid': 'timer', role: 'timer' });
    this.screen.appendChild(h('header', { class: 'topbar' }, [
      h('button', { class: 'btn icon-btn', 'data-testid': 'back', 'aria-label': t('back'), onclick: () => this.ctx.go('/home') }, '‹'),
      h('h1', { text: gameName(game) }),
      this.timerEl,
    ]));
    const boardWrap = h('div', { class: 'board-wrap', 'data-testid': 'board-wrap' });
    const panel = h('aside', { class: 'panel' });
    this.buildPanel(panel);
    this.screen.appendChild(h('div', { class: 'play-body' }, [boardWrap, h('div', { class: 'play-side' }, [panel, this.buildControls()])]));
    // A tap on the board ends a replay under way (the board as it stands comes back at once)
    // and counts on that board: a player who starts the turn need not wait or tap twice.
    const tapped = (fn) => (...args) => {
      this.since.stop();
      this.after(fn(...args));
    };
    this.board = createBoard(game, boardWrap, this.rules, tapped((at) => this.model.tap(at)), tapped((side, kind) => this.model.tapReserve(side, kind)));
    this.since = new SinceView({
      board: this.board,
      game,
      settings: () => this.ctx.settings,
      orientation: () => this.model.orientation(),
      onEnd: () => this.render(),
    });
    this.threatsEl.after(this.since.el);
    this.pausedEl = h('button', { class: 'paused-veil', 'data-testid': 'paused', hidden: true, onclick: () => this.resume() }, [h('span', { class: 'paused-label' }, t('pausedTapToContinue'))]);
    this.screen.appendChild(this.pausedEl);
    this.zoom = makeZoom(boardWrap, this.board);
    this.timerEl.before(...this.zoom.buttons);
    this.table = new TableLayout(this.screen, boardWrap, [this.statusEl, this.thinkingEl, this.timerEl, this.actionBar]);
    this.zoom.apply();
    this.buildKeys();
  }

  /** The board's keys (arrows, Enter or Space, Escape) and the screen's shortcuts (shortcuts.js). */
  buildKeys() {
    this.keys = attachBoardKeys(this.board, { cancel: () => this.cancelSelection(), turned: () => this.model.orientation().flip });
    this.onKey = (e) => {
      // An open dialog has the keyboard to itself.
      if (e.defaultPrevented || document.getElementById('modal-root').firstChild) return;
      if (e.key === 'Escape') {
        if (this.cancelSelection()) e.preventDefault();
        return;
      }
      const control = this.controls[shortcutOf(e)];
      if (!control) return;
      e.preventDefault();
      if (!control.hidden && !control.disabled) control.click();
    };
    document.addEventListener('keydown', this.onKey);
  }

  /** Escape: drops the taps made so far; false when there were none. */
  cancelSelection() {
    if (!this.model.hasSelection()) return false;
    this.after(this.model.cancel());
    return true;
  }

  buildPanel(panel) {
    this.statusEl = h('div', { class: 'status', 'data-testid': 'status' });
    this.thinkingEl = h('div', { class: 'thinking', 'data-testid': 'ai-thinking', hidden: true }, [h('span', { class: 'spinner' }), t('aiThinking')]);
    this.notesEl = h('div', { class: 'notes', 'data-testid': 'notes' });
    this.helpEl = h('div', { class: 'help muted', 'data-testid': 'help' });
    this.refusalEl = h('div', { class: 'refusal', 'data-testid': 'refusal', hidden: true });
    this.practiceEl = h('div', { class: 'practice-note', 'data-testid': 'practice-note', hidden: true });
    this.threatsEl = h('div', { class: 'threat-note', 'data-testid': 'threat-note', hidden: true });
    this.actionBar = h('div', { class: 'actionbar', 'data-testid': 'actionbar' });
    this.moveCount = h('span', { class: 'count-pill', 'data-testid': 'move-count' });
    this.lastMoveEl = h('span', { class: 'moves-last muted' });
    this.moveList = h('ol', { class: 'move-list', 'data-testid': 'move-list' });
    const landscape = window.matchMedia('(orientation: landscape) and (min-width: 640px)');
    const moves = h('details', { class: 'moves', 'data-testid': 'moves', open: landscape.matches }, [h('summary', {}, [t('moves'), ' ', this.moveCount, this.lastMoveEl]), this.moveList]);
    const onOrientation = () => {
      moves.open = landscape.matches;
      this.statusEl.setAttribute('aria-expanded', String(landscape.matches));
    };
    landscape.addEventListener('change', onOrientation);
    this.stopOrientation = () => landscape.removeEventListener('change', onOrientation);
    collapsible(this.statusEl, landscape.matches);
    panel.append(this.statusEl, this.thinkingEl, this.notesEl, this.helpEl, this.refusalEl, this.practiceEl, this.threatsEl, moves, this.actionBar);
  }

  /** The bar at the thumb's edge and its sheet (play-bar.js); the sheet's buttons wait in a hidden store. */
  buildControls() {
    const id = this.snap.id;
    const store = h('div', { class: 'sheet-store', hidden: true });
    this.screen.appendChild(store);
    this.bar = makePlayBar({
      undo: () => this.run(() => api.undo(id)),
      redo: () => this.run(() => api.redo(id)),
      hint: () => (this.model.hinting ? this.stopHint() : this.showHint()),
      skip: () => this.run(() => api.skipToTurn(id)),
      flip: () => this.after(this.model.flipBoard()),
      review: () => this.ctx.go('/review/' + id),
      resign: () => this.askResign(),
      draw: () => this.askDraw(),
      threats: () => {
        this.model.toggleThreats();
        this.render();
      },
      export: () => this.exportRecord(),
      settings: () => this.ctx.go('/settings'),
    }, store);
    this.controls = this.bar.controls;
    return this.bar.bar;
  }

  // --- talking to the core -------------------------------------------------------------

  /** After an intent: send the action it completed, else show the new taps. */
  after(result) {
    if (result && result.submit) this.run(() => api.act(this.snap.id, result.submit, this.snap.ply));
    else this.render();
    if (result && result.refused) this.explain(result.refused);
  }

  /** Asks the core why a tap was refused; its answer is shown and read out. */
  explain(asked) {
    const ask = () => api.refusal(this.snap.id, asked.chosen, asked.at, asked.ply);
    explainRefusal(this.model, asked, ask, this.game, () => !this.left && (this.render(), true));
  }

  /**
   * Runs one command at a time; its answer (or, after an error, a fresh snapshot) is shown
   * unless an event meanwhile brought a newer one (the model keeps the newest).
   */
  async run(fn) {
    if (this.model.busy) return;
    this.model.busy = true;
    this.screen.classList.add('busy');
    try {
      const next = await fn();
      if (next && next.id) this.setSnap(next);
    } catch (err) {
      toast(errorText(err), 4000);
      try {
        this.setSnap(await api.snapshot(this.snap.id));
      } catch (e) {
        // The snapshot stays as it was.
      }
    } finally {
      this.model.busy = false;
      this.screen.classList.remove('busy');
      this.render();
      // Commands answered so far: the E2E tests that check that an answer changed nothing
      // wait for this count, not for a time.
      this.screen.setAttribute('data-answered', String(++this.answered));
    }
  }

  setSnap(next) {
    // The device goes to the other side's people: the screen gives way to the curtain.
    if (next.curtain && !isOlder(next, this.snap)) return this.ctx.go('/play/' + next.id);
    const prev = this.snap;
    const told = this.model.setSnap(next);
    if (!told) return;
    // The system's reduced motion wins over the Animation setting.
    if (reducedMotion()) this.model.slides = [];
    if (told.moved) {
      vibrate(this.ctx.settings, feedbackFor(prev, next, humanSides(next)));
      // The end is said by the end screen, with the result.
      if (next.phase === 'playing') announce(turnText(next, humanSides(next)));
    }
    if (told.timedOut) toast(timeUpText(this.game, told.timedOut), 3000);
    if (told.sound) playMoveSound(this.ctx.settings.sound);
    if (told.moved) this.screen.removeAttribute('data-hint');
    // A human's turn after others acted begins with what happened since; once played, it goes.
    const since = sinceWanted(prev, next);
    if (since !== null) this.since.ask(next.id, since, next.seatToAct);
    else if (told.moved && (!next.humanToAct || next.seatToAct !== this.since.seat)) this.since.clear();
    this.render();
  }

  showHint() {
    this.run(async () => {
      this.model.hinting = true;
      this.render();
      try {
        const { action, words, side } = await api.hint(this.snap.id);
        this.model.setHint(action);
        // Said as the move list says moves: in words, or in notation when the settings ask.
        toast(t('hintIs', { action: words ? moveText(this.game, { text: action, words, side, seat: null }) : action }), 4000);
        this.screen.setAttribute('data-hint', action);
      } catch (err) {
        // Stopped by the player, who needs no word of it; it did not count as help.
        if (!this.hintStopped) throw err;
      } finally {
        this.model.hinting = this.hintStopped = false;
      }
      return null;
    });
  }

  /** The hint's button while its search runs: the search stops, the hint is not given. */
  stopHint() {
    this.hintStopped = true;
    api.cancelHint(this.snap.id).catch(() => {});
  }

  askResign() {
    const side = this.model.resignSide();
    modal(t('resign'), h('p', { text: t('confirmResign', { side: sideName(this.game, side) }) }), [
      { label: t('cancel'), testid: 'resign-cancel' },
      { label: t('resign'), primary: true, testid: 'resign-confirm', action: () => this.run(() => api.resign(this.snap.id, side)) },
    ]);
  }

  askDraw() {
    modal(t('offerDraw'), h('p', { text: t('confirmDraw') }), [
      { label: t('cancel') },
      { label: t('confirm'), primary: true, testid: 'draw-confirm', action: () => this.run(() => api.agreeDraw(this.snap.id)) },
    ]);
  }

  exportRecord() {
    return exportDialog(this.snap.id, this.screen);
  }

  // --- pause and resume ----------------------------------------------------------------

  /** Runs pauses and resumes one after another, each seeing the snapshot the last one left. */
  lifecycle(step) {
    this.steps = (this.steps || Promise.resolve()).then(() => (this.left ? undefined : step())).catch((err) => toast(errorText(err)));
    return this.steps;
  }

  /**
   * An untimed game found paused while the page shows (reloaded from its save after an error,
   * or paused by the platform) goes on by itself: once per snapshot, so a resume that fails is
   * not tried again until the game changes. A timed one waits for the tap.
   */
  resumeIfUntimed() {
    if (document.visibilityState === 'hidden' || onReturn(this.snap) !== 'resume') return;
    if (this.autoResumed === this.snap.revision) return;
    this.autoResumed = this.snap.revision;
    this.lifecycle(async () => {
      if (document.visibilityState !== 'hidden' && onReturn(this.snap) === 'resume') this.setSnap(await api.resumeGame(this.snap.id));
    });
  }

  /** "Paused — tap to continue" tapped: the game is on screen again and its clock runs. */
  resume() {
    return this.lifecycle(async () => this.setSnap(await api.resumeGame(this.snap.id)));
  }

  // --- rendering the model's frame -----------------------------------------------------

  render() {
    if (this.left) return;
    const f = this.model.frame();
    // A replay under way has the board; the rest of the screen is the game's as it stands.
    if (!this.since.replaying) this.board.update(f.snap.view, f.board);
    this.model.slides = [];
    this.renderAttributes(f);
    this.renderStatus(f);
    this.renderNotes(f.notes);
    this.helpEl.textContent = !f.help ? '' : typeof f.help === 'string' ? t(f.help) : localText(f.help);
    this.renderRefusal(f.refused);
    this.renderActionBar(f.targets);
    for (const [name, { hidden, disabled }] of Object.entries(f.controls)) Object.assign(this.controls[name], { hidden, disabled });
    renderHintButton(this.controls.hint, f.controls.hint);
    this.renderThreats(f);
    this.renderMoves(f.snap.history || [], f.snap.graded || []);
    this.renderPractice(f.snap);
    this.table.update(f.snap, this.ctx.settings, this.ctx.levelsOf(this.game));
    // A zoomed board is measured once the panel below it has its final size.
    this.zoom.apply();
    this.renderFocus(f.focus);
    this.renderClock(f.clock);
    this.pausedEl.hidden = onReturn(f.snap) !== 'wait-for-tap';
    this.resumeIfUntimed();
    if (f.status.over && f.snap.outcome && !this.endShown) this.showEnd();
  }

  /**
   * The threat marks (threats.js): the switch, a line that counts them, and the core asked for
   * the threats of a ply the board does not have yet (an answer for an older ply is dropped).
   */
  renderThreats(f) {
    this.controls.threats.setAttribute('aria-pressed', String(f.controls.threats.pressed));
    const counts = f.threats && f.threats.counts;
    this.threatsEl.hidden = !counts;
    this.threatsEl.textContent = counts ? t('threats.note', counts) + (counts.field ? t('threats.field', { n: counts.field }) : '') : '';
    const asked = this.model.threatsWanted();
    const key = asked && `${asked.ply} ${asked.position}`;
    if (!asked || this.threatsAsked === key) return;
    this.threatsAsked = key;
    api.threats(this.snap.id, asked.ply).then(
      (threats) => {
        this.model.setThreats(asked, threats);
        this.render();
      },
      () => {
        // A stale ply: the next render asks for the game's new one.
        this.threatsAsked = null;
      },
    );
  }

  /**
   * Practice mode: the grade of the player's last move once the core has it (read out once),
   * and for a mistake a better move on request and a second try (undo, where it is allowed).
   */
  renderPractice(snap) {
    const note = snap.practiceNote || null;
    const key = note ? `${note.ply}|${note.grade}` : '';
    if (key !== this.noteKey) {
      // A grade found while the screen is up is read out; one saved with the game is not.
      if (note && this.noteKey !== undefined) announce(gradeText(note));
      this.noteKey = key;
      this.betterShown = false;
    }
    const drawn = `${key}|${this.betterShown}|${snap.canUndo}`;
    if (drawn === this.noteDrawn) return;
    this.noteDrawn = drawn;
    drawPracticeNote(this.practiceEl, this.game, note, {
      side: note && snap.history[note.ply] ? snap.history[note.ply].side : snap.toMove,
      shown: this.betterShown,
      show: () => {
        this.betterShown = true;
        this.render();
      },
      retry: snap.canUndo ? () => this.run(() => api.undo(this.snap.id)) : undefined,
    });
  }

  /** Why the last tap was refused, citing its rule, and the lesson that teaches the rule. */
  renderRefusal(refused) {
    if (refused === this.shownRefusal) return;
    this.shownRefusal = refused;
    drawRefusal(this.refusalEl, this.game, refused, { go: (route) => this.ctx.go(route) });
  }

  /** The state on the screen element, for the end-to-end tests and assistive tech. */
  renderAttributes(f) {
    const { snap } = f;
    const attrs = { 'data-ply': snap.ply, 'data-phase': snap.phase, 'data-paused': !!snap.paused, 'data-to-move': snap.toMove, 'data-human-to-act': !!snap.humanToAct, 'data-position': snap.position, 'data-taps': f.tokens.join(' ') };
    for (const [k, v] of Object.entries(attrs)) this.screen.setAttribute(k, String(v));
    this.screen.classList.toggle('flipped', f.board.flip);
  }

  renderStatus({ status, thinking }) {
    const el = this.statusEl;
    el.className = 'status side-' + status.toMove;
    el.textContent = status.over ? t('gameOver') : t('toMove', { side: sideName(this.game, status.toMove) }) + (status.you ? t('youSuffix') : '');
    if (status.last) el.appendChild(h('span', { class: 'last muted', 'data-testid': 'last-action', text: ' · ' + t('lastMove', { action: moveText(this.game, status.last) }) }));
    this.thinkingEl.hidden = !thinking;
  }

  renderNotes(notes) {
    clear(this.notesEl);
    for (const { code, params, badge } of notes) {
      const text = gameSays(this.game, 'notes', code, params) || code;
      const note = badge
        ? h('span', { class: 'note badge-note', 'data-testid': 'note-' + code, text })
        : h('span', { class: 'note', 'data-note': code, text });
      this.notesEl.appendChild(note);
    }
  }

  renderActionBar(targets) {
    const bar = this.actionBar;
    const focused = bar.contains(document.activeElement) ? document.activeElement.getAttribute('data-testid') : null;
    clear(bar);
    for (const { tap } of targets.buttons) {
      bar.appendChild(tapButton(this.game, this.snap, tap, () => this.after(this.model.press(tap.token))));
    }
    if (targets.confirm) bar.appendChild(h('button', { class: 'btn primary', 'data-testid': 'confirm', onclick: () => this.after(this.model.confirm()) }, t('confirmMove')));
    if (targets.cancel) bar.appendChild(h('button', { class: 'btn', 'data-testid': 'cancel', onclick: () => this.after(this.model.cancel()) }, t('cancel')));
    bar.hidden = !bar.firstChild;
    if (focused) this.keepFocus(bar.querySelector(`[data-testid="${focused}"]`), targets);
  }

  /**
   * The keyboard's focus was on a button of the action bar, now drawn anew: it stays on the
   * same button, else goes on at the board — its first target (the points a recruit may use,
   * say), else the point last in focus.
   */
  keepFocus(same, targets) {
    if (same) return same.focus();
    const first = [...targets.cells.keys()][0] || [...targets.reserve][0];
    this.keys.focus(first || this.keys.current());
  }

  /** The move list; in practice mode each graded move carries its grade's sign. */
  renderMoves(history, graded) {
    clear(this.moveList);
    this.moveCount.textContent = String(history.length);
    // The collapsed list's one line ends with the last move, in notation: short enough for it.
    this.lastMoveEl.textContent = history.length ? history[history.length - 1].text : '';
    this.moveList.classList.toggle('words', moveListMode() === 'words');
    if (!history.length) this.moveList.appendChild(h('li', { class: 'muted empty', text: t('noMoves') }));
    const grades = new Map(graded.map((g) => [g.ply, g]));
    history.forEach((m, i) => {
      this.moveList.appendChild(h('li', { class: 'mv side-' + m.side, 'data-testid': 'move-' + i, 'data-notation': m.text, 'data-grade': grades.has(i) ? grades.get(i).grade : null }, [...moveParts(this.game, m), gradeMark(grades.get(i))]));
    });
    this.moveList.scrollTop = this.moveList.scrollHeight;
  }

  /** Scrolls a zoomed board to what matters when that changed (`focusBoard`). */
  renderFocus(focus) {
    if (focus.key === this.focusKey) return;
    this.focusKey = focus.key;
    focusBoard(this.zoom, this.board, this.snap, focus);
  }

  renderClock(clock) {
    renderClock(this.timerEl, clock, this.game, this.snap.humanToAct);
  }

  showEnd() {
    this.endShown = true;
    showEnd(this.snap, this.rules, this.ctx.levelsOf(this.game), { go: (route) => this.ctx.go(route), rematch: () => this.rematch() });
  }

  async rematch() {
    try {
      const next = await api.rematch(this.snap.id);
      this.ctx.go('/play/' + next.id);
    } catch (err) {
      toast(errorText(err));
    }
  }

  // --- the router's handlers -----------------------------------------------------------

  onEvent(name, p) {
    if (!p) return;
    const gid = p.gameId !== undefined ? p.gameId : p.id;
    if (gid !== this.snap.id) return;
    if (name === 'game-updated') {
      if (p.phase !== 'setup') this.setSnap(p);
    } else if (name === 'clock-tick') {
      // A tick of a ply already left (it crossed the next snapshot) is not the side to move's.
      if (p.ply !== this.snap.ply) return;
      this.model.remainingMs = p.remainingMs;
      this.renderClock(this.model.clock());
    } else if (name === 'turn-timeout') {
      this.screen.setAttribute('data-timeouts', String(Number(this.screen.getAttribute('data-timeouts') || 0) + 1));
    } else if (name === 'ai-thinking') {
      this.model.aiThinking(p);
      // The last event is kept on the indicator (for assistive tech and the E2E tests).
      this.thinkingEl.setAttribute('data-thinking', p.thinking ? 'true' : 'false');
      this.thinkingEl.setAttribute('data-ply', String(p.ply));
      this.thinkingEl.hidden = !(this.model.thinking && this.snap.phase === 'playing');
    }
  }

  handlers() {
    return {
      /** Fetches the snapshot again (after events that came while the screen loaded). */
      refresh: () => {
        api.snapshot(this.snap.id).then((s) => this.setSnap(s)).catch(() => {});
      },
      onEvent: (name, p) => this.onEvent(name, p),
      leave: async () => {
        this.left = true;
        if (this.model.hinting) this.stopHint();
        this.since.clear();
        this.stopOrientation();
        this.zoom.dispose();
        this.bar.dispose();
        this.keys.dispose();
        document.removeEventListener('keydown', this.onKey);
        closeModal();
        if (this.snap.phase === 'playing') await api.pause(this.snap.id);
      },
      onBackground: () => this.lifecycle(async () => {
        if (this.snap.phase !== 'playing' || this.snap.paused) return;
        await api.suspend();
        this.setSnap(await api.snapshot(this.snap.id));
      }),
      onForeground: () => this.lifecycle(async () => {
        if (onReturn(this.snap) === 'resume') this.setSnap(await api.resumeGame(this.snap.id));
      }),
    };
  }
}
