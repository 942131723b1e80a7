/* global window, document, localStorage */
// Applies the saved theme before the app loads so a dark page never flashes light. The API's CSP allows
// only same-origin scripts, which blocks next-themes' own inline copy of this; the key and default match
// web/src/app/color-mode.tsx ('namescope-theme', light, 'system' follows the OS).
(function () {
  var pref = 'light';
  try {
    pref = localStorage.getItem('namescope-theme') || 'light';
  } catch {
    /* storage disabled: light */
  }
  var dark =
    pref === 'dark' || (pref === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  var root = document.documentElement;
  root.classList.remove('light', 'dark');
  root.classList.add(dark ? 'dark' : 'light');
  root.style.colorScheme = dark ? 'dark' : 'light';
})();
