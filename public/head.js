// Runs in <head> before the first paint, so nothing on screen comes before it. Four jobs:
// 1. The theme (and the header's scroll mark). Sets <html data-theme="light|dark"> from the choice
// saved on this device (localStorage 'theme': 'light' or 'dark'; none means follow the system),
// so a dark page never flashes light. It also runs the theme controls (radio inputs marked
// data-theme-option), which therefore work before and without the app's code, keeps them and
// the theme-color metas in step, and follows the system and other open tabs.
// 2. What can wait for the first paint (the icons, the tab icon, the web manifest) waits for it.
// 3. Input made before the app runs. Marks presses and typed fields for the app, and holds a lead
//    form's submit, from the first paint on (the app starts after it).
// 4. On marketing pages (data-entry on this script), starting the app: see the last part.
// Marketing pages carry it inline (the CSP allows it by its hash: scripts/prerender-plugin.ts),
// so the first paint waits for no request but the document; the others load it from this origin.
(() => {
  var KEY = 'theme';
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
    var root = document.documentElement;
    if (root.getAttribute('data-theme') !== theme) root.setAttribute('data-theme', theme);
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
    document.documentElement.toggleAttribute('data-scrolled', scrollY > 10); // writes only on a change
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
})();

// Once the first paint is on screen: the links that wait for it (the icons' stylesheet, the tab
// icon, the web manifest), kept inert in <template id="after-paint"> until then (and in <noscript>
// without scripts): scripts/prerender-plugin.ts, deferredLinks. Without paint timing, once parsed.
(() => {
  var painted = () => {
    var later = document.getElementById('after-paint');
    if (!later) return;
    var stand = document.querySelector('link[rel=icon][href^="data:"]');
    if (stand) stand.remove();
    document.head.appendChild(later.content);
    later.remove();
  };
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (types.indexOf('paint') < 0) return addEventListener('DOMContentLoaded', painted);
  new PerformanceObserver((list, observer) => {
    observer.disconnect();
    setTimeout(painted);
  }).observe({ type: 'paint', buffered: true });
})();

(() => {
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

// Marketing pages read complete without the app (the prerendered HTML; links work, menus are
// popovers, input is kept above), and loading and hydrating it is most of a first visit's
// main-thread work. So it starts at the visitor's first input (pointer, touch, click, key, wheel)
// or a hidden tab (no timer: one started it inside Lighthouse's trace on slow runs, and its
// requests made a late largest paint, LCP 1.9 s); a URL with a query (search, filters) or a lead
// waiting on this device needs it at once. Its code is fetched (not run) once the page has
// painted: the first press then waits only for it to run, and a visitor who goes offline keeps a
// working page. data-started-by says what started it.
// (The dashboard and the offline shell start theirs once painted: public/boot.js.)
(() => {
  var script = document.currentScript;
  var entry = script && script.dataset.entry;
  if (!entry) return;
  var files = (script.dataset.preload + ' ' + entry).split(' ').filter(Boolean);
  var started;
  var add = (tag, props) => document.head.appendChild(Object.assign(document.createElement(tag), props));
  // One link per task: each insertion starts a fetch (a few ms on a slow phone); all in one task
  // made a long one. crossOrigin as a module script is fetched, so a prefetched copy is used.
  var links = (rel, list) => {
    var queue = list.slice();
    var next = () => {
      var href = queue.shift();
      if (href) {
        add('link', { rel: rel, crossOrigin: '', href: href });
        setTimeout(next);
      }
    };
    next();
  };
  var start = (why) => {
    if (started) return;
    started = script.dataset.startedBy = why.type || why;
    // Not before the page is parsed: the app hydrates the whole of it.
    var run = () => {
      add('script', { type: 'module', src: entry });
      links('modulepreload', files); // the chunks it imports, and the page's, fetched side by side
    };
    if (document.readyState == 'loading') addEventListener('DOMContentLoaded', run);
    else run();
  };
  // A key starts the app, and Ctrl/Cmd+K before the app listens (it prevents it first once it does:
  // SearchControl.tsx) opens the site's search when the app runs, not the browser's.
  addEventListener('keydown', (event) => {
    if ((event.ctrlKey || event.metaKey) && event.key == 'k' && !event.defaultPrevented) {
      event.preventDefault();
      script.dataset.search = '';
    }
    start(event);
  });
  var hidden = () => {
    if (document.hidden) start('hidden');
  };
  try {
    if (location.search.length > 1 || localStorage.getItem('northstar:leads-pending') == '1') start('painted'); // src/leads/pending.ts
  } catch (e) {}
  // A pointer press comes after pointermove or touchstart; click covers assistive technology's.
  ['pointermove', 'touchstart', 'click', 'wheel'].forEach((type) => {
    // Passive anyway: browsers treat touch and wheel listeners on window as passive.
    addEventListener(type, start, { capture: true, once: true });
  });
  addEventListener('visibilitychange', hidden); // bubbles from the document
  hidden();
  // After the first paint is on screen (the paint timing entry, not a frame: the paint is presented
  // later): requests that end before it count in Lighthouse's LCP (`/` 1.2 -> 1.8 s when they did).
  new PerformanceObserver((list, observer) => {
    observer.disconnect();
    setTimeout(() => {
      // With the whole stylesheet, which the app adds to the page's part of it (src/app/wholeStylesheet.ts).
      if (!started) links('prefetch', files.concat([].map.call(document.querySelectorAll('[data-subset-of]'), (s) => s.dataset.subsetOf)));
      // The offline copy (and installability) for a reader who never touches the page, when
      // src/pwa/startLater.ts would register it (SW_REGISTER_DELAY_MS): the worker works alone,
      // the app adopts it later.
      setTimeout(() => {
        if (!started) navigator.serviceWorker?.register('/sw.js');
      }, 5000);
    });
  }).observe({ type: 'paint', buffered: true });
})();
