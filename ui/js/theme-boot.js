// Before the first paint: the look of the saved settings, which the core hands to the page
// when it opens the window (`window.__SC_SETTINGS__`; src-tauri/src/window.rs), so the page's
// first frame already has the chosen theme, board and piece styles and text size. main.js
// applies the settings through the same function once they load, and on every change.
(function () {
  /**
   * Puts a look on the page's root: theme (light, dark or the system's), animation, text size,
   * large piece labels, board and piece styles (docs/look.md). Missing fields take the defaults.
   * @param {{ theme?: string, animation?: boolean, textSize?: string, largeLabels?: boolean, boardStyle?: string, pieceStyle?: string } | null} look
   */
  function applyLook(look) {
    const s = look || {};
    const pref = s.theme || 'system';
    const dark = pref === 'dark' || (pref === 'system' && window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches);
    const root = document.documentElement;
    root.setAttribute('data-theme', dark ? 'dark' : 'light');
    root.classList.toggle('no-anim', s.animation === false);
    root.setAttribute('data-text-size', s.textSize || 'normal');
    root.classList.toggle('large-labels', !!s.largeLabels);
    root.setAttribute('data-board', s.boardStyle || 'wood');
    root.setAttribute('data-pieces', s.pieceStyle || 'calligraphy');
  }
  /** @type {any} */ (window).__scApplyLook = applyLook;
  applyLook(/** @type {any} */ (window).__SC_SETTINGS__);
})();
