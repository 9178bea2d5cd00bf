// Runs in <head> before the first paint, so nothing on screen comes before it. Three jobs:
// 1. The theme (and the header's scroll mark). Sets <html data-theme="light|dark"> from the choice
// saved on this device (localStorage 'theme': 'light' or 'dark'; none means follow the system),
// so a dark page never flashes light. It also runs the theme controls (radio inputs marked
// data-theme-option), which therefore work before and without the app's code, keeps them and
// the theme-color metas in step, and follows the system and other open tabs.
// 2. What can wait for the first paint (the icons, the tab icon, the web manifest) waits for it.
// 3. Input made before the app runs. Marks presses and typed fields for the app, and holds a lead
//    form's submit, from the first paint on (the app starts after it).
// Marketing pages carry it inline (the CSP allows it by its hash: scripts/prerender-plugin.ts,
// headScripts), so their first paint waits for no request but the document; the dashboard loads
// it with its own head scripts in /dashboard-head.js, the offline and shell pages as /head.js.
(() => {
  var KEY = 'theme';
  var root = document.documentElement;
  var memory; // the choice when storage is unavailable (kept for this page only)
  var system = matchMedia('(prefers-color-scheme: dark)');
  var apply = () => {
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
    if (root.dataset.theme !== theme) root.dataset.theme = theme;
    // Every control shows the choice; the browser's UI colour follows the scheme, or the choice.
    document.querySelectorAll('[data-theme-option],meta[data-scheme]').forEach((el) => {
      var own = el.dataset.scheme;
      if (own) {
        var media = chosen === 'system' ? '(prefers-color-scheme: ' + own + ')' : own === theme ? 'all' : 'not all';
        if (el.media !== media) el.media = media;
      } else if (el.checked !== (el.value === chosen)) el.checked = el.value === chosen;
    });
  };
  apply();
  // The system's scheme changed, or another tab saved a choice; the controls are parsed.
  system.onchange = onstorage = apply;
  addEventListener('DOMContentLoaded', apply);
  // The header turns compact past 10 px of scroll (SPEC; COMPACT_THRESHOLD in src/site/state/header.ts)
  // before the app runs too: its styles read <html data-scrolled>, so a page opened scrolled (a reload,
  // a link to a section) never shows its text through a transparent bar. (At this point scrollY is 0.)
  addEventListener('scroll', () => {
    root.toggleAttribute('data-scrolled', scrollY > 10); // writes only on a change
  });
  // Capture phase: React stops a change inside a part still waiting to hydrate before it bubbles.
  addEventListener(
    'change',
    (event) => {
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

  // Once the first paint is on screen: the links that wait for it (the icons' stylesheet, the tab
  // icon, the web manifest; on marketing pages the app's starter, public/start.js), kept inert in
  // <template id="after-paint"> until then (the links also in <noscript>, for pages without scripts):
  // scripts/prerender-plugin.ts, deferredLinks. (Every supported browser has paint timing.)
  new PerformanceObserver((list, observer) => {
    observer.disconnect();
    setTimeout(() => {
      var later = document.getElementById('after-paint');
      if (!later) return;
      document.querySelector('link[rel=icon][href^="data:"]')?.remove();
      document.head.append(later.content);
      later.remove();
    });
  }).observe({ type: 'paint', buffered: true });

  // A form the app submits (a lead form, the dashboard's settings), submitted before its code has
  // arrived, would fall back to a native GET: the page reloads and what was typed lands in the URL.
  // Hold the submit; the form sends it once ready (src/ui/useHeldSubmit.ts).
  addEventListener(
    'submit',
    (event) => {
      var form = event.target; // a submit event's target is always a form
      if (!form.matches('[data-app-form]:not([data-ready])')) return;
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
    (event) => {
      var button = event.target.closest?.('button'); // a click dispatched at the document has no closest()
      if (button) button.setAttribute('data-pressed-early', ++pressSeq);
    },
    true,
  );
  // A field typed into or changed is marked too: its part hydrates at once to adopt the value.
  addEventListener(
    'input',
    (event) => {
      event.target.setAttribute('data-changed-early', '');
    },
    true,
  );
})();
