// Generals in the real app, pass and play, by taps: the armies are set up (through the army
// builder and hand-over screens when the core offers army setup, else the spec's default
// armies), then a troop turn with moves and a Catapult attack, and the other team's answer.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Session } from './lib/wd.mjs';
import { newGame, language } from './helpers.mjs';

async function act(s, name, fn) {
  const before = (await s.play()).ply;
  await fn();
  return s.waitFor(async () => {
    const q = await s.play();
    return q && q.ply > before && (q.humanToAct || q.phase === 'over') ? q : null;
  }, 15000, name);
}

/** A troop turn: choose the general's troops, step two units, aim the Catapult, end the turn. */
async function troopTurn(s, plan) {
  let p = await act(s, `troops ${plan.general}`, async () => {
    await s.tap('[data-testid="tap-troops"]');
    await s.tap(`[data-testid="tap-${plan.general}"]`);
  });
  assert.equal(p.moves[p.moves.length - 1], `troops ${plan.general}`);
  for (const [from, to] of plan.steps) {
    p = await act(s, `step ${from}-${to}`, async () => {
      await s.tapPoint(from);
      await s.tapPoint(to);
    });
  }
  const [from, target] = plan.attack;
  p = await act(s, `attack ${target}`, async () => {
    await s.tapPoint(from);
    const q = await s.play();
    assert.ok(q.targets.includes(target), `the Catapult\u2019s aim ${target} lights up`);
    await s.screenshot(plan.shot);
    await s.tapPoint(target);
  });
  assert.match(p.moves[p.moves.length - 1], new RegExp(`x${target}$`));
  p = await act(s, 'end of the turn', async () => {
    await s.tap('[data-testid="tap-end"]');
  });
  assert.equal(p.moves[p.moves.length - 1], 'end');
  return p;
}

test('Generals: armies set up, then a troop turn with moves and an attack, by taps', async () => {
  const s = await Session.start();
  try {
    await s.resize(390, 844);
    await language(s, 'zh');
    const armySetup = await s.exec("return window.__TAURI__.core.invoke('catalog').then(c => !!(c.find(x => x.game === 'generals') || {}).armySetup)");
    await newGame(s, { game: 'generals', mode: 'pass-and-play', timer: null, setup: armySetup ? 'hidden' : undefined });
    if (armySetup) {
      // Each team builds its army behind a hand-over screen: a preset, then "army ready".
      // The first team places its eight units one by one: a kind from the palette, then a
      // spawn cell; the second team takes a preset.
      // The palette shows each kind in the building team's generals' colours.
      const paletteColours = () => s.exec(`
        const d = getComputedStyle(document.querySelector('[data-testid="kind-LI"] .mini-disc'));
        return [d.color, d.borderLeftColor, d.borderRightColor];`);
      const COLOURS = { south: ['rgb(210, 53, 42)', 'rgb(210, 53, 42)', 'rgb(44, 98, 201)'], north: ['rgb(138, 101, 0)', 'rgb(201, 151, 0)', 'rgb(43, 143, 69)'] };
      await s.tap('[data-testid="handover-ready"]', 15000);
      const team = await s.attr('[data-testid="army-builder"]', 'data-team');
      assert.deepEqual(await paletteColours(), COLOURS[team], `the palette in the ${team} generals’ colours`);
      const cells = team === 'south'
        ? [['LI', 'b3'], ['HI', 'c3'], ['LI', 'd3'], ['CB', 'c1'], ['LC', 'h3'], ['SH', 'i3'], ['SP', 'j3'], ['CA', 'i1']]
        : [['LI', 'j11'], ['HI', 'i11'], ['LI', 'h11'], ['CB', 'i13'], ['LC', 'd11'], ['SH', 'c11'], ['SP', 'b11'], ['CA', 'c13']];
      await s.tap('[data-testid="army-clear"]');
      for (const [kind, cell] of cells) {
        await s.tap(`[data-testid="kind-${kind}"]`);
        await s.tapPoint(cell);
      }
      assert.match(await s.text('[data-testid="army-count"]'), /8\/8/);
      await s.screenshot('generals-phone-zh-builder');
      await s.tap('[data-testid="army-submit"]');
      await s.tap('[data-testid="handover-ready"]', 15000);
      const other = team === 'south' ? 'north' : 'south';
      assert.equal(await s.attr('[data-testid="army-builder"]', 'data-team'), other);
      assert.deepEqual(await paletteColours(), COLOURS[other], `the palette in the ${other} generals’ colours`);
      await s.tap('[data-testid="presets"] button');
      await s.screenshot('generals-phone-zh-builder-preset');
      await s.tap('[data-testid="army-submit"]');
    }
    let p = await s.waitHumanTurn(20000);
    assert.equal(p.phase, 'playing');
    await s.screenshot('generals-phone-zh-start');
    const south = { general: 'b', steps: [['h3', 'h4'], ['i1', 'j1']], attack: ['j1', 'j6'], shot: 'generals-phone-zh-aim' };
    const north = { general: 'g', steps: [['d11', 'd10'], ['c13', 'b13']], attack: ['b13', 'b8'], shot: 'generals-phone-zh-aim-north' };
    const first = p.toMove === 'first' ? south : north;
    const second = p.toMove === 'first' ? north : south;
    p = await troopTurn(s, first);
    await s.screenshot('generals-phone-zh-after-turn');
    p = await troopTurn(s, second);
    assert.equal(p.phase, 'playing');
    await s.resize(1280, 800);
    await s.screenshot('generals-desktop-zh');
    await language(s, 'en');
    await s.exec(`location.hash = '#/play/${p.id}'`);
    await s.waitFor(async () => (await s.play()) !== null, 10000, 'the game again');
    await s.screenshot('generals-desktop-en');
    await s.resize(390, 844);
    await s.screenshot('generals-phone-en');
    await language(s, 'zh');
  } finally {
    await s.end();
  }
});
