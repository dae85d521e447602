// The review screen (#/review/<gameId>): the saved record replayed move by move (first, back,
// forward, last, a tap on a move, a swipe on the board), Zhili's verdicts with the moves that
// changed them, the other games' value graph with its mistakes (analysed by the core off the
// UI thread, with progress and cancel), "Play from here", and for a game against the computer
// "Learn from your mistakes" (its drills). `review-model.js` holds the
// state; the core sends every board and every judgement.

import { api } from '../api.js';
import { t, gameName, sideName } from '../i18n.js';
import { h, svg, clear } from '../svg.js';
import { modal, toast, errorText } from '../widgets.js';
import { createBoard } from '../boards/index.js';
import { infoOf, rulesOf } from '../catalog.js';
import { pointsOf } from './play-model.js';
import { ReviewModel, GRAPH, verdictKey } from './review-model.js';
import { initialChoices, gameOptions } from './newgame-model.js';
import { moveText, moveParts, moveListMode } from '../words.js';
import { drawPracticeNote, gradeMark } from '../practice-view.js';

/** The master's search time per position a Twin Cities review offers (the core takes 50–10000 ms). */
const PLY_BUDGETS_MS = [200, 1000, 3000];

/** Replay's pace: a move shown this long before the next. */
const REPLAY_STEP_MS = 900;

/** The review of a game; `replay`: from its start, the moves played one by one (the end screen's Replay). */
export async function showReview(app, ctx, gameId, replay) {
  const review = await api.reviewGame(gameId);
  const screen = new ReviewScreen(app, ctx, new ReviewModel(review));
  await screen.show(replay ? 'first' : undefined);
  if (replay) screen.togglePlay();
  return screen.handlers();
}

const NAV = [['first', '«'], ['back', '‹'], ['forward', '›'], ['last', '»']];

/** Play and pause, drawn (the text font has no such signs); the pressed button shows pause. */
function playIcon() {
  const icon = svg('svg', { viewBox: '0 0 24 24', width: 20, height: 20, class: 'play-icon', 'aria-hidden': 'true' });
  icon.append(svg('path', { class: 'play-shape', d: 'M7 4 L20 12 L7 20 Z' }), svg('path', { class: 'pause-shape', d: 'M6 4 H10 V20 H6 Z M14 4 H18 V20 H14 Z' }));
  return icon;
}

class ReviewScreen {
  constructor(app, ctx, model) {
    this.app = app;
    this.ctx = ctx;
    this.model = model;
    this.left = false;
    this.board = null;
    this.seq = 0;
    this.review = model.review;
    this.build();
  }

  build() {
    const { review } = this;
    const game = review.game;
    this.screen = h('section', { class: 'screen play review play-' + game, 'data-testid': 'review', 'data-game': game, 'data-game-id': review.gameId });
    this.app.appendChild(this.screen);
    this.screen.appendChild(h('header', { class: 'topbar' }, [
      h('button', { class: 'btn icon-btn', 'data-testid': 'back', 'aria-label': t('back'), onclick: () => this.ctx.go('/home') }, '‹'),
      h('h1', { text: `${t('reviewTitle')} · ${gameName(game)}` }),
    ]));
    const boardWrap = h('div', { class: 'board-wrap', 'data-testid': 'board-wrap' });
    const panel = h('aside', { class: 'panel' });
    this.screen.appendChild(h('div', { class: 'play-body' }, [boardWrap, panel]));
    this.board = createBoard(game, boardWrap, rulesOf(game), () => {});
    this.swipe(boardWrap);
    this.plyEl = h('div', { class: 'status', 'data-testid': 'review-ply' });
    const nav = h('div', { class: 'controls review-nav' }, NAV.map(([name, icon]) => h('button', {
      class: 'btn', 'data-testid': 'review-' + name, 'aria-label': t('review.' + name), onclick: () => this.show(name),
    }, icon)));
    this.navButtons = nav.querySelectorAll('button');
    this.playBtn = h('button', { class: 'btn', 'data-testid': 'review-play', 'data-step-ms': REPLAY_STEP_MS, 'aria-pressed': 'false', 'aria-label': t('review.play'), onclick: () => this.togglePlay() }, [playIcon()]);
    nav.append(this.playBtn);
    this.judgeEl = h('div', { class: 'review-judge', 'data-testid': 'review-judge', role: 'status' });
    this.moveList = h('ol', { class: 'move-list review-moves', 'data-testid': 'move-list' });
    const playHere = h('button', { class: 'btn primary', 'data-testid': 'play-from-here', onclick: () => this.askPlayFromHere() }, t('playFromHere'));
    const controls = h('div', { class: 'controls' }, [playHere]);
    if (review.mode === 'vs-ai' && review.moves.length) controls.append(this.drillsButton());
    panel.append(this.plyEl, nav, this.stopNotice(), this.judgeEl, this.analysisBox(), controls, this.moveList);
    this.renderMoves();
  }

