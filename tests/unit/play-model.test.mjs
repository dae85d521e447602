// The play screen's model without a browser: what a tap does, what is lit, what the screen
// says. The snapshots are the core's own (golden files written by
// `cargo test -p shuangcheng --test golden`); `changed` sets a field the core sends to show a
// state the files do not (an AI to act, a newer revision).

import test from 'node:test';
import assert from 'node:assert/strict';
import { PlayModel, pointsOf, slidesOf, onReturn } from '../../ui/js/screens/play-model.js';
import { setCatalog } from '../../ui/js/catalog.js';
import { golden, changed, catalogEntry } from './golden.mjs';

setCatalog(golden('catalog'));

const settings = { orientation: 'rotate-board', animation: true, sound: 'silent', undoVsAi: true };
const model = (snap, extra) => new PlayModel(snap, Object.assign({}, settings, extra));
const zhiliStart = () => golden('snapshot-zhili-start');
const actionsFrom = (snap, first) => snap.legalActions.filter((a) => a.taps[0].token === first);

test('Z4: a tap on a piece selects it and lights its moves; a tap on a move sends it', () => {
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
  const ai = model(changed(zhiliStart(), { humanToAct: false, legalActions: [] }));
  assert.equal(ai.tap('5'), null);
  assert.equal(ai.frame().help, '');
});

test('the AI indicator: an answer that left the core while the AI thought, read after its "done", does not light it again', () => {
  const thinking = changed(zhiliStart(), { ply: 1, aiThinking: true, humanToAct: false, revision: 5 });
  const m = model(changed(zhiliStart(), { revision: 4 }));
  m.aiThinking({ thinking: true, ply: 1 });
  m.aiThinking({ thinking: false, ply: 1 });
  m.setSnap(thinking);
  assert.equal(m.thinking, false, 'the core said done for ply 1');
  m.setSnap(changed(thinking, { ply: 2, aiThinking: false, humanToAct: true, revision: 6 }));
  assert.equal(m.thinking, false);
  m.setSnap(changed(thinking, { ply: 3, revision: 7 }));
  assert.equal(m.thinking, true, 'a search at a later ply shows again');
});

test('T14: the swap is a word of its own, played by its button alone', () => {
  const snap = golden('snapshot-twin-cities-swap');
  const m = model(snap);
  assert.ok(m.targets().buttons.some((x) => x.tap.token === 'swap'), 'offered before any tap');
  assert.deepEqual(m.press('swap'), { submit: 'swap' });
});

test('T7: a recruit is built by its word, then its points in any order, the sites\' fields shown', () => {
  const snap = golden('snapshot-twin-cities-recruit');
  const recruits = actionsFrom(snap, '+');
  const two = recruits.find((a) => a.taps.length === 3);
  const [, a, b] = two.taps;
  const m = model(snap);
  assert.ok(m.targets().buttons.some((x) => x.tap.token === '+'));
  assert.equal(m.press('+'), null);
  assert.deepEqual(m.frame().help, catalogEntry('twin-cities').rules.texts.help.recruit, 'the game\'s own help line');
  const sites = snap.view.marks.filter((k) => k.kind === 'site-first').map((k) => k.at);
  assert.deepEqual(m.frame().board.fields, sites);
  assert.equal(m.tap(b.at), null);
  const t = m.targets();
  assert.ok(t.cells.has(a.at));
  assert.ok(recruits.some((r) => r.text === t.confirm.text && r.taps.length === 2), 'the recruit so far may be confirmed');
  assert.deepEqual(m.tap(a.at), { submit: two.text });
});

test('confirm plays the action the taps make when more could follow (a led soldier, T9)', () => {
  const snap = golden('snapshot-twin-cities-follower');
  const follower = snap.legalActions.find((a) => a.text.includes('~'));
  const [from, to] = follower.taps;
  const alone = snap.legalActions.find((a) => a.taps.length === 2 && a.taps[0].token === from.token && a.taps[1].token === to.token);
  const m = model(snap);
  m.tap(from.at);
  m.tap(to.at);
  assert.deepEqual(m.frame().help, catalogEntry('twin-cities').rules.texts.help.follow);
  assert.deepEqual(m.confirm(), { submit: alone.text });
  m.tap(from.at);
  assert.equal(m.cancel(), null);
  assert.deepEqual(m.tokens, []);
});

