// Whether to move things on screen: the player's Animation setting is read where it applies;
// this is the system's "reduce motion", which always wins.

/** How long a piece takes to slide, at the normal pace (ms). */
export const SLIDE_MS = 200;

/** The computer's pace (the `aiPace` setting) as a factor of its slides' time; instant: none. */
export const PACE_SCALE = { slow: 1.8, normal: 1, fast: 0.5, instant: 0 };

export function reducedMotion() {
  return typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
