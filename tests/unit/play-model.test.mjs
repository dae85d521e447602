// The play screen's model without a browser: what a tap does, what is lit, what the screen
// says. Snapshots are built by hand in the core's format (fixtures.mjs).

import test from 'node:test';
import assert from 'node:assert/strict';
import { PlayModel, pointsOf, slidesOf } from '../../ui/js/screens/play-model.js';
import { setCatalog } from '../../ui/js/catalog.js';
import { snapshot, zhiliStart, move, point, word, on, anyOrder, piece, catalog } from './fixtures.mjs';

setCatalog(catalog());

const settings = { orientation: 'rotate-board', animation: true, sound: false, undoVsAi: true };
const model = (snap, extra) => new PlayModel(snap, Object.assign({}, settings, extra));

test('a tap on a piece selects it and lights its moves; a tap on a move sends it', () => {
  const m = model(zhiliStart());
  assert.equal(m.tap('5'), null);
  assert.deepEqual(m.selection(), [{ token: '5', at: '5' }]);
  assert.deepEqual([...m.targets().cells], [['3', 'move'], ['7', 'move']]);
  assert.deepEqual(m.tap('7'), { submit: '5-7' });
  assert.deepEqual(m.selection(), []);
});

test('tapping the selected piece deselects it; another piece starts over', () => {
  const m = model(zhiliStart());
  m.tap('6');
  m.tap('6');
  assert.deepEqual(m.selection(), []);
  m.tap('6');
  m.tap('8');
  assert.deepEqual(m.tokens, ['8']);
  m.tap('0'); // no action starts on Black's piece
  assert.deepEqual(m.tokens, []);
});

test('before a tap, the pieces that can move are the targets (to pick)', () => {
  const { cells } = model(zhiliStart()).targets();
  assert.deepEqual([...cells], [['5', 'pick'], ['6', 'pick'], ['8', 'pick']]);
});

test('nothing is tapped while a command runs or while the AI acts', () => {
  const busy = model(zhiliStart());
  busy.busy = true;
  assert.equal(busy.tap('5'), null);
  assert.deepEqual(busy.tokens, []);
  const ai = model(zhiliStart({ humanToAct: false, legalActions: [] }));
  assert.equal(ai.tap('5'), null);
  assert.equal(ai.frame().help, '');
});

// Twin Cities: a recruit's points in any order, the fields of the sites while it is built.
function twinRecruit() {
  const recruit = (text, ...at) => ({ text, taps: [word('+'), ...at.map((p) => anyOrder(point(p)))], seat: null });
  return snapshot('twin-cities', {
    view: {
      pieces: [piece('a1', 'C', 'first'), piece('a2', 'X', null)],
      reserves: [{ side: 'first', kind: 'S', count: 2 }],
      marks: [{ at: 'a1', kind: 'site-first' }, { at: 'a2', kind: 'site-first' }, { at: 'a2', kind: 'site-second' }],
      terrain: [],
      notes: [['turn', '3']],
    },
    legalActions: [recruit('+b2', 'b2'), recruit('+a3', 'a3'), recruit('+b2+a3', 'b2', 'a3')],
  });
}

test('a recruit is built by its word, then its points in any order', () => {
  const m = model(twinRecruit());
  assert.deepEqual(m.targets().buttons.map((b) => b.tap.token), ['+']);
  assert.equal(m.press('+'), null);
  assert.equal(m.frame().help, 'recruitHint');
  assert.deepEqual(m.frame().board.fields, ['a1', 'a2']);
  assert.equal(m.tap('a3'), null);
  const t = m.targets();
  assert.ok(t.cells.has('b2'));
  assert.equal(t.confirm.text, '+a3', 'the recruit so far may be confirmed');
  assert.deepEqual(m.tap('b2'), { submit: '+b2+a3' });
});

test('confirm plays the action the taps make when more could follow', () => {
  const follower = { text: 'd1d3~e1e2', taps: [point('d1'), point('d3', 'move'), point('e1'), point('e2', 'move')], seat: null };
  const m = model(snapshot('twin-cities', { legalActions: [move('d1', 'd3', 'd1d3'), follower] }));
  m.tap('d1');
  m.tap('d3');
  assert.equal(m.frame().help, 'followerHint');
  assert.deepEqual(m.confirm(), { submit: 'd1d3' });
  m.tap('d1');
  assert.equal(m.cancel(), null);
  assert.deepEqual(m.tokens, []);
});

test('an exchange takes its general from the reserve ring or its button', () => {
  const exchange = { text: 'T@e3:d3,f3', taps: [word('@'), anyOrder(point('d3')), anyOrder(point('f3')), word('T', 'reserve'), point('e3')], seat: null };
  const m = model(snapshot('twin-cities', { legalActions: [exchange] }));
  m.press('@');
  m.tap('f3');
  m.tap('d3');
  const t = m.targets();
  assert.deepEqual([...t.reserve], ['first-T']);
  assert.deepEqual(t.buttons.map((b) => b.tap.token), ['T']);
  assert.equal(m.tapReserve('first', 'T'), null);
  assert.deepEqual(m.tap('e3'), { submit: 'T@e3:d3,f3' });
});

