// Generals in the real app, pass and play, by taps: the armies are set up (through the army
// builder and hand-over screens when the core offers army setup, else the spec's default
// armies), then a troop turn with moves and a Catapult attack, and the other team's answer.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Session } from './lib/wd.mjs';
import { newGame, language, home } from './helpers.mjs';

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

/**
 * On a phone the army builder's map is shown whole, and zoomed by its button: every cell at
 * least 44 px; then whole again.
 */
async function builderZoomed(s) {
  const view = () => s.attr('[data-testid="board-wrap"]', 'data-view');
  assert.equal(await view(), 'fit', 'the whole map in view');
  await s.tap('[data-testid="zoom"]');
  assert.equal(await view(), 'zoom');
  const cell = await s.exec('return Math.min(...[...document.querySelectorAll(\'[data-testid="board-wrap"] [data-point] .hit\')].map((e) => Math.min(e.getBoundingClientRect().width, e.getBoundingClientRect().height)))');
  assert.ok(cell >= 44, `the builder's cells are ${cell} px`);
  await s.tap('[data-testid="zoom"]');
  assert.equal(await view(), 'fit');
}

test('Generals: armies set up, then a troop turn with moves and an attack, by taps', async () => {
  const s = await Session.start();
  try {
    await s.resize(390, 844);
    await language(s, 'zh');
    const armySetup = await s.exec("return window.__TAURI__.core.invoke('catalog').then(c => !!((c.find(x => x.game === 'generals') || {}).info || {}).capabilities.setupPhase)");
    await newGame(s, { game: 'generals', mode: 'pass-and-play', timer: null, setup: armySetup ? 'hidden' : undefined });
    if (armySetup) {
      // Each team builds its army behind its hand-over curtain: a preset, then "army ready".
      // The first team places its eight units one by one: a kind from the palette, then a
      // spawn cell; the second team takes a preset.
      // The palette shows each kind in the building team's generals' colours.
      const paletteColours = () => s.exec(`
        const d = getComputedStyle(document.querySelector('[data-testid="kind-LI"] .mini-disc'));
        return [d.color, d.borderLeftColor, d.borderRightColor];`);
      const COLOURS = { south: ['rgb(196, 42, 32)', 'rgb(196, 42, 32)', 'rgb(44, 98, 201)'], north: ['rgb(138, 101, 0)', 'rgb(201, 151, 0)', 'rgb(30, 114, 56)'] };
      await s.tap('[data-testid="curtain-ready"]', 15000);
      await s.waitFor(() => s.exec('return !!document.querySelector(\'[data-testid="army-builder"]\')'), 10000, 'the army builder');
      const team = await s.attr('[data-testid="army-builder"]', 'data-team');
      assert.deepEqual(await paletteColours(), COLOURS[team], `the palette in the ${team} generals’ colours`);
      await builderZoomed(s);
      const cells = team === 'south'
        ? [['LI', 'b3'], ['HI', 'c3'], ['LI', 'd3'], ['CB', 'c1'], ['LC', 'h3'], ['SH', 'i3'], ['SP', 'j3'], ['CA', 'i1']]
        : [['LI', 'j11'], ['HI', 'i11'], ['LI', 'h11'], ['CB', 'i13'], ['LC', 'd11'], ['SH', 'c11'], ['SP', 'b11'], ['CA', 'c13']];
      await s.tap('[data-testid="army-clear"]');
      // A cell that is no spawn point places nothing, and the engine says why, citing G4.
      await s.tap('[data-testid="kind-LI"]');
      await s.tapPoint('f6');
      const why = await s.waitFor(() => s.exec('const m = document.querySelector(\'[data-testid="army-message"]\'); return m && m.textContent'), 5000, 'why f6 takes no soldier');
      assert.match(why, /f6.*出生点.*（G4）$/);
      for (const [kind, cell] of cells) {
        await s.tap(`[data-testid="kind-${kind}"]`);
        await s.tapPoint(cell);
      }
      assert.match(await s.text('[data-testid="army-count"]'), /8\/8/);
      await s.screenshot('generals-phone-zh-builder');
      await s.tap('[data-testid="army-submit"]');
      await s.tap('[data-testid="curtain-ready"]', 15000);
      const other = team === 'south' ? 'north' : 'south';
      await s.waitFor(() => s.exec(`return !!document.querySelector('[data-testid="army-builder"][data-team="${other}"]')`), 10000, 'the other team\u2019s army builder');
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
    // The moves in words: "end of turn", not "end".
    const moves = () => s.exec('return [...document.querySelectorAll(\'[data-testid="move-list"] li.mv\')].map((li) => li.textContent)');
    const zh = await moves();
    assert.equal(zh.at(-1), '回合结束');
    assert.ok(zh.includes('蓝将麾下出动') && zh.includes('蓝将的投石车轰击 j6'), zh.join(' / '));
    await s.resize(1280, 800);
    await s.screenshot('generals-desktop-zh');
    await language(s, 'en');
    await s.exec(`location.hash = '#/play/${p.id}'`);
    await s.waitFor(async () => (await s.play()) !== null, 10000, 'the game again');
    const en = await moves();
    assert.equal(en.at(-1), 'end of turn');
    assert.ok(en.includes("Blue general's troops act") && en.includes("Blue general's Catapult bombards j6"), en.join(' / '));
    await s.screenshot('generals-desktop-en');
    await s.resize(390, 844);
    await s.screenshot('generals-phone-en');
    await language(s, 'zh');
  } finally {
    await s.end();
  }
});

test('Generals 2 vs 2: four seats start, and the human seat plays its general\u2019s troop turn by taps', async () => {
  const s = await Session.start();
  try {
    await s.resize(390, 844);
    await language(s, 'zh');
    // Four seats from the new-game screen: the red general's seat is human, the other three AI.
    await home(s);
    await s.tap('[data-testid="new-generals"]');
    await s.tap('[data-testid="mode-four"]');
    await s.tap('[data-testid="seat1-ai"]');
    for (const seat of [1, 2, 3]) await s.tap(`[data-testid="seat${seat}-level-beginner"]`);
    await s.tap('[data-testid="timer-off"]');
    if (await s.exec('return !!document.querySelector(\'[data-testid="setup-default"]\')')) await s.tap('[data-testid="setup-default"]');
    await s.tap('[data-testid="start-game"]');
    let p = await s.waitHumanTurn(30000);
    const snap = () => s.exec('return window.__TAURI__.core.invoke("snapshot", { gameId: arguments[0] })', [p.id]);
    const first = await snap();
    assert.deepEqual(first.seats.map((x) => x.kind), ['human', 'ai', 'ai', 'ai'], 'four seats, one human');
    assert.equal(first.phase, 'playing');
    // The human acts only for South (whichever team began, the AIs played theirs).
    assert.equal(p.toMove, 'first');
    assert.ok(first.atTurnBoundary, 'at the start of South\u2019s team turn');
    const before = first.history.length;

    // Red's seat chooses its general's troops...
    p = await act(s, 'troops r', async () => {
      await s.tap('[data-testid="tap-troops"]');
      const q = await s.play();
      assert.ok(q.buttons.includes('tap-r'), `the red general can be chosen: ${q.buttons}`);
      await s.screenshot('generals-phone-zh-four-seats-choose');
      await s.tap('[data-testid="tap-r"]');
    });
    assert.equal(p.moves[p.moves.length - 1], 'troops r');

    // ...steps a unit that has somewhere to go...
    const moveTargets = () => s.exec('return [...document.querySelectorAll(\'[data-testid="board-wrap"] .zone.target-move\')].map((e) => e.getAttribute("data-point"))');
    p = await act(s, 'a step', async () => {
      for (const unit of (await s.play()).targets) {
        await s.tapPoint(unit);
        const to = await moveTargets();
        if (to.length) {
          await s.tapPoint(to[0]);
          return;
        }
        await s.tap('[data-testid="cancel"]');
      }
      assert.fail('no unit of the red general could step');
    });
    assert.match(p.moves[p.moves.length - 1], /^r[1-4]-[a-k]\d+$/, 'a step by one of the red general\u2019s units');

    // ...and ends the turn; North's AIs answer and it is South's turn again.
    p = await act(s, 'end of the turn', async () => {
      await s.tap('[data-testid="tap-end"]');
    });
    const last = await snap();
    const ours = last.history.slice(before, before + 3);
    assert.deepEqual(ours.map((m) => m.text.split(/[- ]/)[0]), ['troops', ours[1].text.split('-')[0], 'end']);
    assert.ok(ours.every((m) => m.seat === 0 && m.side === 'first'), `the human seat (0) played South\u2019s turn: ${JSON.stringify(ours)}`);
    assert.ok(last.history.slice(before + 3).every((m) => m.side === 'second' && (m.seat === 2 || m.seat === 3)), 'North\u2019s AI seats played North\u2019s turn');
    assert.equal(p.toMove, 'first');
    await s.screenshot('generals-phone-zh-four-seats-after');
  } finally {
    await s.end();
  }
});
