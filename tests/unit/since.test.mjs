// "Since your last turn" without a browser: when a human's turn begins
// after another seat acted, and the line that sums up the core's answer (golden files written by
// `cargo test -p shuangcheng --test golden`).

import test from 'node:test';
import assert from 'node:assert/strict';
import { sinceWanted, sinceSummary, sinceNews } from '../../ui/js/since.js';
import { setLanguage } from '../../ui/js/i18n.js';
import { setCatalog } from '../../ui/js/catalog.js';
import { golden, changed } from './golden.mjs';

setCatalog(golden('catalog'));

test('G5: North\u2019s turn after South\u2019s is asked about; a move within one\u2019s own turn is not', () => {
  const north = golden('snapshot-generals-north-turn');
  const before = changed(north, { ply: 3, humanToAct: true, seatToAct: 0 });
  assert.equal(sinceWanted(before, north), 4);
  assert.equal(sinceWanted(north, north), null, 'the same snapshot again: already asked');
  // South's own actions within its turn: the last action is the acting seat's.
  const units = golden('snapshot-generals-units');
  assert.equal(sinceWanted(changed(units, { ply: 0 }), units), null);
  assert.equal(sinceWanted(before, changed(north, { humanToAct: false })), null, 'nobody human to act');
  assert.equal(sinceWanted(null, north), 4, 'a game opened at North\u2019s turn is asked about too');
});

test('G8: the line says what South\u2019s turn cost North, in English and 中文', () => {
  const since = golden('since-generals');
  setLanguage('en');
  assert.equal(sinceSummary('generals', since), 'Since your last turn, actions: 4 · lost Light infantry ×1 · damage taken: 2');
  assert.equal(sinceNews(since), true);
  setLanguage('zh');
  assert.equal(sinceSummary('generals', since), '自你上一回合（4 步） · 失去轻步兵×1 · 受伤 2 点');
  setLanguage('en');
  // One rival action that cost nothing: said, but not news (the move is lit as the last one).
  const quiet = Object.assign({}, since, { boards: since.boards.slice(-2), lost: [], damaged: [] });
  assert.equal(sinceSummary('generals', quiet), 'Since your last turn, actions: 1 · nothing lost');
  assert.equal(sinceNews(quiet), false);
  const many = Object.assign({}, since, { lost: [], damaged: [] });
  assert.equal(sinceNews(many), true, 'four actions are news');
});
