// The dashboard and the offline shell: starts the app once the prerendered page has painted
// (marketing pages start it at the visitor's first input instead: public/start.js). Loading the
// scripts after the first paint keeps them from competing with the page on slow connections.
// Input made before then is kept by head.js.
// The dashboard runs it in its head script (dist/dashboard-head.js: head.js, sidebar-state.js and
// this file in one request); the offline shell loads it deferred. Its own attribute names
// (data-boot-*), apart from the marketing starter's (data-entry).
// (External, not inline: the CSP allows only this origin.)
(function () {
  var script = document.currentScript;
  var entry = script && script.getAttribute('data-boot-entry');
  if (!entry) return;
  var preload = (script.getAttribute('data-boot-preload') || '').split(' ').filter(Boolean);
  // Ctrl/Cmd+K (the command palette) and Ctrl/Cmd+B (the sidebar) pressed before the dashboard's
  // app listens are kept for it, not left to the browser (its address bar, its bookmarks bar).
  // Each press toggles a mark, as each toggles its panel; the app prevents them first once it
  // runs (src/dashboard/layout/DashboardLayout.tsx), so this then leaves them alone. Dashboard
  // paths only, checked at each press: the app may have moved on to the site, where they are not its.
  addEventListener('keydown', function (event) {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.defaultPrevented) return;
    var key = String(event.key).toLowerCase();
    if ((key !== 'k' && key !== 'b') || location.pathname.indexOf('/dashboard') !== 0) return;
    event.preventDefault();
    script.toggleAttribute('data-early-' + key);
  });
  var started = false;
  function start(why) {
    if (started) return;
    started = true;
    script.setAttribute('data-started-by', why || 'painted');
    // The whole stylesheet beside the code: the app adds it to the page's part of it and waits
    // for it before it renders (src/app/wholeStylesheet.ts). crossOrigin as the app asks for it.
    document.querySelectorAll('style[data-subset-of]').forEach(function (part) {
      var sheet = document.createElement('link');
      sheet.rel = 'preload';
      sheet.as = 'style';
      sheet.crossOrigin = '';
      sheet.href = part.getAttribute('data-subset-of');
      document.head.appendChild(sheet);
    });
    // One element per task: each insertion starts a fetch (a few ms each on a slow phone),
    // and all of them in one go made a long task that blocked input.
    var queue = preload.slice();
    (function next() {
      var href = queue.shift();
      if (href === undefined) {
        // Not before the page is parsed: the app hydrates the whole of it, and in the dashboard's
        // head this runs while the rest of the body may still be arriving (a script added here
        // runs as soon as it has loaded, parsed or not).
        if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', next);
        else {
          var app = document.createElement('script');
          app.type = 'module';
          app.src = entry;
          document.head.appendChild(app);
        }
        return;
      }
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.appendChild(link);
      setTimeout(next, 0);
    })();
  }
  // Wait for the first contentful paint AND the frame after it, so the hero has been painted
  // before any script loads (the page holds its first paint until its h1 is parsed).
  function afterNextFrame() {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  // The offline shell (an unknown path answered by the service worker) has nothing to paint
  // until the app renders the page: waiting for a paint would leave it blank until the timer.
  // (Deferred there, so its empty root is parsed; in the dashboard's head there is no root yet.)
  var root = document.getElementById('root');
  if (root && !root.firstElementChild) start('empty');
  try {
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      afterNextFrame();
    }).observe({ type: 'paint', buffered: true });
  } catch (e) {
    start(); // no paint timing to wait for
  }
  // A hidden tab does not paint: start now, nothing on screen competes.
  if (document.visibilityState === 'hidden') start();
  // Last resort only. A short timer would race a slow first paint (Lighthouse's headless
  // Chromium painted 1.2 s after load) and put the scripts ahead of the page.
  setTimeout(start, 4000);
})();