  /** A game against the computer: its worst moves become drills, and the first is played. */
  drillsButton() {
    const button = h('button', { class: 'btn', 'data-testid': 'make-drills' }, t('drill.learn'));
    button.onclick = async () => {
      button.disabled = true;
      button.textContent = t('drill.making');
      try {
        const made = await api.makeDrills(this.review.gameId);
        if (this.left) return;
        const first = made.find((d) => !d.solved && !d.shown) || made[0];
        if (first) this.ctx.go('/drill/' + first.id);
        else toast(t('drill.none'), 4000);
      } catch (err) {
        toast(errorText(err), 4000);
      } finally {
        button.disabled = false;
        button.textContent = t('drill.learn');
      }
    };
    return button;
  }

  /** A damaged save: how far it replays and why it stops there. */
  stopNotice() {
    const { stop, recorded } = this.review;
    if (!stop) return h('span', { hidden: true });
    return h('p', { class: 'error', 'data-testid': 'review-stop', 'data-ply': stop.ply, text: t('review.stopped', { n: stop.ply, total: recorded, action: stop.action, why: stop.message }) });
  }

  /** Twin Cities and Generals: Analyse, its progress and Cancel, and the graph. */
  analysisBox() {
    this.analysisEl = h('div', { class: 'analysis', 'data-testid': 'analysis', hidden: !this.review.canAnalyze });
    if (!this.review.canAnalyze) return this.analysisEl;
    this.analyzeBtn = h('button', { class: 'btn', 'data-testid': 'analyze', onclick: () => this.analyze() }, t('review.analyze'));
    // Values that are searches (Twin Cities' master): the player chooses their time per position.
    this.budgetEl = infoOf(this.review.game).capabilities.timedAnalysis
      ? h('select', { class: 'analysis-budget', 'data-testid': 'analysis-budget', 'aria-label': t('review.budget') }, PLY_BUDGETS_MS.map((ms) => h('option', { value: String(ms), text: t('seconds', { n: ms / 1000 }) })))
      : null;
    this.cancelBtn = h('button', { class: 'btn', 'data-testid': 'analysis-cancel', hidden: true, onclick: () => this.cancelAnalysis() }, t('cancel'));
    this.progressEl = h('progress', { class: 'analysis-progress', 'data-testid': 'analysis-progress', max: 1, value: 0, hidden: true });
    this.graphEl = h('div', { class: 'graph', 'data-testid': 'graph' });
    const caption = h('p', { class: 'muted small graph-caption', text: t('review.graph') });
    this.analysisEl.append(h('div', { class: 'card-buttons' }, [this.budgetEl, this.analyzeBtn, this.progressEl, this.cancelBtn].filter(Boolean)), this.graphEl, caption);
    return this.analysisEl;
  }

  /** A swipe on the board (a finger, a pen, or a mouse dragged) steps a move. */
  swipe(el) {
    let start = null;
    el.addEventListener('pointerdown', (e) => {
      start = e.isPrimary ? { x: e.clientX, y: e.clientY } : null;
    });
    el.addEventListener('pointerup', (e) => {
      if (!start || !e.isPrimary) return;
      const step = ReviewModel.swipe(e.clientX - start.x, e.clientY - start.y);
      start = null;
      if (step) this.show(step);
    });
    el.addEventListener('pointercancel', () => {
      start = null;
    });
  }

  /** Plays the moves one by one from here (from the start when at the end), or stops. */
  togglePlay() {
    if (this.stopPlay()) return;
    if (this.model.ply >= this.model.last) this.show('first');
    this.playing = setInterval(() => {
      if (this.model.ply >= this.model.last) this.stopPlay();
      else this.show('forward', true);
    }, REPLAY_STEP_MS);
    this.playBtn.setAttribute('aria-pressed', 'true');
    this.playBtn.setAttribute('aria-label', t('review.pause'));
  }

