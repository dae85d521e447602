// Before the first paint: the theme the core chose when it opened the window
// (`window.__SC_THEME__`: light, dark or system; src-tauri/src/window.rs), so the page's first
// frame already has the theme's colours. main.js applies the settings again once they load.
(function () {
  const chosen = /** @type {any} */ (window).__SC_THEME__ || 'system';
  const dark = chosen === 'dark' || (chosen === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.setAttribute('data-theme', dark ? 'dark' : 'light');
})();
