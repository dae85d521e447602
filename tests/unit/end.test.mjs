// The end screen's seats: every seat's result, named by its side or, in
// four seats, by its general, with who played it.

import test from 'node:test';
import assert from 'node:assert/strict';
import { seatResults } from '../../ui/js/end-view.js';
import { setLanguage } from '../../ui/js/i18n.js';
import { setCatalog } from '../../ui/js/catalog.js';
import { catalogEntry, golden } from './golden.mjs';

setCatalog(golden('catalog'));
const generals = catalogEntry('generals');

test('four seats: each general\u2019s seat has its team\u2019s result and who played it', () => {
  setLanguage('en');
  const snap = {
    game: 'generals',
    seats: [{ kind: 'human' }, { kind: 'ai', level: 'easy' }, { kind: 'human' }, { kind: 'ai', level: 'hard' }],
    outcome: { winner: 'second', reason: 'no-generals' },
  };
  const rows = seatResults(snap, generals.levels);
  assert.deepEqual(rows.map((r) => [r.name, r.ai, r.level && r.level.id, r.result]), [
    ['Red general', false, null, 'lost'],
    ['Blue general', true, 'easy', 'lost'],
    ['Yellow general', false, null, 'won'],
    ['Green general', true, 'hard', 'won'],
  ]);
});

test('two seats: by side; a draw is each seat\u2019s', () => {
  setLanguage('zh');
  const snap = { game: 'twin-cities', seats: [{ kind: 'human' }, { kind: 'human' }], outcome: { winner: null, reason: 'draw-agreed' } };
  const rows = seatResults(snap, []);
  assert.deepEqual(rows.map((r) => [r.name, r.result]), [['红方', 'draw'], ['黑方', 'draw']]);
  setLanguage('en');
});
