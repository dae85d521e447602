// The threat marks without a browser: the core's answers (golden files written by
// `cargo test -p shuangcheng --test golden`) placed on the board by the pieces' ids, counted,
// said for a screen reader, and asked for once per ply by the play screen's model.

import test from 'node:test';
import assert from 'node:assert/strict';
import { threatMarks } from '../../ui/js/threats.js';
import { pointLabel } from '../../ui/js/board-labels.js';
import { PlayModel } from '../../ui/js/screens/play-model.js';
import { setLanguage } from '../../ui/js/i18n.js';
import { setCatalog } from '../../ui/js/catalog.js';
import { golden } from './golden.mjs';

setCatalog(golden('catalog'));

const twin = () => ({ snap: golden('snapshot-twin-cities-threatened'), threats: golden('threats-twin-cities') });
const generals = () => ({ snap: golden('snapshot-generals-threatened'), threats: golden('threats-generals') });

test('T5: the Lurker behind the screen threatens the City, not the Soldier it jumps; e3 of the field is attacked', () => {
  const { snap, threats } = twin();
  const marks = threatMarks(threats, snap.view);
  assert.deepEqual([...marks.exposed.keys()], ['e2']);
  assert.deepEqual(marks.exposed.get('e2').map((t) => t.by), ['e7']);
  assert.equal(marks.reach.size, 0);
  assert.deepEqual([...marks.field], ['e3']);
  assert.deepEqual(marks.arrows, [{ from: 'e7', to: 'e2', kind: 'exposed' }]);
  assert.deepEqual(marks.counts, { exposed: 1, reach: 0, field: 1 });
});

test('G8: units are placed by their ids; two attackers of one unit are one target and two arrows', () => {
  const { snap, threats } = generals();
  const marks = threatMarks(threats, snap.view);
  assert.deepEqual([...marks.exposed.keys()], ['e1']);
  assert.deepEqual(marks.exposed.get('e1').map((t) => t.by), ['y1', 'y2']);
  assert.deepEqual([...marks.reach.keys()], ['e4']);
  assert.deepEqual(marks.arrows, [
    { from: 'e4', to: 'e1', kind: 'exposed' },
    { from: 'g1', to: 'e1', kind: 'exposed' },
    { from: 'e1', to: 'e4', kind: 'reach' },
  ]);
  assert.deepEqual(marks.counts, { exposed: 1, reach: 1, field: 0 });
  assert.equal(threatMarks(null, snap.view), null);
});

test('a threatened point says who threatens it, with the damage, in English and 中文', () => {
  const { snap, threats } = generals();
  const marks = threatMarks(threats, snap.view);
  const state = (at) => ({ threats: { exposed: marks.exposed.get(at), reach: marks.reach.get(at), field: false } });
  setLanguage('en');
  const e1 = pointLabel('generals', snap.view, 'e1', state('e1'));
  assert.match(e1, /threatened by .*Light infantry on e4, 1 damage, .*Shield infantry on g1, 1 damage$/);
  assert.match(pointLabel('generals', snap.view, 'e4', state('e4')), /within reach of your .*Crossbowman on e1, 1 damage$/);
  setLanguage('zh');
  assert.match(pointLabel('generals', snap.view, 'e1', state('e1')), /受.*轻步兵（e4，伤 1）、.*刀盾兵（g1，伤 1）威胁$/);
  const { snap: tc, threats: tcThreats } = twin();
  const field = threatMarks(tcThreats, tc.view);
  assert.match(pointLabel('twin-cities', tc.view, 'e3', { threats: { field: field.field.has('e3') } }), /城田受攻$/);
  setLanguage('en');
});

test('the model asks for a ply\u2019s threats once they are on, and drops an answer for a ply the game left', () => {
  const { snap, threats } = twin();
  const m = new PlayModel(snap, {});
  assert.equal(m.controls().threats.hidden, false, 'Twin Cities offers the switch');
  assert.equal(m.threatsWanted(), null, 'off until switched on');
  assert.equal(m.frame().board.threats, null);
  m.toggleThreats();
  assert.equal(m.controls().threats.pressed, true);
  const asked = m.threatsWanted();
  assert.deepEqual(asked, { ply: 0, position: snap.position });
  m.setThreats({ ply: 1, position: snap.position }, threats); // an answer for another ply
  m.setThreats({ ply: 0, position: 'another board' }, threats); // the same ply after an undo and another move
  assert.deepEqual(m.threatsWanted(), asked);
  m.setThreats(asked, threats);
  assert.equal(m.threatsWanted(), null);
  assert.deepEqual(m.frame().threats.counts, { exposed: 1, reach: 0, field: 1 });
  m.toggleThreats();
  assert.equal(m.frame().board.threats, null, 'switched off, nothing is marked');
  const zhili = new PlayModel(golden('snapshot-zhili-start'), {});
  assert.equal(zhili.controls().threats.hidden, true, 'nothing is taken in Zhili (Z4)');
});
