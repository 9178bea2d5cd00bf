// Starts a marketing page's app. Marketing pages read complete without it (the prerendered HTML;
// links work, menus are popovers, input is kept by public/head.js), and loading and hydrating it
// is most of a first visit's main-thread work. So it starts at the visitor's first input (pointer,
// touch, click, key, wheel) or a hidden tab (no timer: one started it inside Lighthouse's trace on
// slow runs, and its requests made a late largest paint, LCP 1.9 s); a URL with a query (search,
// filters) or a lead waiting on this device needs it at once. Its code is fetched (not run) once the
// page has painted: the first press then waits only for it to run, and a visitor who goes offline
// keeps a working page.
// Where it runs depends on the page's size (scripts/prerender-plugin.ts, headScripts): inline
// after head.js where both fit the first round trip (or the page is past it anyway); else loaded
// once the page has painted (head.js adds it from <template id="after-paint">: each byte in the
// document could cost it a second round trip). Input made before it ran is marked by head.js and
// starts it here. data-listening says it runs; data-started-by says what started the app.
// (The dashboard and the offline shell start theirs once painted: public/boot.js.)
(() => {
  var script = document.currentScript;
  var data = script.dataset;
  var entry = data.entry;
  var files = (data.preload + ' ' + entry).split(' ').filter(Boolean);
  var started;
  var add = (tag, props) => document.head.append(Object.assign(document.createElement(tag), props));
  // One link per task: each insertion starts a fetch (a few ms on a slow phone); all in one task
  // made a long one. crossOrigin as a module script is fetched, so a prefetched copy is used.
  var links = (rel, list, i = 0) => {
    if (list[i]) {
      add('link', { rel: rel, crossOrigin: '', href: list[i] });
      setTimeout(() => links(rel, list, i + 1));
    }
  };
  var run = () => {
    add('script', { type: 'module', src: entry });
    links('modulepreload', files); // the chunks it imports, and the page's, fetched side by side
  };
  var start = (why) => {
    if (started) return;
    started = data.startedBy = why.type || why;
    // Not before the page is parsed: the app hydrates the whole of it.
    if (document.readyState == 'loading') addEventListener('DOMContentLoaded', run);
    else run();
  };
  // A key starts the app, and Ctrl/Cmd+K before the app listens (it prevents it first once it does:
  // SearchControl.tsx) opens the site's search when the app runs, not the browser's.
  addEventListener('keydown', (event) => {
    if ((event.ctrlKey || event.metaKey) && event.key == 'k' && !event.defaultPrevented) {
      event.preventDefault();
      data.search = '';
    }
    start(event);
  });
  // A pointer press comes after pointermove or touchstart; click covers assistive technology's.
  // (Passive anyway: browsers treat touch and wheel listeners on window as passive.)
  ['pointermove', 'touchstart', 'click', 'wheel'].forEach((type) => addEventListener(type, start, { capture: true, once: true }));
  var hidden = () => document.hidden && start('hidden');
  addEventListener('visibilitychange', hidden); // bubbles from the document
  data.listening = '';
  hidden();
  try {
    if (location.search.length > 1 || localStorage['northstar:leads-pending'] == '1') start('painted'); // src/leads/pending.ts
  } catch (e) {}
  // Input before this ran: a press or a typed field (head.js marks them), or the focus moved (a Tab,
  // a tap into a field; a held submit came with one of these). A pointer that only moved starts it
  // at its next move.
  if (document.querySelector('[data-pressed-early],[data-changed-early],:focus')) start('early input');
  // After the first paint is on screen (the paint timing entry, not a frame: the paint is presented
  // later; at once where this runs after it): requests that end before it count in Lighthouse's LCP.
  new PerformanceObserver((list, observer) => {
    observer.disconnect();
    setTimeout(() => {
      // With the whole stylesheet, which the app adds to the page's part of it (src/app/wholeStylesheet.ts).
      if (!started) links('prefetch', [...files, ...[...document.querySelectorAll('[data-subset-of]')].map((s) => s.dataset.subsetOf)]);
    });
    // The offline copy (and installability) for a reader who never touches the page, when
    // src/pwa/startLater.ts would register it (SW_REGISTER_DELAY_MS): the worker works alone,
    // the app adopts it later.
    setTimeout(() => started || navigator.serviceWorker?.register('/sw.js'), 5000);
  }).observe({ type: 'paint', buffered: true });
})();
