// A short vibration on a move, a capture and the game's end, on phones. The app registers
// tauri-plugin-haptics on Android and iOS only, and the plugin's script puts `haptics` on
// `window.__TAURI__` there; desktops have no such thing, and nothing happens.

function plugin() {
  const tauri = typeof window !== 'undefined' ? /** @type {any} */ (window).__TAURI__ : undefined;
  return tauri && tauri.haptics;
}

/** Whether this platform can vibrate (a phone running the app). */
export function hapticsAvailable() {
  return !!plugin();
}

/**
 * What to feel when the game goes from `prev` to `next` (snapshots): the game's end (`success`
 * when a human side won, else `warning`), a capture or hit (a heavy tap), a move (a light
 * tap), or nothing. `humans` is the set of sides with a human seat.
 */
export function feedbackFor(prev, next, humans) {
  if (!prev || !next || prev.id !== next.id) return null;
  if (next.phase === 'over' && prev.phase !== 'over') {
    const won = next.outcome && next.outcome.winner && humans.has(next.outcome.winner);
    return { notification: won ? 'success' : 'warning' };
  }
  if (next.ply <= prev.ply || next.lastAction === 'pass') return null;
  const struck = (next.lastEffects || []).some((e) => e.kind === 'capture' || e.kind === 'hit');
  return { impact: struck ? 'heavy' : 'light' };
}

/** Plays `feedback` (from `feedbackFor`) when the setting is on and the platform can. */
export function vibrate(settings, feedback) {
  const haptics = plugin();
  if (!haptics || !feedback || (settings && settings.haptics === false)) return;
  const done = feedback.notification ? haptics.notificationFeedback(feedback.notification) : haptics.impactFeedback(feedback.impact);
  // A failed vibration is not the player's concern.
  Promise.resolve(done).catch(() => {});
}
