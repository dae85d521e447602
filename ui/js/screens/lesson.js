// A lesson on the real board (#/lesson/<id>): the lesson's text, the board (the play screen's
// model over the core's `LessonView`), the rival's replies, a wrong try's hint with Start
// over, and the lesson's end with the next lesson. The engine checks the goal; this view
// only draws what the core sends.

import { api } from '../api.js';
import { t, gameName, localText } from '../i18n.js';
import { h, clear } from '../svg.js';
import { toast, errorText } from '../widgets.js';
import { createBoard } from '../boards/index.js';
import { rulesOf } from '../catalog.js';
import { makeZoom } from '../zoom.js';
import { PlayModel } from './play-model.js';
import { drawAroundBoard } from '../board-widgets.js';
import { lessonFrame } from './lesson-model.js';
import { explainRefusal } from '../refusal-view.js';

export async function showLesson(app, ctx, lessonId) {
  const view = await api.startLesson(lessonId);
  return new LessonScreen(app, ctx, view).handlers();
}

class LessonScreen {
  constructor(app, ctx, view) {
    this.app = app;
    this.ctx = ctx;
    this.view = view;
    this.left = false;
    this.focusKey = null;
    this.shownRefusal = null;
    this.model = new PlayModel(view, Object.assign({}, ctx.settings, { orientation: 'fixed' }));
    this.build();
    this.render();
  }

  build() {
    const { view } = this;
    const game = view.game;
    this.screen = h('section', { class: 'screen play lesson play-' + game, 'data-testid': 'lesson', 'data-game': game, 'data-lesson': view.id });
    this.app.appendChild(this.screen);
    this.screen.appendChild(h('header', { class: 'topbar' }, [
      h('button', { class: 'btn icon-btn', 'data-testid': 'back', 'aria-label': t('back'), onclick: () => this.ctx.go('/lessons/' + game) }, '‹'),
      h('h1', { text: localText(view.title) }),
      h('span', { class: 'count-pill', 'data-testid': 'lesson-place' }),
    ]));
    const boardWrap = h('div', { class: 'board-wrap', 'data-testid': 'board-wrap' });
    const panel = h('aside', { class: 'panel' });
    this.screen.appendChild(h('div', { class: 'play-body' }, [boardWrap, panel]));
    this.introEl = h('div', { class: 'lesson-intro', 'data-testid': 'lesson-intro' }, [
      h('p', { class: 'muted small', text: `${gameName(game)} · ${t('lessonRules', { rules: view.rules.join(' ') })}` }),
      h('p', { text: localText(view.intro) }),
    ]);
    this.statusEl = h('div', { class: 'status', 'data-testid': 'status' });
    this.repliedEl = h('div', { class: 'muted', 'data-testid': 'lesson-replied' });
    this.resultEl = h('div', { class: 'lesson-result', 'data-testid': 'lesson-result', role: 'status', 'aria-live': 'polite' });
    this.actionBar = h('div', { class: 'actionbar', 'data-testid': 'actionbar' });
    const retry = h('button', { class: 'btn', 'data-testid': 'lesson-retry', onclick: () => this.run(() => api.retryLesson(this.view.id)) }, t('lessonRetry'));
    this.refusalEl = h('div', { class: 'refusal', 'data-testid': 'refusal', hidden: true });
    panel.append(this.introEl, this.statusEl, this.repliedEl, this.resultEl, this.refusalEl, this.actionBar, h('div', { class: 'controls' }, [retry]));
    const rules = rulesOf(game);
    this.board = createBoard(game, boardWrap, rules, (at) => this.after(this.model.tap(at)), (side, kind) => this.after(this.model.tapReserve(side, kind)));
    this.zoom = makeZoom(boardWrap, this.board);
    this.screen.querySelector('.topbar h1').after(...this.zoom.buttons);
    this.zoom.apply();
  }

  /** After an intent: send the action it completed, else show the new taps. */
  after(result) {
    if (result && result.submit) this.run(() => api.lessonAct(this.view.id, result.submit, this.view.ply));
    else this.render();
    if (result && result.refused) {
      const { chosen, at, ply } = result.refused;
      const ask = () => api.lessonRefusal(this.view.id, chosen, at, ply);
      explainRefusal(this.model, result.refused, ask, this.view.game, () => !this.left && (this.render(), true));
    }
  }

  /** One command at a time; its answer is shown (after an error, the lesson as it was). */
  async run(fn) {
    if (this.model.busy) return;
    this.model.busy = true;
    this.screen.classList.add('busy');
    try {
      this.setView(await fn());
    } catch (err) {
      toast(errorText(err), 4000);
    } finally {
      this.model.busy = false;
      this.screen.classList.remove('busy');
      this.render();
    }
  }

  setView(next) {
    this.view = next;
    this.model.setSnap(next);
    const f = lessonFrame(next);
    if (f.warn) toast(t(f.warn), 4000);
  }

  render() {
    if (this.left) return;
    const f = this.model.frame();
    const lf = lessonFrame(this.view);
    f.board.fields = [...new Set([...(f.board.fields || []), ...this.view.fields])];
    this.board.update(f.snap.view, f.board);
    this.model.slides = [];
    const attrs = { 'data-ply': this.view.ply, 'data-state': this.view.state, 'data-failures': this.view.failures, 'data-human-to-act': !!this.view.humanToAct, 'data-position': this.view.position };
    for (const [k, v] of Object.entries(attrs)) this.screen.setAttribute(k, String(v));
    this.screen.querySelector('[data-testid="lesson-place"]').textContent = t('lessonOf', lf.place);
    this.statusEl.className = 'status side-' + this.view.toMove;
    const turns = this.view.state === 'playing' ? ` · ${t('lessonTurnsLeft', { n: lf.turnsLeft })}` : '';
    this.statusEl.textContent = t(lf.status.key, lf.status.params) + turns;
    this.repliedEl.textContent = lf.replied ? t('lessonReplied', { actions: lf.replied }) : '';
    this.renderResult(lf.result);
    drawAroundBoard(this, f, this.view.id);
  }

  renderResult(result) {
    const el = this.resultEl;
    const changed = el.getAttribute('data-kind') !== (result ? result.kind : 'none');
    clear(el);
    el.className = 'lesson-result' + (result ? ' ' + result.kind : '');
    el.setAttribute('data-kind', result ? result.kind : 'none');
    if (!result) return;
    const passed = result.kind === 'passed';
    // The result sits below the board on a phone: bring it into view once.
    if (changed) requestAnimationFrame(() => el.scrollIntoView && el.scrollIntoView({ block: 'nearest' }));
    el.appendChild(h('strong', { text: t(passed ? 'lessonPassedTitle' : 'lessonFailedTitle') }));
    el.appendChild(h('p', { 'data-testid': passed ? 'lesson-done' : 'lesson-hint', text: localText(result.text) }));
    const buttons = [];
    if (passed && result.next) buttons.push(h('button', { class: 'btn primary', 'data-testid': 'lesson-next', onclick: () => this.ctx.go('/lesson/' + result.next) }, t('lessonNext')));
    if (!passed) buttons.push(h('button', { class: 'btn primary', 'data-testid': 'lesson-try-again', onclick: () => this.run(() => api.retryLesson(this.view.id)) }, t('lessonRetry')));
    buttons.push(h('button', { class: 'btn', 'data-testid': 'lesson-all', onclick: () => this.ctx.go('/lessons/' + this.view.game) }, t('lessonAll')));
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
