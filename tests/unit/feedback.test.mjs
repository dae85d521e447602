// What the player feels and hears after an action: the vibration (phones) and the live
// region's words.

import test from 'node:test';
import assert from 'node:assert/strict';
import { feedbackFor, vibrate, hapticsAvailable } from '../../ui/js/haptics.js';
import { turnText, resultText, timeLeftText, timeUpText } from '../../ui/js/announce.js';
import { setLanguage, loadLanguage } from '../../ui/js/i18n.js';
import { setCatalog } from '../../ui/js/catalog.js';
import { setMoveList } from '../../ui/js/words.js';
import { golden } from './golden.mjs';

// 繁體中文's tables load on demand, as the app loads them when that language is chosen.
await loadLanguage('zh-Hant');

const snap = (over) => Object.assign({ id: 'g1', game: 'zhili', phase: 'playing', ply: 3, toMove: 'second', lastAction: '8-7', lastEffects: [{ kind: 'move', from: '8', to: '7' }], history: [] }, over);
const humans = new Set(['first']);

test('a move is a light tap, a capture or hit a heavy one, the end a notification', () => {
  const prev = snap({ ply: 2 });
  assert.deepEqual(feedbackFor(prev, snap(), humans), { impact: 'light' });
  assert.deepEqual(feedbackFor(prev, snap({ lastEffects: [{ kind: 'move', from: 'a', to: 'b' }, { kind: 'capture', at: 'b' }] }), humans), { impact: 'heavy' });
  assert.deepEqual(feedbackFor(prev, snap({ lastEffects: [{ kind: 'hit', id: 'y1', at: 'c3', damage: 1 }] }), humans), { impact: 'heavy' });
  assert.deepEqual(feedbackFor(prev, snap({ phase: 'over', outcome: { winner: 'first', reason: 'no-legal-action' } }), humans), { notification: 'success' });
  assert.deepEqual(feedbackFor(prev, snap({ phase: 'over', outcome: { winner: 'second', reason: 'no-legal-action' } }), humans), { notification: 'warning' });
});

test('nothing to feel for an undo, a timed-out pass or another game', () => {
  assert.equal(feedbackFor(snap({ ply: 4 }), snap(), humans), null);
  assert.equal(feedbackFor(snap({ ply: 2 }), snap({ lastAction: 'pass', lastEffects: [] }), humans), null);
  assert.equal(feedbackFor(snap({ ply: 2, id: 'other' }), snap(), humans), null);
});

test('on a phone the plugin vibrates unless the setting is off; a desktop has nothing and nothing breaks', () => {
  const calls = [];
  globalThis.window = { __TAURI__: { haptics: {
    impactFeedback: async (style) => calls.push(['impact', style]),
    notificationFeedback: async (type) => calls.push(['notification', type]),
  } } };
  try {
    assert.equal(hapticsAvailable(), true);
    vibrate({ haptics: true }, { impact: 'light' });
    vibrate({ haptics: true }, { notification: 'success' });
    vibrate({ haptics: false }, { impact: 'heavy' });
    vibrate({ haptics: true }, null);
    assert.deepEqual(calls, [['impact', 'light'], ['notification', 'success']]);
    // A failing vibration is swallowed.
    window.__TAURI__.haptics.impactFeedback = async () => {
      throw new Error('no vibrator');
    };
    vibrate({ haptics: true }, { impact: 'light' });
    window.__TAURI__ = { core: {} };
    assert.equal(hapticsAvailable(), false);
    vibrate({ haptics: true }, { impact: 'light' });
  } finally {
    delete globalThis.window;
  }
  assert.equal(hapticsAvailable(), false, 'no window at all (this test runner)');
});

test('the live region\'s words: who did what (in words, whatever the move list shows), who moves next, the result, the time left', () => {
  setCatalog(golden('catalog'));
  const s = snap({ history: golden('snapshot-zhili-moved').history });
  setMoveList('notation');
  setLanguage('zh');
  assert.equal(turnText(s, humans), '红方将棋子从 8 走到 7。黑方走棋');
  assert.equal(turnText(snap({ toMove: 'first' }), humans), '红方走棋（你）');
  setLanguage('en');
  assert.equal(turnText(s, humans), 'Red moves the piece from 8 to 7. Black to move');
  const over = snap({ phase: 'over', outcome: { winner: 'first', reason: 'ply-limit' } });
  assert.equal(resultText(over, { maxPlies: 200 }), 'Red wins. 200 plies played');
  // A draw by repetition says the count the catalog's limits give, not a word of the UI's own.
  const repeated = snap({ phase: 'over', outcome: { winner: null, reason: 'repetition' } });
  assert.match(resultText(repeated, { repetition: 4 }), /the same position 4 times$/);
  // An end by the rules cites the rule the core names (Z6); a resignation cites none.
  const byRule = snap({ phase: 'over', outcome: { winner: 'first', reason: 'no-legal-action' }, endRule: { rule: 'Z6', lesson: 'zhili-step' } });
  assert.equal(resultText(byRule, {}), 'Red wins. no legal move left (Z6)');
  assert.equal(resultText(snap({ phase: 'over', outcome: { winner: 'second', reason: 'resignation' } }), {}), 'Black wins. resignation');
  assert.equal(timeLeftText(9200), '10 seconds left');
  // A turn whose time ran out cites its game's timer rule, as the engine's registry names it.
  assert.equal(timeUpText('zhili', 'first'), 'Time is up: Red passes (Z7)');
  assert.equal(timeUpText('twin-cities', 'second'), 'Time is up: Black passes (T12)');
  assert.equal(timeUpText('generals', 'second'), 'Time is up: North passes (G5)');
  setLanguage('zh');
  assert.equal(timeUpText('zhili', 'first'), '时间到，红方本回合跳过（Z7）');
  setLanguage('en');
  setLanguage('zh-Hant');
  assert.equal(turnText(s, humans), '紅方將棋子從 8 走到 7。黑方走棋');
  setLanguage('zh');
  setMoveList('words');
});
