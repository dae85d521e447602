// Moves in words: every verb of every game has a sentence in every language. The engine writes
// one action of each verb it tells (tests/unit/golden/words.json, `cargo test -p
// shuangcheng-engine --test words`); each is filled here in 简体, 繁體 and English from the
// language's own template, with nothing left unfilled. Then the examples, word for word.

import test from 'node:test';
import assert from 'node:assert/strict';
import { LANGUAGES, setLanguage, loadLanguage } from '../../ui/js/i18n.js';
import { setCatalog } from '../../ui/js/catalog.js';
import { sentence, template, moveText, setMoveList } from '../../ui/js/words.js';
import { golden } from './golden.mjs';

// 繁體中文's tables load on demand, as the app loads them when that language is chosen.
await loadLanguage('zh-Hant');

setCatalog(golden('catalog'));
const told = golden('words');

test('the engine wrote an action of each verb of each game, and the catalog lists the same verbs', () => {
  const catalog = golden('catalog');
  assert.deepEqual(told.map((g) => g.game), catalog.map((c) => c.game));
  for (const { game, verbs, samples } of told) {
    assert.deepEqual(verbs, catalog.find((c) => c.game === game).rules.verbs, game);
    const met = new Set(samples.flatMap((s) => [s.words.verb, ...(s.words.then ? [s.words.then.verb] : [])]));
    assert.deepEqual([...met].sort(), [...verbs].sort(), `${game}: an action of every verb`);
  }
});

test('every action kind has a sentence of its own language in 简体, 繁體 and English', () => {
  for (const { id } of LANGUAGES) {
    setLanguage(id);
    for (const { game, samples } of told) {
      for (const s of samples) {
        const parts = [s.words, ...(s.words.then ? [s.words.then] : [])];
        for (const w of parts) {
          const text = template(game, w.verb, (w.points || []).length === 1);
          assert.ok(text, `${id}: ${game} '${w.verb}' has a template`);
        }
        const text = sentence(game, { text: s.notation, words: s.words, side: s.side, seat: null, ms: 0 });
        const where = `${id} ${game} ${s.verb} (${s.notation}): "${text}"`;
        assert.doesNotMatch(text, /[{}]|undefined|null|words\./, `${where}: no placeholder or key is left`);
        assert.notEqual(text, s.notation, `${where}: not the notation`);
        if (id !== 'en') assert.match(text, /\p{Script=Han}/u, `${where}: written in Chinese`);
      }
    }
  }
});

/** The sentence of an action by its parts, in language `id`. */
function say(id, game, side, words) {
  setLanguage(id);
  return sentence(game, { text: '', words, side, seat: null, ms: 0 });
}

test('the issue\'s examples: recruits, a Chariot carrying two units, the end of a turn', () => {
  const recruit = { verb: 'recruit', piece: 'S', points: ['d3', 'f3'] };
  assert.equal(say('en', 'twin-cities', 'first', recruit), 'Red recruits Soldiers on d3 and f3');
  assert.equal(say('zh', 'twin-cities', 'first', recruit), '红方招募兵卒至 d3、f3');
  assert.equal(say('zh-Hant', 'twin-cities', 'first', recruit), '紅方招募兵卒至 d3、f3');
  assert.equal(say('en', 'twin-cities', 'second', { verb: 'recruit', piece: 'S', points: ['e9'] }), 'Black recruits a Soldier on e9');
  const carry = { verb: 'carry', group: 'b', piece: 'CH', from: 'f4', to: 'f7', count: 2 };
  assert.equal(say('en', 'generals', 'first', carry), "Blue general's Chariot carries two units to f7");
  assert.equal(say('zh', 'generals', 'first', carry), '蓝将的战车载两个单位至 f7');
  assert.equal(say('en', 'generals', 'first', { verb: 'end-turn', group: 'r' }), 'end of turn');
  assert.equal(say('zh', 'generals', 'first', { verb: 'end-turn', group: 'r' }), '回合结束');
});

test('a follower is told after its general (T9), and the move list can show the notation instead', () => {
  const follow = told.find((g) => g.game === 'twin-cities').samples.find((s) => s.verb === 'follow');
  const entry = { text: follow.notation, words: follow.words, side: follow.side, seat: null, ms: 0 };
  setLanguage('en');
  assert.equal(moveText('twin-cities', entry), "Red's Foot moves from g3 to g1, and the Soldier on h3 follows to f1");
  setMoveList('notation');
  assert.equal(moveText('twin-cities', entry), 'g3g1~h3f1');
  setMoveList('words');
});

test('Twin Cities\' compact Chinese form comes with each of its actions, in both scripts, without the notation\'s letters', () => {
  for (const s of told.find((g) => g.game === 'twin-cities').samples) {
    const { compact } = s.words;
    assert.ok(compact && compact.zh && compact['zh-Hant'], `${s.notation} has a compact form`);
    assert.doesNotMatch(compact.zh + compact['zh-Hant'], /[a-z@*~+]/, `${s.notation}: ${compact.zh}`);
  }
  const exchange = told.find((g) => g.game === 'twin-cities').samples.find((s) => s.verb === 'exchange');
  assert.equal(exchange.words.compact['zh-Hant'], exchange.words.compact.zh.replace('换', '換'));
});
