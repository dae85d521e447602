// A drill of "learn from your mistakes" (#/drill/<id>): the position where the player's move in a
// game lost the most, what the drill asks, the board (the play screen's model over the core's
// `DrillView`), where the try stands, Try again, Show me (the engine's move), and the next drill.
// The engine judges every move; this view only draws what the core sends.

import { api } from '../api.js';
import { t, gameName } from '../i18n.js';
import { h, clear } from '../svg.js';
import { toast, errorText } from '../widgets.js';
import { createBoard } from '../boards/index.js';
import { rulesOf } from '../catalog.js';
import { makeZoom } from '../zoom.js';
import { PlayModel } from './play-model.js';
import { drawAroundBoard } from '../board-widgets.js';
import { drillFrame } from './drill-model.js';
import { explainRefusal } from '../refusal-view.js';
import { moveText } from '../words.js';

/** @import { DrillView } from '../contract.js' */
/** @import { DrillBoard } from '../view-types.js' */

export async function showDrill(app, ctx, drillId) {
  const view = await api.startDrill(Number(drillId));
  return new DrillScreen(app, ctx, view).handlers();
}

/**
 * The view as the play model holds it (its id a text, as a game's).
 * @param {DrillView} view
 * @returns {DrillBoard}
 */
const boardOf = (view) => Object.assign({}, view, { id: 'drill-' + view.id });

class DrillScreen {
  /** @param {DrillView} view */
  constructor(app, ctx, view) {
    this.app = app;
    this.ctx = ctx;
    this.view = view;
    this.left = false;
    this.focusKey = null;
    this.shownRefusal = null;
    this.model = new PlayModel(boardOf(view), Object.assign({}, ctx.settings, { orientation: 'fixed' }));
    this.build();
    this.render();
  }

  /** A move of the drill in the player's words (the learner's side). */
  move(text, words) {
    return words ? moveText(this.view.game, { text, words, side: this.view.learner, seat: null }) : text;
  }

  build() {
    const { view } = this;
    const game = view.game;
    const f = drillFrame(view);
    this.screen = h('section', { class: 'screen play lesson drill play-' + game, 'data-testid': 'drill', 'data-game': game, 'data-drill': view.id, 'data-kind': view.kind });
    this.app.appendChild(this.screen);
    this.screen.appendChild(h('header', { class: 'topbar' }, [
      h('button', { class: 'btn icon-btn', 'data-testid': 'back', 'aria-label': t('back'), onclick: () => this.ctx.go('/home') }, '‹'),
      h('h1', { text: t(f.title) }),
      h('span', { class: 'count-pill', 'data-testid': 'drill-others' }),
    ]));
    const boardWrap = h('div', { class: 'board-wrap', 'data-testid': 'board-wrap' });
    const panel = h('aside', { class: 'panel' });
    this.screen.appendChild(h('div', { class: 'play-body' }, [boardWrap, panel]));
    const askParams = Object.assign({ move: this.move(view.played, view.playedWords) }, f.ask.params);
    this.introEl = h('div', { class: 'lesson-intro', 'data-testid': 'drill-ask' }, [
      h('p', { class: 'muted small', text: `${gameName(game)} · ${t('drill.learn')}` }),
      h('p', { text: t(f.ask.key, askParams) }),
    ]);
    this.statusEl = h('div', { class: 'status', 'data-testid': 'status' });
    this.repliedEl = h('div', { class: 'muted', 'data-testid': 'drill-replied' });
    this.resultEl = h('div', { class: 'lesson-result', 'data-testid': 'drill-result', role: 'status', 'aria-live': 'polite' });
    this.answerEl = h('p', { class: 'drill-answer', 'data-testid': 'drill-answer', role: 'status', 'aria-live': 'polite', hidden: true });
    this.actionBar = h('div', { class: 'actionbar', 'data-testid': 'actionbar' });
    this.showBtn = h('button', { class: 'btn', 'data-testid': 'drill-show', onclick: () => this.run(() => api.showDrill(this.view.id)) }, t('drill.show'));
    this.retryBtn = h('button', { class: 'btn', 'data-testid': 'drill-retry', onclick: () => this.run(() => api.startDrill(this.view.id)) }, t('lessonRetry'));
    this.refusalEl = h('div', { class: 'refusal', 'data-testid': 'refusal', hidden: true });
    panel.append(this.introEl, this.statusEl, this.repliedEl, this.resultEl, this.answerEl, this.refusalEl, this.actionBar, h('div', { class: 'controls' }, [this.retryBtn, this.showBtn]));
    const rules = rulesOf(game);
    this.board = createBoard(game, boardWrap, rules, (at) => this.after(this.model.tap(at)), (side, kind) => this.after(this.model.tapReserve(side, kind)));
    this.zoom = makeZoom(boardWrap, this.board);
    this.screen.querySelector('.topbar h1').after(...this.zoom.buttons);
    this.zoom.apply();
  }

