// Which lit target a finger meant. A fitted board on a phone draws its points closer than a
// finger is wide, so a tap counts for the nearest lit target within a finger's reach of it,
// not only for the zone under its exact spot (docs/mobile.md). Pure geometry, in CSS px.

/** How far from a lit target's centre a tap still counts for it (half a 44 px finger). */
export const REACH = 22;
/** Two lit targets whose distances from a tap differ by less than this are a tie. */
export const TIE = 2;

/**
 * The lit target a tap at `at` means: `{ name }` for the nearest within `reach`; `{ tie:
 * [a, b] }` when the two nearest within reach are as near as each other (within TIE), so that
 * nothing is played; `null` when none is within reach (the zone under the tap counts).
 * @param {[number, number]} at
 * @param {{ name: string, at: [number, number] }[]} lit
 * @param {number} [reach]
 * @returns {{ name: string } | { tie: [string, string] } | null}
 */
export function resolveTap([x, y], lit, reach = REACH) {
  const near = lit
    .map((p) => ({ name: p.name, d: Math.hypot(p.at[0] - x, p.at[1] - y) }))
    .filter((p) => p.d <= reach)
    .sort((a, b) => a.d - b.d);
  if (!near.length) return null;
  if (near.length > 1 && near[1].d - near[0].d < TIE) return { tie: [near[0].name, near[1].name] };
  return { name: near[0].name };
}