test('T8: an exchange takes its general from the reserve ring or its button', () => {
  const snap = golden('snapshot-twin-cities-exchange');
  const exchange = actionsFrom(snap, '@')[0];
  const soldiers = exchange.taps.filter((t) => t.anyOrder).map((t) => t.at);
  const general = exchange.taps.find((t) => t.kind === 'reserve').token;
  const where = exchange.taps.at(-1).at;
  const m = model(snap);
  m.press('@');
  for (const at of [...soldiers].reverse()) m.tap(at);
  const t = m.targets();
  assert.ok(t.reserve.has(`first-${general}`));
  assert.ok(t.buttons.some((b) => b.tap.token === general));
  assert.equal(m.tapReserve('first', general), null);
  assert.deepEqual(m.tap(where), { submit: exchange.text });
});

test('T6, T8: a reserve tap that goes on with no action is refused, and the core asked why of its slot', () => {
  const snap = golden('snapshot-twin-cities-exchange');
  const general = actionsFrom(snap, '@')[0].taps.find((t) => t.kind === 'reserve').token;
  const m = model(snap);
  // Before Exchange is pressed, a general is no next tap; the rival's reserve never is.
  assert.deepEqual(m.tapReserve('first', general), { refused: { chosen: [], at: `first-${general}`, ply: snap.ply, tap: m.tapCount } });
  m.press('@');
  assert.deepEqual(m.tapReserve('second', general).refused.at, `second-${general}`);
  assert.deepEqual(m.tokens, [], 'the selection clears, as after a refused point');
});

test('G5: a general is chosen on the map or by its button', () => {
  const snap = golden('snapshot-generals-turn');
  const troops = snap.legalActions.find((a) => a.text.startsWith('troops'));
  const general = troops.taps[1];
  const m = model(snap);
  m.press('troops');
  const t = m.targets();
  assert.deepEqual([...t.cells], [[general.at, 'pick']]);
  assert.deepEqual(t.buttons.map((b) => b.tap.token), [general.token]);
  assert.deepEqual(m.tap(general.at), { submit: troops.text });
});

test('G8: a unit is tapped where it stands; an attack on a unit captures, on an empty cell aims', () => {
  const snap = golden('snapshot-generals-attacks');
  const attack = snap.legalActions.find((a) => a.taps[1] && a.taps[1].kind === 'attack');
  const [unit, target] = attack.taps;
  const m = model(snap);
  m.tap(unit.at);
  assert.deepEqual(m.selection(), [{ token: unit.token, at: unit.at }]);
  assert.equal(m.targets().cells.get(target.at), 'capture');
  assert.deepEqual(m.tap(target.at), { submit: attack.text });
  const emptied = changed(snap, { view: Object.assign({}, snap.view, { pieces: snap.view.pieces.filter((p) => p.at !== target.at) }) });
  const aiming = model(emptied);
  aiming.tap(unit.at);
  assert.equal(aiming.targets().cells.get(target.at), 'aim');
});

test('a cell that means two taps (a step and a warp) offers both as buttons', () => {
  const snap = golden('snapshot-generals-units');
  const step = snap.legalActions.find((a) => a.taps[1] && a.taps[1].kind === 'move' && snap.legalActions.some((w) => w.taps[1] && w.taps[1].kind === 'warp' && w.taps[1].at === a.taps[1].at));
  const warp = snap.legalActions.find((w) => w.taps[1] && w.taps[1].kind === 'warp' && w.taps[1].at === step.taps[1].at);
  const m = model(snap);
  m.tap(step.taps[0].at);
  assert.equal(m.tap(step.taps[1].at), null);
  const { buttons, cells, cancel } = m.targets();
  assert.deepEqual(buttons.map((b) => b.tap.token), [step.taps[1].token, warp.taps[1].token]);
  assert.equal(cells.size, 0);
  assert.ok(cancel);
  assert.deepEqual(m.press(warp.taps[1].token), { submit: warp.text });
});

