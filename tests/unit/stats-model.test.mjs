// The statistics screen's model without a browser: lines grouped by game in the app's order,
// levels in their order, pass-and-play last, the fastest win as moves and time.

import test from 'node:test';
import assert from 'node:assert/strict';
import { statsByGame, formatDuration } from '../../ui/js/screens/stats-model.js';
import { golden, changed } from './golden.mjs';

const GAMES = ['zhili', 'twin-cities', 'generals'];
const levels = () => [{ id: 'beginner' }, { id: 'easy' }, { id: 'hard' }];
/** A line of the core's statistics (golden file), as a vs-AI win in 12 moves and 1:15. */
const line = (over) => changed(golden('statistics')[0], Object.assign({ mode: 'vs-ai', level: 'easy', played: 1, wins: 1, losses: 0, draws: 0, longestStreak: 1, fastestWinPlies: 12, fastestWinMs: 75_000 }, over));

test('every game is listed; its lines by level, pass-and-play last', () => {
  const out = statsByGame(GAMES, [
    line({ mode: 'pass-and-play', level: '' }),
    line({ level: 'hard', fastestWinPlies: null, fastestWinMs: null, wins: 0, losses: 1 }),
    line(),
    line({ game: 'generals', level: 'beginner' }),
  ], levels);
  assert.deepEqual(out.map((g) => g.game), ['zhili', 'twin-cities', 'generals']);
  assert.deepEqual(out[0].lines.map((l) => `${l.mode}/${l.level}`), ['vs-ai/easy', 'vs-ai/hard', 'pass-and-play/']);
  assert.deepEqual(out[0].lines[0].fastest, { plies: 12, time: '1:15' });
  assert.equal(out[0].lines[1].fastest, null);
  assert.deepEqual(statsByGame(GAMES, [line({ fastestWinMs: 0 })], levels)[0].lines[0].fastest, { plies: 12, time: '' }, 'an imported win has no time');
  assert.deepEqual(out[1].lines, []);
  assert.equal(out[2].lines.length, 1);
});

test('durations read as m:ss or h:mm:ss', () => {
  assert.equal(formatDuration(0), '0:00');
  assert.equal(formatDuration(61_400), '1:01');
  assert.equal(formatDuration(3_725_000), '1:02:05');
  assert.equal(formatDuration(null), '');
});
