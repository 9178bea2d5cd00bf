// Runs in <head> before the first paint: sets <html data-theme="light|dark"> from the choice
// saved on this device (localStorage 'theme': 'light' or 'dark'; none means follow the system),
// so a dark page never flashes light. It also runs the theme controls (radio inputs marked
// data-theme-option), which therefore work before and without the app's code, keeps them and
// the theme-color metas in step, and follows the system and other open tabs.
// (External, not inline: the Content-Security-Policy allows only scripts from this origin.)
(function () {
  var KEY = 'theme';
  var memory; // the choice when storage is unavailable (kept for this page only)
  var system = matchMedia('(prefers-color-scheme: dark)');
  function apply() {
    var chosen;
    try {
      chosen = localStorage[KEY];
    } catch (e) {
      chosen = memory;
    }
    if (chosen !== 'light' && chosen !== 'dark') chosen = 'system';
    var theme = chosen === 'system' ? (system.matches ? 'dark' : 'light') : chosen;
    document.documentElement.setAttribute('data-theme', theme);
    // Every control shows the choice; the browser's UI colour follows the scheme, or the choice.
    document.querySelectorAll('[data-theme-option],meta[data-scheme]').forEach(function (el) {
      var own = el.dataset.scheme;
      if (own) el.media = chosen === 'system' ? '(prefers-color-scheme: ' + own + ')' : own === theme ? 'all' : 'not all';
      else el.checked = el.value === chosen;
    });
  }
  apply();
  // The system's scheme changed, or another tab saved a choice; the controls are parsed.
  system.onchange = onstorage = apply;
  addEventListener('DOMContentLoaded', apply);
  // Capture phase: React stops a change inside a part still waiting to hydrate before it bubbles.
  addEventListener(
    'change',
    function (event) {
      var input = event.target;
      if (!input.hasAttribute('data-theme-option')) return;
      memory = input.value;
      try {
        if (memory === 'system') localStorage.removeItem(KEY);
        else localStorage[KEY] = memory;
      } catch (e) {}
      apply();
    },
    true,
  );
})();