test('with four seats only the human seats\' actions are offered', () => {
  const snap = golden('snapshot-generals-four-seats');
  assert.ok(snap.legalActions.some((a) => a.seat === 1), 'the core offers the AI seat\'s actions too');
  const offered = model(snap).actions();
  assert.ok(offered.length > 0);
  assert.ok(offered.every((a) => a.seat === 0), 'only the human seat\'s');
});

test('the last action is lit by the points it names, not the unit it moved', () => {
  const attack = golden('snapshot-generals-attacks').legalActions.find((a) => a.taps[1] && a.taps[1].kind === 'attack');
  assert.deepEqual(pointsOf(attack.taps), [attack.taps[1].at]);
  const troops = golden('snapshot-generals-turn').legalActions.find((a) => a.text.startsWith('troops'));
  assert.deepEqual(pointsOf(troops.taps), []);
  const moved = golden('snapshot-zhili-moved');
  assert.deepEqual(pointsOf(moved.lastTaps), ['8', '7']);
  assert.deepEqual([...model(moved).frame().board.last], ['8', '7']);
});

test('a hint lights every point of its action until the next tap', () => {
  const snap = golden('snapshot-generals-attacks');
  const attack = snap.legalActions.find((a) => a.taps[1] && a.taps[1].kind === 'attack');
  const m = model(snap);
  m.setHint(attack.text);
  assert.deepEqual([...m.hint], attack.taps.map((t) => t.at));
  m.tap(attack.taps[0].at);
  assert.equal(m.hint.size, 0);
});

test('a new snapshot clears the taps and says what happened', () => {
  const m = model(zhiliStart(), { sound: 'stone' });
  m.tap('5');
  const next = golden('snapshot-zhili-moved');
  assert.deepEqual(m.setSnap(next), { moved: true, sound: true, timedOut: null });
  assert.deepEqual(m.tokens, []);
  assert.deepEqual(m.slides, [{ id: undefined, from: '8', to: '7', delay: 0 }]);
  const pass = { text: 'pass', side: 'second', seat: 1, ms: 0 };
  const timedOut = changed(next, { revision: next.revision + 1, ply: 2, lastAction: 'pass', history: [...next.history, pass] });
  assert.equal(m.setSnap(timedOut).timedOut, 'second');
  assert.equal(m.setSnap(changed(next, { id: 'other', revision: 99 })), null, 'another game\'s snapshot is ignored');
});

test('a snapshot older than the one shown is dropped (an answer that came after newer events)', () => {
  const start = zhiliStart();
  const moved = golden('snapshot-zhili-moved');
  const m = model(changed(start, { revision: 5 }));
  for (const e of [changed(moved, { revision: 6, humanToAct: false }), changed(start, { revision: 8, ply: 2 })]) m.setSnap(e);
  // The answer to the human's action, stamped before the AI's reply, arrives last.
  assert.equal(m.setSnap(changed(moved, { revision: 7, humanToAct: false })), null);
  assert.equal(m.snap.ply, 2);
  assert.equal(m.snap.humanToAct, true, 'the human keeps the turn the newest snapshot gave');
  assert.equal(m.setSnap(changed(start, { revision: 8, ply: 2 })).moved, false, 'the same revision again changes nothing');
});

test('slides: moves one after another, a drop\'s pushes after it', () => {
  const effects = [{ kind: 'capture', at: 'e5' }, { kind: 'move', from: 'e3', to: 'e5' }, { kind: 'push', from: 'e6', to: 'e7' }, { kind: 'move', from: 'a1', to: 'a2' }];
  assert.deepEqual(slidesOf(effects).map((s) => [s.from, s.delay]), [['e3', 0], ['e6', 200], ['a1', 180]]);
  assert.deepEqual(slidesOf(golden('snapshot-zhili-moved').lastEffects), [{ id: undefined, from: '8', to: '7', delay: 0 }]);
});