// Generals: units by id where they stand, attacks and warps, the general's button.
function generalsTurn(over) {
  const unit = (id, kind, at, hp, side = 'first') => piece(at, kind, side, { id, group: id[0], hp, maxHp: hp });
  return snapshot('generals', Object.assign({
    view: { pieces: [unit('r0', 'GN', 'c2', 3), unit('r4', 'AS', 'd4', 1), unit('y1', 'LI', 'e6', 1, 'second')], reserves: [], marks: [], terrain: [], notes: [] },
    legalActions: [
      { text: 'r4-d5', taps: [on('r4', 'unit', 'd4'), point('d5', 'move')], seat: 0 },
      { text: 'r4@d5', taps: [on('r4', 'unit', 'd4'), on('@d5', 'warp', 'd5')], seat: 0 },
      { text: 'r4xe6', taps: [on('r4', 'unit', 'd4'), on('xe6', 'attack', 'e6')], seat: 0 },
      { text: 'r4xe5', taps: [on('r4', 'unit', 'd4'), on('xe5', 'attack', 'e5')], seat: 0 },
      { text: 'end', taps: [word('end')], seat: 0 },
    ],
  }, over));
}

test('a unit is tapped where it stands; attacks capture a unit or aim at an empty cell', () => {
  const m = model(generalsTurn());
  assert.deepEqual([...m.targets().cells], [['d4', 'pick']]);
  m.tap('d4');
  assert.deepEqual(m.selection(), [{ token: 'r4', at: 'd4' }]);
  const cells = m.targets().cells;
  assert.equal(cells.get('e6'), 'capture');
  assert.equal(cells.get('e5'), 'aim');
  assert.deepEqual(m.tap('e6'), { submit: 'r4xe6' });
});

test('a cell that means two taps offers both as buttons', () => {
  const m = model(generalsTurn());
  m.tap('d4');
  assert.equal(m.tap('d5'), null);
  const { buttons, cells, cancel } = m.targets();
  assert.deepEqual(buttons.map((b) => b.tap.token), ['d5', '@d5']);
  assert.equal(cells.size, 0);
  assert.ok(cancel);
  assert.deepEqual(m.press('@d5'), { submit: 'r4@d5' });
});

test('a general is chosen on the map or by its button', () => {
  const choose = (mode, g, at) => ({ text: `${mode} ${g}`, taps: [word(mode), on(g, 'general', at)], seat: 0 });
  const m = model(generalsTurn({ legalActions: [choose('lead', 'r', 'c2'), choose('troops', 'r', 'c2')] }));
  m.press('troops');
  const t = m.targets();
  assert.deepEqual([...t.cells], [['c2', 'pick']]);
  assert.deepEqual(t.buttons.map((b) => b.tap.token), ['r']);
  assert.deepEqual(m.tap('c2'), { submit: 'troops r' });
});

test('with four seats only the human seats\' actions are offered', () => {
  const seats = [{ kind: 'human' }, { kind: 'ai', level: 'easy' }, { kind: 'ai', level: 'easy' }, { kind: 'ai', level: 'easy' }];
  const legalActions = [{ text: 'lead r', taps: [word('lead'), on('r', 'general', 'c2')], seat: 0 }, { text: 'lead b', taps: [word('lead'), on('b', 'general', 'i2')], seat: 1 }];
  const m = model(generalsTurn({ seats, legalActions }));
  assert.deepEqual(m.actions().map((a) => a.text), ['lead r']);
});

test('the last action is lit by the points it names, not the unit it moved', () => {
  assert.deepEqual(pointsOf([on('r4', 'unit', 'd4'), on('xe6', 'attack', 'e6')]), ['e6']);
  assert.deepEqual(pointsOf([word('lead'), on('r', 'general', 'c2')]), []);
  assert.deepEqual(pointsOf([point('8'), point('5', 'move')]), ['8', '5']);
  const m = model(zhiliStart({ lastTaps: [point('8'), point('7', 'move')] }));
  assert.deepEqual([...m.frame().board.last], ['8', '7']);
});

test('a hint lights every point of its action until the next tap', () => {
  const m = model(generalsTurn());
  m.setHint('r4xe6');
  assert.deepEqual([...m.hint], ['d4', 'e6']);
  m.tap('d4');
  assert.equal(m.hint.size, 0);
});

