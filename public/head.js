// Runs in <head> before the first paint, so nothing on screen comes before it. Two jobs:
// 1. The theme. Sets <html data-theme="light|dark"> from the choice
// saved on this device (localStorage 'theme': 'light' or 'dark'; none means follow the system),
// so a dark page never flashes light. It also runs the theme controls (radio inputs marked
// data-theme-option), which therefore work before and without the app's code, keeps them and
// the theme-color metas in step, and follows the system and other open tabs.
// 2. Input made before the app runs. Marks presses and typed fields for the app, and holds a lead
//    form's submit, from the first paint on (boot.js, deferred, may run after it).
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
    // Writes only what changed: this runs again once the page is parsed, and a write of the same
    // value could still make the browser restyle the whole page.
    var root = document.documentElement;
    if (root.getAttribute('data-theme') !== theme) root.setAttribute('data-theme', theme);
    // Every control shows the choice; the browser's UI colour follows the scheme, or the choice.
    document.querySelectorAll('[data-theme-option],meta[data-scheme]').forEach(function (el) {
      var own = el.dataset.scheme;
      if (own) {
        var media = chosen === 'system' ? '(prefers-color-scheme: ' + own + ')' : own === theme ? 'all' : 'not all';
        if (el.media !== media) el.media = media;
      } else if (el.checked !== (el.value === chosen)) el.checked = el.value === chosen;
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

(function () {
  // A lead form submitted before its code has arrived would fall back to a native GET: the page
  // reloads and what was typed lands in the URL. Hold the submit; the form sends it once hydrated.
  document.addEventListener(
    'submit',
    function (event) {
      var form = event.target;
      if (!form || !form.hasAttribute || !form.hasAttribute('data-lead-form') || form.hasAttribute('data-ready')) return;
      event.preventDefault();
      form.setAttribute('data-submit-pending', '');
    },
    true,
  );
  // A press React missed (not listening yet, or its part not hydrated) leaves its button marked for
  // src/ui/earlyPress.ts; the app unmarks the presses it handled (src/app/entry-client.tsx).
  var pressSeq = 0;
  addEventListener(
    'click',
    function (event) {
      var button = event.target.closest && event.target.closest('button');
      if (button) button.setAttribute('data-pressed-early', ++pressSeq);
    },
    true,
  );
  // A field typed into or changed is marked too: its part hydrates at once to adopt the value.
  addEventListener(
    'input',
    function (event) {
      event.target.setAttribute('data-changed-early', '');
    },
    true,
  );
})();
