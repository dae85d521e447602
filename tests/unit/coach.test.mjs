// The coach of a solved game (ui/js/coach.js): each point that may be tapped next shows where
// the moves through it lead, from the core's verdicts (golden snapshot-zhili-coach: Zhili where
// Red wins in 3, Z9). On a piece: its best move's verdict; on a target: that move's own.

import test from 'node:test';
import assert from 'node:assert/strict';
import { bestVerdict, verdictsByPoint, verdictKey, badgeKey } from '../../ui/js/coach.js';
import { PlayModel } from '../../ui/js/screens/play-model.js';
import { pointLabel } from '../../ui/js/board-labels.js';
import { setCatalog } from '../../ui/js/catalog.js';
import { setLanguage, t, loadLanguage } from '../../ui/js/i18n.js';
import { golden, changed } from './golden.mjs';

// 繁體中文's tables load on demand, as the app loads them when that language is chosen.
await loadLanguage('zh-Hant');

setCatalog(golden('catalog'));
const coached = golden('snapshot-zhili-coach');
const win = (n) => ({ kind: 'win', plies: n });
const loss = (n) => ({ kind: 'loss', plies: n });
const draw = { kind: 'draw' };

test('the best verdict: the quickest win, then a draw, then the slowest loss', () => {
  assert.deepEqual(bestVerdict([loss(1), draw, win(5), win(2), loss(7)]), win(2));
  assert.deepEqual(bestVerdict([loss(1), draw, loss(7)]), draw);
  assert.deepEqual(bestVerdict([loss(1), loss(7)]), loss(7));
  assert.equal(bestVerdict([]), null);
});

test('Z9: before a piece is chosen, each piece shows its best move; then each target its move', () => {
  const { legalActions, coach } = coached;
  const pieces = verdictsByPoint(legalActions, [], coach);
  assert.deepEqual([...pieces.keys()].sort(), ['4', '6', '7', '8']);
  assert.deepEqual(pieces.get('4'), win(2), 'the piece on 4 has the winning move 4-3');
  assert.deepEqual(pieces.get('6'), draw);
  assert.deepEqual(verdictsByPoint(legalActions, ['4'], coach), new Map([['3', win(2)]]));
  assert.deepEqual(verdictsByPoint(legalActions, ['6'], coach), new Map([['3', draw]]), 'the same point, another move');
});

test('the play screen draws the verdicts only when the core sent them', () => {
  const settings = { orientation: 'fixed', undoVsAi: true, animation: false };
  const on = new PlayModel(coached, settings);
  assert.deepEqual(on.frame().board.verdicts.get('4'), win(2));
  on.tap('4');
  assert.deepEqual([...on.frame().board.verdicts], [['3', win(2)]]);
  const off = new PlayModel(changed(coached, { coach: [] }), settings);
  assert.equal(off.frame().board.verdicts.size, 0);
});

test('a screen reader hears the verdict in the point\'s name, in 简体, 繁體 and English', () => {
  const said = { zh: '2 步内必胜', 'zh-Hant': '2 步內必勝', en: 'win in 2 plies' };
  for (const [lang, words] of Object.entries(said)) {
    setLanguage(lang);
    const label = pointLabel('zhili', coached.view, '3', { target: 'move', verdict: win(2) });
    assert.ok(label.includes(words), `${lang}: ${label}`);
    assert.notEqual(t(...badgeKey(win(2))), 'coach.badge.win', `${lang}: the badge has its words`);
  }
  setLanguage('zh');
  assert.deepEqual(verdictKey(draw), ['verdict.draw', {}]);
  assert.equal(t(...badgeKey(loss(3))), '负3');
});

test('the distance is counted in plies, as Z9\u2019s table counts it, one of them said as one', () => {
  setLanguage('en');
  assert.equal(t(...verdictKey(win(1))), 'win in 1 ply');
  assert.equal(t(...verdictKey(loss(1))), 'loss in 1 ply');
  assert.equal(t(...verdictKey(loss(4))), 'loss in 4 plies');
  setLanguage('zh-Hant');
  assert.equal(t(...verdictKey(win(1))), '1 步內必勝');
  setLanguage('zh');
});
