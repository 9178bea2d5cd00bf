// Runs in <head> before the first paint: sets <html data-theme="light|dark"> from the choice
// saved on this device (localStorage 'theme': 'light' or 'dark'; none means follow the system),
// so a dark page never flashes light. It also runs the theme controls (radio inputs marked
// data-theme-option), which therefore work before and without the app's code, keeps them and
// the theme-color metas in step, and follows the system and other open tabs.
// (External, not inline: the Content-Security-Policy allows only scripts from this origin.)
(function () {
  var KEY = 'theme';
  var doc = document;
  var scheme = '(prefers-color-scheme: ';
  var system = matchMedia(scheme + 'dark)');
  var memory; // the choice when storage is unavailable (kept for this page only)
  function choice() {
    var saved;
    try {
      saved = localStorage.getItem(KEY);
    } catch (e) {
      saved = memory;
    }
    return saved === 'light' || saved === 'dark' ? saved : 'system';
  }
  function apply() {
    var chosen = choice();
    var theme = chosen === 'system' ? (system.matches ? 'dark' : 'light') : chosen;
    doc.documentElement.setAttribute('data-theme', theme);
    var inputs = doc.querySelectorAll('[data-theme-option]');
    for (var i = 0; i < inputs.length; i++) inputs[i].checked = inputs[i].value === chosen;
    // The browser's UI colour: per scheme, or the chosen theme's only.
    var metas = doc.querySelectorAll('meta[data-scheme]');
    for (var j = 0; j < metas.length; j++) {
      var own = metas[j].getAttribute('data-scheme');
      metas[j].media = chosen === 'system' ? scheme + own + ')' : own === theme ? 'all' : 'not all';
    }
  }
  apply();
  system.onchange = apply;
  addEventListener('storage', apply); // another tab changed the choice
  doc.addEventListener('DOMContentLoaded', apply);
  doc.addEventListener('change', function (event) {
    var input = event.target;
    if (!input.hasAttribute('data-theme-option')) return;
    memory = input.value;
    try {
      if (memory === 'system') localStorage.removeItem(KEY);
      else localStorage.setItem(KEY, memory);
    } catch (e) {}
    apply();
  });
})();
