/* global window, document, localStorage */
// Applies the saved theme before the first paint so a dark page never flashes light. The build writes it
// inline in <head> (inline-theme-init.ts) and the API's CSP allows it by its hash, which blocks next-themes' own
// inline copy of this; the key and default match web/src/app/color-mode.tsx ('namescope-theme', light,
// 'system' follows the OS).
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
