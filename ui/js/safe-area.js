// The screen's safe area: the core's native insets (src-tauri/src/safe_area.rs: the
// phone's system bars, or a debug build's simulated notch) become `--native-inset-*` on the
// root, which app.css weighs against `env(safe-area-inset-*)`, the larger winning. Android
// System WebView below 140 reads env() as 0 (tauri #14240); iOS's plugin answers 0 and env()
// is right there. Asked again whenever the window changes size (a phone turned).

import { api } from './api.js';

const SIDES = /** @type {const} */ (['top', 'right', 'bottom', 'left']);

async function apply() {
  let insets;
  try {
    insets = await api.safeAreaInsets();
  } catch (err) {
    return; // env() alone, as before: nothing for the player to hear about
  }
  const root = document.documentElement;
  for (const side of SIDES) root.style.setProperty(`--native-inset-${side}`, `${Number(insets[side]) || 0}px`);
}

/** Sets the insets now and again on every resize. */
export async function followSafeArea() {
  let queued = false;
  window.addEventListener('resize', () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      apply();
    });
  });
  await apply();
}
