// Errors from the core said in the player's language (ui/js/error-text.js): the engine's code
// picks the template, its parameters are named as the catalog names them.

import test from 'node:test';
import assert from 'node:assert/strict';
import { setCatalog } from '../../ui/js/catalog.js';
import { errorDetail } from '../../ui/js/error-text.js';

setCatalog([{
  game: 'generals',
  rules: {
    sides: [{ side: 'first', id: 'south', nameEn: 'South', nameZh: '南军', groups: ['r', 'b'] }, { side: 'second', id: 'north', nameEn: 'North', nameZh: '北军', groups: ['y', 'g'] }],
    pieces: [],
  },
}]);

test('generals and teams are named from the catalog', () => {
  assert.equal(errorDetail({ code: 'army.wrong-team', params: { general: 'y', team: 'first' } }), '黄将不是南军的将领');
  assert.equal(errorDetail({ code: 'army.incomplete', params: { missing: ['r', 'g'] } }), '布阵未完成：还在等红将、绿将');
});

test('an error without a template has no detail (the kind says it)', () => {
  assert.equal(errorDetail({ kind: 'stale', message: 'old' }), null);
});
