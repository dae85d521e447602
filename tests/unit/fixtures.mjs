// Snapshots as the core sends them, built by hand for the UI's unit tests: legal actions with
// the engine's taps (`{ token, kind, at, anyOrder }`), a board view, seats and a clock.

/** A tap on a point or cell named by its token. */
export const point = (at, kind = 'point') => ({ token: at, kind, at });
/** A button. */
export const word = (token, kind = 'word') => ({ token, kind });
/** A tap named otherwise than its cell (a unit, an attack, a warp, a general). */
export const on = (token, kind, at) => ({ token, kind, at });
export const anyOrder = (tap) => Object.assign({}, tap, { anyOrder: true });

/** A move from one point to another (Zhili `5-3`, Twin Cities `e2e3`). */
export function move(from, to, text) {
  return { text: text || `${from}-${to}`, taps: [point(from), point(to, 'move')], seat: null };
}

export function piece(at, kind, side, extra) {
  return Object.assign({ id: at, kind, side, group: null, at, hp: null, maxHp: null, cooldown: null, carriedBy: null, locked: false }, extra);
}

/** A snapshot of `game` in play, a human to act; `over` overrides any field. */
export function snapshot(game, over) {
  return Object.assign({
    id: 'g1',
    game,
    mode: 'pass-and-play',
    seats: [{ kind: 'human' }, { kind: 'human' }],
    phase: 'playing',
    position: '',
    view: { pieces: [], reserves: [], marks: [], terrain: [], notes: [] },
    toMove: 'first',
    seatToAct: 0,
    humanToAct: true,
    ply: 0,
    history: [],
    lastAction: null,
    lastTaps: [],
    lastEffects: [],
    legalActions: [],
    clock: { timerSecs: null, remainingMs: null, running: false },
    outcome: null,
    canUndo: false,
    canRedo: false,
    aiThinking: false,
  }, over);
}

/** Zhili's start (Z1): Red to move, its pieces on 6, 8, 9, 10, the shared piece on 5. */
export function zhiliStart(over) {
  const pieces = [['0', 'b'], ['1', 'b'], ['2', 'b'], ['4', 'b'], ['5', 's'], ['6', 'r'], ['8', 'r'], ['9', 'r'], ['10', 'r']]
    .map(([at, kind]) => piece(at, kind, kind === 'r' ? 'first' : kind === 'b' ? 'second' : null));
  return snapshot('zhili', Object.assign({
    position: 'bbb.bsr.rrr r 0',
    view: { pieces, reserves: [], marks: [], terrain: [], notes: [['lock', '0']] },
    legalActions: [move('5', '3'), move('5', '7'), move('6', '3'), move('6', '7'), move('8', '7')],
  }, over));
}

/** The catalog entries the UI reads in these tests (seat layouts, sides). */
export function catalog() {
  const sides = (a, b, emblem) => [
    { side: 'first', id: a, nameEn: a, nameZh: a, emblem },
    { side: 'second', id: b, nameEn: b, nameZh: b, emblem },
  ];
  const perSide = { seats: [{ side: 'first' }, { side: 'second' }], perGroup: false };
  const fourSeats = { seats: [['first', 'r'], ['first', 'b'], ['second', 'y'], ['second', 'g']].map(([side, g]) => ({ side, groups: [g] })), perGroup: true };
  return [
    { game: 'zhili', levels: [], defaultTimerSecs: 60, seatCounts: [2], rules: { sides: sides('red', 'black', 'r'), seatLayouts: [perSide] } },
    { game: 'twin-cities', levels: [], defaultTimerSecs: null, seatCounts: [2], rules: { sides: sides('red', 'black', 'C'), seatLayouts: [perSide] } },
    { game: 'generals', levels: [], defaultTimerSecs: null, seatCounts: [2, 4], rules: { sides: sides('south', 'north', 'GN'), seatLayouts: [perSide, fourSeats] } },
  ];
}
