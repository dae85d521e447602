// The play screen: a board redrawn from each snapshot, taps narrowed against the legal
// actions from the core, the clock, the move list, undo/redo, hint, resign, the end screen.

import { api } from '../api.js';
import { t, gameName, sideName, pieceName, pieceGlyph, language } from '../i18n.js';
import { h, clear } from '../svg.js';
import { narrow, nextTaps } from '../taps.js';
import { modal, toast, errorText, closeModal, textDialog } from '../main.js';
import { createBoard } from '../boards/index.js';
import { rulesOf, seatSide } from '../catalog.js';
import { showSetup } from './setup.js';
import { makeZoom } from '../zoom.js';

let audio = null;
/** A short wooden click for a move (Web Audio, no sound files). */
function click() {
  try {
    audio = audio || new (window.AudioContext || window.webkitAudioContext)();
    const o = audio.createOscillator();
    const g = audio.createGain();
    o.type = 'triangle';
    o.frequency.setValueAtTime(660, audio.currentTime);
    o.frequency.exponentialRampToValueAtTime(220, audio.currentTime + 0.08);
    g.gain.setValueAtTime(0.25, audio.currentTime);
    g.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.1);
    o.connect(g).connect(audio.destination);
    o.start();
    o.stop(audio.currentTime + 0.11);
  } catch (e) {
    // No audio device: moves stay silent.
  }
}

