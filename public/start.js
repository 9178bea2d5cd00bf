// Starts a marketing page's app. The prerendered HTML reads complete without it (links work, menus
// are popovers, input is kept by public/head.js), so it starts once the page has loaded and the
// browser is idle (requestIdleCallback), where it competes with neither the first paint nor the
// load; a visitor's input before then (pointer, touch, click, key, wheel, or text arriving without
// a key, as autofill and dictation do: an input event) starts it at once, as do a hidden tab, a URL
// with a query (search, filters), a lead waiting on this device and the 404 page (it logs the path).
// Its code is fetched (not run) after first paint, before the load event: once loaded, the start needs no network.
// Where it runs depends on the page's size (scripts/prerender-plugin.ts, headScripts): inline
// after head.js where both fit the initial congestion window (or the page is past it anyway); else
// loaded after first paint (head.js adds it from <template id="after-paint">). Input made before it
// ran is marked by head.js and starts it here. data-listening says it runs; data-started-by says
// what started the app. (The dashboard and the offline shell start theirs after first paint: public/boot.js.)
(() => {
  var script = document.currentScript;
  var data = script.dataset;
  var entry = data.entry;
  var files = (data.preload + ' ' + entry).split(' ').filter(Boolean);
  var started;
  var add = (tag, props) => document.head.appendChild(Object.assign(document.createElement(tag), props));
  // One link per task: each insertion starts a fetch (a few ms on a slow phone); all in one task
  // made a long one. crossOrigin as a module script is fetched, so the preloaded copy is used.
  var links = (rel, list, i = 0) => {
    if (list[i]) {
      add('link', { rel: rel, crossOrigin: '', href: list[i] });
      setTimeout(() => links(rel, list, i + 1));
    }
  };
  var preloaded;
  // The chunks it imports and the page's, side by side, and the whole stylesheets the app adds to
  // the page's subsets (src/app/wholeStylesheet.ts). Preloads delay the load event, so once the page
  // has loaded the start needs no network (a visitor may have gone offline).
  var preload = () => {
    if (preloaded) return;
    preloaded = 1;
    links('modulepreload', files);
    document.querySelectorAll('style[data-subset-of]').forEach((s) => add('link', { rel: 'preload', as: 'style', crossOrigin: '', href: s.dataset.subsetOf }));
  };
  // Each chunk runs (is evaluated) in a task of its own, the entry last (files ends with it): run in
  // one task, they made the longest task after load on large pages.
  var run = (i = 0) => {
    preload();
    var chunk = add('script', { type: 'module', src: files[i] });
    if (files[i] != entry) chunk.onload = chunk.onerror = () => setTimeout(() => run(i + 1));
  };
  var start = (why) => {
    if (started) return;
    started = data.startedBy = why.type || why;
    // Not before the page is parsed: the app hydrates the whole of it.
    if (document.readyState == 'loading') addEventListener('DOMContentLoaded', () => run());
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
  // A pointer press comes after pointermove or touchstart; click covers assistive technology's; input
  // covers text that comes without a key. (Passive anyway: browsers treat touch and wheel listeners on window as passive.)
  ['pointermove', 'touchstart', 'click', 'wheel', 'input'].forEach((type) => addEventListener(type, start, { capture: true, once: true }));
  var hidden = () => document.hidden && start('hidden');
  addEventListener('visibilitychange', hidden); // bubbles from the document
  data.listening = '';
  hidden();
  try {
    if (location.search.length > 1 || localStorage['northstar:leads-pending'] == '1') start('painted'); // src/leads/pending.ts
  } catch (e) {}
  // The 404 page logs the path it was asked for as it loads (its app does: NotFoundPage.tsx).
  var notFound = () => document.getElementById('root')?.dataset.route == '*' && start('not found');
  if (document.readyState == 'loading') addEventListener('DOMContentLoaded', notFound);
  else notFound();
  // Once loaded and after first paint (a headless browser may paint after load), when the browser is
  // idle; the timeout bounds the wait on a page that never idles.
  var waits = 2;
  var idle = () => --waits || (window.requestIdleCallback || setTimeout)(() => start('idle'), { timeout: 1000 });
  if (document.readyState == 'complete') idle();
  else addEventListener('load', idle);
  // Input before this ran: a press or a typed field (head.js marks them), or the focus moved (a Tab,
  // a tap into a field; a held submit came with one of these). A pointer that only moved starts it
  // at its next move.
  if (document.querySelector('[data-pressed-early],[data-changed-early],:focus')) start('early input');
  // After first paint (the paint timing entry; at once where this runs after it): requests that end
  // before it delay the largest contentful paint.
  new PerformanceObserver((list, observer) => {
    observer.disconnect();
    idle();
    setTimeout(preload);
  }).observe({ type: 'paint', buffered: true });
})();
