// Moving the keyboard's focus over a board with the arrow keys: from a point to the nearest
// point in the arrow's direction as the player sees the board (turned or not). Points are
// given by their place in the board's drawing; nothing here knows a game.

const DIRECTIONS = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

/** Whether `key` is an arrow key. */
export function isArrow(key) {
  return key in DIRECTIONS;
}

/**
 * The point the arrow `key` leads to from `from`, or `from` itself at the board's edge.
 * `places`: Map name → [x, y] in the drawing; `turned`: the board is shown half a turn round.
 * The nearest point ahead wins, a step aside counting twice a step ahead, so that a grid's
 * arrows go along its rows and columns and a star's along its lines.
 */
export function nextPoint(places, from, key, turned) {
  const dir = DIRECTIONS[key];
  const origin = places.get(from);
  if (!dir || !origin) return from;
  const [dx, dy] = turned ? [-dir[0], -dir[1]] : dir;
  let best = from;
  let bestCost = Infinity;
  for (const [name, [x, y]] of places) {
    if (name === from) continue;
    const [vx, vy] = [x - origin[0], y - origin[1]];
    const ahead = vx * dx + vy * dy;
    if (ahead <= 0.5) continue;
    const aside = Math.abs(vx * dy - vy * dx);
    // Points more aside than ahead belong to another direction.
    if (aside > ahead * 2) continue;
    const cost = ahead + 2 * aside;
    if (cost < bestCost) {
      bestCost = cost;
      best = name;
    }
  }
  return best;
}