  /** After an intent: send the move it completed, else show the new taps. */
  after(result) {
    if (result && result.submit) this.run(() => api.drillAct(this.view.id, result.submit, this.view.ply), true);
    else this.render();
    if (result && result.refused) {
      const { chosen, at, ply } = result.refused;
      const ask = () => api.drillRefusal(this.view.id, chosen, at, ply);
      explainRefusal(this.model, result.refused, ask, this.view.game, () => !this.left && (this.render(), true));
    }
  }

  /**
   * One command at a time; its answer is shown (after an error, the drill as it was). `judged`:
   * a move, which the engine judges meanwhile.
   */
  async run(fn, judged = false) {
    if (this.model.busy) return;
    this.model.busy = true;
    this.screen.classList.add('busy');
    if (judged) this.statusEl.textContent = t('drill.judging');
    try {
      const next = await fn();
      this.view = next;
      this.model.setSnap(boardOf(next));
      // The engine's move, once shown, is lit on the board as a hint is.
      if (next.shown && next.best && next.humanToAct) this.model.setHint(next.best);
      const warn = drillFrame(next).warn;
      if (warn) toast(t(warn), 4000);
    } catch (err) {
      toast(errorText(err), 4000);
    } finally {
      this.model.busy = false;
      this.screen.classList.remove('busy');
      this.render();
    }
  }

  render() {
    if (this.left) return;
    const { view } = this;
    const f = this.model.frame();
    const df = drillFrame(view);
    this.board.update(f.snap.view, f.board);
    this.model.slides = [];
    const attrs = { 'data-ply': view.ply, 'data-state': view.state, 'data-missed': view.missedTries, 'data-human-to-act': !!view.humanToAct, 'data-position': view.position, 'data-shown': view.shown };
    for (const [k, v] of Object.entries(attrs)) this.screen.setAttribute(k, String(v));
    const others = this.screen.querySelector('[data-testid="drill-others"]');
    others.textContent = df.others ? t('drill.others', { n: df.others }) : '';
    others.hidden = !df.others;
    this.statusEl.className = 'status side-' + view.toMove;
    const kept = df.kept && view.state === 'playing' ? ` · ${t('drill.kept', df.kept)}` : '';
    this.statusEl.textContent = t(df.status) + kept;
    this.repliedEl.textContent = view.replies.length ? t('lessonReplied', { actions: view.replies.join(' ') }) : '';
    this.renderResult(df.result);
    this.answerEl.hidden = !df.answer;
    this.answerEl.textContent = df.answer ? t(df.answer, { move: this.move(view.best, view.bestWords) }) : '';
    this.showBtn.hidden = !!df.answer;
    // After a miss, the result's Try again is the one way back.
    this.retryBtn.hidden = view.state === 'missed';
    drawAroundBoard(this, f);
  }

  renderResult(result) {
    const el = this.resultEl;
    const changed = el.getAttribute('data-kind') !== (result ? result.kind : 'none');
    clear(el);
    el.className = 'lesson-result' + (result ? ' ' + (result.kind === 'solved' ? 'passed' : 'failed') : '');
    el.setAttribute('data-kind', result ? result.kind : 'none');
    if (!result) return;
    const solved = result.kind === 'solved';
    if (changed) requestAnimationFrame(() => el.scrollIntoView && el.scrollIntoView({ block: 'nearest' }));
    el.appendChild(h('strong', { text: t('drill.' + result.kind) }));
    el.appendChild(h('p', { 'data-testid': 'drill-why', text: t(result.key, result.params) }));
    const buttons = [];
    if (!solved) buttons.push(h('button', { class: 'btn primary', 'data-testid': 'drill-try-again', onclick: () => this.run(() => api.startDrill(this.view.id)) }, t('drill.tryAgain')));
    if (this.view.next != null) buttons.push(h('button', { class: 'btn' + (solved ? ' primary' : ''), 'data-testid': 'drill-next', onclick: () => this.ctx.go('/drill/' + this.view.next) }, t('drill.next')));
    buttons.push(h('button', { class: 'btn', 'data-testid': 'drill-home', onclick: () => this.ctx.go('/home') }, t('drill.home')));
    el.appendChild(h('div', { class: 'card-buttons' }, buttons));
  }

  handlers() {
    return {
      leave: async () => {
        this.left = true;
        this.zoom.dispose();
      },
    };
  }
}
