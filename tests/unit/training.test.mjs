// Training strictness and practice mode's choice without a
// browser, on the core's own snapshots (golden files): move confirmation (an action waits for its last tap again), no undo with
// takebacks off, the hint button's count, the new-game screen's summary, and the statistics'
// lines with help after those without.

import test from 'node:test';
import assert from 'node:assert/strict';
import { PlayModel } from '../../ui/js/screens/play-model.js';
import { trainingSummary, initialChoices, gameOptions } from '../../ui/js/screens/newgame-model.js';
import { statsByGame } from '../../ui/js/screens/stats-model.js';
import { isMistake } from '../../ui/js/practice-view.js';
import { setCatalog } from '../../ui/js/catalog.js';
import { golden, changed, catalogEntry } from './golden.mjs';

setCatalog(golden('catalog'));

const settings = { orientation: 'fixed', animation: false, sound: 'silent', undoVsAi: true };
const OPEN = { takebacks: true, hintBudget: null, confirmMoves: false };
/** Zhili's start (Red to move: 5, 6 and 8 may move) with training rules `rules`. */
const zhili = (rules, over) => new PlayModel(changed(golden('snapshot-zhili-start'), Object.assign({ training: { ...OPEN, ...rules } }, over)), settings);

test('Z4 with move confirmation: the move waits, lit, until its last tap is made again', () => {
  const m = zhili({ confirmMoves: true });
  m.tap('5');
  assert.equal(m.tap('7'), null, 'not played on the first tap');
  assert.deepEqual(m.selection().map((s) => s.at), ['5', '7'], 'the move stays lit');
  assert.equal(m.frame().help, 'confirmAgain');
  assert.equal(m.targets().confirm.text, '5-7', 'the Confirm button plays it too');
  assert.deepEqual(m.tap('7'), { submit: '5-7' });
  assert.deepEqual(m.selection(), []);
});

test('Z4 with move confirmation: another target of the same piece makes that move the one waiting', () => {
  const m = zhili({ confirmMoves: true });
  m.tap('5');
  m.tap('7');
  assert.equal(m.tap('3'), null);
  assert.equal(m.pending.action.text, '5-3');
  assert.deepEqual(m.confirm(), { submit: '5-3' });
});

test('with move confirmation, another piece starts over and Cancel drops the move waiting', () => {
  const m = zhili({ confirmMoves: true });
  m.tap('5');
  m.tap('7');
  assert.equal(m.tap('8'), null);
  assert.equal(m.pending, null);
  assert.deepEqual(m.tokens, ['8']);
  m.tap('5');
  m.tap('7');
  m.cancel();
  assert.equal(m.pending, null);
  assert.deepEqual(m.tokens, []);
});

test('with move confirmation, an action ended by a button (Generals\' end of turn) keeps the button, and pressing it again plays the action', () => {
  const m = new PlayModel(changed(golden('snapshot-generals-attacks'), { training: { ...OPEN, confirmMoves: true } }), settings);
  assert.equal(m.press('end'), null, 'not played on the first press');
  assert.deepEqual(m.targets().buttons.map((b) => b.tap.token), ['end'], 'the button stays to be pressed again');
  assert.equal(m.targets().confirm.text, 'end');
  assert.deepEqual(m.press('end'), { submit: 'end' });
});

test('without move confirmation the last tap plays at once', () => {
  const m = zhili({});
  m.tap('5');
  assert.deepEqual(m.tap('7'), { submit: '5-7' });
});

test('takebacks off hide undo and redo; a spent hint budget disables the hint', () => {
  const strict = zhili({ takebacks: false, hintBudget: 1 }, { hintsLeft: 0 });
  const { undo, redo, hint } = strict.frame().controls;
  assert.equal(undo.hidden, true);
  assert.equal(redo.hidden, true);
  assert.equal(hint.disabled, true);
  assert.equal(hint.left, 0);
  const open = zhili({}, { hintsLeft: null }).frame().controls;
  assert.equal(open.undo.hidden, false);
  assert.equal(open.hint.left, null);
  assert.equal(open.hint.disabled, false);
});

test('the new-game screen starts the game with the settings\' training rules and lists those that hold back', () => {
  const entry = { ...catalogEntry('zhili'), training: { takebacks: false, hintBudget: 3, confirmMoves: true } };
  const st = initialChoices(entry);
  assert.deepEqual(gameOptions('zhili', st, entry.rules, []).training, entry.training);
  assert.deepEqual(trainingSummary(entry.training), [['training.noTakebacks'], ['training.hintCount', { n: 3 }], ['training.confirmOn']]);
  assert.deepEqual(trainingSummary(OPEN), [['training.open']]);
  assert.deepEqual(trainingSummary({ ...OPEN, hintBudget: 0 }), [['training.hintCount', { n: 0 }]]);
});

test('the statistics list a level\'s games with help after those without', () => {
  const line = (over) => changed(golden('statistics')[0], Object.assign({ game: 'zhili', mode: 'vs-ai', level: 'easy', helped: false }, over));
  const levels = () => [{ id: 'easy' }, { id: 'hard' }];
  const [zhiliLines] = statsByGame(['zhili'], [line({ level: 'hard' }), line({ helped: true }), line({ mode: 'pass-and-play', level: '' }), line()], levels);
  assert.deepEqual(zhiliLines.lines.map((l) => `${l.mode}/${l.level}/${l.helped}`), ['vs-ai/easy/false', 'vs-ai/easy/true', 'vs-ai/hard/false', 'pass-and-play//false']);
});

test('practice mode is asked for against the AI only, and the grades that offer a second try are a mistake and a blunder', () => {
  const entry = catalogEntry('twin-cities');
  const st = { ...initialChoices(entry), practice: true };
  assert.equal(gameOptions('twin-cities', st, entry.rules, []).practice, true);
  assert.equal(gameOptions('twin-cities', { ...st, mode: 'pass-and-play' }, entry.rules, []).practice, undefined);
  assert.deepEqual(['best', 'good', 'inaccuracy', 'mistake', 'blunder'].filter(isMistake), ['mistake', 'blunder']);
});