test('the board turns to the side to move in pass and play, and to the human\'s side against the AI', () => {
  assert.equal(model(golden('snapshot-zhili-moved')).frame().board.flip, true);
  assert.deepEqual(model(zhiliStart(), { orientation: 'rotate-pieces' }).orientation(), { flip: false, rotateSide: 'second' });
  const vsAi = changed(zhiliStart(), { seats: [{ kind: 'ai', level: 'easy' }, { kind: 'human' }], mode: 'vs-ai' });
  assert.equal(model(vsAi).frame().board.flip, true);
});

test('the status line, the notes, the controls and the clock', () => {
  const moved = golden('snapshot-zhili-moved');
  const vsAi = changed(moved, {
    seats: [{ kind: 'ai', level: 'easy' }, { kind: 'human' }],
    view: Object.assign({}, moved.view, { notes: [{ code: 'lock', badge: true }] }),
    clock: Object.assign({}, moved.clock, { remainingMs: 9000 }),
  });
  const f = model(vsAi, { undoVsAi: false }).frame();
  assert.deepEqual(f.status, { over: false, toMove: 'second', you: true, last: moved.history.at(-1) });
  assert.equal(f.status.last.text, '8-7');
  assert.deepEqual(f.notes, [{ code: 'lock', badge: true }]);
  assert.deepEqual(f.controls.undo, { hidden: true, disabled: false });
  assert.equal(f.controls.draw.hidden, true);
  assert.deepEqual(f.clock, { hidden: false, remainingMs: 9000, warn: true, running: true, sides: null, toMove: 'second' });
  const over = model(golden('snapshot-zhili-over')).frame();
  assert.equal(over.clock.hidden, true);
  assert.equal(over.controls.resign.disabled, true);
  assert.equal(over.help, '');
});

test('while a hint is searched, its button is the one control that works: it stops the search', () => {
  const m = model(zhiliStart());
  assert.deepEqual(m.frame().controls.hint, { hidden: false, disabled: false, left: null, stop: false });
  m.busy = true;
  assert.equal(m.frame().controls.hint.disabled, true, 'another command under way');
  m.hinting = true;
  const c = m.frame().controls;
  assert.deepEqual(c.hint, { hidden: false, disabled: false, left: null, stop: true });
  assert.equal(c.undo.disabled || c.undo.hidden, true);
  assert.equal(c.resign.disabled, true);
  assert.equal(m.tap(m.frame().targets.cells.keys().next().value), null, 'the board waits');
});

test('the flip control turns the board whoever plays, and Escape knows when there is a selection', () => {
  const m = model(zhiliStart());
  assert.equal(m.orientation().flip, false);
  assert.equal(m.flipBoard(), null);
  assert.equal(m.frame().board.flip, true, 'flipped by the player');
  m.flipBoard();
  assert.equal(m.frame().board.flip, false, 'and back');
  assert.deepEqual(m.frame().controls.flip, { hidden: false, disabled: false });
  const asBlack = model(golden('snapshot-zhili-moved'));
  asBlack.flipBoard();
  assert.equal(asBlack.frame().board.flip, false, 'a board turned for Black turns back');
  assert.equal(m.hasSelection(), false);
  m.tap(m.frame().targets.cells.keys().next().value);
  assert.equal(m.hasSelection(), true, 'a piece picked');
  m.cancel();
  assert.equal(m.hasSelection(), false);
});

test('back from the background: an untimed game resumes at once, a timed one waits for a tap', () => {
  const running = zhiliStart();
  assert.equal(onReturn(running), 'none', 'a game on screen is left as it is');
  const paused = changed(running, { paused: true });
  assert.equal(onReturn(changed(paused, { clock: { ...paused.clock, timerSecs: null } })), 'resume');
  assert.equal(onReturn(changed(paused, { clock: { ...paused.clock, timerSecs: 30 } })), 'wait-for-tap');
  assert.equal(onReturn(changed(paused, { phase: 'over' })), 'none', 'a finished game is only shown');
});