export function formatClock(ms) {
  if (ms === null || ms === undefined) return '';
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** The sides with a human seat, by the game's seat layout. */
function humanSides(snap) {
  const out = new Set();
  snap.seats.forEach((s, i) => {
    if (s.kind === 'human') out.add(seatSide(snap.game, snap.seats.length, i));
  });
  return out;
}

/**
 * Slides for what the last action did (the engine's effects): moves one after another, a
 * drop's pushes after the drop.
 */
function slidesOf(effects) {
  const out = [];
  let moves = 0;
  for (const e of effects || []) {
    if (e.kind === 'move') out.push({ id: e.id, from: e.from, to: e.to, delay: 180 * moves++ });
    else if (e.kind === 'push') out.push({ from: e.from, to: e.to, delay: 200 });
  }
  return out;
}

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
  if (snap.phase === 'setup') return showSetup(app, ctx, snap, () => ctx.go('/play/' + snap.id));

  const game = snap.game;
  const rules = rulesOf(game);
  let taps = [];
  let choice = null; // tokens offered when one tap could mean several things
  let hintCells = new Set();
  let busy = false;
  let thinking = !!snap.aiThinking;
  let remainingMs = snap.clock ? snap.clock.remainingMs : null;
  let endShown = false;
  let left = false;
  let slides = [];
  let eventSeq = 0; // game-updated events seen; a command's answer may be older than an event
  let focusKey = null; // what the zoomed board was last scrolled to show

  const screen = h('section', { class: 'screen play play-' + game, 'data-testid': 'play', 'data-game': game, 'data-game-id': snap.id });
  app.appendChild(screen);
  const timerEl = h('div', { class: 'timer', 'data-testid': 'timer', role: 'timer' });
  const titleEl = h('h1', { text: gameName(game) });
  screen.appendChild(h('header', { class: 'topbar' }, [
    h('button', { class: 'btn icon-btn', 'data-testid': 'back', 'aria-label': t('back'), onclick: () => ctx.go('/home') }, '‹'),
    titleEl,
    timerEl,
  ]));
  const body = h('div', { class: 'play-body' });
  screen.appendChild(body);
  const boardWrap = h('div', { class: 'board-wrap', 'data-testid': 'board-wrap' });
  body.appendChild(boardWrap);
  const panel = h('aside', { class: 'panel' });
  body.appendChild(panel);

  const statusEl = h('div', { class: 'status', 'data-testid': 'status' });
  const thinkingEl = h('div', { class: 'thinking', 'data-testid': 'ai-thinking', role: 'status', hidden: true }, [h('span', { class: 'spinner' }), t('aiThinking')]);
  const notesEl = h('div', { class: 'notes', 'data-testid': 'notes' });
  const helpEl = h('div', { class: 'help muted', 'data-testid': 'help' });
  const actionBar = h('div', { class: 'actionbar', 'data-testid': 'actionbar' });
  const controls = h('div', { class: 'controls' });
  const moveCount = h('span', { class: 'count-pill', 'data-testid': 'move-count' });
  const moveList = h('ol', { class: 'move-list', 'data-testid': 'move-list' });
  const landscape = window.matchMedia('(orientation: landscape) and (min-width: 640px)');
  const moves = h('details', { class: 'moves', 'data-testid': 'moves', open: landscape.matches }, [h('summary', {}, [t('moves'), ' ', moveCount]), moveList]);
  const onOrientation = () => {
    moves.open = landscape.matches;
  };
  landscape.addEventListener('change', onOrientation);
  panel.append(statusEl, thinkingEl, notesEl, helpEl, actionBar, controls, moves);

  const board = createBoard(game, boardWrap, rules, (cell) => tapCell(cell), (side, kind) => tapReserve(side, kind));
  // Twin Cities' recruits and exchanges list their points after a marker; they may be tapped in any order.
  const opts = game === 'twin-cities' ? { unorderedAfter: ['+', '@'], isPoint: board.isPoint } : {};
  const zoom = makeZoom(boardWrap, board);
  timerEl.before(zoom.button);
  zoom.apply();

  const btn = (key, testid, action, cls) => h('button', { class: 'btn ' + (cls || ''), 'data-testid': testid, onclick: action }, t(key));
  const undoBtn = btn('undo', 'undo', () => run(() => api.undo(snap.id)));
  const redoBtn = btn('redo', 'redo', () => run(() => api.redo(snap.id)));
  const hintBtn = btn('hint', 'hint', showHint);
  const resignBtn = btn('resign', 'resign', askResign, 'danger');
  const drawBtn = btn('offerDraw', 'draw', askDraw);
  const exportBtn = btn('export', 'export', exportRecord);
  controls.append(undoBtn, redoBtn, hintBtn, resignBtn, drawBtn, exportBtn);

  function actions() {
    if (!snap.humanToAct || snap.phase !== 'playing') return [];
    // An action's seat matters only with one seat per general (four seats); else any human of the side acts.
    if (snap.seats.length !== 4) return snap.legalActions || [];
    return (snap.legalActions || []).filter((a) => a.seat === null || a.seat === undefined || (snap.seats[a.seat] && snap.seats[a.seat].kind === 'human'));
  }

  function pieceAt(cell) {
    return snap.view.pieces.find((p) => p.at === cell && !p.carriedBy);
  }

  function flipState() {
    const sides = humanSides(snap);
    const orient = ctx.settings.orientation || 'fixed';
    if (sides.size === 1) return { flip: sides.has('second'), rotateSide: null };
    if (sides.size === 0) return { flip: false, rotateSide: null };
    if (orient === 'rotate-board') return { flip: snap.toMove === 'second', rotateSide: null };
    if (orient === 'rotate-pieces') return { flip: false, rotateSide: 'second' };
    return { flip: false, rotateSide: null };
  }

  function noteValue(k, v) {
    if (k === 'to move') return sideName(game, (rules.sides.find((x) => x.id === v) || { side: v }).side);
    if (k === 'general') return t('general.' + v);
    if (k === 'mode') return t(v);
    return v;
  }

  function tokenLabel(token, index) {
    if (token === '*') return t('shock');
    if (token === '+') return t('recruit');
    if (token === '@') return t('exchange');
    if (token === 'lead' || token === 'troops') return t(token);
    if (token === 'end') return t('endTurn');
    if (token === 'pass') return 'pass';
    if (game === 'generals' && /^[rbyg]$/.test(token)) return t('general.' + token);
    if (game === 'generals' && /^[rbyg][0-4]$/.test(token)) {
      const p = snap.view.pieces.find((q) => q.id === token);
      return p ? `${pieceName('generals', p.kind)} ${token}` : token;
    }
    if (game === 'generals' && index >= 1) {
      if (token[0] === 'x') return t('tap.attack', { cell: token.slice(1) });
      if (token[0] === '@') return t('tap.warp', { cell: token.slice(1) });
      return t('tap.move', { cell: token });
    }
    if (game === 'twin-cities' && /^[STFBHLWRDE]$/.test(token)) return language() === 'zh' ? pieceName('twin-cities', token) : `${pieceGlyph('twin-cities', token, snap.toMove)} ${pieceName('twin-cities', token)}`;
    return token;
  }

  function submit(action) {
    taps = [];
    choice = null;
    run(() => api.act(snap.id, action.text, snap.ply));
  }

  async function run(fn) {
    if (busy) return;
    busy = true;
    screen.classList.add('busy');
    try {
      const seq = eventSeq;
      let next = await fn();
      if (next && next.id && eventSeq !== seq) next = await api.snapshot(snap.id);
      if (next && next.id) setSnap(next);
    } catch (err) {
      toast(errorText(err), 4000);
      try {
        setSnap(await api.snapshot(snap.id));
      } catch (e) {
        // The snapshot stays as it was.
      }
    } finally {
      busy = false;
      screen.classList.remove('busy');
      draw();
    }
  }

  function applyTaps(newTaps) {
    taps = newTaps;
    choice = null;
    const n = narrow(actions(), taps, opts);
    if (taps.length && n.candidates.length === 1 && n.complete.length === 1) {
      submit(n.complete[0]);
      return;
    }
    draw();
  }

  function take(token) {
    if (busy) return;
    applyTaps(nextTaps(actions(), taps, token, opts));
  }

  function tapCell(cell) {
    if (busy || !snap.humanToAct) return;
    hintCells = new Set();
    const acts = actions();
    // A cell already chosen steps back to before it.
    const chosen = taps.findIndex((tok, i) => board.locate(tok, i) === cell);
    const n = narrow(acts, taps, opts);
    const fits = [...n.next].filter(([tok, idx]) => board.locate(tok, idx) === cell).map(([tok]) => tok);
    if (fits.length === 1) return take(fits[0]);
    if (fits.length > 1) {
      choice = fits;
      draw();
      return;
    }
    if (chosen >= 0) return applyTaps(taps.slice(0, chosen));
    const fresh = [...narrow(acts, [], opts).next].filter(([tok, idx]) => board.locate(tok, idx) === cell).map(([tok]) => tok);
    if (fresh.length === 1) return applyTaps([fresh[0]]);
    if (fresh.length > 1) {
      taps = [];
      choice = fresh;
      draw();
      return;
    }
    applyTaps([]);
  }

  function tapReserve(side, kind) {
    if (busy || !snap.humanToAct) return;
    const n = narrow(actions(), taps, opts);
    if (n.next.has(kind)) take(kind);
  }

  function showHint() {
    run(async () => {
      const { action } = await api.hint(snap.id);
      const a = (snap.legalActions || []).find((x) => x.text === action);
      hintCells = new Set();
      if (a) a.taps.forEach((tok, i) => {
        const c = board.locate(tok, i);
        if (c) hintCells.add(c);
      });
      toast(t('hintIs', { action }), 4000);
      screen.setAttribute('data-hint', action);
      return null;
    });
  }

  function resignSide() {
    const sides = humanSides(snap);
    if (sides.size === 1) return [...sides][0];
    return snap.toMove;
  }

  function askResign() {
    const side = resignSide();
    modal(t('resign'), h('p', { text: t('confirmResign', { side: sideName(game, side) }) }), [
      { label: t('cancel'), testid: 'resign-cancel' },
      { label: t('resign'), primary: true, testid: 'resign-confirm', action: () => run(() => api.resign(snap.id, side)) },
    ]);
  }

  function askDraw() {
    modal(t('offerDraw'), h('p', { text: t('confirmDraw') }), [
      { label: t('cancel') },
      { label: t('confirm'), primary: true, testid: 'draw-confirm', action: () => run(() => api.agreeDraw(snap.id)) },
    ]);
  }

  async function exportRecord() {
    try {
      textDialog('export', t('exportGame'), t('exportNote'), await api.exportGame(snap.id));
    } catch (err) {
      toast(errorText(err));
    }
  }

  function setSnap(next) {
    if (next.id !== snap.id) return;
    const moved = next.ply !== snap.ply || next.phase !== snap.phase;
    const prevPly = snap.ply;
    snap = next;
    thinking = !!snap.aiThinking;
    remainingMs = snap.clock ? snap.clock.remainingMs : null;
    if (moved && next.lastAction === 'pass' && (next.history || []).length) {
      const last = next.history[next.history.length - 1];
      toast(t('timeUp', { side: sideName(game, last.side) }), 3000);
    }
    if (moved && ctx.settings.sound && next.ply > 0) click();
    slides = ctx.settings.animation && next.ply === prevPly + 1 ? slidesOf(next.lastEffects) : [];
    if (moved) {
      taps = [];
      choice = null;
      hintCells = new Set();
      screen.removeAttribute('data-hint');
    }
    draw();
  }

  function drawClock() {
    const c = snap.clock || {};
    if (!c.timerSecs || snap.phase === 'over') {
      timerEl.textContent = '';
      timerEl.hidden = true;
      return;
    }
    timerEl.hidden = false;
    timerEl.textContent = formatClock(remainingMs);
    const warn = remainingMs !== null && remainingMs <= Math.min(10000, c.timerSecs * 300);
    timerEl.classList.toggle('warn', warn);
    timerEl.classList.toggle('running', !!c.running);
    timerEl.setAttribute('data-remaining-ms', String(remainingMs));
  }

  function draw() {
    if (left) return;
    const acts = actions();
    const n = narrow(acts, taps, opts);
    const targets = new Map();
    const reserveTargets = new Set();
    const buttons = [];
    const tokens = choice ? choice.map((tok) => [tok, taps.length]) : [...n.next];
    for (const [tok, idx] of tokens) {
      const cell = board.locate(tok, idx);
      if (cell && !choice) {
        const special = board.targetKind ? board.targetKind(tok) : null;
        const p = pieceAt(cell);
        let kind = special || (p ? (idx === 0 || p.side === snap.toMove || !p.side ? 'pick' : 'capture') : 'move');
        if (special === 'capture' && !p) kind = 'aim';
        if (!targets.has(cell) || kind === 'capture') targets.set(cell, kind);
        if (game === 'generals' && idx === 1 && /^[rbyg]$/.test(tok)) buttons.push(tok);
      } else {
        buttons.push(tok);
        if (game === 'twin-cities' && board.reserveOf && board.reserveOf(tok)) reserveTargets.add(snap.toMove + '-' + tok);
      }
    }
    const selected = new Set();
    taps.forEach((tok, i) => {
      const c = board.locate(tok, i);
      if (c) selected.add(c);
    });
    const { flip, rotateSide } = flipState();
    board.update(snap.view, {
      selected,
      targets,
      last: new Set(board.actionCells(snap.lastAction)),
      hint: hintCells,
      flip,
      rotateSide,
      reserveTargets,
      // While a recruit or exchange is built: the fields of the side to move's sites (T7).
      fields: taps[0] === '+' || taps[0] === '@' ? (snap.view.marks || []).filter((m) => m.kind === 'site-' + snap.toMove).map((m) => m.at) : [],
      slides,
    });
    slides = [];
    screen.setAttribute('data-ply', String(snap.ply));
    screen.setAttribute('data-phase', snap.phase);
    screen.setAttribute('data-to-move', snap.toMove);
    screen.setAttribute('data-human-to-act', snap.humanToAct ? 'true' : 'false');
    screen.setAttribute('data-position', snap.position);
    screen.setAttribute('data-taps', taps.join(' '));
    screen.classList.toggle('flipped', flip);

    // Status line: whose turn, and who that is.
    const sides = humanSides(snap);
    const you = sides.size === 1 && sides.has(snap.toMove) ? t('youSuffix') : '';
    statusEl.className = 'status side-' + snap.toMove;
    statusEl.textContent = snap.phase === 'over' ? t('gameOver') : t('toMove', { side: sideName(game, snap.toMove) }) + you;
    if (snap.lastAction) statusEl.appendChild(h('span', { class: 'last muted', 'data-testid': 'last-action', text: ' · ' + t('lastMove', { action: snap.lastAction }) }));
    thinkingEl.hidden = !(thinking && snap.phase === 'playing');

    // Notes from the engine (the lock, counters).
    clear(notesEl);
    for (const [k, v] of snap.view.notes || []) {
      if (k === 'to move') continue; // the status line says it
      if (game === 'zhili' && k === 'lock') {
        if (v === '1') notesEl.appendChild(h('span', { class: 'note lock-note', 'data-testid': 'note-lock', text: t('note.lock.1') }));
        continue;
      }
      notesEl.appendChild(h('span', { class: 'note', 'data-note': k, text: `${t('note.' + k)}: ${noteValue(k, v)}` }));
    }

    // Help line and the action bar.
    let help = '';
    if (snap.humanToAct && snap.phase === 'playing') {
      if (taps[0] === '+') help = t('recruitHint');
      else if (taps[0] === '@') help = t('exchangeHint');
      else if (game === 'twin-cities' && taps.length === 2 && n.complete.length && n.next.has('*')) help = t('shockHint');
      else if (game === 'twin-cities' && taps.length === 2 && n.complete.length && n.candidates.length > 1) help = t('followerHint');
      else if (!taps.length) help = acts.length ? t('selectHint') : '';
    }
    helpEl.textContent = help;
    clear(actionBar);
    for (const tok of buttons) {
      actionBar.appendChild(h('button', {
        class: 'btn token' + (tok === 'end' ? ' primary' : ''),
        'data-testid': 'tap-' + tok,
        'data-token': tok,
        onclick: () => {
          if (choice) {
            choice = null;
            return take(tok);
          }
          take(tok);
        },
      }, tokenLabel(tok, taps.length)));
    }
    if (n.complete.length === 1 && n.candidates.length > 1 && taps.length) {
      actionBar.appendChild(h('button', { class: 'btn primary', 'data-testid': 'confirm', onclick: () => submit(n.complete[0]) }, t('confirmMove')));
    }
    if (taps.length || choice) {
      actionBar.appendChild(h('button', { class: 'btn', 'data-testid': 'cancel', onclick: () => applyTaps([]) }, t('cancel')));
    }
    actionBar.hidden = !actionBar.firstChild;

    // Controls.
    const vsAi = snap.seats.some((s) => s.kind === 'ai');
    undoBtn.hidden = vsAi && !ctx.settings.undoVsAi;
    undoBtn.disabled = !snap.canUndo || busy;
    redoBtn.hidden = undoBtn.hidden;
    redoBtn.disabled = !snap.canRedo || busy;
    hintBtn.disabled = !snap.humanToAct || snap.phase !== 'playing' || busy;
    resignBtn.disabled = snap.phase !== 'playing' || busy;
    drawBtn.hidden = vsAi;
    drawBtn.disabled = snap.phase !== 'playing' || busy;

    // Move list.
    clear(moveList);
    moveCount.textContent = String((snap.history || []).length);
    if (!(snap.history || []).length) moveList.appendChild(h('li', { class: 'muted empty', text: t('noMoves') }));
    (snap.history || []).forEach((m, i) => {
      moveList.appendChild(h('li', { class: 'mv side-' + m.side, 'data-testid': 'move-' + i }, [
        h('span', { class: 'mv-side', text: sideName(game, m.side) }),
        h('span', { class: 'mv-text', text: m.text }),
      ]));
    });
    moveList.scrollTop = moveList.scrollHeight;

    // A zoomed board keeps the selection and its targets, else the side to move, in view
    // (measured once the panel below the board has its final size).
    zoom.apply();
    const key = `${snap.ply}|${snap.toMove}|${taps.join(' ')}|${choice ? choice.join(' ') : ''}`;
    if (key !== focusKey) {
      focusKey = key;
      const els = [];
      let anchor = null;
      for (const c of selected) els.push((anchor = board.zones.get(c)));
      for (const c of targets.keys()) els.push(board.zones.get(c));
      if (board.slots) for (const k of reserveTargets) els.push(board.slots.get(k));
      if (!taps.length) {
        // Before a tap, the side to move's area: its pieces (and in Twin Cities its reserve band).
        for (const p of snap.view.pieces) if (p.side === snap.toMove && !p.carriedBy) els.push(board.zones.get(p.at));
        if (board.slots) for (const [k, slot] of board.slots) if (k.startsWith(snap.toMove + '-')) els.push(slot);
      }
      zoom.focus(els, anchor);
    }
    drawClock();
    if (snap.phase === 'over' && snap.outcome && !endShown) showEnd();
  }

  function showEnd() {
    endShown = true;
    const o = snap.outcome;
    const title = o.winner ? t('winner', { side: sideName(game, o.winner) }) : t('draw');
    const body = h('div', { class: 'end' }, [
      h('div', { class: 'end-mark side-' + (o.winner || 'none'), text: o.winner ? (game === 'generals' ? '将' : pieceGlyph(game === 'zhili' ? 'zhili' : 'twin-cities', game === 'zhili' ? (o.winner === 'first' ? 'r' : 'b') : 'C', o.winner)) : '和' }),
      h('p', { class: 'end-winner', 'data-testid': 'end-winner', 'data-winner': o.winner || 'draw', text: title }),
      h('p', { class: 'end-reason muted', 'data-testid': 'end-reason', 'data-reason': o.reason, text: t('reason.' + o.reason, rules.limits) }),
    ]);
    modal(t('gameOver'), body, [
      { label: t('review'), testid: 'end-review' },
      { label: t('home'), testid: 'end-home', action: () => { ctx.go('/home'); } },
      { label: t('rematch'), primary: true, testid: 'rematch', action: async () => {
        try {
          const next = await api.rematch(snap.id);
          ctx.go('/play/' + next.id);
        } catch (err) {
          toast(errorText(err));
        }
      } },
    ], 'end-screen');
  }

  draw();

  return {
    /** Fetches the snapshot again (after events that came while the screen loaded). */
    refresh() {
      api.snapshot(snap.id).then(setSnap).catch(() => {});
    },
    onEvent(name, p) {
      if (!p) return;
      const gid = p.gameId !== undefined ? p.gameId : p.id;
      if (gid !== snap.id) return;
      if (name === 'game-updated') {
        eventSeq++;
        if (p.phase !== 'setup') setSnap(p);
      } else if (name === 'clock-tick') {
        remainingMs = p.remainingMs;
        drawClock();
      } else if (name === 'turn-timeout') {
        screen.setAttribute('data-timeouts', String(Number(screen.getAttribute('data-timeouts') || 0) + 1));
      } else if (name === 'ai-thinking') {
        thinking = !!p.thinking;
        // The last event is kept on the indicator (for assistive tech and the E2E tests).
        thinkingEl.setAttribute('data-thinking', thinking ? 'true' : 'false');
        thinkingEl.setAttribute('data-ply', String(p.ply));
        thinkingEl.hidden = !(thinking && snap.phase === 'playing');
      }
    },
    async leave() {
      left = true;
      landscape.removeEventListener('change', onOrientation);
      zoom.dispose();
      closeModal();
      if (snap.phase === 'playing') await api.pause(snap.id);
    },
    onVisibility(state) {
      if (state === 'hidden' && snap.phase === 'playing') api.pause(snap.id).catch(() => {});
      if (state === 'visible' && snap.phase === 'playing') api.resumeGame(snap.id).then(setSnap).catch(() => {});
    },
  };
}