  /** Stops the replay under way; false when none was. */
  stopPlay() {
    if (!this.playing) return false;
    clearInterval(this.playing);
    this.playing = null;
    this.playBtn.setAttribute('aria-pressed', 'false');
    this.playBtn.setAttribute('aria-label', t('review.play'));
    return true;
  }

  /**
   * Shows the board at `where` (a step's name or a ply): asks the core for it. Any step but the
   * replay's own (`replaying`) stops the replay: a button, a swipe, a move or the graph tapped.
   */
  async show(where, replaying) {
    if (!replaying) this.stopPlay();
    const ply = where === undefined ? this.model.ply : this.model.go(where);
    const seq = ++this.seq;
    try {
      const board = await api.reviewBoard(this.review.gameId, ply);
      if (seq !== this.seq || this.left) return;
      this.boardAt = board;
      this.render();
    } catch (err) {
      toast(errorText(err));
    }
  }

  render() {
    const { model, boardAt } = this;
    const deco = { selected: new Set(), targets: new Map(), last: new Set(pointsOf(boardAt.lastTaps)), hint: new Set(), flip: false, rotateSide: null, reserveTargets: new Set(), fields: [], slides: [] };
    this.board.update(boardAt.view, deco);
    this.screen.setAttribute('data-ply', String(model.ply));
    this.screen.setAttribute('data-position', boardAt.position);
    this.plyEl.textContent = model.ply === 0 ? t('review.start') : t('review.move', { n: model.ply, total: model.last, action: moveText(this.review.game, this.review.moves[model.ply - 1]) });
    const nav = model.nav();
    this.navButtons.forEach((b, i) => (b.disabled = nav[NAV[i][0]]));
    this.renderJudge();
    this.moveList.querySelectorAll('li').forEach((li, i) => li.classList.toggle('current', i === model.ply - 1));
    const current = this.moveList.querySelector('li.current');
    if (current && current.scrollIntoView) current.scrollIntoView({ block: 'nearest' });
    this.renderGraph();
  }

  renderMoves() {
    clear(this.moveList);
    this.moveList.classList.toggle('words', moveListMode() === 'words');
    const marks = this.model.marks();
    const grades = new Map((this.review.graded || []).map((g) => [g.ply, g]));
    this.review.moves.forEach((m, i) => {
      const { change, mistake } = marks[i];
      const li = h('li', { class: 'mv side-' + m.side + (change ? ' turning' : '') + (mistake ? ' mistake' : ''), 'data-testid': 'move-' + i, 'data-notation': m.text, 'data-change': change || '', 'data-mistake': mistake ? 'true' : 'false', onclick: () => this.show(i + 1) }, [
        ...moveParts(this.review.game, m),
      ]);
      if (change || mistake) li.appendChild(h('span', { class: 'mv-mark', 'aria-label': change ? t('change.' + change) : t('review.mistake'), text: change ? ' ◆' : ' ?' }));
      // Practice mode's grade, as it was given during the game.
      const mark = gradeMark(grades.get(i));
      if (mark) li.appendChild(mark);
      this.moveList.appendChild(li);
    });
  }

  /** Zhili's verdicts at the shown ply; elsewhere the shown position's value. */
  renderJudge() {
    const el = this.judgeEl;
    clear(el);
    const v = this.model.verdict();
    const said = (x) => t(...verdictKey(x));
    if (v && v.start) el.appendChild(h('p', { text: t('review.startVerdict', { side: sideName(this.review.game, this.boardAt.toMove), verdict: said(v.start) }) }));
    if (v && !v.start) {
      el.appendChild(h('p', { text: t('review.verdicts', { side: sideName(this.review.game, v.side), before: said(v.before), after: said(v.after) }) }));
      if (v.change) el.appendChild(h('p', { class: 'turning-note', 'data-testid': 'verdict-change', 'data-change': v.change, text: t('change.' + v.change) }));
    }
    el.setAttribute('data-change', v && v.change ? v.change : '');
    const here = this.model.valueHere();
    if (here) el.appendChild(h('p', { 'data-testid': 'value-here', text: here.value ? t('review.value', { side: sideName(this.review.game, here.side), n: here.value }) : t('review.even') }));
    const a = this.model.analysis;
    const mistake = a && a.mistakes.includes(this.model.ply - 1);
    if (mistake) el.appendChild(h('p', { class: 'turning-note', 'data-testid': 'mistake-note', text: t('review.mistakeNote') }));
    const graded = (this.review.graded || []).find((g) => g.ply === this.model.ply - 1);
    if (graded) {
      const note = h('div', { class: 'practice-note', 'data-testid': 'practice-note' });
      drawPracticeNote(note, this.review.game, graded, { side: this.review.moves[graded.ply].side, shown: true, show: () => {} });
      el.appendChild(note);
    }
  }