test('a new snapshot clears the taps and says what happened', () => {
  const m = model(zhiliStart(), { sound: true });
  m.tap('5');
  const next = zhiliStart({ ply: 1, toMove: 'second', lastAction: '5-3', lastEffects: [{ kind: 'move', from: '5', to: '3' }] });
  assert.deepEqual(m.setSnap(next), { moved: true, sound: true, timedOut: null });
  assert.deepEqual(m.tokens, []);
  assert.deepEqual(m.slides, [{ id: undefined, from: '5', to: '3', delay: 0 }]);
  const timedOut = zhiliStart({ ply: 2, lastAction: 'pass', history: [{ text: '5-3', side: 'first' }, { text: 'pass', side: 'second' }] });
  assert.equal(m.setSnap(timedOut).timedOut, 'second');
  assert.equal(m.setSnap(zhiliStart({ id: 'other', ply: 9 })), null, 'another game\'s snapshot is ignored');
});

test('a snapshot older than the one shown is dropped (an answer that came after newer events)', () => {
  const m = model(zhiliStart({ revision: 5 }));
  const events = [zhiliStart({ revision: 6, ply: 1, toMove: 'second', humanToAct: false }), zhiliStart({ revision: 8, ply: 2 })];
  for (const e of events) m.setSnap(e);
  // The answer to the human's action, stamped before the AI's reply, arrives last.
  assert.equal(m.setSnap(zhiliStart({ revision: 7, ply: 1, toMove: 'second', humanToAct: false })), null);
  assert.equal(m.snap.ply, 2);
  assert.equal(m.snap.humanToAct, true, 'the human keeps the turn the newest snapshot gave');
  assert.equal(m.setSnap(zhiliStart({ revision: 8, ply: 2 })).moved, false, 'the same revision again changes nothing');
});

test('slides: moves one after another, a drop\'s pushes after it', () => {
  const effects = [{ kind: 'capture', at: 'e5' }, { kind: 'move', from: 'e3', to: 'e5' }, { kind: 'push', from: 'e6', to: 'e7' }, { kind: 'move', from: 'a1', to: 'a2' }];
  assert.deepEqual(slidesOf(effects).map((s) => [s.from, s.delay]), [['e3', 0], ['e6', 200], ['a1', 180]]);
});

test('the board turns to the side to move in pass and play, and to the human\'s side against the AI', () => {
  assert.equal(model(zhiliStart({ toMove: 'second' })).frame().board.flip, true);
  assert.deepEqual(model(zhiliStart(), { orientation: 'rotate-pieces' }).orientation(), { flip: false, rotateSide: 'second' });
  const vsAi = zhiliStart({ seats: [{ kind: 'ai', level: 'easy' }, { kind: 'human' }], mode: 'vs-ai' });
  assert.equal(model(vsAi).frame().board.flip, true);
});

test('the status line, the notes, the controls and the clock', () => {
  const vsAi = zhiliStart({
    seats: [{ kind: 'human' }, { kind: 'ai', level: 'easy' }],
    lastAction: '8-7',
    view: { pieces: [], reserves: [], marks: [], terrain: [], notes: [['to move', 'red'], ['lock', '1']] },
    clock: { timerSecs: 60, remainingMs: 9000, running: true },
    canUndo: true,
  });
  const f = model(vsAi, { undoVsAi: false }).frame();
  assert.deepEqual(f.status, { over: false, toMove: 'first', you: true, lastAction: '8-7' });
  assert.deepEqual(f.notes, [{ key: 'lock', value: '1', badge: true }]);
  assert.deepEqual(f.controls.undo, { hidden: true, disabled: false });
  assert.equal(f.controls.draw.hidden, true);
  assert.deepEqual(f.clock, { hidden: false, remainingMs: 9000, warn: true, running: true });
  const over = model(zhiliStart({ phase: 'over', outcome: { winner: 'first', reason: 'no-legal-action' } })).frame();
  assert.equal(over.clock.hidden, true);
  assert.equal(over.controls.resign.disabled, true);
  assert.equal(over.help, '');
});

test('the flip control turns the board whoever plays, and Escape knows when there is a selection', () => {
  const m = model(zhiliStart());
  assert.equal(m.orientation().flip, false);
  assert.equal(m.flipBoard(), null);
  assert.equal(m.frame().board.flip, true, 'flipped by the player');
  m.flipBoard();
  assert.equal(m.frame().board.flip, false, 'and back');
  assert.deepEqual(m.frame().controls.flip, { hidden: false, disabled: false });
  const asBlack = model(zhiliStart({ toMove: 'second' }));
  asBlack.flipBoard();
  assert.equal(asBlack.frame().board.flip, false, 'a board turned for Black turns back');
  assert.equal(m.hasSelection(), false);
  m.tap(m.frame().targets.cells.keys().next().value);
  assert.equal(m.hasSelection(), true, 'a piece picked');
  m.cancel();
  assert.equal(m.hasSelection(), false);
});
