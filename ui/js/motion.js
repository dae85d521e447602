// Whether to move things on screen: the player's Animation setting is read where it applies;
// this is the system's "reduce motion", which always wins.

export function reducedMotion() {
  return typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