  renderGraph() {
    if (!this.review.canAnalyze) return;
    const st = this.model.analysisState();
    this.analysisEl.setAttribute('data-state', st.state);
    this.progressEl.hidden = st.state !== 'running';
    this.progressEl.max = st.total;
    this.progressEl.value = st.done;
    this.cancelBtn.hidden = st.state !== 'running';
    this.analyzeBtn.hidden = st.state === 'running' || st.state === 'done';
    if (this.budgetEl) this.budgetEl.hidden = this.analyzeBtn.hidden;
    const g = this.model.graph();
    clear(this.graphEl);
    if (!g) return;
    const { width, height } = GRAPH;
    const chart = svg('svg', { viewBox: `0 0 ${width} ${height}`, class: 'value-graph', role: 'img', 'aria-label': t('review.graph') }, [
      svg('rect', { x: 0, y: 0, width, height, class: 'graph-bg' }),
      svg('line', { x1: 0, x2: width, y1: g.zero, y2: g.zero, class: 'graph-zero' }),
      svg('path', { d: g.path, class: 'graph-line' }),
      ...g.mistakes.map((m) => svg('circle', { cx: m.x, cy: m.y, r: 3.5, class: 'graph-mistake', 'data-move': m.move })),
      svg('line', { x1: g.cursor, x2: g.cursor, y1: 0, y2: height, class: 'graph-cursor' }),
    ]);
    chart.addEventListener('click', (e) => {
      const r = chart.getBoundingClientRect();
      if (r.width) this.show(this.model.plyAt((e.clientX - r.left) / r.width));
    });
    this.graphEl.appendChild(chart);
  }

  async analyze() {
    try {
      this.model.setJob(await api.analyzeGame(this.review.gameId, this.budgetEl ? Number(this.budgetEl.value) : null));
      if (this.model.analysis) this.renderMoves();
      this.render();
    } catch (err) {
      toast(errorText(err));
    }
  }

  async cancelAnalysis() {
    if (this.model.job === null) return;
    try {
      await api.cancelAnalysis(this.model.job);
    } catch (err) {
      toast(errorText(err));
    }
  }

  askPlayFromHere() {
    const game = this.review.game;
    const side = this.boardAt.toMove;
    const start = async (mode) => {
      try {
        // Asked afresh, as the new-game screen does: the level the core chooses follows the settings as they are now.
        const entry = (await api.catalog()).find((c) => c.game === game);
        if (!entry) throw new Error(`unknown game '${game}'`);
        const st = Object.assign(initialChoices(entry), { mode, side, timer: null });
        const options = Object.assign(gameOptions(game, st, entry.rules, []), { position: this.boardAt.position });
        const snap = await api.newGame(options);
        this.ctx.go('/play/' + snap.id);
      } catch (err) {
        toast(errorText(err), 5000);
      }
    };
    modal(t('playFromHere'), h('p', { text: t('playFromHereText', { n: this.model.ply }) }), [
      { label: t('cancel'), testid: 'here-cancel' },
      { label: t('mode.pass-and-play'), testid: 'here-pass-and-play', action: () => start('pass-and-play') },
      { label: t('review.vsAiAs', { side: sideName(game, side) }), primary: true, testid: 'here-vs-ai', action: () => start('vs-ai') },
    ], 'play-from-here-dialog');
  }

  handlers() {
    return {
      onEvent: (name, p) => {
        if (name !== 'analysis-progress' || !p || !this.model.setAnalysis(p)) return;
        if (p.finished || p.cancelled) this.renderMoves();
        this.render();
      },
      leave: async () => {
        this.left = true;
        this.stopPlay();
        if (this.model.job !== null && this.model.analysisState().state === 'running') await this.cancelAnalysis();
      },
    };
  }
}
